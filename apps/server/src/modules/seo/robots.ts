/**
 * /robots.txt (issue 11, decision 034): everything may be crawled but the private pages and the
 * second addresses of pages (duplicates of a listed page), and the sitemap is named.
 */
import { aliasPaths, privatePaths } from '@storefront/contract/site-pages';

/**
 * robots.txt rules match by prefix, so `Disallow: /pay` would hide /payment as well. These three
 * rules hide exactly what isPrivatePath() calls private — the path itself, below it, and with a
 * query — using the `$` end anchor of RFC 9309 that Google and Yandex read.
 */
export function disallowRules(path: string): string[] {
  return [`Disallow: ${path}$`, `Disallow: ${path}/`, `Disallow: ${path}?`];
}

/** `origin` is 'https://example.ru', no trailing slash. */
export function renderRobots(origin: string): string {
  const hidden = [...privatePaths, ...Object.keys(aliasPaths)];
  return [
    'User-agent: *',
    ...hidden.flatMap(disallowRules),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
