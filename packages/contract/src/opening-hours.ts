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

/** ISO weekdays: 1 Monday … 7 Sunday; a week's days are in this order. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof weekdays)[number];

export interface DayHours {
  /** 'HH:MM' */
  opens: string;
  /** 'HH:MM', later than `opens`; '24:00' for midnight */
  closes: string;
}
/** Seven days, Monday first; null: closed that day. */
export type WeekHours = readonly (DayHours | null)[];

export const weekdayShortNames = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;
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
  closed: 'выходной',
  everyDay: 'Ежедневно',
  saved: 'Сохранено',
} as const;

/** 'HH:MM' from 00:00 to 23:59, and 24:00 (midnight, as a closing time). */
export const TIME_PATTERN = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

/** Minutes since midnight of 'HH:MM'; null when it is not such a time. */
export function timeMinutes(text: string): number | null {
  if (!TIME_PATTERN.test(text)) return null;
  return Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
}

/** The hours of a day in minutes since midnight; null: closed. */
export function dayMinutes(day: DayHours | null): { opens: number; closes: number } | null {
  if (!day) return null;
  const opens = timeMinutes(day.opens);
  const closes = timeMinutes(day.closes);
  if (opens === null || closes === null || opens >= closes) return null;
  return { opens, closes };
}

/** The ISO weekday of a calendar date given as its UTC midnight (day arithmetic only). */
export function weekdayOfDate(dateUtc: number): Weekday {
  return (((new Date(dateUtc).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** The day of a week: Monday is 1. */
export function hoursOn(week: WeekHours, weekday: Weekday): DayHours | null {
  return week[weekday - 1] ?? null;
}

const sameDay = (a: DayHours | null, b: DayHours | null) =>
  a === b || (a !== null && b !== null && a.opens === b.opens && a.closes === b.closes);

/** Whether the place keeps the same hours every day of the week (closed every day counts too). */
export function isEveryDayAlike(week: WeekHours): boolean {
  return week.every((day) => sameDay(day, week[0] ?? null));
}

/** '12:00–23:00', or 'выходной'. */
export function formatDayHours(day: DayHours | null): string {
  return day ? `${day.opens}–${day.closes}` : openingHoursMessages.closed;
}

/**
 * The week as guests read it: 'Ежедневно: 12:00–23:00' when every day is alike, else runs of
 * alike days — 'Пн–Пт: 12:00–23:00, Сб: 12:00–24:00, Вс: выходной'.
 */
export function formatOpeningHours(week: WeekHours): string {
  if (isEveryDayAlike(week)) {
    return `${openingHoursMessages.everyDay}: ${formatDayHours(week[0] ?? null)}`;
  }
  const runs: string[] = [];
  let start = 0;
  for (let index = 1; index <= week.length; index++) {
    if (index < week.length && sameDay(week[index] ?? null, week[start] ?? null)) continue;
    const first = weekdayShortNames[start];
    const days = index - 1 === start ? first : `${first}–${weekdayShortNames[index - 1]}`;
    runs.push(`${days}: ${formatDayHours(week[start] ?? null)}`);
    start = index;
  }
  return runs.join(', ');
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
