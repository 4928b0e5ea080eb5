/** Keeps the basket in localStorage across reloads and in step across tabs. */
import type { BasketState } from './basket-slice';

export const BASKET_STORAGE_KEY = 'storefront.basket.v1';

/** The stored basket, checked (stored-basket.ts, loaded the first time it is needed). */
export async function loadBasket(
  storage: Storage = localStorage,
): Promise<BasketState | undefined> {
  let raw: string | null;
  try {
    raw = storage.getItem(BASKET_STORAGE_KEY);
  } catch {
    return undefined; // storage disabled
  }
  if (!raw) return undefined;
  const { parseStoredBasket } = await import('./stored-basket');
  return parseStoredBasket(raw);
}

export function saveBasket(state: Pick<BasketState, 'lines'>, storage: Storage = localStorage) {
  try {
    // The lines only: the server's refusals belong to this page's attempt (BasketState).
    storage.setItem(BASKET_STORAGE_KEY, JSON.stringify({ lines: state.lines }));
  } catch {
    // Storage full or disabled: the basket still works for this page's life.
  }
}
