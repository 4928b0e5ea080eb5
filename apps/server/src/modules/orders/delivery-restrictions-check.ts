/**
 * iiko's delivery restrictions before a courier order is taken (issue 15 item 3; decision 053).
 * Our zones carry iiko's minimum and minutes (delivery-rules/), but only iiko knows which of its
 * zones an address lies in, and the hours and weekdays each kitchen delivers there. So before a
 * courier order is accepted — and so before its online payment is created — each venue's
 * organization is asked `POST /api/1/delivery_restrictions/allowed` for the address, the ticket's
 * dishes, the order's dishes' sum and the time. A refusal is answered at the zone field, in the
 * contract's words for iiko's reject code; an address iiko places in another of our zones than the
 * one chosen is refused naming that zone (the fee shown was the wrong zone's).
 *
 * When iiko does not answer in time, the failure is logged and the order is judged by what we know
 * ourselves: the zones' outlines stored from iiko, with the house's point (decision 080); without
 * them it is taken, as with the stop-list check — refusing every order while iiko is slow would
 * close the shop over a check that is a courtesy.
 */
import {
  deliveryRefusalMessage,
  otherZoneMessage,
  venueDeliveryRefusal,
} from '@storefront/contract/delivery-restrictions';
import { DELIVERY_CITY } from '@storefront/contract/orders';
import { venueDateTimeText } from '@storefront/contract/venue-clock';
import { isMenuVenueId, type MenuVenueId } from '@storefront/contract/venues';
import type { Geocoder, GeoPoint } from '../../adapters/geocoder/yandex-geocoder';
import type { DeliveryQuery, DeliveryVerdict } from '../../adapters/iiko/delivery-restrictions';
import { withinTime } from '../../lib/within-time';
import { STOP_LIST_CHECK_TIMEOUT_MS, type StopListCheckLog } from './stop-list-check';

export type { DeliveryQuery };

export interface DeliveryRestrictionsCheck {
  checkDelivery(venueId: MenuVenueId, query: DeliveryQuery): Promise<DeliveryVerdict>;
}

/** At most this long the guest waits for iiko's answer: as long as for the stop-list check, beside it. */
export const DELIVERY_CHECK_TIMEOUT_MS = STOP_LIST_CHECK_TIMEOUT_MS;

/** A line of the order, as far as the check needs it. */
export interface DeliveryCheckLine {
  venueId: number;
  /** the dish's iiko id */
  iikoId: string;
  name: string;
  count: number;
}

/** Where and when a courier order goes, as the guest asked for it. */
export interface CourierAddress {
  street: string;
  house: string;
  /** the zone of ours the guest chose (its fee was charged) */
  zoneId: number | null;
  /** the order's completeBefore; null: as soon as possible */
  completeBefore: string | null;
}

/** A zone of ours, as far as the check names it. */
export interface CheckedZone {
  name: string;
  posZoneName: string | null;
}

export interface DeliveryRefusal {
  /** `belowZoneMinimum` when only minimums refused, like our own minimum; else `validation` */
  errType: 'belowZoneMinimum' | 'validation';
  message: string;
}

/** An instant as the Vladivostok terminal's local time in iiko's 'yyyy-MM-dd HH:mm:ss.fff'. */
export function terminalTime(at: Date): string {
  return `${venueDateTimeText(at)}.000`;
}

/**
 * iiko's refusal of delivering the order to the address, or null when every venue's kitchen
 * takes it (or does not answer in time: logged, the order is taken).
 */
export async function deliveryRefusal(
  check: DeliveryRestrictionsCheck,
  order: {
    lines: readonly DeliveryCheckLine[];
    street: string;
    house: string;
    sumKopecks: number;
    /** the order's completeBefore; null: as soon as possible */
    completeBefore: string | null;
    now: Date;
    venueNames: ReadonlyMap<number, string>;
    /** the zone the guest chose, and the active zones of ours */
    chosenZone: CheckedZone | null;
    zones: readonly CheckedZone[];
    /** finds the house's point for iiko (YANDEX_GEOCODER_KEY); none: iiko reads the address */
    geocoder?: Geocoder;
    /**
     * When no kitchen answered: the refusal by what we know ourselves (the zones' outlines, with
     * the house's point if the geocoder found it), instead of taking the address unchecked
     */
    whenUnanswered?: (point: GeoPoint | null) => DeliveryRefusal | null;
  },
  log: StopListCheckLog,
  timeoutMs = DELIVERY_CHECK_TIMEOUT_MS,
): Promise<DeliveryRefusal | null> {
  const byVenue = new Map<MenuVenueId, Map<string, DeliveryQuery['items'][number]>>();
  for (const line of order.lines) {
    if (!isMenuVenueId(line.venueId)) continue;
    const items = byVenue.get(line.venueId) ?? new Map();
    const key = line.iikoId.toLowerCase();
    const item = items.get(key);
    items.set(key, {
      productId: line.iikoId,
      name: line.name,
      amount: (item?.amount ?? 0) + line.count,
    });
    byVenue.set(line.venueId, items);
  }
  const deliveryDate = order.completeBefore ?? terminalTime(order.now);
  // Once for every kitchen, and never in the way: a geocoder that fails gives no point.
  const location =
    order.geocoder && byVenue.size > 0
      ? await order.geocoder.locate(`${DELIVERY_CITY}, ${order.street}, ${order.house}`)
      : null;
  const verdicts = await Promise.all(
    [...byVenue].map(async ([venueId, items]) => {
      try {
        const verdict = await withinTime(
          check.checkDelivery(venueId, {
            address: { city: DELIVERY_CITY, street: order.street, house: order.house },
            items: [...items.values()],
            sumKopecks: order.sumKopecks,
            deliveryDate,
            ...(location ? { location } : {}),
          }),
          timeoutMs,
        );
        return { venueId, verdict };
      } catch (error) {
        log.warn(
          { venueId, err: error },
          'delivery restrictions check failed: the order is taken unchecked',
        );
        return { venueId, verdict: null };
      }
    }),
  );

  if (order.whenUnanswered && verdicts.every(({ verdict }) => verdict === null)) {
    return order.whenUnanswered(location);
  }
  const refused = verdicts.flatMap(({ venueId, verdict }) =>
    verdict && !verdict.allowed ? [{ venueId, verdict }] : [],
  );
  if (refused.length > 0) {
    const severalVenues = byVenue.size > 1;
    const messages = refused.map(({ venueId, verdict }) => {
      const message = deliveryRefusalMessage(verdict.code, {
        minSumKopecks: verdict.minSumKopecks,
        from: verdict.from,
        to: verdict.to,
        allowedWeekDays: verdict.allowedWeekDays,
      });
      const venueName = order.venueNames.get(venueId);
      return severalVenues && venueName ? venueDeliveryRefusal(venueName, message) : message;
    });
    const onlyMinimums = refused.every(({ verdict }) => verdict.code === 'SumIsLessThenMinimum');
    return {
      errType: onlyMinimums ? 'belowZoneMinimum' : 'validation',
      message: [...new Set(messages)].join('. '),
    };
  }

  // Taken everywhere: is the address in the zone the guest chose (and paid the fee of)?
  const chosen = order.chosenZone?.posZoneName;
  const placedIn = verdicts.flatMap(({ verdict }) => (verdict?.allowed ? verdict.zones : []));
  if (!chosen || placedIn.length === 0 || placedIn.includes(chosen)) return null;
  const actual = order.zones.find(
    (zone) => zone.posZoneName && placedIn.includes(zone.posZoneName),
  );
  return actual ? { errType: 'validation', message: otherZoneMessage(actual.name) } : null;
}
