/**
 * Does an answer's timing tell whether an account exists (issue 10 item 7)? The three calls that
 * take a login — registration, restore access and login — are made ENUM_CALLS times (200 by
 * default) for contacts with an account and as many without, interleaved, each from its own
 * address so the look-up limits (decision 028) stay out of the way, with the production password
 * hashing cost. Prints the median and the 10th/90th percentiles of each path, and exits 1 when the
 * medians of a call differ by more than ENUM_TOLERANCE (25 % by default).
 *
 * Registration and restore access tell in words whether an account exists (SPEC §8's userExists
 * and userNotExists, limited per address and contact: decision 028); login answers alike, so its
 * time must not tell either. Restore's known path also stores and sends the code: reported, and not
 * held to the tolerance, since its answer already says.
 *
 *   npm run bench:enumeration
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:enumeration
 *
 * BENCH_SMOKE=1 (CI's `npm run bench:smoke`): 4 calls per path and a tolerance of 100 %, which
 * still fails when one path skips the password hashing (a gap of many times) but not on the
 * noise of four calls on a shared machine; the expected answers are checked as always.
 */
import { Writable } from 'node:stream';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { users } from '../apps/server/src/db/schema';
import { seedDemoData } from '../apps/server/src/db/seed/seed';
import { createPasswordHasher } from '../apps/server/src/lib/passwords';
import { createTestDatabase, testDatabaseKind } from '../apps/server/src/testing/database';

const smoke = process.env.BENCH_SMOKE === '1';
const calls = Number(process.env.ENUM_CALLS ?? (smoke ? 4 : 200));
const tolerance = Number(process.env.ENUM_TOLERANCE ?? (smoke ? 1 : 0.25));
const warmUps = smoke ? 1 : 5;

const database = await createTestDatabase();
await seedDemoData(database.db);
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    PUBLIC_URL: 'http://shop.test',
  }),
  database,
  logger: { level: 'error', stream: new Writable({ write: (_c, _e, done) => done() }) },
});

const password = 'correct-horse-7';
const passwordHash = await createPasswordHasher({}).hash(password);
const known = (i: number) => `known${i}@example.ru`;
const unknown = (i: number) => `nobody${i}@example.ru`;
await database.db
  .insert(users)
  .values(Array.from({ length: calls }, (_, i) => ({ email: known(i), passwordHash })));

let address = 0;
async function timed(url: string, payload: object): Promise<{ ms: number; status: number }> {
  address++;
  const remoteAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  const started = process.hrtime.bigint();
  const response = await app.inject({ method: 'POST', url, payload, remoteAddress });
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.statusCode };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** The answers each path must give: anything else (a 404 route, a 429 limit) is not measured. */
const probes: {
  name: string;
  url: string;
  body: (login: string) => object;
  expect: { existing: number; missing: number };
  /** false where the answer's words already tell (SPEC §8): measured, reported, not held to it */
  equalised: boolean;
}[] = [
  {
    name: 'sendRegistrationCode',
    url: '/api/myAccount/sendRegistrationCode',
    body: (login) => ({ login, password, repeatPassword: password }),
    expect: { existing: 409, missing: 200 },
    equalised: true,
  },
  {
    name: 'login (wrong password)',
    url: '/api/myAccount/login',
    body: (login) => ({ login, password: 'x' }),
    expect: { existing: 401, missing: 401 },
    equalised: true,
  },
  {
    name: 'sendRestoreAccessCode',
    url: '/api/myAccount/sendRestoreAccessCode',
    body: (login) => ({ login }),
    expect: { existing: 200, missing: 404 },
    equalised: false,
  },
];

let failed = false;
console.log(
  `${calls} calls per path, ${testDatabaseKind}, production hashing cost, tolerance ${(tolerance * 100).toFixed(0)} %`,
);
for (const probe of probes) {
  // A few calls first, so the first path measured does not pay for warming up.
  for (let i = 0; i < warmUps; i++) await timed(probe.url, probe.body(`warm${i}@example.ru`));
  const times = { existing: [] as number[], missing: [] as number[] };
  for (let i = 0; i < calls; i++) {
    const order =
      i % 2 === 0 ? (['existing', 'missing'] as const) : (['missing', 'existing'] as const);
    for (const path of order) {
      const login = path === 'existing' ? known(i) : unknown(i);
      const { ms, status } = await timed(probe.url, probe.body(login));
      if (status !== probe.expect[path]) {
        console.error(`${probe.name} (${path}): HTTP ${status}, expected ${probe.expect[path]}`);
        process.exit(1);
      }
      times[path].push(ms);
    }
  }
  const line = (path: 'existing' | 'missing') => {
    const sorted = times[path].sort((a, b) => a - b);
    return {
      median: quantile(sorted, 0.5),
      text: `p10 ${quantile(sorted, 0.1).toFixed(1)}  median ${quantile(sorted, 0.5).toFixed(1)}  p90 ${quantile(sorted, 0.9).toFixed(1)} ms  (HTTP ${probe.expect[path]})`,
    };
  };
  const existing = line('existing');
  const missing = line('missing');
  const gap =
    Math.abs(existing.median - missing.median) / Math.min(existing.median, missing.median);
  console.log(
    `\n${probe.name}\n  account exists:  ${existing.text}\n  no account:      ${missing.text}`,
  );
  console.log(`  medians differ by ${(gap * 100).toFixed(1)} %`);
  if (!probe.equalised) console.log('  (the answer itself says userNotExists: SPEC §8)');
  else if (gap > tolerance) failed = true;
}

await app.close();
await database.close();
process.exit(failed ? 1 : 0);
