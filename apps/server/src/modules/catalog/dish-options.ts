/**
 * A dish's sizes and modifier groups with their options, as the POS's menu brought them
 * (menu-sync), in the menu's order: for the dish card (catalogue) and for checking and pricing an
 * order's choices (orders/dish-choices.ts), which also needs the POS's ids.
 */
import type { DishOptions } from '@storefront/contract/modifiers';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { modifierGroups, modifierOptions, productSizes } from '../../db/schema';

/** A dish's options with the POS ids its order needs. */
export interface DishOptionsWithPos {
  options: DishOptions;
  sizePosIds: Map<number, string>;
  optionPos: Map<number, { posId: string; groupPosId: string | null }>;
}

type Executor = Pick<Db, 'select'>;

/** A choice group's own rules: as guests and staff read them, as the editor and the import write. */
export type GroupTerms = Pick<
  typeof modifierGroups.$inferSelect,
  'name' | 'minAmount' | 'maxAmount' | 'required' | 'freeOfChargeAmount'
>;
/** A choice's own name, price and amounts, read and written alike. */
export type OptionTerms = Pick<
  typeof modifierOptions.$inferSelect,
  'name' | 'priceKopecks' | 'minAmount' | 'maxAmount' | 'defaultAmount' | 'freeOfChargeAmount'
>;

export const groupTerms = (group: GroupTerms): GroupTerms => ({
  name: group.name,
  minAmount: group.minAmount,
  maxAmount: group.maxAmount,
  required: group.required,
  freeOfChargeAmount: group.freeOfChargeAmount,
});

export const optionTerms = (option: OptionTerms): OptionTerms => ({
  name: option.name,
  priceKopecks: option.priceKopecks,
  minAmount: option.minAmount,
  maxAmount: option.maxAmount,
  defaultAmount: option.defaultAmount,
  freeOfChargeAmount: option.freeOfChargeAmount,
});

/**
 * The rows of the dishes' sizes, modifier groups and the groups' options, each in the menu's
 * order: what the catalogue, the order's pricing and the back office's editor read alike.
 */
export async function dishOptionRows(executor: Executor, productIds: readonly number[]) {
  const [sizes, groups] = await Promise.all([
    executor
      .select()
      .from(productSizes)
      .where(inArray(productSizes.productId, [...productIds]))
      .orderBy(asc(productSizes.sort), asc(productSizes.id)),
    executor
      .select()
      .from(modifierGroups)
      .where(inArray(modifierGroups.productId, [...productIds]))
      .orderBy(asc(modifierGroups.sort), asc(modifierGroups.id)),
  ]);
  const options =
    groups.length === 0
      ? []
      : await executor
          .select()
          .from(modifierOptions)
          .where(
            inArray(
              modifierOptions.groupId,
              groups.map((group) => group.id),
            ),
          )
          .orderBy(asc(modifierOptions.sort), asc(modifierOptions.id));
  return { sizes, groups, options };
}

/** The sizes and modifier groups of the dishes `productIds`, by dish; a dish with none is absent. */
export async function dishOptionsOf(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, DishOptionsWithPos>> {
  const byDish = new Map<number, DishOptionsWithPos>();
  if (productIds.length === 0) return byDish;
  const { sizes, groups, options } = await dishOptionRows(db, productIds);
  const entry = (productId: number) => {
    let dish = byDish.get(productId);
    if (!dish) {
      dish = {
        options: { sizes: [], groups: [] },
        sizePosIds: new Map(),
        optionPos: new Map(),
      };
      byDish.set(productId, dish);
    }
    return dish;
  };
  for (const size of sizes) {
    const dish = entry(size.productId);
    dish.options.sizes.push({
      id: size.id,
      name: size.name,
      priceKopecks: size.priceKopecks,
      isDefault: size.isDefault,
      // Said only when off: a size on sale reads as one always did.
      ...(size.available ? {} : { available: false }),
    });
    dish.sizePosIds.set(size.id, size.posId);
  }
  for (const group of groups) {
    const dish = entry(group.productId);
    const own = options.filter((option) => option.groupId === group.id);
    dish.options.groups.push({
      id: group.id,
      ...groupTerms(group),
      options: own.map((option) => ({ id: option.id, ...optionTerms(option) })),
    });
    for (const option of own) {
      dish.optionPos.set(option.id, { posId: option.posId, groupPosId: group.posGroupId });
    }
  }
  return byDish;
}
