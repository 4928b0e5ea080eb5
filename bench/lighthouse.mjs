#!/usr/bin/env node
// Lighthouse mobile performance (DESIGN.md §7, issue 11 item 6: ≥ 95 on /, /menu, /Gastropub, a
// dish card, /basket, /about and /contacts), served by the production server on a fresh embedded
// database, audited in Debian's Chromium with Lighthouse's default mobile emulation and simulated
// throttling. Each page is audited BENCH_RUNS times (default 5); the median score is judged and
// the range of the score, LCP and TBT over the runs reported. Run `npm run build` first, on a
// quiet machine.
//   node bench/lighthouse.mjs [path ...]     e.g. node bench/lighthouse.mjs / /menu
// BENCH_SMOKE=1: one run of `/` (or the paths given), with no score judged: it fails only when
// Lighthouse gives no report (no score, FCP, LCP or TBT) after its retries.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { setting, smoke, startServer } from './support.mjs';

const TARGET = 95;
const runs = setting('BENCH_RUNS', 5, 1);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// chrome-launcher reports a missing browser as an unhandled 'error' event, past any finally.
if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (CHROMIUM_PATH)`);
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-lighthouse-'));

const server = await startServer({ PGLITE_DIR: dataDir }).catch((error) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});

let chrome;
try {
  const menu = await (await fetch(`${server.base}/api/test/1`)).json();
  const productId = menu[0].products[0].id;
  const paths =
    process.argv.length > 2
      ? process.argv.slice(2)
      : smoke
        ? ['/']
        : ['/', '/menu', '/Gastropub', `/menu/${productId}`, '/basket', '/about', '/contacts'];

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });

  const results = [];
  for (const path of paths) {
    const scores = [];
    const lcp = [];
    const tbt = [];
    const fcp = [];
    for (let run = 0, failures = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${server.base}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      // A run Lighthouse itself could not finish has no score: say why and run it again.
      const measured = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
      ];
      if (
        lhr.runtimeError ||
        lhr.categories.performance.score === null ||
        measured.some((audit) => typeof lhr.audits[audit]?.numericValue !== 'number')
      ) {
        console.log(
          `${path}: Lighthouse failed (${lhr.runtimeError?.message ?? 'no score or timings'})`,
        );
        if (++failures > 3) throw new Error(`Lighthouse keeps failing on ${path}`);
        run--;
        continue;
      }
      scores.push(Math.round(lhr.categories.performance.score * 100));
      fcp.push(lhr.audits['first-contentful-paint'].numericValue);
      lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
      tbt.push(lhr.audits['total-blocking-time'].numericValue);
    }
    scores.sort((a, b) => a - b);
    const median = scores[Math.floor(scores.length / 2)];
    const seconds = (list) =>
      `${(Math.min(...list) / 1000).toFixed(1)}–${(Math.max(...list) / 1000).toFixed(1)} s`;
    const ms = (list) => `${Math.round(Math.min(...list))}–${Math.round(Math.max(...list))} ms`;
    results.push({ path, median, scores });
    console.log(
      `${path.padEnd(12)} performance ${median} (runs ${scores.join(', ')})  FCP ${seconds(fcp)}  LCP ${seconds(lcp)}  TBT ${ms(tbt)}`,
    );
  }
  const below = results.filter((r) => r.median < TARGET);
  if (smoke) {
    console.log(`smoke run: ${results.length} page(s) audited, the target of ${TARGET} not judged`);
  } else if (below.length > 0) {
    console.log(`below the target of ${TARGET}: ${below.map((r) => r.path).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await chrome?.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
