/**
 * «Промокод» (issue 32 item 1): the field, «Применить» (or Enter), what the code gives or why it
 * does not apply, and «Убрать промокод». A code is applied when the server prices the basket with
 * it; the form then carries the code as the server keeps it.
 */
import { codeAppliedText, basketRewardsTexts as t } from '@storefront/contract/basket-rewards';
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import type { AccountPoints } from '@storefront/contract/loyalty';
import { toKopecks } from '@storefront/contract/money';
import type { BasketPriceRequest, BasketPriceResponse } from '@storefront/contract/promo-codes';
import { maxPointsToSpend } from '@storefront/contract/promotions';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { errorText } from '../../../lib/error-text';
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { refusalOf, useLazyPriceBasketQuery } from './price-api';
import styles from './rewards-panel.module.css';

const CODE_ID = 'checkout-promo-code';

/** What the code field says besides an error: refused, removed. */
export type CodeNote = { kind: 'refused' | 'removed'; text: string } | null;

interface CodeFieldProps {
  /** the basket's pricing request with a code and points */
  requestOf: (code: string, points: number) => BasketPriceRequest;
  figures: BasketPriceResponse | undefined;
  /** the basket could not be priced (not a refusal) */
  failed: boolean;
  /** the signed-in guest's points, for the room a code leaves them */
  account: AccountPoints | undefined;
  note: CodeNote;
  setNote: (note: CodeNote) => void;
  /** opened by the guest just now: the field takes the focus */
  focusOnOpen: boolean;
}

export function CodeField({
  requestOf,
  figures,
  failed,
  account,
  note,
  setNote,
  focusOnOpen,
}: CodeFieldProps) {
  const {
    watch,
    getValues,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const promoCode = watch('promoCode');
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(promoCode);
  const [priceOnce, applying] = useLazyPriceBasketQuery();

  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);
  // The order call refused the code (use-place-order.ts): the field says why.
  const orderRefused = errors.promoCode?.message;
  useEffect(() => {
    if (orderRefused) input.current?.focus();
  }, [orderRefused]);

  const apply = async () => {
    const code = typed.trim();
    clearErrors('promoCode');
    if (code === '') {
      setNote({ kind: 'refused', text: t.emptyCode });
      return;
    }
    setNote(null);
    // Without points: the code is judged on the basket; points it does not combine with go after.
    const result = await priceOnce(requestOf(code, 0), true);
    const accepted = result.data?.offers.find((offer) => offer.code !== null)?.code;
    if (result.data && accepted) {
      // The code leaves less room for points: the points chosen follow at once.
      const room = toKopecks(result.data.dishes) - toKopecks(result.data.discount);
      const most = account ? maxPointsToSpend(account, room, account.balance) : 0;
      if (getValues('points') > most) setValue('points', most);
      setValue('promoCode', accepted, { shouldDirty: true });
      return;
    }
    setNote({
      kind: 'refused',
      text: refusalOf(result.error, 'promoCodeRefused') ?? errorText(result.error, t.checkFailed),
    });
  };

  const remove = () => {
    setValue('promoCode', '', { shouldDirty: true });
    clearErrors('promoCode');
    setNote({ kind: 'removed', text: t.removed });
    input.current?.focus();
  };

  // Enter in the field applies the code rather than sending the order.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  const error = orderRefused ?? (note?.kind === 'refused' ? note.text : undefined);
  const applied = figures?.offers.find((offer) => offer.code !== null && offer.code === promoCode);
  const status = applied?.code
    ? codeAppliedText(applied.code, applied.title)
    : applying.isFetching
      ? t.checking
      : promoCode !== '' && failed
        ? t.checkFailed
        : note?.kind === 'removed'
          ? note.text
          : '';

  return (
    <>
      <FormField id={CODE_ID} label={t.codeLabel} error={error} errorRole="alert">
        <div className={styles.codeRow}>
          <input
            ref={input}
            className={inputClassName}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              if (note?.kind === 'refused') setNote(null);
              clearErrors('promoCode');
            }}
            onKeyDown={onKey}
            {...fieldAria(CODE_ID, error)}
            aria-describedby={[`${CODE_ID}-status`, error ? `${CODE_ID}-error` : null]
              .filter(Boolean)
              .join(' ')}
          />
          <button
            type="button"
            className={styles.apply}
            onClick={() => void apply()}
            disabled={applying.isFetching}
          >
            {t.apply}
          </button>
        </div>
      </FormField>
      <div className={styles.status}>
        <p id={`${CODE_ID}-status`} role="status">
          {status}
        </p>
        {promoCode !== '' && (
          <button type="button" className={styles.remove} onClick={remove}>
            {t.remove}
          </button>
        )}
      </div>
    </>
  );
}
