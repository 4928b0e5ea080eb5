import { describe, expect, it } from 'vitest';
import {
  aliasPaths,
  hasProducts,
  menuRouteVenue,
  openingCategory,
  pageRoutes,
  pickActiveVenue,
} from './page-manifest';
import { menuVenues } from './venues';

const full = [{ id: 1, products: [{ id: 10 }] }];
const emptyCategories = [{ id: 2, products: [] }];

describe('the page manifest', () => {
  it('has every venue page and venue menu of the venues, and each path once', () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const venue of menuVenues) {
      expect(pageRoutes).toContainEqual({
        path: venue.pageRoute,
        kind: 'venue',
        venueId: venue.id,
      });
      expect(pageRoutes).toContainEqual({ path: venue.menuRoute, kind: 'menu', venueId: venue.id });
    }
  });

  it('names the second addresses of SPEC.md §2 with their canonical pages', () => {
    expect(aliasPaths).toEqual({ '/Konditory': '/bistro', '/test': '/payment' });
    for (const canonical of Object.values(aliasPaths)) {
      expect(pageRoutes.some((route) => route.path === canonical && !route.aliasOf)).toBe(true);
    }
  });

  it('opens a venue menu on its venue and /menu on the switcher’s first', () => {
    expect(menuRouteVenue('/Sibumii')).toBe(2);
    expect(menuRouteVenue('/menu')).toBe(menuVenues[0]?.id);
    expect(menuRouteVenue('/sibumi')).toBeUndefined();
    expect(menuRouteVenue('/menu/5')).toBeUndefined();
  });
});

describe('the venue a menu shows', () => {
  it('is the requested one when it has dishes', () => {
    expect(pickActiveVenue(2, { 1: full, 2: full, 3: full })).toBe(2);
  });

  it('moves to the next venue with dishes, in switcher order, when the requested one has none', () => {
    expect(pickActiveVenue(1, { 1: emptyCategories, 2: [], 3: full })).toBe(3);
    expect(pickActiveVenue(3, { 1: full, 2: full, 3: [] })).toBe(1);
  });

  it('is none when no venue has dishes', () => {
    expect(pickActiveVenue(1, { 1: [], 2: emptyCategories })).toBeNull();
  });

  it('counts a venue with only empty categories as empty', () => {
    expect(hasProducts(emptyCategories)).toBe(false);
    expect(hasProducts(undefined)).toBe(false);
    expect(hasProducts(full)).toBe(true);
  });
});

describe('the category a menu opens on', () => {
  const categories = [
    { id: 7, products: [] },
    { id: 8, products: [{ id: 1 }] },
  ];

  it('is the remembered one, else the first (SPEC.md §2), even when the first is empty', () => {
    expect(openingCategory(categories, 8)?.id).toBe(8);
    expect(openingCategory(categories)?.id).toBe(7);
    expect(openingCategory(categories, 99)?.id).toBe(7);
    expect(openingCategory([])).toBeUndefined();
  });
});
