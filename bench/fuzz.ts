/**
 * The long fuzz round (issue 10 "Done means"; decision 030): every route, FUZZ_PER_ROUTE malformed
 * requests (300 by default), in development and in production mode, on PGlite or — with
 * TEST_DATABASE_URL — on a fresh PostgreSQL database. Exits 1 on any 5xx, hang or error answer
 * without an errType, printing the requests that caused them.
 *
 *   npm run bench:fuzz
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test FUZZ_SEED=7 npm run bench:fuzz
 *
 * BENCH_SMOKE=1 (CI's `npm run bench:smoke`): 20 requests per route with seed 1, a few seconds.
 */
import { Writable } from 'node:stream';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { seedDemoData } from '../apps/server/src/db/seed/seed';
import { createTestDatabase, testDatabaseKind } from '../apps/server/src/testing/database';
import {
  FUZZ_NOW,
  fuzzBearerWithStaff,
  fuzzEnv,
  fuzzRoutes,
  routeCollector,
} from '../apps/server/src/testing/fuzz';
import { fuzzAccessToken, fuzzStaffToken } from '../apps/server/src/testing/fuzz-session';

const smoke = process.env.BENCH_SMOKE === '1';
const perRoute = Number(process.env.FUZZ_PER_ROUTE ?? (smoke ? 20 : 300));
// The smoke run's seed is fixed, so CI fails the same way every time; the long round explores.
const seed = Number(process.env.FUZZ_SEED ?? (smoke ? 1 : Date.now() % 1_000_000));
const only = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : null;
let failed = false;

for (const NODE_ENV of ['development', 'production'] as const) {
  const { routes, onRoute } = routeCollector();
  // Warnings are counted: "the database refused a value" means the error handler's safety net
  // caught what a field rule in the contract should have refused (decision 030).
  const safetyNet: string[] = [];
  const database = await createTestDatabase();
  await seedDemoData(database.db);
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV,
      WEB_DIST_DIR: '/nonexistent',
      PUBLIC_URL: 'http://shop.test',
      // Production mode refuses to start without the key that seals the staff's TOTP secrets.
      STAFF_SECRET_KEY: Buffer.alloc(32, 1).toString('base64'),
      ...fuzzEnv,
    }),
    database,
    now: () => FUZZ_NOW,
    passwordHashCost: 10,
    onRoute,
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk, _encoding, done) {
          const line = JSON.parse(String(chunk));
          if (line.msg === 'the database refused a value from the request') {
            safetyNet.push(`${line.sqlState} ${line.err?.message}`);
          }
          done();
        },
      }),
    },
  });
  const t = { app, database, close: () => app.close().then(() => database.close()) };
  try {
    const accessToken = await fuzzAccessToken(t.database.db);
    const staffToken = await fuzzStaffToken(t.database.db, FUZZ_NOW);
    const started = performance.now();
    const report = await fuzzRoutes(t.app, routes, {
      seed,
      perRoute,
      accessToken,
      bearerFor: fuzzBearerWithStaff(staffToken),
      filter: only ? (name) => only.test(name) : undefined,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const counts = { '5xx': 0, hang: 0, noErrType: 0 };
    for (const finding of report.findings) counts[finding.kind]++;
    console.log(
      `${testDatabaseKind} ${NODE_ENV} seed ${seed}: ${report.requests} requests over ${report.routes} routes in ${seconds} s;`,
      `answers ${JSON.stringify(report.statuses)}; 5xx ${counts['5xx']}, hangs ${counts.hang}, no errType ${counts.noErrType};`,
      `caught by the SQLSTATE 22 safety net ${safetyNet.length}`,
    );
    for (const caught of new Set(safetyNet)) console.log(`  safety net: ${caught.slice(0, 300)}`);
    if (process.env.FUZZ_VERBOSE) {
      for (const [route, answers] of Object.entries(report.answers)) {
        console.log(`  ${route}: ${JSON.stringify(answers)}`);
      }
    }
    const seen = new Set<string>();
    for (const finding of report.findings) {
      const key = `${finding.kind} ${finding.route} ${finding.answer}`;
      if (seen.has(key)) continue;
      seen.add(key);
      console.log(JSON.stringify(finding));
    }
    if (report.findings.length > 0) failed = true;
    // A round that reached no route, or (over every route) no service past the schemas, checked
    // nothing.
    if (report.requests === 0 || (!only && !report.statuses['2xx'])) {
      console.log('no request was answered with a 2xx: the round did not reach the services');
      failed = true;
    }
  } finally {
    await t.close();
  }
}
process.exit(failed ? 1 : 0);
