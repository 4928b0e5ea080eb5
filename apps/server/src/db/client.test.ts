import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../testing/database';

// Only a PostgreSQL server can drop a connection; CI runs this file on both databases.
describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL connections', () => {
  it('survives the server dropping its idle connections, and says so', async () => {
    const database = await createTestDatabase();
    const lost = vi.fn();
    database.onConnectionLost(lost);
    try {
      const [{ name }] = (
        (await database.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows as [{ name: string }];
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      await vi.waitFor(() => expect(lost).toHaveBeenCalled());
      const after = await database.db.execute(sql`select 1 as one`);
      expect((after as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
