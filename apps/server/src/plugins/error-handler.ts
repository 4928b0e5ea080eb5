/** The one place where failures become `{ errType, message, fields? }` answers (API.md). */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrType, errorMessages } from '@storefront/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, sqlState } from '../db/errors';
import { AppError } from '../lib/app-error';

/** A database that is down usually takes a little while to come back. */
const DATABASE_RETRY_AFTER_SECONDS = 30;

export interface ErrorHandlerOptions {
  /** told each time a request fails because the database cannot be used */
  onDatabaseUnavailable?: (error: unknown) => void;
}

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

/**
 * The router's own refusals (a URL that does not decode, a path parameter over maxParamLength),
 * answered like every other error, with an errType (issue 10 item 11).
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    reply.code(500).send({ errType: 'internal', message: errorMessages.internal });
    return;
  }
  const errType = errTypeForStatus(status);
  reply.code(status).send({ errType, message: errorMessages[errType] });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a request line or headers over
 * 16 KiB — a very long URL —, a line that is not HTTP): Fastify's default answer, with an errType.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, errType]: [number, ErrType] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'payloadTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'badRequest']
        : [400, 'badRequest'];
  const body = JSON.stringify({ errType, message: errorMessages[errType] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function registerErrorHandler(
  app: FastifyInstance,
  { onDatabaseUnavailable }: ErrorHandlerOptions = {},
) {
  // @fastify/sse refuses a request to an event stream that does not accept one with its own 406
  // body, sent past the error handler: answered like every other error (decision 030).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 406 || typeof payload !== 'string' || payload.includes('"errType"')) {
      return payload;
    }
    const errType = errTypeForStatus(406);
    reply.type('application/json; charset=utf-8');
    return JSON.stringify({ errType, message: errorMessages[errType] });
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({
        ...error.details,
        errType: error.errType,
        message: error.message,
        fields: error.fields,
      });
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
    // The safety net under the contract's field rules: a value PostgreSQL refuses as data
    // (class 22: 22P02 bad text for a type, 22003 out of range, 22021 NUL in text, …) came from
    // the request, so it is the client's 400, not our 500. Logged: a field rule is missing.
    const state = sqlState(error);
    if (state?.startsWith('22')) {
      request.log.warn(
        { err: error, sqlState: state },
        'the database refused a value from the request',
      );
      return reply.code(400).send({ errType: 'badRequest', message: errorMessages.badRequest });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const errType = errTypeForStatus(status);
      if (status === 429 && !reply.getHeader('retry-after')) reply.header('Retry-After', '60');
      return reply.code(status).send({ errType, message: errorMessages[errType] });
    }
    if (isDatabaseUnavailable(error)) {
      onDatabaseUnavailable?.(error);
      request.log.warn({ err: error }, 'the database cannot be used: answered 503');
      return reply
        .code(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ errType: 'serviceUnavailable', message: errorMessages.serviceUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ errType: 'internal', message: errorMessages.internal });
  });
}
