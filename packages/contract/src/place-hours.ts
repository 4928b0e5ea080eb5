/**
 * Each place's week as guests are shown it: from GET /api/opening-hours's answer, or the hours of
 * venues.ts until staff edit them. Apart from opening-hours.ts (the rules and words of editing
 * and booking) so that the pages showing hours carry only this.
 */
import { type Place, places } from './venues';
import { dayMinutes, type WeekHours, weekdays, weekHoursWords } from './week-hours';

/**
 * The hours a place had before staff could edit them: venues.ts's 'Ежедневно' + '12:00–23:00'.
 * Those texts are only ever "every day, one span"; anything else is a mistake made there.
 */
function hoursFromPlaceTexts(place: Place): WeekHours {
  const match = /^(\d{2}:\d{2})[–-](\d{2}:\d{2})$/.exec(place.workdaysTwo);
  const day = match ? { opens: match[1] ?? '', closes: match[2] ?? '' } : null;
  if (place.workdaysOne !== weekHoursWords.everyDay || !dayMinutes(day)) {
    throw new Error(`Unreadable opening hours of place ${place.id}`);
  }
  return weekdays.map(() => day);
}

/** Each place's hours until staff edit them (and wherever no stored hours are at hand). */
export const defaultOpeningHours: Readonly<Record<Place['id'], WeekHours>> =
  /* @__PURE__ */ Object.fromEntries(
    places.map((place) => [place.id, hoursFromPlaceTexts(place)]),
  ) as Record<Place['id'], WeekHours>;

/** GET /api/opening-hours's answer (opening-hours-schemas.ts validates it). */
export interface OpeningHoursResponse {
  places: readonly { placeId: number; days: WeekHours }[];
  /** the courier's week (delivery-time.ts's deliveryWeekOf reads it) */
  delivery?: WeekHours;
  /** upcoming dates kept apart from the week, by place id ('0': the courier's) */
  dated?: Readonly<
    Record<string, readonly { date: string; opens: string | null; closes: string | null }[]>
  >;
}

/** A place's week from the answer of GET /api/opening-hours, or its default when not in it. */
export function weekOfPlace(
  answer: OpeningHoursResponse | undefined,
  placeId: Place['id'],
): WeekHours {
  return (
    answer?.places.find((entry) => entry.placeId === placeId)?.days ?? defaultOpeningHours[placeId]
  );
}
