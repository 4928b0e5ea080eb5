/**
 * Placing an order (API.md "Orders" POST /api/delivery): the server prices it, checks it, and
 * writes it in one statement, once per Idempotency-Key; an online order answers with its
 * payment page.
 */
import { createHash, randomBytes } from 'node:crypto';
import { zoneDelivery } from '@storefront/contract/checkout';
import { zoneMinimumMessage } from '@storefront/contract/checkout-messages';
import { slotInstant, todayClosesAt } from '@storefront/contract/delivery-time';
import { toKopecks, toRoubles } from '@storefront/contract/money';
import {
  type CreateOrderRequest,
  type CreateOrderResponse,
  DELIVERY_CITY,
  isOnlinePayment,
  MAX_ORDER_TOTAL_KOPECKS,
  serviceTypeOf,
} from '@storefront/contract/orders';
import { normalizePhone } from '@storefront/contract/phone';
import { promotionMessages } from '@storefront/contract/promotions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  courierMinutesOf,
  type KitchenLine,
  KitchenWindowTaken,
  keepOrderPlan,
  kitchenFull,
  planOrder,
} from '../kitchen/order-time';
import type { SlotRules } from '../kitchen/slot-rules';
import { type InsertResult, insertOrder, type OrderToInsert } from './insert-order';
import { nowOf, type OrderChecks } from './order-checks';
import { announce } from './order-events';
import { noOrderLimit, normalizeOrderEmail, orderLimitGate, overOrderLimit } from './order-limits';
import { type OrderRewards, type PricedRewards, promoCodeRefused } from './order-rewards';
import type { PaymentPages } from './payment-page';
import { type PricedLine, posLinesOf, priceLines, pricingLinesOf } from './price-lines';
import { confirmedOrderEvents } from './queued-work';
import { type OrderRow, orderOfIdempotencyKey } from './repository';
import type { OrdersServiceOptions } from './service';

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

/**
 * The order made earlier with this Idempotency-Key, or null. The same key with another body is
 * a 422: its order's link and key belong to whoever sent that body. Keys stored before the
 * fingerprint was kept (request_hash null) are taken at their word.
 */
async function orderForKey(db: Db, key: string, requestHash: string): Promise<OrderRow | null> {
  const row = await orderOfIdempotencyKey(db, key);
  if (!row) return null;
  if (row.requestHash !== null && row.requestHash !== requestHash) {
    throw new AppError(422, 'idempotencyKeyReused');
  }
  return row.order;
}

/** An order line as written: the priced dish with its shares of the discounts. */
type OrderLine = PricedLine & { offerKopecks: number; pointsKopecks: number };

/**
 * The lines with their shares of the offers and points (the rewards' lines are keyed by index),
 * and the offers' gifts, each whose whole sum is its offer's.
 */
function discountedLines(
  lines: readonly PricedLine[],
  rewards: PricedRewards | null,
  gifts: readonly PricedLine[],
): OrderLine[] {
  const shares = rewards?.priced.lines ?? [];
  const written = lines.map((line, index) => ({
    ...line,
    offerKopecks: shares[index]?.offerKopecks ?? 0,
    pointsKopecks: shares[index]?.pointsKopecks ?? 0,
  }));
  for (const gift of gifts)
    written.push({ ...gift, offerKopecks: gift.sumKopecks, pointsKopecks: 0 });
  return written;
}

/** One portion of the code's gift, priced from the menu; gone from it, the code cannot apply. */
async function giftLine(
  db: Db,
  gift: PricedRewards['gifts'][number],
  imageUrlTemplate: string | undefined,
): Promise<PricedLine> {
  try {
    const { lines } = await priceLines(
      db,
      { data: [{ id: gift.id, special: gift.special, count: 1 }] },
      imageUrlTemplate,
    );
    if (lines[0]) return lines[0];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  const message = promotionMessages.giftGone(gift.name);
  throw promoCodeRefused(message);
}

/** The code and points asked for, priced; null when neither was. */
async function priceRewards(
  rewards: OrderRewards | undefined,
  request: CreateOrderRequest,
  lines: readonly PricedLine[],
  feeKopecks: number,
  userId: number | null,
): Promise<PricedRewards | null> {
  const code = request.metadata.promoCode?.trim() || null;
  const points = request.metadata.points ?? 0;
  if (!rewards) {
    if (code === null && points === 0) return null;
    throw promoCodeRefused(promotionMessages.unknownCode);
  }
  return rewards.price({
    code,
    points,
    lines: pricingLinesOf(lines),
    posLines: posLinesOf(lines),
    deliveryFeeKopecks: feeKopecks,
    phone: normalizePhone(request.metadata.phone) ?? request.metadata.phone,
    userId,
  });
}

/** What the kitchens plan an order for: now, the courier's minutes, and the slot chosen. */
interface OrderTimeAsk {
  now: number;
  /** when today's hours end: "as soon as possible" is not promised past it */
  closesAt: number | null;
  courierMinutes: number;
  slotAt: number | null;
}

async function orderTimeAsk(
  options: OrdersServiceOptions,
  request: CreateOrderRequest,
  courier: boolean,
  rules: SlotRules,
): Promise<OrderTimeAsk> {
  const { completeBefore, deliveryZone } = request.metadata;
  const now = nowOf(options);
  return {
    now: now.getTime(),
    closesAt: todayClosesAt(now, rules.week, rules.options.dated),
    courierMinutes: courier ? await courierMinutesOf(options.db, deliveryZone ?? null) : 0,
    slotAt: completeBefore === null ? null : slotInstant(completeBefore),
  };
}

const kitchenLinesOf = (lines: readonly OrderLine[]) =>
  lines.map((line) => ({ id: line.productId, special: line.special, count: line.count }));

/** How often an order is planned again when other orders took its kitchens' minutes meanwhile. */
const PLAN_ATTEMPTS = 3;

/**
 * Writes a checked order. The kitchens' time, a code's use and the points are kept with it, in
 * one transaction, or none of them. Its kitchens' minutes are taken last, just before the commit,
 * each window only while it has them: orders for one window wait for each other only that long.
 * Another order that took them meanwhile makes this one plan again from the load then (a later
 * time for "as soon as possible"; a slot that filled is refused). An order paid to the courier is
 * confirmed now: its tickets are queued, a pre-order's for when its kitchen should have it.
 */
async function writeOrder(
  db: Db,
  toInsert: OrderToInsert,
  work: {
    kitchenLines: KitchenLine[];
    timeAsk: OrderTimeAsk;
    confirmedNow: { venues: number[]; guestHasEmail: boolean } | null;
    rewards: PricedRewards | null;
  },
): Promise<InsertResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const { plan, keep } = await planOrder(tx, work.kitchenLines, work.timeAsk);
        const sendAt = new Map(keep.parts.map((part) => [part.venueId, new Date(part.sendAt)]));
        const { confirmedNow } = work;
        const inserted = await insertOrder(tx, {
          ...toInsert,
          order: { ...toInsert.order, promisedAt: new Date(plan.promisedAt) },
          events: confirmedNow
            ? confirmedOrderEvents(confirmedNow.venues, confirmedNow.guestHasEmail, sendAt)
            : [],
        });
        if (inserted.placed) {
          await work.rewards?.claim(tx, inserted.placed.id);
          // A pre-order confirmed now has no ticket yet: the boards' «Предзаказы» hear of it here.
          if (confirmedNow && keep.parts.some((part) => part.sendAt > work.timeAsk.now)) {
            await announce(tx, inserted.placed.id);
          }
          await keepOrderPlan(tx, inserted.placed.id, keep);
        }
        return inserted;
      });
    } catch (error) {
      if (!(error instanceof KitchenWindowTaken)) throw error;
      if (attempt >= PLAN_ATTEMPTS) throw kitchenFull(work.timeAsk.slotAt);
    }
  }
}

/** The use case POST /api/delivery runs. */
export function createPlaceOrder(
  options: OrdersServiceOptions,
  checks: OrderChecks,
  pages: PaymentPages,
) {
  const { db } = options;

  return async function createOrder(
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
    let lines: OrderLine[];
    let feeKopecks: number;
    let subtotal: number;
    let rewards: PricedRewards | null = null;
    let timeAsk: OrderTimeAsk;
    try {
      courier = await checks.checkPlace(request);
      const priced = await priceLines(db, request, options.imageUrlTemplate);
      subtotal = priced.lines.reduce((sum, line) => sum + line.sumKopecks, 0);
      feeKopecks = 0;
      if (courier) {
        const terms = await checks.zoneTerms(request.metadata.deliveryZone);
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
      // The zone's fee and its threshold count the dishes at menu prices; a code and points
      // then price the order (the promotions' rules, decision 084).
      rewards = await priceRewards(
        options.rewards,
        request,
        priced.lines,
        feeKopecks,
        context.userId ?? null,
      );
      const gifts = await Promise.all(
        (rewards?.gifts ?? []).map((gift) => giftLine(db, gift, options.imageUrlTemplate)),
      );
      lines = discountedLines(priced.lines, rewards, gifts);
      const venueIds = [...new Set(lines.map((line) => line.venueId))];
      const rules = await checks.checkTime(request.metadata, courier, venueIds);
      await checks.refusePausedVenues(venueIds);
      await checks.refuseAsapToOfflineKitchens(request.metadata, venueIds);
      // The kitchens' load and the dishes made ahead are judged when the order is written
      // (writeOrder), from the load then.
      timeAsk = await orderTimeAsk(options, request, courier, rules);
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
      subtotal += gifts.reduce((sum, gift) => sum + gift.sumKopecks, 0);
      if (subtotal + feeKopecks > MAX_ORDER_TOTAL_KOPECKS) {
        throw new AppError(422, 'orderTooLarge');
      }
      // Last: the checks that ask the POS, side by side (each waits 3 s at most); the stop
      // list's refusal comes first when both refuse.
      const outside = await Promise.allSettled([
        checks.refuseStopListed(lines),
        courier && request.metadata.deliveryPoint
          ? checks.refuseUndeliverable(
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
      const first = idempotencyKey ? await orderForKey(db, idempotencyKey, requestHash) : null;
      if (first) return pages.answer(first, origin);
      throw error;
    }
    const { metadata } = request;
    const phone = normalizePhone(metadata.phone) ?? metadata.phone;
    const email = normalizeOrderEmail(metadata.customer.email);
    const clientIp = context.clientIp ?? '';
    const point = courier ? metadata.deliveryPoint : null;
    const online = isOnlinePayment(metadata.payment);
    const venues = [...new Set(lines.map((line) => line.venueId))];

    const discount = lines.reduce((sum, line) => sum + line.offerKopecks + line.pointsKopecks, 0);
    const deliveryDiscount = rewards?.priced.deliveryDiscountKopecks ?? 0;

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
        discountKopecks: discount,
        deliveryFeeKopecks: feeKopecks - deliveryDiscount,
        deliveryDiscountKopecks: deliveryDiscount,
        totalKopecks: subtotal - discount + feeKopecks - deliveryDiscount,
        offerId: rewards?.offerId ?? null,
        promoCode: rewards?.code ?? null,
        pointsSpent: rewards?.points ?? 0,
      },
      lines,
      events: [],
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
    let created: InsertResult;
    try {
      created = await writeOrder(db, toInsert, {
        kitchenLines: kitchenLinesOf(lines),
        timeAsk,
        confirmedNow: online ? null : { venues, guestHasEmail: email !== null },
        rewards,
      });
    } catch (error) {
      // The first attempt with this key took the last of a kitchen's time: its answer stands.
      const first = idempotencyKey ? await orderForKey(db, idempotencyKey, requestHash) : null;
      if (first) return pages.answer(first, origin);
      throw error;
    }
    if (created.placed) return pages.answer(created.placed, origin);
    if ('retryAfterSeconds' in created) throw overOrderLimit(created.retryAfterSeconds);
    // The key was taken: by an earlier request, or one running now (it has committed by now).
    const winner = idempotencyKey ? await orderForKey(db, idempotencyKey, requestHash) : null;
    if (!winner) throw new AppError(409, 'badRequest');
    return pages.answer(winner, origin);
  };
}
