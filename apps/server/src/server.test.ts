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
    // The demo back office: its sign-ins are printed, and they work.
    expect(first.output()).toContain('demo sign-ins: admin / demo-admin-2026');
    const demoAdmin = await fetch(`http://127.0.0.1:${port}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'demo-admin-2026' }),
    });
    expect(demoAdmin.status).toBe(200);
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

describe('the server process in production mode', () => {
  it('refuses to start with the test payment page or the dev mailbox', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-process-'));
    const sandbox = start(dataDir, await freePort(), { NODE_ENV: 'production' });
    sandbox.listening.catch(() => {});
    expect(await sandbox.exited).toBe(1);
    expect(sandbox.output()).toContain(
      'PAYMENT_PROVIDER: the test payment page (sandbox) is refused',
    );
    expect(sandbox.output()).not.toMatch(/\n\s+at /); // one clear message, no stack

    const outbox = start(dataDir, await freePort(), {
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: '1',
      DEV_OUTBOX: '1',
    });
    outbox.listening.catch(() => {});
    expect(await outbox.exited).toBe(1);
    expect(outbox.output()).toContain('DEV_OUTBOX');
    expect(outbox.output()).toContain('STAFF_SECRET_KEY: required when NODE_ENV=production');
    expect(outbox.output()).toContain('PUBLIC_URL: required when NODE_ENV=production');
  }, 30_000);

  it('starts a test site on production settings, saying what guests will not receive', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-process-'));
    const port = await freePort();
    const staging = start(dataDir, port, {
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: '1',
      STAFF_SECRET_KEY: Buffer.alloc(32, 3).toString('base64'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    await staging.listening;
    // No demo staff on a production site: its first admin comes from `npm run staff -- add`.
    expect(staging.output()).not.toContain('demo sign-ins');
    const demoAdmin = await fetch(`http://127.0.0.1:${port}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'demo-admin-2026' }),
    });
    expect(demoAdmin.status).toBe(401);
    for (const variable of ['ALLOW_SANDBOX_PAYMENTS=1', 'EMAIL_TRANSPORT=log', 'SMS=log'])
      expect(staging.output()).toContain(variable);
    expect((await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status).toBe(404);
  }, 60_000);
});

describe('the server process without its PostgreSQL', () => {
  it('stops with one line naming DATABASE_URL when the database is unreachable', async () => {
    const closedPort = await freePort();
    const down = start('/nonexistent', await freePort(), {
      DATABASE_URL: `postgres://shop:secret-password@127.0.0.1:${closedPort}/shop`,
    });
    down.listening.catch(() => {});
    expect(await down.exited).toBe(1);
    expect(down.output()).toContain(
      `Cannot use the database at DATABASE_URL (127.0.0.1:${closedPort}/shop): connect ECONNREFUSED`,
    );
    expect(down.output()).not.toContain('secret-password');
    expect(down.output()).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('does not hang silently on a database that never answers', async () => {
    const silent = createServer(() => {}); // accepts connections, says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const silentPort = typeof address === 'object' && address ? address.port : 0;
    try {
      const started = Date.now();
      const hung = start('/nonexistent', await freePort(), {
        DATABASE_URL: `postgres://shop@127.0.0.1:${silentPort}/shop`,
      });
      hung.listening.catch(() => {});
      expect(await hung.exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(hung.output()).toMatch(
        /Cannot use the database at DATABASE_URL \(127\.0\.0\.1:\d+\/shop\): .*timeout/i,
      );
    } finally {
      silent.close();
    }
  }, 30_000);
});
