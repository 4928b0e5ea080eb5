/**
 * A venue's kitchen off line (issue 15 item 3): iiko's `terminal_groups/is_alive` through the
 * real adapter and a local iiko, kept for every process, shown to guests, and no order "as soon
 * as possible" to it meanwhile.
 */

import { type VenueStatus, venueStatusesSchema } from '@storefront/contract/catalog';
import { offlineVenueMessage } from '@storefront/contract/checkout-messages';
import { errorResponseSchema } from '@storefront/contract/errors';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIikoAdapter } from '../../adapters/iiko/iiko';
import { products, venues } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { fakeIikoFixture, startFakeIiko } from '../../testing/fake-iiko';
import { createTerminalLiveness } from './terminal-liveness';

const v = fakeIikoFixture.venues;
const silent = { info() {}, warn() {} };
let iiko: Awaited<ReturnType<typeof startFakeIiko>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let liveness: ReturnType<typeof createTerminalLiveness>;

beforeAll(async () => {
  iiko = await startFakeIiko();
  // The site's own app (POS=local: no watch of its own); the watch under test shares its database.
  t = await createTestApp({}, { now: () => vladivostok('2026-11-24T13:00') });
  // (ready first: a POS=local app clears the kitchens' flags as it starts)
  await t.app.ready();
  const adapter = createIikoAdapter({
    apiUrl: iiko.url,
    apiLogin: fakeIikoFixture.apiLogin,
    organizations: { 1: v[1].id, 2: v[2].id, 3: v[3].id },
  });
  liveness = createTerminalLiveness({ db: t.database.db, source: adapter, log: silent });
});
afterAll(async () => {
  await t.close();
  await iiko.close();
});

async function statuses(): Promise<VenueStatus[]> {
  const answer = await t.app.inject('/api/venues/status');
  expect(answer.statusCode, answer.body).toBe(200);
  return venueStatusesSchema.parse(answer.json());
}
const offlineMessages = async () =>
  (await statuses()).filter((s) => s.offlineMessage !== '').map((s) => s.offlineMessage);

async function gastropubDish() {
  const [dish] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.venueId, 1), eq(products.available, true), isNull(products.hiddenReason)),
    )
    .limit(1);
  if (!dish) throw new Error('the seeded gastropub has no dish');
  return dish;
}

function pickup(dishId: number, completeBefore: string | null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: {
      emailSubscription: false,
      data: [{ id: dishId, special: false, count: 1 }],
      metadata: {
        orderServiceType: 'DeliveryByClient',
        payment: 'CASH',
        phone: '+79141234567',
        customer: { name: 'Анна' },
        completeBefore,
        deliveryPoint: null,
      },
    },
  });
}

describe('a venue’s kitchen off line', () => {
  it('is read from iiko and shown to guests; orders for later are taken, not “as soon as possible”', async () => {
    expect(await liveness.check()).toBe(0);
    expect(await offlineMessages()).toEqual([]);

    iiko.state.offlineTerminalGroups.add(v[1].terminalGroupId);
    expect(await liveness.check()).toBe(1);
    // Asked again while still off line: nothing changes, the first report's time is kept.
    const [first] = await t.database.db.select().from(venues).where(eq(venues.id, 1));
    expect(first?.posOfflineSince).toBeInstanceOf(Date);
    expect(await liveness.check()).toBe(0);
    const [again] = await t.database.db.select().from(venues).where(eq(venues.id, 1));
    expect(again?.posOfflineSince).toEqual(first?.posOfflineSince);

    const [gastropub] = await t.database.db
      .select({ name: venues.name })
      .from(venues)
      .where(eq(venues.id, 1));
    const message = offlineVenueMessage(gastropub?.name ?? '');
    await expect.poll(offlineMessages, { timeout: 5000 }).toEqual([message]);

    const dish = await gastropubDish();
    const asap = await pickup(dish.id, null);
    expect(asap.statusCode, asap.body).toBe(400);
    const error = errorResponseSchema.parse(asap.json());
    expect(error.errType).toBe('deliveryTimeUnavailable');
    expect(error.message).toBe(message);
    const later = await pickup(dish.id, '2026-11-24 15:00:00.000');
    expect(later.statusCode, later.body).toBe(201);

    iiko.state.offlineTerminalGroups.delete(v[1].terminalGroupId);
    expect(await liveness.check()).toBe(1);
    await expect.poll(offlineMessages, { timeout: 5000 }).toEqual([]);
    expect((await pickup(dish.id, null)).statusCode).toBe(201);
  });

  it('keeps the kitchens’ state when iiko Cloud itself does not answer', async () => {
    iiko.state.offlineTerminalGroups.add(v[2].terminalGroupId);
    expect(await liveness.check()).toBe(1);
    const down = createTerminalLiveness({
      db: t.database.db,
      source: {
        terminalsAlive: () => Promise.reject(new Error('connect ECONNREFUSED')),
      },
      log: silent,
    });
    expect(await down.check()).toBe(0);
    const [sibumi] = await t.database.db.select().from(venues).where(eq(venues.id, 2));
    expect(sibumi?.posOfflineSince).toBeInstanceOf(Date);
    iiko.state.offlineTerminalGroups.clear();
    expect(await liveness.check()).toBe(1);
  });
});

describe('with no one asking iiko', () => {
  it('no kitchen stays off line from an earlier run under POS=iiko', async () => {
    await t.database.db.update(venues).set({ posOfflineSince: new Date() }).where(eq(venues.id, 3));
    // a process started with POS=local on the same database
    const local = await createTestApp({}, { database: t.database });
    try {
      await local.app.ready();
      const [pastry] = await t.database.db.select().from(venues).where(eq(venues.id, 3));
      expect(pastry?.posOfflineSince).toBeNull();
    } finally {
      await local.close();
    }
  });
});
