import { type ErrType, errorMessages } from '@storefront/contract/errors';

/** A failure the client caused: answered as `{ errType, message, fields? }` with a 4xx status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errType: ErrType,
    readonly fields?: Record<string, string>,
    message: string = errorMessages[errType],
  ) {
    super(message);
  }
}

export const notFound = () => new AppError(404, 'notFound');
