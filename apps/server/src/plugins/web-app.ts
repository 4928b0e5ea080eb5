/**
 * Serves the built storefront: hashed assets cached for a year, and every page route as the
 * server-rendered page (page-render.ts) inside index.html with the route's preloads. Unknown
 * routes answer 404 with the not-found page.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@storefront/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPageHtml, type PageImages } from './page-html';
import {
  createPageRenderer,
  loadRenderEntry,
  type PageRenderer,
  type RenderedPage,
} from './page-render';
import { acceptedEncoding, type EncodedText, encodedText } from './text-encodings';

/** Prefixes that never fall back to the page: their unknown paths are JSON 404s. */
const NON_PAGE_PREFIXES = ['/api/', '/media/', '/dev/', '/assets/'];

/**
 * Files at the root the server makes itself (modules/seo). A copy in the build — the web app's
 * public/robots.txt, and its .br/.gz — is not served: it would be stale, and its route would
 * clash with the server's at start-up.
 */
const MADE_BY_THE_SERVER = ['robots.txt', 'sitemap.xml'].flatMap((name) => [name, `${name}.*`]);

export interface WebAppOptions {
  /** the web build (apps/web/dist); its render entry is next to it in dist-ssr */
  distDir: string;
  pageImages?: PageImages;
  /** PUBLIC_URL's origin when it is set; otherwise each request's own */
  publicOrigin?: string | null;
  /** subscribes to catalogue changes, which clear the rendered pages */
  onCatalogChange?: (listener: () => void) => void;
}

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const root = resolve(options.distDir);
  const hasWebApp = existsSync(join(root, 'index.html'));
  const pageHtml = hasWebApp ? createPageHtml(root, options.pageImages) : async () => '';
  const entry = hasWebApp
    ? await loadRenderEntry(join(root, '..', 'dist-ssr', 'entry-server.js'))
    : null;
  const renderer = entry ? createPageRenderer(app, entry) : null;
  if (renderer) options.onCatalogChange?.(() => renderer.clear());
  if (hasWebApp) {
    if (!entry)
      app.log.warn({ root }, 'no server-rendering build: pages are rendered in the browser');
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      globIgnore: MADE_BY_THE_SERVER,
      // the build writes .br and .gz copies (apps/web/precompress.ts)
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ root }, 'no built web app: only the API is served (run npm run build)');
  }

  const originOf = (request: FastifyRequest) =>
    options.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (!isPage) {
      return reply.code(404).send({ errType: 'notFound', message: errorMessages.notFound });
    }
    const template = await pageHtml(path);
    const page = renderer ? await render(renderer, request.url, originOf(request), app) : null;
    reply
      .code(page?.status ?? 200)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (!page) return reply.send(template);
    // Only a kept page (200) is compressed: its copies are made once; a not-found page is made
    // anew for each request and stays as it is.
    const encoding =
      page.status === 200 ? acceptedEncoding(request.headers['accept-encoding']) : 'identity';
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(await filledPage(template, page).bytes(encoding));
  });
}

/** A kept page's bytes in each encoding, made once (text-encodings.ts). */
const filledPages = new WeakMap<RenderedPage, { template: string; encoded: EncodedText }>();

function filledPage(template: string, page: RenderedPage): EncodedText {
  const kept = filledPages.get(page);
  if (kept?.template === template) return kept.encoded;
  const encoded = encodedText(fillTemplate(template, page));
  filledPages.set(page, { template, encoded });
  return encoded;
}

/** A page that cannot be rendered is left to the browser, as before server rendering. */
async function render(
  renderer: PageRenderer,
  url: string,
  origin: string,
  app: FastifyInstance,
): Promise<RenderedPage | null> {
  try {
    return await renderer.render(url, origin);
  } catch (error) {
    app.log.error(
      { err: error, url },
      'server rendering failed: the page is rendered in the browser',
    );
    return null;
  }
}

/** index.html with the rendered head, page and state in their places. */
function fillTemplate(template: string, page: RenderedPage): string {
  let html = template;
  if (page.head) {
    // The page's own title and description replace index.html's defaults.
    html = html
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('<!--app-head-->', () => page.head);
  }
  // Functions as replacements: `$` in the page's text must not be read as a pattern.
  return html
    .replace('<!--app-html-->', () => page.html)
    .replace(
      '<!--app-state-->',
      () => `<script type="application/json" id="storefront-state">${page.state}</script>`,
    );
}
