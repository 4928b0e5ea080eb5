/** 'ИСТОРИЯ ЗАКАЗОВ' (SPEC.md §2 "Account"): the guest's orders, newest first, each repeatable. */
import { accountMessages, type OrderHistoryEntry } from '@storefront/contract/accounts';
import { formatPrice } from '@storefront/contract/money';
import { orderStatusLabel } from '@storefront/contract/order-lifecycle';
import { formatOrderNumber } from '@storefront/contract/orders';
import { formatVenueDateTime } from '@storefront/contract/venue-clock';
import { Link } from 'react-router';
import { useGetOrdersHistoryQuery } from '../../lib/account-api';
import { Skeleton } from '../../ui/skeleton';
import styles from './account-page.module.css';
import { useRepeatOrder } from './repeat-order';

/** Orders happen in Vladivostok: their time is shown there, whatever the browser's zone. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatVenueDateTime(date);
}

export function formatOrderAddress(address: OrderHistoryEntry['address']): string {
  if (!address) return 'Самовывоз';
  const parts = [`${address.street.name}, д. ${address.house}`];
  if (address.flat) parts.push(`кв. ${address.flat}`);
  return `${address.street.city}, ${parts.join(', ')}`;
}

const newestFirst = (a: OrderHistoryEntry, b: OrderHistoryEntry) =>
  Date.parse(b.date) - Date.parse(a.date) || b.id - a.id;

export function HistoryTab({ token }: { token: string }) {
  const { data, isError, refetch } = useGetOrdersHistoryQuery(token);
  const [repeat, running] = useRepeatOrder();

  if (!data) {
    if (isError) {
      return (
        <p className={styles.status} role="alert">
          Не удалось загрузить историю заказов.{' '}
          <button type="button" className={styles.textButton} onClick={refetch}>
            Повторить
          </button>
        </p>
      );
    }
    return <Skeleton className={styles.loading} />;
  }
  if (data.length === 0) return <p className={styles.status}>{accountMessages.historyEmpty}</p>;

  return (
    <ol className={styles.orders}>
      {[...data].sort(newestFirst).map((order) => {
        const number = formatOrderNumber(order.id);
        return (
          <li key={order.id}>
            <article className={styles.order} aria-labelledby={`order-${order.id}`}>
              <header className={styles.orderHead}>
                <h2 id={`order-${order.id}`} className={styles.orderTitle}>
                  <Link to={`/order/${order.id}`}>Заказ № {number}</Link>
                </h2>
                <time className={styles.muted} dateTime={order.date}>
                  {formatOrderDate(order.date)}
                </time>
              </header>
              <p className={styles.orderStatus}>
                {orderStatusLabel(
                  order.status,
                  order.address ? 'DeliveryByCourier' : 'DeliveryByClient',
                )}
              </p>
              <p className={styles.orderAddress}>{formatOrderAddress(order.address)}</p>
              <ul className={styles.orderItems}>
                {order.items.map((item) => (
                  <li
                    key={`${item.special}-${item.id}-${item.choiceText ?? ''}`}
                    className={styles.orderItem}
                  >
                    <span className={styles.orderItemName}>
                      {item.name}
                      {item.choiceText && (
                        <span className={styles.orderItemChoice}>{item.choiceText}</span>
                      )}
                    </span>
                    <span className={styles.muted}>{item.count} шт.</span>
                    <span>{formatPrice(item.summa)}</span>
                  </li>
                ))}
              </ul>
              {order.deliveryFee > 0 && (
                <p className={styles.orderFee}>
                  <span>Доставка</span>
                  <span>{formatPrice(order.deliveryFee)}</span>
                </p>
              )}
              <div className={styles.orderFoot}>
                {/* What the guest paid: the dishes and the delivery. */}
                <p className={styles.orderTotal}>Итого: {formatPrice(order.sum)}</p>
                <button
                  type="button"
                  className={styles.primaryButton}
                  disabled={running !== null}
                  aria-describedby={`order-${order.id}`}
                  onClick={() => void repeat(order.id, order.items)}
                >
                  {running === order.id ? 'ДОБАВЛЯЕМ…' : 'ПОВТОРИТЬ ЗАКАЗ'}
                </button>
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
