/**
 * Rendered pages are kept per catalogue version (issue 11 item 2; decision 033): rendered once,
 * forgotten when the catalogue changes, checked against the answers they were made from.
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageRenderer, type RenderedPage, renderedUrl } from './page-render';

let menuVersion = 'v1';
let menuStatus = 200;

async function setUp() {
  const app = Fastify();
  app.get('/api/test/1', (_request, reply) =>
    reply
      .code(menuStatus)
      .header('etag', `"${menuVersion}"`)
      .send([{ version: menuVersion }]),
  );
  await app.ready();
  const renders: string[] = [];
  const entry = {
    async renderPage(url: string, options: { fetch: (r: Request) => Promise<Response> }) {
      renders.push(url);
      const answer = await options.fetch(new Request('http://render.invalid/api/test/1'));
      const body = answer.ok ? ((await answer.json()) as { version: string }[]) : [];
      return {
        status: 200,
        head: '',
        html: `<p>${url} ${body[0]?.version ?? 'none'}</p>`,
        state: '{}',
      } satisfies RenderedPage;
    },
  };
  let clock = 0;
  const renderer = createPageRenderer(app, entry, () => clock);
  return {
    app,
    renders,
    renderer,
    advance(ms: number) {
      clock += ms;
    },
  };
}

let close: () => Promise<void> = async () => {};
afterEach(async () => {
  menuVersion = 'v1';
  menuStatus = 200;
  await close();
});

describe('the rendered pages', () => {
  it('are rendered once and answered from memory while the catalogue is unchanged', async () => {
    const t = await setUp();
    close = () => t.app.close();
    const first = await t.renderer.render('/Gastropub', 'http://shop.test');
    t.advance(60_000);
    const second = await t.renderer.render('/Gastropub?utm_source=x', 'http://shop.test');
    expect(second).toEqual(first);
    expect(t.renders).toEqual(['/Gastropub']);
  });

  it('share one render between requests that arrive together', async () => {
    const t = await setUp();
    close = () => t.app.close();
    await Promise.all(
      Array.from({ length: 5 }, () => t.renderer.render('/menu', 'http://shop.test')),
    );
    expect(t.renders).toEqual(['/menu']);
  });

  it('are forgotten when the catalogue changes', async () => {
    const t = await setUp();
    close = () => t.app.close();
    await t.renderer.render('/Gastropub', 'http://shop.test');
    menuVersion = 'v2';
    t.renderer.clear();
    const page = await t.renderer.render('/Gastropub', 'http://shop.test');
    expect(page.html).toContain('v2');
    expect(t.renders).toHaveLength(2);
  });

  it('are rendered again when an answer they were made from changed behind the server', async () => {
    const t = await setUp();
    close = () => t.app.close();
    await t.renderer.render('/Gastropub', 'http://shop.test');
    menuVersion = 'v2';
    // Within the catalogue cache's own lifetime the page is not checked…
    t.advance(1_000);
    expect((await t.renderer.render('/Gastropub', 'http://shop.test')).html).toContain('v1');
    // …after it, the changed ETag renders it again.
    t.advance(10_000);
    expect((await t.renderer.render('/Gastropub', 'http://shop.test')).html).toContain('v2');
    expect(t.renders).toHaveLength(2);
  });

  it('made while the catalogue failed answer 503 and are not kept', async () => {
    const t = await setUp();
    close = () => t.app.close();
    menuStatus = 500;
    expect((await t.renderer.render('/Gastropub', 'http://shop.test')).status).toBe(503);
    menuStatus = 200;
    expect((await t.renderer.render('/Gastropub', 'http://shop.test')).status).toBe(200);
    expect(t.renders).toHaveLength(2);
  });

  it('are kept per site address, for their canonical links', async () => {
    const t = await setUp();
    close = () => t.app.close();
    await t.renderer.render('/menu', 'http://shop.test');
    await t.renderer.render('/menu', 'http://other.test');
    expect(t.renders).toHaveLength(2);
  });
});

describe('renderedUrl', () => {
  it('keeps the path and only the parameters a page shows', () => {
    expect(renderedUrl('/specials/smelt-season?venue=2&utm_source=vk')).toBe(
      '/specials/smelt-season?venue=2',
    );
    expect(renderedUrl('/Gastropub?fbclid=1')).toBe('/Gastropub');
  });

  it('keeps only the values a page reads (issue 31 item 8)', () => {
    expect(renderedUrl('/specials/x?venue=3')).toBe('/specials/x?venue=3');
    expect(renderedUrl('/specials/x?venue=4')).toBe('/specials/x');
    expect(renderedUrl('/specials/x?venue=02')).toBe('/specials/x');
    expect(renderedUrl('/specials/x?venue=%3Cscript%3E')).toBe('/specials/x');
  });
});

describe('the page memory under made-up addresses (issue 31 item 8)', () => {
  it('keeps one page per page a guest can see, whatever 1 000 distinct ?venue= values ask', async () => {
    const t = await setUp();
    close = () => t.app.close();
    for (let n = 0; n < 1000; n++) {
      await t.renderer.render(`/specials/x?venue=${n}`, 'http://shop.test');
    }
    // venue=1, 2 and 3 are pages of their own; every other value is the page without one.
    expect(t.renderer.size).toBe(4);
    expect(t.renders.sort()).toEqual([
      '/specials/x',
      '/specials/x?venue=1',
      '/specials/x?venue=2',
      '/specials/x?venue=3',
    ]);
  });
});
