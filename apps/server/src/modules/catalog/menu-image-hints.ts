/**
 * The dish photos a menu page shows first (its largest paint): listed in the page's HTML, so the
 * browser fetches them with the page's code instead of after the menu has arrived and rendered.
 * Which venue and category a menu route opens on, and how many cards its first screen holds, come
 * from the contract's page manifest, as they do for the page itself.
 */
import type { MenuCategory } from '@storefront/contract/catalog';
import {
  FIRST_SCREEN_CARDS,
  menuRouteVenue,
  openingCategory,
  pickActiveVenue,
} from '@storefront/contract/page-manifest';
import { type MenuVenueId, menuVenueIds } from '@storefront/contract/venues';
import type { CatalogService } from './service';

export function createMenuImageHints(catalog: CatalogService) {
  /** Parsed menus by venue, kept while their ETag holds. */
  const parsed = new Map<number, { etag: string; categories: MenuCategory[] }>();

  async function venueMenu(venueId: MenuVenueId): Promise<MenuCategory[] | undefined> {
    const menu = await catalog.venueMenu(venueId);
    if (!menu) return undefined;
    const known = parsed.get(venueId);
    if (known?.etag === menu.etag) return known.categories;
    const categories = JSON.parse(menu.body) as MenuCategory[];
    parsed.set(venueId, { etag: menu.etag, categories });
    return categories;
  }

  return async function menuImages(path: string): Promise<string[]> {
    const requested = menuRouteVenue(path);
    if (requested === undefined) return [];
    const menus: Partial<Record<MenuVenueId, MenuCategory[]>> = {};
    for (const id of menuVenueIds) menus[id] = await venueMenu(id);
    // An empty venue's menu shows the next venue with dishes, as the page does.
    const active = pickActiveVenue(requested, menus);
    if (active === null) return [];
    // The guest's remembered category is not known here: the page opens on its default.
    const category = openingCategory(menus[active] ?? []);
    return (category?.products ?? []).slice(0, FIRST_SCREEN_CARDS).map((p) => p.img_elem);
  };
}
