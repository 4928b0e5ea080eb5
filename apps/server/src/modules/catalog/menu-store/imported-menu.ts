/**
 * A venue's menu as read from its POS (issue 15 item 1), in our terms: what the menu sync writes
 * into the catalogue in one transaction. The iiko mapping (iiko-nomenclature.ts) makes it from
 * `POST /api/1/nomenclature`; everything keyed by the POS's own ids, so a second sync updates the
 * same rows (our dish ids, and the orders and baskets that hold them, stay).
 */

/** Why a dish the POS lists is not on the storefront's menu (the staff page shows it). */
export type HiddenReason =
  /** `isDeleted` */
  | 'deleted'
  /** its price (or every size's) has `isIncludedInMenu: false`, or its group is not in the menu */
  | 'notInMenu'
  /** no price at all, or a price of 0 */
  | 'noPrice'
  /**
   * a modifier group it must be given (required, or a minimum above 0) has no option left (its
   * modifier products deleted), so no order of it would satisfy iiko
   */
  | 'noModifiers'
  /** its group is unknown, deleted, or a modifier group */
  | 'noCategory';

export interface ImportedCategory {
  /** the POS group's id */
  posId: string;
  name: string;
  /**
   * the position in a depth-first walk of iiko's group tree (parents before children, siblings by
   * their `order`): iiko's `order` ranks a group only among its siblings, our categories are flat
   */
  sort: number;
  /** `isIncludedInMenu` and not `isDeleted`, and so is every group above it */
  shown: boolean;
  /** the first of the group's `imageLinks`, or null */
  imageUrl: string | null;
}

export interface ImportedSize {
  /** the POS size id (`sizePrices[].sizeId`) */
  posId: string;
  name: string;
  priceKopecks: number;
  isDefault: boolean;
  /** the size's `priority` (smaller first) */
  sort: number;
}

export interface ImportedModifierOption {
  /** the modifier product's id */
  posId: string;
  name: string;
  /** the modifier product's price; 0 when free */
  priceKopecks: number;
  minAmount: number;
  maxAmount: number;
  defaultAmount: number;
  /** the option's own `freeOfChargeAmount` (iiko puts it on child modifiers too), 0: none */
  freeOfChargeAmount: number;
}

export interface ImportedModifierGroup {
  /**
   * the modifier group's id (a group with `isGroupModifier`); null for a product's single
   * modifiers (`modifiers[]`), each of which becomes a group of one option
   */
  posGroupId: string | null;
  /** the group's name, or for a single modifier its product's name */
  name: string;
  minAmount: number;
  maxAmount: number;
  required: boolean;
  /** how many of the group's options together come free of charge, 0: none */
  freeOfChargeAmount: number;
  options: ImportedModifierOption[];
}

export interface ImportedDish {
  /** the POS product id: our products.iiko_id */
  posId: string;
  /** the POS group id of its category (`parentGroup`) */
  categoryPosId: string | null;
  name: string;
  description: string;
  /** the default size's price (or the only price), kopecks */
  priceKopecks: number;
  /** grams: iiko's `weight` is in kilograms (0.35 → 350) */
  weightGrams: number;
  /** `useBalanceForSell` or a measure unit of 'кг': sold by weight */
  perGram: boolean;
  /**
   * iiko's `measureUnit` ('порц', 'шт', 'кг', 'л'…, '' when iiko has none): what `priceKopecks`
   * is the price of; for a dish sold by weight usually 'кг'. Optional so that menus made by hand
   * (tests, a local POS) need not name one.
   */
  measureUnit?: string;
  /** per 100 g: iiko's fatAmount, proteinsAmount, carbohydratesAmount, energyAmount */
  nutrition: { proteins: number; fats: number; carbohydrates: number; calories: number };
  /** the product's `order` */
  sort: number;
  imageUrls: string[];
  /** empty when the product has no sizes (one price with sizeId null) */
  sizes: ImportedSize[];
  modifierGroups: ImportedModifierGroup[];
  hidden: HiddenReason | null;
}

export interface ImportedMenu {
  /** the nomenclature's `revision`: the next sync asks from it */
  revision: number;
  categories: ImportedCategory[];
  /** products of type 'Dish' or 'Good' (modifiers and services are not dishes) */
  dishes: ImportedDish[];
}
