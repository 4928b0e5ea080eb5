/**
 * Times as the restaurants keep them: Vladivostok's clock, whatever the device's zone. The
 * guest's order page and the staff pages show them alike.
 */
import { DELIVERY_TIME_ZONE } from '@storefront/contract/delivery-time';

const timeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: DELIVERY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

const dateTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: DELIVERY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const format = (formatter: Intl.DateTimeFormat, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
};

/** '12:05' */
export const formatVladivostokTime = (iso: string) => format(timeFormat, iso);

/** '24.11, 12:05': for what spans days (the audit log). */
export const formatVladivostokDateTime = (iso: string) => format(dateTimeFormat, iso);
