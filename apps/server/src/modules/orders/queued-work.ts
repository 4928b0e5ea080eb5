/**
 * The work a change of an order queues (outbox), in the lifecycle's transaction: the tickets and
 * letters of a confirmed order, and the guest's letter (and SMS) when the order moves on.
 */
import type { OrderStatus } from '@storefront/contract/order-lifecycle';
import { releaseKitchenTime, ticketSendTimes } from '../kitchen/order-time';
import {
  enqueue,
  type GuestToldStatus,
  type OutboxEvent,
  type OutboxTopic,
  outboxEvent,
} from '../outbox/topics';
import { DONE_ORDER_STATUSES } from './order-spend';
import { type OrderRow, type Tx, venuesOf } from './repository';

/** The topics a confirmed order's work is queued under, with the venue each is for. */
export interface ConfirmedOrderEvent {
  topic: Extract<OutboxTopic, 'pos.ticket' | 'email.venue' | 'email.guest'>;
  orderVenue: number | null;
  /** a pre-order's ticket reaches its kitchen then (issue 33); else at once */
  notBefore?: Date;
}

/**
 * The work an order needs once it is confirmed (placed, or paid online): tickets and letters. A
 * venue's ticket waits until `sendAt` says (a pre-order); its letter goes at once.
 */
export function confirmedOrderEvents(
  venueIds: readonly number[],
  guestHasEmail: boolean,
  sendAt: ReadonlyMap<number, Date> = new Map(),
): ConfirmedOrderEvent[] {
  const events: ConfirmedOrderEvent[] = [];
  for (const venueId of venueIds) {
    const notBefore = sendAt.get(venueId);
    events.push({ topic: 'pos.ticket', orderVenue: venueId, ...(notBefore ? { notBefore } : {}) });
    events.push({ topic: 'email.venue', orderVenue: venueId });
  }
  if (guestHasEmail) events.push({ topic: 'email.guest', orderVenue: null });
  return events;
}

export async function enqueueConfirmedOrder(tx: Tx, order: OrderRow): Promise<void> {
  const [venues, sendAt] = await Promise.all([
    venuesOf(tx, order.id),
    ticketSendTimes(tx, order.id),
  ]);
  const confirmed = confirmedOrderEvents(venues, Boolean(order.customerEmail), sendAt);
  const events: OutboxEvent[] = confirmed.map(({ topic, orderVenue, notBefore }) =>
    topic === 'email.guest' || orderVenue === null
      ? outboxEvent('email.guest', { orderId: order.id })
      : outboxEvent(topic, { orderId: order.id, venueId: orderVenue }, notBefore),
  );
  await enqueue(tx, events);
}

const GUEST_TOLD: readonly OrderStatus[] = ['accepted', 'ready', 'onTheWay', 'cancelled'];
/** Worth an SMS too: the guest has to act (come for it, or meet the courier). */
const GUEST_TEXTED: readonly OrderStatus[] = ['ready', 'onTheWay'];

/**
 * What the order reaching `status` causes, in the transaction that moved it: a letter (and for
 * some an SMS) to the guest, an account's loyalty points once it is done, and a message to every
 * server process, whose open order pages update. Statuses only move forward, so each letter goes at most once.
 */
export async function orderMoved(tx: Tx, order: OrderRow, status: OrderStatus): Promise<void> {
  const told = GUEST_TOLD.includes(status) ? (status as GuestToldStatus) : null;
  const events: OutboxEvent[] = [];
  if (told && order.customerEmail) {
    events.push(outboxEvent('email.order-status', { orderId: order.id, status: told }));
  }
  if (told && GUEST_TEXTED.includes(told)) {
    events.push(outboxEvent('sms.order-status', { orderId: order.id, status: told }));
  }
  // A done order of an account earns its points (the loyalty programme's, decision 083).
  if (DONE_ORDER_STATUSES.includes(status) && order.userId !== null) {
    events.push(outboxEvent('loyalty.earn', { orderId: order.id }));
  }
  // A cancelled order gives back its offers' uses and its points (nothing to give: a no-op).
  if (status === 'cancelled') {
    events.push(outboxEvent('rewards.return', { orderId: order.id }));
    // and gives its kitchens the time it took back (issue 33)
    await releaseKitchenTime(tx, order.id);
  }
  await enqueue(tx, events);
}
