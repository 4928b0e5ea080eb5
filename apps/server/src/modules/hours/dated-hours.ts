/**
 * Hours set by date apart from a place's week (issue 33 item 3): holidays the venue is closed,
 * events with their own hours. The slot rules (delivery-time.ts's `dated`) read them beside the
 * week; the place id 0 is the courier's, as in the weeks.
 */
import type { DatedHours } from '@storefront/contract/delivery-time';
import type { DayHours } from '@storefront/contract/opening-hours';
import { and, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { datedHours } from '../../db/schema';

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
