/** Order and payment status changes go through these tables, nowhere else. */
import type { OrderStatus, PaymentStatus } from '@storefront/contract/orders';

const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  /** placed; for online payment, waiting for it */
  new: ['accepted', 'cancelled'],
  /** every venue's kitchen has its ticket */
  accepted: ['cancelled'],
  cancelled: [],
};

const paymentTransitions: Record<PaymentStatus, readonly PaymentStatus[]> = {
  /** cash or card to the courier */
  notRequired: [],
  pending: ['succeeded', 'canceled'],
  succeeded: [],
  /**
   * declined or expired: the order waits, unsent, for the guest to pay again (a new payment) or
   * to pay the courier instead (decision 027)
   */
  canceled: ['pending', 'notRequired'],
};

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

export function canChangePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return paymentTransitions[from].includes(to);
}
