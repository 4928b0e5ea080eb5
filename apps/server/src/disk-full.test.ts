/**
 * The embedded PGlite on a full disk (issue 10 item 14): a write that cannot be stored answers
 * 503 `serviceUnavailable`, checkConnection reports it, and all is well once there is room again.
 * The disk fills by making the file system's writes fail with ENOSPC, as a full disk does.
 */
import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { orderLines, orders, products } from './db/schema';
import { seedDemoData } from './db/seed/seed';
import { vladivostok } from './testing/app';

let disk = { full: false };
const writeSync = fs.writeSync;
function fillTheDisk(full: boolean) {
  disk = { full };
}

let dir: string;
let database: Database;
let app: App;
let dish: { id: number; price: number };

beforeAll(async () => {
  fs.writeSync = ((...args: Parameters<typeof writeSync>) => {
    if (disk.full)
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        errno: -28,
      });
    return writeSync(...args);
  }) as typeof writeSync;
  dir = mkdtempSync(join(tmpdir(), 'storefront-disk-full-'));
  database = await openDatabase({ pgliteDir: dir });
  await database.migrate();
  await seedDemoData(database.db);
  const [row] = await database.db
    .select()
    .from(products)
    .where(eq(products.available, true))
    .limit(1);
  if (!row) throw new Error('demo data missing');
  dish = { id: row.id, price: row.priceKopecks / 100 };
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
      ORDERS_PER_CONTACT: '100',
    }),
    database,
    now: () => vladivostok('2026-11-23T13:00'),
  });
});
afterAll(async () => {
  fs.writeSync = writeSync;
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

function placeOrder() {
  return app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: {
      emailSubscription: false,
      data: [
        {
          id: dish.id,
          img: '',
          name: '',
          guid: 'x',
          count: 1,
          price: dish.price,
          summa: dish.price,
          gramm: false,
          special: false,
        },
      ],
      metadata: {
        isServerOk: true,
        orderServiceType: 'DeliveryByClient',
        payment: 'CASH',
        phone: '+7(914) 12 34 567',
        customer: { name: 'Иван', surname: '', email: 'ivan@example.ru' },
        completeBefore: null,
        comment: '',
        deliveryPoint: null,
        deliveryZone: null,
      },
    },
  });
}

const serverOk = async () => (await app.inject('/api/checkConnection')).json().isServerOk;

describe('PGlite on a full disk', () => {
  it('answers 503 to a write it cannot store, and says so in checkConnection', async () => {
    expect(await serverOk()).toBe(true);
    fillTheDisk(true);
    // Enough rows that PostgreSQL must extend a file rather than fill a page it has.
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await placeOrder());
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 503)).toBe(
      true,
    );
    expect(refused[0]?.json()).toEqual({
      errType: 'serviceUnavailable',
      message: 'Сервис временно недоступен. Попробуйте через минуту',
    });
    expect(refused[0]?.headers['retry-after']).toBe('30');
    expect(await serverOk()).toBe(false);
  });

  it('takes orders again once there is room, with none half-written', async () => {
    fillTheDisk(false);
    await expect
      .poll(async () => (await placeOrder()).statusCode, { timeout: 15_000, interval: 500 })
      .toBe(201);
    const kept = await database.db.select().from(orders);
    expect(kept.length).toBeGreaterThan(0);
    const lines = await database.db.select().from(orderLines);
    for (const order of kept)
      expect(
        lines.some((line) => line.orderId === order.id),
        `order ${order.id} has its line`,
      ).toBe(true);
    await expect.poll(serverOk, { timeout: 10_000, interval: 500 }).toBe(true);
  }, 30_000);
});
