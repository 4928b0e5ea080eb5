/**
 * The catalogue's one announcement (decision 067): a write clears this process's catalogue at its
 * commit, not when its own NOTIFY comes back. Here no NOTIFY ever comes back (the LISTEN side is
 * silenced), so a staff write's answer followed by a guest's read in the same process shows the
 * change only through catalogChanged; other processes follow by NOTIFY (stop-list.test.ts,
 * shared-cache.test.ts).
 */
import { defaultOpeningHours } from '@storefront/contract/opening-hours';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, vladivostok } from '../../testing/app';
import { signedInStaff } from '../../testing/staff';
import { catalogChanged, keepCatalogCurrent } from './catalog-changed';

vi.mock('../../db/notifications', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../db/notifications')>()),
  // Nothing is ever heard: only this process's own clearing can renew its catalogue.
  openNotifications: () => ({ listen: async () => {}, close: async () => {} }),
}));

const now = () => vladivostok('2026-11-21T13:05');
let t: Awaited<ReturnType<typeof createTestApp>>;
let token = '';

beforeAll(async () => {
  t = await createTestApp({}, { now });
  token = (await signedInStaff(t, { login: 'sibumi-manager', role: 'manager', venues: [2] })).token;
});
afterAll(async () => {
  await t.close();
});

const staff = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

async function offered(id: number) {
  const menu = (await t.app.inject('/api/test/2')).json() as {
    products: { id: number; available: boolean }[];
  }[];
  return menu.flatMap((category) => category.products).find((dish) => dish.id === id)?.available;
}

async function sibumiWeek() {
  const answer = await t.app.inject('/api/opening-hours');
  return (answer.json() as { places: { placeId: number; days: unknown[] }[] }).places.find(
    (place) => place.placeId === 1,
  )?.days;
}

describe('a staff write, then a read in the same process', () => {
  it('shows a dish taken off the stop list at once (the menu-store’s writes)', async () => {
    const menu = (await t.app.inject('/api/test/2')).json() as {
      products: { id: number; available: boolean }[];
    }[];
    const dish = menu.flatMap((category) => category.products).find((row) => row.available);
    if (!dish) throw new Error('no dish on offer');
    // cached now
    expect(await offered(dish.id)).toBe(true);
    const off = await staff('POST', `/stop-list/product/${dish.id}`, { available: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await offered(dish.id)).toBe(false);
  });

  it('shows new opening hours at once (another module’s write)', async () => {
    expect(await sibumiWeek()).toEqual(defaultOpeningHours[1]);
    const days = defaultOpeningHours[1].map((day, index) =>
      index === 6 ? null : day,
    ) as unknown[];
    const saved = await staff('PUT', '/opening-hours/1', { days, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await sibumiWeek()).toEqual(days);
  });
});

describe('catalogChanged', () => {
  it('clears this process’s catalogues after the commit, never on a rollback', async () => {
    const invalidate = vi.fn();
    const forget = await keepCatalogCurrent({ invalidate }, { listen: async () => {} });
    const db = t.database.db;
    try {
      await db
        .transaction(async (tx) => {
          await catalogChanged(tx);
          throw new Error('rolled back');
        })
        .catch(() => {});
      expect(invalidate).not.toHaveBeenCalled();

      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.transaction((savepoint) => catalogChanged(savepoint));
        expect(invalidate).not.toHaveBeenCalled();
      });
      expect(invalidate).toHaveBeenCalledTimes(1);

      // outside a transaction the write has committed already
      await catalogChanged(db);
      expect(invalidate).toHaveBeenCalledTimes(2);
    } finally {
      forget();
    }
    await catalogChanged(db);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
