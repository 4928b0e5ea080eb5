/** The app on a fresh test database, with the demo data unless told otherwise. */
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { seedDemoData } from '../db/seed/seed';
import { createTestDatabase } from './database';

export async function createTestApp(
  env: Record<string, string> = {},
  { seed = true }: { seed?: boolean } = {},
) {
  const database = await createTestDatabase();
  if (seed) await seedDemoData(database.db);
  const config: Config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', ...env });
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
