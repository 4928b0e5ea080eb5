/**
 * What a refused staff call says to the member: the error vocabulary's text for its `errType`
 * (error-messages.ts holds the staff answers' texts too), else the server's own message.
 */
import { errorMessages } from '@storefront/contract/error-messages';
import { errorStatus, errorType } from '../../lib/api';

export const STAFF_CALL_FAILED =
  'Не удалось выполнить действие. Проверьте связь и попробуйте ещё раз';

export function staffErrorText(error: unknown, fallback = STAFF_CALL_FAILED): string {
  const type = errorType(error);
  if (type !== undefined && Object.hasOwn(errorMessages, type)) {
    return errorMessages[type as keyof typeof errorMessages];
  }
  if (errorStatus(error) === 429) return errorMessages.tooManyRequests;
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return fallback;
}

/** A 400 `validation` answer's messages by field name (`venues.0` is `venues`'s). */
export function errorFields(error: unknown): Record<string, string> {
  if (errorType(error) !== 'validation') return {};
  const data = (error as { data?: { fields?: unknown } }).data;
  const fields = data?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.split('.')[0] ?? path;
    if (typeof message === 'string') result[field] ??= message;
  }
  return result;
}

/**
 * A 400 `validation` answer's messages by the form's names for the wire's fields (`fieldOf`),
 * the first for each; a field the form has not is left out.
 */
export function serverFieldErrors<F extends PropertyKey>(
  error: unknown,
  fieldOf: (wireField: string) => F | undefined,
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(errorFields(error))) {
    const name = fieldOf(field);
    if (name !== undefined) found[name] ??= message;
  }
  return found;
}

/** A 400 `validation` answer's fields as they came ('days.3.closes'), not cut to their first part. */
export function errorFieldPaths(error: unknown): Record<string, string> {
  if (errorType(error) !== 'validation') return {};
  const fields = (error as { data?: { fields?: unknown } }).data?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** A 409 `conflict` answer's row as it is now (someone else saved first), if it is one. */
export function conflictCurrent<Row = unknown>(error: unknown): Row | undefined {
  if (errorType(error) !== 'conflict') return undefined;
  const data = (error as { data?: { current?: unknown } }).data;
  return (data?.current as Row | undefined) ?? undefined;
}
