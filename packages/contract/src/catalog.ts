/** Catalogue answers (API.md "Catalogue"). Field names are the specification's, odd ones included. */
// zod/mini keeps the storefront's bundles small; the server validates with the same schemas.
import { z } from 'zod/mini';
import { idParamField, textField } from './fields';
import { dishOptionsSchema } from './modifiers';

export const specialHeaderItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  URL: z.string(),
});
export type SpecialHeaderItem = z.infer<typeof specialHeaderItemSchema>;
export const specialHeaderSchema = z.array(specialHeaderItemSchema);

/**
 * *(ext)* a dish with an uploaded photo: `img_elem` is its 480 px WebP and these are the `srcset`s
 * of every stored width in WebP and AVIF; absent for the generated pictures.
 */
const photoSrcsets = {
  img_srcset: z.optional(z.string()),
  img_avif_srcset: z.optional(z.string()),
};

export const menuProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** price in roubles */
  prise: z.number(),
  /** portion weight in grams */
  gramm: z.number(),
  img_elem: z.string(),
  ...photoSrcsets,
  iiko_id: z.string(),
  special: z.boolean(),
  available: z.boolean(),
  /** priced by weight: the final sum is set by the venue */
  cost_per_gram: z.boolean(),
  /**
   * *(ext)* true when the dish has sizes or modifiers to choose (the card's `options`): the menu's
   * basket button opens the choice instead of adding the dish as it is; absent otherwise
   */
  has_options: z.optional(z.literal(true)),
});
export type MenuProduct = z.infer<typeof menuProductSchema>;

export const menuCategorySchema = z.object({
  id: z.int(),
  text_button: z.string(),
  products: z.array(menuProductSchema),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

export const venueMenuSchema = z.array(menuCategorySchema);
export type VenueMenu = z.infer<typeof venueMenuSchema>;

export const productCardSchema = z.object({
  cost_per_gram: z.boolean(),
  product_json: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    sizePrices: z.array(z.object({ price: z.object({ currentPrice: z.number() }) })),
    /** kg */
    weight: z.number(),
    proteinsAmount: z.number(),
    carbohydratesAmount: z.number(),
    fatAmount: z.number(),
    energyAmount: z.number(),
  }),
  id: z.int(),
  venueId: z.int(),
  img_elem: z.string(),
  ...photoSrcsets,
  special: z.boolean(),
  available: z.boolean(),
  /**
   * *(ext)* a special dish's menu: the `URL` of its special (`/specials/{URL}`), when that special
   * is active; absent for regular dishes.
   */
  specialURL: z.optional(z.string()),
  /**
   * *(ext)* the dish's sizes and modifier groups (issue 15 item 4; prices in kopecks, rules in
   * modifiers.ts), when it has any; absent for a dish with neither.
   */
  options: z.optional(dishOptionsSchema),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const checkConnectionSchema = z.object({ isServerOk: z.boolean() });
export type CheckConnection = z.infer<typeof checkConnectionSchema>;

export const deliveryZoneSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** the fee in roubles */
  price: z.number(),
  /** *(ext)* the smallest dishes' sum (roubles) the zone takes; 0: any */
  minOrder: z.optional(z.number()),
  /** *(ext)* from this dishes' sum (roubles) delivery is free; null: never */
  freeFrom: z.optional(z.nullable(z.number())),
  /** *(ext)* the courier's minutes to the zone */
  minutes: z.optional(z.int()),
  /**
   * *(ext)* the zone's outline as the POS draws it (POS=iiko), `[latitude, longitude]` points in
   * order; absent for a zone without one (staff's zones, a zone of listed streets)
   */
  polygon: z.optional(z.array(z.tuple([z.number(), z.number()]))),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;
/** A point of a zone's outline: [latitude, longitude], as Yandex Maps takes them. */
export type LatLng = [number, number];
export const deliveryZonesSchema = z.array(deliveryZoneSchema);

/**
 * GET /api/venues/status *(ext)*: each menu venue's busy mode as guests see it — orders paused
 * (with the message the menu shows) and the minutes added to the expected time — and whether its
 * kitchen is on line (POS=iiko; no order "as soon as possible" while it is not).
 */
export const venueStatusSchema = z.object({
  venueId: z.int(),
  ordersPaused: z.boolean(),
  /** pausedVenueMessage: the venue's name and what its staff wrote; '' while not paused */
  message: z.string(),
  extraMinutes: z.int(),
  /** offlineVenueMessage while the kitchen is off line; '' while it is on line */
  offlineMessage: z.string(),
});
export type VenueStatus = z.infer<typeof venueStatusSchema>;
export const venueStatusesSchema = z.array(venueStatusSchema);

/** Path parameters: positive integer ids as the router gives them (strings). */
const positiveId = idParamField();
export const idParamSchema = z.object({ id: positiveId });
export const venueParamSchema = z.object({ venueId: positiveId });
export const specialQuerySchema = z.object({
  nameURL: textField(100).check(z.minLength(1)),
});
