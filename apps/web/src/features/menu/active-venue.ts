import type { VenueMenu } from '@storefront/contract/catalog';
import type { MenuVenueId } from '@storefront/contract/venues';

export function hasProducts(menu: VenueMenu | undefined): boolean {
  return menu?.some((category) => category.products.length > 0) ?? false;
}

/**
 * The venue to show (SPEC.md §2 "Menu"): the requested one when it has dishes, otherwise the next
 * venue in switcher order that has some (wrapping around); null when every venue is empty.
 */
export function pickActiveVenue(
  order: readonly MenuVenueId[],
  requested: MenuVenueId,
  menus: Partial<Record<MenuVenueId, VenueMenu>>,
): MenuVenueId | null {
  const start = Math.max(order.indexOf(requested), 0);
  for (let step = 0; step < order.length; step++) {
    const id = order[(start + step) % order.length];
    if (id !== undefined && hasProducts(menus[id])) return id;
  }
  return null;
}
