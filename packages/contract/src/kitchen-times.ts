/**
 * What the guest is told of kitchen times (issue 33 items 3–4, decision 087): dishes made days
 * ahead, the times each kitchen gives, pre-orders; and POST /api/kitchen/times *(ext)*, the
 * checkout's honest slots.
 */
import { z } from 'zod';
import { plural } from './plural';
import { VENUE_TIME_ZONE } from './venue-clock';

const HOUR = 3_600_000;

/** 'за 2 дня', 'за 1 день', 'за 12 часов': how long ahead a dish is made. */
export function leadTimeWords(hours: number): string {
  if (hours >= 24 && hours % 24 === 0) {
    const days = hours / 24;
    return `за ${days} ${plural(days, ['день', 'дня', 'дней'])}`;
  }
  return `за ${hours} ${plural(hours, ['час', 'часа', 'часов'])}`;
}

const dayMonthFormat = /* @__PURE__ */ new Intl.DateTimeFormat('ru-RU', {
  timeZone: VENUE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
});

/** '30 ноября' */
export const formatDayMonth = (instant: number | Date): string => dayMonthFormat.format(instant);

/** The soonest a dish made `leadHours` ahead can be had when ordered at `now`. */
export const leadReadyFrom = (now: number, leadHours: number): number => now + leadHours * HOUR;

/**
 * Why a dish made days ahead is not offered for sooner slots: '«Наполеон» готовим за 2 дня —
 * выберите дату от 30 ноября'.
 */
export function leadTimeMessage(dishName: string, leadHours: number, now: number): string {
  const from = formatDayMonth(leadReadyFrom(now, leadHours));
  return `«${dishName}» готовим ${leadTimeWords(leadHours)} — выберите дату от ${from}`;
}

/** 'Кондитерская: готово к 19:40' */
export const venueReadyText = (venueName: string, time: string): string =>
  `${venueName}: готово к ${time}`;

const weekdayDayFormat = /* @__PURE__ */ new Intl.DateTimeFormat('ru-RU', {
  timeZone: VENUE_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
});

/** The day select's words: 'Сегодня', 'Завтра', 'пт, 4 декабря'. */
export function slotDayLabel(day: 'today' | 'tomorrow' | 'later', at: number): string {
  if (day === 'today') return 'Сегодня';
  if (day === 'tomorrow') return 'Завтра';
  return weekdayDayFormat.format(at);
}

export const kitchenTimeMessages = {
  /** a slot taken by other orders between the checkout and the order */
  slotTaken: 'Кухня уже занята на это время — выберите другое',
  /** every kitchen full: no time can be promised */
  kitchensFull: 'Кухни сейчас не успевают принять заказ — выберите время позже',
  preorder: 'Предзаказ',
  startAt: (time: string) => `начать в ${time}`,
} as const;

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
