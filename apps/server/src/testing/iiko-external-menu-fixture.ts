/**
 * An external menu of the group (`POST /api/2/menu/by_id`, a menu built in iiko Web for the
 * delivery channel) in the shape iiko sends it: every field iiko writes, nulls where it writes
 * nulls. Used by the mapping's unit tests, the fake iiko and the menu sync's test with
 * IIKO_EXTERNAL_MENU_ID.
 *
 * Prices are per organization (`prices[]`), `price: null` meaning not sold there:
 * - «Роллы»: «Филадельфия» in two sizes (Sibumi's prices only; the 8-piece the default) with the
 *   group «Соусы» (0–3, two free; soy sauce free, wasabi 30 ₽, ginger hidden); «Калифорния»
 *   hidden; «Дракон» with `price: null` in Sibumi; «Сет «Доставка»» with a required group
 *   «Палочки» whose only option is hidden; an item known only by its sku (no `itemId`).
 * - «Сезонное» (hidden): «Ролл с тыквой».
 * - «Десерты»: «Чизкейк» (one size without id, priced in Sibumi and the pastry shop), «Моти»
 *   sold by the kilogram (Sibumi) and «Эклер» (the pastry shop only).
 */
import type { IikoExternalMenuInput } from '../adapters/iiko/wire/external-menu';

type Category = IikoExternalMenuInput['itemCategories'][number];
type Item = NonNullable<Category['items']>[number];
type ItemSize = NonNullable<Item['itemSizes']>[number];
type ModifierGroup = NonNullable<ItemSize['itemModifierGroups']>[number];
type Modifier = NonNullable<ModifierGroup['items']>[number];

/** the menu's id in iiko Web (iiko's external menu ids are numbers, sent as strings) */
export const externalMenuId = '4512';

/** ids readable in a failing test: kind (1 category, 2 size, 3 item, 4 modifier group, 5 modifier) */
const id = (kind: number, n: number) =>
  `00004${kind}00-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const externalIds = {
  rolls: id(1, 1),
  seasonal: id(1, 2),
  desserts: id(1, 3),
  fourPieces: id(2, 1),
  eightPieces: id(2, 2),
  philadelphia: id(3, 1),
  california: id(3, 2),
  dragon: id(3, 3),
  deliverySet: id(3, 4),
  pumpkinRoll: id(3, 5),
  cheesecake: id(3, 6),
  mochi: id(3, 7),
  eclair: id(3, 8),
  sauces: id(4, 1),
  chopsticks: id(4, 2),
  soySauce: id(5, 1),
  wasabi: id(5, 2),
  ginger: id(5, 3),
  chopsticksPair: id(5, 4),
};

const image = (name: string) => `https://resto-images.iiko.it/fake/external/${name}.jpg`;

type Prices = Partial<Record<1 | 2 | 3, number | null>>;
/** the organizations the menu is read for, per venue */
type Organizations = Record<1 | 2 | 3, string>;

function prices(organizations: Organizations, byVenue: Prices) {
  return (Object.entries(byVenue) as [string, number | null][]).map(([venue, price]) => ({
    organizationId: organizations[Number(venue) as 1 | 2 | 3],
    price,
  }));
}

function modifier(fields: Partial<Modifier> & Pick<Modifier, 'itemId' | 'name'>): Modifier {
  return {
    sku: null,
    description: '',
    buttonImage: null,
    restrictions: { minQuantity: 0, maxQuantity: 1, freeQuantity: 0, byDefault: 0 },
    allergenGroups: [],
    nutritionPerHundredGrams: null,
    portionWeightGrams: 0,
    tags: [],
    isHidden: false,
    prices: [],
    position: 0,
    ...fields,
  };
}

function size(fields: Partial<ItemSize>): ItemSize {
  return {
    sku: null,
    sizeCode: null,
    sizeName: null,
    isDefault: true,
    portionWeightGrams: 0,
    itemModifierGroups: [],
    sizeId: null,
    nutritionPerHundredGrams: { fats: 0, proteins: 0, carbs: 0, energy: 0 },
    prices: [],
    buttonImageUrl: null,
    buttonImageCroppedUrl: null,
    isHidden: false,
    measureUnitType: 'GRAM',
    ...fields,
  };
}

function item(fields: Partial<Item> & Pick<Item, 'name'>): Item {
  return {
    sku: null,
    description: '',
    allergens: [],
    tags: [],
    labels: [],
    itemSizes: [],
    itemId: null,
    modifierSchemaId: null,
    taxCategory: null,
    type: 'Dish',
    orderItemType: 'Product',
    measureUnit: 'порц',
    useBalanceForSell: false,
    canBeDivided: false,
    isHidden: false,
    ...fields,
  };
}

/** The external menu as iiko answers it for `organizations` (each venue's organization id). */
export function externalMenuAnswer(organizations: Organizations): IikoExternalMenuInput {
  const p = (byVenue: Prices) => prices(organizations, byVenue);
  const sauces: ModifierGroup = {
    itemGroupId: externalIds.sauces,
    sku: '00101',
    name: 'Соусы',
    description: '',
    restrictions: { minQuantity: 0, maxQuantity: 3, freeQuantity: 2, byDefault: 0 },
    canBeDivided: false,
    childModifiersHaveMinMaxRestrictions: false,
    isHidden: false,
    items: [
      modifier({ itemId: externalIds.soySauce, name: 'Соевый соус', prices: p({ 2: 0 }) }),
      modifier({ itemId: externalIds.wasabi, name: 'Васаби', prices: p({ 2: 30 }) }),
      modifier({
        itemId: externalIds.ginger,
        name: 'Имбирь',
        prices: p({ 2: 20 }),
        isHidden: true,
      }),
    ],
  };
  const chopsticks: ModifierGroup = {
    itemGroupId: externalIds.chopsticks,
    sku: '00102',
    name: 'Палочки',
    description: '',
    restrictions: { minQuantity: 1, maxQuantity: 1, freeQuantity: 1, byDefault: 1 },
    canBeDivided: false,
    childModifiersHaveMinMaxRestrictions: false,
    isHidden: false,
    items: [
      modifier({
        itemId: externalIds.chopsticksPair,
        name: 'Палочки, пара',
        prices: p({ 2: 0 }),
        isHidden: true,
      }),
    ],
  };
  return {
    correlationId: '6f2b1c1e-0a41-4e5a-9d7c-3b0d6f1f2a11',
    id: Number(externalMenuId),
    name: 'Доставка',
    description: 'Меню для сайта',
    buttonImageUrl: null,
    revision: 1764000000,
    formatVersion: 2,
    itemCategories: [
      {
        id: externalIds.rolls,
        name: 'Роллы',
        description: '',
        buttonImageUrl: image('rolls'),
        headerImageUrl: null,
        iikoGroupId: null,
        isHidden: false,
        items: [
          item({
            itemId: externalIds.philadelphia,
            sku: '02001',
            name: 'Филадельфия ',
            description: 'Лосось, сливочный сыр, огурец',
            itemSizes: [
              size({
                sizeId: externalIds.fourPieces,
                sizeCode: '4',
                sizeName: '4 шт',
                isDefault: false,
                portionWeightGrams: 120,
                prices: p({ 1: null, 2: 390 }),
                itemModifierGroups: [sauces],
                nutritionPerHundredGrams: { fats: 9.5, proteins: 8, carbs: 20, energy: 196 },
                buttonImageUrl: image('philadelphia-4'),
              }),
              size({
                sizeId: externalIds.eightPieces,
                sizeCode: '8',
                sizeName: '8 шт',
                isDefault: true,
                portionWeightGrams: 240,
                prices: p({ 1: null, 2: 690 }),
                itemModifierGroups: [sauces],
                nutritionPerHundredGrams: { fats: 9.5, proteins: 8, carbs: 20, energy: 196 },
                buttonImageUrl: image('philadelphia'),
              }),
            ],
          }),
          item({
            itemId: externalIds.california,
            sku: '02002',
            name: 'Калифорния',
            isHidden: true,
            itemSizes: [size({ portionWeightGrams: 230, prices: p({ 2: 450 }) })],
          }),
          item({
            itemId: externalIds.dragon,
            sku: '02003',
            name: 'Дракон',
            itemSizes: [size({ portionWeightGrams: 250, prices: p({ 2: null }) })],
          }),
          item({
            itemId: externalIds.deliverySet,
            sku: '02004',
            name: 'Сет «Доставка»',
            orderItemType: 'Compound',
            itemSizes: [
              size({
                portionWeightGrams: 900,
                prices: p({ 2: 1990 }),
                itemModifierGroups: [chopsticks],
              }),
            ],
          }),
          item({
            sku: '02005',
            name: 'Ролл без идентификатора',
            itemSizes: [size({ portionWeightGrams: 200, prices: p({ 2: 300 }) })],
          }),
        ],
      },
      {
        id: externalIds.seasonal,
        name: 'Сезонное',
        description: '',
        buttonImageUrl: null,
        headerImageUrl: null,
        iikoGroupId: null,
        isHidden: true,
        items: [
          item({
            itemId: externalIds.pumpkinRoll,
            sku: '02006',
            name: 'Ролл с тыквой',
            itemSizes: [size({ portionWeightGrams: 220, prices: p({ 2: 420 }) })],
          }),
        ],
      },
      {
        id: externalIds.desserts,
        name: 'Десерты',
        description: 'Сладкое к чаю',
        buttonImageUrl: null,
        headerImageUrl: null,
        iikoGroupId: null,
        isHidden: false,
        items: [
          item({
            itemId: externalIds.cheesecake,
            sku: '03001',
            name: 'Чизкейк',
            description: 'Нью-Йорк',
            itemSizes: [
              size({
                portionWeightGrams: 130,
                prices: p({ 2: 250, 3: 260 }),
                nutritionPerHundredGrams: { fats: 22, proteins: 6, carbs: 25, energy: 321 },
                buttonImageUrl: image('cheesecake'),
              }),
            ],
          }),
          item({
            itemId: externalIds.mochi,
            sku: '03002',
            name: 'Моти',
            measureUnit: 'кг',
            itemSizes: [size({ portionWeightGrams: 1000, prices: p({ 2: 1800 }) })],
          }),
          item({
            itemId: externalIds.eclair,
            sku: '03003',
            name: 'Эклер',
            itemSizes: [size({ portionWeightGrams: 70, prices: p({ 2: null, 3: 180 }) })],
          }),
        ],
      },
    ],
  };
}
