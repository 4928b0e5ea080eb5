/**
 * What the loyalty programme reads of orders (issue 32 item 2), through this door rather than the
 * orders' repository: the dishes a done order was paid for (its lines of venues that did not
 * decline — never a declined dish, never the delivery), a guest's spend on done orders since a
 * day, the tier's measure, and the points an order spent and still uses.
 */
import type { OrderStatus } from '@storefront/contract/order-lifecycle';
import { and, eq, gte, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';

/**
 * What the orders that used an offer and were not cancelled came to, kopecks: a subquery for
 * the offers' list (the back office's «Выручка заказов»).
 */
export const revenueOfOffer = (offerId: SQLWrapper) =>
  sql<number>`(
    select coalesce(sum(${orders.totalKopecks}), 0) from ${orders}
    where ${orders.offerId} = ${offerId} and ${orders.status} <> 'cancelled'
  )`.mapWith(Number);

/** An order is done when the guest has it. */
export const DONE_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'collected'];

/**
 * A line whose venue's ticket was not declined (a venue without one counts). The names are
 * written out: drizzle leaves a column of the outer table unqualified, which inside the subquery
 * would name the ticket's own column.
 */
const notDeclined = sql`not exists (
  select 1 from "pos_tickets" "declined"
  where "declined"."order_id" = "order_lines"."order_id"
    and "declined"."venue_id" = "order_lines"."venue_id"
    and "declined"."status" = 'declined'
)`;

/** What was paid for those lines: their sums less the offers' and the points' shares. */
const paidDishes = sql<number>`coalesce(sum(
  "order_lines"."sum_kopecks" - "order_lines"."offer_kopecks" - "order_lines"."points_kopecks"
) filter (where ${notDeclined}), 0)`.mapWith(Number);

/** The points' shares of those lines, kopecks. */
const livePoints =
  sql<number>`coalesce(sum("order_lines"."points_kopecks") filter (where ${notDeclined}), 0)`.mapWith(
    Number,
  );

export async function paidDishesOf(
  db: Pick<Db, 'select'>,
  orderId: number,
): Promise<{ userId: number | null; status: OrderStatus; dishesKopecks: number } | null> {
  const [order] = await db
    .select({ userId: orders.userId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [sum] = await db
    .select({ dishesKopecks: paidDishes })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return { ...order, dishesKopecks: sum?.dishesKopecks ?? 0 };
}

/**
 * What an order spent in points and still uses: the points' shares of the lines whose venue did
 * not decline (kopecks), nothing once it is cancelled.
 */
export async function pointsUseOf(
  db: Pick<Db, 'select'>,
  orderId: number,
): Promise<{
  userId: number | null;
  cancelled: boolean;
  pointsSpent: number;
  livePointsKopecks: number;
} | null> {
  const [order] = await db
    .select({
      userId: orders.userId,
      status: orders.status,
      pointsSpent: orders.pointsSpent,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [live] = await db
    .select({ kopecks: livePoints })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return {
    userId: order.userId,
    cancelled: order.status === 'cancelled',
    pointsSpent: order.pointsSpent,
    livePointsKopecks: live?.kopecks ?? 0,
  };
}

/** What the account's done orders placed since `since` came to, dishes only. */
export async function dishesSpentSince(
  db: Pick<Db, 'select'>,
  userId: number,
  since: Date,
): Promise<number> {
  const [sum] = await db
    .select({ dishesKopecks: paidDishes })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...DONE_ORDER_STATUSES]),
        gte(orders.createdAt, since),
      ),
    );
  return sum?.dishesKopecks ?? 0;
}
