/**
 * iikoCard as the price of a code and points (issue 32 item 3, decision 086), across the seam and
 * over real HTTP against the local iiko: with POS=iiko and IIKO_LOYALTY=iikocard each venue's
 * lines are priced by iiko's `loyalty/iiko/calculate`, the order keeps iiko's discounts on its
 * lines, each ticket reaches iiko with the same discount, the coupon and the points as a payment
 * by the guest's wallet, and the account's balance is the wallet's.
 */
import { toKopecks, toRoubles } from '@storefront/contract/money';
import { pointsMessages, promotionMessages } from '@storefront/contract/promotions';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, outboxEvents, products } from '../../db/schema';
import { createTestApp, keepSeededMenu, vladivostok } from '../../testing/app';
import {
  type FakeIiko,
  type FakeIikoOrder,
  fakeIikoEnv,
  fakeIikoFixture,
  startFakeIiko,
} from '../../testing/fake-iiko';
import { recordingSms, registerBySms } from '../../testing/guests';
import { withoutOptions } from '../../testing/orders';
import { iikoCardMessages } from './iikocard-rewards';

const venues = fakeIikoFixture.venues;
const sms = recordingSms();
let iiko: FakeIiko;
let t: Awaited<ReturnType<typeof createTestApp>>;
let ip = 1;
/** one dish of venues 1 and 2, neither weighed nor with options */
let dishes: { id: number; venueId: number; iikoId: string; priceKopecks: number }[] = [];

beforeAll(async () => {
  iiko = await startFakeIiko();
  t = await createTestApp(
    { ...fakeIikoEnv(iiko), IIKO_LOYALTY: 'iikocard' },
    {
      adapters: { menuSource: keepSeededMenu, sms },
      now: () => vladivostok('2026-11-24T13:00'),
    },
  );
  const all = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.available, true), withoutOptions()))
    .orderBy(asc(products.id));
  dishes = [1, 2].map((venueId) => {
    const dish = all.find((row) => row.venueId === venueId && !row.costPerGram);
    if (!dish) throw new Error(`no dish of venue ${venueId}`);
    return dish;
  });
  const [, sibumiDish] = dishes;
  iiko.state.loyalty.coupons.push(
    {
      code: 'IIKO10',
      campaignId: '00000000-0000-4000-8000-00000000c010',
      name: 'Минус 10 % по купону',
      benefit: { percent: 10 },
    },
    {
      code: 'MINUS100',
      campaignId: '00000000-0000-4000-8000-00000000c100',
      name: 'Минус 100 ₽',
      benefit: { roubles: 100 },
    },
  );
  iiko.state.loyalty.programs.push({
    campaignId: '00000000-0000-4000-8000-00000000a020',
    name: 'Ролл дня',
    productId: sibumiDish?.iikoId ?? '',
    percent: 20,
  });
});
afterAll(async () => {
  await t.close();
  await iiko.close();
});

interface Asked {
  payment?: 'CASH' | 'ONLINE';
  token?: string;
  phone?: string;
  promoCode?: string;
  points?: number;
  count?: number;
}

const basket = (count: number) => dishes.map((dish) => ({ id: dish.id, special: false, count }));

/** POST /api/delivery of `count` portions of each dish, pickup, cash. */
const placeOrder = ({
  payment = 'CASH',
  token,
  phone = '+79145550000',
  promoCode,
  points,
  count = 1,
}: Asked) =>
  t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    remoteAddress: `10.7.0.${ip++}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: {
      emailSubscription: false,
      data: basket(count),
      metadata: {
        orderServiceType: 'DeliveryByClient',
        payment,
        phone,
        customer: { name: 'Ольга' },
        completeBefore: null,
        deliveryPoint: null,
        ...(promoCode === undefined ? {} : { promoCode }),
        ...(points === undefined ? {} : { points }),
      },
    },
  });

const priceBasket = ({ token, phone = '+79145550000', promoCode, points, count = 1 }: Asked) =>
  t.app.inject({
    method: 'POST',
    url: '/api/basket/price',
    remoteAddress: `10.7.1.${ip++}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: {
      data: basket(count),
      phone,
      ...(promoCode === undefined ? {} : { promoCode }),
      ...(points === undefined ? {} : { points }),
    },
  });

const refused = (
  answer: { statusCode: number; body: string; json(): { errType: string; message: string } },
  errType: string,
) => {
  expect(answer.statusCode, answer.body).toBe(422);
  expect(answer.json().errType).toBe(errType);
  return answer.json().message;
};

const linesOf = (orderId: number) =>
  t.database.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
const orderRow = async (orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

/** The order's tickets sent to iiko now, by venue. */
async function sentToIiko(orderId: number): Promise<Map<number, FakeIikoOrder>> {
  await t.database.db.update(outboxEvents).set({ nextAttemptAt: new Date(0) });
  await t.app.outbox.runOnce();
  const sent = new Map<number, FakeIikoOrder>();
  for (const order of iiko.state.orders.values()) {
    if (order.request.order.externalNumber !== String(orderId)) continue;
    const venue = Object.entries(venues).find(([, v]) => v.id === order.organizationId)?.[0];
    sent.set(Number(venue), order);
  }
  return sent;
}

const kopecksOf = (values: readonly { sum?: number | undefined }[] | null | undefined) =>
  (values ?? []).reduce((sum, value) => sum + toKopecks(value.sum ?? 0), 0);

describe('iikoCard prices the code (decision 086)', () => {
  it('prices each venue by iiko’s calculate: the order, its tickets, iiko’s orders and the basket agree', async () => {
    const [pub, sibumi] = dishes as [(typeof dishes)[0], (typeof dishes)[0]];
    const calculationsBefore = iiko.state.loyalty.calculations.length;
    const preview = await priceBasket({ promoCode: 'IIKO10', count: 2 });
    expect(preview.statusCode, preview.body).toBe(200);
    const placed = await placeOrder({ promoCode: 'IIKO10', count: 2 });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, sum } = placed.json() as { id: number; sum: number };

    // one calculate per venue, each with the coupon and its own lines, for the basket and the order
    const asked = iiko.state.loyalty.calculations.slice(calculationsBefore);
    expect(asked).toHaveLength(4);
    expect(asked.map((one) => one.organizationId).sort()).toEqual(
      [venues[1].id, venues[1].id, venues[2].id, venues[2].id].sort(),
    );
    for (const one of asked) {
      expect(one.order.loyaltyInfo).toEqual({ coupon: 'IIKO10' });
      expect(one.order.items).toHaveLength(1);
    }

    // iiko's figures: 10 % off each dish by the coupon, 20 % more off Sibumi's by its program
    const pubOff = Math.floor((pub.priceKopecks * 2 * 10) / 100);
    const sibumiOff =
      Math.floor((sibumi.priceKopecks * 2 * 20) / 100) +
      Math.floor((sibumi.priceKopecks * 2 * 10) / 100);
    const lines = await linesOf(id);
    expect(lines.map((line) => [line.venueId, line.offerKopecks, line.pointsKopecks])).toEqual([
      [1, pubOff, 0],
      [2, sibumiOff, 0],
    ]);
    const dishesKopecks = (pub.priceKopecks + sibumi.priceKopecks) * 2;
    const total = dishesKopecks - pubOff - sibumiOff;
    expect(toKopecks(sum)).toBe(total);
    expect(await orderRow(id)).toMatchObject({
      subtotalKopecks: dishesKopecks,
      discountKopecks: pubOff + sibumiOff,
      totalKopecks: total,
      promoCode: 'IIKO10',
    });
    // the basket showed the order's own figures, program by program
    expect(preview.json()).toMatchObject({
      dishes: toRoubles(dishesKopecks),
      discount: toRoubles(pubOff + sibumiOff),
      total: toRoubles(total),
      points: 0,
      earns: null,
    });
    expect(
      (preview.json().offers as { title: string; discount: number }[]).map((offer) => [
        offer.title,
        toKopecks(offer.discount),
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Минус 10 % по купону', pubOff + Math.floor((sibumi.priceKopecks * 2 * 10) / 100)],
        ['Ролл дня', Math.floor((sibumi.priceKopecks * 2 * 20) / 100)],
      ]),
    );

    // each ticket reaches iiko with its discount, the coupon, and a payment that adds up
    const sent = await sentToIiko(id);
    expect([...sent.keys()].sort()).toEqual([1, 2]);
    for (const [venueId, off] of [
      [1, pubOff],
      [2, sibumiOff],
    ] as const) {
      const order = sent.get(venueId)?.request.order;
      const dish = venueId === 1 ? pub : sibumi;
      expect(order?.loyaltyInfo).toEqual({ coupon: 'IIKO10' });
      expect(order?.discountsInfo?.discounts).toEqual([
        expect.objectContaining({
          type: 'RMS',
          discountTypeId: venues[venueId].discountTypes.site.id,
          sum: toRoubles(off),
        }),
      ]);
      expect(order?.payments).toEqual([
        expect.objectContaining({
          paymentTypeKind: 'Cash',
          sum: toRoubles(dish.priceKopecks * 2 - off),
        }),
      ]);
    }
    // iiko's orders add up to ours: each ticket's positions less its discount is its payment
    const paid = [...sent.values()].reduce(
      (all, one) => all + kopecksOf(one.request.order.payments),
      0,
    );
    expect(paid).toBe(total);
    for (const one of sent.values()) expect(one.creationStatus).not.toBe('Error');
  });

  it('shares a discount iiko gives on a venue’s whole order over its lines', async () => {
    const placed = await placeOrder({ promoCode: 'MINUS100' });
    expect(placed.statusCode, placed.body).toBe(201);
    const lines = await linesOf(placed.json().id);
    const [pub, sibumi] = dishes as [(typeof dishes)[0], (typeof dishes)[0]];
    // 100 ₽ off each venue's order (iiko prices each venue's order), Sibumi's program beside it
    expect(lines.map((line) => line.offerKopecks)).toEqual([
      Math.min(pub.priceKopecks, 100_00),
      Math.min(sibumi.priceKopecks, Math.floor((sibumi.priceKopecks * 20) / 100) + 100_00),
    ]);
  });

  it('checks a code at the basket through iiko, as the order prices it', async () => {
    const check = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/promo-codes/check',
        remoteAddress: `10.7.3.${ip++}`,
        payload: { code, data: basket(1), phone: '+79145550000' },
      });
    const [pub, sibumi] = dishes as [(typeof dishes)[0], (typeof dishes)[0]];
    const off =
      Math.floor((pub.priceKopecks * 10) / 100) +
      Math.floor((sibumi.priceKopecks * 10) / 100) +
      Math.floor((sibumi.priceKopecks * 20) / 100);
    const answer = await check('IIKO10');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      code: 'IIKO10',
      discount: toRoubles(off),
      deliveryDiscount: 0,
      gift: null,
      total: toRoubles(pub.priceKopecks + sibumi.priceKopecks - off),
    });
    const unknown = await check('NOSUCH');
    expect(refused(unknown, 'promoCodeRefused')).toBe(promotionMessages.unknownCode);
    expect(unknown.json()).toMatchObject({ fields: { code: promotionMessages.unknownCode } });
  });

  it('refuses a coupon iiko does not know, in Russian, and writes nothing', async () => {
    const before = await orderCount();
    const message = refused(await placeOrder({ promoCode: 'NOSUCH' }), 'promoCodeRefused');
    expect(message).toBe(promotionMessages.unknownCode);
    expect(await orderCount()).toBe(before);
    expect(refused(await priceBasket({ promoCode: 'NOSUCH' }), 'promoCodeRefused')).toBe(
      promotionMessages.unknownCode,
    );
  });

  it('takes an order without a code at iiko’s programs’ prices', async () => {
    const placed = await placeOrder({});
    expect(placed.statusCode, placed.body).toBe(201);
    const lines = await linesOf(placed.json().id);
    const [, sibumi] = dishes as [(typeof dishes)[0], (typeof dishes)[0]];
    expect(lines.map((line) => line.offerKopecks)).toEqual([
      0,
      Math.floor((sibumi.priceKopecks * 20) / 100),
    ]);
    expect((await orderRow(placed.json().id))?.promoCode).toBeNull();
  });
});

describe('iikoCard out of reach (decision 086)', () => {
  it('takes an order without a code at menu prices, refuses one with a code for now', async () => {
    await iiko.state.goDown('unavailable');
    try {
      const coded = await placeOrder({ promoCode: 'IIKO10' });
      expect(coded.statusCode, coded.body).toBe(503);
      expect(coded.json().errType).toBe('serviceUnavailable');
      const plain = await placeOrder({});
      expect(plain.statusCode, plain.body).toBe(201);
      const lines = await linesOf(plain.json().id);
      expect(lines.map((line) => line.offerKopecks)).toEqual([0, 0]);
    } finally {
      await iiko.state.comeBack();
    }
  });
});

describe('iikoCard keeps the points (decision 086)', () => {
  it('answers the account’s balance from iiko, pays points by the wallet up to iiko’s limit', async () => {
    const phone = '+79145557001';
    const token = await registerBySms(t.app, sms, phone, () => `10.7.2.${ip++}`);
    const balance = async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/account/points',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { balance: number; entries: unknown[] };
    };
    // a guest iikoCard does not know has no points
    expect(await balance()).toMatchObject({ balance: 0, entries: [] });
    iiko.state.loyalty.wallets.set(phone, 300);
    expect(await balance()).toMatchObject({ balance: 300, entries: [] });

    // iiko lets its wallet pay half of each venue's order after its discounts (the fake's rule)
    const [pub, sibumi] = dishes as [(typeof dishes)[0], (typeof dishes)[0]];
    const sibumiAfter = sibumi.priceKopecks - Math.floor((sibumi.priceKopecks * 20) / 100);
    const before = await orderCount();
    const most = refused(await placeOrder({ token, phone, points: 100_000 }), 'pointsRefused');
    expect(most).toMatch(/^Сейчас можно оплатить баллами не больше \d+$/);
    const allowed = Number(/(\d+)$/.exec(most)?.[1]);
    expect(allowed).toBeLessThanOrEqual(300);
    expect(allowed).toBeLessThanOrEqual(Math.floor((pub.priceKopecks + sibumiAfter) / 2 / 100));
    expect(refused(await placeOrder({ points: 10 }), 'pointsRefused')).toBe(pointsMessages.signIn);
    // the wallet pays by the phone the ticket carries: the account's own
    expect(refused(await placeOrder({ token, points: 10 }), 'pointsRefused')).toBe(
      iikoCardMessages.accountPhone,
    );
    expect(await orderCount()).toBe(before);

    const points = Math.min(100, allowed);
    // the basket shows the same, and earns nothing of ours: iiko's programs earn
    const preview = await priceBasket({ token, phone, points: Math.min(100, allowed) });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      points: Math.min(100, allowed),
      earns: null,
      total: toRoubles(pub.priceKopecks + sibumiAfter - Math.min(100, allowed) * 100),
    });
    const placed = await placeOrder({ token, phone, points });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, sum } = placed.json() as { id: number; sum: number };
    const lines = await linesOf(id);
    expect(lines.reduce((all, line) => all + line.pointsKopecks, 0)).toBe(points * 100);
    expect(toKopecks(sum)).toBe(pub.priceKopecks + sibumiAfter - points * 100);

    // each ticket: its points as a LoyaltyCard payment of the guest, the rest in cash
    const sent = await sentToIiko(id);
    for (const line of lines) {
      const order = sent.get(line.venueId)?.request.order;
      const wallet = order?.payments?.find((payment) => payment.paymentTypeKind === 'LoyaltyCard');
      expect(wallet).toEqual({
        paymentTypeKind: 'LoyaltyCard',
        paymentTypeId: venues[line.venueId as 1 | 2].paymentTypes.iikoCard.id,
        sum: toRoubles(line.pointsKopecks),
        isProcessedExternally: false,
        isFiscalizedExternally: false,
        paymentAdditionalData: { type: 'LoyaltyCard', credential: phone, searchScope: 'Phone' },
      });
      const cash = order?.payments?.find((payment) => payment.paymentTypeKind === 'Cash');
      expect(toKopecks(cash?.sum ?? 0)).toBe(
        line.sumKopecks - line.offerKopecks - line.pointsKopecks,
      );
      // the discount iiko gets is the offers' alone: the points are a payment
      expect(kopecksOf(order?.discountsInfo?.discounts)).toBe(line.offerKopecks);
    }
    for (const one of sent.values()) expect(one.creationStatus).not.toBe('Error');
    expect(iiko.state.loyalty.wallets.get(phone)).toBe(300 - points);
    expect(await balance()).toMatchObject({ balance: 300 - points });
  });

  it('an order paid on the site: the payment, the order and iiko’s payments agree in kopecks', async () => {
    const phone = '+79145557002';
    const token = await registerBySms(t.app, sms, phone, () => `10.7.4.${ip++}`);
    iiko.state.loyalty.wallets.set(phone, 1_000);
    const placed = await placeOrder({
      payment: 'ONLINE',
      token,
      phone,
      promoCode: 'IIKO10',
      points: 20,
      count: 3,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, url } = placed.json() as { id: number; url: string };
    const paymentId = new URL(url).pathname.split('/').pop();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${paymentId}/succeed`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    const row = await orderRow(id);
    expect(row?.heldKopecks).toBe(row?.totalKopecks);
    const lines = await linesOf(id);
    const sent = await sentToIiko(id);
    let site = 0;
    for (const line of lines) {
      const payments = sent.get(line.venueId)?.request.order.payments ?? [];
      const external = payments.filter((one) => one.paymentTypeKind === 'External');
      const wallet = payments.filter((one) => one.paymentTypeKind === 'LoyaltyCard');
      expect(kopecksOf(external)).toBe(line.sumKopecks - line.offerKopecks - line.pointsKopecks);
      expect(kopecksOf(wallet)).toBe(line.pointsKopecks);
      site += kopecksOf(external);
    }
    // what the guest paid on the site is what iiko's orders say was paid on the site
    expect(site).toBe(row?.heldKopecks);
    expect(lines.reduce((all, line) => all + line.pointsKopecks, 0)).toBe(20_00);
    for (const one of sent.values()) expect(one.creationStatus).not.toBe('Error');
    expect(iiko.state.loyalty.wallets.get(phone)).toBe(980);
  });
});
