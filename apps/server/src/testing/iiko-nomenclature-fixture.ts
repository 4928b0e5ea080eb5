/**
 * iiko nomenclature answers (`POST /api/1/nomenclature`) for the three venues' organizations, in
 * the shape iiko sends them: every field iiko writes, nulls where it writes nulls. Used by the
 * mapping's unit tests, the fake iiko's default menus and the menu sync's tests.
 *
 * - Гастропаб (venue 1): a steak with a required doneness group (min 1, max 1) and an optional
 *   sauce group, a drink, dried meat sold by weight, steaks in a group nested under «Горячее».
 * - Sibumi (venue 2): rolls in two sizes with prices per size and the group modifier «Соусы» (soy
 *   sauce, wasabi, ginger; two free, three at most), a baked roll in a nested group with only one
 *   size in the menu, a deleted roll, a roll whose price is not in the menu, a roll in a group not
 *   in the menu, a set in a deleted group, and a service (not a dish). `sibumiRevision2` is the
 *   next revision: one price changed, one dish deleted.
 * - Кондитерская (venue 3): a cake in two sizes with a single modifier (an inscription) and an
 *   eclair.
 */
import { randomUUID } from 'node:crypto';
import type { IikoNomenclatureInput } from '../adapters/iiko/wire/nomenclature';

type Group = IikoNomenclatureInput['groups'][number];
type Product = IikoNomenclatureInput['products'][number];
type Size = IikoNomenclatureInput['sizes'][number];
type SizePrice = NonNullable<Product['sizePrices']>[number];
type Modifier = NonNullable<Product['modifiers']>[number];
type GroupModifier = NonNullable<Product['groupModifiers']>[number];

/** ids readable in a failing test: venue, kind (1 group, 2 size, 3 product), number */
const id = (venue: number, kind: number, n: number) =>
  `0000${venue}${kind}00-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const image = (name: string) => `https://resto-images.iiko.it/fake/${name}.jpg`;

function group(fields: Pick<Group, 'id' | 'name' | 'order'> & Partial<Group>): Group {
  return {
    imageLinks: [],
    parentGroup: null,
    isIncludedInMenu: true,
    isGroupModifier: false,
    code: null,
    description: null,
    additionalInfo: null,
    tags: null,
    isDeleted: false,
    seoDescription: null,
    seoText: null,
    seoKeywords: null,
    seoTitle: null,
    ...fields,
  };
}

/** a price in roubles, as iiko sends it */
function price(sizeId: string | null, roubles: number, isIncludedInMenu = true): SizePrice {
  return {
    sizeId,
    price: {
      currentPrice: roubles,
      isIncludedInMenu,
      nextPrice: null,
      nextIncludedInMenu: isIncludedInMenu,
      nextDatePrice: null,
    },
  };
}

function modifier(
  modifierId: string,
  fields: Partial<Modifier> & Pick<Modifier, 'minAmount' | 'maxAmount'>,
): Modifier {
  return {
    id: modifierId,
    defaultAmount: 0,
    required: false,
    hideIfDefaultAmount: false,
    splittable: false,
    freeOfChargeAmount: 0,
    ...fields,
  };
}

function product(
  fields: Pick<Product, 'id' | 'name' | 'parentGroup' | 'type' | 'sizePrices'> & Partial<Product>,
): Product {
  const isModifier = fields.type === 'Modifier';
  return {
    fatAmount: 0,
    proteinsAmount: 0,
    carbohydratesAmount: 0,
    energyAmount: 0,
    fatFullAmount: 0,
    proteinsFullAmount: 0,
    carbohydratesFullAmount: 0,
    energyFullAmount: 0,
    weight: 0,
    groupId: fields.parentGroup,
    productCategoryId: null,
    orderItemType: isModifier ? 'Product' : 'Compound',
    modifierSchemaId: null,
    modifierSchemaName: null,
    splittable: false,
    measureUnit: 'порц',
    modifiers: [],
    groupModifiers: [],
    imageLinks: [],
    doNotPrintInCheque: false,
    order: 0,
    fullNameEnglish: null,
    useBalanceForSell: false,
    canSetOpenPrice: false,
    paymentSubject: null,
    code: null,
    description: null,
    additionalInfo: null,
    tags: null,
    isDeleted: false,
    seoDescription: null,
    seoText: null,
    seoKeywords: null,
    seoTitle: null,
    ...fields,
  };
}

function answer(
  revision: number,
  parts: Pick<IikoNomenclatureInput, 'groups' | 'products' | 'sizes'>,
): IikoNomenclatureInput {
  return {
    correlationId: randomUUID(),
    productCategories: [
      { id: '00000000-0000-4000-8000-0000000ca7e1', name: 'Кухня', isDeleted: false },
      { id: '00000000-0000-4000-8000-0000000ca7e2', name: 'Бар', isDeleted: false },
    ],
    revision,
    ...parts,
  };
}

// ---------------------------------------------------------------- Гастропаб (venue 1)

export const gastropubIds = {
  hot: id(1, 1, 1),
  steaks: id(1, 1, 2),
  drinks: id(1, 1, 3),
  snacks: id(1, 1, 4),
  doneness: id(1, 1, 5),
  steakSauces: id(1, 1, 6),
  ribeye: id(1, 3, 1),
  mors: id(1, 3, 2),
  driedMeat: id(1, 3, 3),
  rare: id(1, 3, 11),
  mediumRare: id(1, 3, 12),
  medium: id(1, 3, 13),
  wellDone: id(1, 3, 14),
  pepperSauce: id(1, 3, 21),
  bearnaise: id(1, 3, 22),
};
const g = gastropubIds;

const doneness: GroupModifier = {
  id: g.doneness,
  minAmount: 1,
  maxAmount: 1,
  required: true,
  childModifiersHaveMinMaxRestrictions: true,
  childModifiers: [g.rare, g.mediumRare, g.medium, g.wellDone].map((childId) =>
    modifier(childId, { minAmount: 0, maxAmount: 1 }),
  ),
  hideIfDefaultAmount: false,
  defaultAmount: 0,
  splittable: false,
  freeOfChargeAmount: 0,
};

const steakSauces: GroupModifier = {
  id: g.steakSauces,
  minAmount: 0,
  maxAmount: 2,
  required: false,
  childModifiersHaveMinMaxRestrictions: true,
  childModifiers: [
    modifier(g.pepperSauce, { minAmount: 0, maxAmount: 1 }),
    modifier(g.bearnaise, { minAmount: 0, maxAmount: 2 }),
  ],
  hideIfDefaultAmount: false,
  defaultAmount: 0,
  splittable: false,
  freeOfChargeAmount: 0,
};

const modifierProduct = (modifierId: string, name: string, parentGroup: string, roubles: number) =>
  product({
    id: modifierId,
    name,
    parentGroup,
    type: 'Modifier',
    // modifiers are usually out of the menu themselves and offered only inside a dish
    sizePrices: [price(null, roubles, false)],
  });

export const gastropubNomenclature: IikoNomenclatureInput = answer(2001, {
  groups: [
    group({ id: g.hot, name: 'Горячее', order: 1, imageLinks: [image('hot')] }),
    // nested: a category of its own, ordered right after its parent
    group({ id: g.steaks, name: 'Стейки', order: 1, parentGroup: g.hot }),
    group({ id: g.drinks, name: 'Напитки', order: 2 }),
    group({ id: g.snacks, name: 'Закуски к пиву', order: 3 }),
    group({
      id: g.doneness,
      name: 'Прожарка',
      order: 0,
      isGroupModifier: true,
      isIncludedInMenu: false,
    }),
    group({
      id: g.steakSauces,
      name: 'Соусы к стейку',
      order: 0,
      isGroupModifier: true,
      isIncludedInMenu: false,
    }),
  ],
  sizes: [],
  products: [
    product({
      id: g.ribeye,
      code: '00101',
      name: 'Стейк рибай',
      description: 'Мраморная говядина зернового откорма, 300 г',
      parentGroup: g.steaks,
      type: 'Dish',
      weight: 0.3,
      proteinsAmount: 24.5,
      fatAmount: 19.8,
      carbohydratesAmount: 0,
      energyAmount: 276,
      proteinsFullAmount: 73.5,
      fatFullAmount: 59.4,
      energyFullAmount: 828,
      order: 1,
      imageLinks: [image('ribeye'), image('ribeye-cut')],
      sizePrices: [price(null, 1890)],
      groupModifiers: [doneness, steakSauces],
      paymentSubject: 'Товар',
    }),
    product({
      id: g.mors,
      code: '00201',
      name: 'Морс клюквенный',
      description: '0,5 л',
      parentGroup: g.drinks,
      type: 'Good',
      measureUnit: 'шт',
      weight: 0.5,
      order: 1,
      sizePrices: [price(null, 190)],
    }),
    product({
      id: g.driedMeat,
      code: '00301',
      name: 'Вяленая говядина',
      description: 'Цена за килограмм, взвешиваем при сборке',
      parentGroup: g.snacks,
      type: 'Good',
      measureUnit: 'кг',
      useBalanceForSell: true,
      weight: 1,
      proteinsAmount: 55,
      fatAmount: 8,
      carbohydratesAmount: 2,
      energyAmount: 300,
      order: 1,
      sizePrices: [price(null, 3200)],
    }),
    modifierProduct(g.rare, 'С кровью', g.doneness, 0),
    modifierProduct(g.mediumRare, 'Слабая', g.doneness, 0),
    modifierProduct(g.medium, 'Средняя', g.doneness, 0),
    modifierProduct(g.wellDone, 'Полная', g.doneness, 0),
    modifierProduct(g.pepperSauce, 'Перечный соус', g.steakSauces, 120),
    modifierProduct(g.bearnaise, 'Беарнез', g.steakSauces, 150),
  ],
});

// ---------------------------------------------------------------- Sibumi (venue 2)

export const sibumiIds = {
  rolls: id(2, 1, 1),
  bakedRolls: id(2, 1, 2),
  sets: id(2, 1, 3),
  archive: id(2, 1, 4),
  oldMenu: id(2, 1, 5),
  sauces: id(2, 1, 6),
  fourPieces: id(2, 2, 1),
  eightPieces: id(2, 2, 2),
  philadelphia: id(2, 3, 1),
  bakedSalmon: id(2, 3, 2),
  california: id(2, 3, 3),
  seasonalRoll: id(2, 3, 4),
  dragonRoll: id(2, 3, 5),
  oldSet: id(2, 3, 6),
  sibumiSet: id(2, 3, 7),
  deliveryService: id(2, 3, 8),
  soySauce: id(2, 3, 11),
  wasabi: id(2, 3, 12),
  ginger: id(2, 3, 13),
};
const s = sibumiIds;

const rollSizes: Size[] = [
  { id: s.fourPieces, name: '4 шт', priority: 0, isDefault: false },
  { id: s.eightPieces, name: '8 шт', priority: 1, isDefault: true },
];

/** soy sauce, wasabi and ginger: two portions free, three at most */
const sauces: GroupModifier = {
  id: s.sauces,
  minAmount: 0,
  maxAmount: 3,
  required: false,
  // the children's own 0..1 below do not apply: each may be taken up to the group's 3
  childModifiersHaveMinMaxRestrictions: false,
  childModifiers: [s.soySauce, s.wasabi, s.ginger].map((childId) =>
    modifier(childId, { minAmount: 0, maxAmount: 1 }),
  ),
  hideIfDefaultAmount: false,
  defaultAmount: 0,
  splittable: false,
  freeOfChargeAmount: 2,
};

const roll = (
  fields: Pick<Product, 'id' | 'name' | 'parentGroup' | 'sizePrices'> & Partial<Product>,
) =>
  product({
    type: 'Dish',
    weight: 0.26,
    proteinsAmount: 7.1,
    fatAmount: 8.4,
    carbohydratesAmount: 22.3,
    energyAmount: 193.6,
    groupModifiers: [sauces],
    ...fields,
  });

export const sibumiNomenclature: IikoNomenclatureInput = answer(1001, {
  groups: [
    group({ id: s.rolls, name: 'Роллы', order: 1, imageLinks: [image('rolls')] }),
    group({ id: s.bakedRolls, name: 'Запечённые роллы', order: 1, parentGroup: s.rolls }),
    group({ id: s.sets, name: 'Сеты', order: 2 }),
    group({ id: s.archive, name: 'Архив', order: 9, isIncludedInMenu: false }),
    group({ id: s.oldMenu, name: 'Летнее меню', order: 8, isDeleted: true }),
    group({
      id: s.sauces,
      name: 'Соусы',
      order: 0,
      isGroupModifier: true,
      isIncludedInMenu: false,
    }),
  ],
  sizes: rollSizes,
  products: [
    roll({
      id: s.philadelphia,
      code: '20101',
      name: 'Филадельфия',
      description: 'Лосось, сливочный сыр, огурец',
      parentGroup: s.rolls,
      order: 1,
      imageLinks: [image('philadelphia'), '', image('philadelphia')],
      sizePrices: [price(s.fourPieces, 390), price(s.eightPieces, 690)],
    }),
    roll({
      id: s.bakedSalmon,
      code: '20201',
      name: 'Запечённый с лососем',
      description: 'Под сырной шапкой',
      parentGroup: s.bakedRolls,
      order: 1,
      // only the half roll is sold in this venue
      sizePrices: [price(s.fourPieces, 420.5), price(s.eightPieces, 790, false)],
    }),
    roll({
      id: s.california,
      code: '20102',
      name: 'Калифорния',
      parentGroup: s.rolls,
      order: 2,
      isDeleted: true,
      sizePrices: [price(s.fourPieces, 350), price(s.eightPieces, 620)],
    }),
    roll({
      id: s.seasonalRoll,
      code: '20103',
      name: 'Ролл с манго',
      parentGroup: s.rolls,
      order: 3,
      groupModifiers: [],
      sizePrices: [price(null, 450, false)],
    }),
    roll({
      id: s.dragonRoll,
      code: '20901',
      name: 'Ролл «Дракон»',
      parentGroup: s.archive,
      order: 1,
      sizePrices: [price(s.fourPieces, 480), price(s.eightPieces, 890)],
    }),
    roll({
      id: s.oldSet,
      code: '20801',
      name: 'Летний сет',
      parentGroup: s.oldMenu,
      order: 1,
      groupModifiers: [],
      sizePrices: [price(null, 1490)],
    }),
    product({
      id: s.sibumiSet,
      code: '20301',
      name: 'Сет «Сибуми»',
      description: 'Филадельфия, Калифорния, Запечённый с лососем — 24 шт',
      parentGroup: s.sets,
      type: 'Dish',
      weight: 0.78,
      order: 1,
      sizePrices: [price(null, 1990)],
      groupModifiers: [sauces],
    }),
    product({
      id: s.deliveryService,
      code: 'DLV',
      name: 'Доставка',
      parentGroup: null,
      type: 'Service',
      orderItemType: 'Product',
      sizePrices: [price(null, 200, false)],
    }),
    modifierProduct(s.soySauce, 'Соевый соус', s.sauces, 30),
    modifierProduct(s.wasabi, 'Васаби', s.sauces, 24.9),
    modifierProduct(s.ginger, 'Имбирь', s.sauces, 20),
  ],
});

/**
 * The next revision of Sibumi's menu: the eight-piece Филадельфия costs 720 ₽ instead of 690 ₽,
 * and «Запечённый с лососем» is deleted.
 */
export const sibumiRevision2: IikoNomenclatureInput = (() => {
  const next = structuredClone(sibumiNomenclature);
  next.correlationId = randomUUID();
  next.revision = 1002;
  next.products = next.products.map((item) => {
    if (item.id === s.philadelphia) {
      return {
        ...item,
        sizePrices: [price(s.fourPieces, 390), price(s.eightPieces, 720)],
      };
    }
    if (item.id === s.bakedSalmon) return { ...item, isDeleted: true };
    return item;
  });
  return next;
})();

// ---------------------------------------------------------------- Кондитерская (venue 3)

export const pastryIds = {
  cakes: id(3, 1, 1),
  desserts: id(3, 1, 2),
  oneKilo: id(3, 2, 1),
  twoKilos: id(3, 2, 2),
  napoleon: id(3, 3, 1),
  eclair: id(3, 3, 2),
  inscription: id(3, 3, 11),
  inscriptions: id(3, 1, 9),
};
const p = pastryIds;

export const pastryNomenclature: IikoNomenclatureInput = answer(3001, {
  groups: [
    group({ id: p.cakes, name: 'Торты', order: 1 }),
    group({ id: p.desserts, name: 'Пирожные', order: 2 }),
    // the stock-list group the inscription sits in: not a menu group
    group({ id: p.inscriptions, name: 'Оформление', order: 9, isIncludedInMenu: false }),
  ],
  sizes: [
    { id: p.oneKilo, name: '1 кг', priority: 1, isDefault: true },
    { id: p.twoKilos, name: '2 кг', priority: 2, isDefault: false },
  ],
  products: [
    product({
      id: p.napoleon,
      code: '30101',
      name: 'Торт «Наполеон»',
      description: 'Слоёные коржи, заварной крем',
      parentGroup: p.cakes,
      type: 'Dish',
      weight: 1,
      proteinsAmount: 5.2,
      fatAmount: 21.3,
      carbohydratesAmount: 44.1,
      energyAmount: 389,
      order: 1,
      imageLinks: [image('napoleon')],
      sizePrices: [price(p.oneKilo, 1900), price(p.twoKilos, 3600)],
      modifiers: [modifier(p.inscription, { minAmount: 0, maxAmount: 1 })],
    }),
    product({
      id: p.eclair,
      code: '30201',
      name: 'Эклер ванильный',
      parentGroup: p.desserts,
      type: 'Dish',
      weight: 0.065,
      proteinsAmount: 4.1,
      fatAmount: 15.2,
      carbohydratesAmount: 30.7,
      energyAmount: 276.4,
      order: 1,
      sizePrices: [price(null, 145.5)],
    }),
    modifierProduct(p.inscription, 'Надпись на торте', p.inscriptions, 150),
  ],
});

/** The default menus of the fake iiko, by venue. */
export const iikoNomenclatureFixture: Record<1 | 2 | 3, IikoNomenclatureInput> = {
  1: gastropubNomenclature,
  2: sibumiNomenclature,
  3: pastryNomenclature,
};

/** An answer iiko would never send whole: `products` is missing (the sync keeps the old menu). */
export const nomenclatureWithoutProducts: unknown = (() => {
  const { products: _dropped, ...rest } = structuredClone(sibumiNomenclature);
  return rest;
})();
