/**
 * Hours set by date (issue 33 item 3, decision 088): a place (or the courier's week, place id 0)
 * closed on a holiday or open its own hours for an event, apart from its week. Set in the back
 * office's hours area by the same members as that place's week; the slot rules read them
 * (delivery-time.ts's `dated`), and GET /api/opening-hours lists the upcoming ones.
 *
 * Dates are Vladivostok's 'YYYY-MM-DD', from today to DATED_HOURS_DAYS_AHEAD days after it: a
 * past date changes nothing any more, and two months is past the longest pre-order (14 days) with
 * room for the next holidays.
 */
import { z } from 'zod/mini';
import { datedDaySchema, dayHoursSchema } from './opening-hours-schemas';
import { venueDate } from './venue-clock';

export const DATED_HOURS_DAYS_AHEAD = 60;

export const datedHoursMessages = {
  title: 'Особые дни',
  intro:
    'Праздники и события: день, когда место закрыто, или свои часы на этот день. Неделя на остальные дни не меняется.',
  date: 'Укажите дату в виде ГГГГ-ММ-ДД',
  range: `Дата — от сегодняшней и не дальше ${DATED_HOURS_DAYS_AHEAD} дней вперёд`,
  closed: 'Выходной',
  ownHours: 'Свои часы',
  add: 'Добавить день',
  remove: 'Убрать',
  none: 'Особых дней нет',
} as const;

const DAY_MS = 86_400_000;

/** The date `days` after a 'YYYY-MM-DD' date (calendar arithmetic, no time zone). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The dates a member may set at `now`: Vladivostok's today to DATED_HOURS_DAYS_AHEAD after. */
export function datedHoursRange(now: number): { from: string; to: string } {
  const from = venueDate(now);
  return { from, to: addDays(from, DATED_HOURS_DAYS_AHEAD) };
}

/** Whether a date may be set at `now`. */
export function isSettableDate(date: string, now: number): boolean {
  const { from, to } = datedHoursRange(now);
  return date >= from && date <= to;
}

/** A real calendar date 'YYYY-MM-DD' (not 2027-02-30). */
const dateField = () => z.iso.date(datedHoursMessages.date);

/* ---------- staff: GET /api/staff/dated-hours ---------- */
/* PUT and DELETE /api/staff/dated-hours/:placeId/:date (placeId 0: the courier's) */

/** A place's dates from today on, in date order. */
export const staffPlaceDatedSchema = z.object({
  placeId: z.int(),
  dates: z.array(datedDaySchema),
});
export type StaffPlaceDated = z.infer<typeof staffPlaceDatedSchema>;

/** The places whose weeks the member sets (as GET /api/staff/opening-hours), in id order. */
export const staffDatedHoursResponseSchema = z.object({
  places: z.array(staffPlaceDatedSchema),
});
export type StaffDatedHoursResponse = z.infer<typeof staffDatedHoursResponseSchema>;

export const datedHoursParamsSchema = z.object({
  placeId: z.pipe(
    z.string().check(z.regex(/^(?:0|[1-9]\d{0,9})$/)),
    z.transform((value: string) => Number(value)),
  ),
  date: dateField(),
});

/**
 * PUT …/:placeId/:date → staffPlaceDatedSchema (the place's dates after): `hours` null for a day
 * off, else the day's hours by the week's rules; a date already set is replaced. DELETE answers
 * the same; the date goes back to its week.
 */
export const datedHoursUpdateSchema = z.strictObject({ hours: dayHoursSchema });
export type DatedHoursUpdate = z.infer<typeof datedHoursUpdateSchema>;

/**
 * The back office's form of one date at `now` (the date in the range, the hours as the week's):
 * what the server checks of PUT …/:placeId/:date, in one body.
 */
export const datedHoursEntrySchema = (now: () => number) =>
  z.strictObject({
    date: dateField().check(
      z.refine((date) => isSettableDate(date, now()), datedHoursMessages.range),
    ),
    hours: dayHoursSchema,
  });
