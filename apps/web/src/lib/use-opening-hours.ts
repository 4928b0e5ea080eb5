/**
 * Every place's week by its id, from the opening hours' answer (the contract's defaults until it
 * comes). Apart from opening-hours-api.ts, which every page's footer reaches, so that only the
 * pages showing places' hours carry the places' defaults.
 */
import { weekOfPlace } from '@storefront/contract/place-hours';
import type { Place } from '@storefront/contract/venues';
import type { WeekHours } from '@storefront/contract/week-hours';
import { useGetOpeningHoursQuery } from './opening-hours-api';

export function useOpeningHours(): (placeId: Place['id']) => WeekHours {
  const { data } = useGetOpeningHoursQuery();
  return (placeId) => weekOfPlace(data, placeId);
}
