/**
 * `/order/:id?key=…`: the order confirmation (SPEC.md §2 "Order confirmation", API.md "Orders").
 * It tells what happens next as it is: a letter only when an e-mail was given, a call only when
 * the guest did not ask to go without one, and for an online payment whether the money is there —
 * a declined payment is not a placed order, and the guest can pay again or pay the courier
 * (issue 9, decision 027).
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { addPrices, formatPrice } from '@storefront/contract/money';
import {
  formatOrderNumber,
  isOnlinePayment,
  type OrderView,
  onDeliveryPaymentMethods,
  paymentLabel,
} from '@storefront/contract/orders';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { errorStatus, errorType } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { formatVladivostokTime } from '../../lib/vladivostok-time';
import { Skeleton } from '../../ui/skeleton';
import { WeightPricedNote } from '../basket/basket-line-card';
import { clearBasket } from '../basket/basket-slice';
import { takeAwaitingPayment } from './awaiting-payment';
import { leaveSite } from './leave-site';
import styles from './order-page.module.css';
import { OrderTimeline } from './order-timeline';
import {
  useCancelOrderMutation,
  useGetOrderQuery,
  usePayOnDeliveryMutation,
  useRetryPaymentMutation,
} from './orders-api';
import { paymentMoneyTexts, paymentMoveText, paymentStateText } from './payment-texts';
import { isFollowed, useOrderEvents } from './use-order-events';

export const PAYMENT_POLL_MS = 3000;
export const PAYMENT_WAIT_MS = 2 * 60_000;

function orderId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** '2026-11-21 18:30:00.000' (the order's completeBefore) or '2026-11-21 18:30' → '21.11 в 18:30'. */
function formatSlot(slot: string): string {
  const [date = '', time = ''] = slot.split(' ');
  const [, month, day] = date.split('-');
  return `${day}.${month} в ${time.slice(0, 5)}`;
}

/** The order has gone to the kitchens: paid, held on the card, or paid on delivery. */
/** A hold released or run out once the kitchens had the order (a declined payment held nothing). */
function isReleasedHold(order: OrderView): boolean {
  return order.payment.status === 'canceled' && order.payment.held > 0;
}

function isSent(order: OrderView): boolean {
  const { status } = order.payment;
  return (
    status === 'succeeded' || status === 'held' || status === 'notRequired' || isReleasedHold(order)
  );
}

export function OrderPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const params = useParams();
  const [search] = useSearchParams();
  const id = orderId(params.id);
  const key = search.get('key');

  // An online payment is confirmed by the provider a little later: ask again for a while.
  const [polling, setPolling] = useState(true);
  const [awaitingPayment, setAwaitingPayment] = useState(false);
  // The order then changes by itself (kitchens, courier): the page follows it live.
  const [following, setFollowing] = useState(false);
  const fallbackPollMs = useOrderEvents(id === null ? null : { id, key }, following);
  const { data, error, refetch } = useGetOrderQuery(id === null ? skipToken : { id, key }, {
    pollingInterval: awaitingPayment && polling ? PAYMENT_POLL_MS : fallbackPollMs,
  });
  const followed = data !== undefined && isSent(data) && isFollowed(data);
  useEffect(() => setFollowing(followed), [followed]);
  const pending =
    data !== undefined && isOnlinePayment(data.payment.method) && data.payment.status === 'pending';
  useEffect(() => setAwaitingPayment(pending), [pending]);
  useEffect(() => {
    if (!awaitingPayment || !polling) return;
    const timer = setTimeout(() => setPolling(false), PAYMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaitingPayment, polling]);

  // The basket the guest left for the payment page is emptied once that order is accepted.
  const sent = data !== undefined && isSent(data);
  useEffect(() => {
    if (sent && id !== null && takeAwaitingPayment(id)) dispatch(clearBasket());
  }, [sent, id, dispatch]);

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

  const online = isOnlinePayment(data.payment.method);
  const cancelled = data.status === 'cancelled';
  // the fee before a free-delivery code: its discount is a row of its own below
  const deliveryBefore = data.discounts.reduce(
    (fee, discount) => (discount.delivery ? addPrices(fee, discount.amount) : fee),
    data.deliveryFee,
  );
  // Declined on an order still open: the guest may pay again. (A released hold is not this:
  // the kitchens already had the order.)
  const unpaid =
    online && data.payment.status === 'canceled' && !cancelled && !isReleasedHold(data);
  const money = online ? paymentMoneyTexts(data, unpaid) : [];
  const title = cancelled
    ? 'ЗАКАЗ ОТМЕНЁН'
    : sent
      ? 'ЗАКАЗ ОФОРМЛЕН'
      : unpaid
        ? 'ЗАКАЗ НЕ ОПЛАЧЕН'
        : 'ЗАКАЗ ОЖИДАЕТ ОПЛАТЫ';
  const pickup = data.serviceType === 'DeliveryByClient';

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.number}>Номер заказа: {formatOrderNumber(data.id)}</p>
      {sent && !cancelled && (data.emailGiven || data.operatorCall) && (
        <p className={styles.lead}>
          {data.emailGiven && 'Письмо с деталями заказа отправлено на вашу почту. '}
          {data.operatorCall && 'Оператор свяжется с вами в течение 15 минут.'}
        </p>
      )}
      {(sent || cancelled) && <OrderTimeline order={data} />}
      {online && !cancelled && data.payment.status !== 'held' && !isReleasedHold(data) && (
        <PaymentStatus
          order={data}
          orderKey={key}
          gaveUp={!polling}
          onRecheck={() => {
            setPolling(true);
            void refetch();
          }}
        />
      )}

      <dl className={styles.details}>
        <div>
          <dt>Время</dt>
          <dd>
            {data.completeBefore === null ? 'как можно скорее' : formatSlot(data.completeBefore)}
          </dd>
        </div>
        <div>
          <dt>{pickup ? 'Самовывоз' : 'Адрес доставки'}</dt>
          <dd>
            {pickup ? (
              <ul className={styles.places}>
                {data.pickupPlaces.map((place) => (
                  <li key={place.name}>
                    {place.name} — {place.street}
                  </li>
                ))}
              </ul>
            ) : (
              data.address
            )}
          </dd>
        </div>
        <div>
          <dt>Оплата</dt>
          <dd>
            {paymentLabel(data.payment.method, data.serviceType)},{' '}
            {paymentStateText(data.payment.status)}
          </dd>
        </div>
      </dl>
      {online && (
        // Present from the first paint, so that a capture or a refund arriving later is read out.
        <section className={styles.money} aria-label="Оплата заказа" aria-live="polite">
          {money.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {data.payment.history.length > 0 && (
            <ol className={styles.moneyHistory} aria-label="Движение денег">
              {data.payment.history.map((move) => (
                <li key={`${move.kind}-${move.at}-${move.amount}`}>
                  <time dateTime={move.at}>{formatVladivostokTime(move.at)}</time>{' '}
                  {paymentMoveText(move)}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}

      <ul className={styles.items} aria-label="Состав заказа">
        {data.items.map((item) => (
          // one dish may be two lines, chosen otherwise (never twice alike: the server merges)
          <li
            key={`${item.id}-${item.name}-${item.choice ?? ''}`}
            className={`${styles.item} ${item.declined ? styles.declined : ''}`}
          >
            <span className={styles.name}>
              {item.name}
              {item.choice && <span className={styles.choice}>{item.choice}</span>}
              {item.costPerGram && <WeightPricedNote />}
              {item.declined && !cancelled && (
                <span className={styles.declinedNote}>
                  Ресторан не может приготовить это блюдо, оно не войдёт в заказ
                </span>
              )}
            </span>
            <span className={styles.count}>{item.count}&nbsp;шт.</span>
            <span className={styles.sum}>{formatPrice(item.sum)}</span>
          </li>
        ))}
      </ul>
      {deliveryBefore > 0 && (
        <p className={styles.row}>
          <span>Доставка</span>
          <span>{formatPrice(deliveryBefore)}</span>
        </p>
      )}
      {data.discounts.map((discount) => (
        <p className={styles.row} key={discount.label}>
          <span>{discount.label}</span>
          <span>-{formatPrice(discount.amount)}</span>
        </p>
      ))}
      <p className={`${styles.row} ${styles.total}`}>
        <span>Итого</span>
        <span>{formatPrice(data.sum)}</span>
      </p>
      {data.canCancel && <CancelOrder order={data} orderKey={key} />}
      <Link className={styles.back} to="/menu">
        ВЕРНУТЬСЯ В МЕНЮ
      </Link>
    </div>
  );
}

/** 'Отменить заказ', asked twice: a guest's tap on a phone should not cancel dinner. */
function CancelOrder({ order, orderKey }: { order: OrderView; orderKey: string | null }) {
  const [cancelOrder, cancelling] = useCancelOrderMutation();
  const [asking, setAsking] = useState(false);
  return (
    <div className={styles.cancel}>
      {asking ? (
        <fieldset className={styles.choose}>
          <legend>Отменить заказ №{formatOrderNumber(order.id)}?</legend>
          <button
            type="button"
            className={styles.action}
            disabled={cancelling.isLoading}
            onClick={() => void cancelOrder({ id: order.id, key: orderKey })}
          >
            Да, отменить
          </button>
          <button
            type="button"
            className={styles.retry}
            disabled={cancelling.isLoading}
            onClick={() => setAsking(false)}
          >
            Нет
          </button>
        </fieldset>
      ) : (
        <button type="button" className={styles.retry} onClick={() => setAsking(true)}>
          Отменить заказ
        </button>
      )}
      {cancelling.error && (
        <p className={styles.error} role="alert">
          {errorText(cancelling.error, 'Не удалось связаться с сервером. Попробуйте ещё раз.')}
        </p>
      )}
    </div>
  );
}

interface PaymentStatusProps {
  order: OrderView;
  orderKey: string | null;
  /** two minutes passed without an answer from the payment provider */
  gaveUp: boolean;
  onRecheck: () => void;
}

function PaymentStatus({ order, orderKey, gaveUp, onRecheck }: PaymentStatusProps) {
  const [retryPayment, retry] = useRetryPaymentMutation();
  const [payOnDelivery, switchToDelivery] = usePayOnDeliveryMutation();
  const [choosing, setChoosing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const busy = retry.isLoading || switchToDelivery.isLoading || leaving;
  const failure = retry.error ?? switchToDelivery.error;
  const { status } = order.payment;
  const args = { id: order.id, key: orderKey };

  // The failure shown is the last try's: each try clears the other's.
  const payAgain = async () => {
    switchToDelivery.reset();
    const answer = await retryPayment(args);
    if (answer.data) {
      setLeaving(true);
      leaveSite(answer.data.url);
    }
  };

  const payAgainButton = (
    <button type="button" className={styles.action} disabled={busy} onClick={payAgain}>
      Оплатить ещё раз
    </button>
  );

  return (
    <div className={`${styles.payment} ${status === 'canceled' ? styles.failed : ''}`}>
      <div role="status">
        {status === 'succeeded' && <p>Оплата прошла успешно</p>}
        {status === 'canceled' && (
          <>
            <p>Оплата не прошла</p>
            <p className={styles.explain}>
              Заказ не оплачен и не передан на кухню. Оплатите его ещё раз или выберите оплату
              курьеру — тогда заказ сразу уйдёт на кухню.
            </p>
          </>
        )}
        {status === 'pending' && <p>Ожидаем подтверждение оплаты…</p>}
        {leaving && <p>Переходим на страницу оплаты…</p>}
      </div>
      {status === 'pending' && gaveUp && (
        <div className={styles.actions}>
          <button type="button" className={styles.retry} onClick={onRecheck}>
            Проверить ещё раз
          </button>
          {payAgainButton}
        </div>
      )}
      {status === 'canceled' && (
        <div className={styles.actions}>
          {payAgainButton}
          {choosing ? (
            <fieldset className={styles.choose}>
              <legend>Как оплатите?</legend>
              {onDeliveryPaymentMethods.map((method) => (
                <button
                  key={method}
                  type="button"
                  className={styles.action}
                  disabled={busy}
                  onClick={() => {
                    retry.reset();
                    void payOnDelivery({ ...args, payment: method });
                  }}
                >
                  {paymentLabel(method, order.serviceType)}
                </button>
              ))}
            </fieldset>
          ) : (
            <button
              type="button"
              className={styles.retry}
              disabled={busy}
              onClick={() => setChoosing(true)}
            >
              {order.serviceType === 'DeliveryByClient'
                ? 'Оплатить при получении'
                : 'Оплатить курьеру'}
            </button>
          )}
        </div>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {paymentRefusalText(failure)}
        </p>
      )}
    </div>
  );
}

/**
 * Why paying again, or on delivery, was refused: the dishes the kitchens stopped since by name, or
 * the delivery rule the address breaks now, in the server's words (its `fields`).
 */
function paymentRefusalText(failure: unknown): string {
  const text = errorText(failure, 'Не удалось связаться с сервером. Попробуйте ещё раз.');
  const { fields } = (failure as { data?: { fields?: object } }).data ?? {};
  const said = Object.values(fields ?? {}).join(', ');
  if (!said) return text;
  return errorType(failure) === 'productUnavailable' ? `${text}: ${said}` : said;
}
