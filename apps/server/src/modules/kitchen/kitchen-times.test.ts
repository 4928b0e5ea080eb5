/**
 * Kitchen times through the real app (issue 33): what the checkout is offered
 * (POST /api/kitchen/times) and what an order placed from it keeps (POST /api/delivery) — one
 * test drives both sides of that seam.
 */
import { errorResponseSchema } from '@storefront/contract/errors';
import { kitchenTimesResponseSchema } from '@storefront/contract/kitchen-times';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  kitchenLoad,
  kitchenParts,
  kitchenWindows,
  orders,
  outboxEvents,
  products,
  sandboxPayments,
  venues,
} from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { withoutOptions } from '../../testing/orders';

let clock = vladivostok('2026-11-21T13:05');
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let dish: { id: number; price: number; venueId: number };

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  const [first] = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.available, true), eq(products.costPerGram, false), withoutOptions()))
    .orderBy(products.id)
    .limit(1);
  if (!first) throw new Error('demo data missing');
  dish = { id: first.id, price: first.priceKopecks / 100, venueId: first.venueId };
});
afterAll(() => t.close());

beforeEach(async () => {
  clock = vladivostok('2026-11-21T13:05');
  const { db } = t.database;
  // Every test starts from an idle kitchen of the defaults and a dish made at once.
  await db.delete(kitchenLoad);
  await db.delete(kitchenWindows);
  await db
    .update(venues)
    .set({ kitchenCapacityMinutes: 60, busyExtraMinutes: 0, preorderDays: 14 });
  await db
    .update(products)
    .set({ leadHours: 0, makeMinutes: null })
    .where(eq(products.id, dish.id));
});

function order(count: number, completeBefore: string | null, payment = 'CASH') {
  return {
    emailSubscription: false,
    data: [
      {
        id: dish.id,
        img: '/x.svg',
        name: 'любое',
        guid: 'x',
        count,
        price: dish.price,
        summa: dish.price * count,
        gramm: false,
        special: false,
      },
    ],
    metadata: {
      isServerOk: true,
      orderServiceType: 'DeliveryByClient',
      payment,
      phone: '+7(914) 12 34 567',
      customer: { name: 'Иван', surname: 'Петров', email: 'ivan@example.ru' },
      completeBefore,
      comment: '',
      deliveryPoint: null,
      deliveryZone: null,
    },
  };
}

const place = (body: ReturnType<typeof order>) =>
  t.app.inject({ method: 'POST', url: '/api/delivery', payload: body });

async function times(count: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/kitchen/times',
    payload: {
      lines: [{ id: dish.id, count }],
      serviceType: 'DeliveryByClient',
    },
  });
  expect(response.statusCode).toBe(200);
  return kitchenTimesResponseSchema.parse(response.json());
}

async function promisedAt(orderId: number) {
  const [row] = await t.database.db
    .select({ promisedAt: orders.promisedAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.promisedAt?.toISOString();
}

describe('as soon as possible', () => {
  it('is what the checkout was shown, and grows with the orders already in the kitchen', async () => {
    const before = await times(3);
    // idle kitchen: the slowest dish's 10 minutes, ready by the counter at 13:15
    expect(before.asap?.promisedAt).toBe(vladivostok('2026-11-21T13:15').toISOString());
    const first = await place(order(3, null));
    expect(first.statusCode).toBe(201);
    expect(await promisedAt(first.json().id)).toBe(before.asap?.promisedAt);

    // a rush: eight orders of nine portions (90 make-minutes each) at a 60-minute kitchen
    for (let index = 0; index < 8; index++) {
      expect((await place(order(9, null))).statusCode).toBe(201);
    }
    const after = await times(3);
    const grown =
      Date.parse(after.asap?.promisedAt ?? '') - Date.parse(before.asap?.promisedAt ?? '');
    expect(grown).toBeGreaterThanOrEqual(2 * 60 * 60_000);
    const next = await place(order(3, null));
    expect(await promisedAt(next.json().id)).toBe(after.asap?.promisedAt);
  });

  it('busy mode adds its minutes on top', async () => {
    await t.database.db
      .update(venues)
      .set({ busyExtraMinutes: 25 })
      .where(eq(venues.id, dish.venueId));
    expect((await times(1)).asap?.promisedAt).toBe(vladivostok('2026-11-21T13:40').toISOString());
  });
});

describe('pre-orders', () => {
  it('a pickup for the day after tomorrow waits: its ticket reaches the kitchen the notice before its start', async () => {
    const offered = await times(2);
    expect(offered.slots.some((slot) => slot.value === '2026-11-23 12:00:00.000')).toBe(true);
    expect(offered.slots.at(-1)?.date).toBe('2026-12-05');
    const response = await place(order(2, '2026-11-23 12:00:00.000'));
    expect(response.statusCode).toBe(201);
    const orderId = response.json().id as number;
    expect(await promisedAt(orderId)).toBe(vladivostok('2026-11-23T12:00').toISOString());
    const [part] = await t.database.db
      .select()
      .from(kitchenParts)
      .where(eq(kitchenParts.orderId, orderId));
    // 20 make-minutes, a 10-minute dish: start at 11:50, the ticket an hour before
    expect(part?.startAt.toISOString()).toBe(vladivostok('2026-11-23T11:50').toISOString());
    expect(part?.sendAt.toISOString()).toBe(vladivostok('2026-11-23T10:50').toISOString());
    const [ticket] = await t.database.db
      .select()
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.topic, 'pos.ticket'),
          sql`(${outboxEvents.payload}->>'orderId')::int = ${orderId}`,
        ),
      );
    expect(ticket?.nextAttemptAt.toISOString()).toBe(part?.sendAt.toISOString());
    expect(ticket?.processedAt).toBeNull();
  });

  it('a card pre-order its kitchen takes after a hold would run out is charged at once; a nearer one is held', async () => {
    const captureOf = async (body: ReturnType<typeof order>) => {
      const response = await place(body);
      expect(response.statusCode, response.body).toBe(201);
      const [payment] = await t.database.db
        .select({ capture: sandboxPayments.capture })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, response.json().id));
      return payment?.capture;
    };
    // the ticket of 29 November goes on the 29th at 10:50: after the 144 hours a hold is kept
    expect(await captureOf(order(1, '2026-11-29 12:00:00.000', 'ONLINE'))).toBe(true);
    expect(await captureOf(order(1, '2026-11-23 12:00:00.000', 'ONLINE'))).toBe(false);
  });

  it('a dish made two days ahead is offered only from then, and says so', async () => {
    await t.database.db.update(products).set({ leadHours: 48 }).where(eq(products.id, dish.id));
    const offered = await times(1);
    expect(offered.asap).toBeNull();
    expect(offered.notes[0]).toMatch(/готовим за 2 дня — выберите дату от 23 ноября$/);
    expect(offered.slots[0]?.value).toBe('2026-11-23 13:30:00.000');

    const asap = await place(order(1, null));
    expect(asap.statusCode).toBe(400);
    const refusal = errorResponseSchema.parse(asap.json());
    expect(refusal.errType).toBe('deliveryTimeUnavailable');
    expect(refusal.message).toBe(offered.notes[0]);
    expect((await place(order(1, '2026-11-23 12:00:00.000'))).statusCode).toBe(400);
    expect((await place(order(1, '2026-11-23 13:30:00.000'))).statusCode).toBe(201);
  });

  it('a slot past the kitchens’ days ahead is not offered', async () => {
    await t.database.db.update(venues).set({ preorderDays: 2 }).where(eq(venues.id, dish.venueId));
    const offered = await times(1);
    expect(offered.slots.at(-1)?.date).toBe('2026-11-23');
    expect((await place(order(1, '2026-11-24 12:00:00.000'))).statusCode).toBe(400);
  });
});

describe('a full kitchen', () => {
  it('a slot it cannot cook for is not offered, and an order for it is refused', async () => {
    // 30 make-minutes a quarter hour: a 10-portion order (100) for 14:00 fills 13:05–14:00
    await t.database.db
      .update(venues)
      .set({ kitchenCapacityMinutes: 30 })
      .where(eq(venues.id, dish.venueId));
    expect((await times(10)).slots[0]?.value).toBe('2026-11-21 14:00:00.000');
    expect((await place(order(10, '2026-11-21 14:00:00.000'))).statusCode).toBe(201);
    const after = await times(10);
    expect(after.slots.some((slot) => slot.value === '2026-11-21 14:00:00.000')).toBe(false);
    const refused = await place(order(10, '2026-11-21 14:00:00.000'));
    expect(refused.statusCode).toBe(400);
    expect(errorResponseSchema.parse(refused.json()).message).toBe(
      'Кухня уже занята на это время — выберите другое',
    );
  });

  it('two guests racing for the last capacity of a window: one gets it', async () => {
    await t.database.db
      .update(venues)
      .set({ kitchenCapacityMinutes: 30 })
      .where(eq(venues.id, dish.venueId));
    const slot = '2026-11-21 14:00:00.000';
    const answers = await Promise.all([place(order(10, slot)), place(order(10, slot))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const [taken] = await t.database.db
      .select({ minutes: sql<number>`coalesce(sum(${kitchenLoad.minutes}), 0)::float8` })
      .from(kitchenLoad)
      .where(eq(kitchenLoad.venueId, dish.venueId));
    expect(Number(taken?.minutes)).toBe(100);
  });
});

describe('a late kitchen', () => {
  const viewOf = async (placed: { url: string; id: number }) => {
    const key = new URL(placed.url, 'http://shop.test').searchParams.get('key');
    const view = await t.app.inject(`/api/delivery/getOrder/${placed.id}?key=${key}`);
    return view.json() as { expectedBy: string | null };
  };
  const lateNews = async (orderId: number) =>
    t.database.db
      .select({ topic: outboxEvents.topic })
      .from(outboxEvents)
      .where(
        and(
          sql`${outboxEvents.topic} in ('email.order-late', 'sms.order-late')`,
          sql`(${outboxEvents.payload}->>'orderId')::int = ${orderId}`,
        ),
      );

  it('moves the estimate the guest sees past now, and tells the guest once', async () => {
    const placed = (await place(order(1, null))).json() as { url: string; id: number };
    expect((await viewOf(placed)).expectedBy).toBe(vladivostok('2026-11-21T13:15').toISOString());
    // on time: nothing moves
    clock = vladivostok('2026-11-21T13:15');
    await t.app.latePromises.runOnce();
    expect((await viewOf(placed)).expectedBy).toBe(vladivostok('2026-11-21T13:15').toISOString());
    // not ready 5 minutes past the promise: 15 minutes from now, and the guest is told
    clock = vladivostok('2026-11-21T13:20');
    await t.app.latePromises.runOnce();
    expect((await viewOf(placed)).expectedBy).toBe(vladivostok('2026-11-21T13:35').toISOString());
    expect((await lateNews(placed.id)).map((row) => row.topic).sort()).toEqual([
      'email.order-late',
      'sms.order-late',
    ]);
    // still late: moved again, not told again
    clock = vladivostok('2026-11-21T13:40');
    await t.app.latePromises.runOnce();
    expect((await viewOf(placed)).expectedBy).toBe(vladivostok('2026-11-21T13:55').toISOString());
    expect(await lateNews(placed.id)).toHaveLength(2);
  });
});
