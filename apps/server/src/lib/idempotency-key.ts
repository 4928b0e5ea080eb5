import { z } from 'zod/mini';

/**
 * The optional `Idempotency-Key` header of the calls that create something (orders, bookings):
 * a browser resending after a lost answer gets the first answer instead of a second record.
 */
export const idempotencyKeyHeaders = z.object({
  'idempotency-key': z.optional(z.string().check(z.regex(/^[\w-]{8,100}$/))),
});
