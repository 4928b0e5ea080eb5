/**
 * The SQL on an order's tables (`orders`, `order_lines`, `pos_tickets`, `order_events`) that the
 * orders module runs, and the catalogue figures its estimate and the board's cards read; a new
 * order is written by insert-order.ts in one statement. Other modules go through the orders
 * service, the lifecycle, or the two doors that name what they may read: payment-records.ts (the
 * payments module) and account-history.ts (an account's history and statistics) — never this
 * file (lint: biome.json) nor these tables.
 */
import type { TicketStatus } from '@storefront/contract/order-lifecycle';
import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import {
  deliveryZones,
  idempotencyKeys,
  orderEvents,
  orderLines,
  orders,
  paymentOperations,
  posTickets,
  products,
  specialProducts,
  venues,
} from '../../db/schema';

export type { Executor, Tx } from '../../db/client';

export type OrderRow = typeof orders.$inferSelect;
export type TicketRow = typeof posTickets.$inferSelect;
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id' | 'createdAt'>;
export type OperationRow = typeof paymentOperations.$inferSelect;

export async function findOrder(ex: Executor, id: number): Promise<OrderRow | undefined> {
  const [order] = await ex.select().from(orders).where(eq(orders.id, id));
  return order;
}

/** The delivery zone's name in the POS (iiko's delivery restrictions); null: none, or our own. */
export async function posZoneNameOf(ex: Executor, zoneId: number | null): Promise<string | null> {
  if (zoneId === null) return null;
  const [zone] = await ex
    .select({ posZoneName: deliveryZones.posZoneName })
    .from(deliveryZones)
    .where(eq(deliveryZones.id, zoneId));
  return zone?.posZoneName ?? null;
}

/** The order, locked until the transaction ends: its changes are made one at a time. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order;
}

export async function findOrderIdByPayment(
  ex: Executor,
  paymentId: string,
): Promise<number | undefined> {
  const [row] = await ex
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentId, paymentId));
  return row?.id;
}

export function linesOf(
  ex: Executor,
  orderId: number,
): Promise<(typeof orderLines.$inferSelect)[]> {
  return ex.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
}

/** The venues an order's dishes come from, in order. */
export async function venuesOf(ex: Executor, orderId: number): Promise<number[]> {
  const rows = await ex
    .selectDistinct({ venueId: orderLines.venueId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return rows.map((row) => row.venueId).sort((a, b) => a - b);
}

export function ticketsOf(ex: Executor, orderId: number): Promise<TicketRow[]> {
  return ex.select().from(posTickets).where(eq(posTickets.orderId, orderId));
}

/** One venue's ticket of an order. */
export async function findVenueTicket(
  ex: Executor,
  orderId: number,
  venueId: number,
): Promise<TicketRow | undefined> {
  const [ticket] = await ex
    .select()
    .from(posTickets)
    .where(and(eq(posTickets.orderId, orderId), eq(posTickets.venueId, venueId)));
  return ticket;
}

/**
 * The tickets of these venues in one of the `live` statuses or changed since `since`, the latest
 * changed first (the orders board's).
 */
export function ticketsOfVenues(
  ex: Executor,
  venueIds: readonly number[],
  { live, since, limit }: { live: readonly TicketStatus[]; since: Date; limit: number },
): Promise<TicketRow[]> {
  return ex
    .select()
    .from(posTickets)
    .where(
      and(
        inArray(posTickets.venueId, [...venueIds]),
        or(inArray(posTickets.status, [...live]), gt(posTickets.updatedAt, since)),
      ),
    )
    .orderBy(desc(posTickets.updatedAt))
    .limit(limit);
}

/**
 * What the board's cards of these orders are made of: the orders, their lines in order, and the
 * portion's weight of each line's dish as the menu says it now (`${special}:${productId}`).
 */
export async function boardRows(ex: Executor, orderIds: readonly number[]) {
  const [orderRows, lines, tickets] = await Promise.all([
    ex
      .select()
      .from(orders)
      .where(inArray(orders.id, [...orderIds])),
    ex
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...orderIds]))
      .orderBy(asc(orderLines.id)),
    // every venue's ticket of these orders: what a member may do with the whole order
    ex
      .select({
        orderId: posTickets.orderId,
        venueId: posTickets.venueId,
        status: posTickets.status,
      })
      .from(posTickets)
      .where(inArray(posTickets.orderId, [...orderIds])),
  ]);
  const weights = new Map<string, number>();
  for (const special of [false, true]) {
    const ids = lines.filter((line) => line.special === special).map((line) => line.productId);
    if (ids.length === 0) continue;
    const table = special ? specialProducts : products;
    const rows = await ex
      .select({ id: table.id, weight: table.weightGrams })
      .from(table)
      .where(inArray(table.id, ids));
    for (const row of rows) weights.set(`${special}:${row.id}`, row.weight);
  }
  return { orders: orderRows, lines, tickets, weights };
}

export async function findTicketByTicketId(
  ex: Executor,
  ticketId: string,
): Promise<TicketRow | undefined> {
  const [ticket] = await ex.select().from(posTickets).where(eq(posTickets.ticketId, ticketId));
  return ticket;
}

export async function insertTicket(
  tx: Tx,
  ticket: Omit<typeof posTickets.$inferInsert, 'updatedAt'>,
): Promise<void> {
  await tx.insert(posTickets).values(ticket);
}

export async function updateTicket(
  tx: Tx,
  key: { orderId: number; venueId: number },
  change: {
    status: TicketStatus;
    detail?: string | null;
    externalId?: string | null;
    readyMinutes?: number | null;
  },
): Promise<void> {
  await tx
    .update(posTickets)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(posTickets.orderId, key.orderId), eq(posTickets.venueId, key.venueId)));
}

/**
 * A weight-priced line's sum as its venue weighed it (a venue's final price). Its discounts stay,
 * cut to the new sum, the offer's first (the right-hand side reads the row as it was): a guest
 * is never charged below zero for a line, and points it no longer takes go back.
 */
export async function updateLineSum(tx: Tx, lineId: number, sumKopecks: number): Promise<void> {
  await tx
    .update(orderLines)
    .set({
      sumKopecks,
      offerKopecks: sql`least(${orderLines.offerKopecks}, ${sumKopecks}::int)`,
      pointsKopecks: sql`least(${orderLines.pointsKopecks}, ${sumKopecks}::int - least(${orderLines.offerKopecks}, ${sumKopecks}::int))`,
    })
    .where(eq(orderLines.id, lineId));
}

export async function updateOrder(
  ex: Executor,
  id: number,
  change: Partial<
    Pick<
      OrderRow,
      | 'status'
      | 'paymentMethod'
      | 'paymentStatus'
      | 'paymentId'
      | 'paymentUrl'
      | 'subtotalKopecks'
      | 'discountKopecks'
      | 'totalKopecks'
      | 'heldKopecks'
      | 'capturedKopecks'
      | 'refundedKopecks'
    >
  >,
): Promise<void> {
  await ex.update(orders).set(change).where(eq(orders.id, id));
}

/**
 * Sets the order's fields only if it is still in the expected state (a payment still declined,
 * say); the updated order, or undefined when another request changed it first.
 */
export async function updateOrderIf(
  ex: Executor,
  id: number,
  expected: Partial<Pick<OrderRow, 'status' | 'paymentMethod' | 'paymentStatus'>>,
  change: Parameters<typeof updateOrder>[2],
): Promise<OrderRow | undefined> {
  const conditions = [
    expected.status === undefined ? undefined : eq(orders.status, expected.status),
    expected.paymentMethod === undefined
      ? undefined
      : eq(orders.paymentMethod, expected.paymentMethod),
    expected.paymentStatus === undefined
      ? undefined
      : eq(orders.paymentStatus, expected.paymentStatus),
  ];
  const [order] = await ex
    .update(orders)
    .set(change)
    .where(and(eq(orders.id, id), ...conditions))
    .returning();
  return order;
}

export async function recordEvents(tx: Tx, events: readonly NewOrderEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(orderEvents).values([...events]);
}

export function eventsOf(ex: Executor, orderId: number) {
  return ex
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
}

/** The movements of an order's online money, oldest first. */
export function operationsOf(ex: Executor, orderId: number): Promise<OperationRow[]> {
  return ex
    .select()
    .from(paymentOperations)
    .where(eq(paymentOperations.orderId, orderId))
    .orderBy(paymentOperations.id);
}

export async function findOperation(ex: Executor, id: number): Promise<OperationRow | undefined> {
  const [row] = await ex.select().from(paymentOperations).where(eq(paymentOperations.id, id));
  return row;
}

export async function findOperationByProviderId(
  ex: Executor,
  providerId: string,
): Promise<OperationRow | undefined> {
  const [row] = await ex
    .select()
    .from(paymentOperations)
    .where(eq(paymentOperations.providerId, providerId));
  return row;
}

export async function insertOperation(
  tx: Tx,
  operation: Omit<typeof paymentOperations.$inferInsert, 'id' | 'createdAt'>,
): Promise<OperationRow> {
  const [row] = await tx.insert(paymentOperations).values(operation).returning();
  if (!row) throw new Error('payment operation not written');
  return row;
}

export async function updateOperation(
  ex: Executor,
  id: number,
  change: Partial<Pick<OperationRow, 'state' | 'providerId' | 'settledAt' | 'reason'>>,
): Promise<void> {
  await ex.update(paymentOperations).set(change).where(eq(paymentOperations.id, id));
}

/** Orders whose card hold was made more than `hours` ago and is still neither taken nor released. */
export async function ordersHeldLongerThan(
  ex: Executor,
  hours: number,
  batch: number,
): Promise<number[]> {
  const result = await ex.execute(sql`
    select o.id from orders o
     where o.payment_status = 'held'
       and exists (select 1 from payment_operations p
                    where p.order_id = o.id and p.kind = 'payment'
                      and p.created_at < now() - make_interval(hours => ${hours}))
     order by o.id
     limit ${batch}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

/** The order made earlier with an Idempotency-Key, with the fingerprint of that request. */
export async function orderOfIdempotencyKey(ex: Executor, key: string) {
  const [row] = await ex
    .select({ order: orders, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .innerJoin(orders, eq(orders.id, idempotencyKeys.orderId))
    .where(eq(idempotencyKeys.key, key));
  return row;
}

/**
 * The kitchens' preparation minutes and the zone's courier minutes, for the guest's estimate. A
 * kitchen in busy mode needs its extra minutes too (issue 14 item 6): they count for every order
 * it has not yet given its own time for, as the kitchen is swamped now.
 */
export async function estimateMinutes(
  ex: Executor,
  venueIds: readonly number[],
  zoneId: number | null,
): Promise<{ prep: Map<number, number>; delivery: number }> {
  const [kitchens, zone] = await Promise.all([
    venueIds.length === 0
      ? []
      : ex
          .select({ id: venues.id, prep: venues.prepMinutes, busy: venues.busyExtraMinutes })
          .from(venues)
          .where(inArray(venues.id, [...venueIds])),
    zoneId === null
      ? []
      : ex
          .select({ minutes: deliveryZones.deliveryMinutes })
          .from(deliveryZones)
          .where(eq(deliveryZones.id, zoneId)),
  ]);
  return {
    prep: new Map(kitchens.map((kitchen) => [kitchen.id, kitchen.prep + kitchen.busy])),
    delivery: zone[0]?.minutes ?? 0,
  };
}

/**
 * An account's orders that count in its statistics: not cancelled, and either paid to the
 * courier (notRequired) or paid online (held on the card for the venues, or taken); an online
 * payment still pending, or refused, is money the guest has not spent.
 */
const countedOrdersOf = (userId: number) =>
  and(
    eq(orders.userId, userId),
    ne(orders.status, 'cancelled'),
    inArray(orders.paymentStatus, ['notRequired', 'held', 'succeeded']),
  );

/** What an account has spent (kopecks), on how many orders and dishes. */
export async function ownerTotals(ex: Executor, userId: number) {
  const [[totals], [dishes]] = await Promise.all([
    ex
      .select({
        spent: sql<number>`coalesce(sum(${orders.totalKopecks}), 0)::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(countedOrdersOf(userId)),
    ex
      .select({ n: sql<number>`coalesce(sum(${orderLines.count}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(countedOrdersOf(userId)),
  ]);
  return {
    spentKopecks: totals?.spent ?? 0,
    orders: totals?.count ?? 0,
    dishes: dishes?.n ?? 0,
  };
}

/** An account's newest orders (at most `limit`), each with its lines. */
export async function ownerOrders(ex: Executor, userId: number, limit: number) {
  const rows = await ex
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const lines = await ex
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(orderLines.id);
  return rows.map((order) => ({
    order,
    lines: lines.filter((line) => line.orderId === order.id),
  }));
}

/** The lines of an account's own order; null when the order is not theirs. */
export async function ownerOrderLines(ex: Executor, userId: number, orderId: number) {
  const [order] = await ex
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order ? linesOf(ex, orderId) : null;
}

/**
 * Live tickets not heard of for `lateSeconds`, claimed for as long again (`for update skip
 * locked`: a ticket another process is claiming is left to it).
 */
export async function claimLateTickets(
  ex: Executor,
  lateSeconds: number,
  batch: number,
): Promise<{ ticketId: string; venueId: number }[]> {
  const result = await ex.execute(sql`
    update pos_tickets set updated_at = now()
     where ticket_id in (
       select ticket_id from pos_tickets
        where status in ('sent', 'accepted', 'cooking', 'ready', 'onTheWay')
          and updated_at < now() - make_interval(secs => ${lateSeconds})
        order by updated_at
        limit ${batch}
        for update skip locked)
    returning ticket_id as "ticketId", venue_id as "venueId"`);
  return (result as unknown as { rows: { ticketId: string; venueId: number }[] }).rows;
}
