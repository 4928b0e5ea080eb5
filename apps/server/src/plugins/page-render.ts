/**
 * Server-rendered pages (decision 033): the web build's render entry (apps/web/dist-ssr) turns a
 * URL into the page's HTML, head, status and data; this module runs it against the app's own
 * catalogue routes and keeps each rendered page until the catalogue it was made from changes.
 *
 * A page remembers the ETags of the catalogue answers it was rendered from. A catalogue change
 * announced by any process (LISTEN/NOTIFY) forgets every page at once; a page older than
 * REVALIDATE_MS is checked against the current answers (cheap: they are cached JSON), so even a
 * change made behind the server's back shows within the catalogue cache's own few seconds.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { menuVenueIds } from '@storefront/contract/venues';
import type { FastifyInstance } from 'fastify';

/** What apps/web/src/entry-server.tsx exports. */
interface RenderEntry {
  renderPage(
    url: string,
    options: { fetch: (request: Request) => Promise<Response>; origin: string },
  ): Promise<RenderedPage>;
}

export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  state: string;
}

interface CachedPage {
  page: RenderedPage;
  /** the catalogue answers the page was made from: path → ETag */
  sources: Map<string, string>;
  checkedAt: number;
}

/** The catalogue cache's own lifetime: a page is checked no more often than its data changes. */
const REVALIDATE_MS = 5000;
/** Pages kept: every public page and dish card with room to spare; unknown URLs are not kept. */
const MAX_PAGES = 2000;
/**
 * Search parameters that change what a public page shows, with the values it reads (a special
 * menu's venue: anything else shows the first venue, as no value does). A value the page does not
 * read is not part of the page's key, so made-up values cannot fill the memory (issue 31 item 8).
 */
const RENDERED_PARAMS: Record<string, readonly string[]> = {
  venue: menuVenueIds.map(String),
};

export interface PageRenderer {
  /** The page for a request's URL; `origin` is the site's address for canonical links. */
  render(url: string, origin: string): Promise<RenderedPage>;
  /** Forgets every page: the catalogue changed. */
  clear(): void;
  /** how many pages are kept */
  readonly size: number;
}

/** The render entry of the web build, or null when the build has none (API-only tests). */
export async function loadRenderEntry(entryPath: string): Promise<RenderEntry | null> {
  if (!existsSync(entryPath)) return null;
  return (await import(pathToFileURL(entryPath).href)) as RenderEntry;
}

/** The URL a page is rendered (and kept) under: its path and the parameters it shows. */
export function renderedUrl(url: string): string {
  const parsed = new URL(url, 'http://x');
  const kept = new URLSearchParams();
  for (const [name, values] of Object.entries(RENDERED_PARAMS)) {
    const value = parsed.searchParams.get(name);
    if (value !== null && values.includes(value)) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${parsed.pathname}?${search}` : parsed.pathname;
}

export function createPageRenderer(
  app: FastifyInstance,
  entry: RenderEntry,
  now: () => number = Date.now,
): PageRenderer {
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage>>();
  let generation = 0;

  /** A catalogue call answered by the app itself; only GETs under /api/. */
  async function call(request: Request, sources?: Map<string, string>): Promise<Response> {
    const { pathname, search } = new URL(request.url);
    if (request.method !== 'GET' || !pathname.startsWith('/api/')) {
      return new Response('{"errType":"notFound"}', { status: 404 });
    }
    const answer = await app.inject({
      method: 'GET',
      url: pathname + search,
      headers: { accept: 'application/json' },
    });
    const etag = answer.headers.etag;
    if (sources) sources.set(pathname + search, typeof etag === 'string' ? etag : '');
    if (answer.statusCode >= 500) sources?.set('!failed', 'true');
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  }

  async function renderFresh(url: string, origin: string): Promise<CachedPage> {
    const sources = new Map<string, string>();
    const page = await entry.renderPage(url, {
      origin,
      fetch: (request) => call(request, sources),
    });
    // A page made while the catalogue could not be read says so, and is not kept.
    if (sources.has('!failed')) return { page: { ...page, status: 503 }, sources, checkedAt: 0 };
    return { page, sources, checkedAt: now() };
  }

  /** Whether the catalogue answers a page was made from still read the same. */
  async function stillCurrent(cached: CachedPage): Promise<boolean> {
    for (const [path, etag] of cached.sources) {
      const answer = await app.inject({ method: 'GET', url: path });
      if (answer.statusCode >= 500) return true; // keep serving the last good page
      if ((answer.headers.etag ?? '') !== etag) return false;
    }
    return true;
  }

  function keep(key: string, cached: CachedPage) {
    if (cached.page.status !== 200) return;
    if (pages.size >= MAX_PAGES) {
      const oldest = pages.keys().next().value;
      if (oldest !== undefined) pages.delete(oldest);
    }
    pages.set(key, cached);
  }

  return {
    async render(url, origin) {
      const rendered = renderedUrl(url);
      const key = `${origin} ${rendered}`;
      const cached = pages.get(key);
      if (cached) {
        if (now() - cached.checkedAt < REVALIDATE_MS) return cached.page;
        if (await stillCurrent(cached)) {
          cached.checkedAt = now();
          return cached.page;
        }
        pages.delete(key);
      }
      const running = rendering.get(key);
      if (running) return (await running).page;
      const started = generation;
      const render = renderFresh(rendered, origin).finally(() => rendering.delete(key));
      rendering.set(key, render);
      const fresh = await render;
      // A page rendered across a catalogue change may show the old one: answered, not kept.
      if (started === generation) keep(key, fresh);
      return fresh.page;
    },
    get size() {
      return pages.size;
    },
    clear() {
      generation += 1;
      pages.clear();
      rendering.clear();
    },
  };
}
