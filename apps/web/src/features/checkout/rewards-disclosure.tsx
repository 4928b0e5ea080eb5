/**
 * «Есть промокод или баллы?» (issue 32): a button in the checkout summary whose press loads the
 * promo code and points panel (rewards/rewards-panel.tsx) with its calls, so that neither rides
 * in the form's code until a guest wants them. A code or points already chosen open it at once.
 */
import { basketRewardsTexts } from '@storefront/contract/basket-rewards';
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import styles from './checkout-form.module.css';

const RewardsPanel = lazy(async () => ({
  default: (await import('./rewards/rewards-panel')).RewardsPanel,
}));

interface RewardsDisclosureProps {
  /** the delivery fee the summary shows (roubles); undefined for pickup or no zone yet */
  fee: number | undefined;
  /** the summary's total before any code or points (roubles) */
  plainTotal: number;
  /** the summary's «Итого» line for a total in roubles */
  total: (roubles: number) => ReactNode;
}

export function RewardsDisclosure({ fee, plainTotal, total }: RewardsDisclosureProps) {
  const { getValues } = useFormContext<CheckoutFormValues>();
  const [open, setOpen] = useState<'chosen' | 'pressed' | null>(() =>
    getValues('promoCode') !== '' || getValues('points') > 0 ? 'chosen' : null,
  );
  if (open === null) {
    return (
      <>
        <button type="button" className={styles.rewardsOpen} onClick={() => setOpen('pressed')}>
          {basketRewardsTexts.open}
        </button>
        {total(plainTotal)}
      </>
    );
  }
  return (
    <Suspense fallback={total(plainTotal)}>
      <RewardsPanel fee={fee} focusOnOpen={open === 'pressed'} total={total} />
    </Suspense>
  );
}
