/**
 * Messages between the server processes on one database, over PostgreSQL's LISTEN/NOTIFY
 * (decision 031): a catalogue change made through any process (or by hand, `NOTIFY
 * storefront_catalog_changed`) clears every process's cached catalogue within milliseconds
 * instead of the cache's few seconds.
 *
 * On PostgreSQL each process keeps one dedicated connection for LISTEN (a pooled connection
 * would be handed to queries and its LISTEN lost), reconnecting with a backoff when it drops;
 * after a reconnect every handler runs once, since a message may have been missed meanwhile.
 * PGlite is one process with one connection, and its `listen` hears its own NOTIFYs.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from './client';

/** The channels. A catalogue message carries no payload, only "look again". */
export const channels = {
  /** dishes, prices, the stop list, specials, delivery zones */
  catalog: 'storefront_catalog_changed',
  /** an order's status moved: the payload is the order's id */
  order: 'storefront_order_changed',
  /** a table booking was made or answered: the payload is the booking's id */
  booking: 'storefront_booking_changed',
} as const;
export type Channel = (typeof channels)[keyof typeof channels];

export interface NotificationsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Notifications {
  /**
   * Runs `handler` whenever any process (this one too) notifies the channel, with the message's
   * payload; after the LISTEN connection was lost, with '' (anything may have changed).
   */
  listen(channel: Channel, handler: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * Tells every process. Inside a transaction PostgreSQL delivers the message at commit (and not
 * at all on rollback), so listeners never reload before the change is visible to them.
 */
export async function notify(
  executor: Pick<Db, 'execute'>,
  channel: Channel,
  payload = '',
): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** How the LISTEN connection shows in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'storefront-listen';
const RECONNECT_MIN_MS = 100;
const FIRST_CONNECT_WAIT_MS = 2000;
const RECONNECT_MAX_MS = 5000;

export function openNotifications(database: Database, log: NotificationsLog): Notifications {
  // drizzle keeps the driver's client: a pg.Pool on PostgreSQL, the PGlite instance otherwise.
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.kind === 'postgres'
    ? postgresNotifications(client as pg.Pool, log)
    : pgliteNotifications(client as PGlite);
}

function pgliteNotifications(client: PGlite): Notifications {
  const stops: (() => Promise<void>)[] = [];
  return {
    async listen(channel, handler) {
      stops.push(await client.listen(channel, (payload) => handler(payload ?? '')));
    },
    async close() {
      // The database may be closed already (tests close it after the app): nothing to stop then.
      await Promise.all(stops.splice(0).map((stop) => stop().catch(() => {})));
    },
  };
}

function postgresNotifications(pool: pg.Pool, log: NotificationsLog): Notifications {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let connection: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;

  const runAll = () => {
    for (const set of handlers.values()) for (const handler of set) handler('');
  };

  function lost(client: pg.Client, error?: Error) {
    if (connection !== client) return;
    connection = null;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (closed) return;
    log.warn({ reason: error?.message }, 'the LISTEN connection dropped; reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          log.info({}, 'the LISTEN connection is back');
          // Whatever changed while we were away is unknown: look again.
          runAll();
        },
        () => {},
      );
    }, delay);
    retryTimer.unref();
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      // The pool's own settings (address, credentials, timeouts), on a connection of our own.
      const client = new pg.Client({
        ...pool.options,
        keepAlive: true,
        // a hung server must not hold the connection attempt (and so reconnection) forever
        connectionTimeoutMillis: pool.options.connectionTimeoutMillis || 10_000,
        application_name: LISTEN_APPLICATION_NAME,
      });
      client.on('error', (error) => lost(client, error));
      client.on('end', () => lost(client));
      client.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      try {
        await client.connect();
        for (const channel of handlers.keys()) {
          await client.query(`listen ${client.escapeIdentifier(channel)}`);
        }
      } catch (error) {
        client.removeAllListeners('notification');
        client.end().catch(() => {});
        failures += 1;
        // One line, no stack: start-up's own check names DATABASE_URL when it is unreachable.
        log.warn(
          { reason: (error as Error).message },
          'cannot LISTEN for catalogue changes; retrying',
        );
        scheduleReconnect();
        throw error;
      }
      if (closed) {
        await client.end().catch(() => {});
        return;
      }
      failures = 0;
      connection = client;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel, handler) {
      const known = handlers.get(channel);
      if (known) {
        known.add(handler);
        return;
      }
      handlers.set(channel, new Set([handler]));
      if (connection) {
        await connection.query(`listen ${connection.escapeIdentifier(channel)}`);
        return;
      }
      // Not connected yet: the (re)connection listens to every channel known by then. Start-up
      // waits for it only briefly: an unreachable or hung database is for start-up's own checks
      // to report, and until the connection is made the caches still expire by themselves.
      const attempt = (connecting ?? connect()).catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        attempt,
        new Promise((resolve) => {
          timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
          timer.unref();
        }),
      ]);
      clearTimeout(timer);
      // A connection that was already under way may have missed this channel; LISTEN twice is
      // harmless. Should the connection drop meanwhile, its reconnection listens anyway.
      const now = connection as pg.Client | null;
      await now?.query(`listen ${now.escapeIdentifier(channel)}`).catch(() => {});
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      // A connection still being made ends itself once made (see `closed` in connect()).
      const client = connection;
      connection = null;
      await client?.end().catch(() => {});
    },
  };
}
