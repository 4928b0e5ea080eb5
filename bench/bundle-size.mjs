#!/usr/bin/env node
// Initial JS (gzip) of each route of the production build: the entry chunk, its static imports,
// and the route's lazily loaded page module with its static imports. Fails over the budget
// (DESIGN.md §7). Run `npm run build -w @storefront/web` first (npm start and npm test do).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const routes = {
  '/': 'src/features/content/content-pages.tsx',
  '/menu': 'src/features/menu/menu-routes.tsx',
  '/menu/{id}': 'src/features/menu/menu-routes.tsx',
  '/basket': 'src/features/checkout/basket-page.tsx',
  '/order/{id}': 'src/features/checkout/order-page.tsx',
  '/contacts': 'src/features/booking/contacts-page.tsx',
  '/my-account': 'src/features/account/account-page.tsx',
};

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

let failed = false;
console.log('route        initial JS gzip   budget');
for (const [route, page] of Object.entries(routes)) {
  const files = collect(page, collect('index.html'));
  const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  const ok = kb <= BUDGET_KB;
  failed ||= !ok;
  console.log(
    `${route.padEnd(12)} ${kb.toFixed(1).padStart(8)} KB   ${ok ? '≤' : '>'} ${BUDGET_KB} KB${ok ? '' : '  OVER BUDGET'}`,
  );
}
process.exit(failed ? 1 : 0);
