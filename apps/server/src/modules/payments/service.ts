/**
 * An order's payment changes only on the provider's word, re-read from the provider (never from
 * a notification body or the return URL), and only through the order's lifecycle.
 */
import type { PaymentStatus } from '@storefront/contract/orders';
import type { PaymentProvider, PaymentState } from '../../adapters/payments/payments';
import type { Db } from '../../db/client';
import type { OrderLifecycle } from '../orders/lifecycle';
import { findOrderIdByPayment } from '../orders/repository';

const paymentStatusOf: Record<PaymentState, PaymentStatus> = {
  pending: 'pending',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

export function createPaymentsService({
  db,
  provider,
  lifecycle,
}: {
  db: Db;
  provider: PaymentProvider;
  lifecycle: OrderLifecycle;
}) {
  return {
    /** Applies the provider's current state of a payment; harmless to repeat. */
    async refresh(paymentId: string): Promise<PaymentStatus | null> {
      // An id no order has is not asked about: the provider would answer 404, and the
      // notification's sender would retry an error for a day (issue 10 item 11).
      const orderId = await findOrderIdByPayment(db, paymentId);
      if (orderId === undefined) return null;
      const payment = await provider.getPayment(paymentId);
      return (
        (await lifecycle.paymentSettled(orderId, paymentId, paymentStatusOf[payment.state])) ?? null
      );
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
