import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app';
import { routePattern } from './page-html';

const dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
const script = `console.log("${'the storefront '.repeat(200)}");`;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'entry-abc.js'), script);
  writeFileSync(join(dist, 'assets', 'entry-abc.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'home-1.css'), '.hero{color:red}');
  writeFileSync(
    join(dist, '.vite', 'page-preloads.json'),
    JSON.stringify({
      routes: [
        {
          path: '/',
          scripts: ['/assets/home-1.js'],
          styles: ['/assets/home-1.css'],
          images: [{ href: '/media/hero/about-mobile.svg', media: '(max-width: 699.98px)' }],
        },
        { path: '/menu/:id', scripts: ['/assets/menu-2.js', '/assets/api-3.js'], styles: [] },
      ],
    }),
  );
  t = await createTestApp({ WEB_DIST_DIR: dist }, { seed: false });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the storefront pages', () => {
  it("list the route's own code as preloads", async () => {
    const home = await t.app.inject('/');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    // The page's styles are written into it (no request before the first paint), and named by a
    // disabled link so the page's code does not load them again.
    expect(home.body).toContain(
      '<style data-href="/assets/home-1.css">.hero{color:red}</style><link rel="stylesheet" crossorigin href="/assets/home-1.css" disabled>',
    );
    expect(home.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/hero/about-mobile.svg" media="(max-width: 699.98px)">',
    );
    // What blocks the first paint, and the largest picture, are asked for before the code.
    expect(home.body.indexOf('<style')).toBeLessThan(home.body.indexOf('modulepreload'));
    expect(home.body.indexOf('as="image"')).toBeLessThan(home.body.indexOf('modulepreload'));

    const card = await t.app.inject('/menu/42?from=search');
    expect(card.body).toContain('href="/assets/menu-2.js"');
    expect(card.body).toContain('href="/assets/api-3.js"');
    expect(card.body).not.toContain('home-1');
  });

  it('serve an unknown page without preloads (the storefront shows its not-found page)', async () => {
    const page = await t.app.inject('/no-such-page');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.body).not.toContain('modulepreload');
    // routes are case-sensitive and a parameter is one path segment
    expect((await t.app.inject('/MENU/42')).body).not.toContain('menu-2');
    expect((await t.app.inject('/menu/42/extra')).body).not.toContain('menu-2');
  });

  it('send the precompressed copy of an asset to a browser that takes brotli', async () => {
    const compressed = await t.app.inject({
      url: '/assets/entry-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: '/assets/entry-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keep API paths out of the page fallback', async () => {
    const missing = await t.app.inject('/api/no-such-call');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errType: 'notFound' });
  });
});

describe('a menu page', () => {
  it('lists the photos of its first screen, from the catalogue', async () => {
    const seeded = await createTestApp({ WEB_DIST_DIR: dist });
    try {
      const menu = (await seeded.app.inject('/api/test/2')).json() as {
        products: { img_elem: string }[];
      }[];
      // The menu opens on its first category (SPEC.md §2), four cards on a phone's first screen.
      const firstScreen = (menu[0]?.products ?? []).slice(0, 4).map((p) => p.img_elem);
      expect(firstScreen).toHaveLength(4);
      const page = (await seeded.app.inject('/Sibumii')).body;
      const images = [
        ...page.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g),
      ].map((m) => m[1]);
      expect(images).toEqual(firstScreen);
      expect((await seeded.app.inject('/menu')).body).toContain('as="image"');
      expect((await seeded.app.inject('/menu/5')).body).not.toContain('as="image"');
      expect((await seeded.app.inject('/basket')).body).not.toContain('as="image"');
    } finally {
      await seeded.close();
    }
  });
});

describe('a server-rendered page', () => {
  // A build's layout: dist/ with dist-ssr/entry-server.js beside it (a stand-in render entry).
  const build = mkdtempSync(join(tmpdir(), 'storefront-build-'));
  const rendered = `<main>${'<p>Рамен с уткой — 590 ₽</p>'.repeat(300)}</main>`;
  let web: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    mkdirSync(join(build, 'dist'));
    mkdirSync(join(build, 'dist-ssr'));
    writeFileSync(
      join(build, 'dist', 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
    );
    writeFileSync(
      join(build, 'dist-ssr', 'entry-server.js'),
      `export async function renderPage(url) {
        const known = url === '/menu';
        return { status: known ? 200 : 404, head: '', html: known ? ${JSON.stringify(rendered)} : '<h1>404</h1>', state: '{}' };
      }`,
    );
    web = await createTestApp({ WEB_DIST_DIR: join(build, 'dist') }, { seed: false });
  });

  afterAll(async () => {
    await web.close();
    rmSync(build, { recursive: true, force: true });
  });

  it('is sent compressed in the encoding the browser takes, the same page in each', async () => {
    const ask = (encoding?: string) =>
      web.app.inject({ url: '/menu', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await ask();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(rendered);
    expect(plain.body).toContain('id="storefront-state"');

    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);

    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('that was not found is sent as it is, with its 404', async () => {
    const missing = await web.app.inject({
      url: '/no-such-page',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.body).toContain('<h1>404</h1>');
  });
});

describe('route patterns', () => {
  it('match like React Router: exact, case-sensitive, one segment per parameter', () => {
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/menu')).toBe(false);
    expect(routePattern('/specials/:url').test('/specials/%D0%B7%D0%B8%D0%BC%D0%B0')).toBe(true);
    expect(routePattern('/specials/:url').test('/specials/card/1')).toBe(false);
    expect(routePattern('/Bistro').test('/bistro')).toBe(false);
    expect(routePattern('/my-account').test('/my-account/')).toBe(true);
  });
});
