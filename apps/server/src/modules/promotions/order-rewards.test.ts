/**
 * An order with a promo code and loyalty points, across the seam (issue 32, decision 084): the
 * order call prices both by the contract's rules, keeps each line's share, counts the code's use
 * and spends the points in its transaction (the last use and the same points raced for: one
 * order gets them), and gives them back when the order is cancelled or a venue declines.
 */
import { toRoubles } from '@storefront/contract/money';
import {
  allocate,
  linePayKopecks,
  pointsMessages,
  promotionMessages,
} from '@storefront/contract/promotions';
import type { OfferCreate, StaffOffer } from '@storefront/contract/staff-offers';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  offers,
  offerUses,
  orderLines,
  orders,
  pointsEntries,
  posTickets,
  products,
} from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { recordingSms, registerBySms } from '../../testing/guests';
import { makeOffer as makeTestOffer } from '../../testing/offers';
import { withoutOptions } from '../../testing/orders';
import { signedInStaff } from '../../testing/staff';
import { createOrderLifecycle, type OrderLifecycle } from '../orders/lifecycle';

let t: Awaited<ReturnType<typeof createTestApp>>;
let lifecycle: OrderLifecycle;
let adminToken = '';
let ip = 1;
/** one dish of venues 1 and 2, neither weighed nor with options */
let dishes: { id: number; venueId: number; priceKopecks: number }[] = [];
const sms = recordingSms();

beforeAll(async () => {
  t = await createTestApp({}, { adapters: { sms }, now: () => vladivostok('2026-11-21T13:05') });
  lifecycle = createOrderLifecycle(t.database.db);
  adminToken = (await signedInStaff(t, { login: 'rewards-admin', role: 'admin', venues: [] }))
    .token;
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
});
afterAll(() => t.close());

const makeOffer = (overrides: Partial<OfferCreate>) => makeTestOffer(t.app, adminToken, overrides);

/** A guest registered by phone with the code by SMS, given `points` by an admin. */
async function guest(phone: string, points = 0): Promise<string> {
  const token = await registerBySms(t.app, sms, phone, () => `10.8.0.${ip++}`);
  if (points > 0) {
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/staff/points',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { phone, points, reason: 'Для теста' },
    });
    expect(given.statusCode, given.body).toBe(200);
  }
  return token;
}

interface Asked {
  token?: string;
  phone?: string;
  promoCode?: string;
  points?: number;
  count?: number;
  courier?: boolean;
}

/** POST /api/delivery of one portion (or `count`) of each dish, pickup unless `courier`. */
const placeOrder = ({
  token,
  phone = '+79145550000',
  promoCode,
  points,
  count = 1,
  courier,
}: Asked) =>
  t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    remoteAddress: `10.9.0.${ip++}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: {
      emailSubscription: false,
      data: dishes.map((dish) => ({ id: dish.id, special: false, count })),
      metadata: {
        orderServiceType: courier ? 'DeliveryByCourier' : 'DeliveryByClient',
        payment: 'CASH',
        phone,
        customer: { name: 'Ольга' },
        completeBefore: null,
        ...(courier
          ? { deliveryZone: 1, deliveryPoint: { street: { name: 'Светланская' }, house: '1' } }
          : { deliveryPoint: null }),
        ...(promoCode === undefined ? {} : { promoCode }),
        ...(points === undefined ? {} : { points }),
      },
    },
  });

const refused = (answer: Awaited<ReturnType<typeof placeOrder>>, errType: string) => {
  expect(answer.statusCode, answer.body).toBe(422);
  expect(answer.json().errType).toBe(errType);
  return answer.json().message as string;
};

const linesOf = (orderId: number) =>
  t.database.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
const orderRow = async (orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const pointsOf = (orderId: number) =>
  t.database.db
    .select({ kind: pointsEntries.kind, points: pointsEntries.points })
    .from(pointsEntries)
    .where(eq(pointsEntries.orderId, orderId))
    .orderBy(asc(pointsEntries.id));
const balance = async (token: string) => {
  const answer = await t.app.inject({
    url: '/api/account/points',
    headers: { authorization: `Bearer ${token}` },
  });
  return answer.json().balance as number;
};
const ticketsOf = async (orderId: number) =>
  (
    await t.database.db
      .select()
      .from(posTickets)
      .where(eq(posTickets.orderId, orderId))
      .orderBy(asc(posTickets.venueId))
  ).map((ticket) => ticket.ticketId);

const dishesKopecks = (count = 1) =>
  dishes.reduce((sum, dish) => sum + dish.priceKopecks * count, 0);

describe('an order with a promo code', () => {
  it('is priced by the code: each line keeps its share, the order its code and total', async () => {
    const offer = await makeOffer({ code: 'ORDER10' });
    const answer = await placeOrder({ promoCode: ' order10 ', count: 3, courier: true });
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json().id as number;
    const order = await orderRow(id);
    const dishesSum = dishesKopecks(3);
    const discount = Math.floor(dishesSum / 10);
    expect(order).toMatchObject({
      offerId: offer.id,
      promoCode: 'ORDER10',
      subtotalKopecks: dishesSum,
      discountKopecks: discount,
      totalKopecks: dishesSum - discount + (order?.deliveryFeeKopecks ?? 0),
      pointsSpent: 0,
    });
    expect(answer.json().sum).toBe(toRoubles(order?.totalKopecks ?? 0));
    const lines = await linesOf(id);
    expect(lines.map((line) => line.offerKopecks)).toEqual(
      allocate(
        discount,
        lines.map((line) => line.sumKopecks),
      ),
    );
    expect(lines.reduce((sum, line) => sum + linePayKopecks(line), 0)).toBe(dishesSum - discount);
    const uses = await t.database.db.select().from(offerUses).where(eq(offerUses.orderId, id));
    expect(uses).toEqual([expect.objectContaining({ offerId: offer.id, phone: '+79145550000' })]);
    // The back office lists it with its use and what the order came to.
    const listed = await t.app.inject({
      url: '/api/staff/offers',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect((listed.json().offers as StaffOffer[]).find((one) => one.id === offer.id)).toMatchObject(
      { uses: 1, revenueKopecks: order?.totalKopecks },
    );
  });

  it('a gift comes as a line of its own, its whole sum the offer’s, on its venue’s ticket', async () => {
    const [cake] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.venueId, 3), eq(products.available, true), withoutOptions()))
      .orderBy(asc(products.id));
    if (!cake) throw new Error('no dish of venue 3');
    await makeOffer({
      code: 'CAKE',
      benefit: { kind: 'gift', dishKey: `product:${cake.id}`, name: cake.name },
    });
    const answer = await placeOrder({ promoCode: 'CAKE' });
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json().id as number;
    const lines = await linesOf(id);
    const gift = lines.find((line) => line.productId === cake.id && line.venueId === 3);
    expect(gift).toMatchObject({ count: 1, sumKopecks: cake.priceKopecks });
    expect(gift?.offerKopecks).toBe(cake.priceKopecks);
    expect(await orderRow(id)).toMatchObject({
      subtotalKopecks: dishesKopecks() + cake.priceKopecks,
      discountKopecks: cake.priceKopecks,
      totalKopecks: dishesKopecks(),
    });
    // the pastry shop gets a ticket for it; the kitchen letter says it is the code's
    await t.app.outbox.runOnce();
    expect(await ticketsOf(id)).toHaveLength(3);

    // A gift gone from the menu: the code cannot give it, and says so.
    await t.database.db.update(products).set({ available: false }).where(eq(products.id, cake.id));
    const gone = await placeOrder({ promoCode: 'CAKE' });
    expect(refused(gone, 'promoCodeRefused')).toBe(promotionMessages.giftGone(cake.name));
    await t.database.db.update(products).set({ available: true }).where(eq(products.id, cake.id));
  });

  it('free delivery takes the zone’s fee off', async () => {
    await makeOffer({ code: 'NOFEE', benefit: { kind: 'freeDelivery' } });
    const plain = await orderRow((await placeOrder({ courier: true })).json().id);
    const answer = await placeOrder({ promoCode: 'NOFEE', courier: true });
    expect(answer.statusCode, answer.body).toBe(201);
    const order = await orderRow(answer.json().id);
    expect(plain?.deliveryFeeKopecks).toBeGreaterThan(0);
    expect(order).toMatchObject({
      deliveryFeeKopecks: 0,
      deliveryDiscountKopecks: plain?.deliveryFeeKopecks,
      totalKopecks: dishesKopecks(),
    });
  });

  it('a code that does not apply refuses the order in the guest’s words, writing nothing', async () => {
    const before = (await t.database.db.select({ id: orders.id }).from(orders)).length;
    expect(refused(await placeOrder({ promoCode: 'NOSUCH' }), 'promoCodeRefused')).toBe(
      promotionMessages.unknownCode,
    );
    await makeOffer({ code: 'ENDED', endsOn: '2026-11-01' });
    const ended = await placeOrder({ promoCode: 'ENDED' });
    expect(refused(ended, 'promoCodeRefused')).toBe(promotionMessages.expired);
    expect(ended.json().fields).toEqual({ 'metadata.promoCode': promotionMessages.expired });
    expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('the last use goes to one of two orders racing for it; a cancelled order gives it back', async () => {
    const offer = await makeOffer({ code: 'LASTONE', totalLimit: 1 });
    const [first, second] = await Promise.all([
      placeOrder({ promoCode: 'LASTONE', phone: '+79145550001' }),
      placeOrder({ promoCode: 'LASTONE', phone: '+79145550002' }),
    ]);
    const answers = [first, second].map((answer) => answer?.statusCode).sort();
    expect(answers).toEqual([201, 422]);
    const loser = first?.statusCode === 422 ? first : second;
    const winner = first?.statusCode === 201 ? first : second;
    expect(loser?.json().message).toBe(promotionMessages.exhausted);
    const live = () =>
      t.database.db
        .select()
        .from(offerUses)
        .where(and(eq(offerUses.offerId, offer.id), isNull(offerUses.returnedAt)));
    expect(await live()).toHaveLength(1);

    expect(await lifecycle.cancel(winner?.json().id, { actor: 'guest', reason: 'Передумал' })).toBe(
      true,
    );
    await t.app.outbox.runOnce();
    expect(await live()).toHaveLength(0);
    expect((await placeOrder({ promoCode: 'LASTONE', phone: '+79145550003' })).statusCode).toBe(
      201,
    );
  });
});

describe('offers that apply by themselves (no code)', () => {
  it('apply to the order, beside a code only when both combine, and give their uses back', async () => {
    // Sibumi's happy hours: 15 % off its dishes, combining with codes; and a code that does not.
    const happy = await makeOffer({
      title: 'Счастливые часы Sibumi',
      benefit: { kind: 'percent', percent: 15, capKopecks: null },
      scope: { kind: 'venues', venueIds: [2] },
      venueId: 2,
      combinesWithOffers: true,
    });
    const sibumi = dishes.find((dish) => dish.venueId === 2)?.priceKopecks ?? 0;
    const alone = await placeOrder({ phone: '+79145551001' });
    expect(alone.statusCode, alone.body).toBe(201);
    const aloneId = alone.json().id as number;
    expect((await orderRow(aloneId))?.discountKopecks).toBe(Math.floor((sibumi * 15) / 100));
    const aloneUses = await t.database.db
      .select()
      .from(offerUses)
      .where(eq(offerUses.orderId, aloneId));
    expect(aloneUses.map((use) => use.offerId)).toEqual([happy.id]);

    await makeOffer({ code: 'SOLO', benefit: { kind: 'fixed', kopecks: 50_00 } });
    const solo = await orderRow(
      (await placeOrder({ promoCode: 'SOLO', phone: '+79145551002' })).json().id,
    );
    expect(solo?.discountKopecks).toBe(50_00);
    await makeOffer({
      code: 'TOGETHER',
      benefit: { kind: 'fixed', kopecks: 50_00 },
      combinesWithOffers: true,
    });
    const together = await placeOrder({ promoCode: 'TOGETHER', phone: '+79145551003' });
    const togetherId = together.json().id as number;
    expect((await orderRow(togetherId))?.discountKopecks).toBe(
      50_00 + Math.floor((sibumi * 15) / 100),
    );

    expect(await lifecycle.cancel(togetherId, { actor: 'guest', reason: 'Передумал' })).toBe(true);
    await t.app.outbox.runOnce();
    const returned = await t.database.db
      .select()
      .from(offerUses)
      .where(eq(offerUses.orderId, togetherId));
    expect(returned).toHaveLength(2);
    expect(returned.every((use) => use.returnedAt !== null)).toBe(true);
    // switched off, it applies no more
    await t.database.db.update(offers).set({ active: false }).where(eq(offers.id, happy.id));
    const after = await orderRow((await placeOrder({ phone: '+79145551004' })).json().id);
    expect(after?.discountKopecks).toBe(0);
  });
});

describe('an order paid partly with points', () => {
  it('spends them on the lines after the code, and earns on what was paid', async () => {
    const token = await guest('+7 914 666-00-01', 500);
    await makeOffer({ code: 'WITHPOINTS' });
    const answer = await placeOrder({ token, promoCode: 'WITHPOINTS', points: 100, count: 3 });
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json().id as number;
    const dishesSum = dishesKopecks(3);
    const offer = Math.floor(dishesSum / 10);
    const order = await orderRow(id);
    expect(order).toMatchObject({
      pointsSpent: 100,
      discountKopecks: offer + 100_00,
      totalKopecks: dishesSum - offer - 100_00,
    });
    const lines = await linesOf(id);
    expect(lines.reduce((sum, line) => sum + line.pointsKopecks, 0)).toBe(100_00);
    expect(await pointsOf(id)).toEqual([{ kind: 'spent', points: -100 }]);
    expect(await balance(token)).toBe(400);
    await t.app.outbox.runOnce();

    // Done: it earns 3 % of what was paid, not of the menu prices.
    const tickets = await ticketsOf(id);
    for (const ticket of tickets) await lifecycle.reportTicket(ticket, 'done', { actor: 'venue' });
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    const earned = Math.floor(((dishesSum - offer - 100_00) * 3) / 100 / 100);
    expect(await pointsOf(id)).toEqual([
      { kind: 'spent', points: -100 },
      { kind: 'earned', points: earned },
    ]);
  });

  it('refuses more than the share or the balance, a guest not signed in, a code that does not combine', async () => {
    const token = await guest('+7 914 666-00-02', 50);
    expect(refused(await placeOrder({ token, points: 51 }), 'pointsRefused')).toBe(
      pointsMessages.atMost(Math.min(50, Math.floor((dishesKopecks() * 0.3) / 100))),
    );
    expect(refused(await placeOrder({ points: 10 }), 'pointsRefused')).toBe(pointsMessages.signIn);
    await makeOffer({ code: 'ALONE', combinesWithPoints: false });
    expect(
      refused(await placeOrder({ token, promoCode: 'ALONE', points: 10 }), 'promoCodeRefused'),
    ).toBe(promotionMessages.notWithPoints);
    expect(await balance(token)).toBe(50);
  });

  it('two orders spending the same points: one gets them', async () => {
    const token = await guest('+7 914 666-00-03', 150);
    const share = Math.floor((dishesKopecks(5) * 0.3) / 100);
    expect(share).toBeGreaterThanOrEqual(100);
    const [first, second] = await Promise.all([
      placeOrder({ token, points: 100, count: 5 }),
      placeOrder({ token, points: 100, count: 5 }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 422]);
    const loser = first?.statusCode === 422 ? first : second;
    expect(loser?.json()).toMatchObject({
      errType: 'pointsRefused',
      message: pointsMessages.atMost(50),
    });
    expect(await balance(token)).toBe(50);
  });

  it('a venue that declines gives its share back; cancelling gives the rest', async () => {
    const token = await guest('+7 914 666-00-04', 300);
    const answer = await placeOrder({ token, points: 100, count: 3 });
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json().id as number;
    await t.app.outbox.runOnce();
    const lines = await linesOf(id);
    const declinedShare = lines.find((line) => line.venueId === 2)?.pointsKopecks ?? 0;
    const [, sibumiTicket] = await ticketsOf(id);
    await lifecycle.reportTicket(sibumiTicket ?? '', 'declined', { actor: 'venue', reason: 'Нет' });
    await t.app.outbox.runOnce();
    const back = 100 - Math.ceil((100_00 - declinedShare) / 100);
    expect(await pointsOf(id)).toEqual([
      { kind: 'spent', points: -100 },
      { kind: 'returned', points: back },
    ]);
    const order = await orderRow(id);
    const kept = lines.filter((line) => line.venueId !== 2);
    expect(order?.totalKopecks).toBe(kept.reduce((sum, line) => sum + linePayKopecks(line), 0));

    const cancelled = await lifecycle.cancelByStaff(id, {
      member: { role: 'admin', venues: [] },
      venueId: 1,
      reason: 'Гость отказался',
      fallbackReason: 'Отменено',
    });
    expect(cancelled).toBe('cancelled');
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    expect((await pointsOf(id)).reduce((sum, entry) => sum + entry.points, 0)).toBe(0);
    expect(await balance(token)).toBe(300);
  });
});

describe('POST /api/basket/price', () => {
  const price = (body: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/basket/price',
      remoteAddress: `10.9.1.${ip++ % 250}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: {
        data: dishes.map((dish) => ({ id: dish.id, special: false, count: 2 })),
        ...body,
      },
    });

  it('prices the basket as the order then does: the code, the points, what it earns', async () => {
    const token = await guest('+7 914 666-00-09', 200);
    await makeOffer({ code: 'PREVIEW', benefit: { kind: 'fixed', kopecks: 100_00 } });
    const answer = await price({ promoCode: 'preview', points: 50 }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json();
    const dishesSum = dishesKopecks(2);
    expect(preview).toMatchObject({
      offers: [
        { code: 'PREVIEW', title: 'Минус 10 %', discount: 100, deliveryDiscount: 0, gift: null },
      ],
      points: 50,
      dishes: toRoubles(dishesSum),
      discount: 150,
      deliveryFee: 0,
      total: toRoubles(dishesSum - 150_00),
      earns: Math.floor(((dishesSum - 150_00) * 3) / 100 / 100),
    });
    // the order itself comes to the same total
    const placed = await placeOrder({ token, promoCode: 'PREVIEW', points: 50, count: 2 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().sum).toBe(preview.total);
  });

  it('shows an offer that applies by itself, as the order then applies it', async () => {
    const happy = await makeOffer({
      title: 'Счастливые часы Sibumi',
      benefit: { kind: 'percent', percent: 15, capKopecks: null },
      scope: { kind: 'venues', venueIds: [2] },
      venueId: 2,
    });
    const sibumi = (dishes.find((dish) => dish.venueId === 2)?.priceKopecks ?? 0) * 2;
    const answer = await price({});
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json();
    const discount = toRoubles(Math.floor((sibumi * 15) / 100));
    expect(preview).toMatchObject({
      offers: [{ code: null, title: 'Счастливые часы Sibumi', discount, deliveryDiscount: 0 }],
      discount,
      total: toRoubles(dishesKopecks(2)) - discount,
    });
    const placed = await placeOrder({ phone: '+79145551011', count: 2 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().sum).toBe(preview.total);
    await t.database.db.update(offers).set({ active: false }).where(eq(offers.id, happy.id));
  });

  it('counts calls with a code apart from those without: the checkout asks on every change', async () => {
    const from = (promoCode?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/basket/price',
        remoteAddress: '10.9.2.1',
        payload: {
          data: dishes.map((dish) => ({ id: dish.id, special: false, count: 1 })),
          ...(promoCode === undefined ? {} : { promoCode }),
        },
      });
    // the code check's limit (30 in 10 minutes) for codes, guessed or not
    for (let call = 0; call < 30; call += 1) expect((await from('NOSUCH')).statusCode).toBe(422);
    const over = await from('NOSUCH');
    expect(over.statusCode).toBe(429);
    expect(over.json().errType).toBe('tooManyRequests');
    // the basket's own pricing still answers from the same address, up to its wider limit
    for (let call = 0; call < 40; call += 1) expect((await from()).statusCode).toBe(200);
  });

  it('refuses as the order does, and needs no account without points', async () => {
    const refusedCode = await price({ promoCode: 'NOSUCH' });
    expect(refusedCode.statusCode).toBe(422);
    expect(refusedCode.json().errType).toBe('promoCodeRefused');
    const noAccount = await price({ points: 10 });
    expect(noAccount.statusCode).toBe(422);
    expect(noAccount.json()).toMatchObject({
      errType: 'pointsRefused',
      message: pointsMessages.signIn,
    });
    const plain = await price({});
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({ points: 0, earns: null, discount: 0 });
  });
});
