import { orderStatuses, paymentStatuses } from '@storefront/contract/orders';
import { describe, expect, it } from 'vitest';
import { canChangeOrderStatus, canChangePaymentStatus } from './order-status';

describe('order status transitions', () => {
  it('allows exactly these changes', () => {
    const allowed = orderStatuses.flatMap((from) =>
      orderStatuses.filter((to) => canChangeOrderStatus(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['new→accepted', 'new→cancelled', 'accepted→cancelled']);
  });
});

describe('payment status transitions', () => {
  it('a pending payment settles once; a declined one is tried again or paid to the courier', () => {
    const allowed = paymentStatuses.flatMap((from) =>
      paymentStatuses.filter((to) => canChangePaymentStatus(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'pending→succeeded',
      'pending→canceled',
      'canceled→notRequired',
      'canceled→pending',
    ]);
  });
});
