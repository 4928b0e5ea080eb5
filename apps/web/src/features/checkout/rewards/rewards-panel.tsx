/**
 * The checkout's promo code and loyalty points (issue 32 items 1–2), loaded only when the guest
 * opens them (rewards-disclosure.tsx): the «Промокод» field, «Оплатить баллами» for a signed-in
 * guest with points, and the summary's figures after them — the code's discount, free delivery,
 * the gift, the points paid, what the order will earn, and the total.
 *
 * What goes into the order is in the form's values (`promoCode`, the code the server accepted;
 * `points`), mirrored into the checkout state as every value is, so nothing here rides in the
 * first load. The applied code is asked about again (debounced) whenever the basket or the fee
 * changes; when it stops applying it is dropped, with the server's reason.
 */
import {
  codeAppliedText,
  codeDiscountLabel,
  codeDroppedText,
  giftText,
  minusPrice,
  pointsAvailableText,
  pointsEarnedText,
  basketRewardsTexts as t,
} from '@storefront/contract/basket-rewards';
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import { formatPrice, toKopecks, toRoubles } from '@storefront/contract/money';
import { normalizePhone } from '@storefront/contract/phone';
import type { PromoCheckRequest } from '@storefront/contract/promo-codes';
import { maxPointsToSpend, pointsEarned } from '@storefront/contract/promotions';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useFormContext } from 'react-hook-form';
import { useAppSelector } from '../../../app/hooks';
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { useGetAccountPointsQuery } from '../../account/points-api';
import { selectAccessToken } from '../../auth/session-slice';
import { selectBasketLines, selectBasketTotal } from '../../basket/basket-slice';
import { orderLinesOf } from '../order-request';
import {
  messageOf,
  refusalOf,
  useCheckPromoCodeQuery,
  useLazyCheckPromoCodeQuery,
} from './promo-api';
import styles from './rewards-panel.module.css';

/** How long the basket must stay still before the applied code is asked about again. */
export const RECHECK_MS = 500;

const CODE_ID = 'checkout-promo-code';
const POINTS_ID = 'checkout-points';

interface RewardsPanelProps {
  /** the delivery fee the summary shows (roubles); undefined for pickup or no zone yet */
  fee: number | undefined;
  /** the guest opened the panel just now: the code field takes the focus */
  focusOnOpen: boolean;
  /** the summary's «Итого» line for a total in roubles */
  total: (roubles: number) => ReactNode;
}

/** What the code field says besides an error: applied, removed, being checked. */
type Note = { kind: 'refused' | 'removed'; text: string } | null;

export function RewardsPanel({ fee, focusOnOpen, total }: RewardsPanelProps) {
  const {
    watch,
    getValues,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const [promoCode, points, phone] = watch(['promoCode', 'points', 'phone']);
  const lines = useAppSelector(selectBasketLines);
  const basketTotal = useAppSelector(selectBasketTotal);
  const token = useAppSelector(selectAccessToken);
  const { data: account } = useGetAccountPointsQuery(token ?? '', { skip: token === null });

  const codeInput = useRef<HTMLInputElement>(null);
  const pointsInput = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(promoCode);
  const [note, setNote] = useState<Note>(null);

  const argsOf = (code: string): PromoCheckRequest => {
    const normalPhone = normalizePhone(phone);
    return {
      code,
      data: orderLinesOf(lines),
      ...(fee === undefined ? {} : { deliveryFee: fee }),
      ...(normalPhone === null ? {} : { phone: normalPhone }),
    };
  };

  // The applied code against the basket as it is once it has stayed still a moment.
  const wantedKey = JSON.stringify(argsOf(promoCode));
  const [checked, setChecked] = useState(() => JSON.parse(wantedKey) as PromoCheckRequest);
  useEffect(() => {
    const timer = setTimeout(
      () => setChecked(JSON.parse(wantedKey) as PromoCheckRequest),
      RECHECK_MS,
    );
    return () => clearTimeout(timer);
  }, [wantedKey]);
  const skip = promoCode === '' || checked.code !== promoCode;
  const applied = useCheckPromoCodeQuery(checked, { skip });
  const [check, checking] = useLazyCheckPromoCodeQuery();

  // A code that stops applying is dropped, saying why.
  const droppedBy = skip ? undefined : refusalOf(applied.error);
  useEffect(() => {
    if (droppedBy === undefined || getValues('promoCode') !== checked.code) return;
    setValue('promoCode', '');
    setNote({ kind: 'refused', text: codeDroppedText(checked.code, droppedBy) });
  }, [droppedBy, checked.code, getValues, setValue]);

  useEffect(() => {
    if (focusOnOpen) codeInput.current?.focus();
  }, [focusOnOpen]);

  // The order call refused the code or the points (use-place-order.ts): the field says why.
  const orderRefusedCode = errors.promoCode?.message;
  const orderRefusedPoints = errors.points?.message;
  useEffect(() => {
    if (orderRefusedCode) codeInput.current?.focus();
  }, [orderRefusedCode]);
  useEffect(() => {
    if (orderRefusedPoints && !orderRefusedCode) pointsInput.current?.focus();
  }, [orderRefusedPoints, orderRefusedCode]);

  const shown =
    !skip && applied.error === undefined && applied.data?.code === promoCode
      ? applied.data
      : undefined;

  const apply = async () => {
    const code = typed.trim();
    clearErrors('promoCode');
    if (code === '') {
      setNote({ kind: 'refused', text: t.emptyCode });
      return;
    }
    setNote(null);
    const result = await check(argsOf(code), true);
    if (result.data) {
      setChecked(argsOf(result.data.code));
      setValue('promoCode', result.data.code, { shouldDirty: true });
      return;
    }
    setNote({
      kind: 'refused',
      text: refusalOf(result.error) ?? messageOf(result.error) ?? t.checkFailed,
    });
  };

  const remove = () => {
    setValue('promoCode', '', { shouldDirty: true });
    clearErrors('promoCode');
    setNote({ kind: 'removed', text: t.removed });
    codeInput.current?.focus();
  };

  // Enter in the field applies the code rather than sending the order.
  const onCodeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  // Points: a signed-in guest's, up to the share of the dishes after the code, never the delivery.
  const dishesKopecks = toKopecks(basketTotal);
  const discountKopecks = shown ? toKopecks(shown.discount) : 0;
  const deliveryDiscountKopecks = shown ? toKopecks(shown.deliveryDiscount) : 0;
  const afterCodeKopecks = Math.max(0, dishesKopecks - discountKopecks);
  const most = account ? maxPointsToSpend(account, afterCodeKopecks, account.balance) : 0;
  const spent = Math.min(points, most);
  // Signed out, or the basket or the code left less room: the points follow.
  const known = token === null || account !== undefined;
  useEffect(() => {
    if (known && points > most) setValue('points', most);
  }, [known, points, most, setValue]);

  const earned = account
    ? pointsEarned({ ...account.tier, fromKopecks: 0 }, afterCodeKopecks - spent * 100)
    : null;
  const totalRoubles = toRoubles(
    dishesKopecks + toKopecks(fee ?? 0) - discountKopecks - deliveryDiscountKopecks - spent * 100,
  );

  const codeError = orderRefusedCode ?? (note?.kind === 'refused' ? note.text : undefined);
  // Not asked (the network, too many checks): the code stays; the order's pricing decides.
  const unchecked = !skip && applied.error !== undefined && droppedBy === undefined;
  const status = shown
    ? codeAppliedText(shown.code, shown.title)
    : checking.isFetching
      ? t.checking
      : unchecked
        ? t.checkFailed
        : note?.kind === 'removed'
          ? note.text
          : '';

  return (
    <div className={styles.panel}>
      <FormField id={CODE_ID} label={t.codeLabel} error={codeError} errorRole="alert">
        <div className={styles.codeRow}>
          <input
            ref={codeInput}
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
            onKeyDown={onCodeKey}
            {...fieldAria(CODE_ID, codeError)}
            aria-describedby={[`${CODE_ID}-status`, codeError ? `${CODE_ID}-error` : null]
              .filter(Boolean)
              .join(' ')}
          />
          <button
            type="button"
            className={styles.apply}
            onClick={() => void apply()}
            disabled={checking.isFetching}
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

      {account && (account.balance > 0 || points > 0) && (
        <PointsField
          balance={account.balance}
          most={most}
          spent={spent}
          error={orderRefusedPoints}
          inputRef={pointsInput}
        />
      )}

      <dl className={styles.figures}>
        {shown && shown.discount > 0 && (
          <div>
            <dt>{codeDiscountLabel(shown.code)}</dt>
            <dd>{minusPrice(shown.discount)}</dd>
          </div>
        )}
        {shown && shown.deliveryDiscount > 0 && (
          <div>
            <dt>{t.deliveryDiscount}</dt>
            <dd>{minusPrice(shown.deliveryDiscount)}</dd>
          </div>
        )}
        {shown?.gift && (
          <div>
            <dt>{giftText(shown.gift.name)}</dt>
            <dd>{formatPrice(0)}</dd>
          </div>
        )}
        {spent > 0 && (
          <div>
            <dt>{t.pointsPaid}</dt>
            <dd>{minusPrice(spent)}</dd>
          </div>
        )}
      </dl>
      <p className={styles.earned} aria-live="polite">
        {earned !== null && earned > 0 ? pointsEarnedText(earned) : ''}
      </p>
      {total(totalRoubles)}
    </div>
  );
}

interface PointsFieldProps {
  balance: number;
  /** the most points this order may take now */
  most: number;
  /** the points chosen, within `most` */
  spent: number;
  /** the order call's refusal */
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** «Оплатить баллами»: whole points from 0 to what the order may take. */
function PointsField({ balance, most, spent, error, inputRef }: PointsFieldProps) {
  const { setValue, getValues, clearErrors } = useFormContext<CheckoutFormValues>();
  const [text, setText] = useState(String(spent));
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
        ref={inputRef}
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
          setValue('points', pointsOf(event.target.value), { shouldDirty: true });
        }}
        onBlur={() => setText(String(getValues('points')))}
        {...fieldAria(POINTS_ID, error, false, true)}
      />
    </FormField>
  );
}
