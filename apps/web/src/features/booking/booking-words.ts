/** The booking modal's words made of numbers: guests and the date picker's days. */
import { plural } from '@storefront/contract/plural';

export const guestsText = (count: number) =>
  `${count} ${plural(count, ['гость', 'гостя', 'гостей'])}`;

/** 'сб, 21 ноября' of a picker's 'DD/MM/YYYY' (a calendar date: read in UTC, no zone shift). */
const pickerDate = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'long',
});
export function dateLabel(value: string, daysAhead: number): string {
  const [day, month, year] = value.split('/').map(Number) as [number, number, number];
  const date = pickerDate.format(Date.UTC(year, month - 1, day));
  if (daysAhead === 0) return `сегодня, ${date}`;
  if (daysAhead === 1) return `завтра, ${date}`;
  return date;
}
