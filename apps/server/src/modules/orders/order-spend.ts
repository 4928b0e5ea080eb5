/**
 * What the loyalty programme reads of orders (issue 32 item 2), through this door rather than the
 * orders' repository: the dishes a done order was paid for (its lines of venues that did not
 * decline — never a declined dish, never the delivery), and a guest's spend on done orders since
 * a day, the tier's measure.
 */
import type { OrderStatus } from '@storefront/contract/order-lifecycle';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';

/** An order is done when the guest has it. */
export const DONE_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'collected'];

/**
 * The dishes' sum of lines whose venue's ticket was not declined (a venue without one counts).
 * The names are written out: drizzle leaves a column of the outer table unqualified, which inside
 * the subquery would name the ticket's own column.
 */
const paidDishes = sql<number>`coalesce(sum("order_lines"."sum_kopecks") filter (where not exists (
  select 1 from "pos_tickets" "declined"
  where "declined"."order_id" = "order_lines"."order_id"
    and "declined"."venue_id" = "order_lines"."venue_id"
    and "declined"."status" = 'declined'
)), 0)`.mapWith(Number);

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
