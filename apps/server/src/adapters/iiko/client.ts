/**
 * The HTTP side of iiko Cloud (iikoTransport API v1): the access token, authorized calls, iiko's
 * error answers as {@link IikoApiError}, per-request time limits, and a cache for the lookups that
 * change rarely (terminal groups, payment types). Every other file of the folder calls iiko
 * through this one.
 */
import type { z } from 'zod';
import { iikoErrorAnswerSchema, iikoTokenAnswerSchema } from './wire/common';

/** What the client needs of the adapter's options (IikoOptions). */
export interface IikoClientOptions {
  /** e.g. https://api-ru.iiko.services */
  apiUrl: string;
  apiLogin: string;
  /** injectable for tests; default global fetch */
  fetch?: typeof fetch;
  /** injectable clock for token expiry and lookup caching */
  now?: () => number;
  /** per request, default 10_000 */
  timeoutMs?: number;
}

export interface IikoClient {
  /**
   * An authorized `POST` whose answer must fit `schema`; a 401 (token expired early or revoked)
   * is retried once with a new token. Throws IikoApiError.
   */
  call<T>(path: string, body: unknown, schema: z.ZodType<T>, timeoutMs?: number): Promise<T>;
  /** Caches a lookup per key, sharing one request between concurrent callers; failures are not kept. */
  cached<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** iiko's documented token lifetime is one hour; refreshing a little early avoids a 401 round. */
const TOKEN_MAX_AGE_MS = 55 * 60_000;
/** Terminal groups and payment types change rarely; an hour keeps a re-configuration visible. */
const LOOKUP_TTL_MS = 60 * 60_000;

/** An answer from iiko other than success, or no answer at all (status 0). */
export class IikoApiError extends Error {
  /** HTTP status; 0 when iiko did not answer (network error, timeout) */
  readonly status: number;
  /** iiko's `error` code, e.g. 'DuplicatedOrderId' */
  readonly code: string | null;
  /** iiko's `errorDescription` */
  readonly description: string | null;
  readonly correlationId: string | null;
  /** a retry later may succeed: no answer, 408, 429, 5xx or a garbled answer */
  readonly temporary: boolean;

  constructor(
    message: string,
    details: {
      status: number;
      code?: string | null;
      description?: string | null;
      correlationId?: string | null;
      temporary: boolean;
      cause?: unknown;
    },
  ) {
    super(message, { cause: details.cause });
    this.name = 'IikoApiError';
    this.status = details.status;
    this.code = details.code ?? null;
    this.description = details.description ?? null;
    this.correlationId = details.correlationId ?? null;
    this.temporary = details.temporary;
  }
}

interface RawAnswer {
  status: number;
  text: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** iiko's answer read against `schema`: an error status or an answer that does not fit throws. */
function read<T>(path: string, answer: RawAnswer, schema: z.ZodType<T>): T {
  const { status } = answer;
  const body = parseJson(answer.text);
  if (status < 200 || status > 299) {
    const error = iikoErrorAnswerSchema.safeParse(body);
    const details = error.success ? error.data : {};
    throw new IikoApiError(`iiko ${path}: ${status} ${details.errorDescription ?? ''}`.trim(), {
      status,
      code: details.error,
      description: details.errorDescription,
      correlationId: details.correlationId,
      temporary: status === 408 || status === 429 || status >= 500,
    });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new IikoApiError(`iiko ${path}: unexpected answer`, {
      status,
      temporary: true,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

export function createIikoClient(options: IikoClientOptions): IikoClient {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;

  let token: { value: string; issuedAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;

  async function post(
    path: string,
    body: unknown,
    bearer: string | null,
    timeout = timeoutMs,
  ): Promise<RawAnswer> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      // iiko's own wait for its answer (15 s unless told): as long as ours, so a large menu is
      // assembled rather than cut off on iiko's side while we still wait (decision 073)
      Timeout: String(Math.ceil(timeout / 1000)),
    };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    try {
      const response = await doFetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
      return { status: response.status, text: await response.text() };
    } catch (cause) {
      // fetch's own message is a bare "fetch failed"; the socket's reason sits in its cause
      const inner = cause instanceof Error ? cause.cause : undefined;
      const reason = inner instanceof Error ? inner.message : String(cause);
      throw new IikoApiError(`iiko ${path}: no answer (${reason})`, {
        status: 0,
        temporary: true,
        cause,
      });
    }
  }

  function getToken(): Promise<string> {
    if (token && now() - token.issuedAt < TOKEN_MAX_AGE_MS) return Promise.resolve(token.value);
    // concurrent callers share one token request
    tokenRequest ??= (async () => {
      const issuedAt = now();
      const answer = await post('/api/1/access_token', { apiLogin: options.apiLogin }, null);
      const { token: value } = read('/api/1/access_token', answer, iikoTokenAnswerSchema);
      token = { value, issuedAt };
      return value;
    })().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  async function call<T>(
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    timeout = timeoutMs,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const bearer = await getToken();
      const answer = await post(path, body, bearer, timeout);
      if (answer.status === 401 && attempt === 1) {
        // only drop the token that failed: another caller may already hold a fresh one
        if (token?.value === bearer) token = null;
        continue;
      }
      return read(path, answer, schema);
    }
  }

  const lookups = new Map<string, { loadedAt: number; value: Promise<unknown> }>();

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = lookups.get(key);
    if (hit && now() - hit.loadedAt < LOOKUP_TTL_MS) return hit.value as Promise<T>;
    const value = load();
    lookups.set(key, { loadedAt: now(), value });
    value.catch(() => {
      if (lookups.get(key)?.value === value) lookups.delete(key);
    });
    return value;
  }

  return { call, cached };
}
