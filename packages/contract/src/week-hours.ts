/**
 * A week of hours — its shape, how it is read and how guests read it — for the places' opening
 * hours (opening-hours.ts) and the courier's (delivery-hours.ts). Apart from them so that every
 * page's footer, which states the courier's hours, carries only this.
 */
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

export const weekHoursWords = { closed: 'выходной', everyDay: 'Ежедневно' } as const;

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

const sameDay = (a: DayHours | null, b: DayHours | null) =>
  a === b || (a !== null && b !== null && a.opens === b.opens && a.closes === b.closes);

/** Whether the place keeps the same hours every day of the week (closed every day counts too). */
export function isEveryDayAlike(week: WeekHours): boolean {
  return week.every((day) => sameDay(day, week[0] ?? null));
}

/** The one day's hours when every day of the week has the same, open hours; else null. */
export function sameOpenHoursEveryDay(week: WeekHours): DayHours | null {
  const first = week[0] ?? null;
  return isEveryDayAlike(week) && dayMinutes(first) ? first : null;
}

/** '12:00–23:00', or 'выходной'. */
export function formatDayHours(day: DayHours | null): string {
  return day ? `${day.opens}–${day.closes}` : weekHoursWords.closed;
}

/**
 * The week as guests read it: 'Ежедневно: 12:00–23:00' when every day is alike, else runs of
 * alike days — 'Пн–Пт: 12:00–23:00, Сб: 12:00–24:00, Вс: выходной'.
 */
export function formatOpeningHours(week: WeekHours): string {
  if (isEveryDayAlike(week)) {
    return `${weekHoursWords.everyDay}: ${formatDayHours(week[0] ?? null)}`;
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
