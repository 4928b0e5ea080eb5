#!/usr/bin/env node
// kill -9 during an order load (DESIGN.md §7): every acknowledged order is still there, none twice.
// Guests keep placing orders while the server is killed mid-load; it is restarted on the same
// PostgreSQL database and every request that got no answer is sent again with its Idempotency-Key,
// as the storefront does. Then: each acknowledged order is stored, each key made exactly one order,
// and the outbox worker takes every order to its kitchen exactly once (events the killed worker had
// claimed wait out their lease, up to two minutes). Run `npm run build` first.
// BENCH_SMOKE=1: 4 guests, killed after 1 s, and the killed worker's leases are ended at the
// restart instead of waited out (two minutes), the one step the smoke form does not wait for.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createBenchDatabase,
  pickupOrderBody,
  setting,
  smoke,
  startServer,
  unboundedKitchens,
  waitForKitchens,
} from './support.mjs';

const guests = setting('BENCH_CONNECTIONS', 16, 4);
const killAfterMs = setting('BENCH_KILL_AFTER_MS', 3000, 1000);

const database = await createBenchDatabase();
let server = await startServer({ DATABASE_URL: database.url }).catch(async (error) => {
  await database.drop();
  throw error;
});

async function post(base, body, key) {
  const response = await fetch(`${base}/api/delivery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body,
  });
  if (response.status !== 201)
    throw new Error(`answer ${response.status}: ${await response.text()}`);
  return (await response.json()).id;
}

try {
  await unboundedKitchens(database);
  const body = await pickupOrderBody(server.base);
  const acknowledged = new Map(); // key -> order id
  const unanswered = [];
  let down = false;

  const guest = async () => {
    while (!down) {
      const key = randomUUID();
      try {
        acknowledged.set(key, await post(server.base, body, key));
      } catch (error) {
        if (!down) throw error;
        unanswered.push(key);
      }
    }
  };
  const load = Promise.all(Array.from({ length: guests }, guest));
  await sleep(killAfterMs);
  down = true;
  await server.stop('SIGKILL');
  await load;
  const before = acknowledged.size;
  console.log(`killed with -9 after ${before} acknowledged orders, ${unanswered.length} in flight`);
  if (before === 0) throw new Error('no order was acknowledged before the kill');

  if (smoke) {
    // No worker is left alive to hold a lease: what it had claimed is due now, as it would be
    // when the lease ran out.
    const expired = await database.query(
      `update outbox_events set next_attempt_at = now()
        where processed_at is null and failed_at is null and next_attempt_at > now()
        returning id`,
    );
    console.log(`  smoke: ${expired.length} events the killed worker held are due at once`);
  }
  server = await startServer({ DATABASE_URL: database.url });
  const retried = new Map();
  for (const key of unanswered) retried.set(key, await post(server.base, body, key));

  const ids = (await database.query('select id from orders')).map((row) => row.id);
  const stored = new Set(ids);
  const lost = [...acknowledged.values()].filter((id) => !stored.has(id));
  if (lost.length > 0) throw new Error(`acknowledged orders lost: ${lost.join(', ')}`);
  // A key whose order committed before the crash must get that order back, not a second one.
  const keys = acknowledged.size + retried.size;
  if (ids.length !== keys)
    throw new Error(`${ids.length} orders stored for ${keys} guests' requests`);
  const [{ doubled }] = await database.query(
    'select count(*)::int as doubled from (select order_id from idempotency_keys group by order_id having count(*) > 1) x',
  );
  if (doubled > 0) throw new Error(`${doubled} orders claimed by more than one key`);
  console.log(
    `  every acknowledged order stored; ${keys} requests made ${ids.length} orders, none twice`,
  );

  const drained = await waitForKitchens(database, 200);
  console.log(
    `  kitchens: each order part's ticket sent to its kitchen once, ${drained.toFixed(1)} s after the restart`,
  );
} finally {
  await server.stop();
  await database.drop();
}
