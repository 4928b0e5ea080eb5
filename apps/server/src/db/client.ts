/** The database: embedded PGlite (default) or PostgreSQL, one dialect and one schema. */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { trackCommits } from './after-commit';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction in progress: what `db.transaction(async (tx) => …)` hands its work. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database, or a transaction in progress. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs start-up work (migrations, seeding) in one process at a time. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Told when the server drops an idle connection (a restart, a failover, an admin). */
  onConnectionLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

/** Next to this file in src/, copied next to the bundle in dist/ (tsup.config.ts). */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const STARTUP_LOCK_KEY = 7_310_001;

/**
 * Every use of PostgreSQL is bounded (issue 10 item 14): a database that is down or hung makes a
 * request fail with 503 in seconds, not hang it.
 */
export interface DatabaseTimeouts {
  /** to open a connection (also bounds start-up against an unreachable server) */
  connectMs: number;
  /** the server cancels a statement running longer */
  statementMs: number;
  /** the client gives up on an answer that does not come (a hung server or network) */
  queryMs: number;
}

export const DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 15_000,
};

/** Start-up waits this long for another process's migrations. */
const STARTUP_LOCK_WAIT_MS = 10 * 60_000;

export type DatabaseTarget =
  | { url: string; poolSize?: number; timeouts?: DatabaseTimeouts }
  | { pgliteDir: string }
  | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const timeouts = target.timeouts ?? DATABASE_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 20,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryMs,
    });
    // The pool discards a dropped idle connection and opens a new one on demand; without a
    // listener its 'error' event would end the process.
    let connectionLost = (_error: Error) => {};
    pool.on('error', (error) => connectionLost(error));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: trackCommits(db as unknown as Db),
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      exclusive: async (work) => {
        // A session-level advisory lock: other processes starting now wait here.
        const lock = await pool.connect();
        try {
          // Waiting for the lock is no hung query: it may take as long as another's migrations.
          await lock.query('set statement_timeout = 0');
          await lock.query({
            text: 'select pg_advisory_lock($1)',
            values: [STARTUP_LOCK_KEY],
            query_timeout: STARTUP_LOCK_WAIT_MS,
          } as pg.QueryConfig);
          await lock.query('reset statement_timeout');
          return await work();
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
          lock.release();
        }
      },
      onConnectionLost: (listener) => {
        connectionLost = listener;
      },
      close: () => pool.end(),
    };
  }
  const release = 'pgliteDir' in target ? lockDataDir(target.pgliteDir) : () => {};
  try {
    const client = 'pgliteDir' in target ? new PGlite(target.pgliteDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    return {
      db: trackCommits(db as unknown as Db),
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      // The data-directory lock already makes this process the only one.
      exclusive: (work) => work(),
      // In-process: there is no connection to lose.
      onConnectionLost: () => {},
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
