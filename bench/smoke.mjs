#!/usr/bin/env node
// Every bench in its smoke form (BENCH_SMOKE=1), one after another, as CI runs them: the same
// code paths and checks with small counts and durations, so a bench that no longer works (a check
// gone stale, a setting the server now needs) fails the build. Not a measurement: the figures of
// the Performance section come from the full runs. Needs the build (`npm run bench:smoke` makes
// it) and, for pages, orders and crash, PostgreSQL (BENCH_DATABASE_URL, default the local `test`
// server). Exits 1 when any bench fails or runs past its time limit.
//   node bench/smoke.mjs [name ...]     e.g. node bench/smoke.mjs orders crash
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
/** name, command, and the seconds after which it counts as hung (a few times its usual time) */
const benches = [
  ['bundle', [process.execPath, 'bench/bundle-size.mjs'], 30],
  ['pages', [process.execPath, 'bench/pages-load.mjs'], 90],
  ['orders', [process.execPath, 'bench/orders-load.mjs'], 120],
  ['crash', [process.execPath, 'bench/orders-crash.mjs'], 120],
  ['lighthouse', [process.execPath, 'bench/lighthouse.mjs'], 240],
  ['fuzz', [tsx, 'bench/fuzz.ts'], 120],
  ['enumeration', [tsx, 'bench/enumeration-timing.ts'], 120],
  ['kitchen', [tsx, 'bench/kitchen.ts'], 30],
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benches.some(([known]) => known === name));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')} (${benches.map(([n]) => n).join(', ')})`);
  process.exit(2);
}

function run([command, ...args], limitSeconds) {
  return new Promise((resolve) => {
    // Its own process group, so a bench that hangs is stopped with the servers it started.
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, BENCH_SMOKE: '1' },
      stdio: 'inherit',
      detached: true,
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid, 'SIGKILL');
    }, limitSeconds * 1000);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve(`could not start: ${error.message}`);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) resolve(`stopped after ${limitSeconds} s`);
      else if (code === 0) resolve(null);
      else resolve(signal ? `killed by ${signal}` : `exit code ${code}`);
    });
  });
}

const results = [];
const started = performance.now();
for (const [name, command, limitSeconds] of benches) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n== bench:${name} (smoke)`);
  const benchStarted = performance.now();
  const failure = await run(command, limitSeconds);
  const seconds = (performance.now() - benchStarted) / 1000;
  results.push({ name, failure, seconds });
  console.log(
    `== bench:${name}: ${failure ? `FAILED (${failure})` : 'ok'}, ${seconds.toFixed(1)} s`,
  );
}

const total = (performance.now() - started) / 1000;
console.log('\nbench smoke runs');
for (const { name, failure, seconds } of results) {
  console.log(
    `  ${name.padEnd(12)} ${failure ? 'FAILED' : 'ok    '} ${seconds.toFixed(1).padStart(6)} s`,
  );
}
console.log(`  ${'all'.padEnd(12)} ${' '.repeat(6)} ${total.toFixed(1).padStart(6)} s`);
const failed = results.filter((result) => result.failure);
if (failed.length > 0) {
  console.log(`failed: ${failed.map((result) => `${result.name} (${result.failure})`).join(', ')}`);
  process.exit(1);
}
