/**
 * How basket lines are keyed and counted, apart from the line's schema in basket.ts: the basket
 * of every page's first load uses them without carrying zod.
 */
import type { BasketLine } from './basket';

/** Products and special products have separate id spaces, so a line is keyed by both. */
export function basketLineKey(line: Pick<BasketLine, 'id' | 'special'>): string {
  return `${line.special ? 'special' : 'product'}:${line.id}`;
}

export const MIN_LINE_COUNT = 1;
/** Portions of one dish in an order (the server counts lines naming one dish together). */
export const MAX_LINE_COUNT = 99;
