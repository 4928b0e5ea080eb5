/** A basket line, as kept in the browser and sent with an order (SPEC.md §3 "Basket item"). */
import { z } from 'zod/mini';
import { dishChoiceSchema } from './modifiers';

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
  /**
   * the size and modifiers chosen (modifiers.ts), absent for a dish that has none: the same dish
   * chosen otherwise is another line (basketLineId)
   */
  choice: z.optional(dishChoiceSchema),
  /** the choice in words, as the dish card named it ('8 шт · Васаби'); shown under the name */
  choiceText: z.optional(z.string()),
});
export type BasketLine = z.infer<typeof basketLineSchema>;

export { basketLineId, basketLineKey, MAX_LINE_COUNT, MIN_LINE_COUNT } from './basket-rules';
