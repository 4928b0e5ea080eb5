/**
 * POST /api/promo-codes/check (issue 32 item 1): whether a promo code applies to the basket and
 * what it gives, priced by the server with the same rules as the order (promotions.ts). Money is
 * roubles here as on every guest call. A code that does not apply is a 422 `promoCodeRefused`
 * whose message says why ('Промокод действует от 1 500 Р', 'Промокод уже использован', …).
 */
import { z } from 'zod/mini';
import { phoneField } from './checkout';
import {
  MAX_ORDER_LINES,
  MAX_POINTS_PER_ORDER,
  orderLineSchema,
  PROMO_CODE_TYPED_MAX,
} from './orders';

export const promoCheckRequestSchema = z.strictObject({
  code: z.string().check(z.maxLength(PROMO_CODE_TYPED_MAX)),
  data: z.array(orderLineSchema).check(z.minLength(1), z.maxLength(MAX_ORDER_LINES)),
  /** the delivery fee the basket shows (roubles); absent: pickup */
  deliveryFee: z.optional(z.number().check(z.minimum(0), z.maximum(100_000))),
  /** the guest's phone when typed: a code used up by it is refused now, not at the order */
  phone: z.optional(phoneField),
});
export type PromoCheckRequest = z.infer<typeof promoCheckRequestSchema>;

export const promoCheckResponseSchema = z.object({
  /** the code as kept (upper case) */
  code: z.string(),
  title: z.string(),
  /** off the dishes, roubles */
  discount: z.number(),
  /** off the delivery fee, roubles */
  deliveryDiscount: z.number(),
  /** a dish given with the order */
  gift: z.nullable(z.object({ name: z.string() })),
  /** dishes and delivery after the discount, roubles */
  total: z.number(),
});
export type PromoCheckResponse = z.infer<typeof promoCheckResponseSchema>;

/**
 * POST /api/basket/price (issue 32): the basket priced as the order would be — the code typed,
 * the offers that apply by themselves, the points chosen — so the basket shows the order's own
 * figures. Refusals are the order's: 422 `promoCodeRefused` or `pointsRefused` with the message.
 */
export const basketPriceRequestSchema = z.strictObject({
  data: z.array(orderLineSchema).check(z.minLength(1), z.maxLength(MAX_ORDER_LINES)),
  /** the zone's fee the basket shows (roubles); absent: pickup */
  deliveryFee: z.optional(z.number().check(z.minimum(0), z.maximum(100_000))),
  phone: z.optional(phoneField),
  promoCode: z.optional(z.string().check(z.maxLength(PROMO_CODE_TYPED_MAX))),
  points: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_POINTS_PER_ORDER))),
});
export type BasketPriceRequest = z.infer<typeof basketPriceRequestSchema>;

export const basketPriceResponseSchema = z.object({
  /** the code's offer first, then those that apply by themselves (roubles) */
  offers: z.array(
    z.object({
      code: z.nullable(z.string()),
      title: z.string(),
      discount: z.number(),
      deliveryDiscount: z.number(),
      gift: z.nullable(z.object({ name: z.string() })),
    }),
  ),
  /** points spent, one a rouble */
  points: z.int(),
  /** what a signed-in guest earns when the order is done; null for a guest not signed in */
  earns: z.nullable(z.int()),
  /** the dishes before and what offers and points take off them, the fee charged, the total */
  dishes: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
});
export type BasketPriceResponse = z.infer<typeof basketPriceResponseSchema>;
