/**
 * The courier's week (issue 14 item 6, decision 046): staff edit it as one more "place" of the
 * opening hours; until then it is 11:00–20:00 every day. Apart from the delivery time rules
 * (delivery-time.ts) so that every page's footer, which states these hours, carries only this.
 */
import { formatOpeningHours, sameOpenHoursEveryDay, type WeekHours, weekdays } from './week-hours';

/**
 * The delivery week's id among the opening hours' places: places are 1–4 (venues.ts), and 0 is
 * never a place's id, so the week shares their tables, routes and editor without a clash.
 */
export const DELIVERY_HOURS_ID = 0;

/** The courier's hours until staff edit them: 11:00–20:00 every day, as SPEC.md §2 says. */
export const defaultDeliveryHours: WeekHours = /* @__PURE__ */ weekdays.map(() => ({
  opens: '11:00',
  closes: '20:00',
}));

/** The delivery week from GET /api/opening-hours's answer, or the default when not in it. */
export function deliveryWeekOf(answer: { delivery?: WeekHours } | undefined): WeekHours {
  return answer?.delivery ?? defaultDeliveryHours;
}

/**
 * The delivery week in words, for the delivery page and the checkout: 'ежедневно с 11:00 до
 * 20:00' while every day is alike, else by runs of days ('Пн–Пт: 11:00–20:00, Сб: 12:00–18:00,
 * Вс: выходной').
 */
export function formatDeliveryHours(week: WeekHours = defaultDeliveryHours): string {
  const everyDay = sameOpenHoursEveryDay(week);
  return everyDay
    ? `ежедневно с ${everyDay.opens} до ${everyDay.closes}`
    : formatOpeningHours(week);
}
