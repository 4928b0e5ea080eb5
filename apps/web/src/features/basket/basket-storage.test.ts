import { describe, expect, it } from 'vitest';
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
    saveBasket({ lines: [line] });
    expect(localStorage.getItem(BASKET_STORAGE_KEY)).toContain('Эклер');
    expect(await loadBasket()).toEqual({ lines: [line] });
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
