/**
 * A line's size and modifiers checked and priced again from the catalogue when an order comes in
 * (issue 15 item 4): the rules are the contract's (modifiers.ts), the options the menu's as the
 * POS gave them (menu-sync), so a forged or stale choice is refused, never charged otherwise.
 */
import {
  type ChoiceProblem,
  choicePriceKopecks,
  choiceProblems,
  type DishChoice,
  type DishOptions,
  describeChoice,
  EMPTY_CHOICE,
} from '@storefront/contract/modifiers';
import { asc, inArray } from 'drizzle-orm';
import type { PosChoice } from '../../adapters/pos/pos';
import type { Db } from '../../db/client';
import { modifierGroups, modifierOptions, productSizes } from '../../db/schema';

/** A dish's options with the POS ids its order needs. */
export interface DishOptionsWithPos {
  options: DishOptions;
  sizePosIds: Map<number, string>;
  optionPos: Map<number, { posId: string; groupPosId: string | null }>;
}

/** The sizes and modifier groups of the dishes `productIds`, by dish; a dish with none is absent. */
export async function dishOptionsOf(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, DishOptionsWithPos>> {
  const byDish = new Map<number, DishOptionsWithPos>();
  if (productIds.length === 0) return byDish;
  const [sizes, groups] = await Promise.all([
    db
      .select()
      .from(productSizes)
      .where(inArray(productSizes.productId, [...productIds]))
      .orderBy(asc(productSizes.sort), asc(productSizes.id)),
    db
      .select()
      .from(modifierGroups)
      .where(inArray(modifierGroups.productId, [...productIds]))
      .orderBy(asc(modifierGroups.sort), asc(modifierGroups.id)),
  ]);
  const options =
    groups.length === 0
      ? []
      : await db
          .select()
          .from(modifierOptions)
          .where(
            inArray(
              modifierOptions.groupId,
              groups.map((group) => group.id),
            ),
          )
          .orderBy(asc(modifierOptions.sort), asc(modifierOptions.id));
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
    });
    dish.sizePosIds.set(size.id, size.posId);
  }
  for (const group of groups) {
    const dish = entry(group.productId);
    const own = options.filter((option) => option.groupId === group.id);
    dish.options.groups.push({
      id: group.id,
      name: group.name,
      minAmount: group.minAmount,
      maxAmount: group.maxAmount,
      required: group.required,
      freeOfChargeAmount: group.freeOfChargeAmount,
      options: own.map((option) => ({
        id: option.id,
        name: option.name,
        priceKopecks: option.priceKopecks,
        minAmount: option.minAmount,
        maxAmount: option.maxAmount,
        defaultAmount: option.defaultAmount,
        freeOfChargeAmount: option.freeOfChargeAmount,
      })),
    });
    for (const option of own) {
      dish.optionPos.set(option.id, { posId: option.posId, groupPosId: group.posGroupId });
    }
  }
  return byDish;
}

export type PricedChoice =
  | { problems: ChoiceProblem[] }
  | {
      problems: [];
      unitKopecks: number;
      /** null: the dish has nothing to choose */
      choice: DishChoice | null;
      text: string;
      pos: PosChoice | null;
    };

/**
 * A line's choice checked against its dish's options and priced (`basePriceKopecks`: the dish's
 * own price). A dish without options takes no choice (one given is 'gone from the menu').
 */
export function priceChoice(
  basePriceKopecks: number,
  dish: DishOptionsWithPos | undefined,
  given: DishChoice | undefined,
): PricedChoice {
  const choice = given ?? EMPTY_CHOICE;
  const options = dish?.options ?? { sizes: [], groups: [] };
  const problems = choiceProblems(options, choice);
  if (problems.length > 0) return { problems };
  if (!dish)
    return { problems: [], unitKopecks: basePriceKopecks, choice: null, text: '', pos: null };
  const chosen = choice.modifiers.filter((modifier) => modifier.amount > 0);
  return {
    problems: [],
    unitKopecks: choicePriceKopecks(basePriceKopecks, options, choice),
    choice,
    text: describeChoice(options, choice),
    pos: {
      sizeId: choice.sizeId === null ? null : (dish.sizePosIds.get(choice.sizeId) ?? null),
      modifiers: chosen.flatMap((modifier) => {
        const pos = dish.optionPos.get(modifier.optionId);
        const option = options.groups
          .flatMap((group) => group.options)
          .find((candidate) => candidate.id === modifier.optionId);
        return pos && option
          ? [
              {
                productId: pos.posId,
                groupId: pos.groupPosId,
                amount: modifier.amount,
                priceKopecks: option.priceKopecks,
              },
            ]
          : [];
      }),
    },
  };
}
