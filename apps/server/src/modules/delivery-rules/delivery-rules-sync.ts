/**
 * Delivery zones from the POS (issue 15 item 3, POS=iiko; decision 053): the zones the POS holds
 * are read at start and on the menu sync's cadence, and written into `delivery_zones` in one
 * transaction, matched by the POS's zone name (`pos_zone_name`):
 *
 * - a zone new to us is added (named as the POS names it), last in the list;
 * - a known one takes the POS's outline, minimum and courier minutes, and its fee when the POS's
 *   fee product has a price (else the fee staff set stays); switched off, it comes back on;
 * - one the POS no longer holds is switched off, never deleted: old orders point at it;
 * - once the POS holds any zone, the zones it does not (the seeded demo's, staff's own) are
 *   switched off: two sets of zones over one city would offer the guest both.
 *
 * Staff keep what the POS does not say: the guest-facing name, the order of the list and the
 * free-delivery threshold. A failed read (the POS down, an answer cut off) writes nothing: the last
 * good zones stay, and the failure is logged. A change notifies the catalogue's channel, so every
 * process's zones (GET /api/delivery-zones) follow.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deliveryZones } from '../../db/schema';
import { serialJob } from '../../lib/serial-job';
import { catalogChanged } from '../catalog/catalog-changed';
import type { ImportedZone, LatLng } from './imported-zones';

/** Where the zones come from: iiko's delivery restrictions (iiko-delivery-source.ts) or a test's. */
export interface DeliveryRulesSource {
  zones(): Promise<ImportedZone[]>;
}

export interface DeliveryRulesLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface DeliveryRulesCounts {
  added: number;
  updated: number;
  switchedOff: number;
  /** new zones not added yet: their fee product's price could not be read */
  waitingForFee: number;
}

export type DeliveryRulesOutcome =
  | { outcome: 'written'; counts: DeliveryRulesCounts }
  | { outcome: 'failed'; error: string };

const samePolygon = (a: LatLng[] | null, b: LatLng[] | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Writes the POS's zones; the counts of what changed. */
export async function writeZones(
  tx: Tx,
  imported: readonly ImportedZone[],
): Promise<DeliveryRulesCounts> {
  const counts: DeliveryRulesCounts = { added: 0, updated: 0, switchedOff: 0, waitingForFee: 0 };
  // Locked: two processes pulling at once write one after the other, the second finding nothing
  // left to change.
  const rows = await tx.select().from(deliveryZones).for('update');
  const byPosName = new Map(
    rows.flatMap((row) => (row.posZoneName === null ? [] : [[row.posZoneName, row] as const])),
  );
  let nextSort = Math.max(-1, ...rows.map((row) => row.sort)) + 1;

  for (const zone of imported) {
    const row = byPosName.get(zone.posName);
    if (!row) {
      // A fee product whose price is unknown: offering the zone free or at a guessed fee would
      // charge the guest wrongly; it is added by the next pull that reads the price.
      if (zone.feeKopecks === null && zone.feeProductIds.length > 0) {
        counts.waitingForFee++;
        continue;
      }
      await tx.insert(deliveryZones).values({
        name: zone.posName,
        posZoneName: zone.posName,
        polygon: zone.polygon,
        // a zone without a fee product: iiko charges no delivery there
        priceKopecks: zone.feeKopecks ?? 0,
        minOrderKopecks: zone.minOrderKopecks,
        ...(zone.deliveryMinutes === null ? {} : { deliveryMinutes: zone.deliveryMinutes }),
        sort: nextSort++,
      });
      counts.added++;
      continue;
    }
    const next = {
      polygon: zone.polygon,
      minOrderKopecks: zone.minOrderKopecks,
      deliveryMinutes: zone.deliveryMinutes ?? row.deliveryMinutes,
      priceKopecks: zone.feeKopecks ?? row.priceKopecks,
      active: true,
    };
    const changed =
      !samePolygon(row.polygon, next.polygon) ||
      row.minOrderKopecks !== next.minOrderKopecks ||
      row.deliveryMinutes !== next.deliveryMinutes ||
      row.priceKopecks !== next.priceKopecks ||
      !row.active;
    if (!changed) continue;
    await tx
      .update(deliveryZones)
      .set({ ...next, version: sql`${deliveryZones.version} + 1` })
      .where(eq(deliveryZones.id, row.id));
    counts.updated++;
  }

  const held = new Set(imported.map((zone) => zone.posName));
  const gone = rows.filter(
    (row) =>
      row.active && (row.posZoneName === null ? imported.length > 0 : !held.has(row.posZoneName)),
  );
  for (const row of gone) {
    await tx
      .update(deliveryZones)
      .set({ active: false, version: sql`${deliveryZones.version} + 1` })
      .where(eq(deliveryZones.id, row.id));
    counts.switchedOff++;
  }
  if (counts.added + counts.updated + counts.switchedOff > 0) await catalogChanged(tx);
  return counts;
}

export function createDeliveryRulesSync({
  db,
  source,
  log,
}: {
  db: Db;
  source: DeliveryRulesSource;
  log: DeliveryRulesLog;
}) {
  async function pullOnce(): Promise<DeliveryRulesOutcome> {
    try {
      const zones = await source.zones();
      const counts = await db.transaction((tx) => writeZones(tx, zones));
      if (counts.added + counts.updated + counts.switchedOff + counts.waitingForFee > 0) {
        log.info({ counts }, 'delivery zones pulled from the POS');
      }
      return { outcome: 'written', counts };
    } catch (error) {
      log.warn({ err: error }, 'delivery zones pull failed: the last good zones stay');
      return { outcome: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Asked again while a pull runs, one more follows it (the running one may have read before). */
  const job = serialJob(pullOnce);

  return {
    pull: job.run,
    /** Pulls now and then every `minutes` (the menu sync's IIKO_MENU_SYNC_MINUTES). */
    start: (minutes: number): Promise<DeliveryRulesOutcome> => job.start(minutes * 60_000),
    stop: job.stop,
  };
}

export type DeliveryRulesSync = ReturnType<typeof createDeliveryRulesSync>;
