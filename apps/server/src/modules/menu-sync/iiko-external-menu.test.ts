import { describe, expect, it } from 'vitest';
import { iikoExternalMenuSchema } from '../../adapters/iiko/wire/external-menu';
import { externalIds, externalMenuAnswer } from '../../testing/iiko-external-menu-fixture';
import type { ImportedDish, ImportedMenu } from '../catalog/menu-store/imported-menu';
import {
  externalCategoryPosId,
  externalMenuFingerprint,
  menuFromExternalMenu,
} from './iiko-external-menu';
import { iikoMenuSource } from './iiko-menu-source';

const organizations = {
  1: 'a1000000-0000-4000-8000-000000000001',
  2: 'A2000000-0000-4000-8000-000000000002',
  3: 'a3000000-0000-4000-8000-000000000003',
} as const;
const answer = () => iikoExternalMenuSchema.parse(externalMenuAnswer(organizations));
/** venue 2's menu; its organization id in another case than the prices' (iiko's ids compare case-blind) */
const sibumi = () => menuFromExternalMenu(answer(), organizations[2].toLowerCase());

/** Sibumi's key of one of the external menu's categories */
const category = (categoryId: string) => externalCategoryPosId(organizations[2], categoryId);

function dish(menu: ImportedMenu, posId: string): ImportedDish {
  const found = menu.dishes.find((d) => d.posId === posId);
  if (!found) throw new Error(`no dish ${posId}`);
  return found;
}

describe('the external menu schema', () => {
  it('reads iiko’s answer and keeps fields it does not know', () => {
    const parsed = answer();
    expect(parsed.itemCategories).toHaveLength(3);
    expect((parsed as Record<string, unknown>).formatVersion).toBe(2);
  });

  it('refuses an answer without its categories', () => {
    const { itemCategories: _, ...cut } = externalMenuAnswer(organizations);
    expect(iikoExternalMenuSchema.safeParse(cut).success).toBe(false);
  });
});

describe('the external menu as our menu', () => {
  it('keeps the categories in iiko’s order, a hidden one not shown, keyed per organization', () => {
    expect(sibumi().categories).toEqual([
      {
        posId: category(externalIds.rolls),
        name: 'Роллы',
        sort: 0,
        shown: true,
        imageUrl: 'https://resto-images.iiko.it/fake/external/rolls.jpg',
      },
      {
        posId: category(externalIds.seasonal),
        name: 'Сезонное',
        sort: 1,
        shown: false,
        imageUrl: null,
      },
      {
        posId: category(externalIds.desserts),
        name: 'Десерты',
        sort: 2,
        shown: true,
        imageUrl: null,
      },
    ]);
    // the same iiko category is another of ours in another venue (ours are per venue)
    const pastry = menuFromExternalMenu(answer(), organizations[3]);
    expect(pastry.categories.map((c) => c.posId)).toEqual([
      externalCategoryPosId(organizations[3], externalIds.desserts),
    ]);
    expect(category(externalIds.desserts)).not.toBe(pastry.categories[0]?.posId);
    expect(category(externalIds.desserts)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('makes a dish of sizes with the organization’s prices, the default size’s weight and nutrition', () => {
    const philadelphia = dish(sibumi(), externalIds.philadelphia);
    expect(philadelphia).toMatchObject({
      categoryPosId: category(externalIds.rolls),
      name: 'Филадельфия',
      description: 'Лосось, сливочный сыр, огурец',
      priceKopecks: 69_000,
      weightGrams: 240,
      perGram: false,
      measureUnit: 'порц',
      nutrition: { proteins: 8, fats: 9.5, carbohydrates: 20, calories: 196 },
      sort: 0,
      imageUrls: ['https://resto-images.iiko.it/fake/external/philadelphia.jpg'],
      hidden: null,
    });
    expect(philadelphia.sizes).toEqual([
      {
        posId: externalIds.fourPieces,
        name: '4 шт',
        priceKopecks: 39_000,
        isDefault: false,
        sort: 0,
      },
      {
        posId: externalIds.eightPieces,
        name: '8 шт',
        priceKopecks: 69_000,
        isDefault: true,
        sort: 1,
      },
    ]);
  });

  it('maps the modifier group’s restrictions; a hidden option is left out', () => {
    expect(dish(sibumi(), externalIds.philadelphia).modifierGroups).toEqual([
      {
        posGroupId: externalIds.sauces,
        name: 'Соусы',
        minAmount: 0,
        maxAmount: 3,
        required: false,
        freeOfChargeAmount: 2,
        options: [
          {
            posId: externalIds.soySauce,
            name: 'Соевый соус',
            priceKopecks: 0,
            minAmount: 0,
            maxAmount: 3,
            defaultAmount: 0,
            freeOfChargeAmount: 0,
          },
          {
            posId: externalIds.wasabi,
            name: 'Васаби',
            priceKopecks: 3_000,
            minAmount: 0,
            maxAmount: 3,
            defaultAmount: 0,
            freeOfChargeAmount: 0,
          },
        ],
      },
    ]);
  });

  it('hides what cannot be sold, with the nomenclature’s reasons', () => {
    const menu = sibumi();
    expect(dish(menu, externalIds.california).hidden).toBe('notInMenu');
    // not sold in Sibumi (`price: null`): not Sibumi's dish at all
    expect(menu.dishes.map((d) => d.posId)).not.toContain(externalIds.dragon);
    expect(dish(menu, externalIds.pumpkinRoll).hidden).toBe('notInMenu');
    // its required chopsticks have no option left
    expect(dish(menu, externalIds.deliverySet)).toMatchObject({
      hidden: 'noModifiers',
      priceKopecks: 199_000,
      modifierGroups: [],
    });
    // an item without itemId cannot be ordered
    expect(menu.dishes.map((d) => d.name)).not.toContain('Ролл без идентификатора');
    expect(menu.dishes.filter((d) => !d.hidden).map((d) => d.name)).toEqual([
      'Филадельфия',
      'Чизкейк',
      'Моти',
    ]);
  });

  it('takes a size without id as the dish’s only price, and a kilogram as sold by weight', () => {
    const menu = sibumi();
    expect(dish(menu, externalIds.cheesecake)).toMatchObject({
      priceKopecks: 25_000,
      sizes: [],
      weightGrams: 130,
      nutrition: { proteins: 6, fats: 22, carbohydrates: 25, calories: 321 },
    });
    expect(dish(menu, externalIds.mochi)).toMatchObject({
      priceKopecks: 180_000,
      perGram: true,
      measureUnit: 'кг',
      hidden: null,
    });
  });

  it('prices each organization on its own', () => {
    const pastry = menuFromExternalMenu(answer(), organizations[3]);
    expect(dish(pastry, externalIds.cheesecake)).toMatchObject({
      priceKopecks: 26_000,
      hidden: null,
    });
    // no price for the pastry shop: not sold there, left out
    expect(pastry.dishes.map((d) => d.posId)).toEqual([externalIds.cheesecake, externalIds.eclair]);
    // the gastropub's organization has only `price: null`s
    const pub = menuFromExternalMenu(answer(), organizations[1]);
    expect(pub).toEqual({ revision: 0, categories: [], dishes: [] });
  });

  it('reads a price given for a list of organizations, as iiko’s description has it', () => {
    const listed = answer();
    for (const category of listed.itemCategories) {
      for (const item of category.items ?? []) {
        for (const size of item.itemSizes ?? []) {
          size.prices = (size.prices ?? []).map(({ organizationId, ...price }) => ({
            ...price,
            organizations: organizationId ? [organizationId] : [],
          }));
        }
      }
    }
    const pastry = menuFromExternalMenu(listed, organizations[3]);
    expect(dish(pastry, externalIds.cheesecake)).toMatchObject({ priceKopecks: 26_000 });
    expect(pastry.dishes).toEqual(menuFromExternalMenu(answer(), organizations[3]).dishes);
  });

  it('fingerprints the content, not the revision', () => {
    const menu = sibumi();
    expect(externalMenuFingerprint({ ...menu, revision: 7 })).toBe(externalMenuFingerprint(menu));
    const changed = externalMenuAnswer(organizations);
    const price = changed.itemCategories[2]?.items?.[0]?.itemSizes?.[0]?.prices?.[0];
    if (price) price.price = 270;
    expect(
      externalMenuFingerprint(
        menuFromExternalMenu(iikoExternalMenuSchema.parse(changed), organizations[2]),
      ),
    ).not.toBe(externalMenuFingerprint(menu));
  });
});

describe('the iiko menu source with an external menu', () => {
  function source(menus: unknown[]) {
    let time = 1_000;
    const calls: unknown[][] = [];
    const menuSource = iikoMenuSource(
      {
        organizationOf: (venueId) => organizations[venueId],
        nomenclature: () => Promise.reject(new Error('the nomenclature is not read')),
        externalMenu: async (...args) => {
          calls.push(args);
          return iikoExternalMenuSchema.parse(menus[Math.min(calls.length, menus.length) - 1]);
        },
      },
      { externalMenuId: '4512', priceCategoryId: 'price-category', now: () => time++ },
    );
    return { menuSource, calls };
  }

  it('gives a new revision only when the menu changed', async () => {
    const changed = externalMenuAnswer(organizations);
    changed.itemCategories[0]?.items?.splice(0, 1);
    const { menuSource, calls } = source([
      externalMenuAnswer(organizations),
      externalMenuAnswer(organizations),
      changed,
    ]);
    const first = await menuSource.menu(2, 0);
    expect(first?.revision).toBe(1_000);
    expect(calls[0]).toEqual([2, '4512', 'price-category']);
    // the same menu, its revision stored: nothing newer
    expect(await menuSource.menu(2, 1_000)).toBeNull();
    // changed: a newer revision than the stored one
    const third = await menuSource.menu(2, 1_000);
    expect(third?.revision).toBeGreaterThan(1_000);
    expect(third?.dishes.map((d) => d.posId)).not.toContain(externalIds.philadelphia);
  });

  it('writes the same menu again when the stored revision is not the one it gave', async () => {
    const { menuSource } = source([externalMenuAnswer(organizations)]);
    expect(await menuSource.menu(2, 0)).not.toBeNull();
    // the write failed (or another process wrote): the stored revision is still the old one
    expect(await menuSource.menu(2, 0)).not.toBeNull();
  });

  it('counts as another source than the nomenclature', () => {
    const { menuSource } = source([]);
    const nomenclature = iikoMenuSource({
      organizationOf: (venueId) => organizations[venueId],
      nomenclature: () => Promise.reject(new Error('unused')),
    });
    expect(menuSource.sourceOf?.(2)).toBe(
      `external-menu:4512:price-category:${organizations[2].toLowerCase()}`,
    );
    expect(menuSource.sourceOf?.(2)).not.toBe(nomenclature.sourceOf?.(2));
  });
});
