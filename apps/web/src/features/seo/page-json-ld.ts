/**
 * Which structured data each page with fixed texts carries (decision 035): the group on the home
 * page, each venue's places on its page, every place on the contacts page, and a breadcrumb trail
 * under the home page everywhere else. Pages made from the catalogue (menus, dish cards) build
 * theirs from their data.
 */
import { aliasPaths, contentPages, venueMenuPages } from '@storefront/contract/site-pages';
import { type MenuVenueId, places } from '@storefront/contract/venues';
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

export function fixedPageJsonLd(path: string, origin: string): JsonLd[] {
  const canonical = aliasPaths[path] ?? path;
  if (canonical === '/') return [organizationJsonLd(origin), websiteJsonLd(origin)];
  const trail = breadcrumbJsonLd(
    [homeCrumb, { name: pageName.get(canonical) ?? canonical, path: canonical }],
    origin,
  );
  const venueId = venuePages[canonical];
  if (venueId !== undefined) {
    const venuePlaces = places.filter((place) => place.venueId === venueId);
    return [...venuePlaces.map((place) => restaurantJsonLd(place, origin)), trail];
  }
  if (canonical === '/contacts') {
    return [...places.map((place) => restaurantJsonLd(place, origin)), trail];
  }
  return [trail];
}
