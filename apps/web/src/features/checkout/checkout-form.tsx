/**
 * Step 2 of the basket page: the order form, blocks 01 (delivery) and 02 (contacts), SPEC.md §2,
 * §4 "Checkout", §5 "Checkout". Loaded only when the guest gets this far (react-hook-form and
 * the phone mask stay out of the basket page's first load).
 *
 * This file puts the blocks together around one react-hook-form form (each block reads it with
 * useFormContext); placing the order is use-place-order.ts.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CheckoutForm as CheckoutFormValues,
  checkoutFormSchema,
  defaultCheckoutForm,
} from '@storefront/contract/checkout';
import { isAsapAvailable } from '@storefront/contract/delivery-time';
import type { WeekHours } from '@storefront/contract/week-hours';
import { type ReactNode, useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useStore } from 'react-redux';
import { type RootState, useAppDispatch } from '../../app/hooks';
import { useGetDeliveryZonesQuery } from '../../lib/catalog-api';
import { AddressFields } from './address-fields';
import styles from './checkout-form.module.css';
import { checkoutFormChanged, selectCheckoutForm } from './checkout-slice';
import { CommentAndOptions } from './comment-and-options';
import { ContactFields } from './contact-fields';
import { DeliveryTimeFields } from './delivery-time-fields';
import { DeliveryWayFields } from './delivery-way-fields';
import { OrderSummary } from './order-summary';
import { PaymentFields } from './payment-fields';
import { rulesKeep } from './time-offer';
import { useAccountPrefill } from './use-account-prefill';
import { useNow } from './use-now';
import { useOrderTimeWeek } from './use-order-time-week';
import { type PlacedOrder, usePlaceOrder } from './use-place-order';
import { useSavedContacts, useSavedDeliverySettings } from './use-saved-delivery-settings';

/**
 * The mirrored values, minus a time choice that is no longer possible by today's rules (a
 * pre-order beyond their days stays: the kitchens' answer judges it).
 */
function startingValues(
  stored: CheckoutFormValues,
  now: Date,
  week: WeekHours,
): CheckoutFormValues {
  const values = { ...stored };
  if (values.timeMode === 'asap' && !isAsapAvailable(now, week)) values.timeMode = 'slot';
  if (values.slot !== '' && !rulesKeep(values.slot, now, week)) values.slot = '';
  return values;
}

interface CheckoutFormProps {
  /** back to the review step */
  onBack: () => void;
  /** the order is made: the page goes to `url` (the confirmation, or the payment page) */
  onPlaced: (answer: PlacedOrder) => void;
}

export function CheckoutForm({ onBack, onPlaced }: CheckoutFormProps) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const saved = useSavedDeliverySettings();
  const savedContacts = useSavedContacts();
  const now = useNow();
  // The basket is personal, so the form is the browser's alone: the hours are asked for here.
  const timeWeekOf = useOrderTimeWeek();
  const { data: zones } = useGetDeliveryZonesQuery();

  const [initialValues] = useState(() => {
    const stored = selectCheckoutForm(store.getState()) ?? defaultCheckoutForm;
    return startingValues(stored, now, timeWeekOf(stored.deliveryType));
  });
  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    // SPEC §4: an error shows once its field has been left, then follows every change.
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const { watch, handleSubmit } = form;

  // SPEC §4: form values are mirrored into shared state as they change.
  useEffect(() => {
    const subscription = watch((values) =>
      dispatch(checkoutFormChanged(values as CheckoutFormValues)),
    );
    return () => subscription.unsubscribe();
  }, [watch, dispatch]);

  useAccountPrefill(form, saved, savedContacts);
  const placeOrder = usePlaceOrder(form, zones, onPlaced);

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={handleSubmit(placeOrder)}>
        <div className={styles.blocks}>
          <Block id="checkout-block-delivery" number="01" title="ДАННЫЕ ДОСТАВКИ">
            <DeliveryWayFields saved={saved} />
            <DeliveryTimeFields now={now} weekOf={timeWeekOf} />
            <PaymentFields />
            <CommentAndOptions />
          </Block>
          <Block id="checkout-block-contacts" number="02" title="КОНТАКТНЫЕ ДАННЫЕ">
            <ContactFields />
            <AddressFields zones={zones} />
          </Block>
        </div>
        <OrderSummary zones={zones} onBack={onBack} />
      </form>
    </FormProvider>
  );
}

interface BlockProps {
  id: string;
  number: string;
  title: string;
  children: ReactNode;
}

/** One numbered block of the form. */
function Block({ id, number, title, children }: BlockProps) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        <span className={styles.blockNumber} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
