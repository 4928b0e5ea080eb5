/**
 * /sitemap.xml (issue 11, decision 034): every public page a search engine should know — the
 * fixed pages and venue menus of the contract's site-pages.ts, the active special menus, and the
 * card of every dish on a menu or an active special menu. Aliases and private pages are never
 * listed. Made again only when the catalogue's listable content changes, not per request.
 */
import { createHash } from 'node:crypto';
import {
  aliasPaths,
  contentPages,
  isPrivatePath,
  venueMenuPages,
} from '@storefront/contract/site-pages';
import type { Db } from '../../db/client';
import type { CatalogService, PagesToList } from '../catalog/service';
import { catalogChangedAt } from './catalog-changed-at';

export interface SitemapEntry {
  /** the canonical path, as the storefront links to it */
  path: string;
  /** when the page's content last changed, when we honestly know it */
  lastmod?: Date;
}

/**
 * Fixed pages that show the catalogue (the combined menu): they change when it does. The other
 * fixed pages' texts change only with a release, whose time we do not know: they get no lastmod
 * rather than a made-up one.
 */
const FIXED_PAGES_SHOWING_THE_CATALOGUE = new Set(['/menu']);

export function sitemapEntries(pages: PagesToList, changedAt: Date): SitemapEntry[] {
  const fromCatalogue = (path: string): SitemapEntry => ({ path, lastmod: changedAt });
  const entries: SitemapEntry[] = [
    ...contentPages.map((page) =>
      FIXED_PAGES_SHOWING_THE_CATALOGUE.has(page.path)
        ? fromCatalogue(page.path)
        : { path: page.path },
    ),
    ...venueMenuPages.map((page) => fromCatalogue(page.path)),
    ...pages.specials.map((special) =>
      fromCatalogue(`/specials/${encodeURIComponent(special.url)}`),
    ),
    ...pages.dishes.menu.map((dish) => fromCatalogue(`/menu/${dish.id}`)),
    ...pages.dishes.special.map((dish) => fromCatalogue(`/specials/card/${dish.id}`)),
  ];
  // Whatever the catalogue holds, a second address or a private page is never offered.
  return entries.filter((entry) => !isPrivatePath(entry.path) && !(entry.path in aliasPaths));
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A sitemaps.org urlset; `origin` is 'https://example.ru', no trailing slash. */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(`${origin}${path}`)}</loc>`;
    // ISO 8601 in UTC with milliseconds: a W3C Datetime (sitemaps.org's lastmod format).
    return lastmod
      ? `<url>${loc}<lastmod>${lastmod.toISOString()}</lastmod></url>`
      : `<url>${loc}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface SitemapDocument {
  xml: string;
  etag: string;
}

/**
 * The current sitemap for an origin. The entries are made once per version of the catalogue's
 * listable content (the ETag of `catalog.pagesToList()`, cached and cleared with the rest of the
 * catalogue); the XML once per entries and origin. Only the last origin is kept: with PUBLIC_URL
 * set there is one, and a Host header made up by a client cannot fill memory.
 */
export function createSitemap(db: Db, catalog: CatalogService) {
  let entriesFrom: string | null = null;
  let entries: Promise<SitemapEntry[]> | null = null;
  let rendered: (SitemapDocument & { origin: string; from: string }) | null = null;

  async function currentEntries(): Promise<{ from: string; entries: SitemapEntry[] }> {
    const pages = await catalog.pagesToList();
    if (!pages) throw new Error('the catalogue gave no pages to list');
    if (!entries || entriesFrom !== pages.etag) {
      const making = catalogChangedAt(db, pages.etag.replaceAll('"', '')).then((changedAt) =>
        sitemapEntries(JSON.parse(pages.body) as PagesToList, changedAt),
      );
      entriesFrom = pages.etag;
      entries = making;
      // A failure (the database down) is not kept: the next request tries again.
      making.catch(() => {
        if (entries === making) {
          entries = null;
          entriesFrom = null;
        }
      });
    }
    return { from: pages.etag, entries: await entries };
  }

  return async function current(origin: string): Promise<SitemapDocument> {
    const { from, entries: list } = await currentEntries();
    if (rendered?.origin === origin && rendered.from === from) return rendered;
    const xml = renderSitemap(origin, list);
    const etag = `"${createHash('sha1').update(xml).digest('base64url')}"`;
    rendered = { origin, from, xml, etag };
    return rendered;
  };
}

export type Sitemap = ReturnType<typeof createSitemap>;
