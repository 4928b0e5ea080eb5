/** An order cancelled, by the guest, the staff or the system, with its live tickets and money. */
import { enqueue, outboxEvent } from '../outbox/topics';
import type { Lifecycle } from './lifecycle';
import { announce, orderEvent, type StatusChange, ticketEvent } from './order-events';
import { orderMoved } from './queued-work';
import { recordEvents, ticketsOf, updateOrder, updateTicket } from './repository';
import { canChangeOrderStatus, guestMayCancel, isLiveTicket } from './transitions';

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
    return true;
  });
  return cancelled ?? false;
}
