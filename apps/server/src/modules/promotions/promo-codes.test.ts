/**
 * The basket's promo code check (issue 32 item 1) across the seam: offers made through the staff
 * call are what POST /api/promo-codes/check applies, priced from the catalogue by the contract's
 * rules; every refusal is a 422 `promoCodeRefused` saying why; the check is limited per address.
 */
import { toKopecks, toRoubles } from '@storefront/contract/money';
import { minSubtotalMessage, promotionMessages } from '@storefront/contract/promotions';
import type { OfferCreate, StaffOffer } from '@storefront/contract/staff-offers';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerUses, products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { makeOffer as makeTestOffer } from '../../testing/offers';
import { placeCashOrder, withoutOptions } from '../../testing/orders';
import { signedInStaff } from '../../testing/staff';

/** Saturday 21 November 2026, 13:05 in Vladivostok. */
const now = () => vladivostok('2026-11-21T13:05');
let t: Awaited<ReturnType<typeof createTestApp>>;
let adminToken = '';
/** a dish of each venue: [id, price in kopecks] */
const dish: Record<1 | 2 | 3, { id: number; kopecks: number }> = {
  1: { id: 0, kopecks: 0 },
  2: { id: 0, kopecks: 0 },
  3: { id: 0, kopecks: 0 },
};
const PHONE = '+79141234567';

beforeAll(async () => {
  t = await createTestApp({ PROMO_CHECKS_PER_ADDRESS: '50' }, { now });
  adminToken = (await signedInStaff(t, { login: 'promo-admin', role: 'admin', venues: [] })).token;
  const rows = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.available, true), withoutOptions()))
    .orderBy(asc(products.id));
  for (const venue of [1, 2, 3] as const) {
    const row = rows.find((one) => one.venueId === venue && !one.costPerGram);
    if (!row) throw new Error(`no dish of venue ${venue}`);
    dish[venue] = { id: row.id, kopecks: row.priceKopecks };
  }
});
afterAll(async () => {
  await t.close();
});

const makeOffer = (overrides: Partial<OfferCreate>) => makeTestOffer(t.app, adminToken, overrides);

const check = (
  code: string,
  venues: readonly (1 | 2 | 3)[],
  extra: { deliveryFee?: number; phone?: string; count?: number; address?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/promo-codes/check',
    remoteAddress: extra.address ?? '10.20.0.1',
    payload: {
      code,
      data: venues.map((venue) => ({
        id: dish[venue].id,
        special: false,
        count: extra.count ?? 1,
      })),
      ...(extra.deliveryFee === undefined ? {} : { deliveryFee: extra.deliveryFee }),
      ...(extra.phone === undefined ? {} : { phone: extra.phone }),
    },
  });

const refusal = async (answer: Awaited<ReturnType<typeof check>>) => {
  expect(answer.statusCode, answer.body).toBe(422);
  expect(answer.json().errType).toBe('promoCodeRefused');
  return answer.json().message as string;
};

describe('POST /api/promo-codes/check', () => {
  it('prices a percent code over the three venues’ dishes as the contract does', async () => {
    await makeOffer({ code: 'TEN' });
    const answer = await check(' ten ', [1, 2, 3], { deliveryFee: 200 });
    expect(answer.statusCode, answer.body).toBe(200);
    const dishes = dish[1].kopecks + dish[2].kopecks + dish[3].kopecks;
    const discount = Math.floor(dishes / 10);
    expect(answer.json()).toEqual({
      code: 'TEN',
      title: 'Минус 10 %',
      discount: toRoubles(discount),
      deliveryDiscount: 0,
      gift: null,
      total: toRoubles(dishes - discount + toKopecks(200)),
    });
  });

  it('says the minimum in roubles when the basket is below it', async () => {
    const minimum = dish[1].kopecks + dish[2].kopecks;
    await makeOffer({ code: 'FROM-TWO', minSubtotalKopecks: minimum });
    expect(await refusal(await check('FROM-TWO', [1]))).toBe(minSubtotalMessage(minimum));
    expect((await check('FROM-TWO', [1, 2])).statusCode).toBe(200);
  });

  it('free delivery takes the fee the basket shows', async () => {
    await makeOffer({ code: 'FREEDEL', benefit: { kind: 'freeDelivery' } });
    const answer = (await check('FREEDEL', [3], { deliveryFee: 250 })).json();
    expect(answer).toMatchObject({
      discount: 0,
      deliveryDiscount: 250,
      total: toRoubles(dish[3].kopecks),
    });
  });

  it('an unknown or switched-off code reads the same; an ended one says so', async () => {
    await makeOffer({ code: 'SLEEPING', active: false });
    expect(await refusal(await check('NOSUCH', [1]))).toBe(promotionMessages.unknownCode);
    expect(await refusal(await check('SLEEPING', [1]))).toBe(promotionMessages.unknownCode);
    await makeOffer({ code: 'AUTUMN', endsOn: '2026-11-20' });
    expect(await refusal(await check('AUTUMN', [1]))).toBe(promotionMessages.expired);
    await makeOffer({ code: 'WEEKDAYS', weekdays: [1, 2, 3, 4, 5] });
    expect(await refusal(await check('WEEKDAYS', [1]))).toBe(
      'Промокод действует в пн, вт, ср, чт, пт',
    );
  });

  it('a venue’s code needs that venue’s dish', async () => {
    await makeOffer({ code: 'CAKES', venueId: 3, scope: { kind: 'venues', venueIds: [3] } });
    expect(await refusal(await check('CAKES', [1, 2]))).toBe(promotionMessages.notForDishes);
    const answer = (await check('CAKES', [1, 3])).json();
    expect(answer.discount).toBe(toRoubles(Math.floor(dish[3].kopecks / 10)));
  });

  it('knows the guest by phone: a used code and a first-order code after an order', async () => {
    const once = await makeOffer({ code: 'ONCE', perGuestLimit: 1 });
    await makeOffer({ code: 'FIRST', firstOrderOnly: true });
    expect((await check('FIRST', [1], { phone: PHONE })).statusCode).toBe(200);
    const { id: orderId } = await placeCashOrder(t.app, { dishIds: [dish[1].id] });
    await t.database.db
      .insert(offerUses)
      .values({ offerId: once.id, orderId, phone: '+79141234567' });
    expect(await refusal(await check('ONCE', [1], { phone: '8 914 123-45-67' }))).toBe(
      promotionMessages.used,
    );
    expect(await refusal(await check('FIRST', [1], { phone: PHONE }))).toBe(
      promotionMessages.firstOrderOnly,
    );
    // Another guest may still use it; a returned use counts no more.
    expect((await check('ONCE', [1], { phone: '+79140000000' })).statusCode).toBe(200);
    await t.database.db
      .update(offerUses)
      .set({ returnedAt: new Date() })
      .where(eq(offerUses.orderId, orderId));
    expect((await check('ONCE', [1], { phone: PHONE })).statusCode).toBe(200);
  });

  it('refuses malformed input as a 400 and counts checks per address', async () => {
    const long = await check('X'.repeat(65), [1]);
    expect(long.statusCode).toBe(400);
    expect(long.json().errType).toBe('validation');
    let last = 0;
    for (let attempt = 0; attempt < 51; attempt += 1) {
      last = (await check('NOSUCH', [1], { address: '10.20.9.9' })).statusCode;
    }
    expect(last).toBe(429);
  });
});
