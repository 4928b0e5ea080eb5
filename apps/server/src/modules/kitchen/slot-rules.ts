/**
 * The hours an order's time is chosen within (issue 33 item 3): the courier's week, or for pickup
 * the hours every counter of the order is open; the dates set apart from those weeks; and how
 * many days ahead the order's kitchens take it. The order's check (orders/order-checks.ts) and
 * the checkout's times (kitchen-times.ts) read them here, so both offer the same slots.
 */
import {
  type DatedHours,
  DELIVERY_HOURS_ID,
  type OrderWay,
  pickupWeek,
  type SlotOptions,
} from '@storefront/contract/delivery-time';
import { hoursOn, type WeekHours, weekdayOfDate } from '@storefront/contract/opening-hours';
import { venueDate } from '@storefront/contract/venue-clock';
import { isMenuVenueId, pickupPlace } from '@storefront/contract/venues';
import type { Db } from '../../db/client';
import { pickupDatedHours, storedDatedHours } from '../hours/dated-hours';
import { storedWeekOf } from '../hours/opening-hours';
import { kitchensOf } from './repository';

type Reader = Pick<Db, 'select'>;
const DAY = 24 * 3_600_000;

export interface SlotRules {
  way: OrderWay;
  week: WeekHours;
  options: Required<SlotOptions>;
}

const weekdayOfText = (date: string) => weekdayOfDate(Date.parse(`${date}T00:00:00Z`));

/**
 * The hours and days ahead an order for these venues may be timed within, at `now`. `read`: the
 * venues' kitchens when the caller has them already (one query fewer).
 */
export async function slotRulesOf(
  reader: Reader,
  courier: boolean,
  venueIds: readonly number[],
  now: Date,
  read?: readonly { preorderDays: number }[],
): Promise<SlotRules> {
  const kitchens = read ?? (await kitchensOf(reader, venueIds));
  const daysAhead =
    kitchens.length === 0 ? 1 : Math.min(...kitchens.map((row) => row.preorderDays));
  const from = venueDate(now);
  const to = venueDate(now.getTime() + (daysAhead + 1) * DAY);
  if (courier) {
    const [week, dated] = await Promise.all([
      storedWeekOf(reader, DELIVERY_HOURS_ID),
      storedDatedHours(reader, [DELIVERY_HOURS_ID], from, to),
    ]);
    return {
      way: 'courier',
      week,
      options: { daysAhead, dated: dated.get(DELIVERY_HOURS_ID) ?? new Map() },
    };
  }
  const placeIds = venueIds.filter(isMenuVenueId).map((venueId) => pickupPlace(venueId).id);
  const [weeks, dated] = await Promise.all([
    Promise.all(placeIds.map((placeId) => storedWeekOf(reader, placeId))),
    storedDatedHours(reader, placeIds, from, to),
  ]);
  const merged: DatedHours = pickupDatedHours(
    placeIds.map((placeId, index) => ({
      dated: dated.get(placeId) ?? new Map(),
      hoursOn: (date: string) => hoursOn(weeks[index] ?? [], weekdayOfText(date)),
    })),
  );
  return { way: 'pickup', week: pickupWeek(weeks), options: { daysAhead, dated: merged } };
}
