/** Keeps the basket in localStorage across reloads and in step across tabs. */
import { basketLineSchema } from '@storefront/contract/basket';
import { multiplyPrice } from '@storefront/contract/money';
import { z } from 'zod/mini';
import type { BasketState } from './basket-slice';

export const BASKET_STORAGE_KEY = 'storefront.basket.v1';

const storedBasketSchema = z.object({ lines: z.array(basketLineSchema).check(z.maxLength(200)) });

/** Anything unreadable (old format, hand-edited) gives an empty basket instead of a broken page. */
export function parseStoredBasket(raw: string | null): BasketState | undefined {
  if (!raw) return undefined;
  try {
    const parsed = storedBasketSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return undefined;
    // Line totals are derived: recompute rather than trust what was stored.
    return {
      lines: parsed.data.lines.map((line) => ({
        ...line,
        summa: multiplyPrice(line.price, line.count),
      })),
    };
  } catch {
    return undefined;
  }
}

export function loadBasket(storage: Storage = localStorage): BasketState | undefined {
  try {
    return parseStoredBasket(storage.getItem(BASKET_STORAGE_KEY));
  } catch {
    return undefined; // storage disabled
  }
}

export function saveBasket(state: BasketState, storage: Storage = localStorage) {
  try {
    storage.setItem(BASKET_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the basket still works for this page's life.
  }
}
