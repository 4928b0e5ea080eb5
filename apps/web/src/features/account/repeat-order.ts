/**
 * Repeat order (SPEC.md §4 "Account contact change"): the order's dishes go into the basket at
 * today's prices, except those no longer on sale, which are named.
 */

import type { OrderHistoryItem } from '@storefront/contract/accounts';
import { accountMessages } from '@storefront/contract/accounts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { toast } from '../../lib/toast';
import { mergeLines } from '../basket/basket-slice';
import type { RepeatPlan } from './plan-repeat';

export const REPEAT_FAILED =
  'Не удалось повторить заказ. Проверьте соединение и попробуйте ещё раз.';

export function unavailableMessage(names: string[]): string {
  return `Недоступны и не добавлены: ${names.join(', ')}`;
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
      const { planRepeat } = await import('./plan-repeat');
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
