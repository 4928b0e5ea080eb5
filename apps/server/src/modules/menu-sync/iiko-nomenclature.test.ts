import { describe, expect, it } from 'vitest';
import {
  type IikoNomenclatureInput,
  iikoNomenclatureSchema,
  nomenclatureUnchanged,
} from '../../adapters/iiko/wire/nomenclature';
import {
  gastropubIds,
  gastropubNomenclature,
  type iikoNomenclatureFixture,
  nomenclatureWithoutProducts,
  pastryIds,
  pastryNomenclature,
  sibumiIds,
  sibumiNomenclature,
  sibumiRevision2,
} from '../../testing/iiko-nomenclature-fixture';
import type { ImportedDish, ImportedMenu } from '../catalog/menu-store/imported-menu';
import { menuFromNomenclature } from './iiko-nomenclature';

const parse = (answer: (typeof iikoNomenclatureFixture)[1]) => iikoNomenclatureSchema.parse(answer);
const menuOf = (answer: IikoNomenclatureInput) => menuFromNomenclature(parse(answer));

function dish(menu: ImportedMenu, posId: string): ImportedDish {
  const found = menu.dishes.find((d) => d.posId === posId);
  if (!found) throw new Error(`no dish ${posId}`);
  return found;
}

describe('the nomenclature schema', () => {
  it('reads the real-shaped answers of all three venues', () => {
    for (const answer of [gastropubNomenclature, sibumiNomenclature, pastryNomenclature]) {
      expect(iikoNomenclatureSchema.safeParse(answer).success).toBe(true);
    }
  });

  it('lets fields it does not know pass, and reads documented nulls', () => {
    const answer = structuredClone(sibumiNomenclature);
    answer.products[0] = {
      ...answer.products[0],
      someFieldIikoAddsNextYear: { nested: true },
      description: null,
      weight: null,
      imageLinks: null,
    } as (typeof answer.products)[number];
    const parsed = iikoNomenclatureSchema.parse({ ...answer, extraTopLevel: 1 });
    const philadelphia = dish(menuFromNomenclature(parsed), sibumiIds.philadelphia);
    expect(philadelphia).toMatchObject({ description: '', weightGrams: 0, imageUrls: [] });
  });

  it('rejects an answer without products, so the sync keeps the old menu', () => {
    const result = iikoNomenclatureSchema.safeParse(nomenclatureWithoutProducts);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['products']);
  });

  it('rejects a product without its id or a price without currentPrice', () => {
    const noId = structuredClone(sibumiNomenclature) as { products: Record<string, unknown>[] };
    delete noId.products[0]?.id;
    expect(iikoNomenclatureSchema.safeParse(noId).success).toBe(false);

    const noPrice = structuredClone(sibumiNomenclature);
    const sizePrice = noPrice.products[0]?.sizePrices?.[0] as { price: Record<string, unknown> };
    delete sizePrice.price.currentPrice;
    expect(iikoNomenclatureSchema.safeParse(noPrice).success).toBe(false);
  });
});

describe('groups → categories', () => {
  it('flattens nested groups: each its own category, after its parent, shown with it', () => {
    const menu = menuOf(sibumiNomenclature);
    expect(menu.categories.map((c) => [c.name, c.sort, c.shown])).toEqual([
      ['Роллы', 0, true],
      // nested under «Роллы»: its own category, ranked right after its parent
      ['Запечённые роллы', 1, true],
      ['Сеты', 2, true],
      ['Летнее меню', 3, false],
      ['Архив', 4, false],
    ]);
    expect(menu.categories[0]?.imageUrl).toBe('https://resto-images.iiko.it/fake/rolls.jpg');
    // a modifier group is never a category
    expect(menu.categories.some((c) => c.posId === sibumiIds.sauces)).toBe(false);
  });

  it('hides a nested group when the group above it leaves the menu', () => {
    const answer = structuredClone(sibumiNomenclature);
    const rolls = answer.groups.find((group) => group.id === sibumiIds.rolls);
    if (rolls) rolls.isIncludedInMenu = false;
    const menu = menuOf(answer);
    const baked = menu.categories.find((c) => c.posId === sibumiIds.bakedRolls);
    expect(baked?.shown).toBe(false);
    expect(dish(menu, sibumiIds.bakedSalmon).hidden).toBe('notInMenu');
  });

  it("puts a dish in its own group's category", () => {
    const menu = menuOf(gastropubNomenclature);
    expect(dish(menu, gastropubIds.ribeye).categoryPosId).toBe(gastropubIds.steaks);
    expect(menu.categories.map((c) => c.name)).toEqual([
      'Горячее',
      'Стейки',
      'Напитки',
      'Закуски к пиву',
    ]);
  });
});

describe('products → dishes', () => {
  it('imports dishes and goods only, with the revision', () => {
    const menu = menuOf(sibumiNomenclature);
    expect(menu.revision).toBe(1001);
    const names = menu.dishes.map((d) => d.name);
    expect(names).not.toContain('Доставка'); // a service
    expect(names).not.toContain('Соевый соус'); // a modifier
    expect(names).toEqual([
      'Филадельфия',
      'Запечённый с лососем',
      'Калифорния',
      'Ролл с манго',
      'Ролл «Дракон»',
      'Летний сет',
      'Сет «Сибуми»',
    ]);
  });

  it('says why a dish is hidden', () => {
    const menu = menuOf(sibumiNomenclature);
    const hidden = Object.fromEntries(menu.dishes.map((d) => [d.name, d.hidden]));
    expect(hidden).toEqual({
      Филадельфия: null,
      'Запечённый с лососем': null,
      Калифорния: 'deleted',
      'Ролл с манго': 'notInMenu', // its price is not in the menu
      'Ролл «Дракон»': 'notInMenu', // its group is not in the menu
      'Летний сет': 'noCategory', // its group is deleted
      'Сет «Сибуми»': null,
    });
  });

  it('hides a dish without a group, in an unknown group, or priced 0', () => {
    const answer = structuredClone(sibumiNomenclature);
    const [first, second, third] = answer.products;
    if (!first || !second || !third) throw new Error('fixture changed');
    first.parentGroup = null;
    second.parentGroup = '00000000-0000-4000-8000-00000000dead';
    third.isDeleted = false;
    third.sizePrices = [{ sizeId: null, price: { currentPrice: 0, isIncludedInMenu: true } }];
    const menu = menuOf(answer);
    expect(menu.dishes.slice(0, 3).map((d) => [d.hidden, d.categoryPosId])).toEqual([
      ['noCategory', null],
      ['noCategory', null],
      ['noPrice', sibumiIds.rolls],
    ]);
  });

  it('keeps weight in grams, nutrition per 100 g, photos without blanks and repeats', () => {
    const ribeye = dish(menuOf(gastropubNomenclature), gastropubIds.ribeye);
    expect(ribeye).toMatchObject({
      name: 'Стейк рибай',
      description: 'Мраморная говядина зернового откорма, 300 г',
      priceKopecks: 189_000,
      weightGrams: 300,
      perGram: false,
      measureUnit: 'порц',
      nutrition: { proteins: 24.5, fats: 19.8, carbohydrates: 0, calories: 276 },
      sort: 1,
      imageUrls: [
        'https://resto-images.iiko.it/fake/ribeye.jpg',
        'https://resto-images.iiko.it/fake/ribeye-cut.jpg',
      ],
      sizes: [],
      hidden: null,
    });
    const philadelphia = dish(menuOf(sibumiNomenclature), sibumiIds.philadelphia);
    expect(philadelphia.imageUrls).toEqual(['https://resto-images.iiko.it/fake/philadelphia.jpg']);
    expect(philadelphia.weightGrams).toBe(260);
  });

  it('sells by weight what iiko weighs, at its price per kilogram', () => {
    const menu = menuOf(gastropubNomenclature);
    expect(dish(menu, gastropubIds.driedMeat)).toMatchObject({
      perGram: true,
      measureUnit: 'кг',
      priceKopecks: 320_000,
      weightGrams: 1000,
    });
    expect(dish(menu, gastropubIds.mors)).toMatchObject({ perGram: false, priceKopecks: 19_000 });
  });

  it('counts kopecks without float drift', () => {
    expect(dish(menuOf(pastryNomenclature), pastryIds.eclair).priceKopecks).toBe(14_550);
    const wasabi = dish(menuOf(sibumiNomenclature), sibumiIds.philadelphia).modifierGroups[0]
      ?.options[1];
    expect(wasabi).toMatchObject({ name: 'Васаби', priceKopecks: 2_490 });
  });
});

describe('sizes', () => {
  it('gives a roll both sizes with their prices, the marked one default', () => {
    const philadelphia = dish(menuOf(sibumiNomenclature), sibumiIds.philadelphia);
    expect(philadelphia.sizes).toEqual([
      {
        posId: sibumiIds.fourPieces,
        name: '4 шт',
        priceKopecks: 39_000,
        isDefault: false,
        sort: 0,
      },
      {
        posId: sibumiIds.eightPieces,
        name: '8 шт',
        priceKopecks: 69_000,
        isDefault: true,
        sort: 1,
      },
    ]);
    expect(philadelphia.priceKopecks).toBe(69_000);
  });

  it('keeps only the sizes in the menu; the default falls to the lowest priority among them', () => {
    const baked = dish(menuOf(sibumiNomenclature), sibumiIds.bakedSalmon);
    expect(baked.sizes).toEqual([
      { posId: sibumiIds.fourPieces, name: '4 шт', priceKopecks: 42_050, isDefault: true, sort: 0 },
    ]);
    expect(baked.priceKopecks).toBe(42_050);
    expect(baked.hidden).toBeNull();
  });

  it('hides a dish none of whose sizes is in the menu, still showing its prices', () => {
    const answer = structuredClone(sibumiNomenclature);
    const philadelphia = answer.products.find((item) => item.id === sibumiIds.philadelphia);
    for (const entry of philadelphia?.sizePrices ?? []) entry.price.isIncludedInMenu = false;
    const imported = dish(menuOf(answer), sibumiIds.philadelphia);
    expect(imported.hidden).toBe('notInMenu');
    expect(imported.sizes.map((size) => size.priceKopecks)).toEqual([39_000, 69_000]);
    expect(imported.priceKopecks).toBe(69_000);
  });

  it('gives a cake its sizes by priority', () => {
    const napoleon = dish(menuOf(pastryNomenclature), pastryIds.napoleon);
    expect(napoleon.sizes.map((size) => [size.name, size.priceKopecks, size.isDefault])).toEqual([
      ['1 кг', 190_000, true],
      ['2 кг', 360_000, false],
    ]);
    expect(napoleon.priceKopecks).toBe(190_000);
  });
});

describe('modifiers', () => {
  it("turns «Соусы» into a group whose children may each be taken up to the group's max", () => {
    const philadelphia = dish(menuOf(sibumiNomenclature), sibumiIds.philadelphia);
    expect(philadelphia.modifierGroups).toEqual([
      {
        posGroupId: sibumiIds.sauces,
        name: 'Соусы',
        minAmount: 0,
        maxAmount: 3,
        required: false,
        freeOfChargeAmount: 2,
        options: [
          {
            posId: sibumiIds.soySauce,
            name: 'Соевый соус',
            priceKopecks: 3_000,
            // the child's own 0..1 is ignored: childModifiersHaveMinMaxRestrictions is false
            minAmount: 0,
            maxAmount: 3,
            defaultAmount: 0,
            freeOfChargeAmount: 0,
          },
          {
            posId: sibumiIds.wasabi,
            name: 'Васаби',
            priceKopecks: 2_490,
            minAmount: 0,
            maxAmount: 3,
            defaultAmount: 0,
            freeOfChargeAmount: 0,
          },
          {
            posId: sibumiIds.ginger,
            name: 'Имбирь',
            priceKopecks: 2_000,
            minAmount: 0,
            maxAmount: 3,
            defaultAmount: 0,
            freeOfChargeAmount: 0,
          },
        ],
      },
    ]);
  });

  it('gives a steak a required doneness group (exactly one) and keeps children limits', () => {
    const ribeye = dish(menuOf(gastropubNomenclature), gastropubIds.ribeye);
    const [doneness, sauces] = ribeye.modifierGroups;
    expect(doneness).toMatchObject({
      posGroupId: gastropubIds.doneness,
      name: 'Прожарка',
      minAmount: 1,
      maxAmount: 1,
      required: true,
    });
    expect(
      doneness?.options.map((o) => [o.name, o.priceKopecks, o.minAmount, o.maxAmount]),
    ).toEqual([
      ['С кровью', 0, 0, 1],
      ['Слабая', 0, 0, 1],
      ['Средняя', 0, 0, 1],
      ['Полная', 0, 0, 1],
    ]);
    // childModifiersHaveMinMaxRestrictions: true — the béarnaise keeps its own max of 2
    expect(sauces?.options.map((o) => [o.name, o.priceKopecks, o.maxAmount])).toEqual([
      ['Перечный соус', 12_000, 1],
      ['Беарнез', 15_000, 2],
    ]);
  });

  it('makes a single modifier (the inscription) a group of one option', () => {
    const napoleon = dish(menuOf(pastryNomenclature), pastryIds.napoleon);
    expect(napoleon.modifierGroups).toEqual([
      {
        posGroupId: null,
        name: 'Надпись на торте',
        minAmount: 0,
        maxAmount: 1,
        required: false,
        freeOfChargeAmount: 0,
        options: [
          {
            posId: pastryIds.inscription,
            name: 'Надпись на торте',
            priceKopecks: 15_000,
            minAmount: 0,
            maxAmount: 1,
            defaultAmount: 0,
            freeOfChargeAmount: 0,
          },
        ],
      },
    ]);
  });

  it('drops a deleted modifier product from its group', () => {
    const answer = structuredClone(sibumiNomenclature);
    const wasabi = answer.products.find((item) => item.id === sibumiIds.wasabi);
    if (wasabi) wasabi.isDeleted = true;
    const philadelphia = dish(menuOf(answer), sibumiIds.philadelphia);
    expect(philadelphia.modifierGroups[0]?.options.map((o) => o.name)).toEqual([
      'Соевый соус',
      'Имбирь',
    ]);
    expect(philadelphia.hidden).toBeNull();
  });

  it('drops an optional group left without options and keeps the dish', () => {
    const answer = structuredClone(sibumiNomenclature);
    for (const item of answer.products) {
      if (item.type === 'Modifier') item.isDeleted = true;
    }
    const philadelphia = dish(menuOf(answer), sibumiIds.philadelphia);
    expect(philadelphia.modifierGroups).toEqual([]);
    expect(philadelphia.hidden).toBeNull();
  });

  it('hides a dish whose required group has no option left', () => {
    const answer = structuredClone(gastropubNomenclature);
    const donenessIds: string[] = [
      gastropubIds.rare,
      gastropubIds.mediumRare,
      gastropubIds.medium,
      gastropubIds.wellDone,
    ];
    answer.products = answer.products.filter((item) => !donenessIds.includes(item.id));
    const ribeye = dish(menuOf(answer), gastropubIds.ribeye);
    expect(ribeye.hidden).toBe('noModifiers');
    expect(ribeye.modifierGroups.map((group) => group.name)).toEqual(['Соусы к стейку']);
  });

  it('drops limits the database could not keep instead of failing the venue’s sync', () => {
    const answer = structuredClone(gastropubNomenclature);
    const ribeye = answer.products.find((item) => item.id === gastropubIds.ribeye);
    const [doneness, sauces] = ribeye?.groupModifiers ?? [];
    if (!doneness || !sauces) throw new Error('the fixture’s ribeye has two modifier groups');
    // The sauces saved in iiko with a maximum below the minimum, a fractional free amount and a
    // béarnaise whose own limits are upside down.
    sauces.minAmount = 2;
    sauces.maxAmount = 1;
    sauces.required = false;
    let imported = dish(menuOf(answer), gastropubIds.ribeye);
    // A group that had to be chosen from (minimum 2) cannot be kept: the dish is not offered.
    expect(imported.hidden).toBe('noModifiers');
    expect(imported.modifierGroups.map((group) => group.name)).toEqual(['Прожарка']);

    sauces.minAmount = 0;
    sauces.maxAmount = 2;
    sauces.freeOfChargeAmount = 0.5;
    const bearnaise = sauces.childModifiers.find((child) => child.id === gastropubIds.bearnaise);
    if (!bearnaise) throw new Error('the fixture’s sauces have a béarnaise');
    bearnaise.minAmount = 2;
    bearnaise.maxAmount = 1;
    bearnaise.defaultAmount = 0.7;
    imported = dish(menuOf(answer), gastropubIds.ribeye);
    expect(imported.hidden).toBeNull();
    const [, importedSauces] = imported.modifierGroups;
    expect(importedSauces?.freeOfChargeAmount).toBe(0);
    expect(importedSauces?.options.map((option) => option.name)).toEqual(['Перечный соус']);
    // A required group no portion of which may be taken: the dish is hidden.
    doneness.minAmount = 0;
    doneness.maxAmount = 0;
    expect(dish(menuOf(answer), gastropubIds.ribeye).hidden).toBe('noModifiers');
    // A wrong required group: the dish is hidden, and the venue's other dishes still come.
    doneness.maxAmount = 1;
    doneness.minAmount = -1;
    const menu = menuOf(answer);
    expect(dish(menu, gastropubIds.ribeye).hidden).toBe('noModifiers');
    expect(dish(menu, gastropubIds.mors).hidden).toBeNull();
  });

  it('hides a dish whose required modifier group is deleted', () => {
    const answer = structuredClone(gastropubNomenclature);
    const doneness = answer.groups.find((group) => group.id === gastropubIds.doneness);
    if (doneness) doneness.isDeleted = true;
    expect(dish(menuOf(answer), gastropubIds.ribeye).hidden).toBe('noModifiers');
  });
});

describe('revisions', () => {
  it('a second revision changes one price and deletes one dish, the same ids kept', () => {
    const first = menuOf(sibumiNomenclature);
    const second = menuOf(sibumiRevision2);
    expect(second.revision).toBe(1002);
    expect(second.dishes.map((d) => d.posId)).toEqual(first.dishes.map((d) => d.posId));

    const before = dish(first, sibumiIds.philadelphia);
    const after = dish(second, sibumiIds.philadelphia);
    expect(after.priceKopecks).toBe(72_000);
    expect(after.sizes.map((size) => size.priceKopecks)).toEqual([39_000, 72_000]);
    expect({ ...after, priceKopecks: 0, sizes: [] }).toEqual({
      ...before,
      priceKopecks: 0,
      sizes: [],
    });

    expect(dish(first, sibumiIds.bakedSalmon).hidden).toBeNull();
    expect(dish(second, sibumiIds.bakedSalmon).hidden).toBe('deleted');
    const changed = second.dishes.filter(
      (d, i) => JSON.stringify(d) !== JSON.stringify(first.dishes[i]),
    );
    expect(changed.map((d) => d.name)).toEqual(['Филадельфия', 'Запечённый с лососем']);
  });

  it("recognises iiko's 'nothing changed' answer, which must not empty the menu", () => {
    const unchanged = parse({
      correlationId: '3f1d5c2e-9a77-4c1b-8f0e-7d7d1a2b3c4d',
      groups: [],
      productCategories: [],
      products: [],
      sizes: [],
      revision: 1001,
    });
    expect(nomenclatureUnchanged(unchanged, 1001)).toBe(true);
    expect(nomenclatureUnchanged(parse(sibumiNomenclature), 0)).toBe(false);
    expect(nomenclatureUnchanged(parse(sibumiRevision2), 1001)).toBe(false);
  });
});
