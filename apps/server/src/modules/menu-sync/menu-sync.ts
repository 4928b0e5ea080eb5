/**
 * The menu from the POS (issue 15 item 1, POS=iiko): each venue's menu is read from its POS and
 * written into the catalogue in one transaction (by the catalogue's write side,
 * catalog/menu-store/import-menu.ts), so a guest never sees half a menu, and a failed
 * or unreadable answer leaves the last good menu in place (recorded in menu_syncs for the staff
 * page). Rows are matched by the POS's ids, so dishes keep their ids across syncs: baskets, old
 * orders and their repeat keep meaning the same dish; a dish the POS drops is hidden, not deleted.
 *
 * What the POS does not hold survives a sync: specials (their own tables), categories the site
 * made itself (no pos_id), uploaded photos, VAT code overrides and the stop list's availability.
 * Two processes syncing at once apply a revision once: the venue's menu_syncs row is locked, and
 * a revision not newer than the stored one is not written again.
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { menuSyncs } from '../../db/schema';
import { serialJob } from '../../lib/serial-job';
import { importMenu, type MenuSyncCounts } from '../catalog/menu-store/import-menu';
import type { ImportedMenu } from '../catalog/menu-store/imported-menu';

/** Where the menus come from: iiko's nomenclature (iiko-menu-source.ts) or a test's. */
export interface MenuSource {
  /** The venue's menu, or null when the POS has nothing newer than `fromRevision`. */
  menu(venueId: MenuVenueId, fromRevision: number): Promise<ImportedMenu | null>;
  /**
   * Whose menu the venue's revisions count in (iiko: its organization's id); absent: one source
   * for good. Another one than the stored one starts from revision 0.
   */
  sourceOf?(venueId: MenuVenueId): string;
}

export interface MenuSyncLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export type MenuSyncOutcome =
  | { venueId: MenuVenueId; outcome: 'updated'; revision: number; counts: MenuSyncCounts }
  | { venueId: MenuVenueId; outcome: 'unchanged'; revision: number }
  | { venueId: MenuVenueId; outcome: 'failed'; error: string };

export function createMenuSync({
  db,
  source,
  venueIds,
  log,
  now = () => new Date(),
}: {
  db: Db;
  source: MenuSource;
  /** the venues whose menus the POS holds */
  venueIds: readonly MenuVenueId[];
  log: MenuSyncLog;
  now?: () => Date;
}) {
  const sourceOf = (venueId: MenuVenueId) => source.sourceOf?.(venueId) ?? '';

  /** The revision stored for the venue's current source; 0 for none, or for another source's. */
  async function storedRevision(venueId: MenuVenueId): Promise<number> {
    const [state] = await db
      .select({ revision: menuSyncs.revision, sourceId: menuSyncs.sourceId })
      .from(menuSyncs)
      .where(eq(menuSyncs.venueId, venueId));
    return state && state.sourceId === sourceOf(venueId) ? state.revision : 0;
  }

  async function recordAttempt(venueId: MenuVenueId, error: string | null) {
    const at = now();
    await db
      .insert(menuSyncs)
      .values({ venueId, attemptedAt: at, lastError: error, ...(error ? {} : { syncedAt: at }) })
      .onConflictDoUpdate({
        target: menuSyncs.venueId,
        set: { attemptedAt: at, lastError: error, ...(error ? {} : { syncedAt: at }) },
      });
  }

  async function syncVenue(venueId: MenuVenueId): Promise<MenuSyncOutcome> {
    try {
      const fromRevision = await storedRevision(venueId);
      const menu = await source.menu(venueId, fromRevision);
      if (menu === null) {
        await recordAttempt(venueId, null);
        return { venueId, outcome: 'unchanged', revision: fromRevision };
      }
      const counts = await db.transaction((tx) => writeMenu(tx, venueId, menu));
      if (counts === null) return { venueId, outcome: 'unchanged', revision: menu.revision };
      log.info({ venueId, revision: menu.revision, counts }, 'menu synced from the POS');
      return { venueId, outcome: 'updated', revision: menu.revision, counts };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ venueId, err: error }, 'menu sync failed: the last good menu stays');
      await recordAttempt(venueId, message).catch(() => undefined);
      return { venueId, outcome: 'failed', error: message };
    }
  }

  /** Writes one venue's menu; null when another process has written this revision already. */
  async function writeMenu(
    tx: Tx,
    venueId: MenuVenueId,
    menu: ImportedMenu,
  ): Promise<MenuSyncCounts | null> {
    await tx.insert(menuSyncs).values({ venueId }).onConflictDoNothing();
    const [state] = await tx
      .select({ revision: menuSyncs.revision, sourceId: menuSyncs.sourceId })
      .from(menuSyncs)
      .where(eq(menuSyncs.venueId, venueId))
      .for('update');
    const sameSource = state?.sourceId === sourceOf(venueId);
    if (state && sameSource && state.revision > 0 && state.revision >= menu.revision) return null;

    const counts = await importMenu(tx, venueId, menu);
    const at = now();
    await tx
      .update(menuSyncs)
      .set({
        revision: menu.revision,
        sourceId: sourceOf(venueId),
        syncedAt: at,
        attemptedAt: at,
        lastError: null,
        counts,
      })
      .where(eq(menuSyncs.venueId, venueId));
    return counts;
  }

  /**
   * Every venue in turn. Asked again while a sync runs (the admin's button right after a change in
   * iiko), one more follows it: the running one may have read the menu before the change.
   */
  const job = serialJob(async () => {
    const outcomes: MenuSyncOutcome[] = [];
    for (const venueId of venueIds) outcomes.push(await syncVenue(venueId));
    return outcomes;
  });

  return {
    syncVenue,
    syncAll: job.run,
    /** Syncs now and then every `minutes`; answers the first sync. */
    start: (minutes: number): Promise<MenuSyncOutcome[]> => job.start(minutes * 60_000),
    stop: job.stop,
  };
}

export type MenuSync = ReturnType<typeof createMenuSync>;
