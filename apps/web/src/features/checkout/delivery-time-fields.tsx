/**
 * Block 01: when the order is wanted, as soon as possible or in a slot (SPEC.md §4), within the
 * hours staff set: the courier's, or for pickup the counters' (the form passes them in).
 */
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import {
  type DeliverySlot,
  deliverySlots,
  formatDeliveryHours,
  isAsapAvailable,
} from '@storefront/contract/delivery-time';
import { useEffect, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useAppSelector } from '../../app/hooks';
import { Choice, choicesClassName } from '../../ui/choice';
import { FieldError, FormField, fieldAria, inputClassName } from '../../ui/form-field';
import { useOfflineMessages } from '../../ui/venue-pause-notice';
import { basketVenueIds, selectBasketLines } from '../basket/basket-slice';
import styles from './checkout-form.module.css';
import type { TimeWeekOf } from './use-order-time-week';

/**
 * `now`: the form's clock, the one its starting values were checked against; `weekOf`: the hours
 * of delivery or of pickup (until their answer comes, the defaults, and the choice is checked
 * again when it does, or when the guest switches between the two).
 */
export function DeliveryTimeFields({ now, weekOf }: { now: Date; weekOf: TimeWeekOf }) {
  // A kitchen off line takes orders for a later time only (issue 15 item 3).
  const offline = useOfflineMessages(basketVenueIds(useAppSelector(selectBasketLines)));
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const courier = watch('deliveryType') === 'DeliveryByCourier';
  const week = weekOf(watch('deliveryType'));
  const asapAvailable = isAsapAvailable(now, week) && offline.length === 0;
  const slots = useMemo(() => deliverySlots(now, week), [now, week]);

  // Delivery hours end while the page is open, a chosen slot passes, or the stored week differs
  // from the default the form started with.
  const timeMode = watch('timeMode');
  const slot = watch('slot');
  useEffect(() => {
    if (timeMode === 'asap' && !asapAvailable) setValue('timeMode', 'slot');
    if (slot !== '' && !slots.some((offered) => offered.value === slot)) setValue('slot', '');
  }, [timeMode, slot, asapAvailable, slots, setValue]);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Когда вам удобно получить заказ?</legend>
      <div className={choicesClassName}>
        {asapAvailable && (
          <Choice
            id="checkout-asap"
            label="как можно скорее"
            value="asap"
            field={register('timeMode')}
          />
        )}
        <Choice
          id="checkout-at-time"
          label="ко времени"
          value="slot"
          field={register('timeMode')}
        />
      </div>
      {timeMode === 'slot' ? (
        <FormField id="checkout-slot" label="Время" error={errors.slot?.message}>
          <select
            className={inputClassName}
            {...register('slot')}
            {...fieldAria('checkout-slot', errors.slot?.message)}
          >
            <option value="">Выберите время</option>
            <SlotGroup label="Сегодня" slots={slots.filter((s) => s.day === 'today')} />
            <SlotGroup label="Завтра" slots={slots.filter((s) => s.day === 'tomorrow')} />
          </select>
        </FormField>
      ) : (
        <FieldError id="checkout-slot" message={errors.slot?.message} />
      )}
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

function SlotGroup({ label, slots }: { label: string; slots: DeliverySlot[] }) {
  if (slots.length === 0) return null;
  return (
    <optgroup label={label}>
      {slots.map((slot) => (
        <option key={slot.value} value={slot.value}>
          {label.toLowerCase()}, {slot.time}
        </option>
      ))}
    </optgroup>
  );
}
