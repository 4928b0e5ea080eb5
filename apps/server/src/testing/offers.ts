/** Offers in tests, made as the back office makes them: through POST /api/staff/offers. */
import {
  newOfferDefaults,
  type OfferCreate,
  type StaffOffer,
} from '@storefront/contract/staff-offers';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** An offer as the back office sends it: 10 % off the whole order, the group's, no code. */
export const offerCreate = (overrides: Partial<OfferCreate> = {}): OfferCreate => ({
  ...newOfferDefaults,
  title: 'Минус 10 %',
  ...overrides,
});

/** The offer made by the staff member of `token` (201 expected). */
export async function makeOffer(
  app: FastifyInstance,
  token: string,
  overrides: Partial<OfferCreate> = {},
): Promise<StaffOffer> {
  const made = await app.inject({
    method: 'POST',
    url: '/api/staff/offers',
    headers: { authorization: `Bearer ${token}` },
    payload: offerCreate(overrides),
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json();
}
