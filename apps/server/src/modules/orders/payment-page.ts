/** The online payment's page: made at the provider once per attempt, and the order's answer. */

import { toRoubles } from '@storefront/contract/money';
import {
  type CreateOrderResponse,
  formatOrderNumber,
  isOnlinePayment,
} from '@storefront/contract/orders';
import type { PaymentProvider } from '../../adapters/payments/payments';
import { AppError } from '../../lib/app-error';
import { ticketSendTimes } from '../kitchen/order-time';
import type { AnsweredOrder } from './insert-order';
import { toProviderReceipt } from './money';
import { type OrderRow, updateOrder } from './repository';
import type { OrdersServiceOptions } from './service';

const HOUR = 3_600_000;

export function createPaymentPages(options: OrdersServiceOptions) {
  const { db, payments, lifecycle } = options;

  const confirmationPath = (order: Pick<OrderRow, 'id' | 'accessKey'>) =>
    `/order/${order.id}?key=${order.accessKey}`;
  /** The guest comes back to the address they left from, unless the site's address is fixed. */
  const siteUrl = (origin: string | undefined) =>
    options.publicUrl ?? origin ?? options.fallbackUrl ?? 'http://localhost:3000';

  /**
   * Whether the order's kitchens take it later than a card hold lasts (its last ticket is sent
   * later than PAYMENT_HOLD_HOURS less an hour for them to accept): a pre-order days ahead.
   */
  async function outlastsHold(orderId: number): Promise<boolean> {
    if (options.paymentHoldHours === undefined) return false;
    const sendTimes = [...(await ticketSendTimes(db, orderId)).values()];
    if (sendTimes.length === 0) return false;
    const lastSent = Math.max(...sendTimes.map((at) => at.getTime()));
    const now = (options.now ?? (() => new Date()))().getTime();
    return lastSent + HOUR > now + options.paymentHoldHours * HOUR;
  }

  /**
   * The payment page of a pending online order, created if missing. A pending order without a
   * page that still holds a payment id is a retry after that (declined) payment: the id makes
   * the attempt's idempotence key, so repeated or concurrent retries share one new payment.
   */
  async function paymentPage(
    order: AnsweredOrder & { paymentId?: string | null },
    origin: string | undefined,
  ): Promise<string> {
    const previousPaymentId = order.paymentId ?? null;
    if (order.paymentUrl) return order.paymentUrl;
    let payment: Awaited<ReturnType<PaymentProvider['createPayment']>>;
    try {
      payment = await payments.createPayment({
        orderId: order.id,
        amountKopecks: order.totalKopecks,
        way: order.paymentMethod === 'SBP' ? 'sbp' : 'bank_card',
        chargeNow: order.paymentMethod !== 'SBP' && (await outlastsHold(order.id)),
        receipt: toProviderReceipt(await lifecycle.paymentReceipt(order.id)),
        description: `Заказ №${formatOrderNumber(order.id)}`,
        returnUrl: `${siteUrl(origin)}${confirmationPath(order)}`,
        idempotenceKey:
          previousPaymentId === null
            ? `order-${order.id}`
            : `order-${order.id}-after-${previousPaymentId}`,
      });
    } catch (error) {
      // The order stays pending; the same Idempotency-Key (or retry) resumes here.
      throw Object.assign(new AppError(502, 'paymentUnavailable'), { cause: error });
    }
    await updateOrder(db, order.id, {
      paymentId: payment.paymentId,
      paymentUrl: payment.confirmationUrl,
    });
    return payment.confirmationUrl;
  }

  /** The answer for an order: for online payment, its payment page (created if missing). */
  async function answer(order: AnsweredOrder, origin?: string): Promise<CreateOrderResponse> {
    const sum = toRoubles(order.totalKopecks);
    if (!isOnlinePayment(order.paymentMethod) || order.paymentStatus !== 'pending') {
      return { id: order.id, url: confirmationPath(order), sum };
    }
    return { id: order.id, url: await paymentPage(order, origin), sum };
  }

  return { paymentPage, answer };
}

export type PaymentPages = ReturnType<typeof createPaymentPages>;
