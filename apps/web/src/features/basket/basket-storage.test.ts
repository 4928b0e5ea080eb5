import { describe, expect, it } from 'vitest';
import type { BasketState } from './basket-slice';
import { BASKET_STORAGE_KEY, loadBasket, saveBasket } from './basket-storage';
import { parseStoredBasket } from './stored-basket';

const line = {
  id: 1,
  img: '/x.svg',
  name: 'Эклер',
  guid: 'g',
  count: 2,
  price: 190,
  summa: 380,
  gramm: false,
  special: false,
};

describe('basket storage', () => {
  it('round-trips a basket through storage', async () => {
    saveBasket({ lines: [line], unavailable: ['product:1'] } as BasketState);
    expect(localStorage.getItem(BASKET_STORAGE_KEY)).not.toContain('unavailable');
    expect(localStorage.getItem(BASKET_STORAGE_KEY)).toContain('Эклер');
    // The lines only: the server's refusals are this page's (BasketState.unavailable).
    expect(await loadBasket()).toEqual({ lines: [line], unavailable: [] });
  });

  it('recomputes line totals instead of trusting stored ones', () => {
    const stored = JSON.stringify({ lines: [{ ...line, summa: 1 }] });
    expect(parseStoredBasket(stored)?.lines[0]?.summa).toBe(380);
  });

  it('drops unreadable or invalid data', () => {
    expect(parseStoredBasket(null)).toBeUndefined();
    expect(parseStoredBasket('{not json')).toBeUndefined();
    expect(parseStoredBasket(JSON.stringify({ lines: [{ ...line, count: 0 }] }))).toBeUndefined();
    expect(parseStoredBasket(JSON.stringify([1, 2]))).toBeUndefined();
  });
});
