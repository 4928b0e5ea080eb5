/**
 * Nobody holds the server open (issue 31 item 7): one address keeps at most STREAMS_PER_ADDRESS
 * live streams open in a process, whichever pages they are of, and one staff session at most
 * STREAMS_PER_SESSION; one more is a 429 with Retry-After before anything is streamed, and a
 * stream closed gives its place back.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app';
import { signedInStaff, streamTicket } from '../testing/staff';
import { STREAMS_PER_SESSION } from './live-streams';

let t: Awaited<ReturnType<typeof createTestApp>>;
let base = '';
const held: AbortController[] = [];

beforeAll(async () => {
  t = await createTestApp({ STREAMS_PER_ADDRESS: '3' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const controller of held) controller.abort();
  await t.close();
});

/** Opens a stream and keeps it open; the answer's status, headers and (for a refusal) body. */
async function open(path: string) {
  const controller = new AbortController();
  held.push(controller);
  const response = await fetch(`${base}${path}`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const body = response.status === 200 ? null : await response.json();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    controller,
  };
}

describe('live streams per address and per session', () => {
  it('refuses the one over STREAMS_PER_ADDRESS, counting every kind of page', async () => {
    const menus = [await open('/api/catalog/events'), await open('/api/catalog/events')];
    const staff = await signedInStaff(t, { login: 'streams-admin', role: 'admin', venues: [] });
    const board = await open(
      `/api/staff/orders/events?ticket=${await streamTicket(t.app, staff.token)}`,
    );
    expect([...menus, board].map((stream) => stream.status)).toEqual([200, 200, 200]);

    const refused = await open('/api/catalog/events');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('10');
    expect(refused.body).toMatchObject({ errType: 'tooManyRequests' });

    // A page closed gives its place back (the server hears the socket close).
    menus[0]?.controller.abort();
    let again = await open('/api/catalog/events');
    for (let tries = 0; again.status !== 200 && tries < 20; tries++) {
      await new Promise((done) => setTimeout(done, 100));
      again = await open('/api/catalog/events');
    }
    expect(again.status).toBe(200);
  });

  it('refuses the one over STREAMS_PER_SESSION of one staff session', async () => {
    for (const controller of held.splice(0)) controller.abort();
    const spacious = await createTestApp({ STREAMS_PER_ADDRESS: '100' }, { database: t.database });
    try {
      await spacious.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (spacious.app.server.address() as AddressInfo).port;
      const staff = await signedInStaff(spacious, {
        login: 'one-session',
        role: 'admin',
        venues: [],
      });
      const statuses: number[] = [];
      for (let n = 0; n <= STREAMS_PER_SESSION; n++) {
        const controller = new AbortController();
        held.push(controller);
        const response = await fetch(
          `http://127.0.0.1:${port}/api/staff/orders/events?ticket=${await streamTicket(spacious.app, staff.token)}`,
          { headers: { accept: 'text/event-stream' }, signal: controller.signal },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array(STREAMS_PER_SESSION).fill(200), 429]);
      // Another member's session is not held back by this one.
      const other = await signedInStaff(spacious, {
        login: 'other-session',
        role: 'admin',
        venues: [],
      });
      const controller = new AbortController();
      held.push(controller);
      const response = await fetch(
        `http://127.0.0.1:${port}/api/staff/orders/events?ticket=${await streamTicket(spacious.app, other.token)}`,
        { headers: { accept: 'text/event-stream' }, signal: controller.signal },
      );
      expect(response.status).toBe(200);
    } finally {
      for (const controller of held.splice(0)) controller.abort();
      await spacious.close();
    }
  });
});
