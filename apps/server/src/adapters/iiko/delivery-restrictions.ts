/**
 * iiko's delivery restrictions (decision 053): the venues' organizations' zones, minimums,
 * courier times and fee products, and whether iiko delivers one ticket to one address then, read
 * into a verdict in our terms ({@link verdictOf}). The wire format is wire/delivery-restrictions.ts.
 */
import { toKopecks, toRoubles } from '@storefront/contract/money';
import type { MenuVenueId } from '@storefront/contract/venues';
import type { IikoClient } from './client';
import { type IikoVenues, organizationOf } from './organizations';
import { terminalGroupOf } from './terminals';
import { sameId } from './wire/common';
import {
  type IikoAllowedAnswer,
  type IikoDeliveryRestrictions,
  iikoAllowedAnswerSchema,
  iikoDeliveryRestrictionsAnswerSchema,
} from './wire/delivery-restrictions';

export interface DeliveryQuery {
  address: { city: string; street: string; house: string };
  /** the ticket's dishes by their iiko ids, one item per dish */
  items: { productId: string; name: string; amount: number }[];
  /** the whole order's dishes' sum (kopecks): the minimum is the guest's order's, as ours is */
  sumKopecks: number;
  /** when it is to arrive: the terminal's local time, 'yyyy-MM-dd HH:mm:ss.fff' */
  deliveryDate: string;
  /** the house's point, when a geocoder found it (YANDEX_GEOCODER_KEY); else iiko reads the address */
  location?: { latitude: number; longitude: number };
}

/** What iiko says of delivering one ticket to one address. */
export type DeliveryVerdict =
  | {
      allowed: true;
      /** the zones iiko places the address in (for the venue's kitchen); empty: not said */
      zones: string[];
    }
  | {
      allowed: false;
      /** iiko's reject code (DeliveryRestrictionRejectCode) */
      code: string;
      minSumKopecks: number | null;
      /** the kitchen's hours to the address, '11:00' */
      from: string | null;
      to: string | null;
      allowedWeekDays: string[];
    };

/**
 * Which of several refusals tells the guest most: one that says what to change in the order
 * (the sum, the time, the day) means the address is inside some zone, so another kitchen's
 * "out of my zone" beside it says little.
 */
const rejectRank: Record<string, number> = {
  SumIsLessThenMinimum: 0,
  DeliveryTimeIsUnacceptable: 1,
  DayOfWeekIsUnacceptable: 2,
  OutOfTerminalZone: 3,
};
const rankOf = (code: string) => rejectRank[code] ?? 4;

/** '11:00' from iiko's 'yyyy-MM-dd HH:mm:ss.fff' (or a bare 'HH:mm'). */
function clockOf(text: string | null | undefined): string | null {
  const match = /(\d{1,2}):(\d{2})/.exec(text ?? '');
  return match ? `${(match[1] ?? '').padStart(2, '0')}:${match[2]}` : null;
}

/**
 * The verdict for the venue's terminal group: iiko answers for every terminal group of the asked
 * organizations, and a refusal of ours (or, if none is ours, the organization's) is the one told.
 */
export function verdictOf(answer: IikoAllowedAnswer, terminalGroupId: string): DeliveryVerdict {
  const ours = <T extends { terminalGroupId?: string | null }>(items: readonly T[]) => {
    const own = items.filter(
      (item) => item.terminalGroupId && sameId(item.terminalGroupId, terminalGroupId),
    );
    return own.length > 0 ? own : items;
  };
  if (answer.isAllowed) {
    const zones = ours(answer.allowedItems ?? [])
      .map((item) => item.zone?.trim() ?? '')
      .filter((zone) => zone !== '');
    return { allowed: true, zones: [...new Set(zones)] };
  }
  const [reject] = ours(answer.rejectedItems ?? []).toSorted(
    (a, b) => rankOf(a.rejectCode) - rankOf(b.rejectCode),
  );
  const data = reject?.rejectItemData;
  return {
    allowed: false,
    code: reject?.rejectCode ?? 'Undefined',
    minSumKopecks: data?.minSum ? toKopecks(data.minSum) : null,
    from: clockOf(data?.dateFrom),
    to: clockOf(data?.dateTo),
    allowedWeekDays: data?.allowedWeekDays ?? [],
  };
}

/**
 * `POST /api/1/delivery_restrictions` for the venues' organizations, in the venues' order: a zone
 * several organizations draw takes the first one's outline.
 */
export async function deliveryRestrictions(
  client: IikoClient,
  venues: IikoVenues,
): Promise<IikoDeliveryRestrictions[]> {
  const organizationIds = [...new Set(Object.values(venues.organizations))];
  const answer = await client.call(
    '/api/1/delivery_restrictions',
    { organizationIds },
    iikoDeliveryRestrictionsAnswerSchema,
  );
  return organizationIds.flatMap((id) =>
    answer.deliveryRestrictions.filter((restrictions) => sameId(restrictions.organizationId, id)),
  );
}

/** `POST /api/1/delivery_restrictions/allowed` for a venue's ticket to an address. */
export async function checkDelivery(
  client: IikoClient,
  venues: IikoVenues,
  venueId: MenuVenueId,
  query: DeliveryQuery,
): Promise<DeliveryVerdict> {
  const organizationId = organizationOf(venues, venueId);
  const terminalGroupId = await terminalGroupOf(client, venues, organizationId);
  const answer = await client.call(
    '/api/1/delivery_restrictions/allowed',
    {
      organizationIds: [organizationId],
      // The house's point when our geocoder found it; else iiko geocodes the address itself.
      ...(query.location ? { orderLocation: query.location } : {}),
      deliveryAddress: {
        city: query.address.city,
        streetName: query.address.street,
        house: query.address.house,
      },
      orderItems: query.items.map((item) => ({
        id: item.productId,
        product: item.name,
        amount: item.amount,
      })),
      isCourierDelivery: true,
      deliveryDate: query.deliveryDate,
      deliverySum: toRoubles(query.sumKopecks),
    },
    iikoAllowedAnswerSchema,
  );
  return verdictOf(answer, terminalGroupId);
}

/**
 * The product that carries the delivery fee on a ticket of the organization (decision 068): the
 * delivery-service product iiko's restrictions give the order's zone in that organization (the
 * organization's default when it uses one for all), else the configured one
 * (IIKO_DELIVERY_FEE_PRODUCT_ID). Null when neither names one: a configuration gap the caller
 * reports. The restrictions are looked up once an hour per organization.
 */
export async function deliveryFeeProduct(
  client: IikoClient,
  organizationId: string,
  zone: string | null,
  configured: string | undefined,
): Promise<string | null> {
  if (zone !== null) {
    const restrictions = await client.cached(
      `delivery-restrictions:${organizationId}`,
      async () => {
        const answer = await client.call(
          '/api/1/delivery_restrictions',
          { organizationIds: [organizationId] },
          iikoDeliveryRestrictionsAnswerSchema,
        );
        return answer.deliveryRestrictions.find((r) => sameId(r.organizationId, organizationId));
      },
    );
    const product = restrictions?.useSameDeliveryServiceProduct
      ? restrictions.defaultDeliveryServiceProductId
      : restrictions?.restrictions.find(
          (item) => item.zone?.trim() === zone.trim() && item.deliveryServiceProductId,
        )?.deliveryServiceProductId;
    if (product) return product;
  }
  return configured ?? null;
}
