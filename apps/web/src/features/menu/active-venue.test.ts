import type { VenueMenu } from '@storefront/contract/catalog';
import { describe, expect, it } from 'vitest';
import { hasProducts, pickActiveVenue } from './active-venue';

const dish = {
  id: 1,
  name: 'Суп',
  prise: 100,
  gramm: 300,
  img_elem: '',
  iiko_id: 'x',
  special: false,
  available: true,
  cost_per_gram: false,
};
const full: VenueMenu = [{ id: 1, text_button: 'Супы', products: [dish] }];
const emptyCategories: VenueMenu = [{ id: 2, text_button: 'Пусто', products: [] }];
const order = [1, 2, 3] as const;

describe('pickActiveVenue', () => {
  it('keeps the requested venue when it has dishes', () => {
    expect(pickActiveVenue(order, 2, { 1: full, 2: full, 3: full })).toBe(2);
  });

  it('moves to the next non-empty venue when the requested one is empty', () => {
    expect(pickActiveVenue(order, 1, { 1: emptyCategories, 2: [], 3: full })).toBe(3);
    expect(pickActiveVenue(order, 3, { 1: full, 2: full, 3: [] })).toBe(1);
  });

  it('gives null when no venue has dishes', () => {
    expect(pickActiveVenue(order, 1, { 1: [], 2: emptyCategories })).toBeNull();
  });
});

describe('hasProducts', () => {
  it('counts a venue with only empty categories as empty', () => {
    expect(hasProducts(emptyCategories)).toBe(false);
    expect(hasProducts(undefined)).toBe(false);
    expect(hasProducts(full)).toBe(true);
  });
});
