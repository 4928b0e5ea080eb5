#!/usr/bin/env node
// Initial JS (gzip) of each page of the production build: the entry chunk with its static
// imports, plus the page's own code-split files as the build lists them for preloading
// (dist/.vite/page-preloads.json, from the route table). Fails over the budget (DESIGN.md §7).
// Run `npm run build -w @storefront/web` first (npm start and npm test do).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const readJson = (file) => JSON.parse(readFileSync(join(dist, '.vite', file), 'utf8'));
const manifest = readJson('manifest.json');
const { routes } = readJson('page-preloads.json');

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = [...collect(entry)];

let failed = false;
const measured = new Set();
console.log('page (first route)   initial JS gzip   budget');
for (const route of routes) {
  // Routes of one page module load the same files: one line for each.
  const key = route.scripts.join(' ');
  if (measured.has(key)) continue;
  measured.add(key);
  const files = [...entryFiles, ...route.scripts.map((file) => file.slice(1))];
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const ok = kb <= BUDGET_KB;
  failed ||= !ok;
  console.log(
    `${route.path.padEnd(20)} ${kb.toFixed(1).padStart(8)} KB   ${ok ? '≤' : '>'} ${BUDGET_KB} KB${ok ? '' : '  OVER BUDGET'}`,
  );
}
process.exit(failed ? 1 : 0);
