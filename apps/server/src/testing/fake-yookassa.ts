/**
 * A local stand-in for the part of YooKassa API v3 the storefront uses: payments (one- and
 * two-stage), their capture and cancel, refunds, 54-FZ receipts on all three, with YooKassa's error
 * answers, idempotence keys and a page that plays the guest paying. Tests steer it through `state`
 * and build notifications with `notificationBody`.
 */
import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakePaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
export type FakeRefundStatus = 'pending' | 'succeeded' | 'canceled';

export interface FakeAmount {
  value: string;
  currency: string;
}

/** A payment object as YooKassa answers it (the fields a redirect payment has). */
export interface FakePayment {
  id: string;
  status: FakePaymentStatus;
  paid: boolean;
  amount: FakeAmount;
  description?: string;
  metadata: Record<string, string>;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  /** present when the request named a method (payment_method_data) */
  payment_method?: { type: string; id: string; saved: boolean };
  capture: boolean;
  created_at: string;
  captured_at?: string;
  /** until when a waiting_for_capture payment may be captured; YooKassa cancels it after */
  expires_at?: string;
  cancellation_details?: { party: string; reason: string };
  /** the sum of succeeded refunds, once there is one */
  refunded_amount?: FakeAmount;
  /** present when a receipt came with the payment or its capture */
  receipt_registration?: 'pending' | 'succeeded' | 'canceled';
  refundable: boolean;
  test: boolean;
}

/** A refund object as YooKassa answers it. */
export interface FakeRefund {
  id: string;
  payment_id: string;
  status: FakeRefundStatus;
  amount: FakeAmount;
  description?: string;
  created_at: string;
  cancellation_details?: { party: string; reason: string };
  receipt_registration?: 'pending' | 'succeeded' | 'canceled';
}

/** A receipt YooKassa accepted, as it came in the request. */
export interface RecordedReceipt {
  kind: 'payment' | 'capture' | 'refund';
  /** the payment's id (payment, capture) or the refund's */
  objectId: string;
  receipt: unknown;
}

export interface RecordedRequest {
  method: string;
  /** path and query, e.g. /v3/payments */
  path: string;
  headers: IncomingHttpHeaders;
  /** the parsed JSON body, or the raw text when it is not JSON, or undefined when empty */
  body: unknown;
}

export type FakeFailureStatus = 429 | 500 | 502 | 503 | 504;

export type FakeNotificationEvent =
  | 'payment.waiting_for_capture'
  | 'payment.succeeded'
  | 'payment.canceled'
  | 'refund.succeeded';

export interface FakeYookassaState {
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  /** every receipt accepted, in order */
  receipts: RecordedReceipt[];
  /** every request, in order, including refused ones */
  requests: RecordedRequest[];
  /** milliseconds to wait before answering any request (for timeout tests) */
  delayMs: number;
  /** a shop with receipts on: a payment (and a refund, a partial capture) without one is refused */
  requireReceipts: boolean;
  /** new refunds stay pending until settleRefund, as a bank's slow refund does */
  refundsPending: boolean;
  /** answer the next `count` requests with `status` (429, 500 as YooKassa; 502–504 as a proxy) */
  failNext(count: number, status?: FakeFailureStatus): void;
  setStatus(paymentId: string, status: FakePaymentStatus): FakePayment;
  /**
   * The guest pays, as on the checkout page: a pending capture: false payment is held
   * (waiting_for_capture), a capture: true one succeeds. Any other payment is set succeeded.
   */
  succeed(paymentId: string): FakePayment;
  cancel(paymentId: string): FakePayment;
  /** the hold's 7 days pass without a capture: YooKassa cancels it */
  expireHold(paymentId: string): FakePayment;
  /** a pending refund ends; a succeeded one adds to the payment's refunded_amount */
  settleRefund(refundId: string, status: 'succeeded' | 'canceled'): FakeRefund;
}

export interface FakeYookassaOptions {
  shopId?: string;
  secretKey?: string;
}

export interface FakeYookassa {
  /** API base URL to give the provider, e.g. http://127.0.0.1:40123/v3 */
  url: string;
  shopId: string;
  secretKey: string;
  state: FakeYookassaState;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;
const MAX_DESCRIPTION_LENGTH = 128;
const MAX_REFUND_DESCRIPTION_LENGTH = 250;
/** YooKassa's documented metadata limits. */
const MAX_METADATA_KEYS = 16;
const MAX_METADATA_KEY_LENGTH = 32;
const MAX_METADATA_VALUE_LENGTH = 512;
/** A bank card hold lives 7 days; then YooKassa cancels it (expired_on_capture). */
const HOLD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_RECEIPT_ITEMS = 100;
const PAYMENT_METHODS = new Set(['bank_card', 'sbp', 'yoo_money', 'sberbank', 'tinkoff_bank']);
/** Methods YooKassa can hold; the rest (SBP among them) are only charged at once. */
const HOLDABLE_METHODS = new Set(['bank_card', 'yoo_money', 'sberbank', 'tinkoff_bank']);
const PAYMENT_SUBJECTS = new Set([
  'commodity',
  'excise',
  'job',
  'service',
  'gambling_bet',
  'gambling_prize',
  'lottery',
  'lottery_prize',
  'intellectual_activity',
  'payment',
  'agent_commission',
  'property_right',
  'non_operating_gain',
  'insurance_premium',
  'sales_tax',
  'resort_fee',
  'composite',
  'another',
]);
const PAYMENT_MODES = new Set([
  'full_prepayment',
  'partial_prepayment',
  'advance',
  'full_payment',
  'partial_payment',
  'credit',
  'credit_payment',
]);
const AMOUNT_VALUE = /^\d{1,15}(\.\d{1,2})?$/;
/** YooKassa takes up to 3 decimals of quantity (weighed goods). */
const QUANTITY = /^\d{1,10}(\.\d{1,3})?$/;

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly parameter?: string,
  ) {
    super(description);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with sorted keys, so that two equal bodies compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json;charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function sendError(res: ServerResponse, error: RequestError): void {
  sendJson(res, error.status, {
    type: 'error',
    id: randomUUID(),
    code: error.code,
    description: error.description,
    ...(error.parameter ? { parameter: error.parameter } : {}),
  });
}

function invalid(description: string, parameter?: string): RequestError {
  return new RequestError(400, 'invalid_request', description, parameter);
}

/** YooKassa's wording for a value of the right name but a wrong content. */
function illegal(parameter: string): RequestError {
  return invalid(
    "Invalid parameter's value (for example, the value is illegal or its format is incorrect). Send the value in accordance with the documentation.",
    parameter,
  );
}

/** Money as exact integer kopecks: '1530.5' is 153050n, never a float. */
function kopecksOf(value: string): bigint {
  const [roubles = '0', fraction = ''] = value.split('.');
  return BigInt(roubles) * 100n + BigInt(fraction.padEnd(2, '0'));
}

function formatKopecks(kopecks: bigint): string {
  return `${kopecks / 100n}.${String(kopecks % 100n).padStart(2, '0')}`;
}

/** Thousandths of a unit, so 1.5 portions × 100.00 adds up without a float. */
function milliOf(quantity: number | string): bigint | null {
  const text = typeof quantity === 'number' ? String(quantity) : quantity;
  if (!QUANTITY.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
}

/** A RUB amount object; `parameter` is where it sits in the request (amount, receipt.items.amount). */
function readAmount(amount: unknown, parameter: string, allowZero = false): bigint {
  if (!isRecord(amount)) throw invalid('Amount is required', parameter);
  if (typeof amount.value !== 'string' || !AMOUNT_VALUE.test(amount.value)) {
    throw invalid('Amount value must be a string like 100.00', `${parameter}.value`);
  }
  const kopecks = kopecksOf(amount.value);
  if (kopecks < 0n || (!allowZero && kopecks === 0n)) {
    throw invalid('Amount value must be positive', `${parameter}.value`);
  }
  if (amount.currency !== 'RUB') throw invalid('Unsupported currency', `${parameter}.currency`);
  return kopecks;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw invalid('Request body is too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function checkCredentials(header: string | undefined, shopId: string, secretKey: string): void {
  const [scheme, encoded] = (header ?? '').split(' ');
  const decoded = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString() : '';
  const colon = decoded.indexOf(':');
  if (colon < 0 || decoded.slice(0, colon) !== shopId || decoded.slice(colon + 1) !== secretKey) {
    throw new RequestError(
      401,
      'invalid_credentials',
      'Login or password is incorrect. Check the shopId and the secret key.',
    );
  }
}

function checkDescription(description: unknown, maxLength: number): void {
  if (
    description !== undefined &&
    (typeof description !== 'string' || [...description].length > maxLength)
  ) {
    throw invalid(`Description must be a string of at most ${maxLength} characters`, 'description');
  }
}

/**
 * YooKassa's checks of a receipt (receipt object of create payment, capture and refund): a
 * customer to send it to, 1–100 well-formed items, and items that add up to exactly `total`.
 * Parameter names follow YooKassa's, without item indexes (receipt.items.vat_code).
 */
function validateReceipt(receipt: unknown, total: bigint, requireReceipts: boolean): void {
  if (receipt === undefined) {
    if (requireReceipts) throw invalid('Receipt is missing or illegal', 'receipt');
    return;
  }
  if (!isRecord(receipt)) throw invalid('Receipt is missing or illegal', 'receipt');
  // The customer may also come as the older top-level receipt.email / receipt.phone.
  const customer = isRecord(receipt.customer) ? receipt.customer : {};
  const email = customer.email ?? receipt.email;
  const phone = customer.phone ?? receipt.phone;
  if ((typeof email !== 'string' || email === '') && (typeof phone !== 'string' || phone === '')) {
    throw invalid(
      'Receipt customer contact is missing: specify customer.email or customer.phone',
      'receipt.customer',
    );
  }
  if (email !== undefined && (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email))) {
    throw illegal('receipt.customer.email');
  }
  // ITU-T E.164 digits without a plus: 79000000000.
  if (phone !== undefined && (typeof phone !== 'string' || !/^\d{11,15}$/.test(phone))) {
    throw illegal('receipt.customer.phone');
  }
  const items = receipt.items;
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_RECEIPT_ITEMS) {
    throw invalid(
      `Receipt items are missing: send 1 to ${MAX_RECEIPT_ITEMS} items`,
      'receipt.items',
    );
  }
  let sumMilli = 0n;
  for (const item of items) {
    if (!isRecord(item)) throw illegal('receipt.items');
    const { description, quantity, amount, vat_code, payment_subject, payment_mode } = item;
    if (
      typeof description !== 'string' ||
      description.trim() === '' ||
      [...description].length > MAX_DESCRIPTION_LENGTH
    ) {
      throw invalid(
        `Receipt item description must be 1 to ${MAX_DESCRIPTION_LENGTH} characters`,
        'receipt.items.description',
      );
    }
    const milli =
      typeof quantity === 'number' || typeof quantity === 'string' ? milliOf(quantity) : null;
    if (milli === null || milli === 0n) throw illegal('receipt.items.quantity');
    const price = readAmount(amount, 'receipt.items.amount', true);
    if (
      typeof vat_code !== 'number' ||
      !Number.isInteger(vat_code) ||
      vat_code < 1 ||
      vat_code > 12
    ) {
      throw illegal('receipt.items.vat_code');
    }
    if (
      payment_subject !== undefined &&
      (typeof payment_subject !== 'string' || !PAYMENT_SUBJECTS.has(payment_subject))
    ) {
      throw illegal('receipt.items.payment_subject');
    }
    if (
      payment_mode !== undefined &&
      (typeof payment_mode !== 'string' || !PAYMENT_MODES.has(payment_mode))
    ) {
      throw illegal('receipt.items.payment_mode');
    }
    sumMilli += milli * price;
  }
  const code = receipt.tax_system_code;
  if (
    code !== undefined &&
    (typeof code !== 'number' || !Number.isInteger(code) || code < 1 || code > 6)
  ) {
    throw illegal('receipt.tax_system_code');
  }
  if (sumMilli !== total * 1000n) {
    // Half a kopeck can't be paid: a sum with a fraction of a kopeck never matches.
    const sum =
      sumMilli % 1000n === 0n ? formatKopecks(sumMilli / 1000n) : `${sumMilli} / 1000 kopecks`;
    throw invalid(
      `Receipt is missing or illegal: the sum of receipt items (${sum}) is not equal to the amount (${formatKopecks(total)})`,
      'receipt',
    );
  }
}

/** The subset of YooKassa's checks on a payment request that our requests can trip. */
function validatePaymentRequest(body: unknown): void {
  if (!isRecord(body)) throw invalid('Request body must be a JSON object');
  const { amount, confirmation, description, metadata, capture, payment_method_data } = body;
  readAmount(amount, 'amount');
  if (capture !== undefined && typeof capture !== 'boolean') {
    throw invalid('Capture must be a boolean', 'capture');
  }
  if (payment_method_data !== undefined) {
    if (
      !isRecord(payment_method_data) ||
      typeof payment_method_data.type !== 'string' ||
      !PAYMENT_METHODS.has(payment_method_data.type)
    ) {
      throw illegal('payment_method_data.type');
    }
    if (capture !== true && !HOLDABLE_METHODS.has(payment_method_data.type)) {
      throw invalid(
        `Payment method ${payment_method_data.type} does not support two-stage payments: send capture: true`,
        'capture',
      );
    }
  }
  if (!isRecord(confirmation)) throw invalid('Confirmation is required', 'confirmation');
  if (confirmation.type !== 'redirect') {
    throw invalid('Only the redirect confirmation is supported here', 'confirmation.type');
  }
  if (typeof confirmation.return_url !== 'string' || !URL.canParse(confirmation.return_url)) {
    throw invalid('Return URL must be an absolute URL', 'confirmation.return_url');
  }
  checkDescription(description, MAX_DESCRIPTION_LENGTH);
  if (metadata !== undefined) {
    const entries = isRecord(metadata) ? Object.entries(metadata) : null;
    const valid =
      entries !== null &&
      entries.length <= MAX_METADATA_KEYS &&
      entries.every(
        ([key, value]) =>
          key.length <= MAX_METADATA_KEY_LENGTH &&
          typeof value === 'string' &&
          value.length <= MAX_METADATA_VALUE_LENGTH,
      );
    if (!valid) throw invalid('Metadata must be at most 16 string values', 'metadata');
  }
}

/** What each notification event says of its object's status. */
const EVENT_STATUS: Record<FakeNotificationEvent, string> = {
  'payment.waiting_for_capture': 'waiting_for_capture',
  'payment.succeeded': 'succeeded',
  'payment.canceled': 'canceled',
  'refund.succeeded': 'succeeded',
};

/**
 * A notification body exactly as YooKassa POSTs it to the shop: the object as it stands now, so
 * later changes to the fake's state don't leak into a body already built.
 */
export function notificationBody(
  event: FakeNotificationEvent,
  object: FakePayment | FakeRefund,
): { type: 'notification'; event: FakeNotificationEvent; object: FakePayment | FakeRefund } {
  const isRefund = 'payment_id' in object;
  if (isRefund !== event.startsWith('refund.') || object.status !== EVENT_STATUS[event]) {
    throw new Error(
      `YooKassa sends no ${event} for a ${object.status} ${isRefund ? 'refund' : 'payment'}`,
    );
  }
  return { type: 'notification', event, object: structuredClone(object) };
}

export async function startFakeYookassa(options: FakeYookassaOptions = {}): Promise<FakeYookassa> {
  const shopId = options.shopId ?? '100500';
  const secretKey = options.secretKey ?? 'test_fake_secret_key';
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const receipts: RecordedReceipt[] = [];
  /** Idempotence-Key → the request it came with and the answer given, replayed for a repeat. */
  const answered = new Map<string, { request: string; answer: string }>();
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let failures: { count: number; status: FakeFailureStatus } = { count: 0, status: 500 };
  let origin = '';

  function paymentOf(paymentId: string): FakePayment {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`fake YooKassa has no payment ${paymentId}`);
    return payment;
  }

  /** Refunds that hold money back from further refunds: done and under way. */
  function refundedOrRefunding(paymentId: string): bigint {
    let sum = 0n;
    for (const refund of refunds.values()) {
      if (refund.payment_id === paymentId && refund.status !== 'canceled') {
        sum += kopecksOf(refund.amount.value);
      }
    }
    return sum;
  }

  function refreshRefundable(payment: FakePayment): void {
    payment.refundable =
      payment.status === 'succeeded' &&
      refundedOrRefunding(payment.id) < kopecksOf(payment.amount.value);
  }

  function setStatus(paymentId: string, status: FakePaymentStatus): FakePayment {
    const payment = paymentOf(paymentId);
    payment.status = status;
    payment.paid = status === 'succeeded' || status === 'waiting_for_capture';
    if (status === 'succeeded') payment.captured_at = new Date().toISOString();
    if (status === 'waiting_for_capture') {
      payment.expires_at = new Date(Date.now() + HOLD_LIFETIME_MS).toISOString();
    } else {
      delete payment.expires_at;
    }
    if (status === 'canceled') {
      payment.cancellation_details = { party: 'yoo_money', reason: 'expired_on_confirmation' };
    }
    refreshRefundable(payment);
    return payment;
  }

  function cancelWith(payment: FakePayment, party: string, reason: string): FakePayment {
    setStatus(payment.id, 'canceled');
    payment.cancellation_details = { party, reason };
    return payment;
  }

  function guestPays(payment: FakePayment): FakePayment {
    setStatus(payment.id, payment.capture ? 'succeeded' : 'waiting_for_capture');
    if (payment.capture && payment.receipt_registration) payment.receipt_registration = 'succeeded';
    return payment;
  }

  function settleRefund(refundId: string, status: 'succeeded' | 'canceled'): FakeRefund {
    const refund = refunds.get(refundId);
    if (!refund) throw new Error(`fake YooKassa has no refund ${refundId}`);
    if (refund.status !== 'pending') {
      throw new Error(`refund ${refundId} is already ${refund.status}`);
    }
    refund.status = status;
    const payment = paymentOf(refund.payment_id);
    if (status === 'succeeded') {
      const before = payment.refunded_amount ? kopecksOf(payment.refunded_amount.value) : 0n;
      payment.refunded_amount = {
        value: formatKopecks(before + kopecksOf(refund.amount.value)),
        currency: 'RUB',
      };
    } else {
      refund.cancellation_details = { party: 'yoo_money', reason: 'general_decline' };
    }
    refreshRefundable(payment);
    return refund;
  }

  const state: FakeYookassaState = {
    payments,
    refunds,
    receipts,
    requests,
    delayMs: 0,
    requireReceipts: false,
    refundsPending: false,
    failNext(count, status = 500) {
      failures = { count, status };
    },
    setStatus,
    succeed(paymentId) {
      const payment = paymentOf(paymentId);
      return payment.status === 'pending' ? guestPays(payment) : setStatus(paymentId, 'succeeded');
    },
    cancel: (paymentId) => setStatus(paymentId, 'canceled'),
    expireHold(paymentId) {
      const payment = paymentOf(paymentId);
      if (payment.status !== 'waiting_for_capture') {
        throw new Error(`payment ${paymentId} is ${payment.status}, not held`);
      }
      return cancelWith(payment, 'yoo_money', 'expired_on_capture');
    },
    settleRefund,
  };

  function sendFailure(res: ServerResponse, status: FakeFailureStatus): void {
    if (status === 429) {
      sendError(res, new RequestError(429, 'too_many_requests', 'Too many requests'));
    } else if (status === 500) {
      sendError(
        res,
        new RequestError(
          500,
          'internal_server_error',
          'Internal server error. Repeat the request later with the same Idempotence-Key.',
        ),
      );
    } else {
      // What the balancer in front of the API answers: HTML, not YooKassa's JSON.
      res.writeHead(status, { 'Content-Type': 'text/html' });
      res.end(`<html><body><h1>${status}</h1></body></html>`);
    }
  }

  /**
   * Every POST of the API: JSON, an Idempotence-Key, and the same request under the same key
   * answered with the first answer. A key is the shop's, not the route's: reusing it for another
   * request (another body or another operation) is refused. Refusals are not remembered, so a
   * corrected request may reuse its key.
   */
  function idempotent(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    raw: string,
    body: unknown,
    act: () => unknown,
  ): void {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      res.writeHead(415).end();
      return;
    }
    const key = req.headers['idempotence-key'];
    if (typeof key !== 'string' || key === '') {
      throw invalid('Idempotence-Key header is missing', 'Idempotence-Key');
    }
    if (body === undefined && raw !== '') throw invalid('Request body is not valid JSON');
    const fingerprint = `${path} ${canonical(body)}`;
    const earlier = answered.get(key);
    if (earlier) {
      if (earlier.request !== fingerprint) {
        throw invalid('Idempotence key duplicated', 'Idempotence-Key');
      }
      res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8' });
      res.end(earlier.answer);
      return;
    }
    const answer = JSON.stringify(act());
    answered.set(key, { request: fingerprint, answer });
    res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8' });
    res.end(answer);
  }

  function createPayment(body: unknown): FakePayment {
    validatePaymentRequest(body);
    const request = body as {
      amount: FakeAmount;
      capture?: boolean;
      confirmation: { return_url: string };
      description?: string;
      metadata?: Record<string, string>;
      payment_method_data?: { type: string };
      receipt?: unknown;
    };
    validateReceipt(request.receipt, kopecksOf(request.amount.value), state.requireReceipts);
    const id = randomUUID();
    const payment: FakePayment = {
      id,
      status: 'pending',
      paid: false,
      amount: { value: request.amount.value, currency: request.amount.currency },
      ...(request.description !== undefined ? { description: request.description } : {}),
      metadata: request.metadata ?? {},
      confirmation: {
        type: 'redirect',
        confirmation_url: `${origin}/checkout/${id}`,
        return_url: request.confirmation.return_url,
      },
      ...(request.payment_method_data
        ? { payment_method: { type: request.payment_method_data.type, id, saved: false } }
        : {}),
      capture: request.capture ?? false,
      created_at: new Date().toISOString(),
      ...(request.receipt !== undefined ? { receipt_registration: 'pending' as const } : {}),
      refundable: false,
      test: true,
    };
    payments.set(id, payment);
    if (request.receipt !== undefined) {
      receipts.push({ kind: 'payment', objectId: id, receipt: request.receipt });
    }
    return payment;
  }

  function capturePayment(payment: FakePayment, body: unknown): FakePayment {
    if (!isRecord(body)) throw invalid('Request body must be a JSON object');
    if (payment.status !== 'waiting_for_capture') {
      throw invalid(
        `Payment ${payment.id} is ${payment.status}: only a payment in status waiting_for_capture can be captured`,
      );
    }
    const held = kopecksOf(payment.amount.value);
    const amount = body.amount === undefined ? held : readAmount(body.amount, 'amount');
    if (amount > held) {
      throw invalid(
        `Capture amount ${formatKopecks(amount)} is more than the payment amount ${formatKopecks(held)}`,
        'amount',
      );
    }
    // A full capture keeps the receipt sent with the payment; a partial one must replace it.
    validateReceipt(body.receipt, amount, state.requireReceipts && amount < held);
    setStatus(payment.id, 'succeeded');
    payment.amount = { value: formatKopecks(amount), currency: 'RUB' };
    if (body.receipt !== undefined) {
      payment.receipt_registration = 'pending';
      receipts.push({ kind: 'capture', objectId: payment.id, receipt: body.receipt });
    }
    // The receipt is registered once the money is taken; the fake's register is instant.
    if (payment.receipt_registration) payment.receipt_registration = 'succeeded';
    refreshRefundable(payment);
    return payment;
  }

  function cancelPayment(payment: FakePayment): FakePayment {
    if (payment.status !== 'waiting_for_capture' && payment.status !== 'pending') {
      throw invalid(
        `Payment ${payment.id} is ${payment.status}: only a payment in status waiting_for_capture can be canceled`,
      );
    }
    if (payment.receipt_registration) payment.receipt_registration = 'canceled';
    return cancelWith(payment, 'merchant', 'canceled_by_merchant');
  }

  function createRefund(body: unknown): FakeRefund {
    if (!isRecord(body)) throw invalid('Request body must be a JSON object');
    if (typeof body.payment_id !== 'string' || body.payment_id === '') {
      throw invalid('Payment id is required', 'payment_id');
    }
    const payment = payments.get(body.payment_id);
    if (!payment) throw new RequestError(404, 'not_found', 'Payment not found', 'payment_id');
    const amount = readAmount(body.amount, 'amount');
    checkDescription(body.description, MAX_REFUND_DESCRIPTION_LENGTH);
    if (payment.status !== 'succeeded') {
      throw invalid(
        `Payment ${payment.id} is ${payment.status}: only a succeeded payment can be refunded`,
        'payment_id',
      );
    }
    const left = kopecksOf(payment.amount.value) - refundedOrRefunding(payment.id);
    if (amount > left) {
      throw invalid(
        `Refund amount ${formatKopecks(amount)} is more than the amount left to refund ${formatKopecks(left)}`,
        'amount',
      );
    }
    validateReceipt(body.receipt, amount, state.requireReceipts);
    const refund: FakeRefund = {
      id: randomUUID(),
      payment_id: payment.id,
      status: 'pending',
      amount: { value: formatKopecks(amount), currency: 'RUB' },
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
      created_at: new Date().toISOString(),
      ...(body.receipt !== undefined ? { receipt_registration: 'succeeded' as const } : {}),
    };
    refunds.set(refund.id, refund);
    if (body.receipt !== undefined) {
      receipts.push({ kind: 'refund', objectId: refund.id, receipt: body.receipt });
    }
    refreshRefundable(payment);
    if (!state.refundsPending) settleRefund(refund.id, 'succeeded');
    return refund;
  }

  /** The guest's side: /checkout/{id}?result=succeeded|canceled settles it and sends them back. */
  function checkout(res: ServerResponse, id: string, result: string | null) {
    const payment = payments.get(id);
    if (!payment) throw new RequestError(404, 'not_found', 'Payment not found');
    if (payment.status === 'pending') {
      if (result === 'canceled') setStatus(id, 'canceled');
      else guestPays(payment);
    }
    res.writeHead(302, { Location: payment.confirmation.return_url }).end();
  }

  function methodNotAllowed(res: ServerResponse): void {
    res.writeHead(405).end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      body = undefined;
    }
    requests.push({
      method: req.method ?? '',
      path: `${url.pathname}${url.search}`,
      headers: req.headers,
      body: body ?? (raw === '' ? undefined : raw),
    });
    if (state.delayMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, state.delayMs);
        timers.add(timer);
      });
    }
    // Before any routing, so every route (and the checkout page) sees the outage.
    if (failures.count > 0) {
      failures.count -= 1;
      sendFailure(res, failures.status);
      return;
    }

    const checkoutMatch = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    if (checkoutMatch?.[1] && req.method === 'GET') {
      checkout(res, decodeURIComponent(checkoutMatch[1]), url.searchParams.get('result'));
      return;
    }

    checkCredentials(req.headers.authorization, shopId, secretKey);
    const path = url.pathname;
    if (path === '/v3/payments') {
      if (req.method !== 'POST') return methodNotAllowed(res);
      idempotent(req, res, path, raw, body, () => createPayment(body));
      return;
    }
    const paymentMatch = /^\/v3\/payments\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    if (paymentMatch?.[1]) {
      const id = decodeURIComponent(paymentMatch[1]);
      const action = paymentMatch[2];
      if (req.method !== (action ? 'POST' : 'GET')) return methodNotAllowed(res);
      const find = () => {
        const payment = payments.get(id);
        if (!payment) throw new RequestError(404, 'not_found', 'Payment not found');
        return payment;
      };
      if (action === 'capture') {
        idempotent(req, res, path, raw, body, () => capturePayment(find(), body ?? {}));
      } else if (action === 'cancel') {
        idempotent(req, res, path, raw, body, () => cancelPayment(find()));
      } else {
        sendJson(res, 200, find());
      }
      return;
    }
    if (path === '/v3/refunds') {
      if (req.method !== 'POST') return methodNotAllowed(res);
      idempotent(req, res, path, raw, body, () => createRefund(body));
      return;
    }
    const refundMatch = /^\/v3\/refunds\/([^/]+)$/.exec(path);
    if (refundMatch?.[1]) {
      if (req.method !== 'GET') return methodNotAllowed(res);
      const refund = refunds.get(decodeURIComponent(refundMatch[1]));
      if (!refund) throw new RequestError(404, 'not_found', 'Refund not found');
      sendJson(res, 200, refund);
      return;
    }
    throw new RequestError(404, 'not_found', 'Resource not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
      } else if (error instanceof RequestError) {
        sendError(res, error);
      } else {
        // A bug in the fake: answer as YooKassa would, and let the test see the message.
        sendError(
          res,
          new RequestError(500, 'internal_server_error', `fake YooKassa failed: ${String(error)}`),
        );
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/v3`,
    shopId,
    secretKey,
    state,
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
