import { type AddressInfo, createServer, type Socket } from 'node:net';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../testing/database';
import type { Database } from './client';
import { channels, notify, openNotifications } from './notifications';

const quiet = () => ({ info: vi.fn(), warn: vi.fn() });

describe('catalogue notifications', () => {
  it('reach every listener once the writing transaction commits, and not on rollback', async () => {
    const database = await createTestDatabase();
    const a = openNotifications(database, quiet());
    const b = openNotifications(database, quiet());
    try {
      const heard: string[] = [];
      await a.listen(channels.catalog, () => heard.push('a'));
      await b.listen(channels.catalog, () => heard.push('b'));
      await database.db
        .transaction(async (tx) => {
          await notify(tx, channels.catalog);
          throw new Error('rolled back');
        })
        .catch(() => {});
      await database.db.transaction((tx) => notify(tx, channels.catalog));
      await vi.waitFor(() => expect(heard.sort()).toEqual(['a', 'b']));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toHaveLength(2);
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });

  it('do not hold start-up on a hung database; one line is logged', async () => {
    // A server that accepts connections and never answers, like a hung database.
    const sockets: Socket[] = [];
    const hung = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as AddressInfo;
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${port}/none`,
      connectionTimeoutMillis: 2500,
    });
    const database = { kind: 'postgres', db: { $client: pool } } as unknown as Database;
    const log = quiet();
    const notifications = openNotifications(database, log);
    const started = Date.now();
    await notifications.listen(channels.catalog, () => {});
    expect(Date.now() - started).toBeLessThan(2400);
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalled(), { timeout: 4000 });
    expect(log.warn).toHaveBeenCalledWith(
      { reason: expect.any(String) },
      'cannot LISTEN for catalogue changes; retrying',
    );
    await notifications.close();
    await pool.end();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hung.close(resolve));
  });
});
