/** What iiko's answers share: one reading of "iiko may leave it out or send null". */
import { z } from 'zod';

export const nullableText = z.string().nullish();
export const nullableNumber = z.number().nullish();
export const nullableFlag = z.boolean().nullish();

/**
 * A list in iiko's answer whose broken entries (a category without an id, a payment type whose id
 * is null) are left out rather than failing the whole answer (issue 30 item 7): one bad category
 * does not stop a venue's menu, nor one bad payment type every order. A missing list still fails.
 */
export const listOf = <T extends z.ZodType>(entry: T) =>
  // typed as the plain list, so fixtures keep their types; at run time entries that do not fit are
  // dropped before the list is read
  z.preprocess(
    (raw) => (Array.isArray(raw) ? raw.filter((item) => entry.safeParse(item).success) : raw),
    z.array(entry),
  ) as unknown as z.ZodArray<T>;

/** iiko's ids compared as iiko does: without case */
export const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// iiko's answers, read leniently: only the fields we use, unknown fields ignored.

/** iiko's answer to a call it refuses (any status but 2xx). */
export const iikoErrorAnswerSchema = z.object({
  correlationId: z.string().nullish(),
  errorDescription: z.string().nullish(),
  error: z.string().nullish(),
});

/** `POST /api/1/access_token` */
export const iikoTokenAnswerSchema = z.object({ token: z.string().min(1) });
