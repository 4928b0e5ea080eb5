/**
 * The dish photos a menu page shows first (its largest paint): listed in the page's HTML, so the
 * browser fetches them with the page's code instead of after the menu has arrived and rendered.
 */
import type { MenuCategory } from '@storefront/contract/catalog';
import { menuVenues } from '@storefront/contract/venues';
import type { CatalogService } from './service';

/** The cards on a phone's first screen (two rows of two); the web's menu loads as many eagerly. */
const FIRST_SCREEN_CARDS = 4;

/** Menu routes and the venue each opens with (`/menu` starts at the switcher's first venue). */
const menuRoutes = new Map<string, number>([
  ['/menu', menuVenues[0]?.id ?? 1],
  ...menuVenues.map((venue) => [venue.menuRoute, venue.id] as const),
]);

export function createMenuImageHints(catalog: CatalogService) {
  const byEtag = new Map<number, { etag: string; images: string[] }>();

  return async function menuImages(path: string): Promise<string[]> {
    const venueId = menuRoutes.get(path);
    if (venueId === undefined) return [];
    const menu = await catalog.venueMenu(venueId);
    if (!menu) return [];
    const known = byEtag.get(venueId);
    if (known?.etag === menu.etag) return known.images;
    const categories = JSON.parse(menu.body) as MenuCategory[];
    // The page opens on the first category; the guest's remembered one is not known here.
    const first = categories.find((category) => category.products.length > 0);
    const images = (first?.products ?? []).slice(0, FIRST_SCREEN_CARDS).map((p) => p.img_elem);
    byEtag.set(venueId, { etag: menu.etag, images });
    return images;
  };
}
