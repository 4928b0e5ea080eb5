/** A basket line, as kept in the browser and sent with an order (SPEC.md §3 "Basket item"). */
import { z } from 'zod/mini';

export const basketLineSchema = z.object({
  id: z.int().check(z.positive()),
  img: z.string(),
  name: z.string(),
  /** iiko id: the image key and the POS guid */
  guid: z.string(),
  count: z.int().check(z.minimum(1)),
  /** unit price, roubles */
  price: z.number().check(z.nonnegative()),
  /** line total, roubles */
  summa: z.number().check(z.nonnegative()),
  /** priced per gram */
  gramm: z.boolean(),
  special: z.boolean(),
  /** the venue that cooks it: a pickup order is collected there (absent in older baskets) */
  venueId: z.optional(z.int()),
});
export type BasketLine = z.infer<typeof basketLineSchema>;

export { basketLineKey, MAX_LINE_COUNT, MIN_LINE_COUNT } from './basket-rules';
