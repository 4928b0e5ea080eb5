/**
 * iiko's last word before an order is taken (issue 15 item 2): through the real adapter and a
 * local iiko speaking `stop_lists/check`.
 */
import { errorResponseSchema } from '@storefront/contract/errors';
import type { DishChoice } from '@storefront/contract/modifiers';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StopListCheckItem } from '../../adapters/iiko/stop-lists';
import type { PosChoice } from '../../adapters/pos/pos';
import { orders, products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import {
  fakeIikoEnv,
  fakeIikoFixture,
  startFakeIiko,
  stopListUpdateEvent,
} from '../../testing/fake-iiko';
import { gastropubIds, sibumiIds } from '../../testing/iiko-nomenclature-fixture';
import { stopListedLines } from './stop-list-check';

const WEBHOOK_TOKEN = 'stop-list-check-webhook-token-0123';
const v = fakeIikoFixture.venues;
let iiko: Awaited<ReturnType<typeof startFakeIiko>>;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  iiko = await startFakeIiko();
  t = await createTestApp(
    {
      ...fakeIikoEnv(iiko),
      IIKO_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    },
    // an hour when the counters are open
    { now: () => vladivostok('2026-11-24T13:00') },
  );
  // iiko's menu is read once the app is ready.
  await t.app.ready();
  await vi.waitFor(
    async () => {
      await dishOf(sibumiIds.sibumiSet);
      await dishOf(gastropubIds.mors);
    },
    { timeout: 5000 },
  );
});
afterAll(async () => {
  await t.close();
  await iiko.close();
});

async function dish(iikoId: string) {
  const [row] = await t.database.db
    .select({ id: products.id, name: products.name, available: products.available })
    .from(products)
    .where(and(eq(products.iikoId, iikoId), isNull(products.hiddenReason)));
  return row;
}

async function dishOf(iikoId: string) {
  const row = await dish(iikoId);
  if (!row) throw new Error(`${iikoId} is not on the menu`);
  return row;
}

async function orderCount() {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

function order(dishIds: number[], payment: 'CASH' | 'ONLINE' = 'CASH') {
  return t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: {
      emailSubscription: false,
      data: dishIds.map((id) => ({ id, special: false, count: 2 })),
      metadata: {
        orderServiceType: 'DeliveryByClient',
        payment,
        phone: '+79141234567',
        customer: { name: 'Анна' },
        completeBefore: null,
        deliveryPoint: null,
      },
    },
  });
}

function stopListUpdate() {
  return t.app.inject({
    method: 'POST',
    url: '/api/pos/iiko/webhook',
    headers: { authorization: `Bearer ${WEBHOOK_TOKEN}` },
    payload: [stopListUpdateEvent(v[2].id, v[2].terminalGroupId)],
  });
}

describe('iiko’s stop-list check before an order is taken', () => {
  it('refuses a dish iiko stopped after the guest added it, naming it; no order, no payment; the menu follows', async () => {
    const set = await dishOf(sibumiIds.sibumiSet);
    const mors = await dishOf(gastropubIds.mors);
    // Stopped in iiko, and no webhook came: the site's menu still offers the set.
    iiko.state.setStopList(v[2].id, [{ productId: sibumiIds.sibumiSet, balance: 0 }]);
    expect((await dishOf(sibumiIds.sibumiSet)).available).toBe(true);
    const before = await orderCount();
    const checksBefore = iiko.state.stopListChecks.length;

    const answer = await order([set.id, mors.id], 'ONLINE');

    expect(answer.statusCode, answer.body).toBe(409);
    const error = errorResponseSchema.parse(answer.json());
    expect(error.errType).toBe('productUnavailable');
    expect(error.fields).toEqual({ [`product:${set.id}`]: set.name });
    expect(await orderCount()).toBe(before);
    // Each venue was asked about its own dishes, at the amounts ordered, in iiko's item shape.
    const checks = iiko.state.stopListChecks.slice(checksBefore);
    expect(checks).toHaveLength(2);
    expect(checks).toEqual(
      expect.arrayContaining([
        {
          organizationId: v[2].id,
          terminalGroupId: v[2].terminalGroupId,
          items: [
            expect.objectContaining({ type: 'Product', productId: sibumiIds.sibumiSet, amount: 2 }),
          ],
        },
        {
          organizationId: v[1].id,
          terminalGroupId: v[1].terminalGroupId,
          items: [
            expect.objectContaining({ type: 'Product', productId: gastropubIds.mors, amount: 2 }),
          ],
        },
      ]),
    );
    // The refusal has the stop list read again: the menu stops offering the set.
    await expect
      .poll(async () => (await dishOf(sibumiIds.sibumiSet)).available, { timeout: 5000 })
      .toBe(false);

    // Off the stop list again: the order goes through.
    iiko.state.setStopList(v[2].id, []);
    expect((await stopListUpdate()).statusCode).toBe(200);
    await expect
      .poll(async () => (await dishOf(sibumiIds.sibumiSet)).available, { timeout: 5000 })
      .toBe(true);
    const placed = await order([set.id, mors.id]);
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('takes the order when iiko does not answer the check (iiko checks again on creation)', async () => {
    const mors = await dishOf(gastropubIds.mors);
    const before = await orderCount();
    iiko.state.stopListCheckFailure = true;
    try {
      const placed = await order([mors.id]);
      expect(placed.statusCode, placed.body).toBe(201);
      expect(await orderCount()).toBe(before + 1);
    } finally {
      iiko.state.stopListCheckFailure = false;
    }
  });
});

describe('iiko’s stop-list check before a declined order is paid again', () => {
  it('refuses paying again, or paying the courier, for a dish stopped since; takes it once back', async () => {
    const set = await dishOf(sibumiIds.sibumiSet);
    const placed = await order([set.id], 'ONLINE');
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, url } = placed.json() as { id: number; url: string };
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    const key = row?.accessKey ?? '';
    // The bank declines the payment.
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${new URL(url).pathname.split('/').pop()}/fail`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    iiko.state.setStopList(v[2].id, [{ productId: sibumiIds.sibumiSet, balance: 0 }]);

    for (const action of ['retryPayment', 'payOnDelivery']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/delivery/${id}/${action}`,
        payload: action === 'payOnDelivery' ? { key, payment: 'CASH' } : { key },
      });
      expect(refused.statusCode, `${action}: ${refused.body}`).toBe(409);
      expect(errorResponseSchema.parse(refused.json())).toMatchObject({
        errType: 'productUnavailable',
        fields: { [`product:${set.id}`]: set.name },
      });
    }

    iiko.state.setStopList(v[2].id, []);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/delivery/${id}/retryPayment`,
      payload: { key },
    });
    expect(again.statusCode, again.body).toBe(200);
    // The menu, which the refusals had follow iiko's stop list, gets the set back too.
    expect((await stopListUpdate()).statusCode).toBe(200);
    await expect
      .poll(async () => (await dishOf(sibumiIds.sibumiSet)).available, { timeout: 5000 })
      .toBe(true);
  });
});

describe('the check itself', () => {
  const line = (
    productId: number,
    iikoId: string,
    special = false,
    posChoice: PosChoice | null = null,
    choice: DishChoice | null = null,
    choiceText = '',
  ) => ({
    productId,
    special,
    venueId: 2,
    iikoId,
    name: `Блюдо ${productId}`,
    count: 1,
    priceKopecks: 10_000,
    posChoice,
    choice,
    choiceText,
  });

  it('takes the order when iiko keeps the guest waiting past the check’s time', async () => {
    const warn = vi.fn();
    const never = { checkStopList: () => new Promise<never>(() => {}) };
    const started = Date.now();
    expect(await stopListedLines(never, [line(1, sibumiIds.sibumiSet)], { warn }, 50)).toEqual({});
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('names refused specials by their own key, and matches iiko’s ids whatever their case', async () => {
    const upper = sibumiIds.sibumiSet.toUpperCase();
    const asked: { productId: string; amount: number }[][] = [];
    const check = {
      async checkStopList(
        _venueId: number,
        items: readonly { productId: string; amount: number }[],
      ) {
        asked.push(items.map(({ productId, amount }) => ({ productId, amount })));
        return [{ productId: upper }];
      },
    };
    const refused = await stopListedLines(
      check,
      [line(5, sibumiIds.sibumiSet, true), line(6, upper)],
      { warn: vi.fn() },
    );
    expect(refused).toEqual({ 'special:5': 'Блюдо 5', 'product:6': 'Блюдо 6' });
    // one item for the dish, at both lines' amounts
    expect(asked).toEqual([[{ productId: sibumiIds.sibumiSet, amount: 2 }]]);
  });

  it('asks about each size and modifiers apart, and refuses only the lines iiko refuses', async () => {
    const roll = sibumiIds.philadelphia;
    const [four, eight, soy, wasabi] = [
      '00000000-0000-4000-9000-000000000001',
      '00000000-0000-4000-9000-000000000002',
      '00000000-0000-4000-9000-000000000003',
      '00000000-0000-4000-9000-000000000004',
    ];
    const modifier = (productId: string) => ({
      productId,
      groupId: null,
      amount: 1,
      priceKopecks: 3_000,
    });
    // The same lines in our ids (size 31 or 32, soy 41, wasabi 42), as the basket keys them.
    const lines = [
      line(1, roll, false, { sizeId: four, modifiers: [] }, { sizeId: 31, modifiers: [] }, '4 шт'),
      line(
        1,
        roll,
        false,
        { sizeId: eight, modifiers: [modifier(soy)] },
        { sizeId: 32, modifiers: [{ optionId: 41, amount: 1 }] },
        '8 шт · Соевый соус',
      ),
      line(
        1,
        roll,
        false,
        { sizeId: eight, modifiers: [modifier(wasabi)] },
        { sizeId: 32, modifiers: [{ optionId: 42, amount: 1 }] },
        '8 шт · Васаби',
      ),
    ].map((entry) => ({ ...entry, name: 'Ролл' }));
    const asked: StopListCheckItem[][] = [];
    const answering = (rejected: { productId: string; sizeId?: string | null }[]) => ({
      async checkStopList(_venueId: number, items: readonly StopListCheckItem[]) {
        asked.push([...items]);
        return rejected;
      },
    });
    // The four pieces are out: the eight-piece lines still sell, and the basket marks that line.
    expect(
      await stopListedLines(answering([{ productId: roll, sizeId: four }]), lines, {
        warn: vi.fn(),
      }),
    ).toEqual({ 'product:1|s31': 'Ролл (4 шт)' });
    expect(asked[0]?.map((item) => [item.choice?.sizeId, item.choice?.modifiers.length])).toEqual([
      [four, 0],
      [eight, 1],
      [eight, 1],
    ]);
    // Wasabi ran out: the line with it is refused, named with its choice.
    expect(
      await stopListedLines(answering([{ productId: wasabi.toUpperCase() }]), lines, {
        warn: vi.fn(),
      }),
    ).toEqual({ 'product:1|s32,m42x1': 'Ролл (8 шт · Васаби)' });
    // The roll as a whole: every line of it.
    expect(
      Object.keys(
        await stopListedLines(answering([{ productId: roll, sizeId: null }]), lines.slice(1), {
          warn: vi.fn(),
        }),
      ),
    ).toEqual(['product:1|s32,m41x1', 'product:1|s32,m42x1']);
  });
});
