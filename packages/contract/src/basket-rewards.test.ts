import { describe, expect, it } from 'vitest';
import * as texts from './basket-rewards';
import { discountLines } from './discount-lines';

const none = { promoCode: null, offerKopecks: 0, deliveryDiscountKopecks: 0, pointsKopecks: 0 };

describe('the basket’s promo code and points texts', () => {
  it('write a discount with an ASCII minus and grouped roubles', () => {
    expect(texts.minusPrice(1234.5)).toBe('-1\u00a0234,5\u00a0Р');
    expect(texts.pointsEarnedText(1)).toBe('За заказ начислим 1 балл');
    expect(texts.pointsEarnedText(34)).toBe('За заказ начислим 34 балла');
    expect(texts.pointsAvailableText(1000, 489)).toBe(
      'У вас 1\u00a0000 баллов, к этому заказу — до 489',
    );
  });

  it('name a code’s discount as the order does, an offer without a code by its title', () => {
    expect(texts.offerDiscountLabel({ code: 'TEN', title: 'Минус 10 %' })).toBe(
      'Скидка по промокоду TEN',
    );
    expect(texts.offerDiscountLabel({ code: null, title: 'Счастливые часы' })).toBe(
      'Счастливые часы',
    );
    // the order keeps one sum for its offers: without a code it is the offers'
    expect(discountLines({ ...none, offerKopecks: 100 })).toEqual([
      { label: 'Скидка по акции', kopecks: 100, delivery: false },
    ]);
    expect(discountLines({ ...none, promoCode: 'TEN', offerKopecks: 100 })[0]?.label).toBe(
      'Скидка по промокоду TEN',
    );
  });

  it('never use U+2212, which the first paint’s font lacks', () => {
    const written = [
      ...Object.values(texts.basketRewardsTexts),
      texts.minusPrice(10),
      texts.codeDiscountLabel('TEN'),
      texts.codeDroppedText('TEN', 'Промокод уже использован'),
      texts.codeAppliedText('TEN', 'Минус 10 %'),
      texts.giftText('Моти'),
    ];
    for (const text of written) expect(text).not.toContain('\u2212');
  });
});
