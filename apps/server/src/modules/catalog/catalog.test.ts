import {
  checkConnectionSchema,
  deliveryZoneSchema,
  productCardSchema,
  specialHeaderItemSchema,
  venueMenuSchema,
} from '@storefront/contract/catalog';
import { errorResponseSchema } from '@storefront/contract/errors';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { channels, notify } from '../../db/notifications';
import {
  categories,
  modifierGroups,
  modifierOptions,
  productSizes,
  products,
  specialProducts,
  specials,
} from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { photoImage } from '../media/photos';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const uuid = (n: number) => `00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { response, body: response.body ? response.json() : undefined };
}

function expectError(body: unknown, errType: string) {
  const parsed = errorResponseSchema.parse(body);
  expect(parsed.errType).toBe(errType);
  expect(parsed.message).toMatch(/[а-яё]/i);
}

describe('GET /api/special-header', () => {
  it('lists the active specials', async () => {
    const { response, body } = await getJson('/api/special-header');
    expect(response.statusCode).toBe(200);
    const specials = z.array(specialHeaderItemSchema).parse(body);
    expect(specials.map((s) => s.URL)).toEqual(['new-year', 'smelt-season']);
  });
});

describe('GET /api/test/{venueId}', () => {
  it('gives each venue at least six categories of priced dishes', async () => {
    for (const venueId of [1, 2, 3]) {
      const { response, body } = await getJson(`/api/test/${venueId}`);
      expect(response.statusCode).toBe(200);
      const menu = venueMenuSchema.parse(body);
      expect(menu.length).toBeGreaterThanOrEqual(6);
      for (const product of menu.flatMap((c) => c.products)) {
        expect(product.special).toBe(false);
        expect(product.prise).toBeGreaterThan(0);
        expect(product.gramm).toBeGreaterThan(0);
        expect(product.img_elem).toBe(`/media/products/${product.iiko_id}.svg`);
      }
    }
  });

  it('marks stop-listed dishes as unavailable', async () => {
    const menu = venueMenuSchema.parse((await getJson('/api/test/1')).body);
    const dish = menu[0]?.products[0];
    if (!dish) throw new Error('empty demo menu');
    await t.database.db.update(products).set({ available: false }).where(eq(products.id, dish.id));
    const { body } = await getJson(`/api/product/${dish.id}`);
    expect(productCardSchema.parse(body).available).toBe(false);
    await t.database.db.update(products).set({ available: true }).where(eq(products.id, dish.id));
  });

  it('marks the dishes with sizes or modifiers to choose (has_options), and only them', async () => {
    const withOptions = {
      1: ['Стейк мачете', 'Стейк рибай'],
      2: ['Запечённый ролл с гребешком', 'Спайси ролл с тунцом', 'Филадельфия'],
      3: ['Торт «Наполеон»', 'Шоколадный трюфельный торт'],
    };
    for (const [venueId, names] of Object.entries(withOptions)) {
      const dishes = venueMenuSchema
        .parse((await getJson(`/api/test/${venueId}`)).body)
        .flatMap((c) => c.products);
      const marked = dishes.filter((dish) => 'has_options' in dish);
      expect(marked.map((dish) => dish.name).sort()).toEqual(names);
      expect(marked.every((dish) => dish.has_options === true)).toBe(true);
    }
  });

  it('marks a dish given a modifier group once the catalogue changes, and never a special’s dish', async () => {
    const db = t.database.db;
    const menu = venueMenuSchema.parse((await getJson('/api/test/1')).body);
    const plain = menu.flatMap((c) => c.products).find((dish) => !dish.has_options);
    if (!plain) throw new Error('every demo dish has options');
    // A special's dish has its own id space: the same number in products must not mark it.
    const special = venueMenuSchema
      .parse((await getJson('/api/test/special/1?nameURL=new-year')).body)
      .flatMap((c) => c.products)[0];
    if (!special) throw new Error('no special dishes');
    const [group] = await db
      .insert(modifierGroups)
      .values([
        { productId: plain.id, name: 'Соус', maxAmount: 1 },
        { productId: special.id, name: 'Соус', maxAmount: 1 },
      ])
      .returning();
    if (!group) throw new Error('not inserted');
    await notify(db, channels.catalog);
    try {
      await expect
        .poll(async () => {
          const again = venueMenuSchema.parse((await getJson('/api/test/1')).body);
          return again.flatMap((c) => c.products).find((dish) => dish.id === plain.id)?.has_options;
        })
        .toBe(true);
      const specials = venueMenuSchema
        .parse((await getJson('/api/test/special/1?nameURL=new-year')).body)
        .flatMap((c) => c.products);
      expect(specials.filter((dish) => 'has_options' in dish)).toEqual([]);
    } finally {
      await db
        .delete(modifierGroups)
        .where(inArray(modifierGroups.productId, [plain.id, special.id]));
      await notify(db, channels.catalog);
    }
  });

  it('answers an unknown venue with 404 notFound and a bad id with 400', async () => {
    const unknown = await getJson('/api/test/9');
    expect(unknown.response.statusCode).toBe(404);
    expectError(unknown.body, 'notFound');
    const bad = await getJson('/api/test/abc');
    expect(bad.response.statusCode).toBe(400);
    expectError(bad.body, 'validation');
    expect(errorResponseSchema.parse(bad.body).fields).toHaveProperty('venueId');
  });

  it('sends ETag and Cache-Control and answers a matching If-None-Match with 304', async () => {
    const first = await getJson('/api/test/2');
    const etag = first.response.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/test/2',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/test/special/{venueId}?nameURL=', () => {
  it('gives only the special dishes of that venue', async () => {
    const { response, body } = await getJson('/api/test/special/1?nameURL=new-year');
    expect(response.statusCode).toBe(200);
    const dishes = venueMenuSchema.parse(body).flatMap((c) => c.products);
    expect(dishes.length).toBeGreaterThan(0);
    expect(dishes.every((d) => d.special)).toBe(true);
    const regular = venueMenuSchema.parse((await getJson('/api/test/1')).body);
    const regularNames = new Set(regular.flatMap((c) => c.products.map((p) => p.name)));
    expect(dishes.some((d) => regularNames.has(d.name))).toBe(false);
  });

  it('answers an unknown special with 404 and a missing name with 400', async () => {
    const unknown = await getJson('/api/test/special/1?nameURL=nope');
    expect(unknown.response.statusCode).toBe(404);
    expectError(unknown.body, 'notFound');
    const missing = await getJson('/api/test/special/1');
    expect(missing.response.statusCode).toBe(400);
    expectError(missing.body, 'validation');
  });
});

describe('GET /api/product/{id} and /api/specialProduct/{id}', () => {
  it('gives the card with kg weight and nutrition per 100 g', async () => {
    const [row] = await t.database.db.select().from(products).limit(1);
    if (!row) throw new Error('no products');
    const { response, body } = await getJson(`/api/product/${row.id}`);
    expect(response.statusCode).toBe(200);
    const card = productCardSchema.parse(body);
    expect(card.product_json.id).toBe(row.iikoId);
    expect(card.product_json.weight).toBe(row.weightGrams / 1000);
    expect(card.product_json.sizePrices[0]?.price.currentPrice).toBe(row.priceKopecks / 100);
    expect(card.product_json.energyAmount).toBe(row.calories);
    expect(card.venueId).toBe(row.venueId);
    expect(card.special).toBe(false);
  });

  it('gives a dish’s sizes and modifier groups in the menu’s order, and none to a dish without', async () => {
    const [row, plain] = await t.database.db.select().from(products).limit(2);
    if (!row || !plain) throw new Error('no products');
    const db = t.database.db;
    const [large, small] = await db
      .insert(productSizes)
      .values([
        { productId: row.id, posId: uuid(1), name: '8 шт', priceKopecks: 69_000, sort: 2 },
        {
          productId: row.id,
          posId: uuid(2),
          name: '4 шт',
          priceKopecks: 39_000,
          isDefault: true,
          sort: 1,
        },
      ])
      .returning();
    const [sauces] = await db
      .insert(modifierGroups)
      .values({
        productId: row.id,
        posGroupId: uuid(3),
        name: 'Соусы',
        maxAmount: 3,
        freeOfChargeAmount: 2,
      })
      .returning();
    if (!large || !small || !sauces) throw new Error('not inserted');
    const [wasabi, soy] = await db
      .insert(modifierOptions)
      .values([
        {
          groupId: sauces.id,
          posId: uuid(4),
          name: 'Васаби',
          priceKopecks: 3_000,
          maxAmount: 2,
          sort: 2,
        },
        {
          groupId: sauces.id,
          posId: uuid(5),
          name: 'Соевый соус',
          priceKopecks: 3_000,
          maxAmount: 3,
          defaultAmount: 1,
          sort: 1,
        },
      ])
      .returning();
    await notify(db, channels.catalog);
    try {
      await expect
        .poll(
          async () =>
            productCardSchema.parse((await getJson(`/api/product/${row.id}`)).body).options,
        )
        .toEqual({
          sizes: [
            { id: small.id, name: '4 шт', priceKopecks: 39_000, isDefault: true },
            { id: large.id, name: '8 шт', priceKopecks: 69_000, isDefault: false },
          ],
          groups: [
            {
              id: sauces.id,
              name: 'Соусы',
              minAmount: 0,
              maxAmount: 3,
              required: false,
              freeOfChargeAmount: 2,
              options: [
                {
                  id: soy?.id,
                  name: 'Соевый соус',
                  priceKopecks: 3_000,
                  minAmount: 0,
                  maxAmount: 3,
                  defaultAmount: 1,
                  freeOfChargeAmount: 0,
                },
                {
                  id: wasabi?.id,
                  name: 'Васаби',
                  priceKopecks: 3_000,
                  minAmount: 0,
                  maxAmount: 2,
                  defaultAmount: 0,
                  freeOfChargeAmount: 0,
                },
              ],
            },
          ],
        });
      const other = productCardSchema.parse((await getJson(`/api/product/${plain.id}`)).body);
      expect(other.options).toBeUndefined();
    } finally {
      await db.delete(productSizes).where(eq(productSizes.productId, row.id));
      await db.delete(modifierGroups).where(eq(modifierGroups.productId, row.id));
      await notify(db, channels.catalog);
    }
  });

  it('serves special products from their own id space', async () => {
    const [row] = await t.database.db.select().from(specialProducts).limit(1);
    if (!row) throw new Error('no special products');
    const card = productCardSchema.parse((await getJson(`/api/specialProduct/${row.id}`)).body);
    expect(card.special).toBe(true);
    expect(card.product_json.name).toBe(row.name);
  });

  it('names the special menu a special dish belongs to, and only for special dishes', async () => {
    const [row] = await t.database.db
      .select({ id: specialProducts.id, url: specials.url })
      .from(specialProducts)
      .innerJoin(categories, eq(categories.id, specialProducts.categoryId))
      .innerJoin(specials, eq(specials.id, categories.specialId))
      .where(eq(specials.url, 'smelt-season'))
      .limit(1);
    if (!row) throw new Error('no smelt-season dish');
    const card = productCardSchema.parse((await getJson(`/api/specialProduct/${row.id}`)).body);
    expect(card.specialURL).toBe('smelt-season');
    // The special menu it names lists it.
    const menu = venueMenuSchema.parse(
      (await getJson(`/api/test/special/${card.venueId}?nameURL=${card.specialURL}`)).body,
    );
    expect(menu.flatMap((c) => c.products).map((p) => p.id)).toContain(row.id);

    const [regular] = await t.database.db.select().from(products).limit(1);
    if (!regular) throw new Error('no products');
    const regularCard = productCardSchema.parse((await getJson(`/api/product/${regular.id}`)).body);
    expect(regularCard).not.toHaveProperty('specialURL');
  });

  it('offers a special dish only while its special shows', async () => {
    const [row] = await t.database.db
      .select({ id: specialProducts.id, specialId: specials.id })
      .from(specialProducts)
      .innerJoin(categories, eq(categories.id, specialProducts.categoryId))
      .innerJoin(specials, eq(specials.id, categories.specialId))
      .where(eq(specialProducts.available, true))
      .limit(1);
    if (!row) throw new Error('no special dish');
    const availableNow = async () =>
      productCardSchema.parse((await getJson(`/api/specialProduct/${row.id}`)).body).available;
    const setActive = async (active: boolean) => {
      await t.database.db.update(specials).set({ active }).where(eq(specials.id, row.specialId));
      await notify(t.database.db, channels.catalog);
    };
    expect(await availableNow()).toBe(true);
    await setActive(false);
    try {
      await expect.poll(availableNow, { timeout: 3000 }).toBe(false);
    } finally {
      await setActive(true);
    }
    await expect.poll(availableNow, { timeout: 3000 }).toBe(true);
  });

  it('marks per-gram dishes', async () => {
    const [row] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.costPerGram, true))
      .limit(1);
    if (!row) throw new Error('the demo data has no per-gram dish');
    expect(
      productCardSchema.parse((await getJson(`/api/product/${row.id}`)).body).cost_per_gram,
    ).toBe(true);
  });

  it('answers unknown and malformed ids with 4xx errTypes', async () => {
    for (const url of ['/api/product/999999', '/api/specialProduct/999999']) {
      const { response, body } = await getJson(url);
      expect(response.statusCode).toBe(404);
      expectError(body, 'notFound');
    }
    for (const url of ['/api/product/-1', '/api/product/1.5', '/api/product/99999999999']) {
      const { response, body } = await getJson(url);
      expect(response.statusCode).toBe(400);
      expectError(body, 'validation');
    }
  });
});

describe('other calls', () => {
  it('lists the four delivery zones with the price list of SPEC §9', async () => {
    const zones = z.array(deliveryZoneSchema).parse((await getJson('/api/delivery-zones')).body);
    expect(zones.map((z) => z.price)).toEqual([350, 500, 1200, 2000]);
  });

  it('reports whether orders can reach the kitchen', async () => {
    const { response, body } = await getJson('/api/checkConnection');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(checkConnectionSchema.parse(body)).toEqual({ isServerOk: true });
  });

  it('answers unknown API paths, wrong methods and bad bodies with JSON errTypes', async () => {
    const unknown = await getJson('/api/nope');
    expect(unknown.response.statusCode).toBe(404);
    expectError(unknown.body, 'notFound');
    const caseMismatch = await getJson('/api/Special-Header');
    expect(caseMismatch.response.statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/special-header',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    expect(post.statusCode).toBeLessThan(500);
    expect(errorResponseSchema.parse(post.json()).errType).toBeTypeOf('string');
  });

  it('sets strict security headers', async () => {
    const { response } = await getJson('/api/special-header');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('media', () => {
  it('serves a generated, long-cached SVG for each dish', async () => {
    const [row] = await t.database.db.select().from(products).limit(1);
    if (!row) throw new Error('no products');
    const response = await t.app.inject(`/media/products/${row.iikoId}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body.startsWith('<svg')).toBe(true);
  });

  it('serves venue logos and 404s for unknown images', async () => {
    expect((await t.app.inject('/media/venues/2.svg')).statusCode).toBe(200);
    const unknown = await t.app.inject('/media/products/00000000-0000-0000-0000-000000000000.svg');
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject('/media/products/..%2f..%2fetc%2fpasswd')).statusCode).toBe(400);
  });
});

describe('dish photos', () => {
  it('gives a dish with a photo its WebP and AVIF srcsets, and no others', async () => {
    // A database of its own: the shared app's catalogue answers are cached by then.
    const other = await createTestApp();
    try {
      const [row] = await other.database.db
        .select()
        .from(products)
        .where(eq(products.venueId, 2))
        .limit(1);
      if (!row) throw new Error('no products');
      const photo = '0123456789abcdef0123';
      await other.database.db.update(products).set({ photo }).where(eq(products.id, row.id));
      const expected = {
        img_elem: photoImage(photo).src,
        img_srcset: photoImage(photo).srcset,
        img_avif_srcset: photoImage(photo).avifSrcset,
      };
      const menu = venueMenuSchema.parse((await other.app.inject('/api/test/2')).json());
      const dishes = menu.flatMap((category) => category.products);
      expect(dishes.find((dish) => dish.id === row.id)).toMatchObject(expected);
      const plain = dishes.find((dish) => dish.id !== row.id);
      expect(plain?.img_elem).toMatch(/\.svg$/);
      expect(plain).not.toHaveProperty('img_srcset');
      expect(plain).not.toHaveProperty('img_avif_srcset');
      const card = productCardSchema.parse(
        (await other.app.inject(`/api/product/${row.id}`)).json(),
      );
      expect(card).toMatchObject(expected);
    } finally {
      await other.close();
    }
  });
});

describe('IMAGE_URL_TEMPLATE', () => {
  it('switches dish images to the image service keyed by iiko id', async () => {
    const other = await createTestApp({
      IMAGE_URL_TEMPLATE: 'https://img.example.ru/{iikoId}.jpg',
    });
    try {
      const menu = venueMenuSchema.parse((await other.app.inject('/api/test/2')).json());
      const dish = menu[0]?.products[0];
      expect(dish?.img_elem).toBe(`https://img.example.ru/${dish?.iiko_id}.jpg`);
      const csp = (await other.app.inject('/api/test/2')).headers['content-security-policy'];
      expect(csp).toContain('https://img.example.ru');
    } finally {
      await other.close();
    }
  });

  it('lets Yandex Maps in only when a maps key is configured', async () => {
    const plain = (await t.app.inject('/api/test/2')).headers['content-security-policy'];
    expect(plain).not.toContain('yandex');
    const withMaps = await createTestApp({ VITE_YMAPS_KEY: 'test-key' }, { seed: false });
    try {
      const csp = String(
        (await withMaps.app.inject('/api/checkConnection')).headers['content-security-policy'],
      );
      expect(csp).toMatch(/script-src 'self' https:\/\/api-maps\.yandex\.ru [^;]*'unsafe-eval'/);
      expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.maps\.yandex\.net/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.maps\.yandex\.net/);
      expect(csp).toContain("worker-src 'self' blob:");
    } finally {
      await withMaps.close();
    }
  });
});
