import { describe, expect, it } from 'vitest';
import { addPrices, formatPrice, multiplyPrice, toKopecks } from './money';

describe('money', () => {
  it('converts roubles to whole kopecks without float drift', () => {
    expect(toKopecks(19.99)).toBe(1999);
    expect(toKopecks(0.1 + 0.2)).toBe(30);
  });

  it('multiplies and adds in kopecks', () => {
    expect(multiplyPrice(0.1, 3)).toBe(0.3);
    expect(multiplyPrice(590, 2)).toBe(1180);
    expect(addPrices(0.1, 0.2)).toBe(0.3);
  });

  it('formats prices as «1 250 Р» with non-breaking spaces', () => {
    expect(formatPrice(1250)).toBe('1\u00a0250\u00a0Р');
    expect(formatPrice(590)).toBe('590\u00a0Р');
    expect(formatPrice(99.5)).toBe('99,5\u00a0Р');
  });
});
