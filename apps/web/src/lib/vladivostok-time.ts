/**
 * Times as the restaurants keep them: Vladivostok's clock, whatever the device's zone
 * (@storefront/contract/venue-clock). The guest's order page and the staff pages show them alike;
 * a time the server sent that is not one shows as nothing.
 */
import { formatVenueShortDateTime, formatVenueTime } from '@storefront/contract/venue-clock';

const format = (formatter: (instant: Date) => string, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter(date);
};

/** '12:05' */
export const formatVladivostokTime = (iso: string) => format(formatVenueTime, iso);

/** '24.11, 12:05': for what spans days (the audit log). */
export const formatVladivostokDateTime = (iso: string) => format(formatVenueShortDateTime, iso);
