/**
 * The orders board (issue 14 item 2): one card per venue ticket, as that venue's kitchen sees
 * the order, and the actions that move it — all through the order's lifecycle, so the guest's
 * page, letters and money follow as for any other change.
 */
import { hasNoCallNote } from '@storefront/contract/checkout';
import { toKopecks, toRoubles } from '@storefront/contract/money';
import { type TicketStatus, VENUE_DECLINE_REASON } from '@storefront/contract/order-lifecycle';
import { formatOrderNumber } from '@storefront/contract/orders';
import type {
  BoardAction,
  BoardActionRequest,
  StaffOrder,
} from '@storefront/contract/staff-orders';
import { and, asc, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, posTickets, products, specialProducts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { OrderLifecycle } from '../orders/lifecycle';
import { courierAddressLine } from '../orders/service';
import { ticketIdFor } from '../orders/ticket-id';
import { audit } from './audit';

/** Finished tickets stay on the board this long, so a kitchen sees what it just handed over. */
const FINISHED_VISIBLE_MS = 2 * 3600_000;
const LIVE: readonly TicketStatus[] = ['sent', 'accepted', 'cooking', 'ready', 'onTheWay'];
const MAX_CARDS = 300;

type TicketRow = typeof posTickets.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/**
 * The one builder of a venue's card: the list, the live stream and the printed ticket all show
 * what this returns. `orderLines` are that order's lines only.
 */
function card(
  ticket: TicketRow,
  order: OrderRow,
  orderLines: readonly LineRow[],
  weights: Map<string, number>,
) {
  const own = orderLines.filter(
    (line) => line.orderId === order.id && line.venueId === ticket.venueId,
  );
  return {
    orderId: order.id,
    number: formatOrderNumber(order.id),
    venueId: ticket.venueId,
    ticket: ticket.status,
    readyMinutes: ticket.readyMinutes,
    orderStatus: order.status,
    createdAt: order.createdAt.toISOString(),
    completeBefore: order.completeBefore?.slice(0, 16) ?? null,
    serviceType: order.serviceType,
    address: courierAddressLine(order),
    customerName: [order.customerName, order.customerSurname].filter(Boolean).join(' '),
    phone: order.phone,
    comment: order.comment,
    noCall: hasNoCallNote(order.comment),
    payment: { method: order.paymentMethod, status: order.paymentStatus },
    lines: own.map((line) => ({
      lineId: line.id,
      name: line.name,
      choice: line.choiceText,
      count: line.count,
      sum: toRoubles(line.sumKopecks),
      weightGrams: weights.get(`${line.special}:${line.productId}`) ?? 0,
      costPerGram: line.costPerGram,
    })),
    reason: ticket.status === 'declined' || order.status === 'cancelled' ? ticket.detail : null,
  } satisfies StaffOrder;
}

/** The ticket status an action sets, for an order of this kind. */
function ticketStatusOf(action: Exclude<BoardAction, 'cancel'>, order: OrderRow): TicketStatus {
  switch (action) {
    case 'accept':
      return 'accepted';
    case 'decline':
      return 'declined';
    case 'cooking':
      return 'cooking';
    case 'ready':
      return order.serviceType === 'DeliveryByCourier' ? 'onTheWay' : 'ready';
    case 'done':
      return 'done';
  }
}

export function createOrdersBoard({
  db,
  lifecycle,
  now = () => new Date(),
}: {
  db: Db;
  lifecycle: OrderLifecycle;
  now?: () => Date;
}) {
  async function cardsOf(tickets: TicketRow[]): Promise<StaffOrder[]> {
    if (tickets.length === 0) return [];
    const orderIds = [...new Set(tickets.map((ticket) => ticket.orderId))];
    const [orderRows, lines] = await Promise.all([
      db.select().from(orders).where(inArray(orders.id, orderIds)),
      db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.id)),
    ]);
    // The portion's weight is the menu's (a line keeps the name and price it was sold at).
    const weights = new Map<string, number>();
    for (const special of [false, true]) {
      const ids = lines.filter((line) => line.special === special).map((line) => line.productId);
      if (ids.length === 0) continue;
      const table = special ? specialProducts : products;
      const rows = await db
        .select({ id: table.id, weight: table.weightGrams })
        .from(table)
        .where(inArray(table.id, ids));
      for (const row of rows) weights.set(`${special}:${row.id}`, row.weight);
    }
    const byId = new Map(orderRows.map((order) => [order.id, order]));
    const linesByOrder = new Map<number, LineRow[]>();
    for (const line of lines) {
      const ofOrder = linesByOrder.get(line.orderId);
      if (ofOrder) ofOrder.push(line);
      else linesByOrder.set(line.orderId, [line]);
    }
    return tickets.flatMap((ticket) => {
      const order = byId.get(ticket.orderId);
      return order ? [card(ticket, order, linesByOrder.get(order.id) ?? [], weights)] : [];
    });
  }

  return {
    /** The live tickets of these venues, and those finished in the last two hours, oldest first. */
    async list(venueIds: readonly number[]): Promise<StaffOrder[]> {
      if (venueIds.length === 0) return [];
      const since = new Date(now().getTime() - FINISHED_VISIBLE_MS);
      const tickets = await db
        .select()
        .from(posTickets)
        .where(
          and(
            inArray(posTickets.venueId, [...venueIds]),
            or(inArray(posTickets.status, [...LIVE]), gt(posTickets.updatedAt, since)),
          ),
        )
        .orderBy(desc(posTickets.updatedAt))
        .limit(MAX_CARDS);
      const cards = await cardsOf(tickets);
      return cards.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.venueId - b.venueId);
    },

    /** One venue's card of an order; null when that venue has no ticket of it. */
    async card(orderId: number, venueId: number): Promise<StaffOrder | null> {
      const tickets = await db
        .select()
        .from(posTickets)
        .where(and(eq(posTickets.orderId, orderId), eq(posTickets.venueId, venueId)));
      return (await cardsOf(tickets))[0] ?? null;
    },

    /** Every venue's card of an order (what a change to it shows on the boards). */
    async cardsOfOrder(orderId: number): Promise<StaffOrder[]> {
      return cardsOf(await db.select().from(posTickets).where(eq(posTickets.orderId, orderId)));
    },

    /**
     * A staff member's action on a venue's ticket (the route has checked their right to that
     * venue). 404 when the venue has no ticket of the order; 409 `conflict` when the ticket has
     * moved past that step (someone pressed first, or the order was cancelled).
     */
    async act(
      orderId: number,
      venueId: number,
      action: BoardAction,
      body: BoardActionRequest,
      staff: { id: number; name: string },
    ): Promise<StaffOrder> {
      const [ticket] = await db
        .select()
        .from(posTickets)
        .where(and(eq(posTickets.orderId, orderId), eq(posTickets.venueId, venueId)));
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!ticket || !order) throw new AppError(404, 'notFound');
      const reason = body.reason?.trim() || null;
      let applied: boolean;
      if (action === 'cancel') {
        applied = await lifecycle.cancel(orderId, {
          actor: 'staff',
          reason: reason ?? `Отменён сотрудником (${staff.name})`,
        });
      } else {
        const finalPrices =
          action === 'accept' && body.finalPrices
            ? new Map(
                Object.entries(body.finalPrices).map(([lineId, roubles]) => [
                  Number(lineId),
                  toKopecks(roubles),
                ]),
              )
            : undefined;
        const report = await lifecycle.reportTicket(
          ticketIdFor(orderId, venueId),
          ticketStatusOf(action, order),
          {
            actor: 'staff',
            reason: action === 'decline' ? (reason ?? VENUE_DECLINE_REASON) : null,
          },
          {
            ...(finalPrices ? { finalPrices } : {}),
            ...(action === 'accept' && body.minutes ? { readyMinutes: body.minutes } : {}),
          },
        );
        applied = report.applied;
      }
      if (!applied) throw new AppError(409, 'conflict');
      const after = await this.card(orderId, venueId);
      if (!after) throw new AppError(404, 'notFound');
      // After the lifecycle's own transaction (its history names the staff as a kind, this the
      // person): a crash between the two loses a log line, never the change.
      await audit(db, {
        staffId: staff.id,
        action: `order.${action}`,
        subject: `order:${orderId}/venue:${venueId}`,
        before: { ticket: ticket.status },
        after: {
          ticket: after.ticket,
          ...(reason ? { reason } : {}),
          ...(body.minutes ? { minutes: body.minutes } : {}),
          ...(body.finalPrices ? { finalPrices: body.finalPrices } : {}),
        },
      });
      return after;
    },
  };
}

export type OrdersBoard = ReturnType<typeof createOrdersBoard>;
