import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSizes, products } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { createStopListPull } from './stop-list-pull';

const silent = { info: () => {}, warn: () => {} };

describe('the stop list pulled into the menu', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The demo's Филадельфия (Sibumi) with its two sizes. */
  async function roll() {
    const [dish] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.venueId, 2), eq(products.name, 'Филадельфия')));
    if (!dish) throw new Error('no Филадельфия in the demo menu');
    const sizes = await t.database.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, dish.id))
      .orderBy(productSizes.sort);
    return { dish, sizes };
  }

  it('takes a size off by itself, the whole dish once every size is off, and brings both back', async () => {
    const { dish, sizes } = await roll();
    const [four, eight] = sizes;
    if (!four || !eight) throw new Error('the roll has two sizes');
    let entries: { productId: string; sizeId: string | null; balance: number }[] = [];
    const pull = createStopListPull({
      db: t.database.db,
      source: { stopLists: async () => entries },
      venueIds: [2],
      log: silent,
    });

    // The POS's stop list is the truth: the demo's own stop-listed dishes come back first.
    await pull.pullVenue(2);
    entries = [{ productId: dish.iikoId, sizeId: four.posId, balance: 0 }];
    expect(await pull.pullVenue(2)).toBe(1);
    let now = await roll();
    expect(now.dish.available).toBe(true);
    expect(now.sizes.map((size) => size.available)).toEqual([false, true]);
    // The dish card says so.
    const card = (await t.app.inject(`/api/product/${dish.id}`)).json();
    expect(card.options.sizes.map((size: { available?: boolean }) => size.available)).toEqual([
      false,
      undefined,
    ]);

    entries.push({ productId: dish.iikoId, sizeId: eight.posId, balance: -1 });
    await pull.pullVenue(2);
    now = await roll();
    expect(now.dish.available).toBe(false);

    entries = [];
    await pull.pullVenue(2);
    now = await roll();
    expect(now.dish.available).toBe(true);
    expect(now.sizes.map((size) => size.available)).toEqual([true, true]);
    // Nothing changed: nothing written.
    expect(await pull.pullVenue(2)).toBe(0);
  });

  it('refuses an order for the size that is off, in the dish card’s words', async () => {
    const { dish, sizes } = await roll();
    const [four] = sizes;
    if (!four) throw new Error('the roll has two sizes');
    await t.database.db
      .update(productSizes)
      .set({ available: false })
      .where(eq(productSizes.id, four.id));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/delivery',
      payload: {
        emailSubscription: false,
        data: [
          { id: dish.id, special: false, count: 1, choice: { sizeId: four.id, modifiers: [] } },
        ],
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
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().fields['data.0.choice']).toBe(
      'Филадельфия: Этого размера сейчас нет — выберите другой',
    );
  });
});
