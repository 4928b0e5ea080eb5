/**
 * Hours set by date apart from a place's week (issue 33 item 3): holidays the venue is closed,
 * events with their own hours. The slot rules (delivery-time.ts's `dated`) read them beside the
 * week; the place id 0 is the courier's, as in the weeks. The managers' edits are below
 * (createDatedHoursEditor); GET /api/opening-hours lists the upcoming dates (opening-hours.ts).
 */
import {
  datedHoursMessages,
  datedHoursRange,
  isSettableDate,
  type StaffPlaceDated,
} from '@storefront/contract/dated-hours';
import { type DatedHours, DELIVERY_HOURS_ID } from '@storefront/contract/delivery-time';
import type { DayHours } from '@storefront/contract/opening-hours';
import type { DatedDay } from '@storefront/contract/opening-hours-schemas';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { datedHours } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit/audit';
import { catalogChanged } from '../catalog/catalog-changed';

type Reader = Pick<Db, 'select'>;

/** Each place's dated hours between two dates ('YYYY-MM-DD', inclusive); a place without: empty. */
export async function storedDatedHours(
  reader: Reader,
  placeIds: readonly number[],
  fromDate: string,
  toDate: string,
): Promise<Map<number, DatedHours>> {
  const rows =
    placeIds.length === 0
      ? []
      : await reader
          .select()
          .from(datedHours)
          .where(
            and(
              inArray(datedHours.placeId, [...placeIds]),
              gte(datedHours.onDate, fromDate),
              lte(datedHours.onDate, toDate),
            ),
          );
  const byPlace = new Map<number, Map<string, DayHours | null>>();
  for (const placeId of placeIds) byPlace.set(placeId, new Map());
  for (const row of rows) {
    const hours =
      row.opens === null || row.closes === null ? null : { opens: row.opens, closes: row.closes };
    byPlace.get(row.placeId)?.set(row.onDate, hours);
  }
  return byPlace;
}

/**
 * The dates of several places as one: a date any of them sets apart is closed when any is closed
 * that day, else the latest opening to the earliest closing of the hours each keeps that day
 * (`weekHours` gives a place's own hours for a date it does not set apart).
 */
export function pickupDatedHours(
  places: readonly { dated: DatedHours; hoursOn: (date: string) => DayHours | null }[],
): DatedHours {
  const dates = new Set(places.flatMap((place) => [...place.dated.keys()]));
  const merged = new Map<string, DayHours | null>();
  for (const date of dates) {
    const days = places.map((place) =>
      place.dated.has(date) ? (place.dated.get(date) ?? null) : place.hoursOn(date),
    );
    if (days.some((day) => day === null)) {
      merged.set(date, null);
      continue;
    }
    const open = days.filter((day) => day !== null);
    const opens = open.reduce((latest, day) => (day.opens > latest ? day.opens : latest), '');
    const closes = open.reduce(
      (earliest, day) => (day.closes < earliest ? day.closes : earliest),
      '24:00',
    );
    merged.set(date, opens < closes ? { opens, closes } : null);
  }
  return merged;
}

/** Dated hours as the wire lists them: in date order, null hours as null opens and closes. */
export function datedDays(dated: DatedHours | undefined): DatedDay[] {
  return [...(dated ?? new Map<string, DayHours | null>())]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, hours]) => ({ date, opens: hours?.opens ?? null, closes: hours?.closes ?? null }));
}

/**
 * The managers' edits of dated hours (issue 33 item 3): a date set apart (closed, or its own
 * hours) or given back to its week. A date is one row, so an edit is an upsert or a delete with
 * no version to compare: the last word on a date is the date's. Each edit, its audit entry and
 * the catalogue's NOTIFY (every process's opening hours and slots follow) are one transaction.
 * Only dates from Vladivostok's today to DATED_HOURS_DAYS_AHEAD days after are taken.
 */
export function createDatedHoursEditor({ db, now }: { db: Db; now: () => Date }) {
  const checkDate = (date: string) => {
    if (!isSettableDate(date, now().getTime())) {
      throw new AppError(
        400,
        'validation',
        { date: datedHoursMessages.range },
        datedHoursMessages.range,
      );
    }
  };
  const upcoming = async (reader: Reader, placeIds: readonly number[]) => {
    const { from, to } = datedHoursRange(now().getTime());
    const stored = await storedDatedHours(reader, placeIds, from, to);
    return placeIds.map((placeId) => ({ placeId, dates: datedDays(stored.get(placeId)) }));
  };
  const subjectOf = (placeId: number) =>
    placeId === DELIVERY_HOURS_ID ? 'delivery' : `place:${placeId}`;
  const hoursAt = async (reader: Reader, placeId: number, date: string) =>
    (await storedDatedHours(reader, [placeId], date, date)).get(placeId)?.get(date);

  return {
    /** The given places' upcoming dates, in id order. */
    forStaff(placeIds: readonly number[]): Promise<StaffPlaceDated[]> {
      return upcoming(
        db,
        [...placeIds].sort((a, b) => a - b),
      );
    },

    /** The date set apart: `hours` null for a day off. Answers the place's upcoming dates. */
    async set(
      placeId: number,
      date: string,
      hours: DayHours | null,
      staffId: number,
    ): Promise<StaffPlaceDated> {
      checkDate(date);
      return db.transaction(async (tx) => {
        const before = await hoursAt(tx, placeId, date);
        const values = { opens: hours?.opens ?? null, closes: hours?.closes ?? null };
        await tx
          .insert(datedHours)
          .values({ placeId, onDate: date, ...values })
          .onConflictDoUpdate({ target: [datedHours.placeId, datedHours.onDate], set: values });
        await audit(tx, {
          staffId,
          action: 'datedHours.set',
          subject: subjectOf(placeId),
          ...(before === undefined ? {} : { before: { date, hours: before } }),
          after: { date, hours },
        });
        await catalogChanged(tx);
        const [after] = await upcoming(tx, [placeId]);
        if (!after) throw new Error('no dated hours read');
        return after;
      });
    },

    /** The date back to its week; a date not set apart: nothing to do (no audit, no NOTIFY). */
    async remove(placeId: number, date: string, staffId: number): Promise<StaffPlaceDated> {
      checkDate(date);
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(datedHours)
          .where(and(eq(datedHours.placeId, placeId), eq(datedHours.onDate, date)))
          .returning();
        const [row] = gone;
        if (row) {
          const hours =
            row.opens === null || row.closes === null
              ? null
              : { opens: row.opens, closes: row.closes };
          await audit(tx, {
            staffId,
            action: 'datedHours.remove',
            subject: subjectOf(placeId),
            before: { date, hours },
          });
          await catalogChanged(tx);
        }
        const [after] = await upcoming(tx, [placeId]);
        if (!after) throw new Error('no dated hours read');
        return after;
      });
    },
  };
}

export type DatedHoursEditor = ReturnType<typeof createDatedHoursEditor>;
