/**
 * The demo's sizes and modifiers (issue 15 item 4): the menu shows a dish's price and the dish card
 * starts from its default choice, so the two must agree; the rules are the contract's.
 */

import { venueMenuSchema } from '@storefront/contract/catalog';
import { choicePriceKopecks, choiceProblems, defaultChoice } from '@storefront/contract/modifiers';
import { toKopecks } from '@storefront/contract/money';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishOptionsOf } from '../../modules/catalog/dish-options';
import { createTestApp } from '../../testing/app';
import { modifierGroups, productSizes, products } from '../schema';
import { demoMenus, demoSpecials } from './demo-data';
import { demoPosId } from './seed';

const regularDishes = demoMenus.flatMap((menu) =>
  menu.categories.flatMap((category) =>
    category.dishes.map((dish) => ({ venueId: menu.venueId, dish })),
  ),
);

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo’s sizes and modifiers (the data)', () => {
  it('price a dish with sizes at its default size, the one default of them', () => {
    const sized = regularDishes.filter(({ dish }) => (dish.sizes ?? []).length > 0);
    expect(sized.length).toBeGreaterThan(0);
    for (const { dish } of sized) {
      const defaults = (dish.sizes ?? []).filter((size) => size.isDefault);
      expect(defaults, dish.name).toHaveLength(1);
      expect(defaults[0]?.priceRub, dish.name).toBe(dish.priceRub);
    }
  });

  it('are the regular menus’ only: a special’s dishes are our own and have none', () => {
    for (const special of demoSpecials)
      for (const menu of special.menus)
        for (const category of menu.categories)
          for (const dish of category.dishes) {
            expect(dish.sizes, dish.name).toBeUndefined();
            expect(dish.modifierGroups, dish.name).toBeUndefined();
          }
  });
});

describe('the demo’s sizes and modifiers (seeded)', () => {
  it('start the dish card at the menu’s price, and a required group is the only thing to choose', async () => {
    const db = t.database.db;
    const rows = await db
      .select({ id: products.id, name: products.name, priceKopecks: products.priceKopecks })
      .from(products);
    const options = await dishOptionsOf(
      db,
      rows.map((row) => row.id),
    );
    const withOptions = regularDishes.filter(
      ({ dish }) => (dish.sizes ?? []).length + (dish.modifierGroups ?? []).length > 0,
    );
    expect([...options.keys()]).toHaveLength(withOptions.length);
    for (const row of rows) {
      const dish = options.get(row.id);
      if (!dish) continue;
      const start = defaultChoice(dish.options);
      expect(choicePriceKopecks(row.priceKopecks, dish.options, start), row.name).toBe(
        row.priceKopecks,
      );
      const required = dish.options.groups.filter((group) => group.required);
      expect(
        choiceProblems(dish.options, start).map((problem) => problem.groupId),
        row.name,
      ).toEqual(required.map((group) => group.id));
    }
  });

  it('give sizes and modifiers the venue’s stable POS ids, one product whichever roll offers it', async () => {
    const db = t.database.db;
    const [philadelphia] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'Филадельфия'));
    if (!philadelphia) throw new Error('no Филадельфия in the demo');
    const sizes = await db
      .select({ posId: productSizes.posId, name: productSizes.name })
      .from(productSizes)
      .where(eq(productSizes.productId, philadelphia.id));
    expect(sizes).toEqual([
      { posId: demoPosId('size', 2, '4 шт'), name: '4 шт' },
      { posId: demoPosId('size', 2, '8 шт'), name: '8 шт' },
    ]);
    const rolls = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.name, ['Спайси ролл с тунцом', 'Запечённый ролл с гребешком']));
    const groups = await db
      .select({ posGroupId: modifierGroups.posGroupId })
      .from(modifierGroups)
      .where(
        inArray(
          modifierGroups.productId,
          rolls.map((roll) => roll.id),
        ),
      );
    expect(groups).toEqual([
      { posGroupId: demoPosId('modifierGroup', 2, 'Соусы и добавки') },
      { posGroupId: demoPosId('modifierGroup', 2, 'Соусы и добавки') },
    ]);
  });

  it('leave the dishes with options on the menu, at their prices', async () => {
    for (const venueId of [1, 2, 3] as const) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/test/${venueId}` });
      expect(answer.statusCode, answer.body).toBe(200);
      const menu = venueMenuSchema.parse(answer.json());
      const shown = new Map(
        menu.flatMap((category) => category.products).map((product) => [product.name, product]),
      );
      for (const { dish } of regularDishes.filter((entry) => entry.venueId === venueId)) {
        if ((dish.sizes ?? []).length + (dish.modifierGroups ?? []).length === 0) continue;
        expect(toKopecks(shown.get(dish.name)?.prise ?? -1), dish.name).toBe(
          toKopecks(dish.priceRub),
        );
      }
    }
  });
});
