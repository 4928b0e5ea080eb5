/** Placing an order in a test, as a guest's browser would: a cash order through POST /api/delivery. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface TestOrder {
  /** the dishes, one portion each unless `count` is given */
  dishIds: readonly number[];
  count?: number;
  /** courier to Светланская 1 in zone 1; pickup otherwise */
  courier?: boolean;
  email?: string | null;
}

/** The order placed (201 expected), with the key of its confirmation URL. */
export async function placeCashOrder(
  app: FastifyInstance,
  { dishIds, count = 1, courier = false, email = null }: TestOrder,
): Promise<{ id: number; key: string }> {
  const placed = await app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: {
      emailSubscription: false,
      data: dishIds.map((id) => ({ id, special: false, count })),
      metadata: {
        orderServiceType: courier ? 'DeliveryByCourier' : 'DeliveryByClient',
        payment: 'CASH',
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
  const { id, url } = placed.json() as { id: number; url: string };
  return { id, key: new URL(url, 'http://shop.test').searchParams.get('key') ?? '' };
}
