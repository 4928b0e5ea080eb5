/**
 * Which structured data each page with fixed texts carries (decision 035): the group on the home
 * page, each venue's places on its page, every place on the contacts page, and a breadcrumb trail
 * under the home page everywhere else. Pages made from the catalogue (menus, dish cards) build
 * theirs from their data. The places' hours are those staff set (GET /api/opening-hours), given
 * by the server's render (entry-server.tsx); without them, the contract's defaults.
 */

import { type OpeningHoursResponse, weekOfPlace } from '@storefront/contract/place-hours';
import { aliasPaths, contentPages, venueMenuPages } from '@storefront/contract/site-pages';
import { type MenuVenueId, type Place, places } from '@storefront/contract/venues';
import {
  breadcrumbJsonLd,
  homeCrumb,
  type JsonLd,
  organizationJsonLd,
  restaurantJsonLd,
  websiteJsonLd,
} from './structured-data';

const venuePages: Record<string, MenuVenueId> = { '/gastropub': 1, '/sibumi': 2, '/bistro': 3 };

const pageName = new Map(
  [...contentPages, ...venueMenuPages].map((page) => [page.path, page.title.split(' — ')[0]]),
);

export function fixedPageJsonLd(
  path: string,
  origin: string,
  openingHours?: OpeningHoursResponse,
): JsonLd[] {
  const canonical = aliasPaths[path] ?? path;
  const hoursOf = (place: Place) => weekOfPlace(openingHours, place.id);
  const restaurant = (place: Place) => restaurantJsonLd(place, origin, { hours: hoursOf(place) });
  if (canonical === '/') return [organizationJsonLd(origin, hoursOf), websiteJsonLd(origin)];
  const trail = breadcrumbJsonLd(
    [homeCrumb, { name: pageName.get(canonical) ?? canonical, path: canonical }],
    origin,
  );
  const venueId = venuePages[canonical];
  if (venueId !== undefined) {
    const venuePlaces = places.filter((place) => place.venueId === venueId);
    return [...venuePlaces.map(restaurant), trail];
  }
  if (canonical === '/contacts') {
    return [...places.map(restaurant), trail];
  }
  return [trail];
}
