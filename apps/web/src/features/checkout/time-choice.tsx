/**
 * The time block's choices for an offer (time-offer.ts): "as soon as possible" with the kitchens'
 * promise and, when they differ, each kitchen's own time under it; "at a time" with two selects,
 * «День» (only days with slots) and «Время» (that day's slots; the form's `slot` keeps the slot's
 * value, the order's completeBefore); and why sooner times are not offered. A choice the offer no
 * longer has is taken back: "as soon as possible" becomes a time, a slot gone is cleared.
 */
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import { kitchenTimeTexts as t } from '@storefront/contract/kitchen-time-words';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Choice, choicesClassName } from '../../ui/choice';
import { FieldError, FormField, fieldAria, inputClassName } from '../../ui/form-field';
import styles from './checkout-form.module.css';
import type { TimeOffer } from './time-offer';

export function TimeChoice({ offer }: { offer: TimeOffer }) {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const timeMode = watch('timeMode');
  const slot = watch('slot');
  const offered = (value: string) =>
    offer.days.some((day) => day.slots.some((each) => each.value === value));
  const gone = slot !== '' && !offered(slot);
  useEffect(() => {
    if (timeMode === 'asap' && offer.asap === null) setValue('timeMode', 'slot');
    if (gone) setValue('slot', '');
  }, [timeMode, offer.asap, gone, setValue]);

  // The day shown: the chosen slot's, else the one the guest picked, else the first.
  const [pickedDay, setPickedDay] = useState('');
  const slotDay = offer.days.find((day) => day.slots.some((each) => each.value === slot));
  const day = slotDay ?? offer.days.find((each) => each.date === pickedDay) ?? offer.days[0];
  const slotError = errors.slot?.message;

  return (
    <>
      <div className={choicesClassName}>
        {offer.asap && (
          <Choice
            id="checkout-asap"
            label={offer.asap.by === null ? t.asap : t.asapBy(offer.asap.by)}
            value="asap"
            field={register('timeMode')}
          />
        )}
        <Choice id="checkout-at-time" label={t.atTime} value="slot" field={register('timeMode')} />
      </div>
      {offer.asap && offer.asap.venues.length > 0 && (
        <ul className={styles.kitchenTimes} aria-label={t.venuesLabel}>
          {offer.asap.venues.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {timeMode === 'slot' ? (
        <div className={styles.timeFields}>
          <FormField id="checkout-day" label={t.day}>
            <select
              id="checkout-day"
              className={inputClassName}
              value={day?.date ?? ''}
              disabled={offer.days.length === 0}
              onChange={(event) => {
                setPickedDay(event.target.value);
                if (slot !== '') setValue('slot', '');
              }}
            >
              {offer.days.map((each) => (
                <option key={each.date} value={each.date}>
                  {each.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="checkout-slot" label={t.time} error={slotError}>
            <select
              className={inputClassName}
              {...register('slot')}
              {...fieldAria('checkout-slot', slotError)}
            >
              <option value="">{t.chooseTime}</option>
              {day?.slots.map((each) => (
                <option key={each.value} value={each.value}>
                  {each.time}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      ) : (
        <FieldError id="checkout-slot" message={slotError} />
      )}
      <div aria-live="polite">
        {offer.notes.map((note) => (
          <p key={note} className={styles.note}>
            {note}
          </p>
        ))}
      </div>
    </>
  );
}
