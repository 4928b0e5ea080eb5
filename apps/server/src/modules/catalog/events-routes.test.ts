/**
 * A guest's open menu hears of catalogue changes (GET /api/catalog/events) over real HTTP. Two
 * apps on one database stand for two server processes: a dish taken off the stop list through
 * one reaches a stream opened on the other.
 */
import type { AddressInfo } from 'node:net';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { signedInStaff } from '../../testing/staff';

const now = () => vladivostok('2026-11-21T13:05');
let first: Awaited<ReturnType<typeof createTestApp>>;
let second: Awaited<ReturnType<typeof createTestApp>>;
let base = '';
let token = '';
let dishId = 0;

beforeAll(async () => {
  first = await createTestApp({}, { now });
  second = await createTestApp({}, { now, database: first.database });
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(first.app.server.address() as AddressInfo).port}`;
  token = (await signedInStaff(second, { login: 'events-admin', role: 'admin', venues: [] })).token;
  const [dish] = await first.database.db.select().from(products).orderBy(asc(products.id));
  dishId = dish?.id ?? 0;
});
afterAll(async () => {
  await second.close();
  await first.close();
});

/** The other process's stop list. */
const setAvailable = (available: boolean) =>
  second.app.inject({
    method: 'POST',
    url: `/api/staff/stop-list/product/${dishId}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { available },
  });

/** Opens the stream; `events()` collects the names of the events that came so far. */
async function openStream() {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/catalog/events`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const names: string[] = [];
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined);
      if (!chunk || chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
        if (name) names.push(name);
        buffer = buffer.slice(end + 2);
      }
    }
  })();
  return { response, names, close: () => controller.abort() };
}

async function until(check: () => boolean, ms = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/catalog/events', () => {
  it('opens, then tells of a change another process made', async () => {
    const stream = await openStream();
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    await until(() => stream.names.includes('open'));

    expect((await setAvailable(false)).statusCode).toBe(200);
    await until(() => stream.names.includes('catalog'));
    // …and the menu it then asks for says so.
    const menu = await first.app.inject({ method: 'GET', url: '/api/test/1' });
    const dishes = menu.json().flatMap((c: { products: { id: number }[] }) => c.products);
    expect(dishes.find((d: { id: number }) => d.id === dishId)).toMatchObject({ available: false });

    await setAvailable(true);
    stream.close();
  });
});
