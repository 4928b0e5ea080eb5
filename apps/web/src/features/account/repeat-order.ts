/**
 * Repeat order (SPEC.md §4 "Account contact change"): the order's dishes go into the basket at
 * today's prices, except those no longer on sale, which are named.
 */

import type { OrderHistoryItem } from '@storefront/contract/accounts';
import { accountMessages } from '@storefront/contract/accounts';
import type { BasketLine } from '@storefront/contract/basket';
import { multiplyPrice } from '@storefront/contract/money';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type AppDispatch, useAppDispatch } from '../../app/hooks';
import { errorStatus } from '../../lib/api';
import { catalogApi } from '../../lib/catalog-api';
import { toast } from '../../lib/toast';
import { mergeLines } from '../basket/basket-slice';

export const REPEAT_FAILED =
  'Не удалось повторить заказ. Проверьте соединение и попробуйте ещё раз.';

export function unavailableMessage(names: string[]): string {
  return `Недоступны и не добавлены: ${names.join(', ')}`;
}

export interface RepeatPlan {
  lines: BasketLine[];
  /** names of the dishes that are gone or stop-listed */
  unavailable: string[];
}

/**
 * Asks the catalogue about every dish of the order now: `available: false` or 404 means it is not
 * sold any more. Any other failure rejects, so nothing is half-added.
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
    if (!card?.available) {
      plan.unavailable.push(item.name);
      continue;
    }
    const price = card.product_json.sizePrices[0]?.price.currentPrice ?? item.price;
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
    });
  }
  return plan;
}

/** The 'ПОВТОРИТЬ ЗАКАЗ' action: [repeat(items), the id of the order being repeated]. */
export function useRepeatOrder(): [
  (id: number, items: OrderHistoryItem[]) => Promise<void>,
  number | null,
] {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [running, setRunning] = useState<number | null>(null);

  const repeat = async (id: number, items: OrderHistoryItem[]) => {
    if (running !== null) return;
    setRunning(id);
    let plan: RepeatPlan;
    try {
      plan = await planRepeat(dispatch, items);
    } catch {
      toast.error(REPEAT_FAILED);
      setRunning(null);
      return;
    }
    setRunning(null);
    if (plan.unavailable.length > 0) toast.warning(unavailableMessage(plan.unavailable));
    if (plan.lines.length === 0) return;
    dispatch(mergeLines(plan.lines));
    navigate('/basket', { state: { message: accountMessages.repeatOrder } });
  };

  return [repeat, running];
}
