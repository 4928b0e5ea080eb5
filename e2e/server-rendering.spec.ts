/**
 * Issue 11: pages arrive rendered by the server, with their data, head and status, and the
 * browser hydrates them without a mismatch (a hydration error is a console error, which fails
 * any test here: support/test.ts).
 */
import { expect, test } from './support/test';

/** The JSON-LD documents of a page's HTML. */
function jsonLd(html: string): { '@type': string | string[]; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? ''),
  );
}

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

test.describe('the first HTML, before any script', () => {
  test('a menu page holds its dishes and prices, its own head and its menu as structured data', async ({
    request,
  }) => {
    const answer = await request.get('/Sibumii');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    const menu = await (await request.get('/api/test/2')).json();
    const first = menu[0].products[0];
    expect(rootOf(html)).toContain(first.name);
    expect(rootOf(html)).toMatch(/\d\u00a0Р/);
    expect(html).toContain('<title>Sibumi: меню доставки во Владивостоке — Пограничная 14</title>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/Sibumii">/);
    const documents = jsonLd(html);
    const menuDocument = documents.find((document) => document['@type'] === 'Menu');
    expect(JSON.stringify(menuDocument)).toContain(first.name);
    expect(JSON.stringify(menuDocument)).toContain('"priceCurrency":"RUB"');
    expect(documents.some((document) => document['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('a dish card names the dish, its price and photo for search results and link previews', async ({
    request,
  }) => {
    const menu = await (await request.get('/api/test/1')).json();
    const dish = menu[0].products[0];
    const html = await (await request.get(`/menu/${dish.id}`)).text();
    expect(html).toMatch(new RegExp(`<title>${dish.name} — [^<]*Р[^<]* — Пограничная 14</title>`));
    expect(html).toContain(`<meta property="og:title" content="${dish.name}`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+">/);
    expect(rootOf(html)).toContain(dish.name.toUpperCase());
    const product = jsonLd(html).find((document) => [document['@type']].flat().includes('Product'));
    expect(product?.name).toBe(dish.name);
  });

  test('a venue page and the contacts carry each place as a Restaurant or Bakery', async ({
    request,
  }) => {
    const venue = jsonLd(await (await request.get('/sibumi')).text());
    expect(venue.find((document) => document['@type'] === 'Restaurant')).toMatchObject({
      name: 'Sibumi',
      telephone: expect.stringMatching(/^\+7/),
    });
    const contacts = jsonLd(await (await request.get('/contacts')).text());
    expect(
      contacts.filter((document) => ['Restaurant', 'Bakery'].includes(String(document['@type']))),
    ).toHaveLength(4);
  });

  test('unknown pages, dishes and specials answer 404 with the not-found page', async ({
    request,
  }) => {
    for (const path of ['/no-such-page', '/MENU', '/menu/999999', '/specials/nope']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      const html = await answer.text();
      expect(html).toContain('Извините, мы не нашли такой страницы :(');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  test('personal pages are not indexed and render their frame only', async ({ request }) => {
    for (const path of ['/basket', '/my-account']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu, a dish card, the contacts and the delivery page are readable, and their links work', async ({
    page,
  }) => {
    await page.goto('/Gastropub');
    const card = page.locator('a[href^="/menu/"]').first();
    await expect(card).toBeVisible();
    await expect(page.getByText(/\d\u00a0Р/).first()).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/menu\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/\d\u00a0Р/).first()).toBeVisible();

    await page.goto('/contacts');
    await expect(page.getByText('ул. Светланская, 40Б').first()).toBeVisible();
    await page.goto('/delivery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('link', { name: /контакты/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contacts$/);
  });
});

test('a server-rendered menu becomes interactive: a dish goes into the basket', async ({
  page,
}) => {
  await page.goto('/Gastropub');
  const add = page.getByRole('button', { name: /В корзину|Добавить/ }).first();
  await add.click();
  await expect(page.getByRole('link', { name: /Корзина/ }).first()).toContainText(/1/);
});
