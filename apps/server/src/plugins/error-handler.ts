/** The one place where failures become `{ errType, message, fields? }` answers (API.md). */
import { type ErrType, errorMessages } from '@storefront/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

function errTypeForStatus(status: number): ErrType {
  switch (status) {
    case 404:
      return 'notFound';
    case 413:
      return 'payloadTooLarge';
    case 415:
      return 'unsupportedMediaType';
    case 429:
      return 'tooManyRequests';
    default:
      return 'badRequest';
  }
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send({ errType: error.errType, message: error.message, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[field] ??= issue.message ?? errorMessages.validation;
      }
      return reply
        .code(400)
        .send({ errType: 'validation', message: errorMessages.validation, fields });
    }
    if (
      error instanceof SyntaxError ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.code(400).send({ errType: 'invalidJson', message: errorMessages.invalidJson });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const errType = errTypeForStatus(status);
      if (status === 429 && !reply.getHeader('retry-after')) reply.header('Retry-After', '60');
      return reply.code(status).send({ errType, message: errorMessages[errType] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ errType: 'internal', message: errorMessages.internal });
  });
}
