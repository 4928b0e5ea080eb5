/**
 * The checkout's prices after offers, promo code and loyalty points (issue 32 items 1–3), loaded
 * when the checkout's summary shows (rewards-disclosure.tsx), never in the first load. The server
 * prices the basket as the order will be (use-basket-price.ts): the offers that apply by
 * themselves, the code, the points; the summary shows its lines, what the order will earn, and the
 * total. Opened («Есть промокод или баллы?»), it has the «Промокод» field and, for a signed-in
 * guest with points, «Оплатить баллами».
 *
 * What goes into the order is in the form's values (`promoCode`, the code the server accepted;
 * `points`), mirrored into the checkout state as every value is.
 */
import { codeDroppedText, pointsEarnedText } from '@storefront/contract/basket-rewards';
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import { toKopecks } from '@storefront/contract/money';
import { maxPointsToSpend } from '@storefront/contract/promotions';
import { type ReactNode, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useAppSelector } from '../../../app/hooks';
import { useGetAccountPointsQuery } from '../../account/points-api';
import { selectAccessToken } from '../../auth/session-slice';
import { selectBasketTotal } from '../../basket/basket-slice';
import { CodeField, type CodeNote } from './code-field';
import { PointsField } from './points-field';
import { PriceLines } from './price-lines';
import styles from './rewards-panel.module.css';
import { useBasketPrice } from './use-basket-price';

export { RECHECK_MS } from './use-basket-price';

interface RewardsPanelProps {
  /** the delivery fee the summary shows (roubles); undefined for pickup or no zone yet */
  fee: number | undefined;
  /** null: the fields are closed behind `openButton`; 'pressed': opened just now (focus the code) */
  open: 'chosen' | 'pressed' | null;
  openButton: ReactNode;
  /** the dishes and the fee at menu prices (roubles): the total until the server has priced them */
  plainTotal: number;
  /** the summary's «Итого» line for a total in roubles */
  total: (roubles: number) => ReactNode;
}

export function RewardsPanel({ fee, open, openButton, plainTotal, total }: RewardsPanelProps) {
  const { watch, setValue } = useFormContext<CheckoutFormValues>();
  const points = watch('points');
  const basketTotal = useAppSelector(selectBasketTotal);
  const token = useAppSelector(selectAccessToken);
  const { data: account } = useGetAccountPointsQuery(token ?? '', { skip: token === null });
  const [note, setNote] = useState<CodeNote>(null);
  const [pointsNote, setPointsNote] = useState<string | undefined>(undefined);
  const { requestOf, figures, settled, failed } = useBasketPrice(fee, {
    onPointsRefused: setPointsNote,
    onCodeDropped: (code, why) => setNote({ kind: 'refused', text: codeDroppedText(code, why) }),
  });

  // Points: a signed-in guest's, up to the share of the dishes after the offers, never delivery.
  const offersKopecks = figures ? toKopecks(figures.discount) - figures.points * 100 : 0;
  const dishesKopecks = figures ? toKopecks(figures.dishes) : toKopecks(basketTotal);
  const most = account
    ? maxPointsToSpend(account, Math.max(0, dishesKopecks - offersKopecks), account.balance)
    : 0;
  // Signed out, or the basket or the offers left less room: the points follow.
  const known = token === null || (account !== undefined && settled);
  useEffect(() => {
    if (known && points > most) setValue('points', most);
  }, [known, points, most, setValue]);

  return (
    <div className={styles.panel}>
      {open === null ? (
        openButton
      ) : (
        <>
          <CodeField
            requestOf={requestOf}
            figures={figures}
            failed={failed}
            account={account}
            note={note}
            setNote={setNote}
            focusOnOpen={open === 'pressed'}
          />
          {account && (account.balance > 0 || points > 0) && (
            <PointsField
              balance={account.balance}
              most={most}
              spent={Math.min(points, most)}
              note={pointsNote}
              onChange={() => setPointsNote(undefined)}
            />
          )}
        </>
      )}
      <div className={settled ? styles.prices : `${styles.prices} ${styles.pending}`}>
        <PriceLines figures={figures} />
        <p className={styles.earned} aria-live="polite">
          {figures?.earns ? pointsEarnedText(figures.earns) : ''}
        </p>
        {total(figures ? figures.total : plainTotal)}
      </div>
    </div>
  );
}
