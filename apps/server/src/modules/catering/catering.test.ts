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

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const dishes = (available: boolean) =>
  t.database.db
    .select()
    .from(products)
    .where(and(eq(products.available, available), eq(products.costPerGram, false)))
    .orderBy(products.id);

describe('GET /media/catering-menu.pdf', () => {
  it('is a PDF to download, revalidated by its ETag', async () => {
    const response = await t.app.inject('/media/catering-menu.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${CATERING_MENU_FILE}"`,
    );
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await t.app.inject({
      url: '/media/catering-menu.pdf',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('lists the dishes on sale with weights and prices, and the phones to order by', async () => {
    const text = await textOf((await t.app.inject('/media/catering-menu.pdf')).rawPayload);
    expect(text).toContain('МЕНЮ КЕЙТЕРИНГА');
    for (const venue of ['ГАСТРОПАБ', 'SIBUMI', 'КОНДИТЕРСКАЯ']) expect(text).toContain(venue);
    const [onSale] = await dishes(true);
    if (!onSale) throw new Error('demo data missing');
    expect(text).toContain(onSale.name);
    expect(text).toContain(`${onSale.weightGrams} г`);
    expect(text).toContain(formatPrice(toRoubles(onSale.priceKopecks)).replace(/\u00a0/g, ' '));
    expect(text).toContain('+7 (423) 200-10-10');
    const [stopListed] = await dishes(false);
    if (!stopListed) throw new Error('demo data has no stop-listed dish');
    expect(text).not.toContain(stopListed.name);
  });
});

describe('the catering menu', () => {
  it('is made again when the catalogue changes, and only then', async () => {
    const catalog = createCatalogService(createCatalogRepository(t.database.db), {});
    const current = createCateringMenuPdf(catalog);
    const first = await current();
    expect(await current()).toBe(first);

    const [dish] = await dishes(true);
    if (!dish) throw new Error('demo data missing');
    await t.database.db
      .update(products)
      .set({ priceKopecks: 987_600 })
      .where(eq(products.id, dish.id));
    catalog.invalidate();
    const changed = await current();
    expect(changed.etag).not.toBe(first.etag);
    expect(await textOf(changed.pdf)).toContain(`${dish.name}`);
    expect(await textOf(changed.pdf)).toContain('9 876 Р');
  });

  it('leaves out categories and venues with nothing on sale', () => {
    const product = (id: number, available: boolean) => ({
      id,
      name: `Блюдо ${id}`,
      prise: 1250,
      gramm: 300,
      img_elem: '',
      iiko_id: '',
      special: false,
      available,
    });
    const menu = cateringMenu({
      1: [
        { id: 1, text_button: 'Супы', products: [product(1, true), product(2, false)] },
        { id: 2, text_button: 'Закрыто', products: [product(3, false)] },
      ],
      2: [],
      3: [{ id: 3, text_button: 'Торты', products: [product(4, false)] }],
    });
    expect(menu.venues).toEqual([
      {
        name: 'Гастропаб',
        categories: [
          { name: 'Супы', dishes: [{ name: 'Блюдо 1', grams: 300, price: '1\u00a0250\u00a0Р' }] },
        ],
      },
    ]);
    expect(menu.phones).toHaveLength(4);
  });
});
