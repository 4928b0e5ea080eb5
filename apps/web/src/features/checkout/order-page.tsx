/** `/order/:id?key=…`: the order confirmation (SPEC.md §2 "Order confirmation", API.md "Orders"). */
import { skipToken } from '@reduxjs/toolkit/query';
import { formatPrice } from '@storefront/contract/money';
import { formatOrderNumber, type OrderView } from '@storefront/contract/orders';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorStatus } from '../../lib/api';
import { Skeleton } from '../../ui/skeleton';
import styles from './order-page.module.css';
import { useGetOrderQuery } from './orders-api';

export const PAYMENT_POLL_MS = 3000;
export const PAYMENT_WAIT_MS = 2 * 60_000;

function orderId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function OrderPage() {
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = orderId(params.id);
  const key = search.get('key');

  // An online payment is confirmed by the provider a little later: ask again for a while.
  const [polling, setPolling] = useState(true);
  const [awaitingPayment, setAwaitingPayment] = useState(false);
  const { data, error, refetch } = useGetOrderQuery(id === null ? skipToken : { id, key }, {
    pollingInterval: awaitingPayment && polling ? PAYMENT_POLL_MS : 0,
  });
  const pending = data?.payment.method === 'ONLINE' && data.payment.status === 'pending';
  useEffect(() => setAwaitingPayment(pending), [pending]);
  useEffect(() => {
    if (!awaitingPayment || !polling) return;
    const timer = setTimeout(() => setPolling(false), PAYMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaitingPayment, polling]);

  // SPEC §7: an order that cannot be shown sends the guest to /404. A failed repeat of a
  // payment check keeps what is already shown.
  const failed = id === null || (error !== undefined && (!data || errorStatus(error) === 404));
  useEffect(() => {
    if (failed) navigate('/404', { replace: true });
  }, [failed, navigate]);

  if (!data || id === null) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton className={styles.loading} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1>ЗАКАЗ ОФОРМЛЕН</h1>
      <p className={styles.number}>Номер заказа: {formatOrderNumber(data.id)}</p>
      <p className={styles.lead}>
        Письмо с деталями заказа отправлено на вашу почту. Оператор свяжется с вами в течение 15
        минут.
      </p>
      <PaymentStatus
        order={data}
        gaveUp={!polling}
        onRetry={() => {
          setPolling(true);
          void refetch();
        }}
      />
      <ul className={styles.items}>
        {data.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.name}>{item.name}</span>
            <span className={styles.count}>{item.count}&nbsp;шт.</span>
            <span className={styles.sum}>{formatPrice(item.sum)}</span>
          </li>
        ))}
      </ul>
      {data.deliveryFee > 0 && (
        <p className={styles.row}>
          <span>Доставка</span>
          <span>{formatPrice(data.deliveryFee)}</span>
        </p>
      )}
      <p className={`${styles.row} ${styles.total}`}>
        <span>Итого</span>
        <span>{formatPrice(data.sum)}</span>
      </p>
      <Link className={styles.back} to="/menu">
        ВЕРНУТЬСЯ В МЕНЮ
      </Link>
    </div>
  );
}

interface PaymentStatusProps {
  order: OrderView;
  /** two minutes passed without an answer from the payment provider */
  gaveUp: boolean;
  onRetry: () => void;
}

function PaymentStatus({ order, gaveUp, onRetry }: PaymentStatusProps) {
  if (order.payment.method !== 'ONLINE') return null;
  const { status } = order.payment;
  return (
    <div
      className={`${styles.payment} ${status === 'canceled' ? styles.failed : ''}`}
      role="status"
    >
      {status === 'succeeded' && <p>Оплата прошла успешно</p>}
      {status === 'canceled' && <p>Оплата не прошла</p>}
      {status === 'pending' && (
        <>
          <p>Ожидаем подтверждение оплаты…</p>
          {gaveUp && (
            <button type="button" className={styles.retry} onClick={onRetry}>
              Проверить ещё раз
            </button>
          )}
        </>
      )}
    </div>
  );
}
