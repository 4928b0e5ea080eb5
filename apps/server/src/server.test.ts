/**
 * The real process, as `npm start` runs it: data survives a restart, and a second process on the
 * same PGlite directory is refused instead of corrupting it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { products } from './db/schema';

const serverEntry = new URL('./server.ts', import.meta.url).pathname;
const running: ChildProcess[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((child) => stop(child)));
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(dataDir: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH,
      PGLITE_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('storefront on http://')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  return { child, listening, exited, output: () => output };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function price(port: number, id: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/product/${id}`);
  const card = (await response.json()) as {
    product_json: { sizePrices: { price: { currentPrice: number } }[] };
  };
  return card.product_json.sizePrices[0]?.price.currentPrice ?? Number.NaN;
}

describe('the server process on PGlite', () => {
  it('seeds an empty directory once and keeps changed data across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-process-'));
    const port = await freePort();

    const first = start(dataDir, port);
    await first.listening;
    expect(first.output()).toContain('loaded the demo data');
    expect(await price(port, 1)).toBeGreaterThan(0);
    await stop(first.child);

    // Edit the catalogue directly while the server is down.
    const database = await openDatabase({ pgliteDir: dataDir });
    await database.db.update(products).set({ priceKopecks: 123_400 }).where(eq(products.id, 1));
    await database.close();

    const second = start(dataDir, port);
    await second.listening;
    expect(second.output()).not.toContain('loaded the demo data');
    expect(await price(port, 1)).toBe(1234);
  }, 60_000);

  it('refuses a second process on the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-process-'));
    const port = await freePort();
    const first = start(dataDir, port);
    await first.listening;

    const second = start(dataDir, await freePort());
    second.listening.catch(() => {});
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by process \d+/);

    // The first one is unharmed.
    const response = await fetch(`http://127.0.0.1:${port}/api/checkConnection`);
    expect(await response.json()).toEqual({ isServerOk: true });
  }, 60_000);

  it('stops with the name of a badly configured variable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-process-'));
    const bad = start(dataDir, await freePort(), { CATALOG_MAX_AGE: 'forever' });
    bad.listening.catch(() => {});
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('CATALOG_MAX_AGE');
  }, 30_000);
});
