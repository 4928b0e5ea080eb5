/** An order cancelled, by the guest, the staff or the system, with its live tickets and money. */
import type { StaffRole } from '@storefront/contract/staff';
import { enqueue, outboxEvent } from '../outbox/topics';
import type { Lifecycle } from './lifecycle';
import { announce, orderEvent, type StatusChange, ticketEvent } from './order-events';
import { orderMoved } from './queued-work';
import {
  type OrderRow,
  recordEvents,
  type TicketRow,
  type Tx,
  ticketsOf,
  updateOrder,
  updateTicket,
  venuesOf,
} from './repository';
import {
  canChangeOrderStatus,
  guestMayCancel,
  isLiveTicket,
  type StaffCancelRight,
  staffCancelRight,
} from './transitions';

/**
 * Cancels the order and every ticket still making food; false if it is too late (on the way,
 * delivered; for the guest, once a kitchen started or while a payment is under way) or already
 * cancelled. A card hold is released and money taken is refunded. Each venue with a live ticket
 * gets a letter; its POS is not told yet (issue 14).
 */
export async function cancel(
  { withOrder, settlement }: Lifecycle,
  orderId: number,
  change: StatusChange,
): Promise<boolean> {
  const cancelled = await withOrder(orderId, async (tx, order) => {
    if (!canChangeOrderStatus(order.status, 'cancelled')) return false;
    const tickets = await ticketsOf(tx, order.id);
    // The guest's own cancel: only before any kitchen starts and while no money is taken.
    const statuses = tickets.map((ticket) => ticket.status);
    if (change.actor === 'guest' && !guestMayCancel(order, statuses)) return false;
    await cancelLocked(settlement, tx, order, tickets, change);
    return true;
  });
  return cancelled ?? false;
}

/** A staff member cancelling the whole order from one venue's card of the board. */
export interface StaffCancel {
  member: { role: StaffRole; venues: readonly number[] };
  /** the venue whose card the member acts from */
  venueId: number;
  /** the reason the guest is told; null for none */
  reason: string | null;
  /** the reason written when none is given */
  fallbackReason: string;
}

export type StaffCancelOutcome =
  | 'cancelled'
  | 'reasonNeeded'
  | Exclude<StaffCancelRight, 'allowed' | 'withReason'>;

/**
 * The board's 'Отменить заказ': the member's right (transitions.ts `staffCancelRight`) is
 * decided under the order's lock, on the tickets as they are at that moment, so a kitchen that
 * starts meanwhile is counted (issue 31 item 3, decision 077).
 */
export async function cancelByStaff(
  { withOrder, settlement }: Lifecycle,
  orderId: number,
  staff: StaffCancel,
): Promise<StaffCancelOutcome | undefined> {
  return withOrder(orderId, async (tx, order) => {
    const [tickets, venues] = await Promise.all([ticketsOf(tx, order.id), venuesOf(tx, order.id)]);
    const right = staffCancelRight(staff.member, staff.venueId, { ...order, venues }, tickets);
    if (right === 'withReason' && !staff.reason) return 'reasonNeeded';
    if (right !== 'allowed' && right !== 'withReason') return right;
    await cancelLocked(settlement, tx, order, tickets, {
      actor: 'staff',
      reason: staff.reason ?? staff.fallbackReason,
    });
    return 'cancelled';
  });
}

async function cancelLocked(
  settlement: Lifecycle['settlement'],
  tx: Tx,
  order: OrderRow,
  tickets: readonly TicketRow[],
  change: StatusChange,
): Promise<void> {
  const live = tickets.filter((ticket) => isLiveTicket(ticket.status));
  for (const ticket of live) {
    await updateTicket(tx, ticket, { status: 'cancelled' });
  }
  await updateOrder(tx, order.id, { status: 'cancelled' });
  await recordEvents(tx, [
    ...live.map((ticket) =>
      ticketEvent(order.id, ticket.venueId, ticket.status, 'cancelled', change),
    ),
    orderEvent(order, 'cancelled', change),
  ]);
  await orderMoved(tx, order, 'cancelled');
  await settlement.settleMoney(tx, { ...order, status: 'cancelled' });
  // Each kitchen that has the ticket stops: a letter to the venue.
  await enqueue(
    tx,
    live.map((ticket) =>
      outboxEvent('email.venue-cancelled', { orderId: order.id, venueId: ticket.venueId }),
    ),
  );
  await announce(tx, order.id);
}
