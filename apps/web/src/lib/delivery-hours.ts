/**
 * The courier's delivery week from the opening hours' answer (delivery-time.ts's default until it
 * comes). Apart from opening-hours-api.ts so that the pages showing only places' hours do not
 * carry the delivery rules.
 */
import { deliveryWeekOf } from '@storefront/contract/delivery-hours';
import type { WeekHours } from '@storefront/contract/week-hours';
import { useGetOpeningHoursQuery } from './opening-hours-api';

export function useDeliveryHours(): WeekHours {
  const { data } = useGetOpeningHoursQuery();
  return deliveryWeekOf(data);
}
