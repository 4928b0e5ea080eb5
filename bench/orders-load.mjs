#!/usr/bin/env node
// Load on POST /api/delivery (DESIGN.md §7: ≥ 300 orders/s, p99 < 100 ms on PostgreSQL).
// Starts the built server on a fresh PostgreSQL database (BENCH_DATABASE_URL, default the local
// `test` server), fires pickup orders for a few seconds with autocannon on loopback, then prints
// orders/s and latency percentiles and checks that every acknowledged order is in the database.
// Run `npm run build` first.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = 3299;
const name = `storefront_bench_${randomBytes(4).toString('hex')}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`create database ${name}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    OUTBOX_POLL_MS: process.env.BENCH_OUTBOX_POLL_MS ?? '200',
  },
  stdio: 'inherit',
});

try {
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 100) throw new Error('the server did not start');
    if (
      await fetch(`${base}/api/checkConnection`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(200);
  }
  const menu = await (await fetch(`${base}/api/test/2`)).json();
  const dish = menu.flatMap((c) => c.products).find((p) => p.available);
  // Tomorrow 12:00 in Vladivostok (UTC+10): always an offered slot.
  const tomorrow = new Date(Date.now() + 34 * 3600_000).toISOString().slice(0, 10);
  const completeBefore = `${tomorrow} 12:00:00.000`;
  const body = JSON.stringify({
    emailSubscription: false,
    data: [{ id: dish.id, special: false, count: 2 }],
    metadata: {
      orderServiceType: 'DeliveryByClient',
      payment: 'CASH',
      phone: '+79141234567',
      customer: { name: 'Нагрузка', surname: '', email: null },
      completeBefore,
      comment: '',
      deliveryPoint: null,
      deliveryZone: null,
    },
  });

  const result = await autocannon({
    url: `${base}/api/delivery`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body,
    setupClient(client) {
      client.setHeaders({ 'content-type': 'application/json', 'idempotency-key': randomUUID() });
      client.on('response', () =>
        client.setHeaders({ 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
      );
    },
  });
  const created = result['2xx'];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query('select count(*)::int as n from orders')
    .finally(() => client.end());
  const ordersPerSecond = created / seconds;
  console.log(`POST /api/delivery on PostgreSQL, ${connections} connections, ${seconds} s`);
  console.log(`  orders/s       ${ordersPerSecond.toFixed(0)}`);
  console.log(`  latency p50    ${result.latency.p50} ms`);
  console.log(`  latency p99    ${result.latency.p99} ms`);
  console.log(
    `  non-2xx        ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(`  orders stored  ${rows[0].n} (acknowledged ${created})`);
  if (rows[0].n < created) throw new Error('an acknowledged order is missing');
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  await admin(`drop database if exists ${name} with (force)`);
}
