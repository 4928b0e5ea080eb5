/**
 * Where the order is, from the kitchen to the door (issue 12 item 7): each step with the time it
 * was reached, the current one marked, and the change read out by screen readers as it arrives.
 */

import { estimateTimeText } from '@storefront/contract/estimate-time';
import {
  type OrderStatus,
  orderStatusLabel,
  orderStatusNames,
} from '@storefront/contract/order-lifecycle';
import type { OrderView } from '@storefront/contract/orders';
import { formatVladivostokTime } from '../../lib/vladivostok-time';
import styles from './order-timeline.module.css';

/** The steps of an order of this kind, in order. */
function stepsOf(serviceType: OrderView['serviceType']): OrderStatus[] {
  return serviceType === 'DeliveryByClient'
    ? ['new', 'accepted', 'cooking', 'ready', 'collected']
    : ['new', 'accepted', 'cooking', 'ready', 'onTheWay', 'delivered'];
}

/**
 * The kitchens' promise (issue 33), as the stream or a fresh load brings it: '19:40' today,
 * '19:40, 30 ноября' on another day (a pre-order's moved time, a promise past midnight).
 */
function expectedText(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : estimateTimeText(at, Date.now());
}

export function OrderTimeline({ order }: { order: OrderView }) {
  const steps = stepsOf(order.serviceType);
  const reachedAt = new Map(order.timeline.map((entry) => [entry.status, entry.at]));
  const cancelled = order.status === 'cancelled';
  // A step skipped over (a kitchen that reported only "ready") still counts as passed.
  const current = cancelled
    ? Math.max(...order.timeline.map((entry) => steps.indexOf(entry.status)))
    : steps.indexOf(order.status);
  const cancelledAt = reachedAt.get('cancelled');

  return (
    <section className={styles.timeline} aria-labelledby="order-status-title">
      <h2 id="order-status-title" className={styles.title}>
        Статус заказа
      </h2>
      <p className="visually-hidden" aria-live="polite">
        {orderStatusLabel(order.status, order.serviceType)}
      </p>
      {order.expectedBy && (
        <p className={styles.expected}>
          Ожидаемое время{order.serviceType === 'DeliveryByCourier' ? ' доставки' : ''}:{' '}
          <time dateTime={order.expectedBy}>около {expectedText(order.expectedBy)}</time>
        </p>
      )}
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const at = reachedAt.get(step);
          const state = index < current ? 'done' : index === current && !cancelled ? 'now' : 'next';
          if (cancelled && index > current) return null;
          return (
            <li
              key={step}
              className={`${styles.step} ${styles[state]}`}
              aria-current={state === 'now' ? 'step' : undefined}
            >
              <span className={styles.name}>{orderStatusLabel(step, order.serviceType)}</span>
              {at && state !== 'next' && (
                <time className={styles.time} dateTime={at}>
                  {formatVladivostokTime(at)}
                </time>
              )}
            </li>
          );
        })}
        {cancelled && (
          <li className={`${styles.step} ${styles.cancelled}`} aria-current="step">
            <span className={styles.name}>{orderStatusNames.cancelled}</span>
            {cancelledAt && (
              <time className={styles.time} dateTime={cancelledAt}>
                {formatVladivostokTime(cancelledAt)}
              </time>
            )}
            {order.cancelReason && <span className={styles.reason}>{order.cancelReason}</span>}
          </li>
        )}
      </ol>
    </section>
  );
}
