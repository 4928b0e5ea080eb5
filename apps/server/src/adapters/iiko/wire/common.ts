/** What iiko's answers share: one reading of "iiko may leave it out or send null". */
import { z } from 'zod';

export const nullableText = z.string().nullish();
export const nullableNumber = z.number().nullish();
export const nullableFlag = z.boolean().nullish();
