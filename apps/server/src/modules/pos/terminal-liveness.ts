/**
 * Whether each venue's kitchen is on line (issue 15 item 3, POS=iiko): iiko's
 * `terminal_groups/is_alive` is asked at start and every minute, and the answer is kept in
 * `venues.pos_offline_since`, so every process of the site says the same. While a venue's
 * iikoFront is off line an order sent to it waits in iiko Cloud until it comes back: the site does
 * not promise "as soon as possible" for its dishes (the menu, the checkout and the order call say
 * so; decision 050), a later time is still taken.
 *
 * When iiko Cloud itself does not answer, nothing is changed: that says nothing of the kitchens.
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { venues } from '../../db/schema';
import { catalogChanged } from '../catalog/catalog-changed';

export interface TerminalLivenessSource {
  terminalsAlive(): Promise<Partial<Record<MenuVenueId, boolean>>>;
}

export interface TerminalLivenessLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** How often the kitchens are asked; iiko reports a lost terminal within about a minute too. */
export const TERMINAL_CHECK_MS = 60_000;

export function createTerminalLiveness({
  db,
  source,
  log,
  now = () => new Date(),
}: {
  db: Db;
  source: TerminalLivenessSource;
  log: TerminalLivenessLog;
  now?: () => Date;
}) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<number> | null = null;

  /** Asks iiko once; the number of venues whose state changed (0 when iiko did not answer). */
  async function checkOnce(): Promise<number> {
    let alive: Partial<Record<MenuVenueId, boolean>>;
    try {
      alive = await source.terminalsAlive();
    } catch (error) {
      log.warn({ err: error }, 'terminal check failed: the kitchens’ state is kept');
      return 0;
    }
    const changed = await db.transaction(async (tx) => {
      let count = 0;
      for (const [id, isAlive] of Object.entries(alive)) {
        const venueId = Number(id);
        // Only a change is written: the time it went off line stays the first report's.
        const rows = await tx
          .update(venues)
          .set({ posOfflineSince: isAlive ? null : now() })
          .where(
            and(
              eq(venues.id, venueId),
              isAlive ? isNotNull(venues.posOfflineSince) : isNull(venues.posOfflineSince),
            ),
          )
          .returning({ id: venues.id });
        if (rows.length > 0)
          log.info({ venueId, online: isAlive }, 'venue kitchen on line: changed');
        count += rows.length;
      }
      // The venues' statuses are read with the catalogue: every process and page hears of it.
      if (count > 0) await catalogChanged(tx);
      return count;
    });
    return changed;
  }

  /** One check at a time: a call while one runs shares it. */
  function check(): Promise<number> {
    running ??= checkOnce().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    check,
    start(everyMs = TERMINAL_CHECK_MS) {
      void check();
      timer = setInterval(() => void check(), everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type TerminalLiveness = ReturnType<typeof createTerminalLiveness>;

/**
 * With no one asking iiko (POS=local, or iiko no longer the POS), no kitchen is off line: a flag
 * left from an earlier run under POS=iiko would otherwise refuse «как можно скорее» for good.
 */
export async function clearKitchensOffline(db: Db): Promise<void> {
  const cleared = await db
    .update(venues)
    .set({ posOfflineSince: null })
    .where(isNotNull(venues.posOfflineSince))
    .returning({ id: venues.id });
  if (cleared.length > 0) await catalogChanged(db);
}
