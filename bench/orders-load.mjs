#!/usr/bin/env node
// Load on POST /api/delivery (DESIGN.md §7: ≥ 300 orders/s, p99 < 100 ms on PostgreSQL).
// Starts the built server on a fresh PostgreSQL database (BENCH_DATABASE_URL, default the local
// `test` server) and fires pickup orders (each with its own Idempotency-Key) with autocannon on
// loopback while the outbox worker runs, twice: as fast as the server answers (its throughput),
// then at the target's 300 orders/s (the latency guests get at that load). Checks that every
// acknowledged order is stored and that the worker takes every order to its kitchen exactly once;
// fails on any answer but 201. BENCH_SMOKE=1: 2 s each at 4 connections, then 20 orders/s.
// Run `npm run build` first.
import { randomInt, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import {
  createBenchDatabase,
  pickupOrderBody,
  setting,
  startServer,
  unboundedKitchens,
  waitForKitchens,
} from './support.mjs';

const seconds = setting('BENCH_SECONDS', 10, 2);
const connections = setting('BENCH_CONNECTIONS', 20, 4);
const targetRate = setting('BENCH_RATE', 300, 20);

const database = await createBenchDatabase();
// As behind nginx (docs/deploy.md): the guest's address comes from X-Forwarded-For, and each
// order comes from its own guest's address, as 300 guests a second would.
const server = await startServer({ DATABASE_URL: database.url, TRUST_PROXY: '127.0.0.1' }).catch(
  async (error) => {
    await database.drop();
    throw error;
  },
);

try {
  await unboundedKitchens(database);
  const body = await pickupOrderBody(server.base);
  const headers = () => ({
    'content-type': 'application/json',
    'idempotency-key': randomUUID(),
    'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  });
  const template = JSON.parse(body);
  const ownGuest = () =>
    JSON.stringify({
      ...template,
      metadata: {
        ...template.metadata,
        phone: `+7914${String(randomInt(10_000_000)).padStart(7, '0')}`,
      },
    });
  const load = (overallRate) =>
    autocannon({
      url: `${server.base}/api/delivery`,
      method: 'POST',
      connections,
      duration: seconds,
      body,
      ...(overallRate ? { overallRate } : {}),
      setupClient(client) {
        // Each order from its own guest: orders from one phone or one address queue on the
        // limit's lock (decision 031).
        const next = () => client.setHeadersAndBody(headers(), ownGuest());
        next();
        client.on('response', next);
      },
    });
  let acknowledged = 0;
  for (const [label, rate] of [
    ['as fast as it answers', undefined],
    [`at ${targetRate} orders/s`, targetRate],
  ]) {
    const result = await load(rate);
    acknowledged += result['2xx'];
    console.log(
      `POST /api/delivery on PostgreSQL, ${connections} connections, ${seconds} s, ${label}`,
    );
    console.log(`  orders/s       ${(result['2xx'] / seconds).toFixed(0)}`);
    console.log(`  latency p50    ${result.latency.p50} ms`);
    console.log(`  latency p99    ${result.latency.p99} ms`);
    console.log(
      `  non-2xx        ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
    // Every order is a valid one from its own guest: anything but 201 is a fault, not load.
    if (result['2xx'] === 0 || result.non2xx > 0 || result.errors > 0) {
      const statuses = Object.keys(result.statusCodeStats ?? {}).join(', ');
      throw new Error(`not every order was taken (answers: ${statuses || 'none'})`);
    }
    const drained = await waitForKitchens(database, 120);
    console.log(
      `  kitchens       each order part's ticket sent to its kitchen once, ${drained.toFixed(1)} s after the load`,
    );
  }
  const [{ stored }] = await database.query('select count(*)::int as stored from orders');
  console.log(`orders stored    ${stored} (acknowledged ${acknowledged})`);
  if (stored < acknowledged) throw new Error('an acknowledged order is missing');
} finally {
  await server.stop();
  await database.drop();
}
