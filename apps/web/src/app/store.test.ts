import type { BasketLine } from '@storefront/contract/basket';
import { afterEach, describe, expect, it } from 'vitest';
import { saveSessionToken } from '../features/auth/session-storage';
import { addDish } from '../features/basket/basket-slice';
import { BASKET_STORAGE_KEY, saveBasket } from '../features/basket/basket-storage';
import { createBrowserStore } from './store';

const line = (id: number, count = 1): BasketLine => ({
  id,
  img: `/media/products/${id}.svg`,
  name: `Блюдо ${id}`,
  guid: `g${id}`,
  count,
  price: 100,
  summa: 100 * count,
  gramm: false,
  special: false,
  venueId: 1,
});

afterEach(() => localStorage.clear());

describe('the browser store', () => {
  it('starts a server-rendered page as the server did, then adopts the stored basket and guest', async () => {
    saveBasket({ lines: [line(1, 2)] });
    saveSessionToken('kept');
    const { store, adoptStoredState } = createBrowserStore({});
    expect(store.getState().basket.lines).toEqual([]);
    expect(store.getState().session.loggedIn).toBe(false);
    await adoptStoredState();
    expect(store.getState().basket.lines).toEqual([line(1, 2)]);
    expect(store.getState().session).toMatchObject({ loggedIn: true, accessToken: 'kept' });
  });

  it('keeps a dish added before the stored basket was read, beside the stored ones', async () => {
    saveBasket({ lines: [line(1, 2)] });
    const { store, adoptStoredState } = createBrowserStore({});
    const { count: _count, summa: _summa, ...dish } = line(2);
    store.dispatch(addDish(dish));
    await adoptStoredState();
    expect(store.getState().basket.lines).toEqual([line(1, 2), line(2)]);
    // …and what is stored is the merged basket.
    expect(JSON.parse(localStorage.getItem(BASKET_STORAGE_KEY) ?? '{}').lines).toHaveLength(2);
  });

  it('adopts once, however often it is asked, and an unreadable basket leaves it empty', async () => {
    localStorage.setItem(BASKET_STORAGE_KEY, '{"lines":[{"id":"x"}]}');
    const { store, adoptStoredState } = createBrowserStore({});
    expect(adoptStoredState()).toBe(adoptStoredState());
    await adoptStoredState();
    expect(store.getState().basket.lines).toEqual([]);
  });

  it('follows the basket of another tab', async () => {
    const { store, adoptStoredState } = createBrowserStore();
    await adoptStoredState();
    saveBasket({ lines: [line(3)] });
    window.dispatchEvent(new StorageEvent('storage', { key: BASKET_STORAGE_KEY }));
    await expect.poll(() => store.getState().basket.lines).toEqual([line(3)]);
  });
});
