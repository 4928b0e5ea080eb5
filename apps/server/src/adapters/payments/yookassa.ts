/**
 * YooKassa API v3 as a PaymentProvider: a redirect payment captured at once, and its status re-read
 * by id (https://yookassa.ru/developers/api).
 */
import type { CreatedPayment, CreatePaymentInput, PaymentProvider, PaymentState } from './payments';

export const YOOKASSA_API_URL = 'https://api.yookassa.ru/v3';

/**
 * The guest waits on createPayment. Giving up early never doubles a payment: the caller retries
 * with the same Idempotence-Key and YooKassa answers with the payment it already made.
 */
const DEFAULT_TIMEOUT_MS = 15_000;

/** YooKassa refuses a longer description with invalid_request. */
const MAX_DESCRIPTION_LENGTH = 128;

export interface YookassaOptions {
  /** default https://api.yookassa.ru/v3 */
  apiUrl?: string;
  shopId: string;
  secretKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A failed call. `code` is YooKassa's own (invalid_request, invalid_credentials, forbidden,
 * not_found, too_many_requests, internal_server_error) or ours: network_error, timeout,
 * invalid_response, http_<status> for an answer without YooKassa's error body.
 */
export class YookassaError extends Error {
  override readonly name = 'YookassaError';
  readonly code: string;
  /** HTTP status, or null when no answer came */
  readonly status: number | null;
  /** true when the same call may succeed later (network, timeout, 5xx, 429) */
  readonly retryable: boolean;
  readonly description: string;
  /** the request parameter YooKassa objects to, if it names one */
  readonly parameter: string | null;
  /** YooKassa's id of the error, for its support */
  readonly errorId: string | null;

  constructor(init: {
    code: string;
    status: number | null;
    retryable: boolean;
    description: string;
    parameter?: string | null;
    errorId?: string | null;
    cause?: unknown;
  }) {
    const where = init.parameter ? ` (${init.parameter})` : '';
    super(`YooKassa ${init.status ?? 'request'} ${init.code}${where}: ${init.description}`, {
      cause: init.cause,
    });
    this.code = init.code;
    this.status = init.status;
    this.retryable = init.retryable;
    this.description = init.description;
    this.parameter = init.parameter ?? null;
    this.errorId = init.errorId ?? null;
  }
}

type YookassaStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/** We create with capture: true, so waiting_for_capture is a brief step YooKassa finishes itself. */
const stateOfStatus: Record<YookassaStatus, PaymentState> = {
  pending: 'pending',
  waiting_for_capture: 'pending',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

/** The fields of YooKassa's payment object we read. */
interface YookassaPayment {
  id: string;
  status: YookassaStatus;
  confirmationUrl: string | null;
  metadata: Record<string, unknown>;
}

const NOTIFICATION_EVENTS = new Set([
  'payment.succeeded',
  'payment.canceled',
  'payment.waiting_for_capture',
]);

/** YooKassa ids look like 2d8f0e8d-000f-5000-8000-18db351245c7; anything else is not one of ours. */
const PAYMENT_ID = /^[\w-]{1,64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `1530.00` from 153000: integer arithmetic only, so no 0.1 + 0.2 on the way. */
function formatAmount(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks <= 0) {
    throw new RangeError(`Payment amount must be a positive whole number of kopecks: ${kopecks}`);
  }
  const roubles = Math.floor(kopecks / 100);
  return `${roubles}.${String(kopecks % 100).padStart(2, '0')}`;
}

/** Cut by code points, so an emoji or a surrogate pair is never split. */
function shortDescription(description: string): string {
  return Array.from(description.trim()).slice(0, MAX_DESCRIPTION_LENGTH).join('').trim();
}

/** Metadata values are strings in YooKassa; older payments or hand-made ones may hold a number. */
function orderIdOf(metadata: Record<string, unknown>): number | null {
  const value = metadata.orderId;
  const id =
    typeof value === 'string' && /^\d{1,15}$/.test(value)
      ? Number(value)
      : typeof value === 'number'
        ? value
        : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function invalidResponse(status: number, description: string): YookassaError {
  return new YookassaError({ code: 'invalid_response', status, retryable: false, description });
}

function readPayment(body: unknown, status: number): YookassaPayment {
  if (!isRecord(body) || typeof body.id !== 'string' || body.id === '') {
    throw invalidResponse(status, 'the answer is not a payment object');
  }
  if (typeof body.status !== 'string' || !Object.hasOwn(stateOfStatus, body.status)) {
    throw invalidResponse(status, `unknown payment status ${JSON.stringify(body.status)}`);
  }
  const confirmation = isRecord(body.confirmation) ? body.confirmation : {};
  return {
    id: body.id,
    status: body.status as YookassaStatus,
    confirmationUrl:
      typeof confirmation.confirmation_url === 'string' ? confirmation.confirmation_url : null,
    metadata: isRecord(body.metadata) ? body.metadata : {},
  };
}

function errorFromAnswer(status: number, body: unknown): YookassaError {
  // 429 and 5xx are temporary by YooKassa's own docs (500: "result unknown, repeat with the same
  // key"); a 2xx other than 200 is not a finished answer either.
  const retryable = status === 429 || status >= 500 || (status >= 200 && status < 300);
  if (isRecord(body) && body.type === 'error' && typeof body.code === 'string') {
    return new YookassaError({
      code: body.code,
      status,
      retryable,
      description: typeof body.description === 'string' ? body.description : '',
      parameter: typeof body.parameter === 'string' ? body.parameter : null,
      errorId: typeof body.id === 'string' ? body.id : null,
    });
  }
  // A proxy in front of YooKassa (502, 503, 504) answers with HTML or nothing.
  return new YookassaError({
    code: `http_${status}`,
    status,
    retryable,
    description: 'answer without a YooKassa error body',
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createYookassaProvider(options: YookassaOptions): PaymentProvider {
  const apiUrl = (options.apiUrl ?? YOOKASSA_API_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    post?: { idempotenceKey: string; body: unknown },
  ): Promise<YookassaPayment> {
    const headers: Record<string, string> = {
      Authorization: authorization,
      Accept: 'application/json',
    };
    if (post) {
      headers['Content-Type'] = 'application/json';
      headers['Idempotence-Key'] = post.idempotenceKey;
    }
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(`${apiUrl}${path}`, {
        method,
        headers,
        body: post ? JSON.stringify(post.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name =
        typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : '';
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new YookassaError({
        code: timedOut ? 'timeout' : 'network_error',
        status: null,
        retryable: true,
        description: timedOut
          ? `no answer within ${timeoutMs} ms`
          : error instanceof Error
            ? error.message
            : String(error),
        cause: error,
      });
    }
    const body = parseJson(text);
    if (status !== 200) throw errorFromAnswer(status, body);
    return readPayment(body, status);
  }

  return {
    name: 'yookassa',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const description = shortDescription(input.description);
      const payment = await call('POST', '/payments', {
        idempotenceKey: input.idempotenceKey,
        body: {
          amount: { value: formatAmount(input.amountKopecks), currency: 'RUB' },
          capture: true,
          confirmation: { type: 'redirect', return_url: input.returnUrl },
          ...(description ? { description } : {}),
          metadata: { orderId: String(input.orderId) },
        },
      });
      if (!payment.confirmationUrl) {
        throw invalidResponse(200, `payment ${payment.id} came without a confirmation_url`);
      }
      return { paymentId: payment.id, confirmationUrl: payment.confirmationUrl };
    },

    async getPayment(paymentId: string) {
      const payment = await call('GET', `/payments/${encodeURIComponent(paymentId)}`);
      return {
        paymentId: payment.id,
        state: stateOfStatus[payment.status],
        orderId: orderIdOf(payment.metadata),
      };
    },
  };
}

/**
 * The payment a notification is about, if the body has the shape YooKassa documents. Nothing in it
 * is trusted beyond the id: the caller re-reads the payment with getPayment.
 */
export function parseYookassaNotification(
  body: unknown,
): { event: string; paymentId: string } | null {
  if (!isRecord(body) || body.type !== 'notification') return null;
  if (typeof body.event !== 'string' || !NOTIFICATION_EVENTS.has(body.event)) return null;
  const object = body.object;
  if (!isRecord(object) || typeof object.id !== 'string' || !PAYMENT_ID.test(object.id))
    return null;
  return { event: body.event, paymentId: object.id };
}
