/**
 * A local iiko Cloud (iikoTransport API v1) for tests: the endpoints the POS adapter uses, with
 * iiko's error body `{ correlationId, errorDescription, error }`, bearer tokens, asynchronous order
 * creation (commands/status) and refusal of a second order with a taken id. Where iiko's exact
 * wording is undocumented (401 and duplicate texts) the texts here are our stand-ins.
 *
 * The menu side: `nomenclature` with iiko's revisions (the whole menu only when there is a newer
 * revision than `startRevision`, else the same revision and empty lists, as iiko's API description
 * says), `stop_lists` per terminal group and `stop_lists/check` against them, and
 * `terminal_groups/is_alive` (`state.offlineTerminalGroups`), and the group's external menus:
 * `POST /api/2/menu` lists them, `POST /api/2/menu/by_id` answers one (iiko-external-menu-fixture.ts
 * by default, `state.externalMenu` to change it) with the prices of the organizations asked for;
 * an unknown menu id is iiko's error body with a 400 (the wording is our stand-in).
 *
 * The delivery side: `delivery_restrictions` (`state.setDeliveryRestrictions`; by default each
 * organization has none set up) and `delivery_restrictions/allowed`, which allows every address
 * unless a test makes an organization refuse with one of iiko's reject codes
 * (`state.deliveryRejections`), and places it in `state.addressZone`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toKopecks } from '@storefront/contract/money';
import { z } from 'zod';
import {
  type DescribedErrorCode,
  type DescribedOrderInfo,
  describedCommandStatus,
  describedCreateAnswer,
  describedDeliveryEvent,
  describedOrdersAnswer,
  describedStopListEvent,
  type IikoDeliveryStatus,
} from '../adapters/iiko/wire/answers';
import type { IikoDeliveryRestrictionsInput } from '../adapters/iiko/wire/delivery-restrictions';
import type { IikoExternalMenuInput } from '../adapters/iiko/wire/external-menu';
import type { IikoNomenclatureInput } from '../adapters/iiko/wire/nomenclature';
import * as wire from '../adapters/iiko/wire/requests';
import { createFakeIikoLoyalty, type FakeIikoLoyaltyState } from './fake-iiko-loyalty';
import { describedOrderOf, iikoTime } from './fake-iiko-orders';
import { orderSumKopecks, priceMismatch } from './fake-iiko-sums';
import { externalMenuAnswer, externalMenuId } from './iiko-external-menu-fixture';
import { iikoNomenclatureFixture } from './iiko-nomenclature-fixture';

export interface FakeIikoPaymentType {
  id: string;
  code: string;
  name: string;
  paymentTypeKind: 'Cash' | 'Card' | 'External' | 'IikoCard';
  paymentProcessingType: 'Internal' | 'External' | 'Both';
  isDeleted: boolean;
}

/** A discount type (DiscountCardTypeInfo), the fields we read and iiko's checks need. */
export interface FakeIikoDiscountType {
  id: string;
  name: string;
  mode: 'Percent' | 'FlexibleSum' | 'FixedSum';
  canBeAppliedSelectively: boolean;
  isDeleted: boolean;
}

export interface FakeIikoOrganization {
  id: string;
  name: string;
  terminalGroupIds: string[];
  paymentTypes: FakeIikoPaymentType[];
  /** absent: none */
  discountTypes?: FakeIikoDiscountType[];
}

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function venueOrganization(venue: 1 | 2 | 3, name: string) {
  const base = venue * 100;
  const paymentTypes = {
    // listed first so that a naive "first Card" pick would take it
    deletedCard: {
      id: uuid(base + 10),
      code: 'OLDCARD',
      name: 'Карта (старый терминал)',
      paymentTypeKind: 'Card',
      paymentProcessingType: 'Both',
      isDeleted: true,
    },
    cash: {
      id: uuid(base + 11),
      code: 'CASH',
      name: 'Наличные',
      paymentTypeKind: 'Cash',
      paymentProcessingType: 'Internal',
      isDeleted: false,
    },
    card: {
      id: uuid(base + 12),
      code: 'CARD',
      name: 'Банковская карта',
      paymentTypeKind: 'Card',
      paymentProcessingType: 'Internal',
      isDeleted: false,
    },
    cardOnSite: {
      id: uuid(base + 13),
      code: 'CARDSITE',
      name: 'Карта на сайте (старый тип)',
      paymentTypeKind: 'Card',
      paymentProcessingType: 'External',
      isDeleted: false,
    },
    online: {
      id: uuid(base + 14),
      code: 'SITE',
      name: 'Оплата на сайте',
      paymentTypeKind: 'External',
      paymentProcessingType: 'External',
      isDeleted: false,
    },
    // the guest's bonus wallet (iikoCard, decision 086)
    iikoCard: {
      id: uuid(base + 15),
      code: 'IIKOCARD',
      name: 'Бонусы iikoCard',
      paymentTypeKind: 'IikoCard',
      paymentProcessingType: 'Internal',
      isDeleted: false,
    },
  } satisfies Record<string, FakeIikoPaymentType>;
  const discountTypes = {
    // neither may take the site's amount: one is deleted, one a percent of its own
    deleted: {
      id: uuid(base + 20),
      name: 'Скидка сайта (старая)',
      mode: 'FlexibleSum',
      canBeAppliedSelectively: true,
      isDeleted: true,
    },
    percent: {
      id: uuid(base + 21),
      name: 'Скидка 10 %',
      mode: 'Percent',
      canBeAppliedSelectively: true,
      isDeleted: false,
    },
    site: {
      id: uuid(base + 22),
      name: 'Скидка сайта',
      mode: 'FlexibleSum',
      canBeAppliedSelectively: true,
      isDeleted: false,
    },
  } satisfies Record<string, FakeIikoDiscountType>;
  return {
    id: uuid(base),
    name,
    terminalGroupId: uuid(base + 1),
    paymentTypes,
    discountTypes,
  };
}

/** The default data: one organization per venue, each with one terminal group. */
export const fakeIikoFixture = {
  apiLogin: 'fake-iiko-api-login',
  venues: {
    1: venueOrganization(1, 'Гастропаб'),
    2: venueOrganization(2, 'Sibumi'),
    3: venueOrganization(3, 'Кондитерская'),
  },
};

function defaultOrganizations(): FakeIikoOrganization[] {
  return Object.values(fakeIikoFixture.venues).map((venue) => ({
    id: venue.id,
    name: venue.name,
    terminalGroupIds: [venue.terminalGroupId],
    paymentTypes: Object.values(venue.paymentTypes),
    discountTypes: Object.values(venue.discountTypes),
  }));
}

export interface FakeIikoOrder {
  id: string;
  organizationId: string;
  /** the whole deliveries/create request that made it */
  request: CreateRequest;
  creationStatus: 'InProgress' | 'Success' | 'Error';
  errorInfo: { code: DescribedErrorCode; message: string; description: string } | null;
  /** later creates with the same id, refused */
  duplicateAttempts: number;
  /** the delivery's status once created: Unconfirmed, WaitCooking, … Closed, Cancelled */
  status: IikoDeliveryStatus;
  /** iiko's own number for it */
  number: number;
  /** the fake's clock when it was created */
  createdAt: number;
  /** its terminal group */
  terminalGroupId: string;
  /** the fake's clock when iiko nullifies it unless its iikoFront takes it first */
  frontDeadline: number;
}

/** One out-of-stock entry of a terminal group, as `stop_lists` answers it. */
export interface FakeIikoStopListItem {
  productId: string;
  /** what is left; 0 or less: out of stock */
  balance: number;
  /** the size that is out; null or absent: the product (all its sizes) */
  sizeId?: string | null;
  sku?: string | null;
  /** 'yyyy-MM-dd HH:mm:ss.fff' (UTC); default: when it was set */
  dateAdd?: string;
}

/**
 * How the next nomenclature calls fail until set back to null: 'error-500' is iiko's error body
 * with status 500; 'truncated' is a 200 whose JSON body stops in the middle (a cut-off transfer).
 */
export type FakeIikoNomenclatureFailure = 'error-500' | 'truncated';

/** 'refused': nothing listens; 'unavailable': 503; 'rate-limited': 429; 'hanging': no answer */
export type FakeIikoOutage = 'refused' | 'unavailable' | 'rate-limited' | 'hanging';

export interface FakeIikoState {
  /** created orders by our order id */
  readonly orders: Map<string, FakeIikoOrder>;
  tokenRequests: number;
  /** every answered call, in order */
  readonly requests: { path: string; status: number }[];
  /** creations from now on end in Error with this reason; null: they succeed */
  creationError: string | null;
  /** how many commands/status polls answer InProgress for each new creation */
  inProgressPolls: number;
  readonly outage: FakeIikoOutage | null;
  /** makes every token issued so far answer 401, as an expired one does */
  expireTokens(): void;
  goDown(outage?: FakeIikoOutage): Promise<void>;
  comeBack(): Promise<void>;
  /** calls answered on a path, e.g. count('/api/1/terminal_groups') */
  count(path: string, status?: number): number;
  /** where iiko's webhooks go (the site's /api/pos/iiko/webhook) and the token it sends */
  webhook: { url: string; authToken: string } | null;
  /**
   * The kitchen moves a delivery on: its status changes, and (unless `lost`) a
   * DeliveryOrderUpdate event is sent to the webhook, as iiko does.
   */
  setStatus(
    orderId: string,
    status: IikoDeliveryStatus,
    options?: { lost?: boolean },
  ): Promise<void>;
  /**
   * Replaces an organization's menu, as a manager saving it in iiko does: its revision goes up (to
   * the answer's own `revision` when that is higher), so the next nomenclature call with the old
   * revision gets the whole new menu. The answer is kept as given, so a malformed one is served.
   */
  setNomenclature(organizationId: string, answer: IikoNomenclatureInput | unknown): void;
  /**
   * The external menu `POST /api/2/menu/by_id` serves under `externalMenuId` (the fixture's id), with
   * every organization's prices; by_id leaves out the prices of organizations not asked for.
   */
  externalMenu: IikoExternalMenuInput;
  /** the organization's current menu revision */
  nomenclatureRevision(organizationId: string): number;
  /** while set, every nomenclature call fails this way (see FakeIikoNomenclatureFailure) */
  nomenclatureFailure: FakeIikoNomenclatureFailure | null;
  /**
   * Replaces the stop list of one of the organization's terminal groups (default: its first);
   * an empty list clears it.
   */
  setStopList(
    organizationId: string,
    items: FakeIikoStopListItem[],
    terminalGroupId?: string,
  ): void;
  /**
   * terminal groups whose iikoFront is off line (`terminal_groups/is_alive` says false): an order
   * for one waits InProgress until it is back, or is nullified once its
   * `transportToFrontTimeout` (iiko's default 8 s) has passed on the fake's clock
   */
  offlineTerminalGroups: Set<string>;
  /**
   * terminal groups iiko has put to sleep: `terminal_groups` lists them under
   * `terminalGroupsInSleep`, orders to them are refused, `terminal_groups/awake` wakes them
   */
  sleepingTerminalGroups: Set<string>;
  /** moves the fake's clock on (it starts at the real time) */
  passTime(ms: number): void;
  /** while true, positions priced otherwise than iiko's menu are refused (the organization checks prices) */
  checkPrices: boolean;
  /** the `Timeout` header (seconds) of the last call on each path */
  readonly timeoutHeaders: Map<string, string>;
  /** every `menu/by_id` request's `version` (null: none sent) */
  readonly externalMenuVersions: (number | null)[];
  /** every `stop_lists/check` request, in order */
  stopListChecks: z.infer<typeof stopListCheckRequestSchema>[];
  /** while true, `stop_lists/check` answers 500 */
  stopListCheckFailure: boolean;
  /**
   * Replaces an organization's delivery restrictions (zones, their items), as a manager drawing
   * zones in iiko does; kept as given.
   */
  setDeliveryRestrictions(
    organizationId: string,
    restrictions: IikoDeliveryRestrictionsInput,
  ): void;
  /** iikoCard: its coupons, programs and the guests' wallets (fake-iiko-loyalty.ts) */
  readonly loyalty: FakeIikoLoyaltyState;
  /** while true, `delivery_restrictions` answers 500 */
  deliveryRestrictionsFailure: boolean;
  /**
   * How `delivery_restrictions/allowed` refuses an organization's deliveries: iiko's reject code
   * and its RejectItemData; an organization not here is allowed
   */
  deliveryRejections: Map<
    string,
    { rejectCode: string; rejectItemData?: Record<string, unknown> | null }
  >;
  /** the zone `allowed` places every address in (its allowedItems' `zone`); null: none named */
  addressZone: string | null;
  /** every `delivery_restrictions/allowed` request, in order */
  deliveryChecks: z.infer<typeof deliveryAllowedRequestSchema>[];
  /** 'error-500': `allowed` answers 500; 'hanging': it never answers; null: it answers */
  deliveryCheckFailure: 'error-500' | 'hanging' | null;
}

export interface FakeIikoOptions {
  apiLogin?: string;
  organizations?: FakeIikoOrganization[];
  /**
   * How a create with a taken order id is refused: an error answer (400, error DuplicatedOrderId;
   * default) or an accepted call whose creation fails with that code. iiko documents the code, not
   * which of the two it does.
   */
  duplicateAnswer?: 'error-response' | 'creation-error';
  /**
   * The organizations' menus at start: 'fixture' (default) gives each venue's organization its
   * menu from iiko-nomenclature-fixture.ts (by the venue whose organization id it has), 'empty'
   * an empty menu. Either way at revision 1 or the fixture's own.
   */
  nomenclature?: 'fixture' | 'empty';
}

export interface FakeIiko {
  /** base URL, e.g. http://127.0.0.1:54321 */
  url: string;
  state: FakeIikoState;
  close(): Promise<void>;
}

/**
 * Every request is read by the adapter's own transcription of iiko's description
 * (adapters/iiko/wire/requests.ts, checked against the description by
 * `npm run check:iiko-description`): what the description requires, limits or enumerates, the
 * local iiko refuses as iiko does, with a 400 and the issues.
 */
const createRequestSchema = wire.createOrderRequest;
export type CreateRequest = wire.IikoCreateOrderRequest;
const organizationIdsSchema = wire.organizationsRequest;
const commandStatusSchema = wire.commandStatusRequest;
const ordersByIdSchema = wire.ordersByIdRequest;
const nomenclatureRequestSchema = wire.nomenclatureRequest;
const externalMenuRequestSchema = wire.menuByIdRequest;
const isAliveRequestSchema = wire.terminalGroupsOfOrganizationsRequest;
const stopListCheckRequestSchema = wire.checkStopListRequest;
const deliveryAllowedRequestSchema = wire.allowedRestrictionsRequest;
const stopListsRequestSchema = wire.stopListsRequest;

/** iiko's date-time format, 'yyyy-MM-dd HH:mm:ss.fff' */

function emptyNomenclature(revision: number): IikoNomenclatureInput {
  return {
    correlationId: randomUUID(),
    groups: [],
    productCategories: [],
    products: [],
    sizes: [],
    revision,
  };
}

interface Answer {
  status: number;
  body: unknown;
  /** a body cut off in the middle: sent as this text instead of the JSON of `body` */
  rawText?: string;
}

const ok = (body: Record<string, unknown>): Answer => ({
  status: 200,
  body: { correlationId: randomUUID(), ...body },
});

/**
 * An answer or event checked against iiko's description (wire/answers.ts) before it goes out: the
 * local iiko never says what iiko would not.
 */
function asDescribed<T>(schema: z.ZodType<T>, body: T): T {
  const checked = schema.safeParse(body);
  if (!checked.success) {
    throw new Error(`the local iiko strays from iiko's description: ${checked.error.message}`);
  }
  return body;
}

/** ok(), for an answer iiko's description has a schema for */
const okAsDescribed = <T extends Record<string, unknown>>(schema: z.ZodType<T>, body: T) =>
  ({ status: 200, body: asDescribed(schema, body) }) satisfies Answer;
/** iiko's error body */
const failure = (
  status: number,
  errorDescription: string,
  error: string | null = null,
): Answer => ({
  status,
  body: { correlationId: randomUUID(), errorDescription, error },
});

function issues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

export async function startFakeIiko(options: FakeIikoOptions = {}): Promise<FakeIiko> {
  const apiLogin = options.apiLogin ?? fakeIikoFixture.apiLogin;
  const organizations = new Map(
    (options.organizations ?? defaultOrganizations()).map((o) => [o.id, o]),
  );
  const duplicateAnswer = options.duplicateAnswer ?? 'error-response';
  const tokens = new Set<string>();
  const commands = new Map<
    string,
    { organizationId: string; orderId: string; pollsLeft: number; error: string | null }
  >();
  let clockOffsetMs = 0;
  const clock = () => Date.now() + clockOffsetMs;
  let outage: FakeIikoOutage | null = null;
  const hanging = new Set<ServerResponse>();

  const venueOfOrganization = new Map(
    Object.entries(fakeIikoFixture.venues).map(([venue, o]) => [o.id, Number(venue) as 1 | 2 | 3]),
  );
  /** each organization's menu as iiko holds it, with its revision */
  const menus = new Map<string, { answer: unknown; revision: number }>();
  for (const organizationId of organizations.keys()) {
    const venue = venueOfOrganization.get(organizationId);
    const answer =
      options.nomenclature !== 'empty' && venue
        ? iikoNomenclatureFixture[venue]
        : emptyNomenclature(1);
    menus.set(organizationId, { answer, revision: Math.max(1, answer.revision) });
  }
  /** each organization's delivery restrictions as iiko holds them; none set up at first */
  const deliveryRestrictions = new Map<string, IikoDeliveryRestrictionsInput>(
    [...organizations.keys()].map((organizationId) => [
      organizationId,
      noDeliveryRestrictions(organizationId),
    ]),
  );
  const loyalty = createFakeIikoLoyalty((organizationId) => menus.get(organizationId)?.answer);
  /** stop lists by organization, then terminal group */
  const stopLists = new Map<string, Map<string, Required<FakeIikoStopListItem>[]>>();

  function unknownOrganization(ids: string[]): Answer | null {
    const unknown = ids.find((id) => !organizations.has(id));
    return unknown ? failure(400, `Organization with id ${unknown} not found`) : null;
  }

  function accessToken(body: unknown): Answer {
    state.tokenRequests++;
    const request = z.object({ apiLogin: z.string() }).safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    if (request.data.apiLogin !== apiLogin) {
      return failure(401, `Login '${request.data.apiLogin}' is not authorized`);
    }
    const token = randomBytes(24).toString('base64url');
    tokens.add(token);
    return ok({ token });
  }

  function terminalGroups(body: unknown): Answer {
    const request = organizationIdsSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const { organizationIds } = request.data;
    const refused = unknownOrganization(organizationIds);
    if (refused) return refused;
    const groupsOf = (organizationId: string, asleep: boolean) => ({
      organizationId,
      items: (organizations.get(organizationId)?.terminalGroupIds ?? [])
        .map((id, i) => ({
          id,
          organizationId,
          name: `Кухня ${i + 1}`,
          address: 'Владивосток',
          timeZone: 'Vladivostok Standard Time',
        }))
        .filter((group) => state.sleepingTerminalGroups.has(group.id) === asleep),
    });
    return ok({
      terminalGroups: organizationIds.map((organizationId) => groupsOf(organizationId, false)),
      terminalGroupsInSleep: organizationIds.map((organizationId) =>
        groupsOf(organizationId, true),
      ),
    });
  }

  function awake(body: unknown): Answer {
    const request = isAliveRequestSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const refused = unknownOrganization(request.data.organizationIds);
    if (refused) return refused;
    const known = new Set(
      request.data.organizationIds.flatMap((id) => organizations.get(id)?.terminalGroupIds ?? []),
    );
    const successfullyProcessed = request.data.terminalGroupIds.filter((id) => known.has(id));
    for (const id of successfullyProcessed) state.sleepingTerminalGroups.delete(id);
    return ok({
      successfullyProcessed,
      failedProcessed: request.data.terminalGroupIds.filter((id) => !known.has(id)),
    });
  }

  function terminalsAlive(body: unknown): Answer {
    const request = isAliveRequestSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const { organizationIds, terminalGroupIds } = request.data;
    const refused = unknownOrganization(organizationIds);
    if (refused) return refused;
    return ok({
      isAliveStatus: organizationIds.flatMap((organizationId) =>
        (organizations.get(organizationId)?.terminalGroupIds ?? [])
          .filter((id) => terminalGroupIds.includes(id))
          .map((terminalGroupId) => ({
            isAlive: !state.offlineTerminalGroups.has(terminalGroupId),
            terminalGroupId,
            organizationId,
          })),
      ),
    });
  }

  function paymentTypes(body: unknown): Answer {
    const request = organizationIdsSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const refused = unknownOrganization(request.data.organizationIds);
    if (refused) return refused;
    return ok({
      paymentTypes: request.data.organizationIds.flatMap((organizationId) => {
        const organization = organizations.get(organizationId);
        return (organization?.paymentTypes ?? []).map((type) => ({
          ...type,
          comment: null,
          combinable: true,
          externalRevision: 1,
          applicableMarketingCampaigns: [],
          printCheque: true,
          terminalGroups: organization?.terminalGroupIds.map((id) => ({ id, organizationId })),
        }));
      }),
    });
  }

  function discounts(body: unknown): Answer {
    const request = organizationIdsSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const refused = unknownOrganization(request.data.organizationIds);
    if (refused) return refused;
    return ok({
      discounts: request.data.organizationIds.map((organizationId) => ({
        organizationId,
        items: (organizations.get(organizationId)?.discountTypes ?? []).map((type) => ({
          ...type,
          percent: type.mode === 'Percent' ? 10 : 0,
          isCategorisedDiscount: false,
          productCategoryDiscounts: [],
          comment: null,
          minOrderSum: null,
          sum: 0,
          canApplyByCardNumber: false,
          isManual: true,
          isCard: false,
          isAutomatic: false,
        })),
      })),
    });
  }

  /**
   * Why iiko refuses the order's discounts, if it does (our stand-in wording): a type the
   * organization has not got live, an amount for a type that does not take one, positions the
   * order has not got, or more off than the positions come to.
   */
  function discountRefusal(
    organization: FakeIikoOrganization,
    order: CreateRequest['order'],
  ): string | null {
    const menu = menus.get(organization.id)?.answer;
    for (const discount of order.discountsInfo?.discounts ?? []) {
      const type = organization.discountTypes?.find(
        (candidate) => candidate.id === discount.discountTypeId && !candidate.isDeleted,
      );
      if (!type) return `Discount type ${discount.discountTypeId} not found`;
      if (discount.sum !== undefined && type.mode !== 'FlexibleSum') {
        return `Amount must be specified only if discount has "assign amount" setting enabled`;
      }
      const positions = discount.selectivePositions ?? [];
      if (positions.length > 0 && !type.canBeAppliedSelectively) {
        return `Discount ${type.name} can not be applied selectively`;
      }
      const items = order.items.filter(
        (item) => item.positionId != null && positions.includes(item.positionId),
      );
      if (items.length !== positions.length) return 'Selective position not found in the order';
      const itemsSum = orderSumKopecks(menu, items);
      if (itemsSum !== null && toKopecks(discount.sum ?? 0) > itemsSum) {
        return `Discount sum ${discount.sum} exceeds the positions' sum ${itemsSum / 100}`;
      }
    }
    return null;
  }

  /** OrderInfo as iiko's description has it: the order itself once iikoFront took it. */
  function orderInfo(order: FakeIikoOrder): DescribedOrderInfo {
    const paymentTypes = organizations.get(order.organizationId)?.paymentTypes ?? [];
    return {
      id: order.id,
      posId: null,
      externalNumber: order.request.order.externalNumber ?? null,
      organizationId: order.organizationId,
      timestamp: clock(),
      creationStatus: order.creationStatus,
      errorInfo: order.errorInfo,
      order:
        order.creationStatus === 'Success'
          ? describedOrderOf(order, menus.get(order.organizationId)?.answer, paymentTypes)
          : null,
    };
  }

  /**
   * Why iikoFront refuses the order's money, if it does: the payments must add up to the sum of
   * its positions (fake-iiko-sums.ts), and with price checking each position must be at the
   * menu's price. Our stand-in wording for the first; iiko's own code for the second.
   */
  function sumRefusal(organizationId: string, order: CreateRequest['order']): string | null {
    const menu = menus.get(organizationId)?.answer;
    if (state.checkPrices) {
      const mismatch = priceMismatch(menu, order.items);
      if (mismatch) return mismatch;
    }
    const items = orderSumKopecks(menu, order.items);
    const discounted = (order.discountsInfo?.discounts ?? []).reduce(
      (sum, discount) => sum + toKopecks(discount.sum ?? 0),
      0,
    );
    const positions = items === null ? null : items - discounted;
    const paid = (order.payments ?? []).reduce((sum, payment) => sum + toKopecks(payment.sum), 0);
    return positions === null || paid === positions
      ? null
      : `Payments sum ${paid / 100} is not equal to the order sum ${positions / 100}`;
  }

  function createDelivery(body: unknown): Answer {
    const parsed = createRequestSchema.safeParse(body);
    if (!parsed.success) return failure(400, issues(parsed.error));
    const request = parsed.data;
    const organization = organizations.get(request.organizationId);
    if (!organization) return unknownOrganization([request.organizationId]) as Answer;
    // iiko picks a terminal group and an id when none is sent; ours always are
    const terminalGroupId = request.terminalGroupId ?? organization.terminalGroupIds[0] ?? '';
    if (!organization.terminalGroupIds.includes(terminalGroupId)) {
      return failure(400, `Terminal group ${terminalGroupId} is not registered`);
    }
    if (state.sleepingTerminalGroups.has(terminalGroupId)) {
      // our stand-in wording: iiko documents the sleep, not its refusal's text
      return failure(400, `Terminal group ${terminalGroupId} is in sleep mode`);
    }
    const order = { ...request.order, id: request.order.id ?? randomUUID() };
    if (order.orderServiceType === 'DeliveryByCourier' && !order.deliveryPoint) {
      return failure(400, 'Delivery point is required for DeliveryByCourier');
    }
    const discountRefused = discountRefusal(organization, order) ?? loyalty.orderRefusal(order);
    if (discountRefused) return failure(400, discountRefused);
    for (const payment of order.payments ?? []) {
      const type = organization.paymentTypes.find((t) => t.id === payment.paymentTypeId);
      // a type of kind IikoCard is paid as a LoyaltyCard payment
      const kind = payment.paymentTypeKind === 'LoyaltyCard' ? 'IikoCard' : payment.paymentTypeKind;
      if (!type || type.isDeleted || type.paymentTypeKind !== kind) {
        return failure(400, `Payment type ${payment.paymentTypeId} not found`);
      }
      const allowed = payment.isProcessedExternally ? 'External' : 'Internal';
      if (type.paymentProcessingType !== 'Both' && type.paymentProcessingType !== allowed) {
        return failure(
          400,
          `Payment type ${type.name} can not be processed ${allowed.toLowerCase()}ly`,
        );
      }
    }

    const existing = state.orders.get(order.id);
    if (existing) {
      existing.duplicateAttempts++;
      const text = `Order with id ${order.id} already exists`;
      if (duplicateAnswer === 'error-response') return failure(400, text, 'DuplicatedOrderId');
      return okAsDescribed(describedCreateAnswer, {
        correlationId: randomUUID(),
        orderInfo: {
          ...orderInfo(existing),
          creationStatus: 'Error',
          errorInfo: { code: 'DuplicatedOrderId', message: text, description: text },
        },
      });
    }

    const created: FakeIikoOrder = {
      id: order.id,
      organizationId: organization.id,
      request,
      creationStatus: 'InProgress',
      errorInfo: null,
      duplicateAttempts: 0,
      status: 'Unconfirmed',
      number: state.orders.size + 1,
      createdAt: clock(),
      terminalGroupId,
      frontDeadline: clock() + (request.createOrderSettings?.transportToFrontTimeout ?? 8) * 1000,
    };
    state.orders.set(order.id, created);
    loyalty.charge(order);
    const correlationId = randomUUID();
    commands.set(correlationId, {
      organizationId: organization.id,
      orderId: order.id,
      pollsLeft: state.inProgressPolls,
      error: state.creationError ?? sumRefusal(organization.id, order),
    });
    return okAsDescribed(describedCreateAnswer, { correlationId, orderInfo: orderInfo(created) });
  }

  /**
   * Whether the order waits for an off-line iikoFront: it does until its transportToFrontTimeout
   * has passed, then iiko nullifies it (creation Error; the wording is our stand-in). An order
   * whose kitchen is back on line is taken (creation Success) when it is next asked about.
   */
  function frontHasNotTaken(order: FakeIikoOrder): boolean {
    if (order.creationStatus !== 'InProgress') return false;
    if (!state.offlineTerminalGroups.has(order.terminalGroupId)) return false;
    if (clock() >= order.frontDeadline) {
      const text = 'Order was not delivered to iikoFront in time (transportToFrontTimeout)';
      order.creationStatus = 'Error';
      order.errorInfo = { code: 'Common', message: text, description: text };
    }
    return true;
  }

  function commandStatus(body: unknown): Answer {
    const request = commandStatusSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const command = commands.get(request.data.correlationId);
    if (!command || command.organizationId !== request.data.organizationId) {
      return failure(400, `Command ${request.data.correlationId} not found`);
    }
    if (command.pollsLeft > 0) {
      command.pollsLeft--;
      return okAsDescribed(describedCommandStatus, { state: 'InProgress' });
    }
    const order = state.orders.get(command.orderId);
    if (order && frontHasNotTaken(order)) {
      if (order.creationStatus === 'InProgress') {
        return okAsDescribed(describedCommandStatus, { state: 'InProgress' });
      }
      command.error ??= order.errorInfo?.description ?? 'Order was not delivered to iikoFront';
    }
    if (command.error) {
      if (order) {
        order.creationStatus = 'Error';
        order.errorInfo = { code: 'Common', message: command.error, description: command.error };
      }
      return okAsDescribed(describedCommandStatus, {
        state: 'Error',
        exception: { message: command.error },
        errorReason: command.error,
      });
    }
    if (order) order.creationStatus = 'Success';
    return okAsDescribed(describedCommandStatus, { state: 'Success' });
  }

  function ordersById(body: unknown): Answer {
    const request = ordersByIdSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const refused = unknownOrganization([request.data.organizationId]);
    if (refused) return refused;
    const orders = request.data.orderIds
      .map((id) => state.orders.get(id))
      .filter((o): o is FakeIikoOrder => o?.organizationId === request.data.organizationId);
    for (const order of orders) {
      if (order.creationStatus === 'InProgress' && !frontHasNotTaken(order)) {
        // its kitchen is on line: iikoFront takes it, as commands/status would report
        order.creationStatus = 'Success';
      }
    }
    return okAsDescribed(describedOrdersAnswer, {
      correlationId: randomUUID(),
      orders: orders.map(orderInfo),
    });
  }

  function menuRevisionOf(answer: unknown): number {
    const revision = (answer as { revision?: unknown } | null)?.revision;
    return typeof revision === 'number' ? revision : 0;
  }

  function nomenclature(body: unknown): Answer {
    const request = nomenclatureRequestSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const { organizationId, startRevision } = request.data;
    const refused = unknownOrganization([organizationId]);
    if (refused) return refused;
    if (state.nomenclatureFailure === 'error-500') {
      return failure(500, 'Internal server error', 'INTERNAL_SERVER_ERROR');
    }
    const menu = menus.get(organizationId) as { answer: unknown; revision: number };
    // iiko: "the lists come only when there is a newer revision"; with none, the same revision
    // and empty lists. (How iiko treats a startRevision ahead of its own is not documented.)
    const full = startRevision == null || startRevision < menu.revision;
    const answer = full
      ? { ...(menu.answer as object), correlationId: randomUUID(), revision: menu.revision }
      : emptyNomenclature(menu.revision);
    if (state.nomenclatureFailure === 'truncated') {
      const text = JSON.stringify(answer);
      return { status: 200, body: null, rawText: text.slice(0, Math.floor(text.length / 2)) };
    }
    return { status: 200, body: answer };
  }

  function externalMenus(body: unknown): Answer {
    const request = organizationIdsSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const refused = unknownOrganization(request.data.organizationIds);
    if (refused) return refused;
    return ok({
      externalMenus: [{ id: externalMenuId, name: state.externalMenu.name ?? '' }],
      priceCategories: [],
    });
  }

  function externalMenuById(body: unknown): Answer {
    const request = externalMenuRequestSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const { organizationIds } = request.data;
    const refused = unknownOrganization(organizationIds);
    if (refused) return refused;
    state.externalMenuVersions.push(request.data.version ?? null);
    if (request.data.externalMenuId !== externalMenuId) {
      return failure(400, `External menu with id ${request.data.externalMenuId} not found`);
    }
    const asked = new Set(organizationIds);
    const onlyAsked = <T extends { organizationId?: string | null }>(
      prices: T[] | null | undefined,
    ) => prices?.filter((price) => asked.has(price.organizationId ?? ''));
    // iiko answers prices for the organizations asked for only
    const menu = structuredClone(state.externalMenu);
    for (const category of menu.itemCategories) {
      for (const item of category.items ?? []) {
        for (const size of item.itemSizes ?? []) {
          size.prices = onlyAsked(size.prices);
          for (const group of size.itemModifierGroups ?? []) {
            for (const modifier of group.items ?? []) modifier.prices = onlyAsked(modifier.prices);
          }
        }
      }
    }
    return { status: 200, body: { ...menu, correlationId: randomUUID() } };
  }

  function stopListsAnswer(body: unknown): Answer {
    const request = stopListsRequestSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const { organizationIds, terminalGroupsIds, returnSize } = request.data;
    const refused = unknownOrganization(organizationIds);
    if (refused) return refused;
    return ok({
      terminalGroupStopLists: organizationIds.map((organizationId) => {
        const terminalGroupIds = (organizations.get(organizationId)?.terminalGroupIds ?? []).filter(
          (id) => !terminalGroupsIds?.length || terminalGroupsIds.includes(id),
        );
        return {
          organizationId,
          items: terminalGroupIds.map((terminalGroupId) => ({
            terminalGroupId,
            items: (stopLists.get(organizationId)?.get(terminalGroupId) ?? []).map((item) => ({
              ...item,
              // sizes come only to those who ask for them (`returnSize`)
              sizeId: returnSize ? item.sizeId : null,
            })),
          })),
        };
      }),
    });
  }

  /**
   * `stop_lists/check`: the items asked about that the terminal group's stop list holds with less
   * than the amount asked (0 or less: any amount), for the product as a whole or the size asked.
   */
  function stopListCheck(body: unknown): Answer {
    const request = stopListCheckRequestSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const { organizationId, terminalGroupId, items } = request.data;
    const refused = unknownOrganization([organizationId]);
    if (refused) return refused;
    if (!organizations.get(organizationId)?.terminalGroupIds.includes(terminalGroupId)) {
      return failure(400, `Terminal group with id ${terminalGroupId} not found`);
    }
    state.stopListChecks.push(request.data);
    if (state.stopListCheckFailure) {
      return failure(500, 'Internal server error', 'INTERNAL_SERVER_ERROR');
    }
    const stopList = stopLists.get(organizationId)?.get(terminalGroupId) ?? [];
    const rejectedItems = stopList.filter((entry) =>
      items.some(
        (item) =>
          item.productId === entry.productId &&
          (entry.sizeId === null || entry.sizeId === item.productSizeId) &&
          entry.balance < item.amount,
      ),
    );
    return ok(rejectedItems.length > 0 ? { rejectedItems } : {});
  }

  function deliveryRestrictionsAnswer(body: unknown): Answer {
    const request = organizationIdsSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const refused = unknownOrganization(request.data.organizationIds);
    if (refused) return refused;
    if (state.deliveryRestrictionsFailure) {
      return failure(500, 'Internal server error', 'INTERNAL_SERVER_ERROR');
    }
    return ok({
      deliveryRestrictions: request.data.organizationIds.map((id) => deliveryRestrictions.get(id)),
    });
  }

  /**
   * `delivery_restrictions/allowed`: each asked organization's first terminal group allows the
   * address (in `state.addressZone`), unless the organization is set to refuse.
   */
  function deliveryAllowed(body: unknown): Answer {
    const request = deliveryAllowedRequestSchema.safeParse(body);
    if (!request.success) return failure(400, issues(request.error));
    const { organizationIds } = request.data;
    const refused = unknownOrganization(organizationIds);
    if (refused) return refused;
    state.deliveryChecks.push(request.data);
    if (state.deliveryCheckFailure === 'error-500') {
      return failure(500, 'Internal server error', 'INTERNAL_SERVER_ERROR');
    }
    const terminals = organizationIds.map((organizationId) => ({
      organizationId,
      terminalGroupId: organizations.get(organizationId)?.terminalGroupIds[0] ?? '',
      rejection: state.deliveryRejections.get(organizationId),
    }));
    const allowedItems = terminals
      .filter((terminal) => !terminal.rejection)
      .map(({ organizationId, terminalGroupId }) => ({
        terminalGroupId,
        organizationId,
        deliveryDurationInMinutes: 60,
        zone: state.addressZone,
        deliveryServiceProductId: null,
      }));
    const rejectedItems = terminals.flatMap(({ organizationId, terminalGroupId, rejection }) =>
      rejection
        ? [
            {
              terminalGroupId,
              organizationId,
              zone: state.addressZone,
              rejectCode: rejection.rejectCode,
              rejectHint: `Delivery rejected: ${rejection.rejectCode}`,
              rejectItemData: rejection.rejectItemData ?? null,
            },
          ]
        : [],
    );
    return ok({
      isAllowed: allowedItems.length > 0,
      rejectCause: allowedItems.length > 0 ? null : (rejectedItems[0]?.rejectHint ?? null),
      addressExternalId: null,
      location: null,
      allowedItems,
      rejectedItems,
    });
  }

  const routes: Record<string, (body: unknown) => Answer> = {
    '/api/1/delivery_restrictions': deliveryRestrictionsAnswer,
    '/api/1/delivery_restrictions/allowed': deliveryAllowed,
    '/api/1/nomenclature': nomenclature,
    '/api/2/menu': externalMenus,
    '/api/2/menu/by_id': externalMenuById,
    '/api/1/stop_lists': stopListsAnswer,
    '/api/1/stop_lists/check': stopListCheck,
    '/api/1/terminal_groups': terminalGroups,
    '/api/1/terminal_groups/is_alive': terminalsAlive,
    '/api/1/terminal_groups/awake': awake,
    '/api/1/payment_types': paymentTypes,
    '/api/1/discounts': discounts,
    '/api/1/deliveries/create': createDelivery,
    '/api/1/commands/status': commandStatus,
    '/api/1/deliveries/by_id': ordersById,
    '/api/1/loyalty/iiko/calculate': (body) =>
      loyalty.calculate(body, (id) => organizations.has(id)),
    '/api/1/loyalty/iiko/customer/info': (body) =>
      loyalty.customerInfo(body, (id) => organizations.has(id)),
  };

  function route(request: IncomingMessage, path: string, text: string): Answer {
    if (request.method !== 'POST') return failure(405, `Method ${request.method} is not allowed`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return failure(400, 'Request body is not valid JSON');
    }
    if (path === '/api/1/access_token') return accessToken(body);
    const handler = routes[path];
    if (!handler) return failure(404, `Method ${path} not found`);
    const timeout = request.headers.timeout;
    if (typeof timeout === 'string') state.timeoutHeaders.set(path, timeout);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return failure(401, 'Token is expired or invalid');
    return handler(body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', 'http://fake-iiko').pathname;
    const hangs =
      path === '/api/1/delivery_restrictions/allowed' && state.deliveryCheckFailure === 'hanging';
    if (outage === 'hanging' || hangs) {
      hanging.add(response); // the client's timeout ends it, or comeBack()
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (outage === 'unavailable' || outage === 'rate-limited') {
      // what the gateway in front of iiko answers: not iiko's JSON
      const status = outage === 'unavailable' ? 503 : 429;
      state.requests.push({ path, status });
      response.writeHead(status, { 'Content-Type': 'text/html' }).end(`<html>${status}</html>`);
      return;
    }
    const answer = route(request, path, Buffer.concat(chunks).toString('utf8'));
    state.requests.push({ path, status: answer.status });
    response
      .writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8' })
      .end(answer.rawText ?? JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // a local iiko that strays from the description says so where the test's output shows it
      console.error(error);
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function stopListening(): Promise<void> {
    if (!server.listening) return Promise.resolve();
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  const state: FakeIikoState = {
    orders: new Map(),
    loyalty: loyalty.state,
    tokenRequests: 0,
    requests: [],
    creationError: null,
    inProgressPolls: 0,
    get outage() {
      return outage;
    },
    expireTokens() {
      tokens.clear();
    },
    async goDown(next = 'refused') {
      outage = next;
      // kept-alive connections go too, so no call slips through an old socket; the other outages
      // are answered per request, and closing idle sockets there would only race the client's pool
      if (next === 'refused') await stopListening();
    },
    async comeBack() {
      outage = null;
      for (const response of hanging) response.destroy();
      if (!server.listening) {
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
    },
    count(path, status) {
      return state.requests.filter(
        (r) => r.path === path && (status === undefined || r.status === status),
      ).length;
    },
    webhook: null,
    async setStatus(orderId, status, { lost = false } = {}) {
      const order = state.orders.get(orderId);
      if (!order) throw new Error(`fake iiko has no order ${orderId}`);
      order.status = status;
      if (lost || !state.webhook) return;
      const event = asDescribed(describedDeliveryEvent, {
        eventType: 'DeliveryOrderUpdate',
        eventTime: iikoTime(clock()),
        organizationId: order.organizationId,
        correlationId: randomUUID(),
        eventInfo: orderInfo(order),
      });
      const answer = await fetch(state.webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: state.webhook.authToken },
        body: JSON.stringify([event]),
      });
      if (!answer.ok) throw new Error(`the webhook answered ${answer.status}`);
    },
    setNomenclature(organizationId, answer) {
      const menu = menus.get(organizationId);
      if (!menu) throw new Error(`fake iiko has no organization ${organizationId}`);
      menus.set(organizationId, {
        // a copy: the test's object may change afterwards, iiko's stored menu does not
        answer: structuredClone(answer),
        revision: Math.max(menu.revision + 1, menuRevisionOf(answer)),
      });
    },
    nomenclatureRevision(organizationId) {
      const menu = menus.get(organizationId);
      if (!menu) throw new Error(`fake iiko has no organization ${organizationId}`);
      return menu.revision;
    },
    nomenclatureFailure: null,
    externalMenu: externalMenuAnswer({
      1: fakeIikoFixture.venues[1].id,
      2: fakeIikoFixture.venues[2].id,
      3: fakeIikoFixture.venues[3].id,
    }),
    offlineTerminalGroups: new Set(),
    sleepingTerminalGroups: new Set(),
    passTime(ms) {
      clockOffsetMs += ms;
    },
    checkPrices: false,
    timeoutHeaders: new Map(),
    externalMenuVersions: [],
    stopListChecks: [],
    stopListCheckFailure: false,
    setDeliveryRestrictions(organizationId, restrictions) {
      if (!organizations.has(organizationId)) {
        throw new Error(`fake iiko has no organization ${organizationId}`);
      }
      deliveryRestrictions.set(organizationId, structuredClone(restrictions));
    },
    deliveryRestrictionsFailure: false,
    deliveryRejections: new Map(),
    addressZone: null,
    deliveryChecks: [],
    deliveryCheckFailure: null,
    setStopList(organizationId, items, terminalGroupId) {
      const organization = organizations.get(organizationId);
      const groupId = terminalGroupId ?? organization?.terminalGroupIds[0];
      if (!organization || !groupId || !organization.terminalGroupIds.includes(groupId)) {
        throw new Error(`fake iiko has no terminal group ${groupId} in ${organizationId}`);
      }
      const now = iikoTime(Date.now());
      const byGroup = stopLists.get(organizationId) ?? new Map();
      byGroup.set(
        groupId,
        items.map((item) => ({
          productId: item.productId,
          balance: item.balance,
          sizeId: item.sizeId ?? null,
          sku: item.sku ?? null,
          dateAdd: item.dateAdd ?? now,
        })),
      );
      stopLists.set(organizationId, byGroup);
    },
  };

  return { url: `http://127.0.0.1:${port}`, state, close: stopListening };
}

/** iiko's StopListUpdate event about one terminal group's stop list, as iiko describes it. */
export function stopListUpdateEvent(organizationId: string, terminalGroupId: string) {
  return asDescribed(describedStopListEvent, {
    eventType: 'StopListUpdate',
    eventTime: iikoTime(Date.now()),
    organizationId,
    correlationId: randomUUID(),
    eventInfo: { terminalGroupsStopListsUpdates: [{ id: terminalGroupId, isFull: false }] },
  });
}

/** An organization's delivery restrictions before a manager draws any zone. */
export function noDeliveryRestrictions(organizationId: string): IikoDeliveryRestrictionsInput {
  return {
    organizationId,
    defaultDeliveryDurationInMinutes: 60,
    useSameDeliveryDuration: false,
    useSameMinSum: false,
    defaultMinSum: null,
    useSameDeliveryServiceProduct: false,
    defaultDeliveryServiceProductId: null,
    restrictions: [],
    deliveryZones: [],
  };
}

/** The product the site's settings name for the delivery fee in tests (decision 068). */
export const fakeIikoDeliveryFeeProduct = '00000000-0000-4000-8000-00000000d1f0';

/** The site's settings for this local iiko: POS=iiko, its login, the venues' organizations. */
export function fakeIikoEnv(iiko: { url: string }): Record<string, string> {
  const v = fakeIikoFixture.venues;
  return {
    POS: 'iiko',
    IIKO_API_URL: iiko.url,
    IIKO_API_LOGIN: fakeIikoFixture.apiLogin,
    IIKO_ORGANIZATIONS: `1=${v[1].id},2=${v[2].id},3=${v[3].id}`,
    IIKO_DELIVERY_FEE_PRODUCT_ID: fakeIikoDeliveryFeeProduct,
  };
}
