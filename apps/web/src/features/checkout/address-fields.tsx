/** Block 02, courier delivery only: the zone (with its fee) and the address. */
import type { DeliveryZone } from '@storefront/contract/catalog';
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import { checkoutMessages } from '@storefront/contract/checkout-messages';
import { formatPrice } from '@storefront/contract/money';
import { useFormContext } from 'react-hook-form';
import { digitsOnly } from '../../lib/digits-only';
import { FormField, fieldAria, inputClassName } from '../../ui/form-field';
import styles from './checkout-form.module.css';

/** The address parts that take digits only, typed letters dropped as they come. */
const DIGIT_FIELDS = [
  { field: 'entrance', label: 'Подъезд' },
  { field: 'floor', label: 'Этаж' },
  { field: 'flat', label: 'Квартира' },
] as const;

export function AddressFields({ zones }: { zones: DeliveryZone[] | undefined }) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  if (watch('deliveryType') !== 'DeliveryByCourier') return null;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Адрес доставки</legend>
      <div className={`${styles.fields} ${styles.address}`}>
        <FormField
          id="checkout-zone"
          label="Район доставки"
          required
          className={styles.wide}
          error={errors.deliveryZone?.message}
        >
          <select
            className={inputClassName}
            {...register('deliveryZone', {
              setValueAs: (value: unknown) =>
                value === '' || value === null ? null : Number(value),
            })}
            {...fieldAria('checkout-zone', errors.deliveryZone?.message, true)}
          >
            <option value="">Выберите район</option>
            {(zones ?? []).map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.name} — {formatPrice(zone.price)}
                {/* the zone's minimum before the guest picks it, not only after (issue 14) */}
                {zone.minOrder ? `, заказ от ${formatPrice(zone.minOrder)}` : ''}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="checkout-street"
          label="Улица"
          required
          className={styles.wide}
          error={errors.street?.message}
        >
          <input
            className={inputClassName}
            type="text"
            autoComplete="address-line1"
            placeholder="ул. Пограничная, 14"
            {...register('street')}
            {...fieldAria('checkout-street', errors.street?.message, true)}
          />
        </FormField>
        <FormField
          id="checkout-house"
          label="Дом"
          required
          hint={checkoutMessages.houseHint}
          error={errors.house?.message}
        >
          <input
            className={inputClassName}
            type="text"
            {...register('house')}
            {...fieldAria('checkout-house', errors.house?.message, true, true)}
          />
        </FormField>
        {DIGIT_FIELDS.map(({ field, label }) => (
          <FormField
            key={field}
            id={`checkout-${field}`}
            label={label}
            error={errors[field]?.message}
          >
            <input
              className={inputClassName}
              type="text"
              inputMode="numeric"
              {...digitsOnly(register(field))}
              {...fieldAria(`checkout-${field}`, errors[field]?.message)}
            />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
