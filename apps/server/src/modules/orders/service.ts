/**
 * The orders module's door for guests (API.md "Orders"): placing an order (place-order.ts), its
 * page (order-view.ts), paying again or on delivery after a declined payment, and cancelling —
 * each a use case of its own, over the lifecycle that owns every change of an order.
 */
import { GUEST_CANCEL_REASON } from '@storefront/contract/order-lifecycle';
import { isOnlinePayment, type OrderView, type PaymentWays } from '@storefront/contract/orders';
import type { Geocoder } from '../../adapters/geocoder/yandex-geocoder';
import type { PaymentProvider } from '../../adapters/payments/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { DeliveryRestrictionsCheck } from './delivery-restrictions-check';
import type { OrderLifecycle } from './lifecycle';
import { accessibleOrder, type OrderAccess } from './order-access';
import { createOrderChecks } from './order-checks';
import type { OrderLimits } from './order-limits';
import type { OrderRewards } from './order-rewards';
import { orderView } from './order-view';
import { createPaymentPages } from './payment-page';
import { createPlaceOrder } from './place-order';
import { venuesOf } from './repository';
import type { StopListCheck, StopListCheckLog } from './stop-list-check';

export interface OrdersServiceOptions {
  db: Db;
  payments: PaymentProvider;
  lifecycle: OrderLifecycle;
  /** the site's configured address (PUBLIC_URL); null: the guest's own origin is used */
  publicUrl: string | null;
  /** where the guest returns when neither PUBLIC_URL nor the request's origin is known */
  fallbackUrl?: string;
  imageUrlTemplate?: string;
  now?: () => Date;
  /** limits on anonymous unpaid orders; absent: none (a logged-in guest is never limited) */
  limits?: OrderLimits;
  /** SBP is offered (PAYMENT_SBP); a card online always is */
  sbp?: boolean;
  /** the POS's stop-list check before an order is taken (POS=iiko); absent: none */
  stopListCheck?: StopListCheck;
  /** told when the check refused dishes the menu still offers: the stop lists are read again */
  onStopListed?: () => void;
  /** the POS's word on a courier order's address before it is taken (POS=iiko); absent: none */
  deliveryRestrictionsCheck?: DeliveryRestrictionsCheck;
  /** finds an address's point for that check (YANDEX_GEOCODER_KEY); absent: iiko reads it */
  geocoder?: Geocoder;
  log?: StopListCheckLog;
  /** promo codes and loyalty points (the promotions module); absent: an order asking is refused */
  rewards?: OrderRewards;
  /**
   * how long a card hold is kept before it is released (PAYMENT_HOLD_HOURS): a card pre-order
   * its kitchens take later than that is charged at once instead (issue 33); absent: always held
   */
  paymentHoldHours?: number;
}

export function createOrdersService(options: OrdersServiceOptions) {
  const { db, lifecycle } = options;
  const checks = createOrderChecks(options);
  const pages = createPaymentPages(options);

  return {
    createOrder: createPlaceOrder(options, checks, pages),

    /**
     * 'Оплатить ещё раз': a declined online payment is replaced by a new one for the same order;
     * an abandoned (still pending) one is offered again.
     */
    async retryPayment(id: number, access: OrderAccess, origin?: string): Promise<{ url: string }> {
      const order = await accessibleOrder(db, id, access);
      if (!isOnlinePayment(order.paymentMethod) || order.status === 'cancelled') {
        throw new AppError(409, 'orderNotPayable');
      }
      if (order.paymentStatus === 'pending') return { url: await pages.paymentPage(order, origin) };
      // A released hold's order went to the kitchens already: not paid again on the site.
      if (order.paymentStatus !== 'canceled' || order.heldKopecks > 0) {
        throw new AppError(409, 'orderNotPayable');
      }
      // The kitchens are asked again, as before the first payment: a dish stopped since, or an
      // address no longer delivered to, is not paid for (the guest can cancel the order or call).
      await checks.refuseStoredOrder(order);
      // Only one retry turns the declined payment into a new one; a racing one finds it pending.
      const reopened = await lifecycle.reopenPayment(id);
      if (!reopened) return this.retryPayment(id, access, origin);
      return { url: await pages.paymentPage(reopened, origin) };
    },

    /**
     * 'Оплатить курьеру': a declined online payment becomes cash or card on delivery, and the
     * order goes to the kitchens now.
     */
    async payOnDelivery(
      id: number,
      access: OrderAccess,
      payment: 'CASH' | 'BNCUR',
    ): Promise<OrderView> {
      const order = await accessibleOrder(db, id, access);
      // The order goes to the kitchens now: not to one that has paused orders since.
      await checks.refusePausedVenues(await venuesOf(db, id));
      await checks.refuseStoredOrder(order);
      const switched = await lifecycle.payOnDelivery(id, payment);
      if (!switched) throw new AppError(409, 'orderNotPayable');
      return this.viewOrder(id, access);
    },

    /**
     * 'Отменить заказ': the guest cancels while no kitchen has started and no money was taken;
     * else 409 `orderNotCancellable`.
     */
    async cancelOrder(id: number, access: OrderAccess): Promise<OrderView> {
      await accessibleOrder(db, id, access);
      const cancelled = await lifecycle.cancel(id, {
        actor: 'guest',
        reason: GUEST_CANCEL_REASON,
      });
      if (!cancelled) throw new AppError(409, 'orderNotCancellable');
      return this.viewOrder(id, access);
    },

    /** The online ways offered besides a card (the checkout shows 'СБП' only when it is). */
    paymentWays(): PaymentWays {
      return { sbp: options.sbp ?? false };
    },

    /** The confirmation page's view: with the order's key, or as its owner; else 404. */
    async viewOrder(id: number, access: OrderAccess): Promise<OrderView> {
      return orderView(db, await accessibleOrder(db, id, access));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
