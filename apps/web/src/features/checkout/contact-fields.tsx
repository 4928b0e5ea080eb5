/** Block 02: the guest's name, surname, phone (masked as it is typed) and e-mail. */
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import { useFormContext } from 'react-hook-form';
import { FormField, fieldAria, inputClassName } from '../../ui/form-field';
import { PhoneField } from '../../ui/phone-field';
import styles from './checkout-form.module.css';

export function ContactFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  return (
    <div className={`${styles.fields} ${styles.contacts}`}>
      <FormField id="checkout-name" label="Ваше имя" required error={errors.name?.message}>
        <input
          className={inputClassName}
          type="text"
          autoComplete="given-name"
          {...register('name')}
          {...fieldAria('checkout-name', errors.name?.message, true)}
        />
      </FormField>
      <FormField id="checkout-surname" label="Ваша фамилия" error={errors.surname?.message}>
        <input
          className={inputClassName}
          type="text"
          autoComplete="family-name"
          {...register('surname')}
          {...fieldAria('checkout-surname', errors.surname?.message)}
        />
      </FormField>
      <FormField id="checkout-phone" label="Номер телефона" required error={errors.phone?.message}>
        <PhoneField
          control={control}
          name="phone"
          id="checkout-phone"
          error={errors.phone?.message}
          required
        />
      </FormField>
      <FormField id="checkout-email" label="Ваша почта" error={errors.email?.message}>
        <input
          className={inputClassName}
          type="email"
          autoComplete="email"
          placeholder="example@mail.ru"
          {...register('email')}
          {...fieldAria('checkout-email', errors.email?.message)}
        />
      </FormField>
    </div>
  );
}
