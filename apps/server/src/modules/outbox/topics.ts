/**
 * Every outbox topic with the payload it carries: the modules that write events and the handlers
 * that do the work agree through these types, not through bare strings.
 */
import type { OrderStatus } from '@storefront/contract/order-lifecycle';
import type { Db } from '../../db/client';
import { outboxEvents } from '../../db/schema';

export interface OutboxTopics {
  /** a venue's part of a confirmed order, to its POS */
  'pos.ticket': { orderId: number; venueId: number };
  /** a venue's ticket letter */
  'email.venue': { orderId: number; venueId: number };
  /** a venue's letter that the order it has a ticket of was cancelled */
  'email.venue-cancelled': { orderId: number; venueId: number };
  /** the guest's letter that the order is placed */
  'email.guest': { orderId: number };
  /** the guest's letter that the order reached a status they are told of */
  'email.order-status': { orderId: number; status: GuestToldStatus };
  /** the guest's SMS that the order is ready or on the way */
  'sms.order-status': { orderId: number; status: GuestToldStatus };
  /** the guest's letter and SMS that a kitchen runs late, with the new time (issue 33) */
  'email.order-late': { orderId: number };
  'sms.order-late': { orderId: number };
  /** a capture, release or refund of the order's online money, done with the provider */
  'payment.operation': { operationId: number };
  /** the guest's letter that money came back, or that a card hold was released or ran out */
  'email.payment': { orderId: number; operationId: number | null; kind: GuestMoneyLetter };
  /** the venue's letter about a booking */
  'email.booking-venue': { bookingId: number };
  /** the guest's letter about a booking */
  'email.booking-guest': { bookingId: number };
  /** the guest's letter, and SMS, that the staff confirmed or declined the booking */
  'email.booking-status': { bookingId: number };
  'sms.booking-status': { bookingId: number };
  /** a done order's loyalty points, to its account (issue 32 item 2) */
  'loyalty.earn': { orderId: number };
  /** a new account's welcome bonus, when admins have it on */
  'loyalty.welcome': { userId: number };
  /** an order's promo code use and points it no longer uses go back (cancelled, declined) */
  'rewards.return': { orderId: number };
}

export type OutboxTopic = keyof OutboxTopics;

/** The statuses a guest is written about (issue 12 item 8). */
export type GuestToldStatus = Extract<OrderStatus, 'accepted' | 'ready' | 'onTheWay' | 'cancelled'>;

/** The money letters a guest gets (issue 13 item 4). */
export type GuestMoneyLetter = 'refunded' | 'holdExpired';

export interface OutboxEvent<T extends OutboxTopic = OutboxTopic> {
  topic: T;
  payload: OutboxTopics[T];
  /** not before this moment (a pre-order's ticket waits for its notice, issue 33); default: now */
  notBefore?: Date;
}

/** Handlers for some topics; the worker is given the union of every module's. */
export type OutboxHandlers = {
  [T in OutboxTopic]?: (payload: OutboxTopics[T]) => Promise<void>;
};

/** One event, typed: `outboxEvent('email.guest', { orderId })`. */
export function outboxEvent<T extends OutboxTopic>(
  topic: T,
  payload: OutboxTopics[T],
  notBefore?: Date,
): OutboxEvent<T> {
  return notBefore ? { topic, payload, notBefore } : { topic, payload };
}

type Writer = Pick<Db, 'insert'>;

/** Queues events in the caller's transaction: they run once it commits, never if it rolls back. */
export async function enqueue(tx: Writer, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(outboxEvents)
    .values(
      events.map(({ topic, payload, notBefore }) =>
        notBefore ? { topic, payload, nextAttemptAt: notBefore } : { topic, payload },
      ),
    );
}
