/** Serves the built storefront: hashed assets cached for a year, index.html for every page route. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@storefront/contract/errors';
import type { FastifyInstance } from 'fastify';
import { createPageHtml, type PageImages } from './page-html';

/** Prefixes that never fall back to the page: their unknown paths are JSON 404s. */
const NON_PAGE_PREFIXES = ['/api/', '/media/', '/dev/', '/assets/'];

/**
 * Files at the root the server makes itself (modules/seo). A copy in the build — the web app's
 * public/robots.txt, and its .br/.gz — is not served: it would be stale, and its route would
 * clash with the server's at start-up.
 */
const MADE_BY_THE_SERVER = ['robots.txt', 'sitemap.xml'].flatMap((name) => [name, `${name}.*`]);

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  pageImages?: PageImages,
) {
  const root = resolve(distDir);
  const hasWebApp = existsSync(join(root, 'index.html'));
  const pageHtml = hasWebApp ? createPageHtml(root, pageImages) : async () => '';
  if (hasWebApp) {
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

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (isPage) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await pageHtml(path));
    }
    return reply.code(404).send({ errType: 'notFound', message: errorMessages.notFound });
  });
}
