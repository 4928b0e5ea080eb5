/**
 * The kitchens' times for the checkout's basket as it is (POST /api/kitchen/times): the basket,
 * the way and the zone, asked once they have stayed still a moment (at once the first time), and
 * again each minute. While a new answer is on its way, the last one stands; when none can be had
 * (the network, too many calls), `answer` is undefined and today's rules stand in.
 */
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import type { KitchenTimesRequest, KitchenTimesResponse } from '@storefront/contract/kitchen-times';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useAppSelector } from '../../../app/hooks';
import { selectBasketLines } from '../../basket/basket-slice';
import { useKitchenTimesQuery } from './kitchen-times-api';

/** How long the basket and the way must stay still before the kitchens are asked again. */
export const TIMES_STILL_MS = 500;
/** How often the times are asked again while nothing changes: the kitchens' load moves. */
export const TIMES_REFRESH_MS = 60_000;

/** The request's limits (the contract's): at most 100 lines of at most 99 each. */
const MAX_LINES = 100;
const MAX_COUNT = 99;

export function useKitchenTimes(): { answer: KitchenTimesResponse | undefined; failed: boolean } {
  const { watch } = useFormContext<CheckoutFormValues>();
  const [serviceType, zone] = watch(['deliveryType', 'deliveryZone']);
  const lines = useAppSelector(selectBasketLines);
  const request: KitchenTimesRequest = {
    lines: lines.slice(0, MAX_LINES).map((line) => ({
      id: line.id,
      special: line.special,
      count: Math.min(line.count, MAX_COUNT),
    })),
    serviceType,
    ...(serviceType === 'DeliveryByCourier' && zone ? { deliveryZone: zone } : {}),
  };

  const stillKey = JSON.stringify(request);
  const [askedKey, setAskedKey] = useState(stillKey);
  useEffect(() => {
    const timer = setTimeout(() => setAskedKey(stillKey), TIMES_STILL_MS);
    return () => clearTimeout(timer);
  }, [stillKey]);
  const asked = useMemo(() => JSON.parse(askedKey) as KitchenTimesRequest, [askedKey]);
  const times = useKitchenTimesQuery(asked, {
    skip: asked.lines.length === 0,
    pollingInterval: TIMES_REFRESH_MS,
  });
  const failed = !times.isFetching && times.error !== undefined;
  return {
    answer: failed ? undefined : (times.currentData ?? (times.isFetching ? times.data : undefined)),
    failed,
  };
}
