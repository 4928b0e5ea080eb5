import {
  aliasPaths,
  contentPages,
  privatePaths,
  venueMenuPages,
} from '@storefront/contract/site-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app';
import { disallowRules } from './robots';

let t: Awaited<ReturnType<typeof createTestApp>>;

// robots.txt reads no database.
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

/**
 * Whether a crawler may fetch `path` under these rules, as RFC 9309 says: the longest matching
 * rule wins, Allow on a tie; `*` matches any run of characters and a final `$` the end.
 */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, pattern = '']) => ({ allow: kind === 'Allow', pattern }));
  let best: { allow: boolean; length: number } | null = null;
  for (const { allow, pattern } of rules) {
    if (!pattern) continue;
    const anchored = pattern.endsWith('$');
    const body = (anchored ? pattern.slice(0, -1) : pattern)
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    if (!new RegExp(`^${body}${anchored ? '$' : ''}`).test(path)) continue;
    if (!best || pattern.length > best.length || (pattern.length === best.length && allow))
      best = { allow, length: pattern.length };
  }
  return best?.allow ?? true;
}

describe('GET /robots.txt', () => {
  it('is plain text naming the sitemap on PUBLIC_URL', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: http://shop.test/sitemap.xml');

    const head = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(response.headers.etag);
    const again = await t.app.inject({
      url: '/robots.txt',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('disallows every private path and every second address', async () => {
    const lines = (await t.app.inject('/robots.txt')).body.split('\n');
    for (const path of [...privatePaths, ...Object.keys(aliasPaths)])
      for (const rule of disallowRules(path)) expect(lines).toContain(rule);
  });

  it('keeps crawlers off exactly the private pages and aliases, not pages sharing a prefix', async () => {
    const robots = (await t.app.inject('/robots.txt')).body;
    for (const path of [
      '/basket',
      '/basket?x=1',
      '/order/12?key=abc',
      '/my-account',
      '/pay/sandbox/1',
      '/api/test/1',
      '/dev/outbox',
      '/load',
      '/media/catering',
      '/Konditory',
      '/test',
      '/test?from=menu',
    ])
      expect(allowed(robots, path), path).toBe(false);
    for (const page of [...contentPages, ...venueMenuPages])
      expect(allowed(robots, page.path), page.path).toBe(true);
    for (const path of [
      '/payment',
      '/orders-history',
      '/menu/12',
      '/specials/new-year',
      '/specials/card/3',
      '/sitemap.xml',
      '/media/products/0b7c6a1e-0000-4000-8000-000000000001.svg',
      '/assets/index.js',
    ])
      expect(allowed(robots, path), path).toBe(true);
  });

  it("names the sitemap on the request's origin when PUBLIC_URL is not set", async () => {
    const other = await createTestApp({ PUBLIC_URL: '' }, { database: t.database });
    try {
      const response = await other.app.inject({
        url: '/robots.txt',
        headers: { host: 'pogranichnaya14.example' },
      });
      expect(response.body.split('\n')).toContain(
        'Sitemap: http://pogranichnaya14.example/sitemap.xml',
      );
    } finally {
      await other.close();
    }
  });
});
