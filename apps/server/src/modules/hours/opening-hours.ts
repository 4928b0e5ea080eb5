/**
 * Opening hours per place and weekday (issue 14 item 6): what the storefront shows and the
 * booking rule checks (GET /api/opening-hours, cached like the catalogue and cleared with it),
 * and the managers' edits of them.
 *
 * A write locks the place's version row, then compares the version it was made from: of two
 * managers saving from one copy exactly one wins and the other gets 409 `conflict` with the week
 * as it is now. The seven days, the audit entry and the catalogue's NOTIFY are one transaction,
 * so every process and the server-rendered pages follow within a second.
 *
 * The courier's delivery week is one more "place" here, id DELIVERY_HOURS_ID (0, never a place's
 * id): the same rows, versions and audit; its default is delivery-time.ts's 11:00–20:00.
 */
import { datedHoursRange } from '@storefront/contract/dated-hours';
import { DELIVERY_HOURS_ID, defaultDeliveryHours } from '@storefront/contract/delivery-time';
import {
  type DayHours,
  defaultOpeningHours,
  type OpeningHoursResponse,
  type WeekHours,
  weekdays,
} from '@storefront/contract/opening-hours';
import {
  openingHoursResponseSchema,
  type PlaceHoursUpdate,
  type StaffPlaceHours,
} from '@storefront/contract/opening-hours-schemas';
import { type Place, places } from '@storefront/contract/venues';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { openingHours, placeHoursVersions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit/audit';
import {
  cacheClearedWithCatalogue,
  catalogChanged,
  type OnCatalogChange,
} from '../catalog/catalog-changed';
import { datedDays, storedDatedHours } from './dated-hours';

/** As the catalogue's: an edit shows at once after its NOTIFY, a burst of reads is one query. */
const CACHE_TTL_MS = 5000;
/** The version of a week nobody edited yet (no row in place_hours_versions). */
const FIRST_VERSION = 1;

type Reader = Pick<Db, 'select'>;
/** A place's id, or the delivery week's. */
export type PlaceId = Place['id'] | typeof DELIVERY_HOURS_ID;

/** The week of a place (or of delivery) before any edit. */
function defaultWeekOf(placeId: PlaceId): WeekHours {
  return placeId === DELIVERY_HOURS_ID ? defaultDeliveryHours : defaultOpeningHours[placeId];
}

/** The venue whose managers set a place's hours; undefined for no such place. */
export function venueOfPlace(placeId: number): number | undefined {
  return places.find((place) => place.id === placeId)?.venueId;
}

/** The weeks of the given places from their rows; a place (or day) without rows: its default. */
async function readWeeks(
  reader: Reader,
  placeIds: readonly PlaceId[],
): Promise<Map<PlaceId, WeekHours>> {
  const rows =
    placeIds.length === 0
      ? []
      : await reader
          .select()
          .from(openingHours)
          .where(inArray(openingHours.placeId, [...placeIds]));
  const weeks = new Map<PlaceId, (DayHours | null)[]>();
  for (const placeId of placeIds) weeks.set(placeId, [...defaultWeekOf(placeId)]);
  for (const row of rows) {
    const week = weeks.get(row.placeId as PlaceId);
    if (!week) continue;
    week[row.weekday - 1] =
      row.opens === null || row.closes === null ? null : { opens: row.opens, closes: row.closes };
  }
  return weeks;
}

async function readVersions(
  reader: Reader,
  placeIds: readonly PlaceId[],
): Promise<Map<number, number>> {
  if (placeIds.length === 0) return new Map();
  const rows = await reader
    .select()
    .from(placeHoursVersions)
    .where(inArray(placeHoursVersions.placeId, [...placeIds]))
    .orderBy(asc(placeHoursVersions.placeId));
  return new Map(rows.map((row) => [row.placeId, row.version]));
}

/**
 * A place's (or delivery's) week as stored now, read afresh (not from the public answer's cache):
 * the booking rule and the order call check against the hours a manager saved a moment ago.
 */
export async function storedWeekOf(reader: Reader, placeId: PlaceId): Promise<WeekHours> {
  return (await readWeeks(reader, [placeId])).get(placeId) ?? defaultWeekOf(placeId);
}

/** The 409 of a stale write: the week as it is now goes with it, for the editor to show. */
function conflict(current: StaffPlaceHours): AppError {
  const error = new AppError(409, 'conflict');
  error.details = { current };
  return error;
}

export function createOpeningHours({
  db,
  onCatalogChange,
  now = () => new Date(),
}: {
  db: Db;
  /** the public answer is cleared with the catalogue */
  onCatalogChange: OnCatalogChange;
  /** the clock the upcoming dated hours are counted from */
  now?: () => Date;
}) {
  const cache = cacheClearedWithCatalogue(onCatalogChange, CACHE_TTL_MS);
  const allPlaceIds = places.map((place) => place.id);

  async function staffWeeks(reader: Reader, placeIds: readonly PlaceId[]) {
    const weeks = await readWeeks(reader, placeIds);
    const versions = await readVersions(reader, placeIds);
    return placeIds.map(
      (placeId): StaffPlaceHours => ({
        placeId,
        days: [...(weeks.get(placeId) ?? defaultWeekOf(placeId))],
        version: versions.get(placeId) ?? FIRST_VERSION,
      }),
    );
  }

  return {
    /** GET /api/opening-hours: every place's week, serialised and cached. */
    publicAnswer: () =>
      cache.get(
        'opening-hours',
        async (): Promise<OpeningHoursResponse> => {
          const everyId: PlaceId[] = [...allPlaceIds, DELIVERY_HOURS_ID];
          const weeks = await readWeeks(db, everyId);
          const { from, to } = datedHoursRange(now().getTime());
          const stored = await storedDatedHours(db, everyId, from, to);
          const dated = Object.fromEntries(
            everyId
              .map((placeId) => [String(placeId), datedDays(stored.get(placeId))] as const)
              .filter(([, days]) => days.length > 0),
          );
          return {
            places: allPlaceIds.map((placeId) => ({
              placeId,
              days: [...(weeks.get(placeId) ?? defaultWeekOf(placeId))],
            })),
            delivery: [...(weeks.get(DELIVERY_HOURS_ID) ?? defaultDeliveryHours)],
            ...(Object.keys(dated).length > 0 ? { dated } : {}),
          };
        },
        openingHoursResponseSchema,
      ),

    /** The given places' weeks with their versions, in id order (delivery's, 0, first). */
    forStaff(placeIds: readonly PlaceId[]): Promise<StaffPlaceHours[]> {
      return staffWeeks(
        db,
        [...placeIds].sort((a, b) => a - b),
      );
    },

    /** 409 `conflict` with `current` when another write came first. */
    async update(
      placeId: PlaceId,
      { days, version }: PlaceHoursUpdate,
      staffId: number,
    ): Promise<StaffPlaceHours> {
      return db.transaction(async (tx) => {
        // The row to lock must exist: a second first writer waits here for the first to commit,
        // then finds the version it moved.
        await tx
          .insert(placeHoursVersions)
          .values({ placeId, version: FIRST_VERSION })
          .onConflictDoNothing();
        const [locked] = await tx
          .select()
          .from(placeHoursVersions)
          .where(eq(placeHoursVersions.placeId, placeId))
          .for('update');
        if (!locked) throw new Error('place_hours_versions row vanished');
        const [before] = await staffWeeks(tx, [placeId]);
        if (!before) throw new Error('no week read');
        if (locked.version !== version) throw conflict(before);
        await tx.delete(openingHours).where(eq(openingHours.placeId, placeId));
        await tx.insert(openingHours).values(
          weekdays.map((weekday) => {
            const day = days[weekday - 1] ?? null;
            return { placeId, weekday, opens: day?.opens ?? null, closes: day?.closes ?? null };
          }),
        );
        const [updated] = await tx
          .update(placeHoursVersions)
          .set({ version: sql`${placeHoursVersions.version} + 1` })
          .where(eq(placeHoursVersions.placeId, placeId))
          .returning({ version: placeHoursVersions.version });
        if (!updated) throw new Error('place_hours_versions update returned nothing');
        await audit(tx, {
          staffId,
          action: 'openingHours.set',
          subject: placeId === DELIVERY_HOURS_ID ? 'delivery' : `place:${placeId}`,
          before: { days: before.days },
          after: { days },
        });
        await catalogChanged(tx);
        return { placeId, days: [...days], version: updated.version };
      });
    },
  };
}

export type OpeningHours = ReturnType<typeof createOpeningHours>;
