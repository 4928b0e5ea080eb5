/**
 * The stop list (issue 14 item 4): a manager takes a dish off with one call, and every process's
 * menu and order checks follow within a second (two apps on one database); operators and other
 * venues' managers may not; with POS=iiko it is iiko's, read-only.
 */
import type { StaffRole } from '@storefront/contract/staff';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema';
import { createTestApp, keepSeededMenu, vladivostok } from '../../../testing/app';
import { fakeIikoEnv, startFakeIiko } from '../../../testing/fake-iiko';
import { signedInStaff } from '../../../testing/staff';

const now = () => vladivostok('2026-11-21T13:05');
let first: Awaited<ReturnType<typeof createTestApp>>;
let second: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

async function member(app: typeof first, login: string, role: StaffRole, venues: number[]) {
  tokens[login] = (await signedInStaff(app, { login, role, venues })).token;
}

beforeAll(async () => {
  first = await createTestApp({}, { now });
  second = await createTestApp({}, { now, database: first.database });
  await member(first, 'sibumi-manager', 'manager', [2]);
  await member(first, 'sibumi-operator', 'operator', [2]);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const as = (login: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  first.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    ...(payload ? { payload } : {}),
  });

/** Whether the other process's menu of venue 2 offers the dish. */
async function offeredElsewhere(id: number) {
  const menu = (await second.app.inject('/api/test/2')).json() as {
    products: { id: number; available: boolean }[];
  }[];
  return menu.flatMap((category) => category.products).find((dish) => dish.id === id)?.available;
}

describe('the stop list', () => {
  it('takes a dish off in one tap; every process’s menu and order checks follow', async () => {
    const list = await as('sibumi-manager', 'GET', '/stop-list?venueId=2');
    expect(list.statusCode, list.body).toBe(200);
    const { dishes, readOnly } = list.json();
    expect(readOnly).toBeNull();
    const dish = dishes.find(
      (row: { kind: string; available: boolean }) => row.kind === 'product' && row.available,
    );
    expect(dish).toMatchObject({
      venueId: 2,
      name: expect.any(String),
      category: expect.any(String),
    });
    expect(await offeredElsewhere(dish.id)).toBe(true);

    const off = await as('sibumi-manager', 'POST', `/stop-list/product/${dish.id}`, {
      available: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().available).toBe(false);
    await expect.poll(() => offeredElsewhere(dish.id), { timeout: 1000, interval: 50 }).toBe(false);
    const order = await second.app.inject({
      method: 'POST',
      url: '/api/delivery',
      payload: {
        emailSubscription: false,
        data: [{ id: dish.id, special: false, count: 1 }],
        metadata: {
          orderServiceType: 'DeliveryByClient',
          payment: 'CASH',
          phone: '+79141234567',
          customer: { name: 'Анна' },
          completeBefore: null,
          deliveryPoint: null,
        },
      },
    });
    expect(order.statusCode).toBe(409);
    expect(order.json().errType).toBe('productUnavailable');

    await as('sibumi-manager', 'POST', `/stop-list/product/${dish.id}`, { available: true });
    await expect.poll(() => offeredElsewhere(dish.id), { timeout: 1000, interval: 50 }).toBe(true);
  });

  it('is a manager’s of their venues, not an operator’s', async () => {
    const [pubDish] = await first.database.db
      .select()
      .from(products)
      .where(eq(products.venueId, 1))
      .orderBy(asc(products.id));
    expect((await as('sibumi-manager', 'GET', '/stop-list?venueId=1')).statusCode).toBe(403);
    expect(
      (
        await as('sibumi-manager', 'POST', `/stop-list/product/${pubDish?.id}`, {
          available: false,
        })
      ).statusCode,
    ).toBe(403);
    expect((await as('sibumi-operator', 'GET', '/stop-list?venueId=2')).statusCode).toBe(403);
    expect(
      (await as('sibumi-manager', 'POST', '/stop-list/product/999999', { available: false }))
        .statusCode,
    ).toBe(404);
    const [row] = await first.database.db
      .select()
      .from(products)
      .where(eq(products.id, pubDish?.id ?? 0));
    expect(row?.available).toBe(true);
  });
});

describe('the stop list with iiko', () => {
  it('is iiko’s: shown read-only, saying why', async () => {
    const iiko = await startFakeIiko();
    const withIiko = await createTestApp(
      {
        ...fakeIikoEnv(iiko),
      },
      { now, adapters: { menuSource: keepSeededMenu } },
    );
    try {
      await member(withIiko, 'iiko-manager', 'manager', [1]);
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        withIiko.app.inject({
          method,
          url: `/api/staff${url}`,
          headers: { authorization: `Bearer ${tokens['iiko-manager']}` },
          ...(payload ? { payload } : {}),
        });
      const list = await call('GET', '/stop-list?venueId=1');
      expect(list.json().readOnly).toBe(
        'Стоп-лист ведётся в iiko: изменения там появятся здесь автоматически',
      );
      const dish = list.json().dishes[0];
      const refused = await call('POST', `/stop-list/product/${dish.id}`, { available: false });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errType).toBe('posManaged');
    } finally {
      await withIiko.close();
      await iiko.close();
    }
  });
});
