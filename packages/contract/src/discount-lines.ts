/**
 * How an order's promo code and points are named wherever the order is told — the guest's and
 * the kitchen's letters, the board's card and its printed ticket, the order page (issue 32 item
 * 4): one list of labelled sums, each taken off what the dishes or the delivery cost.
 */

export interface OrderDiscounts {
  /** the code the order used; null: none */
  promoCode: string | null;
  /** what the code takes off the dishes, and off the delivery fee */
  offerKopecks: number;
  deliveryDiscountKopecks: number;
  /** what points paid */
  pointsKopecks: number;
}

export interface DiscountLine {
  label: string;
  kopecks: number;
  /** taken off the delivery fee, not the dishes */
  delivery: boolean;
}

/** The discounts' names, the basket's as the order's. */
export const discountLabels = {
  /** 'Скидка по промокоду TEN'; without a code the offers applied by themselves: 'Скидка по акции' */
  offer: (code: string | null) => (code ? `Скидка по промокоду ${code}` : 'Скидка по акции'),
  delivery: 'Скидка на доставку',
  points: 'Оплачено баллами',
} as const;

/** 'Скидка по промокоду TEN', 'Скидка на доставку', 'Оплачено баллами': the ones not zero. */
export function discountLines(discounts: OrderDiscounts): DiscountLine[] {
  return [
    {
      label: discountLabels.offer(discounts.promoCode),
      kopecks: discounts.offerKopecks,
      delivery: false,
    },
    { label: discountLabels.delivery, kopecks: discounts.deliveryDiscountKopecks, delivery: true },
    { label: discountLabels.points, kopecks: discounts.pointsKopecks, delivery: false },
  ].filter((line) => line.kopecks > 0);
}

/** The lines' shares of an order's discounts, summed (the lines of one venue, or all). */
export function linesDiscounts(lines: readonly { offerKopecks: number; pointsKopecks: number }[]): {
  offerKopecks: number;
  pointsKopecks: number;
} {
  return {
    offerKopecks: lines.reduce((sum, line) => sum + line.offerKopecks, 0),
    pointsKopecks: lines.reduce((sum, line) => sum + line.pointsKopecks, 0),
  };
}
