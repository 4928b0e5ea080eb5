/**
 * A venue's kitchen as the back office sets it (issue 33 items 1 and 3, decision 088): its
 * capacity (make-minutes it cooks per 15 minutes), how many days after today guests may choose a
 * slot, and how long before its start a pre-order's ticket reaches the kitchen; and the menu's
 * make-minutes and lead hours (staff-menu.ts uses the fields below). Edited by the venue's
 * managers and admins under /api/staff/kitchen, the same right as its opening hours and busy mode
 * (`hoursAndZones`).
 *
 * A venue's settings carry the venue row's `version` (shared with its busy mode): a write made
 * from an older copy is refused with 409 `conflict` and the settings as they are now in `current`.
 * The bounds and defaults are kitchen-load.ts's `kitchenLimits` and `kitchenDefaults`.
 */
import { z } from 'zod/mini';
import { idField, idParamField } from './fields';
import { kitchenDefaults, kitchenLimits } from './kitchen-load';

const { capacityMinutes, preorderDays, noticeMinutes, dishMakeMinutes, leadHours } = kitchenLimits;

export const kitchenSettingsMessages = {
  capacity: `Мощность кухни — от ${capacityMinutes.min} до ${capacityMinutes.max} минут готовки за 15 минут`,
  preorderDays: `Предзаказ — на ${preorderDays.min}–${preorderDays.max} дней вперёд после сегодняшнего`,
  notice: `Заказ приходит на кухню за ${noticeMinutes.min}–${noticeMinutes.max} минут до начала готовки`,
  makeMinutes: `Время готовки — от ${dishMakeMinutes.min} до ${dishMakeMinutes.max} минут, или пусто`,
  leadHours: `Готовим заранее — от ${leadHours.min} до ${leadHours.max} часов (0 — не нужно)`,
  /** the form's hints */
  capacityHint: 'Сколько минут готовки кухня успевает за каждые 15 минут: четыре повара — около 60',
  preorderDaysHint: 'На сколько дней после сегодняшнего гости могут выбрать время',
  noticeHint: 'За сколько минут до начала готовки предзаказ появляется на кухне',
  categoryMakeMinutesHint: `Пусто — ${kitchenDefaults.dishMakeMinutes} минут`,
  dishMakeMinutesHint: 'Пусто — как у категории',
  leadHoursHint: '0 — не нужно; торт, который готовят за 2 дня, — 48',
  saved: 'Сохранено',
  title: 'Кухня',
} as const;

/** A whole number within [min, max], with one message for any miss. */
const boundedInt = (bounds: { min: number; max: number }, message: string) =>
  z.int(message).check(z.minimum(bounds.min, message), z.maximum(bounds.max, message));

/** A category's or dish's make-minutes; null: its category's (a category's: the kitchen default). */
export const makeMinutesField = () =>
  z.nullable(boundedInt(dishMakeMinutes, kitchenSettingsMessages.makeMinutes));
/** Hours ahead a dish must be ordered; 0: none. */
export const leadHoursField = () => boundedInt(leadHours, kitchenSettingsMessages.leadHours);

/* ---------- GET /api/staff/kitchen, PUT /api/staff/kitchen/:venueId ---------- */

export const venueKitchenSchema = z.object({
  venueId: z.int(),
  /** the venue's name as guests see it */
  name: z.string(),
  capacityMinutes: z.int(),
  preorderDays: z.int(),
  noticeMinutes: z.int(),
  version: z.int(),
});
export type VenueKitchen = z.infer<typeof venueKitchenSchema>;

/** The venues the member may set (an admin: every venue), in id order. */
export const venuesKitchenResponseSchema = z.object({ venues: z.array(venueKitchenSchema) });
export type VenuesKitchenResponse = z.infer<typeof venuesKitchenResponseSchema>;

export const venueKitchenParamsSchema = z.object({ venueId: idParamField() });

/** PUT /api/staff/kitchen/:venueId → venueKitchenSchema; 409 `conflict` with `current` when stale. */
export const venueKitchenUpdateSchema = z.strictObject({
  capacityMinutes: boundedInt(capacityMinutes, kitchenSettingsMessages.capacity),
  preorderDays: boundedInt(preorderDays, kitchenSettingsMessages.preorderDays),
  noticeMinutes: boundedInt(noticeMinutes, kitchenSettingsMessages.notice),
  version: idField(),
});
export type VenueKitchenUpdate = z.infer<typeof venueKitchenUpdateSchema>;
