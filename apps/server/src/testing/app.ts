/** The app on a fresh test database, with the demo data unless told otherwise. */
import { type Adapters, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { seedDemoData } from '../db/seed/seed';
import { createTestDatabase } from './database';

export interface TestAppOptions {
  seed?: boolean;
  adapters?: Partial<Adapters>;
  now?: () => Date;
}

export async function createTestApp(
  env: Record<string, string> = {},
  { seed = true, adapters, now }: TestAppOptions = {},
) {
  const database = await createTestDatabase();
  if (seed) await seedDemoData(database.db);
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    PUBLIC_URL: 'http://shop.test',
    ...env,
  });
  const app = await buildApp({ config, database, adapters, now, passwordHashCost: 10 });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A Vladivostok wall-clock time as an instant: vladivostok('2026-11-21T13:05'). */
export function vladivostok(local: string): Date {
  return new Date(`${local}:00+10:00`);
}
