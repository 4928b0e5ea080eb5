/** The basket (SPEC.md §4 "Basket"): the only state kept in browser storage. */

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BasketLine } from '@storefront/contract/basket';
import {
  basketLineId,
  basketLineKey,
  MAX_LINE_COUNT,
  MIN_LINE_COUNT,
} from '@storefront/contract/basket-rules';
import { addPrices, multiplyPrice } from '@storefront/contract/money';

export interface BasketState {
  lines: BasketLine[];
  /**
   * What the server refused on the last order attempt, marked in the basket until removed: dishes
   * (basketLineKey: 409 productUnavailable, every line of the dish) and lines (basketLineId: a
   * size or modifier the menu no longer has). Not stored: the next visit's menu says what is on
   * sale.
   */
  unavailable: string[];
}

/** What a menu card or product page knows about a dish. */
export type BasketDish = Omit<BasketLine, 'count' | 'summa'>;
/** A line: the dish and, for a dish with sizes or modifiers, the choice it was added with. */
export type LineRef = Pick<BasketLine, 'id' | 'special' | 'choice'>;

export const initialBasketState: BasketState = { lines: [], unavailable: [] };

function find(state: BasketState, ref: LineRef) {
  const id = basketLineId(ref);
  return state.lines.find((line) => basketLineId(line) === id);
}

/** Portions of the dish in every line of it: the server caps the dish, however it is chosen. */
function dishCount(state: BasketState, ref: LineRef) {
  const dish = basketLineKey(ref);
  return state.lines.reduce(
    (count, line) => (basketLineKey(line) === dish ? count + line.count : count),
    0,
  );
}

function setCount(line: BasketLine, count: number) {
  line.count = count;
  line.summa = multiplyPrice(line.price, count);
}

export const basketSlice = createSlice({
  name: 'basket',
  initialState: initialBasketState,
  reducers: {
    /** A dish already in the basket with the same choice is not added twice. */
    addDish(state, { payload }: PayloadAction<BasketDish>) {
      if (find(state, payload)) return;
      state.lines.push({ ...payload, count: 1, summa: payload.price });
    },
    increment(state, { payload }: PayloadAction<LineRef>) {
      const line = find(state, payload);
      // Never above what an order may hold: the server would refuse the whole order.
      if (line && dishCount(state, payload) < MAX_LINE_COUNT) setCount(line, line.count + 1);
    },
    /** Never below the minimum: deleting is a separate action. */
    decrement(state, { payload }: PayloadAction<LineRef>) {
      const line = find(state, payload);
      if (line && line.count > MIN_LINE_COUNT) setCount(line, line.count - 1);
    },
    removeLine(state, { payload }: PayloadAction<LineRef>) {
      const id = basketLineId(payload);
      state.lines = state.lines.filter((line) => basketLineId(line) !== id);
      // A refused dish stays marked while another line of it is left.
      const dish = basketLineKey(payload);
      const dishLeft = state.lines.some((line) => basketLineKey(line) === dish);
      state.unavailable = state.unavailable.filter(
        (refused) => refused !== id && (refused !== dish || dishLeft),
      );
    },
    clearBasket(state) {
      state.lines = [];
      state.unavailable = [];
    },
    /** The server refused these dishes (basketLineKey) or lines (basketLineId). */
    markUnavailable(state, { payload }: PayloadAction<readonly string[]>) {
      state.unavailable = [...payload];
    },
    /** Repeat order: counts add up for dishes already there, the rest are appended. */
    mergeLines(state, { payload }: PayloadAction<BasketLine[]>) {
      for (const incoming of payload) {
        const line = find(state, incoming);
        if (line) setCount(line, Math.min(MAX_LINE_COUNT, line.count + incoming.count));
        else {
          const count = Math.min(MAX_LINE_COUNT, incoming.count);
          state.lines.push({ ...incoming, count, summa: multiplyPrice(incoming.price, count) });
        }
      }
    },
    /**
     * The server refused an order because the menu's prices moved (409 priceChanged): the basket
     * takes today's prices, so the guest sees the new total before ordering again.
     */
    updatePrices(
      state,
      // Each choice of a dish has its own price: the answer names the line's choice.
      { payload }: PayloadAction<readonly (LineRef & Pick<BasketLine, 'price'>)[]>,
    ) {
      for (const changed of payload) {
        const line = find(state, changed);
        if (!line) continue;
        line.price = changed.price;
        setCount(line, line.count);
      }
    },
    /** Another tab changed the stored basket. */
    replaceBasket(_state, { payload }: PayloadAction<BasketState>) {
      return payload;
    },
  },
  selectors: {
    selectBasketLines: (state) => state.lines,
    selectLineCount: (state) => state.lines.length,
    selectBasketTotal: (state) =>
      state.lines.reduce((total, line) => addPrices(total, line.summa), 0),
    selectLine: (state, ref: LineRef) => find(state, ref),
    selectLineUnavailable: (state, ref: LineRef) =>
      state.unavailable.includes(basketLineKey(ref)) ||
      state.unavailable.includes(basketLineId(ref)),
  },
});

export const {
  addDish,
  increment,
  decrement,
  removeLine,
  clearBasket,
  markUnavailable,
  mergeLines,
  updatePrices,
  replaceBasket,
} = basketSlice.actions;
export const {
  selectBasketLines,
  selectLineCount,
  selectBasketTotal,
  selectLine,
  selectLineUnavailable,
} = basketSlice.selectors;

/** The venues whose dishes are in the basket (lines from before venues were kept have none). */
export function basketVenueIds(lines: readonly Pick<BasketLine, 'venueId'>[]): number[] {
  return [...new Set(lines.flatMap((line) => (line.venueId === undefined ? [] : [line.venueId])))];
}
