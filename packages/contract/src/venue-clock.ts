/**
 * The venues' clock: every date and time the restaurants keep is Vladivostok's, whatever the
 * server's, the browser's or the tablet's zone. The zone, the wall clock at an instant and the
 * Russian ways of writing a time live here once, for the server and the web alike.
 *
 * Every formatter is marked pure: a page that shows no time leaves this code out of its bundle,
 * and one that shows a time carries only the formatter it uses.
 */

/** IANA's name; DESIGN.md's «Europe/Vladivostok» does not exist (decision 011). */
export const VENUE_TIME_ZONE = 'Asia/Vladivostok';

const MINUTE = 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

const wallClockFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: VENUE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** What the venue's wall clock shows at an instant (month 1–12, hour 0–23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Vladivostok wall clock at an instant. */
export function wallClockAt(instant: Date | number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(instant)) parts[part.type] = Number(part.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second };
}

/**
 * How far Vladivostok's wall clock is ahead of UTC at an instant, in ms (UTC+10 all year; Intl
 * follows any change): the wall clock read as if it were UTC, less the instant's minute.
 */
export function venueOffset(instant: Date | number): number {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  const { year, month, day, hour, minute } = wallClockAt(at);
  return Date.UTC(year, month - 1, day, hour, minute) - Math.floor(at / MINUTE) * MINUTE;
}

/**
 * The instant of a Vladivostok wall-clock time given as if it were UTC (Date.UTC of its date and
 * time): the zone's offset near that time, so a day's midnight and a typed booking time alike.
 */
export function venueInstant(wallAsUtc: number): number {
  return wallAsUtc - venueOffset(wallAsUtc - 10 * 60 * MINUTE);
}

const dateText = ({ year, month, day }: WallClock) => `${year}-${pad(month)}-${pad(day)}`;

/** The venue's date at an instant, 'YYYY-MM-DD': the restaurants' day. */
export function venueDate(instant: Date | number): string {
  return dateText(wallClockAt(instant));
}

/** 'YYYY-MM-DD HH:mm:ss' of the venue's wall clock at an instant (iiko's terminal time). */
export function venueDateTimeText(instant: Date | number): string {
  const wall = wallClockAt(instant);
  return `${dateText(wall)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

const timeFormat = /* @__PURE__ */ new Intl.DateTimeFormat('ru-RU', {
  timeZone: VENUE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '12:05' */
export const formatVenueTime = (instant: Date | number): string => timeFormat.format(instant);

const shortDateTimeFormat = /* @__PURE__ */ new Intl.DateTimeFormat('ru-RU', {
  timeZone: VENUE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** '24.11, 12:05': for what spans days (the audit log). */
export const formatVenueShortDateTime = (instant: Date | number): string =>
  shortDateTimeFormat.format(instant);

const longDateTimeFormat = /* @__PURE__ */ new Intl.DateTimeFormat('ru-RU', {
  timeZone: VENUE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '24 декабря 2026 г. в 19:30' (Intl's own spaces: some are non-breaking). */
export const formatVenueDateTime = (instant: Date | number): string =>
  longDateTimeFormat.format(instant);
