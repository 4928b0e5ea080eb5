/**
 * Every page route of the storefront (SPEC.md §2; case-sensitive, DESIGN.md §4) and what it shows,
 * made from the venues (venues.ts). The web's route table, the server's first-screen photo hints,
 * the page heads and the sitemap read it, so they cannot disagree about which routes are menus,
 * which venue and category a menu opens on, or how many cards are on its first screen.
 */
import { type MenuVenueId, menuVenues } from './venues';

export type PageKind =
  | 'home'
  | 'about'
  /** a venue's own page */
  | 'venue'
  /** a venue's delivery menu, or `/menu` (no venue: it opens on the switcher's first) */
  | 'menu'
  | 'dish'
  | 'specialMenu'
  | 'specialDish'
  | 'contacts'
  | 'delivery'
  | 'payment'
  | 'privacy'
  | 'basket'
  | 'order'
  | 'account'
  | 'load';

export interface PageRoute {
  path: string;
  kind: PageKind;
  /** venue pages and venue menus: whose */
  venueId?: MenuVenueId;
  /** a second address of a page (SPEC.md §2): the page's canonical path */
  aliasOf?: string;
}

/** In the order the router tries them (a fixed path before a parameter in the same place). */
export const pageRoutes: readonly PageRoute[] = [
  { path: '/', kind: 'home' },
  { path: '/about', kind: 'about' },
  ...menuVenues.map(
    (venue): PageRoute => ({
      path: venue.pageRoute,
      kind: 'venue',
      venueId: venue.id,
    }),
  ),
  // SPEC.md §2: the pastry shop's page has a second address.
  { path: '/Konditory', kind: 'venue', venueId: 3, aliasOf: '/bistro' },
  ...menuVenues.map(
    (venue): PageRoute => ({
      path: venue.menuRoute,
      kind: 'menu',
      venueId: venue.id,
    }),
  ),
  { path: '/menu', kind: 'menu' },
  { path: '/menu/:id', kind: 'dish' },
  { path: '/specials/card/:id', kind: 'specialDish' },
  { path: '/specials/:url', kind: 'specialMenu' },
  { path: '/contacts', kind: 'contacts' },
  { path: '/delivery', kind: 'delivery' },
  { path: '/payment', kind: 'payment' },
  { path: '/test', kind: 'payment', aliasOf: '/payment' },
  { path: '/basket', kind: 'basket' },
  { path: '/order/:id', kind: 'order' },
  { path: '/my-account', kind: 'account' },
  { path: '/privacy', kind: 'privacy' },
  { path: '/load', kind: 'load' },
];

/**
 * Pages for one guest (their basket, order, account), with the name their title carries: the
 * server renders their frame only, and they are not indexed.
 */
export const personalPageNames: Readonly<Partial<Record<PageKind, string>>> = {
  basket: 'Корзина',
  order: 'Заказ',
  account: 'Личный кабинет',
};

/** Second addresses of pages (SPEC.md §2) → the canonical path. */
export const aliasPaths: Readonly<Record<string, string>> = Object.fromEntries(
  pageRoutes.flatMap((route) => (route.aliasOf ? [[route.path, route.aliasOf]] : [])),
);

/**
 * Dish cards on a menu's first screen: two rows of two on a phone (a wide screen shows one row of
 * four). Their photos are loaded eagerly and listed in the page's head as preloads.
 */
export const FIRST_SCREEN_CARDS = 4;

/** The venue a menu route asks for: its own, or the switcher's first for `/menu`. */
export function menuRouteVenue(path: string): MenuVenueId | undefined {
  const route = pageRoutes.find(
    (candidate) => candidate.kind === 'menu' && candidate.path === path,
  );
  if (!route) return undefined;
  return route.venueId ?? menuVenues[0]?.id;
}

interface MenuCategoryLike {
  id: number;
  products: readonly unknown[];
}

export function hasProducts(menu: readonly MenuCategoryLike[] | undefined): boolean {
  return menu?.some((category) => category.products.length > 0) ?? false;
}

/**
 * The venue a menu shows (SPEC.md §2 "Menu"): the requested one when it has dishes, otherwise the
 * next venue in switcher order that has some (wrapping around); null when every venue is empty.
 */
export function pickActiveVenue(
  requested: MenuVenueId,
  menus: Partial<Record<MenuVenueId, readonly MenuCategoryLike[]>>,
): MenuVenueId | null {
  const order = menuVenues.map((venue) => venue.id);
  const start = Math.max(order.indexOf(requested), 0);
  for (let step = 0; step < order.length; step++) {
    const id = order[(start + step) % order.length];
    if (id !== undefined && hasProducts(menus[id])) return id;
  }
  return null;
}

/**
 * The category a venue's menu opens on (SPEC.md §2: remembered per venue, the first category by
 * default). The server, which does not know what a guest remembers, uses the default.
 */
export function openingCategory<Category extends MenuCategoryLike>(
  categories: readonly Category[],
  remembered?: number,
): Category | undefined {
  return categories.find((category) => category.id === remembered) ?? categories[0];
}
