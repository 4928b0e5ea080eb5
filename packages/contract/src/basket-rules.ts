/**
 * How basket lines are keyed and counted, apart from the line's schema in basket.ts: the basket
 * of every page's first load uses them without carrying zod.
 */
import type { BasketLine } from './basket';
import { choiceKey } from './choice-key';

/**
 * The dish a line is of: products and special products have separate id spaces, so it is keyed by
 * both. The server names refused dishes by it (409 productUnavailable), which marks every line of
 * the dish.
 */
export function basketLineKey(line: Pick<BasketLine, 'id' | 'special'>): string {
  return `${line.special ? 'special' : 'product'}:${line.id}`;
}

/** The dish a `basketLineKey` names; null for anything else. */
export function parseBasketLineKey(key: string): { id: number; special: boolean } | null {
  const match = /^(product|special):([1-9]\d{0,9})$/.exec(key);
  return match ? { id: Number(match[2]), special: match[1] === 'special' } : null;
}

/**
 * The line itself: the dish with its choice ('product:12|s3,m7x2'). A dish without a choice keeps
 * its dish key, so baskets stored before modifiers keep their lines.
 */
export function basketLineId(line: Pick<BasketLine, 'id' | 'special' | 'choice'>): string {
  const choice = line.choice ? choiceKey(line.choice) : '';
  return choice === '' ? basketLineKey(line) : `${basketLineKey(line)}|${choice}`;
}

export const MIN_LINE_COUNT = 1;
/** Portions of one dish in an order (the server counts lines naming one dish together). */
export const MAX_LINE_COUNT = 99;
