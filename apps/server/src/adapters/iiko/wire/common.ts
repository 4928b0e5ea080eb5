/** What iiko's answers share: one reading of "iiko may leave it out or send null". */
import { z } from 'zod';

export const nullableText = z.string().nullish();
export const nullableNumber = z.number().nullish();
export const nullableFlag = z.boolean().nullish();

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
