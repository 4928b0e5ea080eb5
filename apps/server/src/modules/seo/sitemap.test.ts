import {
  aliasPaths,
  contentPages,
  isPrivatePath,
  venueMenuPages,
} from '@storefront/contract/site-pages';
import { and, eq, isNull } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, notify } from '../../db/notifications';
import { categories, products, specialProducts, specials } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { escapeXml, renderSitemap } from './sitemap';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ORIGIN = 'http://shop.test';
const iikoToken = 'iiko-webhook-token-0123456789';

interface UrlEntry {
  loc: string;
  lastmod?: string;
}

/**
 * The urlset read with a strict XML parser (well-formedness, entities, namespaces): a urlset
 * root in the sitemaps.org namespace holding <url>s of one <loc> and at most one <lastmod>.
 */
function parseSitemap(xml: string): UrlEntry[] {
  const parser = new SaxesParser({ xmlns: true });
  const entries: UrlEntry[] = [];
  const open: string[] = [];
  let text = '';
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    if (tag.uri !== SITEMAP_NS) throw new Error(`<${tag.name}> outside the sitemap namespace`);
    const expectedParent = { urlset: undefined, url: 'urlset', loc: 'url', lastmod: 'url' }[
      tag.local
    ];
    if (!(tag.local in { urlset: 1, url: 1, loc: 1, lastmod: 1 }) || open.at(-1) !== expectedParent)
      throw new Error(`unexpected <${tag.name}> in <${open.at(-1)}>`);
    if (tag.local === 'url') entries.push({ loc: '' });
    open.push(tag.local);
    text = '';
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', (tag) => {
    open.pop();
    const entry = entries.at(-1);
    if (!entry) return;
    if (tag.local === 'loc') {
      if (entry.loc) throw new Error('two <loc> in one <url>');
      entry.loc = text;
    }
    if (tag.local === 'lastmod') {
      if (entry.lastmod !== undefined) throw new Error('two <lastmod> in one <url>');
      entry.lastmod = text;
    }
  });
  parser.write(xml).close();
  for (const entry of entries) if (!entry.loc) throw new Error('a <url> without <loc>');
  return entries;
}

/** W3C Datetime (sitemaps.org's lastmod) with a time: YYYY-MM-DDThh:mm[:ss[.s+]]TZD. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ IIKO_WEBHOOK_TOKEN: iikoToken });
});
afterAll(() => t.close());

async function sitemap(headers: Record<string, string> = {}, app = t.app) {
  const response = await app.inject({ url: '/sitemap.xml', headers });
  expect(response.statusCode).toBe(200);
  return { response, entries: parseSitemap(response.body) };
}

const locs = (entries: UrlEntry[]) => entries.map((entry) => entry.loc);
const lastmodOf = (entries: UrlEntry[], path: string) =>
  entries.find((entry) => entry.loc === `${ORIGIN}${path}`)?.lastmod;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stopListWebhook() {
  const webhook = await t.app.inject({
    method: 'POST',
    url: '/api/pos/iiko/webhook',
    headers: { authorization: `Bearer ${iikoToken}` },
    payload: [{ eventType: 'StopListUpdate' }],
  });
  expect(webhook.statusCode).toBe(200);
}

describe('GET /sitemap.xml', () => {
  it('is a sitemaps.org urlset as XML, cacheable and revalidated by its ETag', async () => {
    const { response, entries } = await sitemap();
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(entries.length).toBeGreaterThan(0);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await t.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD with the same headers and no body', async () => {
    const { response } = await sitemap();
    const head = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.headers.etag).toBe(response.headers.etag);
  });

  it('lists every public page once, with absolute addresses on PUBLIC_URL', async () => {
    const { entries } = await sitemap();
    const listed = locs(entries);
    expect(new Set(listed).size).toBe(listed.length);
    for (const loc of listed) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    for (const page of [...contentPages, ...venueMenuPages])
      expect(listed).toContain(`${ORIGIN}${page.path}`);
    for (const alias of Object.keys(aliasPaths)) expect(listed).not.toContain(`${ORIGIN}${alias}`);
    for (const loc of listed) expect(isPrivatePath(loc.slice(ORIGIN.length)), loc).toBe(false);
  });

  it('lists the card of every dish on a venue menu, stop-listed ones too', async () => {
    const { entries } = await sitemap();
    const listed = new Set(locs(entries));
    const dishes = await t.database.db
      .select({ id: products.id, available: products.available })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(isNull(categories.specialId));
    expect(dishes.length).toBeGreaterThan(0);
    expect(dishes.some((dish) => !dish.available)).toBe(true);
    for (const dish of dishes) expect(listed.has(`${ORIGIN}/menu/${dish.id}`)).toBe(true);
    const dishCards = [...listed].filter((loc) => loc.startsWith(`${ORIGIN}/menu/`));
    expect(dishCards).toHaveLength(dishes.length);
  });

  it('lists every active special menu and the cards of its dishes', async () => {
    const { entries } = await sitemap();
    const listed = new Set(locs(entries));
    const active = await t.database.db.select().from(specials).where(eq(specials.active, true));
    expect(active.length).toBeGreaterThan(0);
    for (const special of active)
      expect(listed.has(`${ORIGIN}/specials/${special.url}`)).toBe(true);
    const specialDishes = await t.database.db
      .select({ id: specialProducts.id })
      .from(specialProducts);
    for (const dish of specialDishes)
      expect(listed.has(`${ORIGIN}/specials/card/${dish.id}`)).toBe(true);
  });

  it("gives catalogue pages the catalogue's last change as lastmod, stable across requests", async () => {
    const first = await sitemap();
    const lastmod = lastmodOf(first.entries, '/Gastropub');
    expect(lastmod).toMatch(W3C_DATETIME);
    expect(Number.isNaN(Date.parse(lastmod ?? ''))).toBe(false);
    for (const path of ['/menu', '/Sibumii', '/specials/new-year'])
      expect(lastmodOf(first.entries, path)).toBe(lastmod);
    for (const entry of first.entries.filter((e) => /\/(menu|specials\/card)\/\d+$/.test(e.loc)))
      expect(entry.lastmod).toBe(lastmod);
    // Fixed texts change with a release, whose time is not known: no made-up lastmod.
    expect(lastmodOf(first.entries, '/about')).toBeUndefined();

    // Even after the catalogue cache is dropped with nothing changed.
    await pause(20);
    await stopListWebhook();
    const second = await sitemap();
    expect(second.response.body).toBe(first.response.body);
    expect(second.response.headers.etag).toBe(first.response.headers.etag);

    // Another server process on the same database says the same.
    const other = await createTestApp({}, { database: t.database });
    try {
      const theirs = await sitemap({}, other.app);
      expect(theirs.response.body).toBe(first.response.body);
    } finally {
      await other.close();
    }
  });

  it('moves lastmod and the ETag on when a dish changes', async () => {
    const before = await sitemap();
    const [dish] = await t.database.db.select().from(products).orderBy(products.id).limit(1);
    if (!dish) throw new Error('no dishes in the demo data');
    await pause(20);
    await t.database.db
      .update(products)
      .set({ priceKopecks: dish.priceKopecks + 100 })
      .where(eq(products.id, dish.id));
    await stopListWebhook();

    const after = await sitemap();
    expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
    const was = Date.parse(lastmodOf(before.entries, '/Gastropub') ?? '');
    const now = Date.parse(lastmodOf(after.entries, '/Gastropub') ?? '');
    expect(now).toBeGreaterThan(was);
    expect(lastmodOf(after.entries, `/menu/${dish.id}`)).toBe(lastmodOf(after.entries, '/menu'));
  });

  it('moves lastmod when a menu category is renamed', async () => {
    const before = await sitemap();
    const [category] = await t.database.db
      .select()
      .from(categories)
      .where(isNull(categories.specialId))
      .limit(1);
    if (!category) throw new Error('no categories in the demo data');
    await pause(20);
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(categories)
        .set({ name: `${category.name} и не только` })
        .where(eq(categories.id, category.id));
      await notify(tx, channels.catalog);
    });
    await expect
      .poll(async () => lastmodOf((await sitemap()).entries, '/Gastropub'))
      .not.toBe(lastmodOf(before.entries, '/Gastropub'));
  });

  it('drops the pages of a special menu taken off', async () => {
    const [special] = await t.database.db
      .select()
      .from(specials)
      .where(eq(specials.url, 'smelt-season'));
    if (!special) throw new Error('the demo data has no smelt-season special');
    const itsDishes = await t.database.db
      .select({ id: specialProducts.id })
      .from(specialProducts)
      .innerJoin(categories, eq(categories.id, specialProducts.categoryId))
      .where(and(eq(categories.specialId, special.id)));
    expect(itsDishes.length).toBeGreaterThan(0);

    await t.database.db.transaction(async (tx) => {
      await tx.update(specials).set({ active: false }).where(eq(specials.id, special.id));
      await notify(tx, channels.catalog);
    });
    // The notification clears the cache asynchronously: wait for the sitemap to follow.
    await expect
      .poll(async () => locs((await sitemap()).entries).includes(`${ORIGIN}/specials/smelt-season`))
      .toBe(false);
    const listed = locs((await sitemap()).entries);
    for (const dish of itsDishes)
      expect(listed).not.toContain(`${ORIGIN}/specials/card/${dish.id}`);
    expect(listed).toContain(`${ORIGIN}/specials/new-year`);
  });
});

describe('the sitemap without PUBLIC_URL', () => {
  it("uses the request's own origin, through a trusted proxy's forwarded one", async () => {
    const direct = await createTestApp({ PUBLIC_URL: '' }, { database: t.database });
    const proxied = await createTestApp(
      { PUBLIC_URL: '', TRUST_PROXY: '127.0.0.1' },
      { database: t.database },
    );
    try {
      const plain = await sitemap({ host: 'pogranichnaya14.example:8080' }, direct.app);
      for (const loc of locs(plain.entries))
        expect(loc.startsWith('http://pogranichnaya14.example:8080/'), loc).toBe(true);

      const forwarded = await sitemap(
        { host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' },
        proxied.app,
      );
      expect(locs(forwarded.entries)).toContain('https://shop.example/');
      for (const loc of locs(forwarded.entries))
        expect(loc.startsWith('https://shop.example/'), loc).toBe(true);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});

describe('renderSitemap', () => {
  it('escapes what XML must', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    const xml = renderSitemap('https://x.example', [
      { path: "/specials/o'neil?a=1&b=<2>" },
      { path: '/menu', lastmod: new Date('2026-11-23T04:05:06.789Z') },
    ]);
    expect(parseSitemap(xml)).toEqual([
      { loc: "https://x.example/specials/o'neil?a=1&b=<2>" },
      { loc: 'https://x.example/menu', lastmod: '2026-11-23T04:05:06.789Z' },
    ]);
  });
});
