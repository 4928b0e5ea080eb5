/** Block 01: how the order is paid; the ways are named by how the order is received. */
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import { type PaymentMethod, paymentLabel } from '@storefront/contract/orders';
import { useFormContext } from 'react-hook-form';
import { Choice, choicesClassName } from '../../ui/choice';
import styles from './checkout-form.module.css';

const PAYMENT_CHOICES: { id: string; value: PaymentMethod }[] = [
  { id: 'checkout-cash', value: 'CASH' },
  { id: 'checkout-bncur', value: 'BNCUR' },
  { id: 'checkout-online', value: 'ONLINE' },
];

export function PaymentFields() {
  const { register, watch } = useFormContext<CheckoutFormValues>();
  const deliveryType = watch('deliveryType');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Выберите способ оплаты:</legend>
      <div className={choicesClassName}>
        {PAYMENT_CHOICES.map((choice) => (
          <Choice
            key={choice.value}
            id={choice.id}
            label={paymentLabel(choice.value, deliveryType)}
            value={choice.value}
            field={register('payment')}
          />
        ))}
      </div>
    </fieldset>
  );
}
