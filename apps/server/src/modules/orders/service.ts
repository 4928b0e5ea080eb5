/** Placing orders (API.md "Orders"): server-side prices, one transaction, idempotent. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { basketLineKey } from '@storefront/contract/basket-rules';
import {
  checkoutMessages,
  courierAddressErrors,
  hasNoCallNote,
  type ZoneTerms,
  zoneDelivery,
} from '@storefront/contract/checkout';
import {
  offlineVenueMessage,
  pausedVenueMessage,
  zoneMinimumMessage,
} from '@storefront/contract/checkout-messages';
import {
  DELIVERY_HOURS_ID,
  deliveryHoursMessage,
  deliveryWeekday,
  isAsapAvailable,
  pickupWeek,
  slotRefusal,
} from '@storefront/contract/delivery-time';
import { choiceKey, type DishChoice } from '@storefront/contract/modifiers';
import { toKopecks, toRoubles } from '@storefront/contract/money';
import { GUEST_CANCEL_REASON } from '@storefront/contract/order-lifecycle';
import {
  type CreateOrderRequest,
  type CreateOrderResponse,
  DELIVERY_CITY,
  formatOrderNumber,
  isOnlinePayment,
  MAX_LINE_COUNT,
  MAX_ORDER_TOTAL_KOPECKS,
  type OrderView,
  type PaymentWays,
  serviceTypeOf,
} from '@storefront/contract/orders';
import { normalizePhone } from '@storefront/contract/phone';
import { isMenuVenueId, pickupPlace } from '@storefront/contract/venues';
import { and, eq, getTableColumns, inArray, isNotNull } from 'drizzle-orm';
import type { Geocoder } from '../../adapters/geocoder/yandex-geocoder';
import type { PaymentProvider } from '../../adapters/payments/payments';
import type { Db } from '../../db/client';
import {
  categories,
  deliveryZones,
  orderLines,
  products,
  specialProducts,
  specials,
  venues,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { dishOptionsOf } from '../catalog/dish-options';
import { imageUrl } from '../catalog/image-url';
import { onTheMenu, specialShowsToday } from '../catalog/repository';
import { storedWeekOf } from '../hours/opening-hours';
import { photoImage } from '../media/photos';
import {
  type CourierAddress,
  type DeliveryCheckLine,
  type DeliveryRestrictionsCheck,
  deliveryRefusal,
} from './delivery-restrictions-check';
import { priceChoice } from './dish-choices';
import { expectedBy } from './estimate';
import { type AnsweredOrder, insertOrder, type OrderToInsert } from './insert-order';
import { confirmedOrderEvents, type OrderLifecycle } from './lifecycle';
import { toProviderReceipt } from './money';
import {
  noOrderLimit,
  normalizeOrderEmail,
  type OrderLimits,
  orderLimitGate,
  overOrderLimit,
} from './order-limits';
import {
  estimateMinutes,
  eventsOf,
  findOrder,
  linesOf,
  type OperationRow,
  type OrderRow,
  operationsOf,
  orderOfIdempotencyKey,
  ticketsOf,
  updateOrder,
} from './repository';
import {
  type CheckedLine,
  type StopListCheck,
  type StopListCheckLog,
  stopListedLines,
} from './stop-list-check';
import { guestMayCancel } from './transitions';

export interface OrdersServiceOptions {
  db: Db;
  payments: PaymentProvider;
  lifecycle: OrderLifecycle;
  /** the site's configured address (PUBLIC_URL); null: the guest's own origin is used */
  publicUrl: string | null;
  /** where the guest returns when neither PUBLIC_URL nor the request's origin is known */
  fallbackUrl?: string;
  imageUrlTemplate?: string;
  now?: () => Date;
  /** limits on anonymous unpaid orders; absent: none (a logged-in guest is never limited) */
  limits?: OrderLimits;
  /** SBP is offered (PAYMENT_SBP); a card online always is */
  sbp?: boolean;
  /** the POS's stop-list check before an order is taken (POS=iiko); absent: none */
  stopListCheck?: StopListCheck;
  /** told when the check refused dishes the menu still offers: the stop lists are read again */
  onStopListed?: () => void;
  /** the POS's word on a courier order's address before it is taken (POS=iiko); absent: none */
  deliveryRestrictionsCheck?: DeliveryRestrictionsCheck;
  /** finds an address's point for that check (YANDEX_GEOCODER_KEY); absent: iiko reads it */
  geocoder?: Geocoder;
  log?: StopListCheckLog;
}

function validation(field: string, message: string): AppError {
  return new AppError(400, 'validation', { [field]: message });
}

/**
 * The fingerprint of an order request, kept with its Idempotency-Key: a repeat must be the same
 * order. `isServerOk` is left out (the browser asks again before each attempt, and the answer
 * may change between a lost answer and its retry), and so is the line's display snapshot (name,
 * image, sums) that the server never reads. Key order does not matter.
 */
export function orderRequestHash(request: CreateOrderRequest): string {
  const { isServerOk: _ignored, ...metadata } = request.metadata;
  const meaningful = {
    emailSubscription: request.emailSubscription,
    data: request.data.map(({ id, special, count, price }) => ({ id, special, count, price })),
    metadata,
  };
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, item]) => [key, canonical(item)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(meaningful)))
    .digest('base64url');
}

function sameKey(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 'Владивосток, Светланская, д. 1, подъезд 2, этаж 3, кв. 4', or null for pickup. */
export function courierAddressLine(
  order: Pick<
    OrderRow,
    'serviceType' | 'city' | 'street' | 'house' | 'entrance' | 'floor' | 'flat'
  >,
): string | null {
  if (order.serviceType !== 'DeliveryByCourier') return null;
  return [
    `${order.city}, ${order.street}, д. ${order.house}`,
    order.entrance && `подъезд ${order.entrance}`,
    order.floor && `этаж ${order.floor}`,
    order.flat && `кв. ${order.flat}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** What the guest sees of each money movement, oldest first. */
export function paymentHistory(
  order: Pick<OrderRow, 'paymentMethod'>,
  operations: readonly OperationRow[],
): OrderView['payment']['history'] {
  const moves: OrderView['payment']['history'] = [];
  const at = (date: Date | null, fallback: Date) => (date ?? fallback).toISOString();
  for (const op of operations) {
    const amount = toRoubles(op.amountKopecks);
    const settled = at(op.settledAt, op.createdAt);
    if (op.kind === 'refund') {
      moves.push({ kind: 'refunding', amount, at: op.createdAt.toISOString() });
      if (op.state === 'succeeded') moves.push({ kind: 'refunded', amount, at: settled });
      if (op.state === 'canceled') moves.push({ kind: 'refundFailed', amount, at: settled });
      continue;
    }
    if (op.state !== 'succeeded') continue;
    const kind =
      op.kind === 'payment'
        ? order.paymentMethod === 'SBP'
          ? 'paid'
          : 'held'
        : op.kind === 'capture'
          ? 'captured'
          : 'released';
    moves.push({ kind, amount, at: settled });
  }
  return moves.sort((a, b) => a.at.localeCompare(b.at));
}

export function createOrdersService(options: OrdersServiceOptions) {
  const { db, payments, lifecycle } = options;
  const now = options.now ?? (() => new Date());

  const confirmationPath = (order: Pick<OrderRow, 'id' | 'accessKey'>) =>
    `/order/${order.id}?key=${order.accessKey}`;
  /** The guest comes back to the address they left from, unless the site's address is fixed. */
  const siteUrl = (origin: string | undefined) =>
    options.publicUrl ?? origin ?? options.fallbackUrl ?? 'http://localhost:3000';

  async function checkPlace(request: CreateOrderRequest) {
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
   * collected at is open. Outside them the guest is told that day's hours (the form offers the
   * slots, so only an open page outliving an edit gets here); a value the form never makes is a
   * field's mistake.
   */
  async function checkTime(
    metadata: CreateOrderRequest['metadata'],
    courier: boolean,
    venueIds: readonly number[],
  ) {
    const way = courier ? 'courier' : 'pickup';
    const week = courier
      ? await storedWeekOf(db, DELIVERY_HOURS_ID)
      : pickupWeek(
          await Promise.all(
            venueIds
              .filter(isMenuVenueId)
              .map((venueId) => storedWeekOf(db, pickupPlace(venueId).id)),
          ),
        );
    const at = now();
    if (metadata.completeBefore === null) {
      if (!isAsapAvailable(at, week)) {
        const message = deliveryHoursMessage(deliveryWeekday(at), week, way);
        throw new AppError(400, 'deliveryTimeUnavailable', undefined, message);
      }
    } else {
      const refusal = slotRefusal(metadata.completeBefore, at, week);
      if (refusal?.reason === 'hours') {
        const message = deliveryHoursMessage(refusal.weekday, week, way);
        throw new AppError(400, 'deliveryTimeUnavailable', undefined, message);
      }
      if (refusal) throw validation('metadata.completeBefore', checkoutMessages.date);
    }
  }

  /**
   * Catalogue rows for the requested lines, and those whose price differs from the one the guest
   * was shown (`changed`, the menu's price now). Unknown or stop-listed dishes are a 409
   * `productUnavailable`; more than MAX_LINE_COUNT portions of one dish, however the lines are
   * split, is a 422 `orderTooLarge`.
   */
  async function priceLines(request: CreateOrderRequest) {
    // One entry per dish and choice: the same dish chosen otherwise is another line.
    const counts = new Map<
      string,
      {
        id: number;
        special: boolean;
        choice: DishChoice | undefined;
        /** the first request line of it, for a message on its choice */
        index: number;
        count: number;
        shownKopecks: Set<number>;
      }
    >();
    const perDish = new Map<string, number>();
    request.data.forEach((line, index) => {
      const dishKey = basketLineKey(line);
      const key = `${dishKey}|${line.choice ? choiceKey(line.choice) : ''}`;
      const entry = counts.get(key) ?? {
        id: line.id,
        special: line.special,
        choice: line.choice,
        index,
        count: 0,
        shownKopecks: new Set<number>(),
      };
      entry.count += line.count;
      if (line.price !== undefined) entry.shownKopecks.add(toKopecks(line.price));
      counts.set(key, entry);
      perDish.set(dishKey, (perDish.get(dishKey) ?? 0) + line.count);
    });
    const wanted = [...counts.values()];
    // The schema caps each line; split lines must not add up past the same cap.
    if ([...perDish.values()].some((count) => count > MAX_LINE_COUNT)) {
      throw new AppError(422, 'orderTooLarge');
    }
    const load = async (special: boolean) => {
      const ids = wanted.filter((l) => l.special === special).map((l) => l.id);
      if (ids.length === 0) return [];
      if (!special) {
        // A dish the POS's menu no longer has is not sold, as a stop-listed one is not.
        return db
          .select(getTableColumns(products))
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(and(inArray(products.id, ids), onTheMenu(products)));
      }
      // A special menu's dish sells only while its special shows (switched on, within its dates).
      return db
        .select(getTableColumns(specialProducts))
        .from(specialProducts)
        .innerJoin(categories, eq(categories.id, specialProducts.categoryId))
        .innerJoin(specials, eq(specials.id, categories.specialId))
        .where(and(inArray(specialProducts.id, ids), specialShowsToday()));
    };
    // Sizes and modifiers come with the POS's menu, for its own dishes (not our specials'): read
    // beside the dishes, not after them, so an order waits one round trip less.
    const [regular, special, choicesOf] = await Promise.all([
      load(false),
      load(true),
      dishOptionsOf(
        db,
        wanted.filter((line) => !line.special).map((line) => line.id),
      ),
    ]);
    const unavailable: Record<string, string> = {};
    const choiceErrors: Record<string, string> = {};
    const changed: { id: number; special: boolean; price: number; choice?: DishChoice }[] = [];
    const lines = [];
    for (const line of wanted) {
      const key = basketLineKey(line);
      const dish = (line.special ? special : regular).find((row) => row.id === line.id);
      if (!dish?.available) {
        unavailable[key] = dish?.name ?? 'Блюдо больше не продаётся';
        continue;
      }
      const priced = priceChoice(
        dish.priceKopecks,
        line.special ? undefined : choicesOf.get(dish.id),
        line.choice,
      );
      if (!('unitKopecks' in priced)) {
        choiceErrors[`data.${line.index}.choice`] =
          `${dish.name}: ${priced.problems.map((problem) => problem.message).join('; ')}`;
        continue;
      }
      const unitKopecks = priced.unitKopecks;
      if ([...line.shownKopecks].some((shown) => shown !== unitKopecks)) {
        // The same dish chosen otherwise is another basket line with its own price: the choice
        // tells the browser which line to update.
        changed.push({
          id: dish.id,
          special: line.special,
          price: toRoubles(unitKopecks),
          ...(line.choice ? { choice: line.choice } : {}),
        });
      }
      lines.push({
        productId: dish.id,
        special: line.special,
        venueId: dish.venueId,
        iikoId: dish.iikoId,
        name: dish.name,
        imageUrl:
          dish.photo === null
            ? imageUrl(dish.iikoId, options.imageUrlTemplate)
            : photoImage(dish.photo).src,
        priceKopecks: unitKopecks,
        count: line.count,
        sumKopecks: unitKopecks * line.count,
        costPerGram: dish.costPerGram,
        vatCode: dish.vatCode,
        choice: priced.choice,
        choiceText: priced.text,
        posChoice: priced.pos,
      });
    }
    if (Object.keys(unavailable).length > 0) {
      throw new AppError(409, 'productUnavailable', unavailable);
    }
    // A size or modifier the dish cannot be ordered with, in the contract's words.
    if (Object.keys(choiceErrors).length > 0) {
      throw new AppError(400, 'validation', choiceErrors);
    }
    return { lines, changed };
  }

  /**
   * A kitchen off line (POS=iiko, pos/terminal-liveness.ts) takes its orders once it is back: an
   * order for it "as soon as possible" is refused (400 `deliveryTimeUnavailable`, naming it); a
   * later time is taken.
   */
  async function refuseAsapToOfflineKitchens(
    metadata: CreateOrderRequest['metadata'],
    venueIds: readonly number[],
  ) {
    if (metadata.completeBefore !== null || venueIds.length === 0) return;
    const offline = await db
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
  async function refuseStopListed(lines: readonly CheckedLine[]) {
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
    address: CourierAddress,
    lines: readonly DeliveryCheckLine[],
    subtotalKopecks: number,
  ) {
    const { deliveryRestrictionsCheck: check, log = console } = options;
    if (!check) return;
    const venueIds = [...new Set(lines.map((line) => line.venueId))];
    const [zones, venueRows] = await Promise.all([
      db
        .select({
          id: deliveryZones.id,
          name: deliveryZones.name,
          posZoneName: deliveryZones.posZoneName,
        })
        .from(deliveryZones)
        .where(eq(deliveryZones.active, true)),
      db
        .select({ id: venues.id, name: venues.name })
        .from(venues)
        .where(inArray(venues.id, venueIds)),
    ]);
    const refusal = await deliveryRefusal(
      check,
      {
        lines,
        street: address.street.trim(),
        house: address.house.trim(),
        sumKopecks: subtotalKopecks,
        completeBefore: address.completeBefore,
        now: now(),
        venueNames: new Map(venueRows.map((venue) => [venue.id, venue.name])),
        chosenZone: zones.find((zone) => zone.id === address.zoneId) ?? null,
        zones,
        ...(options.geocoder ? { geocoder: options.geocoder } : {}),
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
  async function refuseStoredOrder(order: OrderRow) {
    const lines = await orderedLines(order.id);
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
      refuseStopListed(lines),
      courier ? refuseUndeliverable(courier, lines, order.subtotalKopecks) : undefined,
    ]);
    for (const check of outside) if (check.status === 'rejected') throw check.reason;
  }

  /** An order's lines as the stop-list check reads them (stop-list-check.ts). */
  async function orderedLines(orderId: number): Promise<CheckedLine[]> {
    const rows = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    return rows.map((line) => ({
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
  async function zoneTerms(zoneId: number | null | undefined): Promise<ZoneTerms> {
    const [zone] = zoneId
      ? await db
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
  async function refusePausedVenues(venueIds: readonly number[]): Promise<void> {
    if (venueIds.length === 0) return;
    const paused = await db
      .select({ name: venues.name, message: venues.pauseMessage })
      .from(venues)
      .where(and(inArray(venues.id, [...venueIds]), eq(venues.ordersPaused, true)))
      .orderBy(venues.id);
    if (paused.length === 0) return;
    const message = paused.map((venue) => pausedVenueMessage(venue.name, venue.message)).join('. ');
    throw new AppError(409, 'ordersPaused', undefined, message);
  }

  /**
   * The payment page of a pending online order, created if missing. A pending order without a
   * page that still holds a payment id is a retry after that (declined) payment: the id makes
   * the attempt's idempotence key, so repeated or concurrent retries share one new payment.
   */
  async function paymentPage(
    order: AnsweredOrder & { paymentId?: string | null },
    origin: string | undefined,
  ): Promise<string> {
    const previousPaymentId = order.paymentId ?? null;
    if (order.paymentUrl) return order.paymentUrl;
    let payment: Awaited<ReturnType<PaymentProvider['createPayment']>>;
    try {
      payment = await payments.createPayment({
        orderId: order.id,
        amountKopecks: order.totalKopecks,
        way: order.paymentMethod === 'SBP' ? 'sbp' : 'bank_card',
        receipt: toProviderReceipt(await lifecycle.paymentReceipt(order.id)),
        description: `Заказ №${formatOrderNumber(order.id)}`,
        returnUrl: `${siteUrl(origin)}${confirmationPath(order)}`,
        idempotenceKey:
          previousPaymentId === null
            ? `order-${order.id}`
            : `order-${order.id}-after-${previousPaymentId}`,
      });
    } catch (error) {
      // The order stays pending; the same Idempotency-Key (or retry) resumes here.
      throw Object.assign(new AppError(502, 'paymentUnavailable'), { cause: error });
    }
    await updateOrder(db, order.id, {
      paymentId: payment.paymentId,
      paymentUrl: payment.confirmationUrl,
    });
    return payment.confirmationUrl;
  }

  /** The answer for an order: for online payment, its payment page (created if missing). */
  async function answer(order: AnsweredOrder, origin?: string): Promise<CreateOrderResponse> {
    const sum = toRoubles(order.totalKopecks);
    if (!isOnlinePayment(order.paymentMethod) || order.paymentStatus !== 'pending') {
      return { id: order.id, url: confirmationPath(order), sum };
    }
    return { id: order.id, url: await paymentPage(order, origin), sum };
  }

  /** The order, if the caller holds its key or owns it; else 404 (as if it did not exist). */
  async function accessibleOrder(
    id: number,
    access: { key?: string; userId?: number | null },
  ): Promise<OrderRow> {
    const order = await findOrder(db, id);
    const allowed =
      order &&
      ((access.key !== undefined && sameKey(access.key, order.accessKey)) ||
        (access.userId != null && order.userId === access.userId));
    if (!order || !allowed) throw new AppError(404, 'notFound');
    return order;
  }

  /**
   * The order made earlier with this Idempotency-Key, or null. The same key with another body is
   * a 422: its order's link and key belong to whoever sent that body. Keys stored before the
   * fingerprint was kept (request_hash null) are taken at their word.
   */
  async function orderForKey(key: string, requestHash: string): Promise<OrderRow | null> {
    const row = await orderOfIdempotencyKey(db, key);
    if (!row) return null;
    if (row.requestHash !== null && row.requestHash !== requestHash) {
      throw new AppError(422, 'idempotencyKeyReused');
    }
    return row.order;
  }

  return {
    async createOrder(
      request: CreateOrderRequest,
      context: {
        idempotencyKey?: string;
        userId?: number | null;
        origin?: string;
        /** the client's network address, for the per-address limit */
        clientIp?: string;
      },
    ): Promise<CreateOrderResponse> {
      const { idempotencyKey, origin } = context;
      const requestHash = orderRequestHash(request);
      let courier: boolean;
      let lines: Awaited<ReturnType<typeof priceLines>>['lines'];
      let feeKopecks: number;
      let subtotal: number;
      try {
        courier = await checkPlace(request);
        const priced = await priceLines(request);
        lines = priced.lines;
        const venueIds = [...new Set(lines.map((line) => line.venueId))];
        await checkTime(request.metadata, courier, venueIds);
        await refusePausedVenues(venueIds);
        await refuseAsapToOfflineKitchens(request.metadata, venueIds);
        subtotal = lines.reduce((sum, line) => sum + line.sumKopecks, 0);
        feeKopecks = 0;
        if (courier) {
          const terms = await zoneTerms(request.metadata.deliveryZone);
          const delivery = zoneDelivery(terms, subtotal);
          if (delivery.belowMinimumBy > 0) {
            const message = zoneMinimumMessage(terms.minOrderKopecks);
            throw new AppError(
              400,
              'belowZoneMinimum',
              { 'metadata.deliveryZone': message },
              message,
            );
          }
          feeKopecks = delivery.feeKopecks;
        }
        // Charged only what the guest was shown: else refused, with the prices now.
        const shownFee = request.metadata.deliveryFee;
        const feeChanged = shownFee !== undefined && toKopecks(shownFee) !== feeKopecks;
        if (priced.changed.length > 0 || feeChanged) {
          const error = new AppError(409, 'priceChanged');
          error.details = {
            prices: priced.changed,
            ...(feeChanged ? { deliveryFee: toRoubles(feeKopecks) } : {}),
          };
          throw error;
        }
        if (subtotal + feeKopecks > MAX_ORDER_TOTAL_KOPECKS) {
          throw new AppError(422, 'orderTooLarge');
        }
        // Last: the checks that ask the POS, side by side (each waits 3 s at most); the stop
        // list's refusal comes first when both refuse.
        const outside = await Promise.allSettled([
          refuseStopListed(lines),
          courier && request.metadata.deliveryPoint
            ? refuseUndeliverable(
                {
                  street: request.metadata.deliveryPoint.street.name,
                  house: request.metadata.deliveryPoint.house,
                  zoneId: request.metadata.deliveryZone ?? null,
                  completeBefore: request.metadata.completeBefore,
                },
                lines,
                subtotal,
              )
            : undefined,
        ]);
        for (const check of outside) if (check.status === 'rejected') throw check.reason;
      } catch (error) {
        // A repeated key gets the first answer even if the menu or the clock moved on since.
        const first = idempotencyKey ? await orderForKey(idempotencyKey, requestHash) : null;
        if (first) return answer(first, origin);
        throw error;
      }
      const { metadata } = request;
      const phone = normalizePhone(metadata.phone) ?? metadata.phone;
      const email = normalizeOrderEmail(metadata.customer.email);
      const clientIp = context.clientIp ?? '';
      const point = courier ? metadata.deliveryPoint : null;
      const online = isOnlinePayment(metadata.payment);
      const venues = [...new Set(lines.map((line) => line.venueId))];
      const events = online ? [] : confirmedOrderEvents(venues, email !== null);

      const toInsert: OrderToInsert = {
        idempotencyKey: idempotencyKey ?? null,
        requestHash: idempotencyKey ? requestHash : null,
        order: {
          accessKey: randomBytes(16).toString('base64url'),
          userId: context.userId ?? null,
          status: 'new',
          serviceType: serviceTypeOf(metadata.orderServiceType),
          paymentMethod: metadata.payment,
          paymentStatus: online ? 'pending' : 'notRequired',
          customerName: metadata.customer.name.trim(),
          customerSurname: metadata.customer.surname?.trim() ?? '',
          customerEmail: email,
          // the schema let only whole numbers through
          phone,
          clientIp,
          street: point?.street.name.trim() ?? null,
          city: point ? DELIVERY_CITY : null,
          house: point?.house.trim() ?? null,
          flat: point?.flat || null,
          entrance: point?.entrance || null,
          floor: point?.floor || null,
          deliveryZoneId: courier ? (metadata.deliveryZone ?? null) : null,
          completeBefore: metadata.completeBefore,
          comment: metadata.comment?.trim() ?? '',
          emailSubscription: request.emailSubscription,
          subtotalKopecks: subtotal,
          deliveryFeeKopecks: feeKopecks,
          totalKopecks: subtotal + feeKopecks,
        },
        lines,
        events,
        // Anonymous orders are limited (decision 031); a repeat of an order already made is
        // answered, not counted.
        gate:
          context.userId == null && options.limits
            ? orderLimitGate(
                { phone, email, address: clientIp },
                options.limits,
                idempotencyKey ?? null,
              )
            : noOrderLimit,
      };
      const created = await insertOrder(db, toInsert);
      if (created.placed) return answer(created.placed, origin);
      if ('retryAfterSeconds' in created) throw overOrderLimit(created.retryAfterSeconds);
      // The key was taken: by an earlier request, or one running now (it has committed by now).
      const winner = idempotencyKey ? await orderForKey(idempotencyKey, requestHash) : null;
      if (!winner) throw new AppError(409, 'badRequest');
      return answer(winner, origin);
    },

    /**
     * 'Оплатить ещё раз': a declined online payment is replaced by a new one for the same order;
     * an abandoned (still pending) one is offered again.
     */
    async retryPayment(
      id: number,
      access: { key?: string; userId?: number | null },
      origin?: string,
    ): Promise<{ url: string }> {
      const order = await accessibleOrder(id, access);
      if (!isOnlinePayment(order.paymentMethod) || order.status === 'cancelled') {
        throw new AppError(409, 'orderNotPayable');
      }
      if (order.paymentStatus === 'pending') return { url: await paymentPage(order, origin) };
      // A released hold's order went to the kitchens already: not paid again on the site.
      if (order.paymentStatus !== 'canceled' || order.heldKopecks > 0) {
        throw new AppError(409, 'orderNotPayable');
      }
      // The kitchens are asked again, as before the first payment: a dish stopped since, or an
      // address no longer delivered to, is not paid for (the guest can cancel the order or call).
      await refuseStoredOrder(order);
      // Only one retry turns the declined payment into a new one; a racing one finds it pending.
      const reopened = await lifecycle.reopenPayment(id);
      if (!reopened) return this.retryPayment(id, access, origin);
      return { url: await paymentPage(reopened, origin) };
    },

    /**
     * 'Оплатить курьеру': a declined online payment becomes cash or card on delivery, and the
     * order goes to the kitchens now.
     */
    async payOnDelivery(
      id: number,
      access: { key?: string; userId?: number | null },
      payment: 'CASH' | 'BNCUR',
    ): Promise<OrderView> {
      const order = await accessibleOrder(id, access);
      // The order goes to the kitchens now: not to one that has paused orders since.
      const lines = await db
        .selectDistinct({ venueId: orderLines.venueId })
        .from(orderLines)
        .where(eq(orderLines.orderId, id));
      await refusePausedVenues(lines.map((line) => line.venueId));
      await refuseStoredOrder(order);
      const switched = await lifecycle.payOnDelivery(id, payment);
      if (!switched) throw new AppError(409, 'orderNotPayable');
      return this.viewOrder(id, access);
    },

    /**
     * 'Отменить заказ': the guest cancels while no kitchen has started and no money was taken;
     * else 409 `orderNotCancellable`.
     */
    async cancelOrder(
      id: number,
      access: { key?: string; userId?: number | null },
    ): Promise<OrderView> {
      await accessibleOrder(id, access);
      const cancelled = await lifecycle.cancel(id, {
        actor: 'guest',
        reason: GUEST_CANCEL_REASON,
      });
      if (!cancelled) throw new AppError(409, 'orderNotCancellable');
      return this.viewOrder(id, access);
    },

    /** The online ways offered besides a card (the checkout shows 'СБП' only when it is). */
    paymentWays(): PaymentWays {
      return { sbp: options.sbp ?? false };
    },

    /** The confirmation page's view: with the order's key, or as its owner; else 404. */
    async viewOrder(
      id: number,
      access: { key?: string; userId?: number | null },
    ): Promise<OrderView> {
      const order = await accessibleOrder(id, access);
      const [lines, tickets, history, operations] = await Promise.all([
        linesOf(db, id),
        ticketsOf(db, id),
        eventsOf(db, id),
        operationsOf(db, id),
      ]);
      const declined = new Set(
        tickets.filter((ticket) => ticket.status === 'declined').map((ticket) => ticket.venueId),
      );
      const changes = history.filter((event) => event.subject === 'order');
      const cancellation = changes.findLast((event) => event.toStatus === 'cancelled');
      const reached = (status: string) =>
        changes.find((event) => event.toStatus === status)?.createdAt ?? null;
      const paidAt =
        history.find(
          (event) =>
            event.subject === 'payment' &&
            (event.toStatus === 'held' || event.toStatus === 'succeeded'),
        )?.createdAt ?? null;
      const cooking = [...new Set(lines.map((line) => line.venueId))].filter(
        (venueId) => !declined.has(venueId),
      );
      const minutes = await estimateMinutes(db, cooking, order.deliveryZoneId);
      const expected = expectedBy({
        status: order.status,
        serviceType: order.serviceType,
        completeBefore: order.completeBefore,
        startedAt: reached('accepted') ?? paidAt ?? order.createdAt,
        onTheWayAt: reached('onTheWay'),
        // A kitchen that said how long it needs when it accepted is taken at its word.
        prepMinutes: cooking.map(
          (venueId) =>
            tickets.find((ticket) => ticket.venueId === venueId)?.readyMinutes ??
            minutes.prep.get(venueId) ??
            0,
        ),
        deliveryMinutes: minutes.delivery,
      });
      return {
        id: order.id,
        items: lines.map((line) => ({
          id: line.productId,
          name: line.name,
          ...(line.choiceText ? { choice: line.choiceText } : {}),
          count: line.count,
          sum: toRoubles(line.sumKopecks),
          costPerGram: line.costPerGram,
          declined: declined.has(line.venueId),
        })),
        subtotal: toRoubles(order.subtotalKopecks),
        sum: toRoubles(order.totalKopecks),
        deliveryFee: toRoubles(order.deliveryFeeKopecks),
        status: order.status,
        timeline: [
          { status: 'new' as const, at: order.createdAt.toISOString() },
          ...changes.map((event) => ({
            status: event.toStatus as OrderView['status'],
            at: event.createdAt.toISOString(),
          })),
        ],
        cancelReason: cancellation?.reason ?? null,
        expectedBy: expected?.toISOString() ?? null,
        canCancel: guestMayCancel(
          order,
          tickets.map((ticket) => ticket.status),
        ),
        payment: {
          method: order.paymentMethod,
          status: order.paymentStatus,
          held: toRoubles(order.heldKopecks),
          captured: toRoubles(order.capturedKopecks),
          refunded: toRoubles(order.refundedKopecks),
          refunding: toRoubles(
            operations
              .filter((op) => op.kind === 'refund' && op.state === 'pending')
              .reduce((sum, op) => sum + op.amountKopecks, 0),
          ),
          history: paymentHistory(order, operations),
        },
        serviceType: order.serviceType,
        completeBefore: order.completeBefore?.slice(0, 16) ?? null,
        address: courierAddressLine(order),
        pickupPlaces:
          order.serviceType === 'DeliveryByClient'
            ? [...new Set(lines.map((line) => line.venueId))]
                .filter(isMenuVenueId)
                .sort()
                .map((venueId) => {
                  const place = pickupPlace(venueId);
                  return { name: place.name, street: place.street };
                })
            : [],
        emailGiven: Boolean(order.customerEmail),
        operatorCall: !hasNoCallNote(order.comment),
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
