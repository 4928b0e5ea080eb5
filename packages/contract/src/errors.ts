/** Error answers: `{ errType, message, fields? }` (API.md "General rules"). Texts of SPEC.md §8. */
import { z } from 'zod/mini';

export { type ErrType, errorMessages } from './error-messages';

export const errorResponseSchema = z.object({
  errType: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
