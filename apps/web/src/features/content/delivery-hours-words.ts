/** The courier's hours in the words of the footer and the home page (decision 046). */
import { formatDeliveryHours } from '@storefront/contract/delivery-hours';
import {
  type DayHours,
  dayMinutes,
  sameOpenHoursEveryDay,
  type WeekHours,
} from '@storefront/contract/week-hours';

/** The footer's line on the courier's hours, from the stored delivery week (decision 046). */
export function deliveryHoursLine(week: WeekHours): string {
  if (!week.some((day) => dayMinutes(day) !== null)) return 'Доставка сейчас не работает';
  const hours = formatDeliveryHours(week);
  return sameOpenHoursEveryDay(week) ? `Доставка ${hours}` : `Часы доставки: ${hours}`;
}

/** The home page's figure of the courier's hours: one span, or the widest when days differ. */
export function deliveryHoursFact(week: WeekHours): { value: string; label: string } {
  const everyDay = sameOpenHoursEveryDay(week);
  if (everyDay) {
    return { value: `${everyDay.opens}–${everyDay.closes}`, label: 'доставляем каждый день' };
  }
  const openDays = week.filter((day): day is DayHours => dayMinutes(day) !== null);
  if (openDays.length === 0) return { value: '—', label: 'доставка сейчас не работает' };
  // 'HH:mm' strings sort as times do ('24:00' included).
  const opens = openDays.map((day) => day.opens).sort()[0];
  const closes = openDays
    .map((day) => day.closes)
    .sort()
    .at(-1);
  return { value: `${opens}–${closes}`, label: 'часы доставки, по дням — на странице «Доставка»' };
}
