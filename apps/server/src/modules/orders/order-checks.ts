/**
 * What an order must pass before it is taken (or, declined once, paid again or sent to be paid on
 * delivery): the place and the time, the venues taking orders and on line, the zone's terms, and
 * the POS's stop list and delivery rules.
 */
import {
  checkoutMessages,
  courierAddressErrors,
  type ZoneTerms,
} from '@storefront/contract/checkout';
import { offlineVenueMessage, pausedVenueMessage } from '@storefront/contract/checkout-messages';
import {
  deliveryHoursMessage,
  deliveryWeekday,
  isAsapAvailable,
  slotRefusal,
} from '@storefront/contract/delivery-time';
import { type CreateOrderRequest, DELIVERY_CITY, serviceTypeOf } from '@storefront/contract/orders';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { GeoPoint } from '../../adapters/geocoder/yandex-geocoder';
import { deliveryZones, venues } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { outlineRefusal } from '../delivery-rules/zone-outlines';
import { type SlotRules, slotRulesOf } from '../kitchen/slot-rules';
import {
  type CourierAddress,
  type DeliveryCheckLine,
  type DeliveryRefusal,
  deliveryRefusal,
} from './delivery-restrictions-check';
import { linesOf, type OrderRow } from './repository';
import type { OrdersServiceOptions } from './service';
import { type CheckedLine, stopListedLines } from './stop-list-check';

export function validation(field: string, message: string): AppError {
  return new AppError(400, 'validation', { [field]: message });
}

async function checkPlace(options: OrdersServiceOptions, request: CreateOrderRequest) {
  const { metadata } = request;
  const courier = serviceTypeOf(metadata.orderServiceType) === 'DeliveryByCourier';
  if (courier && !metadata.deliveryPoint) {
    throw validation('metadata.deliveryPoint', checkoutMessages.required);
  }
  if (courier) {
    const point = metadata.deliveryPoint;
    const errors = courierAddressErrors({
      street: point?.street.name ?? '',
      house: point?.house ?? '',
      deliveryZone: metadata.deliveryZone,
    });
    const wireField = {
      street: 'metadata.deliveryPoint.street.name',
      house: 'metadata.deliveryPoint.house',
      deliveryZone: 'metadata.deliveryZone',
    } as const;
    const fields = Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [
        wireField[field as keyof typeof wireField],
        message,
      ]),
    );
    if (Object.keys(fields).length > 0) throw new AppError(400, 'validation', fields);
  }
  if (metadata.payment === 'SBP' && !options.sbp) {
    throw validation('metadata.payment', checkoutMessages.sbpUnavailable);
  }
  if (!courier && (metadata.deliveryPoint || metadata.deliveryZone)) {
    throw validation('metadata.deliveryPoint', 'Для самовывоза адрес не указывается');
  }
  return courier;
}

/**
 * The time asked for, within the hours as staff saved them a moment ago (not the public
 * answer's cache): the courier's week, or for pickup the hours every counter the order is
 * collected at is open, with the dates set apart and as many days ahead as the order's kitchens
 * take (kitchen/slot-rules.ts). Outside them the guest is told that day's hours (the form offers
 * the slots, so only an open page outliving an edit gets here); a value the form never makes is
 * a field's mistake. The kitchens' load and the dishes made ahead are checked when the order is
 * planned (kitchen/order-time.ts).
 */
async function checkTime(
  options: OrdersServiceOptions,
  metadata: CreateOrderRequest['metadata'],
  courier: boolean,
  venueIds: readonly number[],
): Promise<SlotRules> {
  const at = nowOf(options);
  const rules = await slotRulesOf(options.db, courier, venueIds, at);
  if (metadata.completeBefore === null) {
    if (!isAsapAvailable(at, rules.week, rules.options.dated)) {
      const message = deliveryHoursMessage(deliveryWeekday(at), rules.week, rules.way);
      throw new AppError(400, 'deliveryTimeUnavailable', undefined, message);
    }
  } else {
    const refusal = slotRefusal(metadata.completeBefore, at, rules.week, rules.options);
    if (refusal?.reason === 'hours') {
      const message = deliveryHoursMessage(refusal.weekday, rules.week, rules.way);
      throw new AppError(400, 'deliveryTimeUnavailable', undefined, message);
    }
    if (refusal) throw validation('metadata.completeBefore', checkoutMessages.date);
  }
  return rules;
}

/**
 * A kitchen off line (POS=iiko, pos/terminal-liveness.ts) takes its orders once it is back: an
 * order for it "as soon as possible" is refused (400 `deliveryTimeUnavailable`, naming it); a
 * later time is taken.
 */
async function refuseAsapToOfflineKitchens(
  options: OrdersServiceOptions,
  metadata: CreateOrderRequest['metadata'],
  venueIds: readonly number[],
) {
  if (metadata.completeBefore !== null || venueIds.length === 0) return;
  const offline = await options.db
    .select({ name: venues.name })
    .from(venues)
    .where(and(inArray(venues.id, [...venueIds]), isNotNull(venues.posOfflineSince)))
    .orderBy(venues.id);
  if (offline.length === 0) return;
  const message = offline.map((venue) => offlineVenueMessage(venue.name)).join('. ');
  throw new AppError(400, 'deliveryTimeUnavailable', undefined, message);
}

/**
 * The POS's stop-list check (stop-list-check.ts): dishes the kitchens cannot sell now are a 409
 * `productUnavailable` naming them, as stopped dishes are.
 */
async function refuseStopListed(options: OrdersServiceOptions, lines: readonly CheckedLine[]) {
  const { stopListCheck, log = console } = options;
  if (!stopListCheck) return;
  const refused = await stopListedLines(stopListCheck, lines, log);
  if (Object.keys(refused).length === 0) return;
  options.onStopListed?.();
  throw new AppError(409, 'productUnavailable', refused);
}

/**
 * The POS's delivery restrictions (delivery-restrictions-check.ts): an address its kitchens do
 * not deliver the order to, then and there, is refused at the zone field in the contract's
 * words — `belowZoneMinimum` for a minimum, as our own zone's, `validation` otherwise.
 */
async function refuseUndeliverable(
  options: OrdersServiceOptions,
  address: CourierAddress,
  lines: readonly DeliveryCheckLine[],
  subtotalKopecks: number,
) {
  const { deliveryRestrictionsCheck: check, geocoder, log = console } = options;
  if (!check && !geocoder) return;
  const venueIds = [...new Set(lines.map((line) => line.venueId))];
  const [zones, venueRows] = await Promise.all([
    options.db
      .select({
        id: deliveryZones.id,
        name: deliveryZones.name,
        posZoneName: deliveryZones.posZoneName,
        polygon: deliveryZones.polygon,
      })
      .from(deliveryZones)
      .where(eq(deliveryZones.active, true)),
    options.db
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(inArray(venues.id, venueIds)),
  ]);
  const street = address.street.trim();
  const house = address.house.trim();
  // The zones' outlines judge the house's point (decision 080): always without a POS that
  // knows its zones, and with iiko when none of its kitchens answered.
  const byOutlines = (point: GeoPoint | null): DeliveryRefusal | null => {
    const message = outlineRefusal(point, address.zoneId, zones);
    return message ? { errType: 'validation', message } : null;
  };
  const refusal = !check
    ? byOutlines((await geocoder?.locate(`${DELIVERY_CITY}, ${street}, ${house}`)) ?? null)
    : await deliveryRefusal(
        check,
        {
          lines,
          street,
          house,
          sumKopecks: subtotalKopecks,
          completeBefore: address.completeBefore,
          now: nowOf(options),
          venueNames: new Map(venueRows.map((venue) => [venue.id, venue.name])),
          chosenZone: zones.find((zone) => zone.id === address.zoneId) ?? null,
          zones,
          ...(geocoder ? { geocoder } : {}),
          whenUnanswered: byOutlines,
        },
        log,
      );
  if (!refusal) return;
  const { errType, message } = refusal;
  throw new AppError(400, errType, { 'metadata.deliveryZone': message }, message);
}

/**
 * Before a declined order is paid again, or sent to the kitchens to be paid on delivery: its
 * dishes against the stop list and, for the courier, its address against the delivery rules
 * now (a zone's hours may have closed since). The stop list's refusal comes first.
 */
async function refuseStoredOrder(options: OrdersServiceOptions, order: OrderRow) {
  const lines = await orderedLines(options, order.id);
  const courier =
    order.serviceType === 'DeliveryByCourier' && order.street && order.house
      ? {
          street: order.street,
          house: order.house,
          zoneId: order.deliveryZoneId,
          completeBefore: order.completeBefore,
        }
      : null;
  const outside = await Promise.allSettled([
    refuseStopListed(options, lines),
    courier ? refuseUndeliverable(options, courier, lines, order.subtotalKopecks) : undefined,
  ]);
  for (const check of outside) if (check.status === 'rejected') throw check.reason;
}

/** An order's lines as the stop-list check reads them (stop-list-check.ts). */
async function orderedLines(
  options: OrdersServiceOptions,
  orderId: number,
): Promise<CheckedLine[]> {
  return (await linesOf(options.db, orderId)).map((line) => ({
    productId: line.productId,
    special: line.special,
    venueId: line.venueId,
    iikoId: line.iikoId,
    name: line.name,
    count: line.count,
    priceKopecks: line.priceKopecks,
    posChoice: line.posChoice ?? null,
    choice: line.choice ?? null,
    choiceText: line.choiceText,
  }));
}

/** The courier's zone's terms; an unknown or switched-off zone is the form's zone error. */
async function zoneTerms(
  options: OrdersServiceOptions,
  zoneId: number | null | undefined,
): Promise<ZoneTerms> {
  const [zone] = zoneId
    ? await options.db
        .select({
          feeKopecks: deliveryZones.priceKopecks,
          minOrderKopecks: deliveryZones.minOrderKopecks,
          freeFromKopecks: deliveryZones.freeFromKopecks,
        })
        .from(deliveryZones)
        .where(and(eq(deliveryZones.id, zoneId), eq(deliveryZones.active, true)))
    : [];
  if (!zone) throw validation('metadata.deliveryZone', checkoutMessages.deliveryZone);
  return zone;
}

/**
 * Busy mode: a venue that paused orders takes none, so an order with its dishes is refused
 * (409 `ordersPaused`) with the message its menu shows, naming it.
 */
async function refusePausedVenues(
  options: OrdersServiceOptions,
  venueIds: readonly number[],
): Promise<void> {
  if (venueIds.length === 0) return;
  const paused = await options.db
    .select({ name: venues.name, message: venues.pauseMessage })
    .from(venues)
    .where(and(inArray(venues.id, [...venueIds]), eq(venues.ordersPaused, true)))
    .orderBy(venues.id);
  if (paused.length === 0) return;
  const message = paused.map((venue) => pausedVenueMessage(venue.name, venue.message)).join('. ');
  throw new AppError(409, 'ordersPaused', undefined, message);
}

/** The checks with the service's options given: what the use cases call. */
export function createOrderChecks(options: OrdersServiceOptions) {
  const given =
    <A extends unknown[], R>(check: (options: OrdersServiceOptions, ...args: A) => R) =>
    (...args: A) =>
      check(options, ...args);
  return {
    checkPlace: given(checkPlace),
    checkTime: given(checkTime),
    refuseAsapToOfflineKitchens: given(refuseAsapToOfflineKitchens),
    refuseStopListed: given(refuseStopListed),
    refuseUndeliverable: given(refuseUndeliverable),
    refuseStoredOrder: given(refuseStoredOrder),
    zoneTerms: given(zoneTerms),
    refusePausedVenues: given(refusePausedVenues),
  };
}

export const nowOf = (options: OrdersServiceOptions) => (options.now ?? (() => new Date()))();

export type OrderChecks = ReturnType<typeof createOrderChecks>;
