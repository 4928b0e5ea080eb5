/**
 * The restaurant group's own words and links, in one place: a restaurant replaces this file
 * (and the demo catalogue) without touching components. What the server prints too (the name,
 * the places and their phones) is in @storefront/contract.
 */
import { CATERING_MENU_URL } from '@storefront/contract/catering';
import { formatDeliveryHours } from '@storefront/contract/delivery-hours';
import { restaurantGroup } from '@storefront/contract/venues';
import {
  type DayHours,
  dayMinutes,
  sameOpenHoursEveryDay,
  type WeekHours,
} from '@storefront/contract/week-hours';

export const brand = {
  name: restaurantGroup.name,
  tagline: 'Гастропаб, Sibumi и кондитерская — в одной доставке',
  city: 'Владивосток',
};

export const links = {
  /** the catering menu, a downloadable PDF made by the server */
  cateringMenu: CATERING_MENU_URL,
  /** a messenger chat for reviews */
  feedback: 'https://t.me/pogranichnaya14_feedback',
};

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

/** Required in the footer by Russian consumer law; placeholders for the demo. */
export const legalInfo = {
  entity: 'ООО «Пограничная 14»',
  inn: 'ИНН 2540000000',
  ogrn: 'ОГРН 1222500000000',
  address: '690091, г. Владивосток, ул. Пограничная, д. 14',
  email: 'hello@pogranichnaya14.example',
};
