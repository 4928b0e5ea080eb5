/**
 * The checkout summary's prices after offers, promo code and points (issue 32): the pricing
 * (rewards/rewards-panel.tsx) and its calls load when the summary shows, so that neither rides in
 * the storefront's first load; until then the summary shows the menu prices' total and the button
 * «Есть промокод или баллы?». A code or points already chosen open the fields at once.
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
  /** the summary's total at menu prices (roubles) */
  plainTotal: number;
  /** the summary's «Итого» line for a total in roubles */
  total: (roubles: number) => ReactNode;
}

export function RewardsDisclosure({ fee, plainTotal, total }: RewardsDisclosureProps) {
  const { getValues } = useFormContext<CheckoutFormValues>();
  const [open, setOpen] = useState<'chosen' | 'pressed' | null>(() =>
    getValues('promoCode') !== '' || getValues('points') > 0 ? 'chosen' : null,
  );
  const openButton = (
    <button type="button" className={styles.rewardsOpen} onClick={() => setOpen('pressed')}>
      {basketRewardsTexts.open}
    </button>
  );
  return (
    <Suspense
      fallback={
        <>
          {open === null && openButton}
          {total(plainTotal)}
        </>
      }
    >
      <RewardsPanel
        fee={fee}
        open={open}
        openButton={openButton}
        plainTotal={plainTotal}
        total={total}
      />
    </Suspense>
  );
}
