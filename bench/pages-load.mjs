#!/usr/bin/env node
// Server-rendered pages against the catalogue call they are made from (issue 11 item 2): a
// rendered `/Gastropub` must answer at ≥ 50 % of the rate of `GET /api/test/1`, side by side in
// one run. Starts the built server on a fresh PostgreSQL database (BENCH_DATABASE_URL, default
// the local `test` server) and loads each URL with autocannon on loopback, in turns
// (BENCH_ROUNDS, 3 by default), so a slow moment of the machine falls on both. Exits 1 below
// the target, when the page is not server-rendered or when any answer is not a 2xx.
// BENCH_SMOKE=1: one round of 1 s each at 2 connections; the ratio is printed, not judged (one
// second on a shared machine measures nothing), the other checks hold. Run `npm run build` first.
import autocannon from 'autocannon';
import { createBenchDatabase, setting, smoke, startServer } from './support.mjs';

const seconds = setting('BENCH_SECONDS', 5, 1);
const connections = setting('BENCH_CONNECTIONS', 10, 2);
const rounds = setting('BENCH_ROUNDS', 3, 1);
const targets = { page: '/Gastropub', api: '/api/test/1' };

const database = await createBenchDatabase();
const server = await startServer({ DATABASE_URL: database.url }).catch(async (error) => {
  await database.drop();
  throw error;
});

let failed = false;
try {
  const page = await fetch(server.base + targets.page);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('storefront-state')) {
    throw new Error(`${targets.page} is not server-rendered (HTTP ${page.status})`);
  }
  const load = (path) =>
    autocannon({
      url: server.base + path,
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'gzip, br' },
    });
  const rates = { page: [], api: [] };
  for (let round = 0; round < rounds; round++) {
    for (const which of round % 2 === 0 ? ['api', 'page'] : ['page', 'api']) {
      const result = await load(targets[which]);
      if (result['2xx'] === 0 || result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${targets[which]}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      }
      rates[which].push(result.requests.average);
      console.log(
        `${targets[which].padEnd(12)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p99 ${result.latency.p99} ms`,
      );
    }
  }
  const total = (list) => list.reduce((sum, rate) => sum + rate, 0);
  const ratio = total(rates.page) / total(rates.api);
  console.log(
    `\n${targets.page} answers at ${(ratio * 100).toFixed(0)} % of ${targets.api}'s rate (target ≥ 50 %${smoke ? ', not judged in the smoke run' : ''})`,
  );
  failed = !smoke && ratio < 0.5;
} finally {
  await server.stop();
  await database.drop();
}
process.exit(failed ? 1 : 0);
