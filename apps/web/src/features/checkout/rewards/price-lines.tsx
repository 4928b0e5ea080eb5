/**
 * The summary's lines of what the server's price takes off (rewards-panel.tsx): each offer's
 * discount (a code's named as the order names it, one without a code by its title), free
 * delivery, a gift, and the points paid.
 */
import {
  giftText,
  minusPrice,
  offerDiscountLabel,
  basketRewardsTexts as t,
} from '@storefront/contract/basket-rewards';
import { formatPrice } from '@storefront/contract/money';
import type { BasketPriceResponse } from '@storefront/contract/promo-codes';
import styles from './rewards-panel.module.css';

export function PriceLines({ figures }: { figures: BasketPriceResponse | undefined }) {
  const rows = (figures?.offers ?? []).flatMap((offer) => [
    offer.discount > 0 && { label: offerDiscountLabel(offer), value: minusPrice(offer.discount) },
    offer.deliveryDiscount > 0 && {
      label: t.deliveryDiscount,
      value: minusPrice(offer.deliveryDiscount),
    },
    offer.gift !== null && { label: giftText(offer.gift.name), value: formatPrice(0) },
  ]);
  if (figures && figures.points > 0) {
    rows.push({ label: t.pointsPaid, value: minusPrice(figures.points) });
  }
  const shown = rows.filter((row) => row !== false);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.figures}>
      {shown.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one answer's lines, in its order
        <div key={index}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
