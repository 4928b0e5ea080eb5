/**
 * Opening hours of the places guests book tables at (issue 14 item 6): a week per place, one day
 * at a time, edited by the managers of the place's venue under /api/staff and read by every page
 * that shows hours, the booking rule (booking.ts) and the search engines' structured data.
 *
 * A day is `{ opens, closes }` on the same calendar day ('HH:MM', closes after opens; '24:00'
 * closes at midnight) or null, closed. A place open past midnight is not supported: no place is,
 * and the booking rule reads a day's hours within that day.
 *
 * A place nobody edited keeps the hours of venues.ts (`defaultOpeningHours`), so the site says
 * the same as before the first edit.
 */
import { type Place, places } from './venues';
import {
  type DayHours,
  dayMinutes,
  type Weekday,
  type WeekHours,
  weekdays,
  weekHoursWords,
} from './week-hours';

export {
  type DayHours,
  dayMinutes,
  formatDayHours,
  formatOpeningHours,
  isEveryDayAlike,
  sameOpenHoursEveryDay,
  TIME_PATTERN,
  timeMinutes,
  type Weekday,
  type WeekHours,
  weekdayShortNames,
  weekdays,
} from './week-hours';

export const weekdayNames = [
  'понедельник',
  'вторник',
  'среда',
  'четверг',
  'пятница',
  'суббота',
  'воскресенье',
] as const;
/** «в понедельник», «во вторник»: the booking rule's message names the day this way. */
export const onWeekdayNames = [
  'в понедельник',
  'во вторник',
  'в среду',
  'в четверг',
  'в пятницу',
  'в субботу',
  'в воскресенье',
] as const;

export const openingHoursMessages = {
  time: 'Время — в виде ЧЧ:ММ, от 00:00 до 24:00',
  order: 'Время закрытия должно быть позже времени открытия',
  days: 'Укажите часы на каждый из семи дней недели',
  ...weekHoursWords,
  saved: 'Сохранено',
} as const;

/** The ISO weekday of a calendar date given as its UTC midnight (day arithmetic only). */
export function weekdayOfDate(dateUtc: number): Weekday {
  return (((new Date(dateUtc).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** The day of a week: Monday is 1. */
export function hoursOn(week: WeekHours, weekday: Weekday): DayHours | null {
  return week[weekday - 1] ?? null;
}

/**
 * The hours a place had before staff could edit them: venues.ts's 'Ежедневно' + '12:00–23:00'.
 * Those texts are only ever "every day, one span"; anything else is a mistake made there.
 */
function hoursFromPlaceTexts(place: Place): WeekHours {
  const match = /^(\d{2}:\d{2})[–-](\d{2}:\d{2})$/.exec(place.workdaysTwo);
  const day = match ? { opens: match[1] ?? '', closes: match[2] ?? '' } : null;
  if (place.workdaysOne !== openingHoursMessages.everyDay || !dayMinutes(day)) {
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
