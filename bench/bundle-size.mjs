#!/usr/bin/env node
// Initial JS (gzip) of each page of the production build: the entry chunk with its static
// imports, plus the page's own code-split files as the build lists them for preloading
// (dist/.vite/page-preloads.json, from the route table).
//
// Public pages aim at ≤ 120 KB (issue 11 item 5, DESIGN.md §7); a page over the aim is flagged.
// The run fails when a page grows past its ceiling: a page at the aim keeps it as its ceiling, a
// page still over it has today's figure with a little room, so a regression stops CI while the aim
// is open for it (docs/decisions/037-first-load-budget.md).
// Run `npm run build -w @storefront/web` first (npm start and npm test do).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const PUBLIC_AIM_KB = 120;
/** By the first route of each page module; a page not listed has the aim as its ceiling. */
const CEILINGS_KB = {
  '/order/:id': 140.5,
  '/my-account': 139.5,
};
const dist = process.env.WEB_DIST_DIR ?? new URL('../apps/web/dist/', import.meta.url).pathname;
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
const entryKb = entryFiles.reduce((sum, file) => sum + gzipKb(file), 0);

let failed = false;
const measured = new Set();
console.log(`entry and its imports: ${entryKb.toFixed(1)} KB\n`);
console.log('page (first route)   initial JS gzip   ceiling   aim');
for (const route of routes) {
  // Routes of one page module load the same files: one line for each.
  const key = route.scripts.join(' ');
  if (measured.has(key)) continue;
  measured.add(key);
  const files = [...entryFiles, ...route.scripts.map((file) => file.slice(1))];
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const ceiling = CEILINGS_KB[route.path] ?? PUBLIC_AIM_KB;
  const overCeiling = kb > ceiling;
  failed ||= overCeiling;
  const aim = route.personal
    ? ''
    : kb <= PUBLIC_AIM_KB
      ? `≤ ${PUBLIC_AIM_KB}`
      : `> ${PUBLIC_AIM_KB}`;
  console.log(
    `${route.path.padEnd(20)} ${kb.toFixed(1).padStart(8)} KB   ${overCeiling ? '>' : '≤'} ${ceiling} KB   ${aim}${overCeiling ? '   OVER THE CEILING' : ''}`,
  );
}
process.exit(failed ? 1 : 0);
