/** Placing orders (API.md "Orders"): server-side prices, one transaction, idempotent. */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { checkoutMessages } from '@storefront/contract/checkout';
import { isAsapAvailable, isOfferedSlot } from '@storefront/contract/delivery-time';
import { toRoubles } from '@storefront/contract/money';
import {
  type CreateOrderRequest,
  type CreateOrderResponse,
  DELIVERY_CITY,
  type OrderStatus,
  type OrderView,
  type PaymentStatus,
  serviceTypeOf,
} from '@storefront/contract/orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments/payments';
import type { Db } from '../../db/client';
import {
  deliveryZones,
  idempotencyKeys,
  orderLines,
  orders,
  outboxEvents,
  products,
  specialProducts,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { imageUrl } from '../catalog/image-url';
import { type AnsweredOrder, insertOrder } from './insert-order';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;

export interface OrdersServiceOptions {
  db: Db;
  payments: PaymentProvider;
  publicUrl: string;
  imageUrlTemplate?: string;
  now?: () => Date;
}

function validation(field: string, message: string): AppError {
  return new AppError(400, 'validation', { [field]: message });
}

function sameKey(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The work an order needs once it is confirmed (placed, or paid online): tickets and letters. */
export function confirmedOrderEvents(venueIds: readonly number[], guestHasEmail: boolean) {
  const events: { topic: string; orderVenue: number | null }[] = [];
  for (const venueId of venueIds) {
    events.push({ topic: 'pos.ticket', orderVenue: venueId });
    events.push({ topic: 'email.venue', orderVenue: venueId });
  }
  if (guestHasEmail) events.push({ topic: 'email.guest', orderVenue: null });
  return events;
}

/** Queues the confirmed order's work (after an online payment succeeded). */
export async function enqueueConfirmedOrder(tx: Tx, order: Pick<OrderRow, 'id' | 'customerEmail'>) {
  const venues = (
    await tx
      .selectDistinct({ venueId: orderLines.venueId })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
  ).map((row) => row.venueId);
  const events = confirmedOrderEvents(venues, Boolean(order.customerEmail));
  if (events.length === 0) return;
  await tx.insert(outboxEvents).values(
    events.map(({ topic, orderVenue }) => ({
      topic,
      payload:
        orderVenue === null ? { orderId: order.id } : { orderId: order.id, venueId: orderVenue },
    })),
  );
}

export function createOrdersService(options: OrdersServiceOptions) {
  const { db, payments, publicUrl } = options;
  const now = options.now ?? (() => new Date());

  const confirmationPath = (order: Pick<OrderRow, 'id' | 'accessKey'>) =>
    `/order/${order.id}?key=${order.accessKey}`;

  function checkTimeAndPlace(request: CreateOrderRequest) {
    const { metadata } = request;
    const courier = serviceTypeOf(metadata.orderServiceType) === 'DeliveryByCourier';
    if (courier && !metadata.deliveryPoint) {
      throw validation('metadata.deliveryPoint', checkoutMessages.required);
    }
    if (courier && !metadata.deliveryZone) {
      throw validation('metadata.deliveryZone', checkoutMessages.deliveryZone);
    }
    if (!courier && (metadata.deliveryPoint || metadata.deliveryZone)) {
      throw validation('metadata.deliveryPoint', 'Для самовывоза адрес не указывается');
    }
    if (metadata.completeBefore === null) {
      if (!isAsapAvailable(now())) throw new AppError(400, 'deliveryTimeUnavailable');
    } else if (!isOfferedSlot(metadata.completeBefore, now())) {
      throw validation('metadata.completeBefore', checkoutMessages.date);
    }
    return courier;
  }

  /** Catalogue rows for the requested lines; unknown or stop-listed dishes are a 409. */
  async function priceLines(request: CreateOrderRequest) {
    const counts = new Map<string, { id: number; special: boolean; count: number }>();
    for (const line of request.data) {
      const key = `${line.special ? 'special' : 'product'}:${line.id}`;
      const existing = counts.get(key);
      if (existing) existing.count += line.count;
      else counts.set(key, { id: line.id, special: line.special, count: line.count });
    }
    const wanted = [...counts.values()];
    const load = async (special: boolean) => {
      const ids = wanted.filter((l) => l.special === special).map((l) => l.id);
      if (ids.length === 0) return [];
      const table = special ? specialProducts : products;
      return db.select().from(table).where(inArray(table.id, ids));
    };
    const [regular, special] = await Promise.all([load(false), load(true)]);
    const unavailable: Record<string, string> = {};
    const lines = [];
    for (const line of wanted) {
      const key = `${line.special ? 'special' : 'product'}:${line.id}`;
      const dish = (line.special ? special : regular).find((row) => row.id === line.id);
      if (!dish?.available) {
        unavailable[key] = dish?.name ?? 'Блюдо больше не продаётся';
        continue;
      }
      lines.push({
        productId: dish.id,
        special: line.special,
        venueId: dish.venueId,
        iikoId: dish.iikoId,
        name: dish.name,
        imageUrl: imageUrl(dish.iikoId, options.imageUrlTemplate),
        priceKopecks: dish.priceKopecks,
        count: line.count,
        sumKopecks: dish.priceKopecks * line.count,
        costPerGram: dish.costPerGram,
      });
    }
    if (Object.keys(unavailable).length > 0) {
      throw new AppError(409, 'productUnavailable', unavailable);
    }
    return lines;
  }

  async function deliveryFee(zoneId: number | null | undefined): Promise<number> {
    if (!zoneId) return 0;
    const [zone] = await db
      .select({ price: deliveryZones.priceKopecks })
      .from(deliveryZones)
      .where(and(eq(deliveryZones.id, zoneId), eq(deliveryZones.active, true)));
    if (!zone) throw validation('metadata.deliveryZone', checkoutMessages.deliveryZone);
    return zone.price;
  }

  /** The answer for an order: for online payment, its payment page (created if missing). */
  async function answer(order: AnsweredOrder): Promise<CreateOrderResponse> {
    const sum = toRoubles(order.totalKopecks);
    if (order.paymentMethod !== 'ONLINE' || order.paymentStatus !== 'pending') {
      return { id: order.id, url: confirmationPath(order), sum };
    }
    if (order.paymentUrl) return { id: order.id, url: order.paymentUrl, sum };
    let payment: Awaited<ReturnType<PaymentProvider['createPayment']>>;
    try {
      payment = await payments.createPayment({
        orderId: order.id,
        amountKopecks: order.totalKopecks,
        description: `Заказ №${String(order.id).padStart(7, '0')}`,
        returnUrl: `${publicUrl}${confirmationPath(order)}`,
        idempotenceKey: `order-${order.id}`,
      });
    } catch (error) {
      // The order stays pending; the same Idempotency-Key resumes here.
      throw Object.assign(new AppError(502, 'paymentUnavailable'), { cause: error });
    }
    await db
      .update(orders)
      .set({ paymentId: payment.paymentId, paymentUrl: payment.confirmationUrl })
      .where(eq(orders.id, order.id));
    return { id: order.id, url: payment.confirmationUrl, sum };
  }

  async function orderForKey(key: string): Promise<OrderRow | null> {
    const [row] = await db
      .select({ order: orders })
      .from(idempotencyKeys)
      .innerJoin(orders, eq(orders.id, idempotencyKeys.orderId))
      .where(eq(idempotencyKeys.key, key));
    return row?.order ?? null;
  }

  return {
    async createOrder(
      request: CreateOrderRequest,
      context: { idempotencyKey?: string; userId?: number | null },
    ): Promise<CreateOrderResponse> {
      const { idempotencyKey } = context;
      let courier: boolean;
      let lines: Awaited<ReturnType<typeof priceLines>>;
      let feeKopecks: number;
      try {
        courier = checkTimeAndPlace(request);
        lines = await priceLines(request);
        feeKopecks = courier ? await deliveryFee(request.metadata.deliveryZone) : 0;
      } catch (error) {
        // A repeated key gets the first answer even if the menu or the clock moved on since.
        const first = idempotencyKey ? await orderForKey(idempotencyKey) : null;
        if (first) return answer(first);
        throw error;
      }
      const subtotal = lines.reduce((sum, line) => sum + line.sumKopecks, 0);
      const { metadata } = request;
      const point = courier ? metadata.deliveryPoint : null;
      const online = metadata.payment === 'ONLINE';
      const venues = [...new Set(lines.map((line) => line.venueId))];
      const events = online
        ? []
        : confirmedOrderEvents(venues, Boolean(metadata.customer.email?.trim()));

      const created = await insertOrder(db, {
        idempotencyKey: idempotencyKey ?? null,
        order: {
          accessKey: randomBytes(16).toString('base64url'),
          userId: context.userId ?? null,
          status: 'new' satisfies OrderStatus,
          serviceType: serviceTypeOf(metadata.orderServiceType),
          paymentMethod: metadata.payment,
          paymentStatus: (online ? 'pending' : 'notRequired') satisfies PaymentStatus,
          customerName: metadata.customer.name.trim(),
          customerSurname: metadata.customer.surname?.trim() ?? '',
          customerEmail: metadata.customer.email?.trim() || null,
          phone: `+7${metadata.phone.replace(/\D/g, '').slice(1)}`,
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
      });
      if (created) return answer(created);
      // The key was taken: by an earlier request, or one running now (it has committed by now).
      const winner = idempotencyKey ? await orderForKey(idempotencyKey) : null;
      if (!winner) throw new AppError(409, 'badRequest');
      return answer(winner);
    },

    /** The confirmation page's view: with the order's key, or as its owner; else 404. */
    async viewOrder(
      id: number,
      access: { key?: string; userId?: number | null },
    ): Promise<OrderView> {
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      const allowed =
        order &&
        ((access.key !== undefined && sameKey(access.key, order.accessKey)) ||
          (access.userId != null && order.userId === access.userId));
      if (!order || !allowed) throw new AppError(404, 'notFound');
      const lines = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, id))
        .orderBy(orderLines.id);
      return {
        id: order.id,
        items: lines.map((line) => ({
          id: line.productId,
          name: line.name,
          count: line.count,
          sum: toRoubles(line.sumKopecks),
        })),
        sum: toRoubles(order.totalKopecks),
        deliveryFee: toRoubles(order.deliveryFeeKopecks),
        status: order.status as OrderStatus,
        payment: {
          method: order.paymentMethod as OrderView['payment']['method'],
          status: order.paymentStatus as PaymentStatus,
        },
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
