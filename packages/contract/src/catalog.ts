/** Catalogue answers (API.md "Catalogue"). Field names are the specification's, odd ones included. */
// zod/mini keeps the storefront's bundles small; the server validates with the same schemas.
import { z } from 'zod/mini';
import { idParamField, textField } from './fields';

export const specialHeaderItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  URL: z.string(),
});
export type SpecialHeaderItem = z.infer<typeof specialHeaderItemSchema>;
export const specialHeaderSchema = z.array(specialHeaderItemSchema);

export const menuProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** price in roubles */
  prise: z.number(),
  /** portion weight in grams */
  gramm: z.number(),
  img_elem: z.string(),
  iiko_id: z.string(),
  special: z.boolean(),
  available: z.boolean(),
  /** priced by weight: the final sum is set by the venue */
  cost_per_gram: z.boolean(),
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
  special: z.boolean(),
  available: z.boolean(),
  /**
   * *(ext)* a special dish's menu: the `URL` of its special (`/specials/{URL}`), when that special
   * is active; absent for regular dishes.
   */
  specialURL: z.optional(z.string()),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const checkConnectionSchema = z.object({ isServerOk: z.boolean() });
export type CheckConnection = z.infer<typeof checkConnectionSchema>;

export const deliveryZoneSchema = z.object({
  id: z.int(),
  name: z.string(),
  price: z.number(),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;
export const deliveryZonesSchema = z.array(deliveryZoneSchema);

/** Path parameters: positive integer ids as the router gives them (strings). */
const positiveId = idParamField();
export const idParamSchema = z.object({ id: positiveId });
export const venueParamSchema = z.object({ venueId: positiveId });
export const specialQuerySchema = z.object({
  nameURL: textField(100).check(z.minLength(1)),
});
