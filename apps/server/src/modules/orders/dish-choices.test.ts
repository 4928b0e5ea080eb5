/**
 * A dish's size and modifiers in an order (issue 15 item 4, the server's side): checked and priced
 * again from the catalogue, kept on the order's line, and sent to iiko as its productSizeId and
 * modifiers[].
 */
import { errorResponseSchema } from '@storefront/contract/errors';
import type { DishChoice } from '@storefront/contract/modifiers';
import { priceChangedResponseSchema } from '@storefront/contract/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  modifierGroups,
  modifierOptions,
  orderLines,
  outboxEvents,
  productSizes,
  products,
} from '../../db/schema';
import { createTestApp, keepSeededMenu, vladivostok } from '../../testing/app';
import { fakeIikoEnv, fakeIikoFixture, startFakeIiko } from '../../testing/fake-iiko';
import { withoutOptions } from '../../testing/orders';

const uuid = (n: number) => `00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`;
const v = fakeIikoFixture.venues;
let iiko: Awaited<ReturnType<typeof startFakeIiko>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
/** the roll given sizes and sauces, and a dish with neither */
let roll: { id: number; iikoId: string };
let plain: { id: number };
let ids: { small: number; large: number; sauces: number; soy: number; wasabi: number };

beforeAll(async () => {
  iiko = await startFakeIiko();
  t = await createTestApp(
    {
      ...fakeIikoEnv(iiko),
    },
    {
      adapters: { menuSource: keepSeededMenu },
      now: () => vladivostok('2026-11-24T13:00'),
    },
  );
  const db = t.database.db;
  const [first, second] = await db
    .select({ id: products.id, iikoId: products.iikoId })
    .from(products)
    // dishes the demo gives no options: the test's own are the only ones
    .where(and(eq(products.venueId, 2), withoutOptions()))
    .limit(2);
  if (!first || !second) throw new Error('the seeded Sibumi has no dishes');
  roll = first;
  plain = second;
  const [small, large] = await db
    .insert(productSizes)
    .values([
      { productId: roll.id, posId: uuid(1), name: '4 шт', priceKopecks: 39_000, sort: 1 },
      {
        productId: roll.id,
        posId: uuid(2),
        name: '8 шт',
        priceKopecks: 69_000,
        isDefault: true,
        sort: 2,
      },
    ])
    .returning();
  const [sauces] = await db
    .insert(modifierGroups)
    .values({
      productId: roll.id,
      posGroupId: uuid(3),
      name: 'Соусы',
      maxAmount: 3,
      freeOfChargeAmount: 2,
    })
    .returning();
  if (!small || !large || !sauces) throw new Error('not inserted');
  const [soy, wasabi] = await db
    .insert(modifierOptions)
    .values([
      {
        groupId: sauces.id,
        posId: uuid(4),
        name: 'Соевый соус',
        priceKopecks: 3_000,
        maxAmount: 3,
        sort: 1,
      },
      {
        groupId: sauces.id,
        posId: uuid(5),
        name: 'Васаби',
        priceKopecks: 3_000,
        maxAmount: 3,
        sort: 2,
      },
    ])
    .returning();
  if (!soy || !wasabi) throw new Error('not inserted');
  ids = { small: small.id, large: large.id, sauces: sauces.id, soy: soy.id, wasabi: wasabi.id };
});
afterAll(async () => {
  await t.close();
  await iiko.close();
});

function order(lines: { id: number; choice?: DishChoice; count?: number; price?: number }[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: {
      emailSubscription: false,
      data: lines.map(({ id, choice, count = 1, price }) => ({
        id,
        special: false,
        count,
        ...(choice ? { choice } : {}),
        ...(price === undefined ? {} : { price }),
      })),
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
}

function refusal(answer: Awaited<ReturnType<typeof order>>) {
  expect(answer.statusCode, answer.body).toBe(400);
  const error = errorResponseSchema.parse(answer.json());
  expect(error.errType).toBe('validation');
  return error.fields ?? {};
}

describe('a dish’s size and modifiers in an order', () => {
  it('are priced from the catalogue, kept on the line and sent to iiko with its ids', async () => {
    const eightWithSauces: DishChoice = {
      sizeId: ids.large,
      modifiers: [
        { optionId: ids.wasabi, amount: 1 },
        { optionId: ids.soy, amount: 2 },
      ],
    };
    const placed = await order([
      { id: roll.id, choice: eightWithSauces, count: 2 },
      // the same roll chosen otherwise is another line
      { id: roll.id, choice: { sizeId: ids.small, modifiers: [] } },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const { id: orderId, sum, url } = placed.json() as { id: number; sum: number; url: string };
    // 8 pieces 690 ₽ + three sauces, two of them free: 720 ₽ each, twice; then 4 pieces 390 ₽
    expect(sum).toBe(720 * 2 + 390);
    const lines = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.id);
    expect(lines.map((line) => [line.priceKopecks, line.count, line.choiceText])).toEqual([
      [72_000, 2, '8 шт · Соевый соус ×2 · Васаби'],
      [39_000, 1, '4 шт'],
    ]);
    expect(lines[0]?.choice).toEqual(eightWithSauces);
    // The guest's confirmation names them under the dish.
    const key = new URL(url, 'http://shop.test').searchParams.get('key');
    const view = await t.app.inject(`/api/delivery/getOrder/${orderId}?key=${key}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(
      (view.json() as { items: { name: string; choice?: string; sum: number }[] }).items.map(
        (item) => [item.choice, item.sum],
      ),
    ).toEqual([
      ['8 шт · Соевый соус ×2 · Васаби', 1440],
      ['4 шт', 390],
    ]);

    // The ticket reaches iiko with the size and the modifiers in iiko's own ids, each position at
    // its own price (decision 068): iiko makes two of the three sauces free itself.
    await t.database.db.update(outboxEvents).set({ nextAttemptAt: new Date(0) });
    await t.app.outbox.runOnce();
    const sent = [...iiko.state.orders.values()].find(
      (candidate) => candidate.request.order.externalNumber === String(orderId),
    );
    expect(sent?.request.order.items).toEqual([
      expect.objectContaining({
        productId: roll.iikoId,
        amount: 2,
        price: 690,
        productSizeId: uuid(2),
        modifiers: [
          { productId: uuid(5), amount: 1, productGroupId: uuid(3), price: 30 },
          { productId: uuid(4), amount: 2, productGroupId: uuid(3), price: 30 },
        ],
      }),
      expect.objectContaining({
        productId: roll.iikoId,
        amount: 1,
        price: 390,
        productSizeId: uuid(1),
      }),
    ]);
  });

  it('are refused, with the contract’s words, when the dish cannot be ordered so', async () => {
    // a size must be chosen
    expect(refusal(await order([{ id: roll.id }]))['data.0.choice']).toMatch(/Выберите размер$/);
    // more sauces than the group takes
    const tooMany = refusal(
      await order([
        { id: plain.id },
        {
          id: roll.id,
          choice: { sizeId: ids.large, modifiers: [{ optionId: ids.soy, amount: 4 }] },
        },
      ]),
    );
    expect(tooMany['data.1.choice']).toMatch(/Соусы: не больше 3$/);
    // a choice for a dish that has nothing to choose, or an option it does not have
    expect(
      refusal(await order([{ id: plain.id, choice: { sizeId: ids.small, modifiers: [] } }]))[
        'data.0.choice'
      ],
    ).toMatch(/Этого варианта больше нет в меню$/);
    // and a request naming one option twice never gets that far
    const twice = await order([
      {
        id: roll.id,
        choice: {
          sizeId: ids.large,
          modifiers: [
            { optionId: ids.soy, amount: 1 },
            { optionId: ids.soy, amount: 1 },
          ],
        },
      },
    ]);
    expect(twice.statusCode).toBe(400);
  });

  it('name their choice in a 409 priceChanged: the same dish chosen otherwise has its own price', async () => {
    const eightWithSoy: DishChoice = {
      sizeId: ids.large,
      modifiers: [{ optionId: ids.soy, amount: 3 }],
    };
    const four: DishChoice = { sizeId: ids.small, modifiers: [] };
    const answer = await order([
      // shown before the menu's prices changed
      { id: roll.id, choice: eightWithSoy, price: 690 },
      { id: roll.id, choice: four, price: 350 },
      // shown right: not listed
      { id: plain.id, price: (await priceOf(plain.id)) / 100 },
    ]);
    expect(answer.statusCode, answer.body).toBe(409);
    const refusal = priceChangedResponseSchema.parse(answer.json());
    // 690 ₽ and one paid soy sauce (two are free); 390 ₽
    expect(refusal.prices).toEqual([
      { id: roll.id, special: false, price: 720, choice: eightWithSoy },
      { id: roll.id, special: false, price: 390, choice: four },
    ]);
  });

  it('are asked about in iiko’s stop-list check as the delivery carries them; a size out refuses only its lines', async () => {
    const eightWithWasabi: DishChoice = {
      sizeId: ids.large,
      modifiers: [{ optionId: ids.wasabi, amount: 1 }],
    };
    const four: DishChoice = { sizeId: ids.small, modifiers: [] };
    iiko.state.stopListChecks.length = 0;
    const placed = await order([
      { id: roll.id, choice: eightWithWasabi },
      { id: roll.id, choice: four },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(iiko.state.stopListChecks.at(-1)?.items).toEqual([
      {
        type: 'Product',
        productId: roll.iikoId,
        amount: 1,
        // the group's two free portions cover the wasabi
        price: 690,
        productSizeId: uuid(2),
        modifiers: [{ productId: uuid(5), amount: 1, productGroupId: uuid(3), price: 30 }],
      },
      { type: 'Product', productId: roll.iikoId, amount: 1, price: 390, productSizeId: uuid(1) },
    ]);

    // The four pieces run out in the kitchen: that line is refused, the eight pieces still sell.
    iiko.state.setStopList(v[2].id, [{ productId: roll.iikoId, sizeId: uuid(1), balance: 0 }]);
    try {
      const refused = await order([{ id: roll.id, choice: four }]);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorResponseSchema.parse(refused.json()).errType).toBe('productUnavailable');
      const eight = await order([{ id: roll.id, choice: eightWithWasabi }]);
      expect(eight.statusCode, eight.body).toBe(201);
    } finally {
      iiko.state.setStopList(v[2].id, []);
    }
  });
});

async function priceOf(productId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ priceKopecks: products.priceKopecks })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error(`no dish ${productId}`);
  return row.priceKopecks;
}
