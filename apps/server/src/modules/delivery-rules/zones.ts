/**
 * Delivery zones and busy mode (issue 14 item 6): a manager sets a zone's fee, smallest order,
 * free-delivery threshold, courier minutes and outline (decision 080: the outline places an
 * address in the zone), and a venue's extra minutes or paused orders.
 *
 * Each write locks its row, then compares the version it was made from: of two managers saving
 * from one copy exactly one wins (the other waits for the lock, then finds the version moved) and
 * the other gets 409 `conflict` with the row as it is now. The change, its audit entry and the catalogue's NOTIFY are one transaction: the
 * storefront's zones and menus in every process follow within a second, and the log never shows
 * a change that did not happen.
 */
import {
  POS_ZONE_FIELDS,
  type StaffZone,
  sameOutline,
  type VenueBusy,
  type VenueBusyUpdate,
  type ZoneCreate,
  type ZoneUpdate,
  zonesMessages,
} from '@storefront/contract/staff-zones';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryZones, venues } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit/audit';
import { catalogChanged } from '../catalog/catalog-changed';

const zoneColumns = {
  id: deliveryZones.id,
  name: deliveryZones.name,
  feeKopecks: deliveryZones.priceKopecks,
  minOrderKopecks: deliveryZones.minOrderKopecks,
  freeFromKopecks: deliveryZones.freeFromKopecks,
  deliveryMinutes: deliveryZones.deliveryMinutes,
  active: deliveryZones.active,
  sort: deliveryZones.sort,
  posZoneName: deliveryZones.posZoneName,
  outline: deliveryZones.polygon,
  version: deliveryZones.version,
};

const busyColumns = {
  venueId: venues.id,
  name: venues.name,
  extraMinutes: venues.busyExtraMinutes,
  ordersPaused: venues.ordersPaused,
  pauseMessage: venues.pauseMessage,
  version: venues.version,
};

/** The 409 of a stale write: the row as it is now goes with it, for the editor to show. */
function conflict(current: unknown): AppError {
  const error = new AppError(409, 'conflict');
  error.details = { current };
  return error;
}

/** What the log keeps of a zone: its terms, not its bookkeeping. */
const zoneTerms = ({ id: _id, version: _version, posZoneName: _pos, ...terms }: StaffZone) => terms;

/** A change of what iiko's pull writes over (POS_ZONE_FIELDS): refused at each such field. */
function refusePosTerms(before: StaffZone, fields: ZoneUpdate) {
  if (before.posZoneName === null) return;
  const changed = POS_ZONE_FIELDS.filter((field) =>
    field === 'outline'
      ? fields.outline !== undefined && !sameOutline(fields.outline, before.outline)
      : fields[field] !== before[field],
  );
  if (changed.length === 0) return;
  throw new AppError(
    400,
    'validation',
    Object.fromEntries(changed.map((field) => [field, zonesMessages.fromPos])),
    zonesMessages.fromPos,
  );
}
const busyState = ({ venueId: _id, name: _name, version: _version, ...state }: VenueBusy) => state;

export function createZonesEditor({ db }: { db: Db }) {
  /** Locked till the transaction ends: the audit's "before" is the row the write replaces. */
  const lockedZone = async (ex: Pick<Db, 'select'>, id: number) => {
    const [row] = await ex
      .select(zoneColumns)
      .from(deliveryZones)
      .where(eq(deliveryZones.id, id))
      .for('update');
    return row;
  };
  const lockedBusy = async (ex: Pick<Db, 'select'>, venueId: number) => {
    const [row] = await ex
      .select(busyColumns)
      .from(venues)
      .where(eq(venues.id, venueId))
      .for('update');
    return row;
  };

  return {
    /** Every zone, the switched-off ones too, in the storefront's order. */
    zones(): Promise<StaffZone[]> {
      return db
        .select(zoneColumns)
        .from(deliveryZones)
        .orderBy(asc(deliveryZones.sort), asc(deliveryZones.id));
    },

    /**
     * A new zone, last in the list. Not while iiko holds the zones: its next pull would switch
     * a zone it does not hold off (decision 053).
     */
    async createZone(fields: ZoneCreate, staffId: number): Promise<StaffZone> {
      return db.transaction(async (tx) => {
        const [held] = await tx
          .select({ id: deliveryZones.id })
          .from(deliveryZones)
          .where(and(isNotNull(deliveryZones.posZoneName), eq(deliveryZones.active, true)))
          .limit(1);
        if (held) {
          throw new AppError(
            400,
            'validation',
            { name: zonesMessages.addWhilePos },
            zonesMessages.addWhilePos,
          );
        }
        const [last] = await tx
          .select({ sort: sql<number>`coalesce(max(${deliveryZones.sort}), -1)`.mapWith(Number) })
          .from(deliveryZones);
        const [created] = await tx
          .insert(deliveryZones)
          .values({
            name: fields.name,
            priceKopecks: fields.feeKopecks,
            minOrderKopecks: fields.minOrderKopecks,
            freeFromKopecks: fields.freeFromKopecks,
            deliveryMinutes: fields.deliveryMinutes,
            active: fields.active,
            polygon: fields.outline ?? null,
            sort: (last?.sort ?? -1) + 1,
          })
          .returning(zoneColumns);
        if (!created) throw new Error('zone insert returned nothing');
        await audit(tx, {
          staffId,
          action: 'zone.create',
          subject: `zone:${created.id}`,
          after: zoneTerms(created),
        });
        await catalogChanged(tx);
        return created;
      });
    },

    /** 404 for no such zone; 409 `conflict` with `current` when another write came first. */
    async updateZone(id: number, fields: ZoneUpdate, staffId: number): Promise<StaffZone> {
      return db.transaction(async (tx) => {
        const before = await lockedZone(tx, id);
        if (!before) throw new AppError(404, 'notFound');
        if (before.version !== fields.version) throw conflict(before);
        refusePosTerms(before, fields);
        const [updated] = await tx
          .update(deliveryZones)
          .set({
            name: fields.name,
            priceKopecks: fields.feeKopecks,
            minOrderKopecks: fields.minOrderKopecks,
            freeFromKopecks: fields.freeFromKopecks,
            deliveryMinutes: fields.deliveryMinutes,
            active: fields.active,
            // absent: the outline stays as it is (an editor that does not show it)
            ...(fields.outline === undefined ? {} : { polygon: fields.outline }),
            sort: fields.sort,
            version: sql`${deliveryZones.version} + 1`,
          })
          .where(eq(deliveryZones.id, id))
          .returning(zoneColumns);
        if (!updated) throw new AppError(404, 'notFound');
        await audit(tx, {
          staffId,
          action: 'zone.update',
          subject: `zone:${id}`,
          before: zoneTerms(before),
          after: zoneTerms(updated),
        });
        await catalogChanged(tx);
        return updated;
      });
    },

    /** Busy mode of the given venues, in id order. */
    busy(venueIds: readonly number[]): Promise<VenueBusy[]> {
      if (venueIds.length === 0) return Promise.resolve([]);
      return db
        .select(busyColumns)
        .from(venues)
        .where(inArray(venues.id, [...venueIds]))
        .orderBy(asc(venues.id));
    },

    /** 404 for no such venue; 409 `conflict` with `current` when another write came first. */
    async updateBusy(
      venueId: number,
      fields: VenueBusyUpdate,
      staffId: number,
    ): Promise<VenueBusy> {
      return db.transaction(async (tx) => {
        const before = await lockedBusy(tx, venueId);
        if (!before) throw new AppError(404, 'notFound');
        if (before.version !== fields.version) throw conflict(before);
        const [updated] = await tx
          .update(venues)
          .set({
            busyExtraMinutes: fields.extraMinutes,
            ordersPaused: fields.ordersPaused,
            pauseMessage: fields.pauseMessage,
            version: sql`${venues.version} + 1`,
          })
          .where(eq(venues.id, venueId))
          .returning(busyColumns);
        if (!updated) throw new AppError(404, 'notFound');
        await audit(tx, {
          staffId,
          action: 'venue.busy',
          subject: `venue:${venueId}`,
          before: busyState(before),
          after: busyState(updated),
        });
        await catalogChanged(tx);
        return updated;
      });
    },
  };
}

export type ZonesEditor = ReturnType<typeof createZonesEditor>;
