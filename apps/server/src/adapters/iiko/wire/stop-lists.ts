/** iiko's stop lists on the wire: `stop_lists` and `stop_lists/check`. */
import { z } from 'zod';

const stopListEntry = z.object({
  productId: z.string(),
  sizeId: z.string().nullish(),
  balance: z.number(),
});

/**
 * `POST /api/1/stop_lists/check`: `rejectedItems` is left out when nothing asked about is on the
 * stop list.
 */
export const iikoStopListCheckAnswerSchema = z.object({
  rejectedItems: z.array(stopListEntry).nullish(),
});

/** `POST /api/1/stop_lists` */
export const iikoStopListsAnswerSchema = z.object({
  terminalGroupStopLists: z.array(
    z.object({
      organizationId: z.string(),
      items: z.array(
        z.object({
          terminalGroupId: z.string().nullish(),
          items: z.array(stopListEntry),
        }),
      ),
    }),
  ),
});
