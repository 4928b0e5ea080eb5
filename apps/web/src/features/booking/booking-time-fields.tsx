/**
 * The booking form's time: the date and time pickers, and the masked field they fill (which may
 * be typed into as well; decision 023).
 */
import {
  BOOKING_TIME_MASK,
  BOOKING_TIME_PLACEHOLDER,
  type BookingForm,
  joinBookingTime,
  toImaskPattern,
} from '@storefront/contract/booking';
import { type Control, Controller } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { FormField, fieldAria, inputClassName } from '../../ui/form-field';
import styles from './booking-modal.module.css';
import { dateLabel } from './booking-words';
import type { BookingTimePickers } from './use-booking-time-pickers';

const TIME_MASK = toImaskPattern(BOOKING_TIME_MASK);

interface BookingTimeFieldsProps {
  control: Control<BookingForm>;
  pickers: BookingTimePickers;
  /** the place's hours, which describe the time picker */
  hoursId: string;
  errorOf: (field: 'time') => string | undefined;
}

export function BookingTimeFields({ control, pickers, hoursId, errorOf }: BookingTimeFieldsProps) {
  const { dates, pickedDate, times, pickedTime, pickDate, pickTime, exampleDate } = pickers;
  return (
    <>
      <div className={styles.pickers}>
        <FormField id="booking-date" label="Дата">
          <select
            id="booking-date"
            className={inputClassName}
            value={pickedDate ?? ''}
            onChange={(event) => pickDate(event.target.value)}
          >
            <option value="" disabled>
              Выберите дату
            </option>
            {dates.map((date) => (
              <option key={date.value} value={date.value}>
                {dateLabel(date.value, date.daysAhead)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="booking-clock" label="Время">
          <select
            id="booking-clock"
            className={inputClassName}
            value={pickedTime}
            disabled={!pickedDate}
            aria-describedby={hoursId}
            onChange={(event) => pickTime(event.target.value)}
          >
            <option value="" disabled>
              --:--
            </option>
            {times.map((value) => (
              <option key={value} value={value}>
                {value.replace('.', ':')}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField
        id="booking-time"
        required
        label="Дата и время"
        hint={`Заполнится выбранными датой и временем; можно ввести и вручную, например ${joinBookingTime(exampleDate, '19.30')}`}
        error={errorOf('time')}
      >
        <Controller
          control={control}
          name="time"
          render={({ field }) => (
            <IMaskInput
              className={inputClassName}
              mask={TIME_MASK}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={BOOKING_TIME_PLACEHOLDER}
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onAccept={(value: string) => {
                if (value !== field.value) field.onChange(value);
              }}
              onBlur={field.onBlur}
              {...fieldAria('booking-time', errorOf('time'), true, true)}
            />
          )}
        />
      </FormField>
    </>
  );
}
