/**
 * Guards on placing orders (issue 10, items 6, 9 and 16; decision 031): limits on anonymous
 * orders, the size caps, a reused Idempotency-Key, and prices the guest was not shown.
 */
import { errorMessages } from '@storefront/contract/errors';
import { priceChangedResponseSchema } from '@storefront/contract/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryZones, idempotencyKeys, orders, products, users } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { testDatabaseKind } from '../../testing/database';
import { createSessions } from '../accounts/sessions';

const PER_CONTACT = 3;
const PER_ADDRESS = 5;

let t: Awaited<ReturnType<typeof createTestApp>>;
let dish: { id: number; price: number };

beforeAll(async () => {
  t = await createTestApp(
    { ORDERS_PER_CONTACT: String(PER_CONTACT), ORDERS_PER_ADDRESS: String(PER_ADDRESS) },
    { now: () => vladivostok('2026-11-21T13:05') },
  );
  const [first] = await t.database.db
    .select()
    .from(products)
    .where(eq(products.available, true))
    .orderBy(products.id)
    .limit(1);
  if (!first) throw new Error('demo data missing');
  dish = { id: first.id, price: first.priceKopecks / 100 };
});
afterAll(() => t.close());
// Each test starts with no recent orders: the limits count the last ten minutes.
beforeEach(async () => {
  await t.database.db.execute(sql`update orders set created_at = now() - interval '1 day'`);
});

let serial = 0;
/** A pickup order; each call has its own phone, e-mail and address unless told otherwise. */
function order(
  contact: { phone?: string; email?: string | null } = {},
  lines: Record<string, unknown>[] = [{ id: dish.id, special: false, count: 1, price: dish.price }],
  payment = 'CASH',
) {
  serial += 1;
  return {
    emailSubscription: false,
    data: lines,
    metadata: {
      isServerOk: true,
      orderServiceType: 'DeliveryByClient',
      payment,
      phone: contact.phone ?? `+7914${String(1_000_000 + serial).slice(-7)}`,
      customer: {
        name: 'Иван',
        email: contact.email === undefined ? `guest${serial}@example.ru` : contact.email,
      },
      completeBefore: null,
      deliveryPoint: null,
    },
  };
}

function post(
  body: unknown,
  { address, key, token }: { address?: string; key?: string; token?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: body as object,
    remoteAddress: address ?? `10.1.${Math.floor(serial / 250)}.${serial % 250}`,
    headers: {
      ...(key ? { 'idempotency-key': key } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

async function orderCount() {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return row?.n ?? 0;
}

describe('anonymous orders are limited', () => {
  it('per phone: over the limit is 429 with Retry-After; other phones are not affected', async () => {
    const phone = '+79140000001';
    for (let i = 0; i < PER_CONTACT; i += 1) {
      expect((await post(order({ phone }))).statusCode).toBe(201);
    }
    const before = await orderCount();
    // The same number written another way is the same phone.
    const refused = await post(order({ phone: '8 (914) 000-00-01' }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errType: 'tooManyRequests',
      message: errorMessages.tooManyRequests,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await orderCount()).toBe(before);
    expect((await post(order({ phone: '+79140000002' }))).statusCode).toBe(201);
  });

  it('per phone over ten minutes on the database clock', async () => {
    const phone = '+79140000003';
    for (let i = 0; i < PER_CONTACT; i += 1) {
      expect((await post(order({ phone }))).statusCode).toBe(201);
    }
    expect((await post(order({ phone }))).statusCode).toBe(429);
    await t.database.db.execute(
      sql`update orders set created_at = now() - interval '10 minutes 1 second' where phone = '+79140000003'`,
    );
    expect((await post(order({ phone }))).statusCode).toBe(201);
  });

  it('per e-mail, whatever its letter case: a stranger’s mailbox is not a target', async () => {
    for (let i = 0; i < PER_CONTACT; i += 1) {
      expect((await post(order({ email: 'stranger@example.ru' }))).statusCode).toBe(201);
    }
    const refused = await post(order({ email: 'Stranger@Example.RU' }));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    // no e-mail at all is no contact to count
    expect((await post(order({ email: null }))).statusCode).toBe(201);
  });

  it('per network address', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      expect((await post(order(), { address })).statusCode).toBe(201);
    }
    const refused = await post(order(), { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    const [stored] = await t.database.db
      .select({ clientIp: orders.clientIp })
      .from(orders)
      .orderBy(sql`${orders.id} desc`)
      .limit(1);
    expect(stored?.clientIp).toBe(address);
    expect((await post(order(), { address: '203.0.113.8' })).statusCode).toBe(201);
  });

  it('counts only orders not paid online', async () => {
    const phone = '+79140000004';
    for (let i = 0; i < PER_CONTACT; i += 1) {
      expect((await post(order({ phone }))).statusCode).toBe(201);
    }
    await t.database.db.execute(
      sql`update orders set payment_status = 'succeeded' where phone = '+79140000004'`,
    );
    expect((await post(order({ phone }))).statusCode).toBe(201);
  });

  it('does not limit a logged-in guest', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({ phone: '79140000005', passwordHash: 'x' })
      .returning();
    const token = await createSessions(t.database.db).create(user?.id ?? 0);
    const phone = '+79140000005';
    for (let i = 0; i < PER_CONTACT + 2; i += 1) {
      expect((await post(order({ phone }), { token })).statusCode).toBe(201);
    }
    expect((await post(order({ phone }))).statusCode).toBe(429);
  });

  it('answers a repeated Idempotency-Key with the first order, not with 429', async () => {
    const phone = '+79140000006';
    for (let i = 0; i < PER_CONTACT - 1; i += 1) {
      expect((await post(order({ phone }))).statusCode).toBe(201);
    }
    const body = order({ phone });
    const key = '0b6c5c38-aaaa-4d5e-8f00-000000000001';
    const first = await post(body, { key });
    expect(first.statusCode).toBe(201);
    const again = await post(body, { key });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('lets exactly the limit through when orders from one phone arrive at once', async () => {
    // On PostgreSQL these run on separate connections: without the advisory locks every one
    // of them would count the same committed orders and pass.
    const phone = '+79140000007';
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(order({ phone }))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(PER_CONTACT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - PER_CONTACT);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.phone, '+79140000007'));
    expect(row?.n).toBe(PER_CONTACT);
  });
});

describe('order size', () => {
  it('caps portions of one dish after merging lines that name it', async () => {
    const before = await orderCount();
    const split = order({}, [
      { id: dish.id, special: false, count: 60 },
      { id: dish.id, special: false, count: 60 },
    ]);
    const refused = await post(split);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errType: 'orderTooLarge',
      message: errorMessages.orderTooLarge,
    });
    expect(await orderCount()).toBe(before);
    const fits = order({}, [
      { id: dish.id, special: false, count: 50 },
      { id: dish.id, special: false, count: 49 },
    ]);
    expect((await post(fits)).statusCode).toBe(201);
  });

  it('caps an order’s total at 500 000 Р', async () => {
    const [expensive] = await t.database.db
      .update(products)
      .set({ priceKopecks: 250_000_01 })
      .where(eq(products.id, dish.id))
      .returning();
    try {
      const before = await orderCount();
      const refused = await post(order({}, [{ id: dish.id, special: false, count: 2 }]));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errType).toBe('orderTooLarge');
      expect(await orderCount()).toBe(before);
      expect(expensive?.priceKopecks).toBe(250_000_01);
    } finally {
      await t.database.db
        .update(products)
        .set({ priceKopecks: Math.round(dish.price * 100) })
        .where(eq(products.id, dish.id));
    }
  });
});

describe('Idempotency-Key', () => {
  it('with another body is 422 idempotencyKeyReused, never the other order’s link', async () => {
    const key = '0b6c5c38-bbbb-4d5e-8f00-000000000002';
    const first = await post(order({ phone: '+79140000010' }), { key });
    expect(first.statusCode).toBe(201);
    const other = await post(order({ phone: '+79140000011' }), { key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      errType: 'idempotencyKeyReused',
      message: errorMessages.idempotencyKeyReused,
    });
    expect(other.body).not.toContain(first.json().url);
    const [stored] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(stored?.requestHash).toMatch(/^[\w-]{20,}$/);
  });

  it('with another body is refused also when that body is itself refused', async () => {
    const key = '0b6c5c38-cccc-4d5e-8f00-000000000003';
    expect((await post(order({ phone: '+79140000012' }), { key })).statusCode).toBe(201);
    const stale = order({ phone: '+79140000013' }, [
      { id: dish.id, special: false, count: 1, price: dish.price + 1 },
    ]);
    const answer = await post(stale, { key });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errType).toBe('idempotencyKeyReused');
  });

  it('with the same order is the first answer, though isServerOk changed on the retry', async () => {
    const key = '0b6c5c38-dddd-4d5e-8f00-000000000004';
    const body = order({ phone: '+79140000014' });
    const first = await post(body, { key });
    const retry = await post(
      { ...body, metadata: { ...body.metadata, isServerOk: false } },
      { key },
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
  });
});

describe('prices the guest was shown', () => {
  it('refuses a stale price with 409 priceChanged carrying the new price; writes nothing', async () => {
    const before = await orderCount();
    const shown = dish.price - 10;
    const answer = await post(
      order({}, [{ id: dish.id, special: false, count: 2, price: shown, summa: shown * 2 }]),
    );
    expect(answer.statusCode).toBe(409);
    const refusal = priceChangedResponseSchema.parse(answer.json());
    expect(refusal.message).toBe(errorMessages.priceChanged);
    expect(refusal.prices).toEqual([{ id: dish.id, special: false, price: dish.price }]);
    expect(await orderCount()).toBe(before);
  });

  it('takes the order at the price shown, or at the menu’s when no price is sent', async () => {
    const shown = await post(
      order({}, [{ id: dish.id, special: false, count: 2, price: dish.price }]),
    );
    expect(shown.statusCode).toBe(201);
    expect(shown.json().sum).toBe(dish.price * 2);
    const bare = await post(order({}, [{ id: dish.id, special: false, count: 1 }]));
    expect(bare.statusCode).toBe(201);
    expect(bare.json().sum).toBe(dish.price);
  });
});

describe('the delivery fee the guest was shown', () => {
  it('is refused with the zone’s fee now when it differs, and taken when it is the same', async () => {
    const [zone] = await t.database.db
      .select()
      .from(deliveryZones)
      .where(eq(deliveryZones.active, true))
      .orderBy(deliveryZones.id)
      .limit(1);
    if (!zone) throw new Error('demo zones missing');
    const courier = (deliveryFee: number) => {
      const body = order();
      return {
        ...body,
        metadata: {
          ...body.metadata,
          orderServiceType: 'DeliveryByCourier',
          deliveryPoint: { street: { name: 'Светланская' }, house: '1' },
          deliveryZone: zone.id,
          deliveryFee,
        },
      };
    };
    const before = await orderCount();
    const stale = await post(courier(zone.priceKopecks / 100 - 50));
    expect(stale.statusCode).toBe(409);
    expect(priceChangedResponseSchema.parse(stale.json())).toMatchObject({
      prices: [],
      deliveryFee: zone.priceKopecks / 100,
    });
    expect(await orderCount()).toBe(before);
    const shown = await post(courier(zone.priceKopecks / 100));
    expect(shown.statusCode).toBe(201);
    expect(shown.json().sum).toBe(dish.price + zone.priceKopecks / 100);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('on PostgreSQL', () => {
  it('holds the limit across many concurrent connections', async () => {
    const phone = '+79140000020';
    const answers = await Promise.all(Array.from({ length: 30 }, () => post(order({ phone }))));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(PER_CONTACT);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 429)).toBe(true);
  });
});
