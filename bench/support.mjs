// Shared by the benches: a throwaway PostgreSQL database, the built server on a database, and a
// valid pickup order. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * BENCH_SMOKE=1: the short form CI runs (`npm run bench:smoke`): the same code path and the same
 * checks with small counts and durations — whether the bench works, not a measurement.
 */
export const smoke = process.env.BENCH_SMOKE === '1';

/** A numeric setting: the variable if set, else the smoke or the full run's default. */
export function setting(name, full, smokeValue = full) {
  const value = Number(process.env[name] ?? (smoke ? smokeValue : full));
  if (!Number.isFinite(value)) throw new Error(`${name} is not a number`);
  return value;
}

/** A port nothing listens on now (BENCH_PORT when set), so benches and e2e runs do not clash. */
export async function freePort() {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on the PostgreSQL server; `drop()` removes it. */
export async function createBenchDatabase() {
  const name = `storefront_bench_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  return {
    url,
    async query(sql, params) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * The production server on a database (`{ DATABASE_URL }` or `{ PGLITE_DIR }`, with any other
 * settings for this bench), answering at `base` once this resolves; on a free port unless given.
 */
export async function startServer(database, port) {
  port ??= await freePort();
  const base = `http://127.0.0.1:${port}`;
  const taken = await fetch(base).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken: is another bench still running?`);
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the server.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/server.js'], {
    env: {
      ...process.env,
      ...database,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Measured as the live site runs, with the built-in test payment page standing in for YooKassa;
      // the benches order as anonymous guests from one address, many times a minute, which the
      // limits on anonymous orders (decision 031) would refuse after the first few.
      ALLOW_SANDBOX_PAYMENTS: '1',
      ORDERS_PER_CONTACT: '100000',
      ORDERS_PER_ADDRESS: '100000',
      OUTBOX_POLL_MS: process.env.BENCH_OUTBOX_POLL_MS ?? '200',
      // Production refuses to start without the key that seals staff's TOTP secrets.
      STAFF_SECRET_KEY: randomBytes(32).toString('base64'),
    },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  // A bench that dies (an uncaught error) takes its server with it: a server left running would
  // hold the port, the database and the output pipe of whatever ran the bench.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  for (let i = 0; ; i++) {
    if (i > 150 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('the server did not start');
    }
    const up = await fetch(`${base}/api/checkConnection`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await sleep(200);
  }
  return {
    base,
    /** SIGTERM (graceful) or SIGKILL (a crash). */
    async stop(signal = 'SIGTERM') {
      process.off('exit', killOnExit);
      child.kill(signal);
      await exited;
    },
  };
}

/** A pickup order paid in cash for tomorrow 12:00 Vladivostok time (always an offered slot). */
export async function pickupOrderBody(base) {
  const menu = await (await fetch(`${base}/api/test/2`)).json();
  // One that is ordered as it is: a dish with sizes or modifiers needs its choice.
  const dish = menu.flatMap((c) => c.products).find((p) => p.available && !p.has_options);
  // Tomorrow by Vladivostok's calendar (UTC+10): its orders go to the kitchen at once, where
  // one for the day after would wait as a pre-order (decision 087).
  const tomorrow = new Date(Date.now() + (10 + 24) * 3600_000).toISOString().slice(0, 10);
  return JSON.stringify({
    emailSubscription: false,
    data: [{ id: dish.id, special: false, count: 2 }],
    metadata: {
      orderServiceType: 'DeliveryByClient',
      payment: 'CASH',
      phone: '+79141234567',
      customer: { name: 'Нагрузка', surname: '', email: null },
      completeBefore: `${tomorrow} 12:00:00.000`,
      comment: '',
      deliveryPoint: null,
      deliveryZone: null,
    },
  });
}

/**
 * The load benches measure the order's path, not a kitchen's capacity: thousands of orders for
 * one slot would fill a real kitchen's quarter hours and be refused, as they should be (decision
 * 087). Their kitchens get room for any number.
 */
export async function unboundedKitchens(database) {
  await database.query('update venues set kitchen_capacity_minutes = 100000000');
}

/**
 * Waits until the outbox worker has handled every event, then checks each order reached its
 * kitchen exactly once: one ticket per order and venue, submitted once, none failed. With
 * POS=local (the benches' setting) the POS takes every ticket and it waits as `sent` until the
 * venue accepts it on the staff board (adapters/pos/local.ts, orders/lifecycle.ts
 * `ticketSubmitted`), which no bench does. Returns the seconds until the outbox was empty.
 */
export async function waitForKitchens(database, timeoutSeconds) {
  const started = Date.now();
  // Settled: nothing pending, and no order came in for a second — the load generator stops
  // without waiting for the requests in flight, whose orders (and events) commit a little later.
  let quietSince = started;
  let lastOrders = -1;
  for (;;) {
    const [{ pending, orders }] = await database.query(`
      select
        (select count(*)::int from outbox_events
          where processed_at is null and failed_at is null) as pending,
        (select count(*)::int from orders) as orders`);
    if (pending > 0 || orders !== lastOrders) quietSince = Date.now();
    else if (Date.now() - quietSince >= 1000) break;
    lastOrders = orders;
    if (Date.now() - started > timeoutSeconds * 1000) {
      throw new Error(`${pending} outbox events still pending after ${timeoutSeconds} s`);
    }
    await sleep(250);
  }
  const [check] = await database.query(`
    with parts as (select distinct order_id, venue_id from order_lines)
    select
      (select count(*)::int from outbox_events where failed_at is not null) as failed,
      (select count(*)::int from parts) as wanted,
      (select count(*)::int from pos_tickets) as tickets,
      (select count(*)::int from pos_tickets t join parts p using (order_id, venue_id)
        where t.status = 'sent') as sent,
      (select count(*)::int from order_events
        where subject = 'ticket' and from_status is null) as submitted,
      (select coalesce(json_object_agg(status, n), '{}') from
        (select status, count(*)::int as n from pos_tickets group by status) s) as statuses`);
  if (check.failed > 0) throw new Error(`${check.failed} outbox events failed`);
  if (check.sent !== check.wanted || check.tickets !== check.wanted) {
    throw new Error(
      `${check.sent} kitchen tickets waiting as 'sent' for ${check.wanted} order parts (tickets by status: ${JSON.stringify(check.statuses)})`,
    );
  }
  if (check.submitted !== check.wanted) {
    throw new Error(`${check.submitted} tickets submitted for ${check.wanted} order parts`);
  }
  // From the end of the load until the last event was handled (the quiet second not counted).
  return (quietSince - started) / 1000;
}
