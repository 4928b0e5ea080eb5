/**
 * Days and times of the kitchens' promise as the guest reads them (issue 33 item 4), apart from
 * the rest of the kitchen-time words so that the order page carries only these.
 */
import { formatVenueTime, VENUE_TIME_ZONE, venueDate } from './venue-clock';

const dayMonthFormat = /* @__PURE__ */ new Intl.DateTimeFormat('ru-RU', {
  timeZone: VENUE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
});

/** '30 ноября' */
export const formatDayMonth = (instant: number | Date): string => dayMonthFormat.format(instant);

/**
 * The order page's estimate: '19:40' on the day it is read, '19:40, 30 ноября' on another
 * (a pre-order, or a time a late kitchen moved past midnight).
 */
export function estimateTimeText(instant: number, now: number): string {
  const time = formatVenueTime(instant);
  return venueDate(instant) === venueDate(now) ? time : `${time}, ${formatDayMonth(instant)}`;
}
