/**
 * POST /api/kitchen/times *(ext)* (issue 33 items 1, 3–4, decision 087): the checkout's honest
 * slots. What the guest is told of kitchen times is kitchen-time-words.ts, re-exported here.
 */
import { z } from 'zod';

export {
  estimateTimeText,
  formatDayMonth,
  kitchenTimeMessages,
  kitchenTimeTexts,
  leadReadyFrom,
  leadTimeMessage,
  leadTimeWords,
  slotDayLabel,
  venueReadyText,
} from './kitchen-time-words';

/* ---------- POST /api/kitchen/times (ext) ---------- */

export const kitchenTimesRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        id: z.number().int().positive(),
        special: z.boolean().optional(),
        count: z.number().int().min(1).max(99),
      }),
    )
    .min(1)
    .max(100),
  /** 'DeliveryByCourier' | 'DeliveryByClient' */
  serviceType: z.enum(['DeliveryByCourier', 'DeliveryByClient']),
  /** the zone whose courier minutes a delivery adds; none: the zones' slowest */
  deliveryZone: z.number().int().positive().nullable().optional(),
});
export type KitchenTimesRequest = z.infer<typeof kitchenTimesRequestSchema>;

const venueTimeSchema = z.object({
  venueId: z.number().int(),
  name: z.string(),
  /** when this kitchen alone could have its part ready (ISO) */
  readyAt: z.string(),
});

export const kitchenTimesResponseSchema = z.object({
  /** "as soon as possible" now: the promised moment and each kitchen's; null when not offered */
  asap: z.object({ promisedAt: z.string(), venues: z.array(venueTimeSchema) }).nullable(),
  /** the slots the kitchens can keep, in order, within the days the order may be placed for */
  slots: z.array(
    z.object({
      value: z.string(),
      day: z.enum(['today', 'tomorrow', 'later']),
      date: z.string(),
      time: z.string(),
    }),
  ),
  /** why sooner times are not offered: dishes made days ahead ('«Наполеон» готовим за 2 дня — …') */
  notes: z.array(z.string()),
});
export type KitchenTimesResponse = z.infer<typeof kitchenTimesResponseSchema>;
