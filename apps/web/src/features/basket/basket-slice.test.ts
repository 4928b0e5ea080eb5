import { describe, expect, it } from 'vitest';
import {
  addDish,
  type BasketDish,
  type BasketState,
  basketSlice,
  clearBasket,
  decrement,
  increment,
  initialBasketState,
  markUnavailable,
  mergeLines,
  removeLine,
  updatePrices,
} from './basket-slice';

const reduce = basketSlice.reducer;
const { selectBasketTotal, selectLineCount, selectLine, selectLineUnavailable } =
  basketSlice.getSelectors();

const tomYum: BasketDish = {
  id: 101,
  img: '/media/products/a.svg',
  name: 'Том ям',
  guid: 'a',
  price: 590,
  gramm: false,
  special: false,
};
const eclair: BasketDish = { ...tomYum, id: 7, name: 'Эклер', guid: 'b', price: 189.5 };

function withLines(...dishes: BasketDish[]): BasketState {
  return dishes.reduce((state, dish) => reduce(state, addDish(dish)), initialBasketState);
}

describe('basket', () => {
  it('appends a new dish with count 1 and a line total equal to its price', () => {
    const state = withLines(tomYum);
    expect(state.lines).toEqual([{ ...tomYum, count: 1, summa: 590 }]);
    expect(selectBasketTotal(state)).toBe(590);
  });

  it('does not add a dish that is already there', () => {
    const state = reduce(withLines(tomYum), addDish(tomYum));
    expect(state.lines).toHaveLength(1);
    expect(state.lines[0]?.count).toBe(1);
  });

  it('keeps a product and a special product with the same id apart', () => {
    const state = withLines(tomYum, { ...tomYum, special: true, name: 'Том ям новогодний' });
    expect(selectLineCount(state)).toBe(2);
  });

  it('plus raises the count and adds the price to line and total', () => {
    const state = reduce(withLines(tomYum, eclair), increment(eclair));
    expect(selectLine(state, eclair)).toMatchObject({ count: 2, summa: 379 });
    expect(selectBasketTotal(state)).toBe(969);
  });

  it('minus lowers the count only while it is above 1', () => {
    let state = reduce(withLines(tomYum), increment(tomYum));
    state = reduce(state, decrement(tomYum));
    expect(selectLine(state, tomYum)).toMatchObject({ count: 1, summa: 590 });
    state = reduce(state, decrement(tomYum));
    expect(selectLine(state, tomYum)).toMatchObject({ count: 1, summa: 590 });
    expect(selectBasketTotal(state)).toBe(590);
  });

  it('deleting a line takes price × count off the total', () => {
    let state = reduce(withLines(tomYum, eclair), increment(tomYum));
    state = reduce(state, removeLine(tomYum));
    expect(state.lines.map((l) => l.id)).toEqual([7]);
    expect(selectBasketTotal(state)).toBe(189.5);
  });

  it('clear-all empties the list and the total becomes 0', () => {
    const state = reduce(withLines(tomYum, eclair), clearBasket());
    expect(state.lines).toEqual([]);
    expect(selectBasketTotal(state)).toBe(0);
  });

  it('marks the lines the server refused until each is taken out', () => {
    let state = reduce(withLines(tomYum, eclair), markUnavailable(['product:101']));
    expect(selectLineUnavailable(state, tomYum)).toBe(true);
    expect(selectLineUnavailable(state, eclair)).toBe(false);
    // the next refusal says it all: the earlier marks go
    state = reduce(state, markUnavailable(['special:7']));
    expect(selectLineUnavailable(state, tomYum)).toBe(false);
    state = reduce(state, markUnavailable(['product:101', 'special:7']));
    state = reduce(state, removeLine(tomYum));
    expect(state.unavailable).toEqual(['special:7']);
    expect(reduce(state, clearBasket()).unavailable).toEqual([]);
  });

  it('merging from history adds to existing lines and appends new ones', () => {
    const state = reduce(
      withLines(tomYum),
      mergeLines([
        { ...tomYum, count: 2, summa: 1180 },
        { ...eclair, count: 3, summa: 568.5 },
      ]),
    );
    expect(selectLine(state, tomYum)).toMatchObject({ count: 3, summa: 1770 });
    expect(selectLine(state, eclair)).toMatchObject({ count: 3, summa: 568.5 });
    expect(selectBasketTotal(state)).toBe(2338.5);
  });

  it('ignores actions for dishes that are not in the basket', () => {
    const state = withLines(tomYum);
    expect(reduce(state, increment(eclair))).toEqual(state);
    expect(reduce(state, decrement(eclair))).toEqual(state);
    expect(reduce(state, removeLine(eclair))).toEqual(state);
  });

  it('takes the menu’s new prices, keeping counts, after the server refused stale ones', () => {
    let state = reduce(withLines(tomYum, eclair), increment(tomYum));
    state = reduce(
      state,
      updatePrices([
        { id: 101, special: false, price: 600 },
        { id: 999, special: false, price: 1 },
      ]),
    );
    expect(selectLine(state, tomYum)).toMatchObject({ count: 2, price: 600, summa: 1200 });
    expect(selectLine(state, eclair)).toMatchObject({ count: 1, price: 189.5, summa: 189.5 });
    expect(selectBasketTotal(state)).toBe(1389.5);
    expect(selectLineCount(state)).toBe(2);
  });

  it('never holds more portions of a dish than an order may', () => {
    let state = reduce(withLines(tomYum), mergeLines([{ ...tomYum, count: 98, summa: 0 }]));
    expect(selectLine(state, tomYum)?.count).toBe(99);
    state = reduce(state, increment(tomYum));
    expect(selectLine(state, tomYum)).toMatchObject({ count: 99, summa: 99 * 590 });
    state = reduce(withLines(eclair), mergeLines([{ ...tomYum, count: 120, summa: 0 }]));
    expect(selectLine(state, tomYum)).toMatchObject({ count: 99, summa: 99 * 590 });
  });

  describe('a dish with sizes and modifiers', () => {
    const roll: BasketDish = { ...tomYum, id: 55, name: 'Филадельфия', price: 690 };
    const eight = { ...roll, choice: { sizeId: 2, modifiers: [{ optionId: 9, amount: 1 }] } };
    const four = { ...roll, choice: { sizeId: 1, modifiers: [] }, price: 390 };

    it('keeps the same dish chosen otherwise as another line, and alike as the same', () => {
      let state = withLines(eight, four);
      expect(selectLineCount(state)).toBe(2);
      // The same choice in another order of its modifiers is the same line.
      state = reduce(state, addDish({ ...eight, choice: { ...eight.choice } }));
      expect(selectLineCount(state)).toBe(2);
      state = reduce(state, increment(four));
      expect(selectLine(state, four)).toMatchObject({ count: 2, summa: 780 });
      expect(selectLine(state, eight)).toMatchObject({ count: 1, summa: 690 });
      state = reduce(state, removeLine(eight));
      expect(state.lines.map((line) => line.price)).toEqual([390]);
    });

    it('counts every line of the dish against the order’s cap', () => {
      let state = reduce(withLines(eight), mergeLines([{ ...four, count: 98, summa: 0 }]));
      state = reduce(state, increment(eight));
      expect(selectLine(state, eight)?.count).toBe(1);
    });

    it('takes a new price for the choice the server names, not for the dish’s other lines', () => {
      const state = reduce(
        withLines(eight, four),
        updatePrices([{ id: 55, special: false, price: 420, choice: four.choice }]),
      );
      expect(selectLine(state, four)).toMatchObject({ price: 420, summa: 420 });
      expect(selectLine(state, eight)).toMatchObject({ price: 690 });
    });

    it('marks every line of a refused dish, or the one line whose choice was refused', () => {
      let state = reduce(withLines(eight, four, eclair), markUnavailable(['product:55']));
      expect(selectLineUnavailable(state, eight)).toBe(true);
      expect(selectLineUnavailable(state, four)).toBe(true);
      expect(selectLineUnavailable(state, eclair)).toBe(false);
      // Taking one line out leaves the dish marked on the other…
      state = reduce(state, removeLine(eight));
      expect(selectLineUnavailable(state, four)).toBe(true);
      // …and the last one clears it.
      state = reduce(state, removeLine(four));
      expect(state.unavailable).toEqual([]);

      state = reduce(withLines(eight, four), markUnavailable(['product:55|s1']));
      expect(selectLineUnavailable(state, four)).toBe(true);
      expect(selectLineUnavailable(state, eight)).toBe(false);
    });
  });
});
