/** `/basket`: review the basket, then the order form (SPEC.md §2 "Basket page", §4 "Checkout"). */
import { basketLineId } from '@storefront/contract/basket-rules';
import { formatPrice } from '@storefront/contract/money';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BasketLineCard } from '../../features/basket/basket-line-card';
import {
  basketVenueIds,
  clearBasket,
  selectBasketLines,
  selectBasketTotal,
} from '../../features/basket/basket-slice';
import { rememberAwaitingPayment } from '../../features/checkout/awaiting-payment';
import { isSameSiteUrl, leaveSite } from '../../features/checkout/leave-site';
import { toast } from '../../lib/toast';
import { Skeleton } from '../../ui/skeleton';
import { VenuePauseNotice } from '../../ui/venue-pause-notice';
import { useAppDispatch, useAppSelector } from '../hooks';
import styles from './basket-page.module.css';

const loadForm = () => import('../../features/checkout/checkout-form');
const CheckoutForm = lazy(async () => ({ default: (await loadForm()).CheckoutForm }));

type Step = 'review' | 'form';

/** The form step is a history entry of its own (issue 9): the phone's Back returns to review. */
interface BasketHistoryState {
  step?: Step;
  message?: unknown;
}

export function BasketPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const lines = useAppSelector(selectBasketLines);
  const total = useAppSelector(selectBasketTotal);
  const historyState = location.state as BasketHistoryState | null;
  const step: Step = historyState?.step === 'form' ? 'form' : 'review';
  const [leaving, setLeaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const empty = lines.length === 0;

  // SPEC §2: a page opened with a message in navigation state greets with it.
  const message: unknown = historyState?.message;
  useEffect(() => {
    if (typeof message !== 'string' || message === '') return;
    // The id keeps a re-run (StrictMode, back and forth) from stacking the same toast.
    toast.success(message, { toastId: `basket-message:${message}` });
    navigate('.', { replace: true, state: null });
  }, [message, navigate]);

  // The form's code is fetched while the guest reviews, so the next step opens at once.
  useEffect(() => {
    if (!empty) void loadForm();
  }, [empty]);

  // SPEC §4: a new step starts at the top; focus follows for keyboard and screen readers — unless
  // the guest has already moved into the new step (a field clicked before the next frame): focus
  // taken from a field mid-typing would send the rest of the word nowhere.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo(0, 0);
    const focusedBefore = document.activeElement;
    requestAnimationFrame(() => {
      const focused = document.activeElement;
      const movedOn = focused !== focusedBefore && focused !== null && focused !== document.body;
      if (!movedOn) heading.current?.focus({ preventScroll: true });
    });
  }, [step]);

  const toForm = () => navigate('.', { state: { step: 'form' } satisfies BasketHistoryState });
  // Back to review is the history entry the form step was pushed over (kept across a reload).
  const toReview = () => navigate(-1);

  const onPlaced = ({ id, url }: { id: number; url: string }) => {
    if (isSameSiteUrl(url)) {
      // Cash or card on delivery: the order is on its way to the kitchen.
      dispatch(clearBasket());
      navigate(url, { replace: true });
    } else {
      // Online payment: the basket waits until the order is paid (the confirmation page clears
      // it), so that a declined payment loses nothing.
      rememberAwaitingPayment(id);
      setLeaving(true);
      leaveSite(url);
    }
  };

  if (leaving) {
    return (
      <div className={styles.page}>
        <h1>ОПЛАТА</h1>
        <p className={styles.status} role="status">
          Переходим на страницу оплаты…
        </p>
      </div>
    );
  }

  const form = step === 'form' && !empty;
  return (
    <div className={`${styles.page} ${form ? styles.wide : ''}`}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {form ? 'ОФОРМЛЕНИЕ ЗАКАЗА' : 'КОРЗИНА'}
      </h1>
      {form ? (
        <Suspense fallback={<Skeleton className={styles.formLoading} />}>
          <CheckoutForm onBack={toReview} onPlaced={onPlaced} />
        </Suspense>
      ) : (
        <>
          {empty ? (
            <div className={styles.empty}>
              <p>В данное время корзина пуста!</p>
              <Link to="/menu">Перейти в меню</Link>
            </div>
          ) : (
            <>
              <VenuePauseNotice venueIds={basketVenueIds(lines)} />
              <ul className={styles.lines}>
                {lines.map((line) => (
                  <BasketLineCard key={basketLineId(line)} line={line} />
                ))}
              </ul>
              <p className={styles.total}>
                Итого: <strong>{formatPrice(total)}</strong>
              </p>
            </>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.next} disabled={empty} onClick={toForm}>
              ПЕРЕЙТИ К ОФОРМЛЕНИЮ
            </button>
          </div>
        </>
      )}
    </div>
  );
}
