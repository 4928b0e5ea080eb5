/**
 * The group's external menu on the wire (a menu built in iiko Web for delivery channels),
 * `POST /api/2/menu/by_id`. The schema follows iiko Transport's published models
 * (ExternalMenuPreset, TransportMenuCategoryDto, TransportItemDto, TransportItemSizeDto,
 * TransportModifierGroupDto, TransportModifierItemDto, TransportPriceDto,
 * ModifierRestrictionsDto) plus the fields iiko's answers carry beyond them (`isHidden`,
 * `measureUnit`, `type`): iiko marks almost every field optional, so only what a dish cannot do
 * without is required (a category's `id` and `name`); the rest is nullish, and fields we do not
 * know pass through untouched. modules/menu-sync turns it into our menu.
 */
import { z } from 'zod';
import { listOf, nullableFlag, nullableNumber, nullableText } from './common';

/** A price of one organization; `price: null`: not for sale there. */
export const iikoExternalPriceSchema = z.looseObject({
  /** the organizations this price is for, as iiko's description has it */
  organizations: z.array(z.string()).nullish(),
  /** one organization, as iiko's answers also carry it (not in the description) */
  organizationId: nullableText,
  /** roubles, a decimal; null: the item (size) is not sold in that organization */
  price: nullableNumber,
});

export const iikoModifierRestrictionsSchema = z.looseObject({
  minQuantity: nullableNumber,
  maxQuantity: nullableNumber,
  freeQuantity: nullableNumber,
  byDefault: nullableNumber,
  hideIfDefaultQuantity: nullableFlag,
});

export const iikoExternalModifierSchema = z.looseObject({
  itemId: nullableText,
  sku: nullableText,
  name: nullableText,
  description: nullableText,
  restrictions: iikoModifierRestrictionsSchema.nullish(),
  prices: z.array(iikoExternalPriceSchema).nullish(),
  portionWeightGrams: nullableNumber,
  isHidden: nullableFlag,
  position: nullableNumber,
});

export const iikoExternalModifierGroupSchema = z.looseObject({
  itemGroupId: nullableText,
  sku: nullableText,
  name: nullableText,
  description: nullableText,
  restrictions: iikoModifierRestrictionsSchema.nullish(),
  canBeDivided: nullableFlag,
  /** false or null: the options' own restrictions do not apply, only the group's */
  childModifiersHaveMinMaxRestrictions: nullableFlag,
  isHidden: nullableFlag,
  items: z.array(iikoExternalModifierSchema).nullish(),
});

export const iikoNutritionSchema = z.looseObject({
  fats: nullableNumber,
  proteins: nullableNumber,
  carbs: nullableNumber,
  energy: nullableNumber,
});

export const iikoItemSizeSchema = z.looseObject({
  /** null when the item has a single, default size */
  sizeId: nullableText,
  sku: nullableText,
  sizeCode: nullableText,
  /** may be empty when there is only one size */
  sizeName: nullableText,
  isDefault: nullableFlag,
  portionWeightGrams: nullableNumber,
  measureUnitType: nullableText,
  isHidden: nullableFlag,
  nutritionPerHundredGrams: iikoNutritionSchema.nullish(),
  prices: z.array(iikoExternalPriceSchema).nullish(),
  buttonImageUrl: nullableText,
  itemModifierGroups: z.array(iikoExternalModifierGroupSchema).nullish(),
});

export const iikoExternalItemSchema = z.looseObject({
  /** the nomenclature product's id: what an order names */
  itemId: nullableText,
  sku: nullableText,
  name: nullableText,
  description: nullableText,
  /** 'Dish' | 'Good' | 'Modifier' | 'Service'… */
  type: nullableText,
  /** 'Product' | 'Compound' */
  orderItemType: nullableText,
  /** 'порц', 'шт', 'кг'… */
  measureUnit: nullableText,
  useBalanceForSell: nullableFlag,
  isHidden: nullableFlag,
  itemSizes: z.array(iikoItemSizeSchema).nullish(),
});

export const iikoExternalCategorySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: nullableText,
  buttonImageUrl: nullableText,
  headerImageUrl: nullableText,
  isHidden: nullableFlag,
  items: z.array(iikoExternalItemSchema).nullish(),
});

/** iiko's answer to `POST /api/2/menu/by_id` */
export const iikoExternalMenuSchema = z.looseObject({
  correlationId: nullableText,
  id: z.union([z.number(), z.string()]).nullish(),
  name: nullableText,
  description: nullableText,
  itemCategories: listOf(iikoExternalCategorySchema),
});

export type IikoExternalMenu = z.infer<typeof iikoExternalMenuSchema>;
/** what iiko sends (fixtures and the fake iiko are typed with this) */
export type IikoExternalMenuInput = z.input<typeof iikoExternalMenuSchema>;
export type IikoExternalItem = z.infer<typeof iikoExternalItemSchema>;
export type IikoItemSize = z.infer<typeof iikoItemSizeSchema>;
export type IikoExternalPrice = z.infer<typeof iikoExternalPriceSchema>;
export type IikoExternalModifierGroup = z.infer<typeof iikoExternalModifierGroupSchema>;
export type IikoRestrictions = z.infer<typeof iikoModifierRestrictionsSchema>;
