/**
 * The opening hours' wire (opening-hours.ts has the rules and texts): apart, so that the pages
 * showing hours carry no schema — zod stays out of the storefront's first load.
 */
import { z } from 'zod/mini';
import { idField } from './fields';
import { openingHoursMessages, TIME_PATTERN, timeMinutes } from './opening-hours';

const timeField = z.string().check(z.regex(TIME_PATTERN, openingHoursMessages.time));

export const dayHoursSchema = z.nullable(
  z.strictObject({ opens: timeField, closes: timeField }).check(
    z.refine((day) => (timeMinutes(day.opens) ?? 0) < (timeMinutes(day.closes) ?? 0), {
      message: openingHoursMessages.order,
      path: ['closes'],
    }),
    // 24:00 ends a day; a day cannot begin there.
    z.refine((day) => day.opens !== '24:00', {
      message: openingHoursMessages.time,
      path: ['opens'],
    }),
  ),
);

export const weekHoursSchema = z
  .array(dayHoursSchema)
  .check(z.minLength(7, openingHoursMessages.days), z.maxLength(7, openingHoursMessages.days));

export const placeHoursSchema = z.object({ placeId: z.int(), days: weekHoursSchema });
export type PlaceHours = z.infer<typeof placeHoursSchema>;

/**
 * One date a place keeps apart from its week (issue 33 item 3, dated-hours.ts): a holiday it is
 * closed (`opens` and `closes` null) or an event with its own hours. `date` is Vladivostok's
 * 'YYYY-MM-DD'.
 */
export const datedDaySchema = z.object({
  date: z.string(),
  opens: z.nullable(z.string()),
  closes: z.nullable(z.string()),
});
export type DatedDay = z.infer<typeof datedDaySchema>;

/**
 * GET /api/opening-hours: every place, in id order, and the courier's delivery week
 * (delivery-time.ts; absent: its default); public and cached like the catalogue. `dated`: the
 * upcoming dates (today on, the next DATED_HOURS_DAYS_AHEAD days) each place — by its id as a
 * key, '0' the courier's — keeps apart from its week, in date order; a place without any is not
 * listed, and an answer without `dated` has none.
 */
export const openingHoursResponseSchema = z.object({
  places: z.array(placeHoursSchema),
  delivery: z.optional(weekHoursSchema),
  dated: z.optional(z.record(z.string(), z.array(datedDaySchema))),
});

/* ---------- staff: GET /api/staff/opening-hours, PUT /api/staff/opening-hours/:placeId ---------- */
/* (placeId 0: the delivery week) */

/** A place's week as the back office edits it: with the version a write is made from. */
export const staffPlaceHoursSchema = z.object({
  placeId: z.int(),
  days: weekHoursSchema,
  version: z.int(),
});
export type StaffPlaceHours = z.infer<typeof staffPlaceHoursSchema>;

/**
 * The places of the member's venues (an admin: every place), in id order, after the delivery
 * week (placeId DELIVERY_HOURS_ID, 0) for every manager and admin: delivery is the group's.
 */
export const staffOpeningHoursResponseSchema = z.object({ places: z.array(staffPlaceHoursSchema) });
export type StaffOpeningHoursResponse = z.infer<typeof staffOpeningHoursResponseSchema>;

/** A place's id, or 0 for the delivery week (DELIVERY_HOURS_ID, delivery-time.ts). */
export const placeHoursParamsSchema = z.object({
  placeId: z.pipe(
    z.string().check(z.regex(/^(?:0|[1-9]\d{0,9})$/)),
    z.transform((value: string) => Number(value)),
  ),
});

/**
 * PUT /api/staff/opening-hours/:placeId → staffPlaceHoursSchema. The version is the one the
 * editor was loaded with: when another write came first, 409 `conflict` answers
 * `{ errType, message, current }` with `current` a staffPlaceHoursSchema.
 */
export const placeHoursUpdateSchema = z.strictObject({
  days: weekHoursSchema,
  version: idField(),
});
export type PlaceHoursUpdate = z.infer<typeof placeHoursUpdateSchema>;
