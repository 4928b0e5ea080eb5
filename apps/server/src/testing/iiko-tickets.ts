/** A ticket as the orders module hands it to the iiko adapter, for the adapter's tests. */
import { randomUUID } from 'node:crypto';
import { createIikoAdapter, type IikoOptions } from '../adapters/iiko/iiko';
import type { PosTicket } from '../adapters/pos/pos';
import { fakeIikoFixture } from './fake-iiko';

export const productA = '00000000-0000-4000-8000-00000000a001';
export const productB = '00000000-0000-4000-8000-00000000a002';

/** Two dishes, 1 091 ₽, to a courier address at 20:30 Vladivostok time, paid on the site. */
export function iikoTicket(clock: number, overrides: Partial<PosTicket> = {}): PosTicket {
  return {
    orderId: 1042,
    venueId: 1,
    ticketId: randomUUID(),
    createdAt: new Date(clock),
    serviceType: 'DeliveryByCourier',
    customer: { name: 'Иван', surname: 'Петров', email: 'ivan@example.ru' },
    phone: '+79241234567',
    deliveryPoint: {
      street: 'Светланская',
      city: 'Владивосток',
      house: '15',
      flat: '7',
      entrance: '2',
      floor: '3',
    },
    deliveryZone: null,
    completeBefore: '2025-01-10 20:30:00.000',
    comment: 'Позвонить за 10 минут',
    lines: [
      { productId: productA, name: 'Бургер', count: 2, priceKopecks: 45_050, choice: null },
      { productId: productB, name: 'Морс', count: 1, priceKopecks: 19_000, choice: null },
    ],
    dishesKopecks: 109_100,
    discountKopecks: 0,
    discountedLines: [],
    deliveryFeeKopecks: 0,
    payment: { method: 'ONLINE', paid: true },
    ...overrides,
  };
}

/** The real iiko adapter on the local iiko at `url`, its clock `now`, following creation at once. */
export function fakeIikoAdapter(
  url: string,
  now: () => number,
  overrides: Partial<IikoOptions> = {},
) {
  const venues = fakeIikoFixture.venues;
  return createIikoAdapter({
    apiUrl: url,
    apiLogin: fakeIikoFixture.apiLogin,
    organizations: { 1: venues[1].id, 2: venues[2].id, 3: venues[3].id },
    now,
    statusPollIntervalMs: 1,
    ...overrides,
  });
}
