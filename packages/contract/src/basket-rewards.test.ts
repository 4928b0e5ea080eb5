import { describe, expect, it } from 'vitest';
import * as texts from './basket-rewards';

describe('the basket’s promo code and points texts', () => {
  it('write a discount with an ASCII minus and grouped roubles', () => {
    expect(texts.minusPrice(1234.5)).toBe('-1\u00a0234,5\u00a0Р');
    expect(texts.pointsEarnedText(1)).toBe('За заказ начислим 1 балл');
    expect(texts.pointsEarnedText(34)).toBe('За заказ начислим 34 балла');
    expect(texts.pointsAvailableText(1000, 489)).toBe(
      'У вас 1\u00a0000 баллов, к этому заказу — до 489',
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
