/**
 * Block 01: how the order is paid; the ways are named by how the order is received. 'СБП' is
 * offered only while the shop has it switched on (GET /api/delivery/paymentWays).
 */
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import { isOnlinePayment, type PaymentMethod, paymentLabel } from '@storefront/contract/orders';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { Choice, choicesClassName } from '../../ui/choice';
import { FieldError } from '../../ui/form-field';
import styles from './checkout-form.module.css';
import { useGetPaymentWaysQuery } from './orders-api';
import { onlinePaymentNotes } from './payment-texts';

const PAYMENT_CHOICES: { id: string; value: PaymentMethod }[] = [
  { id: 'checkout-cash', value: 'CASH' },
  { id: 'checkout-bncur', value: 'BNCUR' },
  { id: 'checkout-online', value: 'ONLINE' },
  { id: 'checkout-sbp', value: 'SBP' },
];

const NOTE_ID = 'checkout-payment-note';
/** The server's refusal of the way (SBP switched off meanwhile) is shown under the group. */
const ERROR_FIELD_ID = 'checkout-payment';

export function PaymentFields() {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const deliveryType = watch('deliveryType');
  const payment = watch('payment');
  const { data: ways, isLoading } = useGetPaymentWaysQuery();
  const sbp = ways?.sbp === true;

  // A remembered SBP the shop no longer offers (or whose offer could not be read) would leave no
  // choice checked: the card online is the nearest way.
  useEffect(() => {
    if (payment === 'SBP' && !sbp && !isLoading) setValue('payment', 'ONLINE');
  }, [payment, sbp, isLoading, setValue]);

  const error = errors.payment?.message;
  const note = isOnlinePayment(payment) ? onlinePaymentNotes[payment] : null;
  const describedBy = [note ? NOTE_ID : null, error ? `${ERROR_FIELD_ID}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={styles.group} aria-describedby={describedBy || undefined}>
      <legend className={styles.legend}>Выберите способ оплаты:</legend>
      <div className={choicesClassName}>
        {PAYMENT_CHOICES.filter((choice) => choice.value !== 'SBP' || sbp).map((choice) => (
          <Choice
            key={choice.value}
            id={choice.id}
            label={paymentLabel(choice.value, deliveryType)}
            value={choice.value}
            field={register('payment')}
          />
        ))}
      </div>
      {note && (
        <p id={NOTE_ID} className={styles.note}>
          {note}
        </p>
      )}
      <FieldError id={ERROR_FIELD_ID} message={error} role="alert" />
    </fieldset>
  );
}
