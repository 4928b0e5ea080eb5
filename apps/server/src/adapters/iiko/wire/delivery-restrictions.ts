/**
 * iiko's delivery restrictions on the wire (iikoTransport API v1; decision 053):
 * `POST /api/1/delivery_restrictions` (read into our zones by modules/delivery-rules) and the
 * answer of `POST /api/1/delivery_restrictions/allowed` (read into a verdict on one address by
 * ../delivery-restrictions.ts).
 *
 * The schemas follow iiko's published description (GetDeliveryRestrictionsResponse,
 * DeliveryRestrictions, DeliveryRestrictionItem, DeliveryZone, GetAllowedRestrictionsResponse,
 * AllowedItemWithDuration, RejectItem, RejectItemData): what iiko marks required is required,
 * what it marks optional is nullish, unknown fields pass. An answer cut off in the middle fails
 * them, and the last good zones stay.
 */
import { z } from 'zod';
import { nullableNumber, nullableText } from './common';

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
