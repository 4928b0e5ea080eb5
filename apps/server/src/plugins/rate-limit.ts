/**
 * Route limits (decision 028): @fastify/rate-limit registered once for the whole app, off unless a
 * route asks for it with `config: { rateLimit: { max, timeWindow } }`. The counts are kept by the
 * store app.ts hands in (the database's, rate-limit-store.ts, so every server process counts
 * together; the plugin's own memory store without one), and a route over its limit answers 429
 * `tooManyRequests` with Retry-After.
 */
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooMany } from '../lib/app-error';

export interface RateLimitOptions {
  /** where the limits count; the plugin's memory store if absent */
  store?: FastifyRateLimitStoreCtor;
}

export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { store }) => {
    await app.register(rateLimit, {
      global: false,
      store,
      errorResponseBuilder: (_request, context) =>
        tooMany('tooManyRequests', Math.ceil(context.ttl / 1000)),
    });
  },
  { name: 'rate-limit', fastify: '5.x' },
);
