/**
 * A dish's size and modifiers in an order (issue 15 item 4, the server's side): checked and priced
 * again from the catalogue, kept on the order's line, and sent to iiko as its productSizeId and
 * modifiers[].
 */
import { errorResponseSchema } from '@storefront/contract/errors';
import type { DishChoice } from '@storefront/contract/modifiers';
import { eq } from 'drizzle-orm';
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
import { fakeIikoFixture, startFakeIiko } from '../../testing/fake-iiko';

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
      POS: 'iiko',
      IIKO_API_URL: iiko.url,
      IIKO_API_LOGIN: fakeIikoFixture.apiLogin,
      IIKO_ORGANIZATIONS: `1=${v[1].id},2=${v[2].id},3=${v[3].id}`,
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
    .where(eq(products.venueId, 2))
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

function order(lines: { id: number; choice?: DishChoice; count?: number }[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: {
      emailSubscription: false,
      data: lines.map(({ id, choice, count = 1 }) => ({
        id,
        special: false,
        count,
        ...(choice ? { choice } : {}),
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

    // The ticket reaches iiko with the size and the modifiers in iiko's own ids.
    await t.database.db.update(outboxEvents).set({ nextAttemptAt: new Date(0) });
    await t.app.outbox.runOnce();
    const sent = [...iiko.state.orders.values()].find(
      (candidate) => candidate.request.order.externalNumber === String(orderId),
    );
    expect(sent?.request.order.items).toEqual([
      expect.objectContaining({
        productId: roll.iikoId,
        amount: 2,
        price: 720,
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
});
