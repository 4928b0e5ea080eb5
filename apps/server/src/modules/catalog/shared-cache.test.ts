/**
 * Several server processes on one database (issue 10, item 16; decision 031): a catalogue change
 * made through one reaches every other's cached catalogue and catering PDF within a second, and an
 * order at a price the guest was shown before the change is refused with the new price.
 */

import type { MenuCategory } from '@storefront/contract/catalog';
import { CATERING_MENU_URL } from '@storefront/contract/catering';
import { priceChangedResponseSchema } from '@storefront/contract/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, LISTEN_APPLICATION_NAME, notify } from '../../db/notifications';
import { products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { testDatabaseKind } from '../../testing/database';

const token = 'iiko-webhook-token-0123456789';
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/** Two "processes": their own caches and LISTEN connections, one database. */
let one: TestApp;
let other: TestApp;
let dish: typeof products.$inferSelect;

beforeAll(async () => {
  const now = () => vladivostok('2026-11-21T13:05');
  one = await createTestApp({ IIKO_WEBHOOK_TOKEN: token }, { now });
  other = await createTestApp({ IIKO_WEBHOOK_TOKEN: token }, { now, database: one.database });
  const [first] = await one.database.db
    .select()
    .from(products)
    .where(eq(products.available, true))
    .orderBy(products.id)
    .limit(1);
  if (!first) throw new Error('demo data missing');
  dish = first;
});
afterAll(async () => {
  // The second app borrows the first one's database: it goes first.
  await other?.close();
  await one?.close();
});

async function menuDish(app: TestApp) {
  const response = await app.app.inject({ url: `/api/test/${dish.venueId}` });
  expect(response.statusCode).toBe(200);
  const categories = response.json() as MenuCategory[];
  const found = categories.flatMap((c) => c.products).find((p) => p.id === dish.id);
  if (!found) throw new Error('the dish is not on its menu');
  return found;
}

/** Polls until `check` holds; the time it took, ms (fails after `limitMs`). */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

async function changePrice(kopecks: number) {
  await one.database.db.transaction(async (tx) => {
    await tx.update(products).set({ priceKopecks: kopecks }).where(eq(products.id, dish.id));
    await notify(tx, channels.catalog);
  });
}

describe('a catalogue change reaches every process', () => {
  it('a new price, made through one, shows in the other’s menu within a second', async () => {
    const before = (await menuDish(other)).prise;
    expect(before).toBe(dish.priceKopecks / 100);
    await changePrice(dish.priceKopecks + 100_00);
    const took = await within(1000, async () => (await menuDish(other)).prise === before + 100);
    expect(took).toBeLessThan(1000);
  });

  it('iiko’s stop-list webhook on one clears the other’s menu', async () => {
    expect((await menuDish(other)).available).toBe(true);
    // The stop list itself is written without a notification (as by hand or by a sync job)…
    await one.database.db
      .update(products)
      .set({ available: false })
      .where(eq(products.id, dish.id));
    expect((await menuDish(other)).available).toBe(true);
    // …and iiko's event, arriving at one process, tells them all.
    const webhook = await one.app.inject({
      method: 'POST',
      url: '/api/pos/iiko/webhook',
      headers: { authorization: `Bearer ${token}` },
      payload: [{ eventType: 'StopListUpdate', eventInfo: {} }],
    });
    expect(webhook.statusCode).toBe(200);
    await within(1000, async () => (await menuDish(other)).available === false);
    await one.database.db.transaction(async (tx) => {
      await tx.update(products).set({ available: true }).where(eq(products.id, dish.id));
      await notify(tx, channels.catalog);
    });
    await within(1000, async () => (await menuDish(other)).available === true);
  });

  it('the other’s catering PDF is printed again', async () => {
    const etag = async () => (await other.app.inject({ url: CATERING_MENU_URL })).headers.etag;
    const first = await etag();
    expect(first).toBeTruthy();
    await changePrice(dish.priceKopecks + 200_00);
    await within(1000, async () => (await etag()) !== first);
  });

  it('an order at the price shown before the change is refused with the new price', async () => {
    const shown = (await menuDish(other)).prise;
    await changePrice(dish.priceKopecks + 300_00);
    const answer = await other.app.inject({
      method: 'POST',
      url: '/api/delivery',
      payload: {
        emailSubscription: false,
        data: [{ id: dish.id, special: false, count: 1, price: shown }],
        metadata: {
          orderServiceType: 'DeliveryByClient',
          payment: 'CASH',
          phone: '+79141234567',
          customer: { name: 'Иван' },
          completeBefore: null,
          deliveryPoint: null,
        },
      },
    });
    expect(answer.statusCode).toBe(409);
    expect(priceChangedResponseSchema.parse(answer.json()).prices).toEqual([
      { id: dish.id, special: false, price: (dish.priceKopecks + 300_00) / 100 },
    ]);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('on PostgreSQL', () => {
  it('listens again after its LISTEN connection is cut', async () => {
    await menuDish(other);
    // Every LISTEN connection to this database (both apps'), as a restart or a proxy would.
    const cut = await one.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`);
    expect((cut as unknown as { rows: unknown[] }).rows).toHaveLength(2);
    // Back within the backoff; then a change is heard again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = (await menuDish(other)).prise;
    await changePrice(dish.priceKopecks + 400_00);
    await within(1000, async () => (await menuDish(other)).prise === before + 100);
  });
});
