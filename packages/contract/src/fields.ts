/**
 * Field builders every request schema uses for ids, counts and free text (issue 10 item 11,
 * decision 030): what PostgreSQL cannot store is refused as a validation error (400) at the door,
 * never a data exception (500) deep in a query.
 */
import { z } from 'zod/mini';

/** PostgreSQL's `integer` (int4) upper bound: ids and counts are stored as int4. */
export const INT4_MAX = 2_147_483_647;

export const fieldMessages = {
  /** PostgreSQL text cannot hold U+0000; no keyboard types it either. */
  nul: 'Поле содержит недопустимый символ',
  tooLarge: 'Слишком большое число',
} as const;

/** A database id: a positive integer that fits int4. */
export const idField = () =>
  z.int().check(z.positive(), z.maximum(INT4_MAX, fieldMessages.tooLarge));

/** A count, a number of guests, a place: an integer within int4 (its own rules narrow it). */
export const int4Field = () =>
  z.int().check(z.minimum(-INT4_MAX - 1), z.maximum(INT4_MAX, fieldMessages.tooLarge));

/** A positive id as the router gives it (a string): '12' → 12; '1e3', '0x10', ' 1' refused. */
export const idParamField = () =>
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      idField(),
    ),
  );

/** A half of a UTF-16 surrogate pair without its other half: no character at all. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * What PostgreSQL cannot store: U+0000 in text, and a lone surrogate, which no keyboard types
 * and no JSON column (the audit log's) takes.
 */
export function hasNul(value: string): boolean {
  return value.includes('\u0000') || loneSurrogate.test(value);
}

/**
 * Staff-typed text shown in pages, letters, tickets and the PDF (names, messages): no `<` or `>`,
 * so nothing in it can ever read as markup, and no NUL.
 */
export function hasNoMarkup(value: string): boolean {
  return !/[<>]/.test(value) && !hasNul(value);
}

/** Free text without NUL; `max` characters at most when given. */
export const textField = (max?: number) =>
  max === undefined
    ? z.string().check(z.refine((value) => !hasNul(value), fieldMessages.nul))
    : z.string().check(
        z.maxLength(max),
        z.refine((value) => !hasNul(value), fieldMessages.nul),
      );
