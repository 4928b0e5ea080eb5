import { CATERING_MENU_URL } from '@storefront/contract/catering';
import { formatPrice, toRoubles } from '@storefront/contract/money';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { createCatalogRepository } from '../catalog/repository';
import { createCatalogService } from '../catalog/service';
import { cateringMenu, createCateringMenuPdf } from './catering-menu';
import { CATERING_MENU_FILE } from './routes';

const iikoToken = 'iiko-webhook-token-0123456789';
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ IIKO_WEBHOOK_TOKEN: iikoToken });
});
afterAll(() => t.close());

/** The PDF's text as PDF.js reads it, spaces (the prices' non-breaking ones too) as one. */
async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const price = (kopecks: number) => formatPrice(toRoubles(kopecks)).replace(/\u00a0/g, ' ');

async function dish(where: { available: boolean; costPerGram: boolean }, index = 0) {
  const rows = await t.database.db
    .select()
    .from(products)
    .where(
      and(eq(products.available, where.available), eq(products.costPerGram, where.costPerGram)),
    )
    .orderBy(products.id);
  const row = rows[index];
  if (!row) throw new Error(`the demo data has no dish like ${JSON.stringify(where)}`);
  return row;
}

describe('GET /media/catering-menu.pdf', () => {
  it('is a PDF to download, revalidated by its ETag', async () => {
    const response = await t.app.inject(CATERING_MENU_URL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${CATERING_MENU_FILE}"`,
    );
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    for (const ifNoneMatch of [etag, `"other", W/${etag}`]) {
      const again = await t.app.inject({
        url: CATERING_MENU_URL,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const stale = await t.app.inject({
      url: CATERING_MENU_URL,
      headers: { 'if-none-match': '"an-older-menu"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('lists the dishes on sale with weights and prices, and the phones to order by', async () => {
    const text = await textOf((await t.app.inject(CATERING_MENU_URL)).rawPayload);
    expect(text).toContain('МЕНЮ КЕЙТЕРИНГА');
    for (const venue of ['ГАСТРОПАБ', 'SIBUMI', 'КОНДИТЕРСКАЯ']) expect(text).toContain(venue);
    const onSale = await dish({ available: true, costPerGram: false });
    expect(text).toContain(`${onSale.name} ${onSale.weightGrams} г ${price(onSale.priceKopecks)}`);
    const byWeight = await dish({ available: true, costPerGram: true });
    expect(text).toContain(`${byWeight.name} * ${byWeight.weightGrams} г`);
    expect(text).toContain('* Блюда на вес');
    for (const phone of ['+7 (423) 200-10-10', '+7 (423) 200-40-40']) expect(text).toContain(phone);
    const stopListed = await dish({ available: false, costPerGram: false });
    expect(text).not.toContain(stopListed.name);
  });

  it('names the sizes and modifiers a dish can be ordered with', async () => {
    const text = (await textOf((await t.app.inject(CATERING_MENU_URL)).rawPayload)).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(
      'Филадельфия 250 г 690 Р 4 шт 380 Р · 8 шт 690 Р; Соусы и добавки: Соевый соус +30 Р, Васаби +30 Р, Имбирь +30 Р',
    );
    expect(text).toContain('Прожарка: Rare, Medium rare, Medium, Medium well, Well done');
  });

  it('leaves out a dish put on the stop list once the catalogue is refreshed', async () => {
    const before = await t.app.inject(CATERING_MENU_URL);
    const gone = await dish({ available: true, costPerGram: false }, 1);
    expect(await textOf(before.rawPayload)).toContain(gone.name);

    await t.database.db.update(products).set({ available: false }).where(eq(products.id, gone.id));
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/pos/iiko/webhook',
      headers: { authorization: `Bearer ${iikoToken}` },
      payload: [{ eventType: 'StopListUpdate' }],
    });
    expect(webhook.statusCode).toBe(200);

    const after = await t.app.inject({
      url: CATERING_MENU_URL,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await textOf(after.rawPayload)).not.toContain(gone.name);
  });
});

describe('the catering menu', () => {
  it('is rendered again when the catalogue changes, and only then', async () => {
    const catalog = createCatalogService(createCatalogRepository(t.database.db), {});
    const current = createCateringMenuPdf(catalog);
    const first = await current();
    expect(await current()).toBe(first);
    catalog.invalidate();
    expect(await current(), 'same catalogue, same PDF').toBe(first);

    const changed = await dish({ available: true, costPerGram: false });
    await t.database.db
      .update(products)
      .set({ priceKopecks: 987_650 })
      .where(eq(products.id, changed.id));
    catalog.invalidate();
    const next = await current();
    expect(next.etag).not.toBe(first.etag);
    expect(await textOf(next.pdf)).toContain(`${changed.name} ${changed.weightGrams} г 9 876,5 Р`);
  });

  it('leaves out categories and venues with nothing on sale', () => {
    const dishOf = (id: number, available: boolean) => ({
      name: `Блюдо ${id}`,
      grams: 300,
      priceKopecks: 125_000,
      costPerGram: id === 1,
      available,
    });
    const menu = cateringMenu([
      {
        venueId: 1,
        categories: [
          { name: 'Супы', dishes: [dishOf(1, true), dishOf(2, false)] },
          { name: 'Закрыто', dishes: [dishOf(3, false)] },
        ],
      },
      { venueId: 2, categories: [] },
      { venueId: 3, categories: [{ name: 'Торты', dishes: [dishOf(4, false)] }] },
    ]);
    expect(menu.venues).toEqual([
      {
        name: 'Гастропаб',
        categories: [
          {
            name: 'Супы',
            dishes: [
              {
                name: 'Блюдо 1',
                grams: 300,
                price: '1\u00a0250\u00a0Р',
                byWeight: true,
                choices: '',
              },
            ],
          },
        ],
      },
    ]);
    expect(menu.phones).toHaveLength(4);
  });
});
