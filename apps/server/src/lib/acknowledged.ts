import { z } from 'zod/mini';

/** What a provider's notification (YooKassa) or webhook (iiko) is answered once it is taken. */
export const acknowledgedSchema = z.object({ success: z.literal(true) });
