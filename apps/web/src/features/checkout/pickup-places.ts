import type { BasketLine } from '@storefront/contract/basket';
import { isMenuVenueId, type Place, pickupPlace } from '@storefront/contract/venues';
import { basketVenueIds } from '../basket/basket-slice';

/** The counters a pickup order is collected at: one per venue whose dishes are in the basket. */
export function pickupPlacesOf(lines: readonly Pick<BasketLine, 'venueId'>[]): Place[] {
  return basketVenueIds(lines)
    .filter(isMenuVenueId)
    .sort((a, b) => a - b)
    .map(pickupPlace);
}
