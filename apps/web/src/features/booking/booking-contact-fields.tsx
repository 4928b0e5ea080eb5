/** The booking form's guest fields: name, surname, phone, e-mail and the number of guests. */
import { BOOKING_GUESTS, type BookingForm } from '@storefront/contract/booking';
import type { Control, UseFormRegister } from 'react-hook-form';
import { FormField, fieldAria, inputClassName } from '../../ui/form-field';
import { PhoneField } from '../../ui/phone-field';
import { guestsText } from './booking-words';
import type { BookingField } from './use-booking-submit';

const GUEST_COUNTS = Array.from(
  { length: BOOKING_GUESTS.max - BOOKING_GUESTS.min + 1 },
  (_, index) => BOOKING_GUESTS.min + index,
);

interface BookingContactFieldsProps {
  control: Control<BookingForm>;
  register: UseFormRegister<BookingForm>;
  errorOf: (field: BookingField) => string | undefined;
}

export function BookingContactFields({ control, register, errorOf }: BookingContactFieldsProps) {
  return (
    <>
      <FormField id="booking-name" required label="Имя" error={errorOf('name')}>
        <input
          className={inputClassName}
          type="text"
          autoComplete="given-name"
          {...register('name')}
          {...fieldAria('booking-name', errorOf('name'), true)}
        />
      </FormField>
      <FormField id="booking-surname" required label="Фамилия" error={errorOf('surname')}>
        <input
          className={inputClassName}
          type="text"
          autoComplete="family-name"
          {...register('surname')}
          {...fieldAria('booking-surname', errorOf('surname'), true)}
        />
      </FormField>
      <FormField id="booking-phone" label="Телефон" error={errorOf('phone')}>
        <PhoneField control={control} name="phone" id="booking-phone" error={errorOf('phone')} />
      </FormField>
      <FormField id="booking-email" required label="Почта" error={errorOf('email')}>
        <input
          className={inputClassName}
          type="email"
          autoComplete="email"
          placeholder="example@mail.ru"
          {...register('email')}
          {...fieldAria('booking-email', errorOf('email'), true)}
        />
      </FormField>
      <FormField id="booking-guests" label="Количество гостей" error={errorOf('guests')}>
        <select
          className={inputClassName}
          {...register('guests', { valueAsNumber: true })}
          {...fieldAria('booking-guests', errorOf('guests'))}
        >
          {GUEST_COUNTS.map((count) => (
            <option key={count} value={count}>
              {guestsText(count)}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
