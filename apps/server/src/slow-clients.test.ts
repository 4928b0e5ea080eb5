/**
 * Slow and idle sockets cannot hold the server (issue 10 item 12), over real HTTP with the time
 * limits shortened: headers in 0.5 s, a whole request in 1.5 s, idle keep-alive 1 s.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from './app';
import { createTestApp } from './testing/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;

beforeAll(async () => {
  t = await createTestApp(
    {},
    { timeouts: { headersMs: 500, requestMs: 1500, keepAliveMs: 1000, checkEveryMs: 100 } },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

interface Held {
  socket: Socket;
  /** when the server closed it, ms after opening; what it answered */
  closed: Promise<{ afterMs: number; answer: string }>;
}

function open(firstBytes: string): Promise<Held> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(firstBytes);
      resolve({ socket, closed });
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', () => {});
    const closed = new Promise<{ afterMs: number; answer: string }>((done) =>
      socket.on('close', () => done({ afterMs: Date.now() - started, answer })),
    );
    socket.once('error', reject);
  });
}

const slowBody =
  'POST /api/delivery HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":';

describe('socket time limits', () => {
  it('are the documented ones in production', () => {
    expect(SERVER_TIMEOUTS).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      keepAliveMs: 72_000,
      checkEveryMs: 1_000,
    });
  });

  it('cut off a client that never finishes its headers', async () => {
    const held = await open('GET /api/checkConnection HTTP/1.1\r\nHost: shop.test\r\n');
    const { afterMs, answer } = await held.closed;
    expect(afterMs).toBeLessThan(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cut off a client that trickles its body', async () => {
    const held = await open(slowBody);
    const trickle = setInterval(() => held.socket.write(' '), 200);
    const { afterMs, answer } = await held.closed;
    clearInterval(trickle);
    expect(afterMs).toBeGreaterThanOrEqual(1400);
    expect(afterMs).toBeLessThan(4000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('close a kept-alive connection that stays silent', async () => {
    const held = await open('GET /api/checkConnection HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    const { afterMs, answer } = await held.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(4000);
  });

  it('keep serving other guests while 1 100 slow bodies arrive, then let them go', async () => {
    const slow: Held[] = [];
    for (let i = 0; i < 1100; i++) slow.push(await open(slowBody));
    const started = Date.now();
    const menu = await fetch(`http://127.0.0.1:${port}/api/checkConnection`);
    expect(menu.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    const closed = await Promise.all(slow.map((held) => held.closed));
    expect(closed.every(({ afterMs }) => afterMs < 6000)).toBe(true);
  }, 30_000);
});
