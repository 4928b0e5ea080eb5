/** Process entry: configuration, database, listen, graceful shutdown. */
import { buildApp } from './app';
import { ConfigError, loadConfig, productionWarnings } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { describeDatabaseUrl, shortReason } from './db/errors';
import { demoStaff, seedDemoStaff } from './db/seed/demo-staff';
import { seedDemoData } from './db/seed/seed';
import { loggerOptions } from './lib/log';
import { createPasswordHasher } from './lib/passwords';

function loadEnvFile() {
  try {
    process.loadEnvFile();
  } catch {
    // No .env file: the environment and the defaults are enough.
  }
}

class DatabaseStartError extends Error {}

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { pgliteDir: config.PGLITE_DIR },
  );
  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config.LOG_LEVEL),
  });
  for (const warning of productionWarnings(config)) app.log.warn(warning);
  database.onConnectionLost((error) =>
    app.log.warn(
      { err: error },
      'the database dropped an idle connection; a new one will be opened',
    ),
  );

  try {
    await database.exclusive(async () => {
      await database.migrate();
      if (config.SEED_DEMO && (await seedDemoData(database.db))) {
        app.log.info('loaded the demo data into the empty database');
      }
      // The demo back office's people, never on a production site (its first admin comes from
      // `npm run staff -- add`).
      if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
        await seedDemoStaff(database.db, createPasswordHasher());
      }
    });
  } catch (error) {
    // Down, hung, refusing the password, missing: one line to act on, not a driver's stack.
    if (!config.DATABASE_URL) throw error;
    throw new DatabaseStartError(
      `Cannot use the database at DATABASE_URL (${describeDatabaseUrl(config.DATABASE_URL)}): ${shortReason(error)}`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stops accepting connections and waits for running requests.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.outbox.start();
  app.lateTickets.start();
  app.holdExpiry.start();
  app.latePromises.start();
  app.photoSweep.start();
  // With iikoCard the balance is iiko's (decision 086): our ledger gives no birthday bonus.
  if (config.IIKO_LOYALTY !== 'iikocard') app.birthdayBonus.start();
  app.log.info(
    `storefront on http://localhost:${config.PORT} (database: ${database.kind === 'pglite' ? config.PGLITE_DIR : 'PostgreSQL'})`,
  );
  if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
    // Public demo passwords (README): how a person trying the site opens the back office.
    app.log.info(
      `staff back office on http://localhost:${config.PORT}/staff — demo sign-ins: ${demoStaff
        .map((member) => `${member.login} / ${member.password}`)
        .join(', ')}`,
    );
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseStartError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
