/**
 * YooKassa API v3 as a PaymentProvider (https://yookassa.ru/developers/api): a redirect payment,
 * held (card) or charged at once (SBP); the hold captured or canceled; refunds; 54-FZ receipts on
 * each; objects re-read by id.
 */
import type {
  CapturePaymentInput,
  CreatedPayment,
  CreatePaymentInput,
  PaymentProvider,
  PaymentState,
  ProviderPayment,
  ProviderRefund,
  Receipt,
  RefundInput,
  RefundState,
} from './payments';

export const YOOKASSA_API_URL = 'https://api.yookassa.ru/v3';

/**
 * The guest waits on createPayment. Giving up early never doubles a payment: the caller retries
 * with the same Idempotence-Key and YooKassa answers with the payment it already made.
 */
const DEFAULT_TIMEOUT_MS = 15_000;

/** YooKassa refuses a longer payment (or receipt item) description with invalid_request. */
const MAX_DESCRIPTION_LENGTH = 128;
/** A refund's description may be longer than a payment's. */
const MAX_REFUND_DESCRIPTION_LENGTH = 250;

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

/** waiting_for_capture is the card hold we created with capture: false. */
const stateOfStatus: Record<YookassaStatus, PaymentState> = {
  pending: 'pending',
  waiting_for_capture: 'held',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

const REFUND_STATES: ReadonlySet<string> = new Set<RefundState>([
  'pending',
  'succeeded',
  'canceled',
]);

/** The fields of YooKassa's payment object we read. */
interface YookassaPayment {
  id: string;
  status: YookassaStatus;
  confirmationUrl: string | null;
  metadata: Record<string, unknown>;
  amountKopecks: number;
  refundedKopecks: number;
  cancellationReason: string | null;
}

const PAYMENT_EVENTS = new Set([
  'payment.succeeded',
  'payment.canceled',
  'payment.waiting_for_capture',
]);
const REFUND_EVENTS = new Set(['refund.succeeded']);

/** YooKassa ids look like 2d8f0e8d-000f-5000-8000-18db351245c7; anything else is not one of ours. */
const PAYMENT_ID = /^[\w-]{1,64}$/;

/** YooKassa's amount.value: roubles, then at most two digits of kopecks. */
const AMOUNT_VALUE = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `1530.00` from 153000: integer arithmetic only, so no 0.1 + 0.2 on the way. */
function formatAmount(kopecks: number, { allowZero = false } = {}): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0 || (kopecks === 0 && !allowZero)) {
    throw new RangeError(`Payment amount must be a positive whole number of kopecks: ${kopecks}`);
  }
  const roubles = Math.floor(kopecks / 100);
  return `${roubles}.${String(kopecks % 100).padStart(2, '0')}`;
}

function rub(kopecks: number): { value: string; currency: 'RUB' } {
  return { value: formatAmount(kopecks), currency: 'RUB' };
}

/** Cut by code points, so an emoji or a surrogate pair is never split. */
function shortDescription(description: string, max = MAX_DESCRIPTION_LENGTH): string {
  return Array.from(description.trim()).slice(0, max).join('').trim();
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

/**
 * Kopecks from an amount object, by the string: '1530.5' is 153050, and a value past
 * Number.MAX_SAFE_INTEGER kopecks is refused rather than rounded. Null when there is no valid one.
 */
function kopecksOfAmount(amount: unknown): number | null {
  if (!isRecord(amount) || typeof amount.value !== 'string') return null;
  const match = AMOUNT_VALUE.exec(amount.value);
  if (!match?.[1] || (amount.currency !== undefined && amount.currency !== 'RUB')) return null;
  const kopecks = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(kopecks) ? kopecks : null;
}

function readPayment(body: unknown, status: number): YookassaPayment {
  if (!isRecord(body) || typeof body.id !== 'string' || body.id === '') {
    throw invalidResponse(status, 'the answer is not a payment object');
  }
  if (typeof body.status !== 'string' || !Object.hasOwn(stateOfStatus, body.status)) {
    throw invalidResponse(status, `unknown payment status ${JSON.stringify(body.status)}`);
  }
  const amountKopecks = kopecksOfAmount(body.amount);
  if (amountKopecks === null) {
    throw invalidResponse(status, `payment ${body.id} has no valid RUB amount`);
  }
  const refundedKopecks =
    body.refunded_amount === undefined ? 0 : kopecksOfAmount(body.refunded_amount);
  if (refundedKopecks === null) {
    throw invalidResponse(status, `payment ${body.id} has an invalid refunded_amount`);
  }
  const confirmation = isRecord(body.confirmation) ? body.confirmation : {};
  const cancellation = isRecord(body.cancellation_details) ? body.cancellation_details : {};
  return {
    id: body.id,
    status: body.status as YookassaStatus,
    confirmationUrl:
      typeof confirmation.confirmation_url === 'string' ? confirmation.confirmation_url : null,
    metadata: isRecord(body.metadata) ? body.metadata : {},
    amountKopecks,
    refundedKopecks,
    cancellationReason:
      body.status === 'canceled' && typeof cancellation.reason === 'string'
        ? cancellation.reason
        : null,
  };
}

function providerPayment(payment: YookassaPayment): ProviderPayment {
  return {
    paymentId: payment.id,
    state: stateOfStatus[payment.status],
    orderId: orderIdOf(payment.metadata),
    amountKopecks: payment.amountKopecks,
    refundedKopecks: payment.refundedKopecks,
    cancellationReason: payment.cancellationReason,
  };
}

function readRefund(body: unknown, status: number): ProviderRefund {
  if (
    !isRecord(body) ||
    typeof body.id !== 'string' ||
    body.id === '' ||
    typeof body.payment_id !== 'string' ||
    body.payment_id === ''
  ) {
    throw invalidResponse(status, 'the answer is not a refund object');
  }
  if (typeof body.status !== 'string' || !REFUND_STATES.has(body.status)) {
    throw invalidResponse(status, `unknown refund status ${JSON.stringify(body.status)}`);
  }
  const amountKopecks = kopecksOfAmount(body.amount);
  if (amountKopecks === null) {
    throw invalidResponse(status, `refund ${body.id} has no valid RUB amount`);
  }
  return {
    refundId: body.id,
    paymentId: body.payment_id,
    state: body.status as RefundState,
    amountKopecks,
  };
}

/**
 * YooKassa's receipt object. Each item's amount is the price of one (YooKassa multiplies by the
 * quantity); a free item (0.00) is allowed on a receipt, unlike a payment amount.
 */
function receiptBody(receipt: Receipt) {
  return {
    customer:
      'email' in receipt.customer
        ? { email: receipt.customer.email }
        : { phone: receipt.customer.phone },
    items: receipt.items.map((item) => {
      if (!Number.isSafeInteger(item.quantity) || item.quantity <= 0) {
        throw new RangeError(`Receipt quantity must be a positive whole number: ${item.quantity}`);
      }
      return {
        description: shortDescription(item.description),
        quantity: item.quantity,
        amount: { value: formatAmount(item.unitKopecks, { allowZero: true }), currency: 'RUB' },
        vat_code: item.vatCode,
        payment_subject: item.paymentSubject,
        payment_mode: item.paymentMode,
      };
    }),
    ...(receipt.taxSystemCode !== null ? { tax_system_code: receipt.taxSystemCode } : {}),
  };
}

function withReceipt(receipt: Receipt | null) {
  return receipt ? { receipt: receiptBody(receipt) } : {};
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

  /** The answer's parsed body when it is a 200; every other outcome is a YookassaError. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    post?: { idempotenceKey: string; body: unknown },
  ): Promise<unknown> {
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
    return body;
  }

  const paymentPath = (paymentId: string) => `/payments/${encodeURIComponent(paymentId)}`;

  return {
    name: 'yookassa',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const description = shortDescription(input.description);
      const body = {
        amount: rub(input.amountKopecks),
        // A card is held until the venues accept the order; SBP can't be held, so it's charged,
        // and so is a card pre-order the venues take after a hold would have run out.
        capture: input.way !== 'bank_card' || input.chargeNow === true,
        payment_method_data: { type: input.way },
        confirmation: { type: 'redirect', return_url: input.returnUrl },
        ...(description ? { description } : {}),
        metadata: { orderId: String(input.orderId) },
        ...withReceipt(input.receipt),
      };
      const payment = readPayment(
        await call('POST', '/payments', { idempotenceKey: input.idempotenceKey, body }),
        200,
      );
      if (!payment.confirmationUrl) {
        throw invalidResponse(200, `payment ${payment.id} came without a confirmation_url`);
      }
      return { paymentId: payment.id, confirmationUrl: payment.confirmationUrl };
    },

    async getPayment(paymentId: string) {
      return providerPayment(readPayment(await call('GET', paymentPath(paymentId)), 200));
    },

    async capturePayment(input: CapturePaymentInput) {
      const body = { amount: rub(input.amountKopecks), ...withReceipt(input.receipt) };
      const answer = await call('POST', `${paymentPath(input.paymentId)}/capture`, {
        idempotenceKey: input.idempotenceKey,
        body,
      });
      return providerPayment(readPayment(answer, 200));
    },

    async cancelPayment(input: { paymentId: string; idempotenceKey: string }) {
      const answer = await call('POST', `${paymentPath(input.paymentId)}/cancel`, {
        idempotenceKey: input.idempotenceKey,
        body: {},
      });
      return providerPayment(readPayment(answer, 200));
    },

    async createRefund(input: RefundInput) {
      const description = shortDescription(input.description, MAX_REFUND_DESCRIPTION_LENGTH);
      const body = {
        payment_id: input.paymentId,
        amount: rub(input.amountKopecks),
        ...(description ? { description } : {}),
        ...withReceipt(input.receipt),
      };
      const answer = await call('POST', '/refunds', { idempotenceKey: input.idempotenceKey, body });
      return readRefund(answer, 200);
    },

    async getRefund(refundId: string) {
      return readRefund(await call('GET', `/refunds/${encodeURIComponent(refundId)}`), 200);
    },
  };
}

/**
 * What a notification is about, if the body has the shape YooKassa documents: the payment (for a
 * refund event, the refunded payment, and the refund's id too). Nothing in it is trusted beyond the
 * ids: the caller re-reads the objects by id.
 */
export function parseYookassaNotification(
  body: unknown,
): { event: string; paymentId: string; refundId?: string } | null {
  if (!isRecord(body) || body.type !== 'notification') return null;
  if (typeof body.event !== 'string') return null;
  const object = body.object;
  if (!isRecord(object) || typeof object.id !== 'string' || !PAYMENT_ID.test(object.id))
    return null;
  if (PAYMENT_EVENTS.has(body.event)) return { event: body.event, paymentId: object.id };
  if (REFUND_EVENTS.has(body.event)) {
    const paymentId = object.payment_id;
    if (typeof paymentId !== 'string' || !PAYMENT_ID.test(paymentId)) return null;
    return { event: body.event, paymentId, refundId: object.id };
  }
  return null;
}
