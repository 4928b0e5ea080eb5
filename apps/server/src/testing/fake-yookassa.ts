/**
 * A local stand-in for the part of YooKassa API v3 the storefront uses: POST /v3/payments and
 * GET /v3/payments/{id}, with YooKassa's error answers, idempotence keys and a page that plays the
 * guest paying. Tests steer it through `state`.
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

/** A payment object as YooKassa answers it (the fields a redirect payment has). */
export interface FakePayment {
  id: string;
  status: FakePaymentStatus;
  paid: boolean;
  amount: { value: string; currency: string };
  description?: string;
  metadata: Record<string, string>;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  capture: boolean;
  created_at: string;
  captured_at?: string;
  cancellation_details?: { party: string; reason: string };
  refundable: boolean;
  test: boolean;
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

export interface FakeYookassaState {
  payments: Map<string, FakePayment>;
  /** every request, in order, including refused ones */
  requests: RecordedRequest[];
  /** milliseconds to wait before answering any request (for timeout tests) */
  delayMs: number;
  /** answer the next `count` requests with `status` (429, 500 as YooKassa; 502–504 as a proxy) */
  failNext(count: number, status?: FakeFailureStatus): void;
  setStatus(paymentId: string, status: FakePaymentStatus): FakePayment;
  succeed(paymentId: string): FakePayment;
  cancel(paymentId: string): FakePayment;
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
/** YooKassa's documented metadata limits. */
const MAX_METADATA_KEYS = 16;
const MAX_METADATA_KEY_LENGTH = 32;
const MAX_METADATA_VALUE_LENGTH = 512;

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

/** The subset of YooKassa's checks on a payment request that our requests can trip. */
function validatePaymentRequest(body: unknown): void {
  if (!isRecord(body)) throw invalid('Request body must be a JSON object');
  const { amount, confirmation, description, metadata, capture } = body;
  if (!isRecord(amount)) throw invalid('Amount is required', 'amount');
  if (typeof amount.value !== 'string' || !/^\d{1,15}(\.\d{1,2})?$/.test(amount.value)) {
    throw invalid('Amount value must be a string like 100.00', 'amount.value');
  }
  if (Number(amount.value) <= 0) throw invalid('Amount value must be positive', 'amount.value');
  if (amount.currency !== 'RUB') throw invalid('Unsupported currency', 'amount.currency');
  if (capture !== undefined && typeof capture !== 'boolean') {
    throw invalid('Capture must be a boolean', 'capture');
  }
  if (!isRecord(confirmation)) throw invalid('Confirmation is required', 'confirmation');
  if (confirmation.type !== 'redirect') {
    throw invalid('Only the redirect confirmation is supported here', 'confirmation.type');
  }
  if (typeof confirmation.return_url !== 'string' || !URL.canParse(confirmation.return_url)) {
    throw invalid('Return URL must be an absolute URL', 'confirmation.return_url');
  }
  if (
    description !== undefined &&
    (typeof description !== 'string' || [...description].length > MAX_DESCRIPTION_LENGTH)
  ) {
    throw invalid(
      `Description must be a string of at most ${MAX_DESCRIPTION_LENGTH} characters`,
      'description',
    );
  }
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

export async function startFakeYookassa(options: FakeYookassaOptions = {}): Promise<FakeYookassa> {
  const shopId = options.shopId ?? '100500';
  const secretKey = options.secretKey ?? 'test_fake_secret_key';
  const payments = new Map<string, FakePayment>();
  /** Idempotence-Key → the body it came with and the answer given, replayed for a repeat. */
  const answered = new Map<string, { request: string; answer: string }>();
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let failures: { count: number; status: FakeFailureStatus } = { count: 0, status: 500 };
  let origin = '';

  function setStatus(paymentId: string, status: FakePaymentStatus): FakePayment {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`fake YooKassa has no payment ${paymentId}`);
    payment.status = status;
    payment.paid = status === 'succeeded' || status === 'waiting_for_capture';
    if (status === 'succeeded') payment.captured_at = new Date().toISOString();
    if (status === 'canceled') {
      payment.cancellation_details = { party: 'yoo_money', reason: 'expired_on_confirmation' };
    }
    payment.refundable = status === 'succeeded';
    return payment;
  }

  const state: FakeYookassaState = {
    payments,
    requests,
    delayMs: 0,
    failNext(count, status = 500) {
      failures = { count, status };
    },
    setStatus,
    succeed: (paymentId) => setStatus(paymentId, 'succeeded'),
    cancel: (paymentId) => setStatus(paymentId, 'canceled'),
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

  function createPayment(req: IncomingMessage, res: ServerResponse, raw: string, body: unknown) {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      res.writeHead(415).end();
      return;
    }
    const key = req.headers['idempotence-key'];
    if (typeof key !== 'string' || key === '') {
      throw invalid('Idempotence-Key header is missing', 'Idempotence-Key');
    }
    if (body === undefined && raw !== '') throw invalid('Request body is not valid JSON');
    const fingerprint = canonical(body);
    const earlier = answered.get(key);
    if (earlier) {
      // The same request again gets the first answer; another request under the key is an error.
      if (earlier.request !== fingerprint) {
        throw invalid('Idempotence key duplicated', 'Idempotence-Key');
      }
      res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8' });
      res.end(earlier.answer);
      return;
    }
    validatePaymentRequest(body);
    const request = body as {
      amount: { value: string; currency: string };
      capture?: boolean;
      confirmation: { return_url: string };
      description?: string;
      metadata?: Record<string, string>;
    };
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
      capture: request.capture ?? false,
      created_at: new Date().toISOString(),
      refundable: false,
      test: true,
    };
    payments.set(id, payment);
    const answer = JSON.stringify(payment);
    answered.set(key, { request: fingerprint, answer });
    res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8' });
    res.end(answer);
  }

  /** The guest's side: /checkout/{id}?result=succeeded|canceled settles it and sends them back. */
  function checkout(res: ServerResponse, id: string, result: string | null) {
    const payment = payments.get(id);
    if (!payment) throw new RequestError(404, 'not_found', 'Payment not found');
    if (payment.status === 'pending') {
      setStatus(
        id,
        result === 'canceled' ? 'canceled' : payment.capture ? 'succeeded' : 'waiting_for_capture',
      );
    }
    res.writeHead(302, { Location: payment.confirmation.return_url }).end();
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
    if (url.pathname === '/v3/payments') {
      if (req.method !== 'POST') {
        res.writeHead(405).end();
        return;
      }
      createPayment(req, res, raw, body);
      return;
    }
    const paymentMatch = /^\/v3\/payments\/([^/]+)$/.exec(url.pathname);
    if (paymentMatch?.[1]) {
      if (req.method !== 'GET') {
        res.writeHead(405).end();
        return;
      }
      const payment = payments.get(decodeURIComponent(paymentMatch[1]));
      if (!payment) throw new RequestError(404, 'not_found', 'Payment not found');
      sendJson(res, 200, payment);
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
