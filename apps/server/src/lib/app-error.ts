import { type ErrType, errorMessages } from '@storefront/contract/errors';

/** A failure the client caused: answered as `{ errType, message, fields? }` with a 4xx status. */
export class AppError extends Error {
  /** sent as Retry-After with 429 answers */
  retryAfterSeconds?: number;
  /** further fields of the answer, beside errType and message (e.g. `prices` of priceChanged) */
  details?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    readonly errType: ErrType,
    readonly fields?: Record<string, string>,
    message: string = errorMessages[errType],
  ) {
    super(message);
  }
}

export function tooMany(errType: ErrType, retryAfterSeconds: number): AppError {
  const error = new AppError(429, errType);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

export const notFound = () => new AppError(404, 'notFound');
