import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './app-error';
import type { CachedJson } from './json-cache';

/** If-None-Match against our (strong) ETag: a list, weak forms from proxies, or `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a cached JSON answer with ETag/Cache-Control, or 304 when the client has it already. */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson | null,
  maxAgeSeconds: number,
) {
  if (!cached) throw notFound();
  reply
    .header('ETag', cached.etag)
    .header('Cache-Control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=60`);
  if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
