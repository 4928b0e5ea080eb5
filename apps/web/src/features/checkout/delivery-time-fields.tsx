/**
 * Block 01: when the order is wanted, as soon as possible or in a slot (SPEC.md §4), as the
 * kitchens can keep it (issue 33 items 3–4): the checkout asks them for the basket
 * (POST /api/kitchen/times, kitchen-times/, a chunk of its own loaded with the form) and offers
 * their promise, their slots up to the days ahead they take pre-orders for, and why sooner times
 * are not offered. Until they answer, or when they cannot be asked, today's rules stand in — the
 * hours staff set: the courier's, or for pickup the counters' (the form passes them in) — and the
 * order decides.
 */
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import { formatDeliveryHours } from '@storefront/contract/delivery-time';
import { lazy, Suspense, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useAppSelector } from '../../app/hooks';
import { useOfflineMessages } from '../../ui/venue-pause-notice';
import { basketVenueIds, selectBasketLines } from '../basket/basket-slice';
import styles from './checkout-form.module.css';
import { TimeChoice } from './time-choice';
import { offerOfRules } from './time-offer';
import type { TimeWeekOf } from './use-order-time-week';

const KitchenTimeChoice = lazy(async () => ({
  default: (await import('./kitchen-times/kitchen-time-choice')).KitchenTimeChoice,
}));

/**
 * `now`: the form's clock, the one its starting values were checked against; `weekOf`: the hours
 * of delivery or of pickup (until their answer comes, the defaults, and the choice is checked
 * again when it does, or when the guest switches between the two).
 */
export function DeliveryTimeFields({ now, weekOf }: { now: Date; weekOf: TimeWeekOf }) {
  // A kitchen off line takes orders for a later time only (issue 15 item 3).
  const offline = useOfflineMessages(basketVenueIds(useAppSelector(selectBasketLines)));
  const { watch } = useFormContext<CheckoutFormValues>();
  const courier = watch('deliveryType') === 'DeliveryByCourier';
  const week = weekOf(watch('deliveryType'));
  const slot = watch('slot');
  const asapOpen = offline.length === 0;
  const rules = useMemo(() => offerOfRules(now, week, asapOpen, slot), [now, week, asapOpen, slot]);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Когда вам удобно получить заказ?</legend>
      <Suspense fallback={<TimeChoice offer={rules} />}>
        <KitchenTimeChoice rules={rules} now={now} asapOpen={asapOpen} />
      </Suspense>
      <p className={styles.note}>
        {courier ? 'Время работы доставки' : 'Время самовывоза'}: {formatDeliveryHours(week)}
      </p>
      {offline.map((message) => (
        <p key={message} className={styles.note}>
          {message}
        </p>
      ))}
    </fieldset>
  );
}
