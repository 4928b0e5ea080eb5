/**
 * iiko Cloud (iikoTransport API v1, https://api-ru.iiko.services) as the kitchen's POS: each ticket
 * becomes one delivery order in its venue's iiko organization (DESIGN.md §4–§5). With POS=iiko it
 * is also the source of the menu (issue 15): the same client reads each organization's
 * nomenclature and its terminal group's stop list ({@link IikoMenuSource}).
 *
 * This file composes the folder: client.ts (token, calls, errors, time limits), organizations.ts
 * (venue ↔ organization), terminals.ts, tickets.ts (delivery orders), menu.ts, stop-lists.ts and
 * delivery-restrictions.ts, with iiko's zod schemas in wire/.
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import type { PosAdapter, PosLoyalty } from '../pos/pos';
import { createIikoClient, type IikoClientOptions } from './client';
import {
  checkDelivery,
  type DeliveryQuery,
  type DeliveryVerdict,
  deliveryRestrictions,
} from './delivery-restrictions';
import { calculate, walletBalance } from './loyalty';
import { externalMenu, nomenclature } from './menu';
import { type IikoVenues, organizationOf } from './organizations';
import {
  checkStopList,
  type IikoStopListEntry,
  type StopListCheckItem,
  stopLists,
} from './stop-lists';
import { isAvailable, terminalsAlive } from './terminals';
import { submitTicket, type TicketSettings, ticketState } from './tickets';
import type { IikoDeliveryRestrictions } from './wire/delivery-restrictions';
import type { IikoExternalMenu } from './wire/external-menu';
import type { IikoNomenclature } from './wire/nomenclature';

export interface IikoOptions extends IikoClientOptions, IikoVenues {
  /** polls of the creation status before settling for "still in progress", default 10 */
  statusPollAttempts?: number;
  /** pause before each poll, default 1_000 */
  statusPollIntervalMs?: number;
  /** IIKO_ONLINE_PAYMENT_TYPE: the code of the payment type for payments made on the site */
  onlinePaymentTypeCode?: string;
  /** IIKO_DELIVERY_FEE_PRODUCT_ID: the fee's product where iiko's zone names none */
  deliveryFeeProductId?: string;
  /** IIKO_DISCOUNT_TYPE: the name of the discount type the site's offers and points go as */
  discountTypeName?: string;
  /** IIKO_LOYALTY=iikocard: iikoCard prices the basket, its wallet pays points (decision 086) */
  loyalty?: { paymentTypeCode?: string };
  /** IIKO_FRONT_WAIT_SECONDS: how long iiko holds an order "as soon as possible" for an off-line kitchen, default 900 */
  frontWaitSeconds?: number;
  /**
   * for `nomenclature` and `externalMenu`, default 60_000: a whole menu is a large answer that
   * iiko assembles from iikoRMS, far slower than an order call
   */
  nomenclatureTimeoutMs?: number;
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

export type IikoAdapter = PosAdapter &
  IikoMenuSource & {
    /** iiko's loyalty, iikoCard (decision 086): calculate and the guest's wallet */
    loyalty: PosLoyalty;
  };

export function createIikoAdapter(options: IikoOptions): IikoAdapter {
  const client = createIikoClient(options);
  const venues: IikoVenues = {
    organizations: options.organizations,
    ...(options.terminalGroups ? { terminalGroups: options.terminalGroups } : {}),
  };
  const settings: TicketSettings = {
    polling: {
      attempts: options.statusPollAttempts ?? 10,
      intervalMs: options.statusPollIntervalMs ?? 1_000,
    },
    ...(options.onlinePaymentTypeCode
      ? { onlinePaymentTypeCode: options.onlinePaymentTypeCode }
      : {}),
    ...(options.deliveryFeeProductId ? { deliveryFeeProductId: options.deliveryFeeProductId } : {}),
    ...(options.discountTypeName ? { discountTypeName: options.discountTypeName } : {}),
    ...(options.loyalty ? { loyalty: options.loyalty } : {}),
    frontWaitSeconds: options.frontWaitSeconds ?? 900,
    now: options.now ?? Date.now,
  };
  const menuTimeoutMs = options.nomenclatureTimeoutMs ?? 60_000;
  return {
    name: 'iiko',
    submit: (ticket) => submitTicket(client, venues, settings, ticket),
    isAvailable: () => isAvailable(client, venues),
    ticketState: (ticket) => ticketState(client, venues, ticket),
    nomenclature: (venueId, startRevision) =>
      nomenclature(client, venues, menuTimeoutMs, venueId, startRevision),
    externalMenu: (venueId, externalMenuId, priceCategoryId) =>
      externalMenu(client, venues, menuTimeoutMs, venueId, externalMenuId, priceCategoryId),
    stopLists: (venueId) => stopLists(client, venues, venueId),
    checkStopList: (venueId, items) => checkStopList(client, venues, venueId, items),
    terminalsAlive: () => terminalsAlive(client, venues),
    deliveryRestrictions: () => deliveryRestrictions(client, venues),
    checkDelivery: (venueId, query) => checkDelivery(client, venues, venueId, query),
    organizationOf: (venueId) => organizationOf(venues, venueId),
    loyalty: {
      price: (venueId, query) => calculate(client, venues, venueId, query),
      walletBalance: (phone) => walletBalance(client, venues, phone),
    },
  };
}
