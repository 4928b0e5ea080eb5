#!/usr/bin/env node
// One writer per table group (issue 29 item 6): every `.insert(t)`, `.update(t)` and `.delete(t)`
// on a table of db/schema.ts in the server's code must sit in the folder that owns the table. A
// write anywhere else fails `npm run lint`; the cure is to call the owner (the catalogue's
// menu-store, the order's lifecycle, the outbox's enqueue, …), not to add a folder here. Tests,
// seeds and the demo set-up may write what they like.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'apps/server/src');

/** The folder (under apps/server/src) whose code alone writes each table. */
const owners = {
  'modules/catalog/menu-store': [
    'categories',
    'products',
    'productSizes',
    'modifierGroups',
    'modifierOptions',
    'specials',
    'specialProducts',
  ],
  'modules/menu-sync': ['menuSyncs'],
  'modules/delivery-rules': ['deliveryZones'],
  'modules/orders': [
    'orders',
    'orderLines',
    'posTickets',
    'orderEvents',
    'paymentOperations',
    'idempotencyKeys',
    'venueActionLinks',
  ],
  'modules/outbox': ['outboxEvents'],
  'modules/accounts': ['users', 'sessions', 'verificationCodes', 'deliverySettings'],
  'modules/bookings': ['bookings', 'placeCapacities'],
  'modules/hours': ['openingHours', 'placeHoursVersions', 'datedHours'],
  'modules/kitchen': ['kitchenParts', 'kitchenLoad', 'kitchenWindows'],
  'modules/staff': ['staffMembers', 'staffVenues', 'staffSessions'],
  'modules/audit': ['auditLog'],
  'modules/promotions': ['offers', 'offerUses', 'pointsEntries', 'loyaltyRules'],
  'modules/seo': ['contentVersions'],
  'adapters/payments': ['sandboxPayments', 'sandboxRefunds'],
  lib: ['lookupCounters'],
};
/**
 * A venue's row is shared: its delivery terms are the delivery rules', its kitchen's liveness the
 * POS's, its kitchen's capacity and pre-order settings the kitchen's.
 */
const sharedTables = { venues: ['modules/delivery-rules', 'modules/pos', 'modules/kitchen'] };

/**
 * Writes allowed outside the owner, each with its reason. A new order is written in one SQL
 * statement, its first outbox events (the tickets, the letters) included, so that a placed order
 * and its work are one atomic, fast write (insert-order.ts, decision 036).
 */
const exceptions = { 'modules/orders/insert-order.ts': ['outboxEvents'] };

const ownersOf = new Map(Object.entries(sharedTables));
for (const [folder, tables] of Object.entries(owners)) {
  for (const table of tables) ownersOf.set(table, [folder]);
}

const skipped = (path) => /\.test\.tsx?$/.test(path) || /^(demo|db\/seed|testing)\//.test(path);

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

/** Drizzle's writes by the table's name in db/schema.ts, and raw SQL's by the table's own. */
const write = /\.(insert|update|delete)\(\s*([A-Za-z]+)\s*\)/g;
const sqlWrite = /\b(insert\s+into|update|delete\s+from)\s+([a-z_]+)\b/gi;
const schema = readFileSync(join(src, 'db/schema.ts'), 'utf8');
const tableOfSqlName = new Map(
  [...schema.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map(([, table, name]) => [
    name,
    table,
  ]),
);
const problems = [];
for (const path of sources(src)) {
  const local = relative(src, path);
  if (skipped(local)) continue;
  const lines = readFileSync(path, 'utf8').split('\n');
  lines.forEach((line, index) => {
    const writes = [
      ...[...line.matchAll(write)].map(([, verb, table]) => [verb, table]),
      ...[...line.matchAll(sqlWrite)].map(([, verb, name]) => [verb, tableOfSqlName.get(name)]),
    ];
    for (const [verb, table] of writes) {
      const folders = ownersOf.get(table);
      if (!folders) continue; // not a table (a variable, a map's .delete(key), a word in a comment)
      if (folders.some((folder) => local.startsWith(`${folder}/`))) continue;
      if (exceptions[local]?.includes(table)) continue;
      problems.push(
        `apps/server/src/${local}:${index + 1}: ${verb}(${table}) — ${table} is written only by ${folders.join(' or ')}`,
      );
    }
  });
}

if (problems.length > 0) {
  console.error(
    `Tables written outside their owner (tools/table-writers.mjs):\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log(`table writers: ${ownersOf.size} tables, each written by its owner only`);
