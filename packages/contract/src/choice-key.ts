/**
 * A choice's identity, apart from the rest of the modifier rules: the basket of every page's first
 * load keys its lines by it, and a module shared with later chunks goes whole into the first one.
 */
import type { DishChoice } from './modifiers';

/**
 * The choice as a stable string: the same dish chosen otherwise is another basket line, chosen
 * alike (in whatever order) the same one. 's8,m3x2,m5x1': the size, then each option's id and
 * portions by id. The empty choice is '' so that basket lines made before modifiers keep theirs.
 */
export function choiceKey(choice: DishChoice): string {
  const parts = choice.sizeId === null ? [] : [`s${choice.sizeId}`];
  const amounts = [...chosenAmounts(choice)].sort(([a], [b]) => a - b);
  for (const [optionId, amount] of amounts) parts.push(`m${optionId}x${amount}`);
  return parts.join(',');
}

/**
 * Portions per option id. An option listed twice counts once with both amounts (the request
 * schema refuses that, a hand-made choice need not); amounts of 0 or less are not chosen.
 */
export function chosenAmounts(choice: DishChoice): Map<number, number> {
  const amounts = new Map<number, number>();
  for (const { optionId, amount } of choice.modifiers)
    if (amount > 0) amounts.set(optionId, (amounts.get(optionId) ?? 0) + amount);
  return amounts;
}
