/**
 * An order's payment changes only on the provider's word, re-read from the provider (never from
 * a notification body or the return URL), and only through the status tables.
 */
import type { PaymentStatus } from '@storefront/contract/orders';
import { eq } from 'drizzle-orm';
import type { PaymentProvider, PaymentState } from '../../adapters/payments/payments';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { canChangePaymentStatus } from '../orders/order-status';
import { enqueueConfirmedOrder } from '../orders/service';

const paymentStatusOf: Record<PaymentState, PaymentStatus> = {
  pending: 'pending',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

export function createPaymentsService({ db, provider }: { db: Db; provider: PaymentProvider }) {
  return {
    /** Applies the provider's current state of a payment; harmless to repeat. */
    async refresh(paymentId: string): Promise<PaymentStatus | null> {
      // An id no order has is not asked about: the provider would answer 404, and the
      // notification's sender would retry an error for a day (issue 10 item 11).
      const [known] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.paymentId, paymentId));
      if (!known) return null;
      const payment = await provider.getPayment(paymentId);
      const next = paymentStatusOf[payment.state];
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.paymentId, paymentId))
          .for('update');
        if (!order) return null;
        const current = order.paymentStatus as PaymentStatus;
        // Only this payment's own outcome: a declined one leaves the order waiting, unsent, for
        // the guest to pay again or to choose paying the courier (decision 027).
        if (current !== 'pending' || !canChangePaymentStatus(current, next)) return current;
        await tx.update(orders).set({ paymentStatus: next }).where(eq(orders.id, order.id));
        if (next === 'succeeded') await enqueueConfirmedOrder(tx, order);
        return next;
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
