/**
 * The stop list pulled from the POS, not guessed (issue 15 item 2, POS=iiko): each venue's
 * terminal group's stop list read at start, every few minutes and on iiko's StopListUpdate
 * webhook, and mirrored into the dishes' availability. A balance of 0 or less takes the dish off,
 * or one of its sizes (the dish card offers the others); a dish with sizes is off once every one
 * of its sizes is. A dish or size no longer listed comes back.
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productSizes, products } from '../../db/schema';
import { serialJob } from '../../lib/serial-job';
import { applyPosAvailability } from '../catalog/menu-store/pos-availability';
import type { MenuSyncLog } from './menu-sync';

export interface StopListSource {
  stopLists(
    venueId: MenuVenueId,
  ): Promise<readonly { productId: string; sizeId: string | null; balance: number }[]>;
}

/** How often the stop lists are read between iiko's webhooks, which may be lost. */
export const STOP_LIST_PULL_MS = 3 * 60_000;

export function createStopListPull({
  db,
  source,
  venueIds,
  log,
}: {
  db: Db;
  source: StopListSource;
  venueIds: readonly MenuVenueId[];
  log: MenuSyncLog;
}) {
  /**
   * The POS ids of the venue's dishes that are off (whole, or every size of them), and of the
   * sizes that are off by themselves.
   */
  async function whatIsOff(venueId: MenuVenueId) {
    const entries = (await source.stopLists(venueId)).filter((entry) => entry.balance <= 0);
    const whole = new Set(entries.filter((e) => e.sizeId === null).map((e) => e.productId));
    const sizesOff = new Map<string, Set<string>>();
    for (const entry of entries) {
      if (entry.sizeId === null) continue;
      const sizes = sizesOff.get(entry.productId) ?? new Set<string>();
      sizes.add(entry.sizeId);
      sizesOff.set(entry.productId, sizes);
    }
    const sizeIdsOff: number[] = [];
    if (sizesOff.size > 0) {
      const rows = await db
        .select({ id: productSizes.id, iikoId: products.iikoId, sizePosId: productSizes.posId })
        .from(productSizes)
        .innerJoin(products, eq(products.id, productSizes.productId))
        .where(and(eq(products.venueId, venueId), inArray(products.iikoId, [...sizesOff.keys()])));
      for (const [productId, off] of sizesOff) {
        const sizes = rows.filter((row) => row.iikoId === productId);
        const offHere = sizes.filter((size) => off.has(size.sizePosId));
        sizeIdsOff.push(...offHere.map((size) => size.id));
        if (sizes.length > 0 && offHere.length === sizes.length) whole.add(productId);
      }
    }
    return { dishes: [...whole], sizeIds: sizeIdsOff };
  }

  async function pullVenue(venueId: MenuVenueId): Promise<number> {
    return applyPosAvailability(db, venueId, await whatIsOff(venueId));
  }

  /**
   * Every venue; one failing (iiko down) leaves its dishes as they were. Asked again while a pull
   * runs (a webhook after a change the running pull may have read before), one more follows it.
   */
  const job = serialJob(async () => {
    for (const venueId of venueIds) {
      try {
        const changed = await pullVenue(venueId);
        if (changed > 0) log.info({ venueId, changed }, 'stop list pulled from the POS');
      } catch (error) {
        log.warn({ venueId, err: error }, 'stop list pull failed: availability kept');
      }
    }
  });

  return {
    pullVenue,
    pullAll: job.run,
    start(everyMs = STOP_LIST_PULL_MS) {
      void job.start(everyMs);
    },
    stop: job.stop,
  };
}

export type StopListPull = ReturnType<typeof createStopListPull>;
