/** The order's history entries and the word to every process that the order changed. */
import type { OrderActor, OrderStatus, TicketStatus } from '@storefront/contract/order-lifecycle';
import type { PaymentStatus } from '@storefront/contract/orders';
import { channels, notify } from '../../db/notifications';
import type { NewOrderEvent, OrderRow, Tx } from './repository';

/** Who made a change, and why (shown to staff, and to the guest for a cancellation). */
export interface StatusChange {
  actor: OrderActor;
  reason?: string | null;
}

/** Every process's open pages of this order look again once the transaction commits. */
export const announce = (tx: Tx, orderId: number) => notify(tx, channels.order, String(orderId));

export const orderEvent = (
  order: OrderRow,
  to: OrderStatus,
  change: StatusChange,
): NewOrderEvent => ({
  orderId: order.id,
  subject: 'order',
  fromStatus: order.status,
  toStatus: to,
  actor: change.actor,
  reason: change.reason ?? null,
});

export const paymentEvent = (
  order: OrderRow,
  to: PaymentStatus,
  change: StatusChange,
): NewOrderEvent => ({
  orderId: order.id,
  subject: 'payment',
  fromStatus: order.paymentStatus,
  toStatus: to,
  actor: change.actor,
  reason: change.reason ?? null,
});

export const ticketEvent = (
  orderId: number,
  venueId: number,
  from: TicketStatus | null,
  to: TicketStatus,
  change: StatusChange,
): NewOrderEvent => ({
  orderId,
  subject: 'ticket',
  venueId,
  fromStatus: from,
  toStatus: to,
  actor: change.actor,
  reason: change.reason ?? null,
});
