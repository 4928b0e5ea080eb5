/**
 * An order's payment changes only on the provider's word, re-read from the provider (never from
 * a notification body or the return URL), and only through the order's lifecycle. The captures,
 * releases and refunds the lifecycle decides are done here, from the outbox: each with the
 * idempotence key of its own row, so a retry after a crash or an outage never moves money twice.
 */
import { formatOrderNumber, type PaymentStatus } from '@storefront/contract/orders';
import type { PaymentProvider, ProviderRefund } from '../../adapters/payments/payments';
import type { Db } from '../../db/client';
import type { OrderLifecycle } from '../orders/lifecycle';
import { type KeyedReceipt, toProviderReceipt } from '../orders/money';
import {
  findOperation,
  findOperationByProviderId,
  findOrderIdByPayment,
  updateOperation,
} from '../orders/payment-records';
import { PermanentFailure } from '../outbox/worker';

/** A provider error that says the call will never succeed (YooKassa's 4xx): not retried. */
function isRefusal(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'retryable' in error &&
    (error as { retryable: unknown }).retryable === false
  );
}

export function createPaymentsService({
  db,
  provider,
  lifecycle,
}: {
  db: Db;
  provider: PaymentProvider;
  lifecycle: OrderLifecycle;
}) {
  /** Applies the provider's current state of a payment; harmless to repeat. */
  async function refresh(paymentId: string): Promise<PaymentStatus | null> {
    // An id no order has is not asked about: the provider would answer 404, and the
    // notification's sender would retry an error for a day (issue 10 item 11).
    const orderId = await findOrderIdByPayment(db, paymentId);
    if (orderId === undefined) return null;
    const payment = await provider.getPayment(paymentId);
    return (await lifecycle.paymentSettled(orderId, paymentId, payment)) ?? null;
  }

  async function applyRefund(operationId: number, refund: ProviderRefund): Promise<void> {
    if (refund.state === 'pending') {
      await updateOperation(db, operationId, { providerId: refund.refundId });
      // Asked again by the outbox's next attempt, or settled by refund.succeeded before that.
      throw new Error(`refund ${refund.refundId} is still pending`);
    }
    await lifecycle.operationDone(operationId, {
      state: refund.state,
      providerId: refund.refundId,
    });
  }

  return {
    refresh,

    /** refund.succeeded: the refund's row learns its outcome, re-read from the provider. */
    async refreshRefund(refundId: string): Promise<boolean> {
      const operation = await findOperationByProviderId(db, refundId);
      if (!operation) return false;
      const refund = await provider.getRefund(refundId);
      if (refund.state !== 'pending') {
        await lifecycle.operationDone(operation.id, {
          state: refund.state,
          providerId: refund.refundId,
        });
      }
      return true;
    },

    /** The outbox's `payment.operation`: one capture, release or refund, done with the provider. */
    async runOperation(operationId: number): Promise<void> {
      const operation = await findOperation(db, operationId);
      if (!operation || operation.state !== 'pending') return;
      const idempotenceKey = `operation-${operation.id}`;
      const receipt = toProviderReceipt(operation.receipt as KeyedReceipt | null);
      try {
        if (operation.kind === 'capture') {
          await provider.capturePayment({
            paymentId: operation.paymentId,
            amountKopecks: operation.amountKopecks,
            receipt,
            idempotenceKey,
          });
          await lifecycle.operationDone(operation.id, { state: 'succeeded' });
        } else if (operation.kind === 'release') {
          await provider.cancelPayment({ paymentId: operation.paymentId, idempotenceKey });
          await lifecycle.operationDone(operation.id, { state: 'succeeded' });
        } else if (operation.kind === 'refund') {
          const refund = operation.providerId
            ? await provider.getRefund(operation.providerId)
            : await provider.createRefund({
                paymentId: operation.paymentId,
                amountKopecks: operation.amountKopecks,
                description: `Возврат по заказу №${formatOrderNumber(operation.orderId)}`,
                receipt,
                idempotenceKey,
              });
          await applyRefund(operation.id, refund);
        }
      } catch (error) {
        if (!isRefusal(error)) throw error;
        // Refused for good (the hold ran out, the amount is wrong): the operation is over, and
        // the payment's own state, re-read, tells the order what really happened.
        const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
        await lifecycle.operationDone(operation.id, { state: 'canceled', reason });
        await refresh(operation.paymentId);
        throw new PermanentFailure(reason);
      }
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
