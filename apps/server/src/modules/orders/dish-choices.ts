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
  describeChoice,
  EMPTY_CHOICE,
} from '@storefront/contract/modifiers';
import type { PosChoice } from '../../adapters/pos/pos';
import type { DishOptionsWithPos } from '../catalog/dish-options';

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
      ownPriceKopecks:
        options.sizes.find((size) => size.id === choice.sizeId)?.priceKopecks ?? basePriceKopecks,
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
