/**
 * A venue's ticket moving on: the POS's answer to a submission, a venue's (or its POS's) word on
 * its ticket with the weighed prices and the kitchen's minutes; the order follows its tickets.
 */
import type { OrderStatus, TicketStatus } from '@storefront/contract/order-lifecycle';
import type { PosSubmitResult } from '../../adapters/pos/pos';
import { releaseKitchenTime } from '../kitchen/order-time';
import { enqueue, outboxEvent } from '../outbox/topics';
import type { Lifecycle } from './lifecycle';
import { announce, orderEvent, type StatusChange, ticketEvent } from './order-events';
import { orderMoved } from './queued-work';
import {
  findTicketByTicketId,
  insertTicket,
  linesOf,
  type OrderRow,
  recordEvents,
  type TicketRow,
  type Tx,
  ticketsOf,
  updateLineSum,
  updateOrder,
  updateTicket,
  venuesOf,
} from './repository';
import { canChangeOrderStatus, canChangeTicketStatus, orderStatusFromTickets } from './transitions';

export type TicketReport =
  | { applied: true; order: OrderStatus }
  /** unknown ticket, or a status that does not move it forward (late or repeated) */
  | { applied: false };

/**
 * After a ticket changed: the order takes the status its tickets give it, and a venue that
 * declined takes its dishes off the order's sum (the delivery fee stays while anything comes).
 */
async function followTickets(
  { settlement }: Lifecycle,
  tx: Tx,
  order: OrderRow,
  change: StatusChange,
): Promise<OrderRow> {
  const [tickets, venues] = await Promise.all([ticketsOf(tx, order.id), venuesOf(tx, order.id)]);
  const next = orderStatusFromTickets(
    tickets.map((ticket) => ticket.status),
    venues.length,
    order.serviceType,
  );
  const updated = { ...order };
  const declined = new Set(
    tickets.filter((ticket) => ticket.status === 'declined').map((ticket) => ticket.venueId),
  );
  // The sum follows the lines that still come: a venue that declined, a weight priced anew.
  if (next !== 'cancelled') {
    const coming = (await linesOf(tx, order.id)).filter((line) => !declined.has(line.venueId));
    const subtotal = coming.reduce((sum, line) => sum + line.sumKopecks, 0);
    const discount = coming.reduce((sum, line) => sum + line.offerKopecks + line.pointsKopecks, 0);
    updated.subtotalKopecks = subtotal;
    updated.discountKopecks = discount;
    updated.totalKopecks = subtotal - discount + order.deliveryFeeKopecks;
  }
  if (next !== order.status && canChangeOrderStatus(order.status, next)) {
    updated.status = next;
    await recordEvents(tx, [orderEvent(order, next, change)]);
    await orderMoved(tx, order, next);
  }
  await announce(tx, order.id);
  if (
    updated.status !== order.status ||
    updated.subtotalKopecks !== order.subtotalKopecks ||
    updated.discountKopecks !== order.discountKopecks ||
    updated.totalKopecks !== order.totalKopecks
  ) {
    await updateOrder(tx, order.id, {
      status: updated.status,
      subtotalKopecks: updated.subtotalKopecks,
      discountKopecks: updated.discountKopecks,
      totalKopecks: updated.totalKopecks,
    });
  }
  // Every venue accepted: the hold is taken for what they accepted; a decline after the money was
  // taken gives that venue's part back.
  await settlement.settleMoney(tx, updated);
  return updated;
}

async function changeTicket(
  lifecycle: Lifecycle,
  tx: Tx,
  order: OrderRow,
  ticket: TicketRow,
  to: TicketStatus,
  change: StatusChange,
  readyMinutes?: number,
): Promise<TicketReport> {
  if (!canChangeTicketStatus(ticket.status, to)) return { applied: false };
  await updateTicket(tx, ticket, {
    status: to,
    detail: change.reason ?? ticket.detail,
    ...(readyMinutes === undefined ? {} : { readyMinutes }),
  });
  await recordEvents(tx, [ticketEvent(order.id, ticket.venueId, ticket.status, to, change)]);
  // A venue that declined gives back the points spent on its dishes.
  if (to === 'declined' && order.pointsSpent > 0) {
    await enqueue(tx, [outboxEvent('rewards.return', { orderId: order.id })]);
  }
  // and the time its kitchen kept for it (issue 33)
  if (to === 'declined') await releaseKitchenTime(tx, order.id, ticket.venueId);
  const followed = await followTickets(lifecycle, tx, order, change);
  return { applied: true, order: followed.status };
}

/**
 * The POS's answer to a venue's ticket: the kitchen has it (`sent`) or refused it for good
 * (`declined`). A repeated submission (after a crash) leaves a ticket that moved on as it is.
 */
export async function ticketSubmitted(
  lifecycle: Lifecycle,
  ticket: { orderId: number; venueId: number; ticketId: string },
  result: PosSubmitResult,
): Promise<void> {
  await lifecycle.withOrder(ticket.orderId, async (tx, order) => {
    const existing = (await ticketsOf(tx, order.id)).find((row) => row.venueId === ticket.venueId);
    if (existing) return;
    const status: TicketStatus = result.status === 'accepted' ? 'sent' : 'declined';
    const change: StatusChange = {
      actor: 'pos',
      reason: result.status === 'rejected' ? result.reason : null,
    };
    await insertTicket(tx, {
      ...ticket,
      status,
      externalId: result.status === 'accepted' ? result.externalId : null,
      detail: change.reason ?? null,
    });
    await recordEvents(tx, [ticketEvent(order.id, ticket.venueId, null, status, change)]);
    await followTickets(lifecycle, tx, order, change);
  });
}

/**
 * A venue's (or its POS's) word on its ticket, applied only if it moves the ticket on. A venue
 * accepting may give the final prices of its weight-priced lines (line id → kopecks): the order's
 * sum, and what is taken from a card hold, follow them (never more than held); and the minutes
 * its kitchen needs, which the guest's estimate then uses.
 */
export async function reportTicket(
  lifecycle: Lifecycle,
  ticketId: string,
  to: TicketStatus,
  change: StatusChange,
  extras: { finalPrices?: ReadonlyMap<number, number>; readyMinutes?: number } = {},
): Promise<TicketReport> {
  const { finalPrices, readyMinutes } = extras;
  const known = await findTicketByTicketId(lifecycle.db, ticketId);
  if (!known) return { applied: false };
  const report = await lifecycle.withOrder(known.orderId, async (tx, order) => {
    // Read again under the order's lock: another report may have moved it meanwhile.
    const ticket = (await ticketsOf(tx, order.id)).find((row) => row.ticketId === ticketId);
    if (!ticket || !canChangeTicketStatus(ticket.status, to)) return { applied: false as const };
    if (finalPrices && finalPrices.size > 0) {
      const weighed = (await linesOf(tx, order.id)).filter(
        (line) => line.venueId === ticket.venueId && line.costPerGram && finalPrices.has(line.id),
      );
      for (const line of weighed) {
        await updateLineSum(tx, line.id, finalPrices.get(line.id) as number);
      }
      // A line weighed lighter than its points' share gives the rest back.
      if (weighed.some((line) => line.pointsKopecks > 0)) {
        await enqueue(tx, [outboxEvent('rewards.return', { orderId: order.id })]);
      }
    }
    return changeTicket(lifecycle, tx, order, ticket, to, change, readyMinutes);
  });
  return report ?? { applied: false };
}
