/**
 * iiko's menu on the wire, `POST /api/1/nomenclature` (iikoTransport API v1): the schema follows
 * iiko's published OpenAPI description (NomenclatureResponse, ProductInfo, GroupModifierInfo…):
 * the fields iiko marks required are required here, the ones it marks nullable are nullish, and
 * fields we do not know pass through untouched (iiko adds fields over time; an answer must not
 * fail on one). Arrays iiko documents as always present but which older iikoRMS versions leave
 * out are read as empty. modules/menu-sync turns it into our menu.
 *
 * A note on revisions: iiko answers the whole nomenclature only when the organization's menu has
 * a revision newer than the `startRevision` asked for. Otherwise `revision` equals `startRevision`
 * and `groups`, `productCategories`, `products` and `sizes` are empty: that answer means "nothing
 * changed", never "the menu is now empty" — see {@link nomenclatureUnchanged}.
 */
import { z } from 'zod';
import { listOf, nullableFlag, nullableNumber, nullableText } from './common';

/** iiko documents these arrays as present; an older iikoRMS may still send null */
const links = z.array(z.string()).nullish();

export const iikoGroupSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: nullableText,
  /** the enclosing group, null at the top */
  parentGroup: nullableText,
  order: nullableNumber,
  isIncludedInMenu: z.boolean(),
  /** true: a modifier group (its name names the choice, e.g. 'Соусы'); false: a menu group */
  isGroupModifier: z.boolean(),
  isDeleted: nullableFlag,
  imageLinks: links,
  code: nullableText,
  additionalInfo: nullableText,
  tags: z.array(z.string()).nullish(),
  seoDescription: nullableText,
  seoText: nullableText,
  seoKeywords: nullableText,
  seoTitle: nullableText,
});

export const iikoProductCategorySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  isDeleted: nullableFlag,
});

export const iikoPriceSchema = z.looseObject({
  /** roubles, a decimal */
  currentPrice: z.number(),
  isIncludedInMenu: z.boolean(),
  nextPrice: nullableNumber,
  nextIncludedInMenu: nullableFlag,
  /** 'yyyy-MM-dd HH:mm:ss.fff', the terminal's local time */
  nextDatePrice: nullableText,
});

export const iikoSizePriceSchema = z.looseObject({
  /** null: the product has no sizes and this is its only price */
  sizeId: nullableText,
  price: iikoPriceSchema,
});

/** `modifiers[]` of a product, and `childModifiers[]` of a group modifier: one modifier product */
export const iikoModifierSchema = z.looseObject({
  id: z.string(),
  defaultAmount: nullableNumber,
  minAmount: z.number(),
  maxAmount: z.number(),
  required: nullableFlag,
  hideIfDefaultAmount: nullableFlag,
  splittable: nullableFlag,
  freeOfChargeAmount: nullableNumber,
});

export const iikoGroupModifierSchema = z.looseObject({
  /** a group with `isGroupModifier: true` */
  id: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  required: nullableFlag,
  /** false or null: the children's own min/max do not apply (see menuFromNomenclature) */
  childModifiersHaveMinMaxRestrictions: nullableFlag,
  childModifiers: z.array(iikoModifierSchema),
  hideIfDefaultAmount: nullableFlag,
  defaultAmount: nullableNumber,
  splittable: nullableFlag,
  freeOfChargeAmount: nullableNumber,
});

export const iikoProductSchema = z.looseObject({
  id: z.string(),
  code: nullableText,
  name: z.string(),
  description: nullableText,
  /** the external menu group: the dish's category */
  parentGroup: nullableText,
  /** the stock-list group in iikoRMS (usually the same group) */
  groupId: nullableText,
  productCategoryId: nullableText,
  /** 'Dish' | 'Good' | 'Modifier' | 'Service' (iiko's docs write them lower-case) */
  type: nullableText,
  /** 'Product' | 'Compound' */
  orderItemType: nullableText,
  /** 'порц', 'шт', 'кг', 'л'… */
  measureUnit: nullableText,
  /** kilograms */
  weight: nullableNumber,
  /** per 100 g */
  fatAmount: nullableNumber,
  proteinsAmount: nullableNumber,
  carbohydratesAmount: nullableNumber,
  energyAmount: nullableNumber,
  /** per item */
  fatFullAmount: nullableNumber,
  proteinsFullAmount: nullableNumber,
  carbohydratesFullAmount: nullableNumber,
  energyFullAmount: nullableNumber,
  /** a weighed product */
  useBalanceForSell: nullableFlag,
  canSetOpenPrice: nullableFlag,
  splittable: nullableFlag,
  doNotPrintInCheque: nullableFlag,
  isDeleted: nullableFlag,
  imageLinks: links,
  order: nullableNumber,
  sizePrices: z.array(iikoSizePriceSchema).nullish(),
  modifiers: z.array(iikoModifierSchema).nullish(),
  groupModifiers: z.array(iikoGroupModifierSchema).nullish(),
  modifierSchemaId: nullableText,
  modifierSchemaName: nullableText,
  paymentSubject: nullableText,
  fullNameEnglish: nullableText,
  additionalInfo: nullableText,
  tags: z.array(z.string()).nullish(),
  seoDescription: nullableText,
  seoText: nullableText,
  seoKeywords: nullableText,
  seoTitle: nullableText,
});

export const iikoSizeSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  /** position in the size scale, smaller first */
  priority: nullableNumber,
  isDefault: nullableFlag,
});

/** iiko's answer to `POST /api/1/nomenclature`; every top-level field is required. */
export const iikoNomenclatureSchema = z.looseObject({
  correlationId: z.string(),
  // a group (menu category) or product category iiko sends without its id is left out; a broken
  // product or size still refuses the answer, so the last good menu stays (issue 30 item 7)
  groups: listOf(iikoGroupSchema),
  productCategories: listOf(iikoProductCategorySchema),
  products: z.array(iikoProductSchema),
  sizes: z.array(iikoSizeSchema),
  revision: z.number(),
});

export type IikoNomenclature = z.infer<typeof iikoNomenclatureSchema>;
/** what iiko sends (fixtures and the fake iiko are typed with this) */
export type IikoNomenclatureInput = z.input<typeof iikoNomenclatureSchema>;
export type IikoGroup = z.infer<typeof iikoGroupSchema>;
export type IikoProduct = z.infer<typeof iikoProductSchema>;
export type IikoSize = z.infer<typeof iikoSizeSchema>;
export type IikoModifier = z.infer<typeof iikoModifierSchema>;
export type IikoGroupModifier = z.infer<typeof iikoGroupModifierSchema>;
export type IikoSizePrice = z.infer<typeof iikoSizePriceSchema>;

/**
 * Whether an answer is iiko's "nothing changed since `startRevision`": the same revision and no
 * data. Such an answer must not be imported (it would empty the menu); the sync keeps what it has.
 */
export function nomenclatureUnchanged(answer: IikoNomenclature, startRevision: number): boolean {
  return (
    answer.revision === startRevision &&
    answer.groups.length === 0 &&
    answer.products.length === 0 &&
    answer.sizes.length === 0
  );
}
