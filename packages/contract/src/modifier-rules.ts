/**
 * The rules of a dish's sizes and modifiers (modifiers.ts holds their schemas and the why): what
 * the dish card starts with, what is wrong with a choice, what it costs, its key and its words.
 * Apart from the schemas so that the basket of every page's first load can key its lines without
 * carrying zod (issue 11 item 5).
 */

import { chosenAmounts } from './choice-key';
import { DUPLICATE_OPTION_MESSAGE } from './modifier-limits';
import type { DishChoice, DishOptions, ModifierGroup } from './modifiers';
import { plural } from './plural';

export const modifierMessages = {
  /** the dish has sizes and none is chosen */
  chooseSize: 'Выберите размер',
  /** the chosen size is on the stop list (the dish's other sizes are not) */
  sizeUnavailable: 'Этого размера сейчас нет — выберите другой',
  /** a size or an option the menu no longer has (a basket kept across a menu sync) */
  gone: 'Этого варианта больше нет в меню',
  duplicate: DUPLICATE_OPTION_MESSAGE,
  /** a required group (or one with a minimum) with nothing chosen */
  chooseGroup: (groupName: string) => `Выберите: ${groupName}`,
  /** some of the group is chosen, fewer portions than its minimum */
  groupMin: (groupName: string, minAmount: number) =>
    `${groupName}: выберите не меньше ${minAmount}`,
  groupMax: (groupName: string, maxAmount: number) => `${groupName}: не больше ${maxAmount}`,
  optionMin: (optionName: string, minAmount: number) =>
    `${optionName}: не меньше ${portions(minAmount)}`,
  optionMax: (optionName: string, maxAmount: number) =>
    `${optionName}: не больше ${portions(maxAmount)}`,
} as const;

/** '1 порции', '3 порций', '21 порции': the genitive after 'не больше' / 'не меньше'. */
function portions(count: number): string {
  return `${count} ${plural(count, ['порции', 'порций', 'порций'])}`;
}

/** A dish with neither sizes nor modifiers: every dish the POS gives none. */
export const NO_DISH_OPTIONS: DishOptions = { sizes: [], groups: [] };

/** No size, no modifiers: what every basket line made before modifiers existed stands for. */
export const EMPTY_CHOICE: DishChoice = { sizeId: null, modifiers: [] };

export { choiceKey } from './choice-key';
export { MAX_CHOICE_MODIFIERS, MAX_MODIFIER_AMOUNT } from './modifier-limits';

// ---------------------------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------------------------

/**
 * What the dish card starts with: the default size (the first when the POS marks none; one on
 * sale rather than one on the stop list) and every
 * option at its default amount, the group's maximum kept (an option's default is bounded by the
 * group's maximum only one option at a time, so together they may pass it). A required group
 * without defaults stays unchosen: the guest picks.
 */
export function defaultChoice(options: DishOptions): DishChoice {
  const onSale = options.sizes.filter((candidate) => candidate.available !== false);
  const size =
    onSale.find((candidate) => candidate.isDefault) ??
    onSale[0] ??
    options.sizes.find((candidate) => candidate.isDefault) ??
    options.sizes[0];
  return {
    sizeId: size?.id ?? null,
    modifiers: options.groups.flatMap((group) => {
      let left = group.maxAmount;
      return group.options.flatMap((option) => {
        const amount = Math.min(option.defaultAmount, left);
        left -= amount;
        return amount > 0 ? [{ optionId: option.id, amount }] : [];
      });
    }),
  };
}

export interface ChoiceProblem {
  /** the group the problem is in (the dish card shows it there); null: the size or the dish */
  groupId: number | null;
  message: string;
}

/**
 * Why the choice cannot be ordered, in the order the dish card shows its parts (size, then the
 * groups); empty when it can.
 *
 * A group must be chosen from when it is `required` or has a minimum above 0 (iiko treats them
 * alike): it then needs at least max(minAmount, 1) portions. A group's own limits are checked
 * before its options': an option's limits are reported only once the group's are met, so a single
 * modifier (a group of one option with the same limits) never says the same thing twice.
 */
export function choiceProblems(options: DishOptions, choice: DishChoice): ChoiceProblem[] {
  const problems: ChoiceProblem[] = [];
  const gone = () => {
    if (!problems.some((problem) => problem.message === modifierMessages.gone))
      problems.push({ groupId: null, message: modifierMessages.gone });
  };

  if (choice.sizeId === null) {
    if (options.sizes.length > 0)
      problems.push({ groupId: null, message: modifierMessages.chooseSize });
  } else {
    const size = options.sizes.find((candidate) => candidate.id === choice.sizeId);
    // A size the dish no longer has, or a dish that has lost its sizes: either way the guest's
    // choice is gone from the menu (there may be nothing to choose instead).
    if (!size) gone();
    else if (size.available === false)
      problems.push({ groupId: null, message: modifierMessages.sizeUnavailable });
  }

  const amounts = chosenAmounts(choice);
  const known = new Set(
    options.groups.flatMap((group) => group.options.map((option) => option.id)),
  );
  if ([...amounts.keys()].some((optionId) => !known.has(optionId))) gone();

  for (const group of options.groups) {
    const groupProblems = groupLimitProblems(group, amounts);
    problems.push(
      ...(groupProblems.length > 0 ? groupProblems : optionLimitProblems(group, amounts)),
    );
  }
  return problems;
}

function groupLimitProblems(group: ModifierGroup, amounts: Map<number, number>): ChoiceProblem[] {
  const total = group.options.reduce((sum, option) => sum + (amounts.get(option.id) ?? 0), 0);
  const needed = group.required || group.minAmount > 0 ? Math.max(group.minAmount, 1) : 0;
  const problem = (message: string) => [{ groupId: group.id, message }];
  if (total === 0 && needed > 0) return problem(modifierMessages.chooseGroup(group.name));
  if (total < needed) return problem(modifierMessages.groupMin(group.name, needed));
  if (total > group.maxAmount)
    return problem(modifierMessages.groupMax(group.name, group.maxAmount));
  return [];
}

function optionLimitProblems(group: ModifierGroup, amounts: Map<number, number>): ChoiceProblem[] {
  const problems: ChoiceProblem[] = [];
  for (const option of group.options) {
    const amount = amounts.get(option.id) ?? 0;
    if (amount > option.maxAmount)
      problems.push({
        groupId: group.id,
        message: modifierMessages.optionMax(option.name, option.maxAmount),
      });
    else if (amount < option.minAmount)
      problems.push({
        groupId: group.id,
        message: modifierMessages.optionMin(option.name, option.minAmount),
      });
  }
  return problems;
}

/**
 * One portion's price in kopecks: the chosen size's price (the dish's own price when it has no
 * sizes, or the size is not found), plus its modifiers.
 *
 * A modifier's paid portions are its amount less its own `freeOfChargeAmount`. Then the group's
 * `freeOfChargeAmount` makes that many of the group's remaining paid portions free — and which
 * ones is our choice, since iiko documents only "the number of free modifiers in the group": the
 * CHEAPEST portions are the free ones. It is deterministic whatever order the guest picked in,
 * and never gives away more than the restaurant meant (a free sauce is the cheapest sauce).
 *
 * Options the menu does not have are left out: a choice is checked with `choiceProblems` before
 * its price counts for anything.
 */
export function choicePriceKopecks(
  basePriceKopecks: number,
  options: DishOptions,
  choice: DishChoice,
): number {
  const size = options.sizes.find((candidate) => candidate.id === choice.sizeId);
  const amounts = chosenAmounts(choice);
  let price = size ? size.priceKopecks : basePriceKopecks;
  for (const group of options.groups) price += groupPriceKopecks(group, amounts);
  return Math.max(0, price);
}

function groupPriceKopecks(group: ModifierGroup, amounts: Map<number, number>): number {
  const paid = group.options
    .map((option) => ({
      priceKopecks: Math.max(0, option.priceKopecks),
      portions: Math.max(0, (amounts.get(option.id) ?? 0) - option.freeOfChargeAmount),
    }))
    .sort((a, b) => a.priceKopecks - b.priceKopecks);
  let free = Math.max(0, group.freeOfChargeAmount);
  let sum = 0;
  for (const { priceKopecks, portions } of paid) {
    const freeHere = Math.min(free, portions);
    free -= freeHere;
    sum += (portions - freeHere) * priceKopecks;
  }
  return sum;
}

/**
 * The choice in a few words, for the basket line, the order's ticket and the staff's list:
 * '8 шт · Соевый соус ×2 · Васаби' — the size, then the options in the menu's order, with their
 * portions when more than one. '' for the empty choice; ids the menu no longer has are left out.
 */
export function describeChoice(options: DishOptions, choice: DishChoice): string {
  const amounts = chosenAmounts(choice);
  const size = options.sizes.find((candidate) => candidate.id === choice.sizeId);
  const parts = size ? [size.name] : [];
  for (const group of options.groups)
    for (const option of group.options) {
      const amount = amounts.get(option.id) ?? 0;
      if (amount > 0) parts.push(amount > 1 ? `${option.name} ×${amount}` : option.name);
    }
  return parts.join(' · ');
}
