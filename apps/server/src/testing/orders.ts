/** Placing an order in a test, as a guest's browser would: through POST /api/delivery. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { modifierGroups, productSizes, products } from '../db/schema';

export interface TestOrder {
  /** the dishes, one portion each unless `count` is given */
  dishIds: readonly number[];
  count?: number;
  /** courier to Светланская 1 in zone 1; pickup otherwise */
  courier?: boolean;
  email?: string | null;
}

export interface PlacedOrder {
  id: number;
  /** the answer's URL: the confirmation page, or for an online payment the payment page */
  url: string;
  sum: number;
}

/** The order placed (201 expected) with `payment`. */
export async function placeOrder(
  app: FastifyInstance,
  {
    dishIds,
    count = 1,
    courier = false,
    email = null,
    payment = 'CASH',
  }: TestOrder & { payment?: 'CASH' | 'BNCUR' | 'ONLINE' | 'SBP' },
): Promise<PlacedOrder> {
  const placed = await app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: {
      emailSubscription: false,
      data: dishIds.map((id) => ({ id, special: false, count })),
      metadata: {
        orderServiceType: courier ? 'DeliveryByCourier' : 'DeliveryByClient',
        payment,
        phone: '+79141234567',
        customer: { name: 'Анна', ...(email ? { email } : {}) },
        completeBefore: null,
        ...(courier
          ? { deliveryZone: 1, deliveryPoint: { street: { name: 'Светланская' }, house: '1' } }
          : { deliveryPoint: null }),
      },
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as PlacedOrder;
}

/** The order placed (201 expected), with the key of its confirmation URL. */
export async function placeCashOrder(
  app: FastifyInstance,
  order: TestOrder,
): Promise<{ id: number; key: string }> {
  const { id, url } = await placeOrder(app, order);
  return { id, key: new URL(url, 'http://shop.test').searchParams.get('key') ?? '' };
}

/**
 * A menu dish with neither sizes nor modifiers: orderable as it is, with no choice (one with sizes
 * or a required group is refused without one). For tests of other things than choices.
 */
export function withoutOptions() {
  return sql`not exists (select 1 from ${productSizes} where ${productSizes.productId} = ${products.id}) and not exists (select 1 from ${modifierGroups} where ${modifierGroups.productId} = ${products.id})`;
}
