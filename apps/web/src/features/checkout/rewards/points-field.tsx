/**
 * «Оплатить баллами» (issue 32 item 2): a signed-in guest's whole points, from none to what the
 * order may take (its share of the dishes after the offers, within the balance).
 */
import { pointsAvailableText, basketRewardsTexts as t } from '@storefront/contract/basket-rewards';
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';

const POINTS_ID = 'checkout-points';

interface PointsFieldProps {
  balance: number;
  /** the most points this order may take now */
  most: number;
  /** the points chosen, within `most` */
  spent: number;
  /** why the pricing set the points back to none */
  note: string | undefined;
  /** the guest changed the points */
  onChange: () => void;
}

export function PointsField({ balance, most, spent, note, onChange }: PointsFieldProps) {
  const {
    setValue,
    getValues,
    clearErrors,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(String(spent));
  // The order call refused the points (use-place-order.ts), and not the code first.
  const orderRefused = errors.points?.message;
  const codeRefused = errors.promoCode?.message;
  useEffect(() => {
    if (orderRefused && !codeRefused) input.current?.focus();
  }, [orderRefused, codeRefused]);
  const error = orderRefused ?? note;

  const pointsOf = (typed: string) => {
    const value = Math.floor(Number(typed));
    return Number.isFinite(value) ? Math.max(0, Math.min(value, most)) : 0;
  };
  // Beyond the bound, or changed from outside (the bound moved, a refusal reset them): the
  // field shows what is chosen. An empty field is none.
  if ((text === '' ? 0 : Math.floor(Number(text))) !== spent) setText(String(spent));
  return (
    <FormField
      id={POINTS_ID}
      label={t.pointsLabel}
      hint={pointsAvailableText(balance, most)}
      error={error}
      errorRole="alert"
    >
      <input
        ref={input}
        className={inputClassName}
        type="number"
        inputMode="numeric"
        min={0}
        max={most}
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          clearErrors('points');
          onChange();
          setValue('points', pointsOf(event.target.value), { shouldDirty: true });
        }}
        onBlur={() => setText(String(getValues('points')))}
        {...fieldAria(POINTS_ID, error, false, true)}
      />
    </FormField>
  );
}
