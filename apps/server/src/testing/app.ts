/** The app on a fresh test database, with the demo data unless told otherwise. */
import { type Adapters, type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { seedDemoData } from '../db/seed/seed';
import type { MenuSource } from '../modules/menu-sync/menu-sync';
import { createTestDatabase } from './database';

export interface TestAppOptions {
  seed?: boolean;
  adapters?: Partial<Adapters>;
  now?: () => Date;
  /** the server's log, as the process would write it */
  logger?: AppDeps['logger'];
  timeouts?: AppDeps['timeouts'];
  /** log2 of scrypt's N: low by default, to stay fast */
  passwordHashCost?: number;
  /**
   * Another test app's database: two apps on one database stand for two server processes
   * (PostgreSQL) or, on PGlite, two apps sharing one in-process database. Not seeded again and
   * left open at close(): its owner closes it.
   */
  database?: Database;
  onRoute?: AppDeps['onRoute'];
}

export async function createTestApp(
  env: Record<string, string> = {},
  {
    seed = true,
    adapters,
    now,
    logger,
    timeouts,
    passwordHashCost = 10,
    database: shared,
    onRoute,
  }: TestAppOptions = {},
) {
  const database = shared ?? (await createTestDatabase());
  if (seed && !shared) await seedDemoData(database.db);
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    PUBLIC_URL: 'http://shop.test',
    // Tests place many orders from one phone; the limit's own tests set these low.
    ORDERS_PER_CONTACT: '10000',
    ORDERS_PER_ADDRESS: '10000',
    // Production mode needs it; any 32 bytes do for a test.
    STAFF_SECRET_KEY: Buffer.alloc(32, 1).toString('base64'),
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    adapters,
    now,
    logger,
    timeouts,
    passwordHashCost,
    onRoute,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

/** A Vladivostok wall-clock time as an instant: vladivostok('2026-11-21T13:05'). */
export function vladivostok(local: string): Date {
  return new Date(`${local}:00+10:00`);
}

/**
 * With POS=iiko, a menu source that never has anything newer: the seeded catalogue stays for tests
 * of other things than the menu sync (menu-sync's own tests read iiko's menus).
 */
export const keepSeededMenu: MenuSource = { menu: async () => null };
