/**
 * iiko's delivery restrictions on the wire (iikoTransport API v1; decision 053):
 * `POST /api/1/delivery_restrictions` (read into our zones by modules/delivery-rules) and the
 * answer of `POST /api/1/delivery_restrictions/allowed`, read here into a verdict on one address
 * ({@link verdictOf}) — the adapter's answer in our terms.
 *
 * The schemas follow iiko's published description (GetDeliveryRestrictionsResponse,
 * DeliveryRestrictions, DeliveryRestrictionItem, DeliveryZone, GetAllowedRestrictionsResponse,
 * AllowedItemWithDuration, RejectItem, RejectItemData): what iiko marks required is required,
 * what it marks optional is nullish, unknown fields pass. An answer cut off in the middle fails
 * them, and the last good zones stay.
 */
import { toKopecks } from '@storefront/contract/money';
import { z } from 'zod';
import { nullableNumber, nullableText } from './wire/common';

export const iikoRestrictionItemSchema = z.looseObject({
  /** roubles; the smallest order the point takes to the zone in its window */
  minSum: nullableNumber,
  terminalGroupId: nullableText,
  organizationId: nullableText,
  /** the zone's name in iiko's cartography: the link to `deliveryZones[].name` */
  zone: nullableText,
  /** the days of the week (a bit mask iiko does not document further): left to `allowed` */
  weekMap: z.number(),
  /** minutes from the day's start; left to `allowed` */
  from: nullableNumber,
  to: nullableNumber,
  priority: z.number(),
  deliveryDurationInMinutes: z.number(),
  /** the "delivery service payment" product: its price is the zone's fee */
  deliveryServiceProductId: nullableText,
});

/** A zone's outline (DeliveryZone); `addresses` only for zones drawn by streets. */
export const iikoDeliveryZoneSchema = z.looseObject({
  name: z.string(),
  coordinates: z.array(z.looseObject({ latitude: z.number(), longitude: z.number() })).nullish(),
  addresses: z.array(z.unknown()).nullish(),
});

/** One organization's restrictions (DeliveryRestrictions). */
export const iikoDeliveryRestrictionsSchema = z.looseObject({
  organizationId: z.string(),
  defaultDeliveryDurationInMinutes: z.number(),
  useSameDeliveryDuration: z.boolean(),
  useSameMinSum: z.boolean(),
  defaultMinSum: nullableNumber,
  useSameDeliveryServiceProduct: z.boolean(),
  defaultDeliveryServiceProductId: nullableText,
  restrictions: z.array(iikoRestrictionItemSchema),
  deliveryZones: z.array(iikoDeliveryZoneSchema),
});

/** iiko's answer to `POST /api/1/delivery_restrictions`. */
export const iikoDeliveryRestrictionsAnswerSchema = z.looseObject({
  correlationId: z.string(),
  deliveryRestrictions: z.array(iikoDeliveryRestrictionsSchema),
});

export type IikoDeliveryRestrictions = z.infer<typeof iikoDeliveryRestrictionsSchema>;
export type IikoDeliveryZone = z.infer<typeof iikoDeliveryZoneSchema>;
/** what iiko sends (fixtures and the fake iiko are typed with this) */
export type IikoDeliveryRestrictionsInput = z.input<typeof iikoDeliveryRestrictionsSchema>;

/** iiko's ids compared as iiko does: without case */
export const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

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

/** iiko's answer to `POST /api/1/delivery_restrictions/allowed` (GetAllowedRestrictionsResponse). */
export const iikoAllowedAnswerSchema = z.looseObject({
  correlationId: nullableText,
  isAllowed: z.boolean(),
  rejectCause: nullableText,
  allowedItems: z
    .array(
      z.looseObject({
        terminalGroupId: z.string(),
        organizationId: z.string(),
        deliveryDurationInMinutes: nullableNumber,
        zone: nullableText,
        deliveryServiceProductId: nullableText,
      }),
    )
    .nullish(),
  rejectedItems: z
    .array(
      z.looseObject({
        terminalGroupId: nullableText,
        organizationId: nullableText,
        zone: nullableText,
        rejectCode: z.string(),
        rejectHint: nullableText,
        rejectItemData: z
          .looseObject({
            dateFrom: nullableText,
            dateTo: nullableText,
            allowedWeekDays: z.array(z.string()).nullish(),
            minSum: nullableNumber,
          })
          .nullish(),
      }),
    )
    .nullish(),
});
export type IikoAllowedAnswer = z.infer<typeof iikoAllowedAnswerSchema>;
export type IikoAllowedAnswerInput = z.input<typeof iikoAllowedAnswerSchema>;

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
