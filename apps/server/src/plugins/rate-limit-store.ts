/**
 * A @fastify/rate-limit store kept in the database (table lookup_counters, decision 028): the
 * plugin's own store counts in process memory, so with N server processes a guesser got N times
 * the tries. Here every process on one database counts together, one atomic upsert per request,
 * windows timed on the database clock. Keys: `rate:<METHOD url>:<client key>`.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hitCounter } from '../lib/counters';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to child(): the route's merged limit options and the route itself. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The store class for the plugin's `store` option, bound to one database. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      /** the route this child counts for; each route has its own counters, as in memory */
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      hitCounter(db, `rate:${this.scope}:${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.hits, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /** The plugin's non-mutating peek (`{ increment: false }`): the count without adding to it. */
    read(key: string, callback: Callback) {
      db.execute(sql`
        select hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl_ms
          from lookup_counters where key = ${`rate:${this.scope}:${key}`} and reset_at > now()`).then(
        (result) => {
          const [row] = (result as unknown as { rows: { hits: number; ttl_ms: number }[] }).rows;
          callback(null, { current: Number(row?.hits ?? 0), ttl: Number(row?.ttl_ms ?? 0) });
        },
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as ChildOptions).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(routeOptions, `${method} ${route?.url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
