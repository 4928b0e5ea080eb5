/**
 * Reads a basket kept in localStorage against the contract's rules for a basket line. Loaded on
 * demand (basket-storage.ts), once the page has shown: the schemas would otherwise ride in every
 * page's first load (issue 11 item 5).
 */
import { basketLineSchema } from '@storefront/contract/basket';
import { multiplyPrice } from '@storefront/contract/money';
import { z } from 'zod/mini';
import type { BasketState } from './basket-slice';

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
      unavailable: [],
    };
  } catch {
    return undefined;
  }
}
