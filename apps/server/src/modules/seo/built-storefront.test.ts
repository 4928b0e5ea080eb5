/**
 * With the built storefront served, the server's robots.txt and sitemap.xml still answer: the
 * web build ships a robots.txt of its own (apps/web/public), which the static files must not
 * serve (or clash with) — nor its precompressed copies.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app';

const dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
const staleRobots = 'User-agent: *\nDisallow: /api/\n';
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  for (const name of ['robots.txt', 'sitemap.xml']) {
    writeFileSync(join(dist, name), staleRobots);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(staleRobots));
    writeFileSync(join(dist, `${name}.gz`), staleRobots);
  }
  t = await createTestApp({ WEB_DIST_DIR: dist });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

it("answers robots.txt and sitemap.xml itself, not with the build's files", async () => {
  const robots = await t.app.inject({
    url: '/robots.txt',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(robots.statusCode).toBe(200);
  expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(robots.body).toContain('Sitemap: http://shop.test/sitemap.xml');

  const sitemap = await t.app.inject({
    url: '/sitemap.xml',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(sitemap.statusCode).toBe(200);
  expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(sitemap.body).toContain('<urlset');

  for (const copy of ['/robots.txt.br', '/robots.txt.gz', '/sitemap.xml.gz'])
    expect((await t.app.inject(copy)).body).not.toBe(staleRobots);
});
