/**
 * The request log: what it says about each request, without the secrets some URLs carry
 * (an order's access key, tokens and codes in query strings, issue 10 item 10; the venue letter's
 * one-click link, a capability in the path, issue 31 item 11).
 */
import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are capabilities or secrets. */
const SECRET_PARAMS = /^(key|token|ticket|code|password|access_?key|secret)$/i;

export const REDACTED = '[redacted]';

/** Paths whose next segment is a capability: `/venue-actions/{token}`. */
const SECRET_PATH = /^(\/venue-actions\/)[^/?#]+/i;

/** The URL as logged: every secret query value and path token replaced, the rest kept. */
export function redactUrl(logged: string): string {
  const url = logged.replace(SECRET_PATH, `$1${REDACTED}`);
  const query = url.indexOf('?');
  if (query === -1) return url;
  const parts = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A badly encoded name is logged as it came.
      }
      return equals !== -1 && SECRET_PARAMS.test(decoded) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, query)}?${parts.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino options for the server process: the level, and requests logged without secrets. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    // Should anything log headers, the session token and cookies stay out.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      censor: REDACTED,
    },
  };
}
