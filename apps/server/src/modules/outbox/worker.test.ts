import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { outboxEvents } from '../../db/schema';
import { createTestDatabase } from '../../testing/database';
import { backoffSeconds, createOutboxWorker, PermanentFailure } from './worker';

type TestHandler = (payload: Record<string, unknown>) => Promise<void>;

let database: Database;
const log = { error: vi.fn(), warn: vi.fn() };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outboxEvents);
  log.error.mockReset();
  log.warn.mockReset();
});

async function enqueue(topic: string, count: number) {
  await database.db
    .insert(outboxEvents)
    .values(Array.from({ length: count }, (_, n) => ({ topic, payload: { n } })));
}

function worker(handlers: Record<string, TestHandler>, pollMs = 60_000) {
  return createOutboxWorker({ db: database.db, handlers, pollMs, log });
}

const rows = () => database.db.select().from(outboxEvents).orderBy(outboxEvents.id);

describe('outbox worker', () => {
  it('marks a handled event processed and never hands it out again', async () => {
    const seen: unknown[] = [];
    const outbox = worker({ ping: async (payload) => void seen.push(payload.n) });
    await enqueue('ping', 3);
    expect(await outbox.runOnce()).toBe(3);
    expect(await outbox.runOnce()).toBe(0);
    expect(seen.sort()).toEqual([0, 1, 2]);
    expect((await rows()).every((row) => row.processedAt !== null)).toBe(true);
  });

  it('retries a failed event later, with a growing backoff', async () => {
    const outbox = worker({
      ping: async () => {
        throw new Error('POS is down');
      },
    });
    await enqueue('ping', 1);
    expect(await outbox.runOnce()).toBe(1);
    const [event] = await rows();
    expect(event).toMatchObject({ attempts: 1, lastError: 'POS is down', processedAt: null });
    expect(event?.failedAt).toBeNull();
    // not due again until the backoff has passed
    expect(await outbox.runOnce()).toBe(0);
    expect(event?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 1000);
    expect(log.warn).toHaveBeenCalledOnce();
    expect([1, 2, 3, 9, 20].map(backoffSeconds)).toEqual([2, 4, 8, 300, 300]);
  });

  it('gives up at once on a permanent failure or an unknown topic', async () => {
    const outbox = worker({
      refused: async () => {
        throw new PermanentFailure('POS refused the ticket');
      },
    });
    await enqueue('refused', 1);
    await enqueue('nobody-handles-this', 1);
    expect(await outbox.runOnce()).toBe(2);
    const [refused, unknown] = await rows();
    expect(refused?.failedAt).not.toBeNull();
    expect(refused?.lastError).toBe('POS refused the ticket');
    expect(unknown?.lastError).toBe('no handler for nobody-handles-this');
    expect(await outbox.runOnce()).toBe(0);
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('handles several events at once, so one slow call does not hold up the rest', async () => {
    let inFlight = 0;
    let most = 0;
    const outbox = worker({
      slow: async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight--;
      },
    });
    await enqueue('slow', 16);
    expect(await outbox.runOnce()).toBe(16);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });

  it('goes on at once while a full batch was waiting, not after the poll interval', async () => {
    const handled = vi.fn(async () => {});
    // A poll interval far longer than the test: no pass may wait for it while work is waiting.
    const outbox = worker({ ping: handled }, 60_000);
    await enqueue('ping', 130);
    outbox.start();
    try {
      await vi.waitFor(() => expect(handled).toHaveBeenCalledTimes(130), { timeout: 10_000 });
    } finally {
      await outbox.stop();
    }
    expect((await rows()).every((row) => row.processedAt !== null)).toBe(true);
  });
});
