/**
 * The hours the guest chooses a time in: the courier's week for delivery; for pickup the hours
 * every counter the order is collected at is open (delivery-time.ts's pickupWeek), as the order
 * call checks them. Until the hours' answer comes, the contract's defaults stand in.
 */
import type { CheckoutForm } from '@storefront/contract/checkout';
import { deliveryWeekOf, pickupWeek } from '@storefront/contract/delivery-time';
import { weekOfPlace } from '@storefront/contract/place-hours';
import type { WeekHours } from '@storefront/contract/week-hours';
import { useCallback, useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useGetOpeningHoursQuery } from '../../lib/opening-hours-api';
import { selectBasketLines } from '../basket/basket-slice';
import { pickupPlacesOf } from './pickup-places';

export type TimeWeekOf = (deliveryType: CheckoutForm['deliveryType']) => WeekHours;

export function useOrderTimeWeek(): TimeWeekOf {
  const { data } = useGetOpeningHoursQuery();
  const lines = useAppSelector(selectBasketLines);
  const places = pickupPlacesOf(lines);
  const placesKey = places.map((place) => place.id).join(',');
  const delivery = deliveryWeekOf(data);
  // One week object while the places and the answer stay: the form's slot list follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the places change only with their key
  const pickup = useMemo(
    () =>
      places.length === 0
        ? delivery
        : pickupWeek(places.map((place) => weekOfPlace(data, place.id))),
    [data, placesKey, delivery],
  );
  return useCallback(
    (deliveryType) => (deliveryType === 'DeliveryByCourier' ? delivery : pickup),
    [delivery, pickup],
  );
}
