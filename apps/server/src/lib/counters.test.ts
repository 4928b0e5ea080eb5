import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { lookupCounters } from '../db/schema';
import { createTestDatabase } from '../testing/database';
import { hitCounter, pruneCounters } from './counters';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('database counters', () => {
  it('counts hits in a fixed window and starts again after it', async () => {
    expect(await hitCounter(database.db, 'k1', 60_000)).toMatchObject({ hits: 1 });
    const second = await hitCounter(database.db, 'k1', 60_000);
    expect(second.hits).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(55_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    await database.db.execute(
      sql`update lookup_counters set reset_at = now() - interval '1 second' where key = 'k1'`,
    );
    expect(await hitCounter(database.db, 'k1', 60_000)).toMatchObject({ hits: 1 });
  });

  it('counts simultaneous hits exactly', async () => {
    const hits = await Promise.all(
      Array.from({ length: 30 }, () => hitCounter(database.db, 'k2', 60_000)),
    );
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it('forgets windows that ended long ago', async () => {
    await database.db.insert(lookupCounters).values([
      { key: 'old', hits: 3, resetAt: sql`now() - interval '2 hours'` },
      { key: 'recent', hits: 3, resetAt: sql`now() - interval '1 minute'` },
    ]);
    await pruneCounters(database.db);
    const keys = await database.db.select({ key: lookupCounters.key }).from(lookupCounters);
    expect(keys.map((row) => row.key)).not.toContain('old');
    expect(keys.map((row) => row.key)).toContain('recent');
  });
});
