/**
 * iiko Cloud (iikoTransport API v1, https://api-ru.iiko.services) as the kitchen's POS: each ticket
 * becomes one delivery order in its venue's iiko organization (DESIGN.md §4–§5). With POS=iiko it
 * is also the source of the menu (issue 15): the same client reads each organization's
 * nomenclature and its terminal group's stop list ({@link IikoMenuSource}).
 */
import { setTimeout as delay } from 'node:timers/promises';
import { toRoubles } from '@storefront/contract/money';
import type { TicketStatus } from '@storefront/contract/order-lifecycle';
import { type MenuVenueId, menuVenueIds } from '@storefront/contract/venues';
import { z } from 'zod';
import type { PosAdapter, PosChoice, PosSubmitResult, PosTicket, PosTicketState } from '../pos/pos';
import {
  type DeliveryQuery,
  type DeliveryVerdict,
  type IikoDeliveryRestrictions,
  iikoAllowedAnswerSchema,
  iikoDeliveryRestrictionsAnswerSchema,
  verdictOf,
} from './delivery-restrictions';
import { type IikoExternalMenu, iikoExternalMenuSchema } from './wire/external-menu';
import { type IikoNomenclature, iikoNomenclatureSchema } from './wire/nomenclature';

export interface IikoOptions {
  /** e.g. https://api-ru.iiko.services */
  apiUrl: string;
  apiLogin: string;
  /** iiko organization id per venue (1 gastropub, 2 Asian restaurant, 3 pastry shop) */
  organizations: Record<1 | 2 | 3, string>;
  /**
   * the terminal group that takes a venue's deliveries (IIKO_TERMINAL_GROUPS), for an
   * organization with several (a hall's and a delivery kitchen's); absent: its first
   */
  terminalGroups?: Partial<Record<1 | 2 | 3, string>>;
  /** injectable for tests; default global fetch */
  fetch?: typeof fetch;
  /** injectable clock for token expiry and lookup caching */
  now?: () => number;
  /** per request, default 10_000 */
  timeoutMs?: number;
  /** polls of the creation status before settling for "still in progress", default 10 */
  statusPollAttempts?: number;
  /** pause before each poll, default 1_000 */
  statusPollIntervalMs?: number;
  /**
   * for `nomenclature` and `externalMenu`, default 60_000: a whole menu is a large answer that
   * iiko assembles from iikoRMS, far slower than an order call
   */
  nomenclatureTimeoutMs?: number;
}

/** One out-of-stock entry of a venue's terminal group. */
export interface IikoStopListEntry {
  productId: string;
  /** null: the product as a whole (every size) */
  sizeId: string | null;
  /** what is left; 0 or less: not available */
  balance: number;
}

/**
 * iiko as the source of the menu (issue 15): what the menu sync and the stop-list pull call.
 * `createIikoAdapter`'s result is one (it shares the adapter's token, timeouts and errors); the
 * PosAdapter interface stays the same for the local POS.
 */
export interface IikoMenuSource {
  /**
   * `POST /api/1/nomenclature` for the venue's organization. With `startRevision` equal to iiko's
   * current revision iiko answers that revision with empty lists (see nomenclatureUnchanged); use
   * 0 for the whole menu. Throws IikoApiError: an answer that does not fit the schema (a missing
   * list, a body cut off) is `temporary`, so the sync keeps the last good menu and retries later.
   */
  nomenclature(venueId: MenuVenueId, startRevision: number): Promise<IikoNomenclature>;
  /**
   * `POST /api/2/menu/by_id`: the group's external menu (iiko Web) as the venue's organization
   * sells it, its prices that organization's (in `priceCategoryId` when given). One call per
   * organization; an unknown menu id is iiko's 400 error, thrown as IikoApiError.
   */
  externalMenu(
    venueId: MenuVenueId,
    externalMenuId: string,
    priceCategoryId?: string,
  ): Promise<IikoExternalMenu>;
  /** The venue's iiko organization (IIKO_ORGANIZATIONS) */
  organizationOf(venueId: MenuVenueId): string;
  /** `POST /api/1/stop_lists` for the venue's terminal group, with sizes */
  stopLists(venueId: MenuVenueId): Promise<IikoStopListEntry[]>;
  /**
   * `POST /api/1/stop_lists/check`: of a ticket's items, those the venue's terminal group cannot
   * sell now (iiko's `rejectedItems`; none: an empty list).
   */
  checkStopList(
    venueId: MenuVenueId,
    items: readonly StopListCheckItem[],
  ): Promise<IikoStopListEntry[]>;
  /**
   * `POST /api/1/terminal_groups/is_alive` for every venue's terminal group: whether the venue's
   * iikoFront is on line (an order sent to one that is not waits in iiko Cloud until it is).
   */
  terminalsAlive(): Promise<Record<MenuVenueId, boolean>>;
  /**
   * `POST /api/1/delivery_restrictions` for the venues' organizations: their zones, minimums,
   * courier times and fee products, in the venues' order (decision 053).
   */
  deliveryRestrictions(): Promise<IikoDeliveryRestrictions[]>;
  /**
   * `POST /api/1/delivery_restrictions/allowed` for a venue's ticket to an address: whether its
   * organization delivers it there and then, and if not, iiko's reject code for its terminal group.
   */
  checkDelivery(venueId: MenuVenueId, query: DeliveryQuery): Promise<DeliveryVerdict>;
}

/** One item of a ticket, as the stop-list check asks about it. */
export interface StopListCheckItem {
  /** the dish's iiko id */
  productId: string;
  amount: number;
  priceKopecks: number;
  /** the size and modifiers in iiko's ids; null: none */
  choice: PosChoice | null;
}

/**
 * A dish as iiko's order item (RequestCreateOrderProductOrderItem): the delivery and the
 * stop-list check send the same, so a size stopped alone (iiko keeps stop lists per size) is
 * caught before the guest pays. The size and modifiers are iiko's menu's own ids; its own free
 * amounts apply there.
 */
function orderItem(
  productId: string,
  amount: number,
  priceKopecks: number,
  choice: PosChoice | null,
) {
  return {
    productId,
    type: 'Product',
    amount,
    price: toRoubles(priceKopecks),
    ...(choice?.sizeId ? { productSizeId: choice.sizeId } : {}),
    ...(choice && choice.modifiers.length > 0
      ? {
          modifiers: choice.modifiers.map((modifier) => ({
            productId: modifier.productId,
            amount: modifier.amount,
            ...(modifier.groupId ? { productGroupId: modifier.groupId } : {}),
            price: toRoubles(modifier.priceKopecks),
          })),
        }
      : {}),
  };
}

export type IikoAdapter = PosAdapter & IikoMenuSource;

/** iiko's documented token lifetime is one hour; refreshing a little early avoids a 401 round. */
const TOKEN_MAX_AGE_MS = 55 * 60_000;
/** Terminal groups and payment types change rarely; an hour keeps a re-configuration visible. */
const LOOKUP_TTL_MS = 60 * 60_000;

/** An answer from iiko other than success, or no answer at all (status 0). */
export class IikoApiError extends Error {
  /** HTTP status; 0 when iiko did not answer (network error, timeout) */
  readonly status: number;
  /** iiko's `error` code, e.g. 'DuplicatedOrderId' */
  readonly code: string | null;
  /** iiko's `errorDescription` */
  readonly description: string | null;
  readonly correlationId: string | null;
  /** a retry later may succeed: no answer, 408, 429, 5xx or a garbled answer */
  readonly temporary: boolean;

  constructor(
    message: string,
    details: {
      status: number;
      code?: string | null;
      description?: string | null;
      correlationId?: string | null;
      temporary: boolean;
      cause?: unknown;
    },
  ) {
    super(message, { cause: details.cause });
    this.name = 'IikoApiError';
    this.status = details.status;
    this.code = details.code ?? null;
    this.description = details.description ?? null;
    this.correlationId = details.correlationId ?? null;
    this.temporary = details.temporary;
  }
}

// iiko's answers, read leniently: only the fields we use, unknown fields ignored.
const errorAnswer = z.object({
  correlationId: z.string().nullish(),
  errorDescription: z.string().nullish(),
  error: z.string().nullish(),
});
const tokenAnswer = z.object({ token: z.string().min(1) });
const terminalGroupsAnswer = z.object({
  terminalGroups: z.array(
    z.object({ organizationId: z.string(), items: z.array(z.object({ id: z.string() })) }),
  ),
});
const paymentTypeSchema = z.object({
  id: z.string(),
  paymentTypeKind: z.string().nullish(),
  /** 'Internal' | 'External' | 'Both': whether the payment may be marked as processed outside iiko */
  paymentProcessingType: z.string().nullish(),
  isDeleted: z.boolean().nullish(),
  terminalGroups: z.array(z.object({ id: z.string() })).nullish(),
});
type PaymentType = z.infer<typeof paymentTypeSchema>;
const paymentTypesAnswer = z.object({ paymentTypes: z.array(paymentTypeSchema) });
const errorInfoSchema = z
  .object({
    code: z.string().nullish(),
    message: z.string().nullish(),
    description: z.string().nullish(),
  })
  .nullish();
type ErrorInfo = z.infer<typeof errorInfoSchema>;
const createAnswer = z.object({
  correlationId: z.string(),
  orderInfo: z.object({
    id: z.string(),
    creationStatus: z.string().nullish(),
    errorInfo: errorInfoSchema,
  }),
});
const commandStatusAnswer = z.object({
  state: z.string(),
  // documented only as "occurred exception details": take its message when it has one
  exception: z.object({ message: z.string().nullish() }).nullish().catch(null),
  errorReason: z.string().nullish(),
});
const stopListEntry = z.object({
  productId: z.string(),
  sizeId: z.string().nullish(),
  balance: z.number(),
});
const isAliveAnswer = z.object({
  isAliveStatus: z.array(
    z.object({ isAlive: z.boolean(), terminalGroupId: z.string(), organizationId: z.string() }),
  ),
});
/** `rejectedItems` is left out when nothing asked about is on the stop list. */
const stopListCheckAnswer = z.object({ rejectedItems: z.array(stopListEntry).nullish() });

const stopListsAnswer = z.object({
  terminalGroupStopLists: z.array(
    z.object({
      organizationId: z.string(),
      items: z.array(
        z.object({
          terminalGroupId: z.string().nullish(),
          items: z.array(stopListEntry),
        }),
      ),
    }),
  ),
});
const ordersByIdAnswer = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      creationStatus: z.string().nullish(),
      errorInfo: errorInfoSchema,
      // the delivery itself, once created; its fields beyond the status are not read
      order: z.object({ status: z.string().nullish() }).nullish().catch(null),
    }),
  ),
});

/**
 * iiko's delivery statuses (`order.status` of deliveries/by_id and of the DeliveryOrderUpdate
 * webhook) as our ticket statuses. A venue's ticket is one iiko delivery order; the venue
 * cancelling it there declines its part.
 */
const iikoTicketStatuses: Record<string, TicketStatus> = {
  Unconfirmed: 'sent',
  WaitCooking: 'accepted',
  ReadyForCooking: 'accepted',
  CookingStarted: 'cooking',
  CookingCompleted: 'ready',
  Waiting: 'ready',
  OnWay: 'onTheWay',
  Delivered: 'done',
  Closed: 'done',
  Cancelled: 'declined',
};

/** What iiko says of one of our tickets (a webhook's eventInfo, or a deliveries/by_id order). */
export function iikoTicketState(info: {
  creationStatus?: string | null;
  errorInfo?: { description?: string | null; message?: string | null } | null;
  order?: { status?: string | null } | null;
}): PosTicketState {
  if (info.creationStatus === 'Error') {
    return {
      status: 'declined',
      reason: info.errorInfo?.description || info.errorInfo?.message || 'iiko не приняла заказ',
    };
  }
  const status = info.order?.status ? (iikoTicketStatuses[info.order.status] ?? null) : null;
  return { status, reason: status === 'declined' ? 'Отменён в iiko' : null };
}

/** Our payment methods in iiko's terms. */
const paymentKinds = {
  CASH: { kind: 'Cash', external: false },
  BNCUR: { kind: 'Card', external: false },
  // paid on our site through the payment provider: the cashier must not charge it again
  ONLINE: { kind: 'Card', external: true },
} as const;

/**
 * iiko's answer to a create with an order id it already holds. The error code DuplicatedOrderId is
 * documented; the exact wording and whether it comes as a 400 or as a failed creation is not, so
 * both are read, and the existing order is looked up before we believe it.
 */
const duplicateText = /DuplicatedOrderId|already exists|уже существует/i;

export function createIikoAdapter(options: IikoOptions): IikoAdapter {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pollAttempts = options.statusPollAttempts ?? 10;
  const pollIntervalMs = options.statusPollIntervalMs ?? 1_000;
  const nomenclatureTimeoutMs = options.nomenclatureTimeoutMs ?? 60_000;

  let token: { value: string; issuedAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;

  async function post(path: string, body: unknown, bearer: string | null, timeout = timeoutMs) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    try {
      const response = await doFetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
      return { status: response.status, text: await response.text() };
    } catch (cause) {
      // fetch's own message is a bare "fetch failed"; the socket's reason sits in its cause
      const inner = cause instanceof Error ? cause.cause : undefined;
      const reason = inner instanceof Error ? inner.message : String(cause);
      throw new IikoApiError(`iiko ${path}: no answer (${reason})`, {
        status: 0,
        temporary: true,
        cause,
      });
    }
  }

  function parseJson(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  function read<T>(path: string, answer: { status: number; text: string }, schema: z.ZodType<T>) {
    const { status } = answer;
    const body = parseJson(answer.text);
    if (status < 200 || status > 299) {
      const error = errorAnswer.safeParse(body);
      const details = error.success ? error.data : {};
      throw new IikoApiError(`iiko ${path}: ${status} ${details.errorDescription ?? ''}`.trim(), {
        status,
        code: details.error,
        description: details.errorDescription,
        correlationId: details.correlationId,
        temporary: status === 408 || status === 429 || status >= 500,
      });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new IikoApiError(`iiko ${path}: unexpected answer`, {
        status,
        temporary: true,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  function getToken(): Promise<string> {
    if (token && now() - token.issuedAt < TOKEN_MAX_AGE_MS) return Promise.resolve(token.value);
    // concurrent callers share one token request
    tokenRequest ??= (async () => {
      const issuedAt = now();
      const answer = await post('/api/1/access_token', { apiLogin: options.apiLogin }, null);
      const { token: value } = read('/api/1/access_token', answer, tokenAnswer);
      token = { value, issuedAt };
      return value;
    })().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  /** An authorized call; a 401 (token expired early or revoked) is retried once with a new token. */
  async function call<T>(
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    timeout = timeoutMs,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const bearer = await getToken();
      const answer = await post(path, body, bearer, timeout);
      if (answer.status === 401 && attempt === 1) {
        // only drop the token that failed: another caller may already hold a fresh one
        if (token?.value === bearer) token = null;
        continue;
      }
      return read(path, answer, schema);
    }
  }

  const lookups = new Map<string, { loadedAt: number; value: Promise<unknown> }>();

  /** Caches a lookup per key, sharing one request between concurrent callers; failures are not kept. */
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = lookups.get(key);
    if (hit && now() - hit.loadedAt < LOOKUP_TTL_MS) return hit.value as Promise<T>;
    const value = load();
    lookups.set(key, { loadedAt: now(), value });
    value.catch(() => {
      if (lookups.get(key)?.value === value) lookups.delete(key);
    });
    return value;
  }

  /** The configured terminal group of the venue whose organization this is, if any. */
  function chosenTerminalGroup(organizationId: string): string | undefined {
    const venue = menuVenueIds.find((id) => options.organizations[id] === organizationId);
    return venue === undefined ? undefined : options.terminalGroups?.[venue];
  }

  function terminalGroupOf(organizationId: string): Promise<string> {
    return cached(`terminal-group:${organizationId}`, async () => {
      const answer = await call(
        '/api/1/terminal_groups',
        { organizationIds: [organizationId] },
        terminalGroupsAnswer,
      );
      const groups =
        answer.terminalGroups.find((g) => g.organizationId === organizationId)?.items ?? [];
      const chosen = chosenTerminalGroup(organizationId);
      const group = chosen
        ? groups.find((g) => g.id.toLowerCase() === chosen.toLowerCase())
        : groups[0];
      // a configuration problem, not the ticket's: throw so the ticket waits for the fix
      if (!group) {
        throw new Error(
          chosen
            ? `iiko organization ${organizationId} has no terminal group ${chosen} (IIKO_TERMINAL_GROUPS)`
            : `iiko organization ${organizationId} has no terminal group`,
        );
      }
      return group.id;
    });
  }

  function paymentTypesOf(organizationId: string): Promise<PaymentType[]> {
    return cached(`payment-types:${organizationId}`, async () => {
      const answer = await call(
        '/api/1/payment_types',
        { organizationIds: [organizationId] },
        paymentTypesAnswer,
      );
      return answer.paymentTypes;
    });
  }

  /** The payment type of a kind, preferring live ones that allow our processing on our terminal. */
  function pickPaymentType(
    types: PaymentType[],
    kind: string,
    external: boolean,
    terminalGroupId: string,
  ): PaymentType | undefined {
    const processingFits = (type: PaymentType) =>
      !type.paymentProcessingType ||
      type.paymentProcessingType === 'Both' ||
      type.paymentProcessingType === (external ? 'External' : 'Internal');
    const onTerminal = (type: PaymentType) =>
      !type.terminalGroups?.length || type.terminalGroups.some((g) => g.id === terminalGroupId);
    const rank = (type: PaymentType) =>
      (type.isDeleted ? 4 : 0) + (processingFits(type) ? 0 : 2) + (onTerminal(type) ? 0 : 1);
    return types
      .filter((type) => type.paymentTypeKind === kind)
      .sort((a, b) => rank(a) - rank(b))[0];
  }

  function orderBody(
    ticket: PosTicket,
    organizationId: string,
    terminalGroupId: string,
    paymentType: PaymentType,
  ) {
    const { kind, external } = paymentKinds[ticket.payment.method];
    const point = ticket.deliveryPoint;
    const feeKopecks = ticket.deliveryFeeKopecks;
    const comment = [
      ticket.comment.trim(),
      // iiko's items carry the dishes only; the fee is in the payment, so staff see why
      feeKopecks > 0 ? `Доставка ${toRoubles(feeKopecks)} ₽ включена в оплату` : '',
    ]
      .filter(Boolean)
      .join('\n');
    return {
      organizationId,
      terminalGroupId,
      order: {
        // our UUID: iiko refuses a second order with the same id, so a retried create is harmless
        id: ticket.ticketId,
        externalNumber: String(ticket.orderId),
        // already the terminal's local time (Vladivostok) in iiko's 'yyyy-MM-dd HH:mm:ss.fff'; null: asap
        completeBefore: ticket.completeBefore ?? undefined,
        phone: ticket.phone,
        orderServiceType: ticket.serviceType,
        deliveryPoint:
          ticket.serviceType === 'DeliveryByCourier' && point
            ? {
                address: {
                  // the street by name (no iiko street classifier here): iiko's "legacy" address
                  type: 'legacy',
                  street: { name: point.street, city: point.city },
                  house: point.house,
                  flat: point.flat ?? undefined,
                  entrance: point.entrance ?? undefined,
                  floor: point.floor ?? undefined,
                },
              }
            : undefined,
        comment: comment || undefined,
        customer: {
          type: 'regular',
          name: ticket.customer.name,
          surname: ticket.customer.surname || undefined,
          email: ticket.customer.email ?? undefined,
        },
        items: ticket.lines.map((line) =>
          orderItem(line.productId, line.count, line.priceKopecks, line.choice),
        ),
        payments: [
          {
            paymentTypeKind: kind,
            sum: toRoubles(ticket.dishesKopecks + feeKopecks),
            paymentTypeId: paymentType.id,
            isProcessedExternally: external,
          },
        ],
      },
    };
  }

  const accepted = (externalId: string): PosSubmitResult => ({ status: 'accepted', externalId });
  const rejected = (reason: string): PosSubmitResult => ({ status: 'rejected', reason });

  function describeErrorInfo(info: ErrorInfo): string {
    return info?.description || info?.message || info?.code || 'iiko refused the order';
  }

  /**
   * iiko says the order id is taken: by this very ticket, on an earlier attempt whose answer we
   * lost. Its own creation status decides; if iiko does not know the order after all, the
   * "duplicate" was something else and its reason stands.
   */
  async function settleDuplicate(
    organizationId: string,
    ticketId: string,
    reason: string,
  ): Promise<PosSubmitResult> {
    const answer = await call(
      '/api/1/deliveries/by_id',
      { organizationId, orderIds: [ticketId] },
      ordersByIdAnswer,
    );
    const order = answer.orders.find((o) => o.id === ticketId);
    if (!order) return rejected(reason);
    if (order.creationStatus === 'Error') return rejected(describeErrorInfo(order.errorInfo));
    return accepted(order.id);
  }

  /** Creation is asynchronous in iiko: follow the command until iikoFront takes or refuses it. */
  async function followCreation(
    organizationId: string,
    correlationId: string,
    ticketId: string,
    externalId: string,
  ): Promise<PosSubmitResult> {
    for (let poll = 0; poll < pollAttempts; poll++) {
      await delay(pollIntervalMs);
      const status = await call(
        '/api/1/commands/status',
        { organizationId, correlationId },
        commandStatusAnswer,
      );
      if (status.state === 'Success') return accepted(externalId);
      if (status.state === 'Error') {
        const reason =
          status.errorReason || status.exception?.message || 'iiko could not create the order';
        return duplicateText.test(reason)
          ? settleDuplicate(organizationId, ticketId, reason)
          : rejected(reason);
      }
    }
    // Still InProgress: iiko holds the order under our id, so calling it accepted cannot duplicate
    // it, while waiting longer would hold up the outbox. A later failure (iikoFront never took
    // it) reaches us through iiko's DeliveryOrderError webhook, or by re-reading deliveries/by_id.
    return accepted(externalId);
  }

  async function submit(ticket: PosTicket): Promise<PosSubmitResult> {
    if (ticket.serviceType === 'DeliveryByCourier' && !ticket.deliveryPoint) {
      return rejected('courier delivery without a delivery address');
    }
    const organizationId = options.organizations[ticket.venueId];
    const [terminalGroupId, paymentTypes] = await Promise.all([
      terminalGroupOf(organizationId),
      paymentTypesOf(organizationId),
    ]);
    const { kind, external } = paymentKinds[ticket.payment.method];
    const paymentType = pickPaymentType(paymentTypes, kind, external, terminalGroupId);
    if (!paymentType) {
      throw new Error(`iiko organization ${organizationId} has no payment type of kind ${kind}`);
    }

    let created: z.infer<typeof createAnswer>;
    try {
      created = await call(
        '/api/1/deliveries/create',
        orderBody(ticket, organizationId, terminalGroupId, paymentType),
        createAnswer,
      );
    } catch (error) {
      // iiko's validation refusals; everything else (401 after a fresh token, 403, 5xx…) throws
      if (error instanceof IikoApiError && [400, 409, 422].includes(error.status)) {
        const reason = error.description ?? error.message;
        return duplicateText.test(`${error.code ?? ''} ${reason}`)
          ? settleDuplicate(organizationId, ticket.ticketId, reason)
          : rejected(reason);
      }
      throw error;
    }

    const { orderInfo } = created;
    if (orderInfo.creationStatus === 'Success') return accepted(orderInfo.id);
    if (orderInfo.creationStatus === 'Error') {
      const reason = describeErrorInfo(orderInfo.errorInfo);
      return orderInfo.errorInfo?.code === 'DuplicatedOrderId' || duplicateText.test(reason)
        ? settleDuplicate(organizationId, ticket.ticketId, reason)
        : rejected(reason);
    }
    return followCreation(organizationId, created.correlationId, ticket.ticketId, orderInfo.id);
  }

  async function isAvailable(): Promise<boolean> {
    try {
      await call(
        '/api/1/terminal_groups',
        { organizationIds: Object.values(options.organizations) },
        terminalGroupsAnswer,
      );
      return true;
    } catch {
      return false;
    }
  }

  /** deliveries/by_id for a ticket whose webhook is late. */
  async function ticketState(ticket: {
    ticketId: string;
    venueId: MenuVenueId;
  }): Promise<PosTicketState | null> {
    const organizationId = options.organizations[ticket.venueId];
    const answer = await call(
      '/api/1/deliveries/by_id',
      { organizationId, orderIds: [ticket.ticketId] },
      ordersByIdAnswer,
    );
    const order = answer.orders.find((o) => o.id === ticket.ticketId);
    return order ? iikoTicketState(order) : null;
  }

  function nomenclature(venueId: MenuVenueId, startRevision: number): Promise<IikoNomenclature> {
    return call(
      '/api/1/nomenclature',
      { organizationId: options.organizations[venueId], startRevision },
      iikoNomenclatureSchema,
      nomenclatureTimeoutMs,
    );
  }

  function externalMenu(
    venueId: MenuVenueId,
    externalMenuId: string,
    priceCategoryId?: string,
  ): Promise<IikoExternalMenu> {
    return call(
      '/api/2/menu/by_id',
      {
        externalMenuId,
        organizationIds: [options.organizations[venueId]],
        ...(priceCategoryId ? { priceCategoryId } : {}),
      },
      iikoExternalMenuSchema,
      nomenclatureTimeoutMs,
    );
  }

  async function stopLists(venueId: MenuVenueId): Promise<IikoStopListEntry[]> {
    const organizationId = options.organizations[venueId];
    const terminalGroupId = await terminalGroupOf(organizationId);
    const answer = await call(
      '/api/1/stop_lists',
      // returnSize: without it iiko leaves out which size of a dish is out
      { organizationIds: [organizationId], terminalGroupsIds: [terminalGroupId], returnSize: true },
      stopListsAnswer,
    );
    return answer.terminalGroupStopLists
      .filter((list) => list.organizationId === organizationId)
      .flatMap((list) => list.items)
      .filter((group) => !group.terminalGroupId || group.terminalGroupId === terminalGroupId)
      .flatMap((group) => group.items)
      .map((item) => ({
        productId: item.productId,
        sizeId: item.sizeId ?? null,
        balance: item.balance,
      }));
  }

  async function checkStopList(
    venueId: MenuVenueId,
    items: readonly StopListCheckItem[],
  ): Promise<IikoStopListEntry[]> {
    const organizationId = options.organizations[venueId];
    const terminalGroupId = await terminalGroupOf(organizationId);
    const answer = await call(
      '/api/1/stop_lists/check',
      {
        organizationId,
        terminalGroupId,
        // the items as the delivery will carry them (orderBody)
        items: items.map((item) =>
          orderItem(item.productId, item.amount, item.priceKopecks, item.choice),
        ),
      },
      stopListCheckAnswer,
    );
    return (answer.rejectedItems ?? []).map((item) => ({
      productId: item.productId,
      sizeId: item.sizeId ?? null,
      balance: item.balance,
    }));
  }

  async function terminalsAlive(): Promise<Record<MenuVenueId, boolean>> {
    const venues = Object.entries(options.organizations).map(([venueId, organizationId]) => ({
      venueId: Number(venueId) as MenuVenueId,
      organizationId,
    }));
    const groups = await Promise.all(
      venues.map(({ organizationId }) => terminalGroupOf(organizationId)),
    );
    const answer = await call(
      '/api/1/terminal_groups/is_alive',
      {
        organizationIds: [...new Set(venues.map((venue) => venue.organizationId))],
        terminalGroupIds: [...new Set(groups)],
      },
      isAliveAnswer,
    );
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    return Object.fromEntries(
      venues.map(({ venueId }, index) => [
        venueId,
        // a terminal group iiko does not report on is taken as on line: only iiko's own "no" counts
        answer.isAliveStatus.find((status) => same(status.terminalGroupId, groups[index] ?? ''))
          ?.isAlive ?? true,
      ]),
    ) as Record<MenuVenueId, boolean>;
  }

  async function deliveryRestrictions(): Promise<IikoDeliveryRestrictions[]> {
    const organizationIds = [...new Set(Object.values(options.organizations))];
    const answer = await call(
      '/api/1/delivery_restrictions',
      { organizationIds },
      iikoDeliveryRestrictionsAnswerSchema,
    );
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    // in the venues' order: a zone several organizations draw takes the first one's outline
    return organizationIds.flatMap((id) =>
      answer.deliveryRestrictions.filter((restrictions) => same(restrictions.organizationId, id)),
    );
  }

  async function checkDelivery(venueId: MenuVenueId, query: DeliveryQuery) {
    const organizationId = options.organizations[venueId];
    const terminalGroupId = await terminalGroupOf(organizationId);
    const answer = await call(
      '/api/1/delivery_restrictions/allowed',
      {
        organizationIds: [organizationId],
        // The house's point when our geocoder found it; else iiko geocodes the address itself.
        ...(query.location ? { orderLocation: query.location } : {}),
        deliveryAddress: {
          city: query.address.city,
          streetName: query.address.street,
          house: query.address.house,
        },
        orderItems: query.items.map((item) => ({
          id: item.productId,
          product: item.name,
          amount: item.amount,
        })),
        isCourierDelivery: true,
        deliveryDate: query.deliveryDate,
        deliverySum: toRoubles(query.sumKopecks),
      },
      iikoAllowedAnswerSchema,
    );
    return verdictOf(answer, terminalGroupId);
  }

  return {
    name: 'iiko',
    submit,
    isAvailable,
    ticketState,
    nomenclature,
    externalMenu,
    stopLists,
    checkStopList,
    terminalsAlive,
    deliveryRestrictions,
    checkDelivery,
    organizationOf: (venueId: MenuVenueId) => options.organizations[venueId],
  };
}
