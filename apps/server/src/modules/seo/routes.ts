/**
 * GET (and HEAD) /sitemap.xml and /robots.txt. Real routes, registered without a prefix, so the
 * web app's not-found handler (which serves index.html for unknown pages) never answers them.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { etagMatches } from '../../lib/cached-reply';
import { renderRobots } from './robots';
import type { Sitemap } from './sitemap';

/** Crawlers come back for them at most hourly; a catalogue change waits that long at worst. */
const CACHE_CONTROL = 'public, max-age=3600';

export interface SeoRoutesOptions {
  sitemap: Sitemap;
  /** PUBLIC_URL without a trailing slash, or null when not set: then the request's own origin */
  publicUrl: string | null;
}

export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (
  app,
  { sitemap, publicUrl },
) => {
  // Behind a trusted proxy (TRUST_PROXY) Fastify reads the protocol and host it forwarded.
  const originOf = (request: FastifyRequest) =>
    publicUrl ?? `${request.protocol}://${request.host}`;

  // A database failure propagates to the error handler, which answers 503 (decision 032).
  app.get('/sitemap.xml', async (request, reply) => {
    const { xml, etag } = await sitemap(originOf(request));
    reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  // Made from constants and the origin: a few hundred bytes, cheaper to write than to cache.
  app.get('/robots.txt', async (request, reply) => {
    const text = renderRobots(originOf(request));
    const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
    reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('text/plain; charset=utf-8').send(text);
  });
};
