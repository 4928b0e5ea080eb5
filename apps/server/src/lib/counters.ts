/**
 * Fixed-window counters in the database (table lookup_counters, decision 028): every process on
 * one database counts together, so limits hold however many server processes run. One atomic
 * upsert per hit, timed on the database's clock so processes with drifting clocks agree.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const PRUNE_EVERY = 200;

export interface CounterHit {
  /** hits in the current window, this one included */
  hits: number;
  /** milliseconds until the window ends and the count starts again */
  ttlMs: number;
}

export async function hitCounter(db: Db, key: string, windowMs: number): Promise<CounterHit> {
  const result = await db.execute(sql`
    insert into lookup_counters as c (key, hits, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when c.reset_at <= now() then 1 else c.hits + 1 end,
      reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
    returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl_ms`);
  const [row] = (result as unknown as { rows: { hits: number; ttl_ms: number }[] }).rows;
  if (!row) throw new Error(`counter ${key} not returned`);
  // Now and then (about one hit in PRUNE_EVERY), so ended windows do not pile up: every client
  // address leaves a row per limited route.
  if (Math.random() * PRUNE_EVERY < 1) await pruneCounters(db);
  return { hits: Number(row.hits), ttlMs: Number(row.ttl_ms) };
}

/**
 * Takes back one hit of a window still running (never below zero): an attempt that turned out
 * not to be one the limit is about (a successful sign-in), counted first so that concurrent
 * attempts are counted atomically.
 */
export async function returnHit(db: Db, key: string): Promise<void> {
  await db.execute(sql`
    update lookup_counters set hits = greatest(hits - 1, 0)
    where key = ${key} and reset_at > now()`);
}

/** Forgets windows that ended an hour ago or more (the slack keeps a just-ended one readable). */
export async function pruneCounters(db: Db) {
  await db.execute(sql`delete from lookup_counters where reset_at < now() - interval '1 hour'`);
}
