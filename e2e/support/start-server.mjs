// The production server for the e2e run, on a fresh database: a temporary PGlite directory, or a
// new database on the PostgreSQL server of TEST_DATABASE_URL (dropped when the run ends).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_URL;
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3199',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // The production build, run as a test site: production refuses the test payment page and the
  // dev outbox (issue 10), and the journeys need both.
  NODE_ENV: 'test',
  // The account journeys read their codes from the dev outbox.
  DEV_OUTBOX: '1',
  // Every journey orders from 127.0.0.1 as a guest who is not logged in.
  ORDERS_PER_CONTACT: '10000',
  ORDERS_PER_ADDRESS: '10000',
  // …and books tables from it, more than ten times in 10 minutes.
  BOOKINGS_PER_ADDRESS: '10000',
  // …and has its checkout priced on every change of the basket, with codes and without.
  PROMO_CHECKS_PER_ADDRESS: '10000',
  BASKET_PRICES_PER_ADDRESS: '10000',
  // …and keeps pages with live streams open in several browser contexts at once.
  STREAMS_PER_ADDRESS: '1000',
  // The payment journeys pay by SBP too.
  PAYMENT_SBP: '1',
  // No PUBLIC_URL, as after `npm start`: payment return addresses come from the request's own
  // origin, which the journeys check by visiting the site under another name (issue 9 item 16).
};

let cleanup = async () => {};

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (serverUrl) {
  const name = `storefront_e2e_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = () => admin(`drop database if exists ${name} with (force)`);
  console.log(`e2e: PostgreSQL database ${name}`);
} else {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  env.PGLITE_DIR = dir;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
  console.log(`e2e: PGlite in ${dir}`);
}

// Photos the menu editor's journey uploads: a directory of the run's own, gone with it.
const mediaDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-media-'));
env.MEDIA_DIR = mediaDir;
const removeDatabase = cleanup;
cleanup = async () => {
  rmSync(mediaDir, { recursive: true, force: true });
  await removeDatabase();
};

const server = spawn(process.execPath, ['apps/server/dist/server.js'], { env, stdio: 'inherit' });
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  await cleanup().catch((error) => console.error('e2e cleanup failed', error));
  process.exit(stopping ? 0 : (code ?? 1));
});
