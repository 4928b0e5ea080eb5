/**
 * A venue's kitchen settings as its managers set them (issue 33 item 1, decision 088): capacity
 * (make-minutes per 15 minutes), pre-order days and the pre-order's notice. The quote and slot
 * rules read them from the venue's row.
 *
 * As the busy mode (delivery-rules/zones.ts), a write locks the venue's row and compares the
 * version it was made from (the row's one version, shared with the busy mode): of two managers
 * saving from one copy exactly one wins, the other gets 409 `conflict` with the settings as they
 * are now. The change, its audit entry and the catalogue's NOTIFY (every process drops what it
 * cached of the venue) are one transaction.
 */
import type { VenueKitchen, VenueKitchenUpdate } from '@storefront/contract/staff-kitchen';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { venues } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit/audit';
import { catalogChanged } from '../catalog/catalog-changed';

const kitchenColumns = {
  venueId: venues.id,
  name: venues.name,
  capacityMinutes: venues.kitchenCapacityMinutes,
  preorderDays: venues.preorderDays,
  noticeMinutes: venues.preorderNoticeMinutes,
  version: venues.version,
};

/** What the log keeps: the settings, not the bookkeeping. */
const settingsOf = ({ venueId: _id, name: _name, version: _version, ...rest }: VenueKitchen) =>
  rest;

function conflict(current: VenueKitchen): AppError {
  const error = new AppError(409, 'conflict');
  error.details = { current };
  return error;
}

export function createKitchenSettings({ db }: { db: Db }) {
  return {
    /** The given venues' kitchens, in id order. */
    settings(venueIds: readonly number[]): Promise<VenueKitchen[]> {
      if (venueIds.length === 0) return Promise.resolve([]);
      return db
        .select(kitchenColumns)
        .from(venues)
        .where(inArray(venues.id, [...venueIds]))
        .orderBy(asc(venues.id));
    },

    /** 404 for no such venue; 409 `conflict` with `current` when another write came first. */
    async update(
      venueId: number,
      fields: VenueKitchenUpdate,
      staffId: number,
    ): Promise<VenueKitchen> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select(kitchenColumns)
          .from(venues)
          .where(eq(venues.id, venueId))
          .for('update');
        if (!before) throw new AppError(404, 'notFound');
        if (before.version !== fields.version) throw conflict(before);
        const [updated] = await tx
          .update(venues)
          .set({
            kitchenCapacityMinutes: fields.capacityMinutes,
            preorderDays: fields.preorderDays,
            preorderNoticeMinutes: fields.noticeMinutes,
            version: sql`${venues.version} + 1`,
          })
          .where(eq(venues.id, venueId))
          .returning(kitchenColumns);
        if (!updated) throw new AppError(404, 'notFound');
        await audit(tx, {
          staffId,
          action: 'venue.kitchen',
          subject: `venue:${venueId}`,
          before: settingsOf(before),
          after: settingsOf(updated),
        });
        await catalogChanged(tx);
        return updated;
      });
    },
  };
}

export type KitchenSettings = ReturnType<typeof createKitchenSettings>;
