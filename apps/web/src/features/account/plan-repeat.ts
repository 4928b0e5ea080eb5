/**
 * What a repeat order puts into the basket (repeat-order.ts): loaded when the guest asks, with the
 * modifier rules it prices choices by, so the account page's first load carries neither.
 */
import type { OrderHistoryItem } from '@storefront/contract/accounts';
import type { BasketLine } from '@storefront/contract/basket';
import {
  choicePriceKopecks,
  choiceProblems,
  describeChoice,
  EMPTY_CHOICE,
  NO_DISH_OPTIONS,
} from '@storefront/contract/modifier-rules';
import { multiplyPrice, toKopecks, toRoubles } from '@storefront/contract/money';
import type { AppDispatch } from '../../app/hooks';
import { errorStatus } from '../../lib/api';
import { catalogApi } from '../../lib/catalog-api';

export interface RepeatPlan {
  lines: BasketLine[];
  /** names of the dishes that are gone or stop-listed, or whose size or modifiers are gone */
  unavailable: string[];
}

/**
 * Asks the catalogue about every dish of the order now: `available: false` or 404 means it is not
 * sold any more, and a size or modifier the dish no longer has (or a choice it now needs) means
 * that line cannot be repeated as it was: it is named, with its choice. Any other failure
 * rejects, so nothing is half-added.
 */
export async function planRepeat(
  dispatch: AppDispatch,
  items: OrderHistoryItem[],
): Promise<RepeatPlan> {
  const answers = await Promise.all(
    items.map(async (item) => {
      const request = dispatch(
        catalogApi.endpoints.getProduct.initiate(
          { id: item.id, special: item.special },
          { subscribe: false, forceRefetch: true },
        ),
      );
      const result = await request;
      if (result.data) return { item, card: result.data };
      if (errorStatus(result.error) === 404) return { item, card: null };
      throw new Error(`product ${item.id} could not be checked`);
    }),
  );
  const plan: RepeatPlan = { lines: [], unavailable: [] };
  for (const { item, card } of answers) {
    const named = item.choiceText ? `${item.name} (${item.choiceText})` : item.name;
    if (!card?.available) {
      plan.unavailable.push(named);
      continue;
    }
    // Today's options and prices: the choice is priced again as the dish card would.
    const options = card.options ?? NO_DISH_OPTIONS;
    const choice = item.choice ?? EMPTY_CHOICE;
    if (choiceProblems(options, choice).length > 0) {
      plan.unavailable.push(named);
      continue;
    }
    const basePrice = card.product_json.sizePrices[0]?.price.currentPrice ?? item.price;
    const price = card.options
      ? toRoubles(choicePriceKopecks(toKopecks(basePrice), options, choice))
      : basePrice;
    const choiceText = describeChoice(options, choice);
    plan.lines.push({
      id: card.id,
      img: card.img_elem,
      name: card.product_json.name,
      guid: card.product_json.id,
      count: item.count,
      price,
      summa: multiplyPrice(price, item.count),
      gramm: card.cost_per_gram,
      special: card.special,
      venueId: card.venueId,
      ...(card.options ? { choice } : {}),
      ...(choiceText ? { choiceText } : {}),
    });
  }
  return plan;
}
