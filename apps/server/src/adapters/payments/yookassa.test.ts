import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeYookassa,
  notificationBody,
  startFakeYookassa,
} from '../../testing/fake-yookassa';
import type { CreatePaymentInput, PaymentProvider, Receipt, ReceiptItem } from './payments';
import {
  createYookassaProvider,
  parseYookassaNotification,
  YOOKASSA_API_URL,
  YookassaError,
} from './yookassa';

let fake: FakeYookassa;
let provider: PaymentProvider;

beforeEach(async () => {
  fake = await startFakeYookassa({ shopId: '506751', secretKey: 'test_secret:with-colon' });
  provider = createYookassaProvider({
    apiUrl: fake.url,
    shopId: fake.shopId,
    secretKey: fake.secretKey,
  });
});
afterEach(() => fake.close());

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    orderId: 42,
    amountKopecks: 153_000,
    description: 'Заказ №42 в «Рыбном месте»',
    returnUrl: 'https://shop.example/order/42?key=abc',
    idempotenceKey: 'order-42-payment',
    way: 'bank_card',
    receipt: null,
    ...overrides,
  };
}

function item(overrides: Partial<ReceiptItem> = {}): ReceiptItem {
  return {
    description: 'Уха по-фински',
    quantity: 2,
    unitKopecks: 450_00,
    vatCode: 1,
    paymentSubject: 'commodity',
    paymentMode: 'full_prepayment',
    ...overrides,
  };
}

/** 2 × 450.00 + 3 × 210.00 = 1530.00, the amount of input(). */
function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    customer: { email: 'guest@example.ru' },
    items: [item(), item({ description: 'Морс клюквенный', quantity: 3, unitKopecks: 210_00 })],
    taxSystemCode: 2,
    ...overrides,
  };
}

/** The error a call rejects with (failing the test if it resolves). */
async function failure(promise: Promise<unknown>): Promise<YookassaError> {
  const error = await promise.then(
    () => expect.fail('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(YookassaError);
  return error as YookassaError;
}

function basic(shopId: string, secretKey: string): string {
  return `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
}

/** A request to the fake by hand, for bodies the provider would never send. */
async function rawPost(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${fake.url}/payments`, {
    method: 'POST',
    headers: {
      Authorization: basic(fake.shopId, fake.secretKey),
      'Content-Type': 'application/json',
      'Idempotence-Key': `raw-${Math.random()}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const validBody = {
  amount: { value: '10.00', currency: 'RUB' },
  capture: true,
  confirmation: { type: 'redirect', return_url: 'https://shop.example/order/1' },
};

describe('createPayment', () => {
  it('sends the amount, description, return URL, metadata, Basic auth and idempotence key', async () => {
    const created = await provider.createPayment(input());

    expect(fake.state.requests).toHaveLength(1);
    const [request] = fake.state.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v3/payments');
    expect(request?.headers.authorization).toBe(basic('506751', 'test_secret:with-colon'));
    expect(request?.headers['idempotence-key']).toBe('order-42-payment');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      amount: { value: '1530.00', currency: 'RUB' },
      capture: false,
      payment_method_data: { type: 'bank_card' },
      confirmation: { type: 'redirect', return_url: 'https://shop.example/order/42?key=abc' },
      description: 'Заказ №42 в «Рыбном месте»',
      metadata: { orderId: '42' },
    });

    const payment = fake.state.payments.get(created.paymentId);
    expect(payment?.status).toBe('pending');
    expect(created.confirmationUrl).toBe(payment?.confirmation.confirmation_url);
    expect(created.confirmationUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\//);
  });

  it('charges a card at once when asked (a pre-order its kitchens take after a hold runs out)', async () => {
    const created = await provider.createPayment({ ...input(), chargeNow: true });
    expect(fake.state.requests.at(-1)?.body).toMatchObject({
      capture: true,
      payment_method_data: { type: 'bank_card' },
    });
    expect(fake.state.payments.get(created.paymentId)?.capture).toBe(true);
  });

  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [57, '0.57'],
    [100, '1.00'],
    [110, '1.10'],
    [100_05, '100.05'],
    [123_456_789, '1234567.89'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
    [Number.MAX_SAFE_INTEGER - 1, '90071992547409.90'], // (k / 100).toFixed(2) gives .91
  ])('writes %i kopecks as "%s"', async (kopecks, value) => {
    await provider.createPayment(input({ amountKopecks: kopecks }));
    expect(fake.state.requests[0]?.body).toMatchObject({ amount: { value, currency: 'RUB' } });
  });

  it.each([0, -100, 10.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses the amount %s without calling YooKassa',
    async (kopecks) => {
      await expect(provider.createPayment(input({ amountKopecks: kopecks }))).rejects.toThrow(
        RangeError,
      );
      expect(fake.state.requests).toHaveLength(0);
    },
  );

  it('cuts the description to the 128 characters YooKassa accepts, never inside a character', async () => {
    const description = `${'д'.repeat(127)}🐟🐟🐟`;
    await provider.createPayment(input({ description }));
    const sent = fake.state.requests[0]?.body as { description?: string } | undefined;
    expect(sent?.description).toBe(`${'д'.repeat(127)}🐟`);
    expect([...(sent?.description ?? '')]).toHaveLength(128);
  });

  it('leaves out an empty description', async () => {
    await provider.createPayment(input({ description: '   ' }));
    expect(fake.state.requests[0]?.body).not.toHaveProperty('description');
  });

  it('gives the same payment for a repeated idempotence key, and makes no second one', async () => {
    const first = await provider.createPayment(input());
    const second = await provider.createPayment(input());
    expect(second).toEqual(first);
    expect(fake.state.requests).toHaveLength(2);
    expect(fake.state.payments.size).toBe(1);

    const other = await provider.createPayment(input({ idempotenceKey: 'order-42-payment-2' }));
    expect(other.paymentId).not.toBe(first.paymentId);
    expect(fake.state.payments.size).toBe(2);
  });

  it('reports a key reused for a different request as YooKassa does', async () => {
    await provider.createPayment(input());
    const error = await failure(provider.createPayment(input({ amountKopecks: 999 })));
    expect(error).toMatchObject({
      code: 'invalid_request',
      status: 400,
      retryable: false,
      parameter: 'Idempotence-Key',
      description: 'Idempotence key duplicated',
    });
    expect(fake.state.payments.size).toBe(1);
  });

  it('carries the code, description and parameter of a refused request', async () => {
    const error = await failure(provider.createPayment(input({ returnUrl: 'not a url' })));
    expect(error).toMatchObject({
      code: 'invalid_request',
      status: 400,
      retryable: false,
      parameter: 'confirmation.return_url',
    });
    expect(error.description).not.toBe('');
    expect(error.errorId).toMatch(/^[\w-]+$/);
    expect(error.message).toContain('invalid_request');
  });
});

describe('getPayment', () => {
  it.each([
    ['pending', 'pending', null],
    ['waiting_for_capture', 'held', null],
    ['succeeded', 'succeeded', null],
    ['canceled', 'canceled', 'expired_on_confirmation'],
  ] as const)('maps YooKassa status %s to %s', async (status, state, cancellationReason) => {
    const { paymentId } = await provider.createPayment(input());
    fake.state.setStatus(paymentId, status);
    expect(await provider.getPayment(paymentId)).toEqual({
      paymentId,
      state,
      orderId: 42,
      amountKopecks: 153_000,
      refundedKopecks: 0,
      cancellationReason,
    });
    expect(fake.state.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v3/payments/${paymentId}`,
      body: undefined,
    });
    expect(fake.state.requests.at(-1)?.headers).not.toHaveProperty('idempotence-key');
  });

  it('follows the payment as the guest pays on the confirmation page', async () => {
    const { paymentId, confirmationUrl } = await provider.createPayment(input());
    const response = await fetch(confirmationUrl, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://shop.example/order/42?key=abc');
    expect((await provider.getPayment(paymentId)).state).toBe('held');
  });

  it.each([
    [{}, null],
    [{ orderId: 'abc' }, null],
    [{ orderId: '0' }, null],
    [{ orderId: '-3' }, null],
    [{ orderId: '7' }, 7],
  ])('reads metadata %j as order %s', async (metadata, orderId) => {
    const { body } = await rawPost({ ...validBody, metadata });
    const result = await provider.getPayment(body.id as string);
    expect(result.orderId).toBe(orderId);
  });

  it('reports an unknown payment as not_found, not retryable', async () => {
    const error = await failure(provider.getPayment('2d8f0e8d-000f-5000-8000-18db351245c7'));
    expect(error).toMatchObject({ code: 'not_found', status: 404, retryable: false });
  });

  it('keeps a hostile id inside the path segment', async () => {
    await failure(provider.getPayment('../me?x=1'));
    expect(fake.state.requests[0]?.path).toBe('/v3/payments/..%2Fme%3Fx%3D1');
  });
});

describe('failures', () => {
  it('reports wrong credentials as invalid_credentials, not retryable', async () => {
    const wrong = createYookassaProvider({ apiUrl: fake.url, shopId: fake.shopId, secretKey: 'x' });
    const created = await failure(wrong.createPayment(input()));
    expect(created).toMatchObject({ code: 'invalid_credentials', status: 401, retryable: false });
    const read = await failure(wrong.getPayment('any'));
    expect(read).toMatchObject({ code: 'invalid_credentials', status: 401, retryable: false });
    expect(fake.state.payments.size).toBe(0);
  });

  it.each([
    [503, 'http_503'],
    [502, 'http_502'],
    [500, 'internal_server_error'],
    [429, 'too_many_requests'],
  ] as const)('marks %i as retryable (%s)', async (status, code) => {
    fake.state.failNext(1, status);
    const error = await failure(provider.createPayment(input()));
    expect(error).toMatchObject({ code, status, retryable: true });
  });

  it('makes one payment when a create is retried after a 503', async () => {
    fake.state.failNext(2, 503);
    for (let i = 0; i < 2; i++) {
      expect((await failure(provider.createPayment(input()))).retryable).toBe(true);
    }
    const created = await provider.createPayment(input());
    expect(await provider.createPayment(input())).toEqual(created);
    expect(fake.state.payments.size).toBe(1);
  });

  it('marks a timeout as retryable', async () => {
    const impatient = createYookassaProvider({
      apiUrl: fake.url,
      shopId: fake.shopId,
      secretKey: fake.secretKey,
      timeoutMs: 50,
    });
    fake.state.delayMs = 1000;
    const error = await failure(impatient.getPayment('any'));
    expect(error).toMatchObject({ code: 'timeout', status: null, retryable: true });
  });

  it('marks a refused connection as retryable', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const offline = createYookassaProvider({
      apiUrl: `http://127.0.0.1:${port}/v3`,
      shopId: 'a',
      secretKey: 'b',
    });
    const error = await failure(offline.createPayment(input()));
    expect(error).toMatchObject({ code: 'network_error', status: null, retryable: true });
  });

  it.each([
    ['not JSON', 'text'],
    ['no id', JSON.stringify({ status: 'pending' })],
    ['an unknown status', JSON.stringify({ id: 'p1', status: 'refunded' })],
    ['no amount', JSON.stringify({ id: 'p1', status: 'pending' })],
    ['a float amount', JSON.stringify({ id: 'p1', status: 'pending', amount: { value: 10 } })],
    [
      'a third kopeck digit',
      JSON.stringify({ id: 'p1', status: 'pending', amount: { value: '1.005' } }),
    ],
    [
      'another currency',
      JSON.stringify({ id: 'p1', status: 'pending', amount: { value: '1.00', currency: 'USD' } }),
    ],
    [
      'an amount past safe integers',
      JSON.stringify({ id: 'p1', status: 'pending', amount: { value: '900719925474099.92' } }),
    ],
    [
      'a bad refunded_amount',
      JSON.stringify({
        id: 'p1',
        status: 'succeeded',
        amount: { value: '1.00' },
        refunded_amount: { value: '-1' },
      }),
    ],
  ])('refuses an answer with %s', async (_, answer) => {
    const odd = createYookassaProvider({
      shopId: 'a',
      secretKey: 'b',
      fetch: async () => new Response(answer, { status: 200 }),
    });
    const error = await failure(odd.getPayment('p1'));
    expect(error).toMatchObject({ code: 'invalid_response', retryable: false });
  });

  it('refuses a created payment without a confirmation URL', async () => {
    const odd = createYookassaProvider({
      shopId: 'a',
      secretKey: 'b',
      fetch: async () => Response.json({ id: 'p1', status: 'pending' }),
    });
    const error = await failure(odd.createPayment(input()));
    expect(error).toMatchObject({ code: 'invalid_response', retryable: false });
  });

  it('calls the production API by default', async () => {
    const urls: string[] = [];
    const production = createYookassaProvider({
      shopId: 'a',
      secretKey: 'b',
      fetch: async (url) => {
        urls.push(String(url));
        return Response.json({
          id: 'p1',
          status: 'succeeded',
          amount: { value: '19.99', currency: 'RUB' },
          metadata: { orderId: '5' },
        });
      },
    });
    expect(await production.getPayment('p1')).toEqual({
      paymentId: 'p1',
      state: 'succeeded',
      orderId: 5,
      amountKopecks: 1999,
      refundedKopecks: 0,
      cancellationReason: null,
    });
    expect(urls).toEqual([`${YOOKASSA_API_URL}/payments/p1`]);
    expect(YOOKASSA_API_URL).toBe('https://api.yookassa.ru/v3');
  });
});

describe('the fake YooKassa', () => {
  it('requires an Idempotence-Key on POST', async () => {
    const { status, body } = await rawPost(validBody, { 'Idempotence-Key': '' });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      type: 'error',
      code: 'invalid_request',
      parameter: 'Idempotence-Key',
    });
    expect(fake.state.payments.size).toBe(0);
  });

  it.each([
    [{ ...validBody, amount: { value: 10, currency: 'RUB' } }, 'amount.value'],
    [{ ...validBody, amount: { value: '10.005', currency: 'RUB' } }, 'amount.value'],
    [{ ...validBody, amount: { value: '0.00', currency: 'RUB' } }, 'amount.value'],
    [{ ...validBody, amount: { value: '10.00', currency: 'XXX' } }, 'amount.currency'],
    [{ ...validBody, amount: undefined }, 'amount'],
    [{ ...validBody, confirmation: undefined }, 'confirmation'],
    [{ ...validBody, confirmation: { type: 'embedded' } }, 'confirmation.type'],
    [{ ...validBody, confirmation: { type: 'redirect' } }, 'confirmation.return_url'],
    [{ ...validBody, description: 'x'.repeat(129) }, 'description'],
    [{ ...validBody, metadata: { orderId: 42 } }, 'metadata'],
  ])('refuses %j naming %s', async (body, parameter) => {
    const answer = await rawPost(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'error', code: 'invalid_request', parameter });
    expect(fake.state.payments.size).toBe(0);
  });

  it('refuses a request without Basic auth', async () => {
    const response = await fetch(`${fake.url}/payments/any`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ type: 'error', code: 'invalid_credentials' });
  });
});

describe('parseYookassaNotification', () => {
  /** The example notification from YooKassa's docs (using-api/webhooks). */
  const documented = {
    type: 'notification',
    event: 'payment.waiting_for_capture',
    object: {
      id: '22d6d597-000f-5000-9000-145f6df21d6f',
      status: 'waiting_for_capture',
      paid: true,
      amount: { value: '2.00', currency: 'RUB' },
      authorization_details: { rrn: '10000000000', auth_code: '000000' },
      created_at: '2018-07-10T14:27:54.691Z',
      description: 'Заказ №72',
      expires_at: '2018-07-17T14:28:32.484Z',
      metadata: {},
      payment_method: {
        type: 'bank_card',
        id: '22d6d597-000f-5000-9000-145f6df21d6f',
        saved: false,
        card: {
          first6: '555555',
          last4: '4444',
          expiry_month: '07',
          expiry_year: '2021',
          card_type: 'MasterCard',
          issuer_country: 'RU',
          issuer_name: 'Sberbank',
        },
        title: 'Bank card *4444',
      },
      refundable: false,
      test: false,
    },
  };

  it.each(['payment.waiting_for_capture', 'payment.succeeded', 'payment.canceled'])(
    'reads the payment id of a %s notification',
    (event) => {
      expect(parseYookassaNotification({ ...documented, event })).toEqual({
        event,
        paymentId: '22d6d597-000f-5000-9000-145f6df21d6f',
      });
    },
  );

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'payment.succeeded'],
    ['an array', [documented]],
    ['an empty object', {}],
    ['an error body', { type: 'error', code: 'invalid_request' }],
    ['another type', { ...documented, type: 'payment' }],
    ['a refund event about a payment object', { ...documented, event: 'refund.succeeded' }],
    ['a refund.canceled event', { ...documented, event: 'refund.canceled' }],
    ['an unknown event', { ...documented, event: 'payment.refunded' }],
    ['no event', { ...documented, event: undefined }],
    ['no object', { ...documented, object: undefined }],
    ['an object without id', { ...documented, object: { status: 'succeeded' } }],
    ['a numeric id', { ...documented, object: { id: 42 } }],
    ['an empty id', { ...documented, object: { id: '' } }],
    ['a path in the id', { ...documented, object: { id: '../../me' } }],
  ])('rejects %s', (_, body) => {
    expect(parseYookassaNotification(body)).toBeNull();
  });
});

/** The receipt of the request at `index` (negative from the end). */
function sentReceipt(index: number): unknown {
  const body = fake.state.requests.at(index)?.body;
  return typeof body === 'object' && body !== null && 'receipt' in body ? body.receipt : undefined;
}

function fakePayment(id: string) {
  const payment = fake.state.payments.get(id);
  if (!payment) throw new Error(`no payment ${id} in the fake`);
  return payment;
}

function fakeRefund(id: string) {
  const refund = fake.state.refunds.get(id);
  if (!refund) throw new Error(`no refund ${id} in the fake`);
  return refund;
}

/** The guest pays on the confirmation page. */
async function pay(confirmationUrl: string): Promise<void> {
  const response = await fetch(confirmationUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
}

/** A card payment the guest has paid: held, waiting for our capture. */
async function held(overrides: Partial<CreatePaymentInput> = {}): Promise<string> {
  const { paymentId, confirmationUrl } = await provider.createPayment(input(overrides));
  await pay(confirmationUrl);
  return paymentId;
}

/** An SBP payment the guest has paid: charged at once. */
async function charged(overrides: Partial<CreatePaymentInput> = {}): Promise<string> {
  return held({ way: 'sbp', idempotenceKey: 'order-42-sbp', ...overrides });
}

describe('two-stage card payments and SBP', () => {
  it('holds a card payment until it is captured', async () => {
    const paymentId = await held();
    expect(await provider.getPayment(paymentId)).toMatchObject({
      state: 'held',
      amountKopecks: 153_000,
    });
    const payment = fake.state.payments.get(paymentId);
    expect(payment).toMatchObject({ status: 'waiting_for_capture', paid: true, capture: false });
    expect(payment?.payment_method).toMatchObject({ type: 'bank_card' });
    // YooKassa keeps a card hold 7 days.
    const lifetime = Date.parse(payment?.expires_at ?? '') - Date.now();
    expect(lifetime).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600_000);
  });

  it('charges SBP at once: capture true, no hold', async () => {
    const paymentId = await charged();
    expect(fake.state.requests[0]?.body).toMatchObject({
      capture: true,
      payment_method_data: { type: 'sbp' },
    });
    expect(await provider.getPayment(paymentId)).toMatchObject({
      state: 'succeeded',
      amountKopecks: 153_000,
      refundedKopecks: 0,
    });
    expect(fake.state.payments.get(paymentId)).toMatchObject({ paid: true, refundable: true });
    expect(fake.state.payments.get(paymentId)?.captured_at).toEqual(expect.any(String));
  });

  it('captures the whole hold', async () => {
    const paymentId = await held();
    const captured = await provider.capturePayment({
      paymentId,
      amountKopecks: 153_000,
      receipt: null,
      idempotenceKey: 'order-42-capture',
    });
    expect(captured).toEqual({
      paymentId,
      state: 'succeeded',
      orderId: 42,
      amountKopecks: 153_000,
      refundedKopecks: 0,
      cancellationReason: null,
    });
    const request = fake.state.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: `/v3/payments/${paymentId}/capture` });
    expect(request?.headers['idempotence-key']).toBe('order-42-capture');
    expect(request?.body).toEqual({ amount: { value: '1530.00', currency: 'RUB' } });
    const payment = fake.state.payments.get(paymentId);
    expect(payment).toMatchObject({ status: 'succeeded', paid: true });
    expect(payment?.captured_at).toEqual(expect.any(String));
    expect(payment).not.toHaveProperty('expires_at');
  });

  it('captures less than held, with the receipt of what is taken', async () => {
    const paymentId = await held({ receipt: receipt() });
    const taken = receipt({ items: [item({ quantity: 1 })] });
    const captured = await provider.capturePayment({
      paymentId,
      amountKopecks: 450_00,
      receipt: taken,
      idempotenceKey: 'order-42-capture',
    });
    expect(captured).toMatchObject({ state: 'succeeded', amountKopecks: 450_00 });
    expect(fake.state.requests.at(-1)?.body).toEqual({
      amount: { value: '450.00', currency: 'RUB' },
      receipt: {
        customer: { email: 'guest@example.ru' },
        items: [
          {
            description: 'Уха по-фински',
            quantity: 1,
            amount: { value: '450.00', currency: 'RUB' },
            vat_code: 1,
            payment_subject: 'commodity',
            payment_mode: 'full_prepayment',
          },
        ],
        tax_system_code: 2,
      },
    });
    expect(fake.state.payments.get(paymentId)?.amount).toEqual({
      value: '450.00',
      currency: 'RUB',
    });
    expect(fake.state.receipts.map((r) => [r.kind, r.objectId])).toEqual([
      ['payment', paymentId],
      ['capture', paymentId],
    ]);
    expect((await provider.getPayment(paymentId)).amountKopecks).toBe(450_00);
  });

  it('refuses to capture more than held, and leaves the hold', async () => {
    const paymentId = await held();
    const error = await failure(
      provider.capturePayment({
        paymentId,
        amountKopecks: 153_001,
        receipt: null,
        idempotenceKey: 'order-42-capture',
      }),
    );
    expect(error).toMatchObject({
      code: 'invalid_request',
      status: 400,
      retryable: false,
      parameter: 'amount',
    });
    expect((await provider.getPayment(paymentId)).state).toBe('held');
  });

  it('refuses to capture a payment that is not held', async () => {
    const { paymentId } = await provider.createPayment(input());
    const unpaid = await failure(
      provider.capturePayment({
        paymentId,
        amountKopecks: 100,
        receipt: null,
        idempotenceKey: 'c1',
      }),
    );
    expect(unpaid).toMatchObject({ code: 'invalid_request', status: 400, retryable: false });
    const sbp = await charged();
    const taken = await failure(
      provider.capturePayment({
        paymentId: sbp,
        amountKopecks: 100,
        receipt: null,
        idempotenceKey: 'c2',
      }),
    );
    expect(taken).toMatchObject({ code: 'invalid_request', status: 400 });
  });

  it('answers a repeated capture the same, and refuses the key for another one', async () => {
    const paymentId = await held();
    const capture = { paymentId, amountKopecks: 100_00, receipt: null, idempotenceKey: 'cap' };
    const first = await provider.capturePayment(capture);
    expect(await provider.capturePayment(capture)).toEqual(first);
    const error = await failure(provider.capturePayment({ ...capture, amountKopecks: 200_00 }));
    expect(error).toMatchObject({
      code: 'invalid_request',
      parameter: 'Idempotence-Key',
      description: 'Idempotence key duplicated',
    });
    // A key already used for the payment itself can't be reused for its capture either.
    const reused = await failure(
      provider.capturePayment({ ...capture, idempotenceKey: 'order-42-payment' }),
    );
    expect(reused.parameter).toBe('Idempotence-Key');
    expect((await provider.getPayment(paymentId)).amountKopecks).toBe(100_00);
  });

  it('answers a capture retried after an outage, capturing once', async () => {
    const paymentId = await held();
    fake.state.failNext(1, 500);
    const capture = { paymentId, amountKopecks: 100_00, receipt: null, idempotenceKey: 'cap' };
    expect((await failure(provider.capturePayment(capture))).retryable).toBe(true);
    expect((await provider.capturePayment(capture)).state).toBe('succeeded');
    expect((await provider.capturePayment(capture)).amountKopecks).toBe(100_00);
  });

  it('cancels a hold: nothing is taken', async () => {
    const paymentId = await held();
    const canceled = await provider.cancelPayment({ paymentId, idempotenceKey: 'order-42-cancel' });
    expect(canceled).toEqual({
      paymentId,
      state: 'canceled',
      orderId: 42,
      amountKopecks: 153_000,
      refundedKopecks: 0,
      cancellationReason: 'canceled_by_merchant',
    });
    const request = fake.state.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/v3/payments/${paymentId}/cancel`,
      body: {},
    });
    expect(request?.headers['idempotence-key']).toBe('order-42-cancel');
    expect(fake.state.payments.get(paymentId)).toMatchObject({
      paid: false,
      cancellation_details: { party: 'merchant', reason: 'canceled_by_merchant' },
    });
    // The same cancel again is answered the same.
    expect(await provider.cancelPayment({ paymentId, idempotenceKey: 'order-42-cancel' })).toEqual(
      canceled,
    );
  });

  it('refuses to cancel a payment already taken or canceled', async () => {
    const paymentId = await charged();
    const error = await failure(provider.cancelPayment({ paymentId, idempotenceKey: 'x1' }));
    expect(error).toMatchObject({ code: 'invalid_request', status: 400, retryable: false });
    const hold = await held();
    await provider.cancelPayment({ paymentId: hold, idempotenceKey: 'x2' });
    const again = await failure(provider.cancelPayment({ paymentId: hold, idempotenceKey: 'x3' }));
    expect(again).toMatchObject({ code: 'invalid_request', status: 400 });
  });

  it('reports a hold YooKassa let expire', async () => {
    const paymentId = await held();
    fake.state.expireHold(paymentId);
    expect(await provider.getPayment(paymentId)).toMatchObject({
      state: 'canceled',
      cancellationReason: 'expired_on_capture',
    });
    expect(fake.state.payments.get(paymentId)?.cancellation_details).toEqual({
      party: 'yoo_money',
      reason: 'expired_on_capture',
    });
    const error = await failure(
      provider.capturePayment({
        paymentId,
        amountKopecks: 100,
        receipt: null,
        idempotenceKey: 'c',
      }),
    );
    expect(error.code).toBe('invalid_request');
  });

  it('reports an unknown payment to capture or cancel as not_found', async () => {
    const id = '2d8f0e8d-000f-5000-8000-18db351245c7';
    const capture = await failure(
      provider.capturePayment({
        paymentId: id,
        amountKopecks: 1,
        receipt: null,
        idempotenceKey: 'a',
      }),
    );
    expect(capture).toMatchObject({ code: 'not_found', status: 404, retryable: false });
    const cancel = await failure(provider.cancelPayment({ paymentId: id, idempotenceKey: 'b' }));
    expect(cancel).toMatchObject({ code: 'not_found', status: 404 });
  });
});

describe('receipts', () => {
  it('sends the receipt with the payment in YooKassa shape', async () => {
    const { paymentId } = await provider.createPayment(input({ receipt: receipt() }));
    const sent = {
      customer: { email: 'guest@example.ru' },
      items: [
        {
          description: 'Уха по-фински',
          quantity: 2,
          amount: { value: '450.00', currency: 'RUB' },
          vat_code: 1,
          payment_subject: 'commodity',
          payment_mode: 'full_prepayment',
        },
        {
          description: 'Морс клюквенный',
          quantity: 3,
          amount: { value: '210.00', currency: 'RUB' },
          vat_code: 1,
          payment_subject: 'commodity',
          payment_mode: 'full_prepayment',
        },
      ],
      tax_system_code: 2,
    };
    expect(sentReceipt(0)).toEqual(sent);
    expect(fake.state.receipts).toEqual([{ kind: 'payment', objectId: paymentId, receipt: sent }]);
  });

  it('sends a phone when there is no e-mail, and no tax system when it is not set', async () => {
    await provider.createPayment(
      input({
        amountKopecks: 1_05,
        receipt: receipt({
          customer: { phone: '79001234567' },
          items: [item({ quantity: 1, unitKopecks: 1_05, vatCode: 4, paymentSubject: 'service' })],
          taxSystemCode: null,
        }),
      }),
    );
    expect(sentReceipt(0)).toEqual({
      customer: { phone: '79001234567' },
      items: [
        {
          description: 'Уха по-фински',
          quantity: 1,
          amount: { value: '1.05', currency: 'RUB' },
          vat_code: 4,
          payment_subject: 'service',
          payment_mode: 'full_prepayment',
        },
      ],
    });
  });

  it('sends no receipt when receipts are off', async () => {
    await provider.createPayment(input());
    expect(fake.state.requests[0]?.body).not.toHaveProperty('receipt');
    expect(fake.state.receipts).toEqual([]);
  });

  it('keeps a free item on the receipt', async () => {
    await provider.createPayment(
      input({ receipt: receipt({ items: [...receipt().items, item({ unitKopecks: 0 })] }) }),
    );
    expect(fake.state.receipts).toHaveLength(1);
  });

  it('refuses a fractional quantity without calling YooKassa', async () => {
    const bad = receipt({ items: [item({ quantity: 1.5 })] });
    await expect(provider.createPayment(input({ receipt: bad }))).rejects.toThrow(RangeError);
    expect(fake.state.requests).toHaveLength(0);
  });

  it.each([
    [
      'items that add up to a kopeck more',
      { items: [item(), item({ quantity: 3, unitKopecks: 210_01 })] },
      'receipt',
    ],
    ['items that add up to less', { items: [item()] }, 'receipt'],
    ['no items', { items: [] }, 'receipt.items'],
    ['no e-mail and no phone', { customer: { email: '' } }, 'receipt.customer'],
    ['a malformed phone', { customer: { phone: '+7 900 123-45-67' } }, 'receipt.customer.phone'],
    [
      'vat_code 13',
      { items: [item({ vatCode: 13, quantity: 2 }), item({ quantity: 3, unitKopecks: 210_00 })] },
      'receipt.items.vat_code',
    ],
    [
      'vat_code 0',
      { items: [item({ vatCode: 0 }), item({ quantity: 3, unitKopecks: 210_00 })] },
      'receipt.items.vat_code',
    ],
    [
      'an empty item description',
      { items: [item({ description: '  ' }), item({ quantity: 3, unitKopecks: 210_00 })] },
      'receipt.items.description',
    ],
    ['tax system 7', { taxSystemCode: 7 }, 'receipt.tax_system_code'],
  ] as [string, Partial<Receipt>, string][])(
    'surfaces a receipt with %s as invalid_request naming %s',
    async (_, overrides, parameter) => {
      const error = await failure(provider.createPayment(input({ receipt: receipt(overrides) })));
      expect(error).toMatchObject({
        code: 'invalid_request',
        status: 400,
        retryable: false,
        parameter,
      });
      expect(error.description).not.toBe('');
      expect(fake.state.payments.size).toBe(0);
      expect(fake.state.receipts).toEqual([]);
    },
  );

  it('cuts an item description to the 128 characters YooKassa accepts', async () => {
    const long = receipt({
      items: [item({ description: `${'щ'.repeat(127)}🐟🐟` }), receipt().items[1] as ReceiptItem],
    });
    await provider.createPayment(input({ receipt: long }));
    const sent = fake.state.receipts[0]?.receipt as { items: { description: string }[] };
    expect(sent.items[0]?.description).toBe(`${'щ'.repeat(127)}🐟`);
  });

  it('in a shop with receipts on, refuses a payment without one', async () => {
    fake.state.requireReceipts = true;
    const error = await failure(provider.createPayment(input()));
    expect(error).toMatchObject({
      code: 'invalid_request',
      status: 400,
      parameter: 'receipt',
      description: 'Receipt is missing or illegal',
    });
    expect((await provider.createPayment(input({ receipt: receipt() }))).paymentId).toEqual(
      expect.any(String),
    );
  });

  it('in a shop with receipts on, takes a full capture without a receipt but not a partial one', async () => {
    fake.state.requireReceipts = true;
    const paymentId = await held({ receipt: receipt() });
    const partial = await failure(
      provider.capturePayment({
        paymentId,
        amountKopecks: 450_00,
        receipt: null,
        idempotenceKey: 'p',
      }),
    );
    expect(partial).toMatchObject({ code: 'invalid_request', parameter: 'receipt' });
    const full = await provider.capturePayment({
      paymentId,
      amountKopecks: 153_000,
      receipt: null,
      idempotenceKey: 'f',
    });
    expect(full.state).toBe('succeeded');
  });

  it('checks a capture receipt against the captured amount', async () => {
    const paymentId = await held({ receipt: receipt() });
    const error = await failure(
      provider.capturePayment({
        paymentId,
        amountKopecks: 450_00,
        receipt: receipt(),
        idempotenceKey: 'cap',
      }),
    );
    expect(error).toMatchObject({ code: 'invalid_request', parameter: 'receipt' });
    expect((await provider.getPayment(paymentId)).state).toBe('held');
  });
});

describe('refunds', () => {
  function refund(paymentId: string, amountKopecks: number, key: string, r: Receipt | null = null) {
    return provider.createRefund({
      paymentId,
      amountKopecks,
      description: 'Возврат по заказу №42',
      receipt: r,
      idempotenceKey: key,
    });
  }

  it('refunds a payment in full', async () => {
    const paymentId = await charged();
    const done = await refund(paymentId, 153_000, 'refund-1');
    expect(done).toEqual({
      refundId: expect.any(String),
      paymentId,
      state: 'succeeded',
      amountKopecks: 153_000,
    });
    const request = fake.state.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/v3/refunds' });
    expect(request?.headers['idempotence-key']).toBe('refund-1');
    expect(request?.body).toEqual({
      payment_id: paymentId,
      amount: { value: '1530.00', currency: 'RUB' },
      description: 'Возврат по заказу №42',
    });
    expect(await provider.getPayment(paymentId)).toMatchObject({
      state: 'succeeded',
      amountKopecks: 153_000,
      refundedKopecks: 153_000,
    });
    expect(fake.state.payments.get(paymentId)).toMatchObject({
      refunded_amount: { value: '1530.00', currency: 'RUB' },
      refundable: false,
    });
  });

  it('refunds in parts, up to what was taken and no further', async () => {
    const paymentId = await held();
    await provider.capturePayment({
      paymentId,
      amountKopecks: 100_000,
      receipt: null,
      idempotenceKey: 'c',
    });
    await refund(paymentId, 300_00, 'r1');
    await refund(paymentId, 450_50, 'r2');
    expect((await provider.getPayment(paymentId)).refundedKopecks).toBe(750_50);
    const tooMuch = await failure(refund(paymentId, 249_51, 'r3'));
    expect(tooMuch).toMatchObject({
      code: 'invalid_request',
      status: 400,
      retryable: false,
      parameter: 'amount',
    });
    await refund(paymentId, 249_50, 'r4');
    expect((await provider.getPayment(paymentId)).refundedKopecks).toBe(100_000);
    expect(fake.state.refunds.size).toBe(3);
  });

  it('refuses a refund of more than was paid', async () => {
    const paymentId = await charged();
    const error = await failure(refund(paymentId, 153_001, 'r1'));
    expect(error).toMatchObject({ code: 'invalid_request', parameter: 'amount' });
    expect(fake.state.refunds.size).toBe(0);
  });

  it('refuses a refund of a hold or an unpaid payment', async () => {
    const paymentId = await held();
    const error = await failure(refund(paymentId, 100, 'r1'));
    expect(error).toMatchObject({ code: 'invalid_request', status: 400, parameter: 'payment_id' });
    const unknown = await failure(refund('2d8f0e8d-000f-5000-8000-18db351245c7', 100, 'r2'));
    expect(unknown).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('gives the same refund for a repeated key, and makes no second one', async () => {
    const paymentId = await charged();
    const first = await refund(paymentId, 100_00, 'r1');
    expect(await refund(paymentId, 100_00, 'r1')).toEqual(first);
    expect(fake.state.refunds.size).toBe(1);
    expect((await provider.getPayment(paymentId)).refundedKopecks).toBe(100_00);
    const error = await failure(refund(paymentId, 200_00, 'r1'));
    expect(error.parameter).toBe('Idempotence-Key');
  });

  it('sends the refund receipt and checks it adds up to the refund', async () => {
    const paymentId = await charged({ receipt: receipt() });
    const back = receipt({ items: [item({ quantity: 1 })] });
    const done = await refund(paymentId, 450_00, 'r1', back);
    expect(sentReceipt(-1)).toEqual({
      customer: { email: 'guest@example.ru' },
      items: [
        {
          description: 'Уха по-фински',
          quantity: 1,
          amount: { value: '450.00', currency: 'RUB' },
          vat_code: 1,
          payment_subject: 'commodity',
          payment_mode: 'full_prepayment',
        },
      ],
      tax_system_code: 2,
    });
    expect(fake.state.receipts.at(-1)).toMatchObject({ kind: 'refund', objectId: done.refundId });
    const error = await failure(refund(paymentId, 450_00, 'r2', receipt()));
    expect(error).toMatchObject({ code: 'invalid_request', parameter: 'receipt' });
  });

  it('in a shop with receipts on, refuses a refund without a receipt', async () => {
    const paymentId = await charged({ receipt: receipt() });
    fake.state.requireReceipts = true;
    const error = await failure(refund(paymentId, 450_00, 'r1'));
    expect(error).toMatchObject({ code: 'invalid_request', parameter: 'receipt' });
  });

  it('leaves out an empty description and cuts a long one to 250 characters', async () => {
    const paymentId = await charged();
    await provider.createRefund({
      paymentId,
      amountKopecks: 100,
      description: ' ',
      receipt: null,
      idempotenceKey: 'r1',
    });
    expect(fake.state.requests.at(-1)?.body).not.toHaveProperty('description');
    await provider.createRefund({
      paymentId,
      amountKopecks: 100,
      description: 'ж'.repeat(300),
      receipt: null,
      idempotenceKey: 'r2',
    });
    expect(fake.state.requests.at(-1)?.body).toMatchObject({ description: 'ж'.repeat(250) });
  });

  it('reads a refund back by id', async () => {
    const paymentId = await charged();
    const done = await refund(paymentId, 100_00, 'r1');
    expect(await provider.getRefund(done.refundId)).toEqual(done);
    expect(fake.state.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v3/refunds/${done.refundId}`,
      body: undefined,
    });
    expect(fake.state.requests.at(-1)?.headers).not.toHaveProperty('idempotence-key');
    const error = await failure(provider.getRefund('2d8f0e8d-000f-5000-8000-18db351245c7'));
    expect(error).toMatchObject({ code: 'not_found', status: 404, retryable: false });
    await failure(provider.getRefund('../payments'));
    expect(fake.state.requests.at(-1)?.path).toBe('/v3/refunds/..%2Fpayments');
  });

  it('follows a refund that is pending until the bank settles it', async () => {
    fake.state.refundsPending = true;
    const paymentId = await charged();
    const pending = await refund(paymentId, 100_00, 'r1');
    expect(pending.state).toBe('pending');
    expect((await provider.getPayment(paymentId)).refundedKopecks).toBe(0);
    // Money under a pending refund can't be refunded twice.
    const error = await failure(refund(paymentId, 143_001, 'r2'));
    expect(error.parameter).toBe('amount');

    fake.state.settleRefund(pending.refundId, 'succeeded');
    expect(await provider.getRefund(pending.refundId)).toMatchObject({ state: 'succeeded' });
    expect((await provider.getPayment(paymentId)).refundedKopecks).toBe(100_00);

    const declined = await refund(paymentId, 143_000, 'r3');
    fake.state.settleRefund(declined.refundId, 'canceled');
    expect(await provider.getRefund(declined.refundId)).toMatchObject({
      state: 'canceled',
      amountKopecks: 143_000,
    });
    expect((await provider.getPayment(paymentId)).refundedKopecks).toBe(100_00);
    // A canceled refund gives its amount back to what may be refunded.
    expect((await refund(paymentId, 143_000, 'r4')).state).toBe('pending');
  });
});

describe('outages on every call', () => {
  const calls: [string, (paymentId: string) => Promise<unknown>][] = [
    ['getPayment', (id) => provider.getPayment(id)],
    [
      'capturePayment',
      (id) =>
        provider.capturePayment({
          paymentId: id,
          amountKopecks: 1,
          receipt: null,
          idempotenceKey: 'k',
        }),
    ],
    ['cancelPayment', (id) => provider.cancelPayment({ paymentId: id, idempotenceKey: 'k' })],
    [
      'createRefund',
      (id) =>
        provider.createRefund({
          paymentId: id,
          amountKopecks: 1,
          description: '',
          receipt: null,
          idempotenceKey: 'k',
        }),
    ],
    ['getRefund', (id) => provider.getRefund(id)],
  ];

  it.each(calls)('marks %s during an outage as retryable', async (_, call) => {
    for (const status of [500, 503, 429] as const) {
      fake.state.failNext(1, status);
      const error = await failure(call('2d8f0e8d-000f-5000-8000-18db351245c7'));
      expect(error).toMatchObject({ status, retryable: true });
    }
  });

  it('marks a refund timing out as retryable', async () => {
    const impatient = createYookassaProvider({
      apiUrl: fake.url,
      shopId: fake.shopId,
      secretKey: fake.secretKey,
      timeoutMs: 50,
    });
    fake.state.delayMs = 1000;
    const error = await failure(
      impatient.createRefund({
        paymentId: 'p1',
        amountKopecks: 100,
        description: '',
        receipt: null,
        idempotenceKey: 'k',
      }),
    );
    expect(error).toMatchObject({ code: 'timeout', retryable: true });
  });

  it.each([
    [
      'an unknown status',
      { id: 'r1', payment_id: 'p1', status: 'refunded', amount: { value: '1.00' } },
    ],
    ['no payment_id', { id: 'r1', status: 'succeeded', amount: { value: '1.00' } }],
    ['no amount', { id: 'r1', payment_id: 'p1', status: 'succeeded' }],
  ])('refuses a refund answer with %s', async (_, answer) => {
    const odd = createYookassaProvider({
      shopId: 'a',
      secretKey: 'b',
      fetch: async () => Response.json(answer),
    });
    const error = await failure(odd.getRefund('r1'));
    expect(error).toMatchObject({ code: 'invalid_response', retryable: false });
  });

  it.each([
    ['0.01', 1],
    ['0.1', 10],
    ['19.99', 1999],
    ['1530', 153_000],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('reads amount %s as %i kopecks', async (value, kopecks) => {
    const odd = createYookassaProvider({
      shopId: 'a',
      secretKey: 'b',
      fetch: async () =>
        Response.json({
          id: 'p1',
          status: 'succeeded',
          amount: { value, currency: 'RUB' },
          refunded_amount: { value, currency: 'RUB' },
        }),
    });
    expect(await odd.getPayment('p1')).toMatchObject({
      amountKopecks: kopecks,
      refundedKopecks: kopecks,
    });
  });
});

describe('notifications as the fake sends them', () => {
  it('reads the payment of each payment event', async () => {
    const hold = await held();
    const waiting = notificationBody('payment.waiting_for_capture', fakePayment(hold));
    expect(parseYookassaNotification(JSON.parse(JSON.stringify(waiting)))).toEqual({
      event: 'payment.waiting_for_capture',
      paymentId: hold,
    });
    await provider.cancelPayment({ paymentId: hold, idempotenceKey: 'cancel' });
    const canceled = notificationBody('payment.canceled', fakePayment(hold));
    expect(parseYookassaNotification(canceled)).toEqual({
      event: 'payment.canceled',
      paymentId: hold,
    });

    const sbp = await charged();
    const succeeded = notificationBody('payment.succeeded', fakePayment(sbp));
    expect(succeeded).toMatchObject({ type: 'notification', event: 'payment.succeeded' });
    expect(parseYookassaNotification(succeeded)).toEqual({
      event: 'payment.succeeded',
      paymentId: sbp,
    });
  });

  it('reads the payment and the refund of refund.succeeded', async () => {
    const paymentId = await charged();
    const { refundId } = await provider.createRefund({
      paymentId,
      amountKopecks: 100_00,
      description: 'Возврат',
      receipt: null,
      idempotenceKey: 'r1',
    });
    const body = notificationBody('refund.succeeded', fakeRefund(refundId));
    expect(body.object).toMatchObject({ id: refundId, payment_id: paymentId, status: 'succeeded' });
    expect(parseYookassaNotification(body)).toEqual({
      event: 'refund.succeeded',
      paymentId,
      refundId,
    });
  });

  it('builds no notification YooKassa would not send', async () => {
    const { paymentId } = await provider.createPayment(input());
    const pending = fakePayment(paymentId);
    expect(() => notificationBody('payment.succeeded', pending)).toThrow();
    expect(() => notificationBody('refund.succeeded', pending)).toThrow();
  });

  it.each([
    ['a refund without payment_id', { id: 'r1', status: 'succeeded' }],
    ['a refund with a path for payment_id', { id: 'r1', payment_id: '../me', status: 'succeeded' }],
    ['a refund with a numeric payment_id', { id: 'r1', payment_id: 7, status: 'succeeded' }],
    ['a refund with a path for id', { id: '../r', payment_id: 'p1', status: 'succeeded' }],
  ])('rejects refund.succeeded with %s', (_, object) => {
    expect(
      parseYookassaNotification({ type: 'notification', event: 'refund.succeeded', object }),
    ).toBeNull();
  });
});

describe('the fake YooKassa, receipts and refunds by hand', () => {
  async function rawRequest(path: string, body: unknown, key = `raw-${Math.random()}`) {
    const response = await fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: {
        Authorization: basic(fake.shopId, fake.secretKey),
        'Content-Type': 'application/json',
        'Idempotence-Key': key,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const receiptBody = {
    customer: { email: 'a@b.ru' },
    items: [
      {
        description: 'Пирог',
        quantity: 1,
        amount: { value: '10.00', currency: 'RUB' },
        vat_code: 1,
        payment_subject: 'commodity',
        payment_mode: 'full_payment',
      },
    ],
  };

  it.each([
    [{ ...receiptBody, customer: undefined }, 'receipt.customer'],
    [{ ...receiptBody, customer: { email: 'not-an-email' } }, 'receipt.customer.email'],
    [
      { ...receiptBody, items: [{ ...receiptBody.items[0], description: 'x'.repeat(129) }] },
      'receipt.items.description',
    ],
    [
      { ...receiptBody, items: [{ ...receiptBody.items[0], vat_code: '1' }] },
      'receipt.items.vat_code',
    ],
    [
      { ...receiptBody, items: [{ ...receiptBody.items[0], quantity: 0 }] },
      'receipt.items.quantity',
    ],
    [
      { ...receiptBody, items: [{ ...receiptBody.items[0], payment_mode: 'x' }] },
      'receipt.items.payment_mode',
    ],
    [
      { ...receiptBody, items: [{ ...receiptBody.items[0], payment_subject: 'x' }] },
      'receipt.items.payment_subject',
    ],
    [
      {
        ...receiptBody,
        items: [{ ...receiptBody.items[0], amount: { value: '10', currency: 'USD' } }],
      },
      'receipt.items.amount.currency',
    ],
    [{ ...receiptBody, items: Array(101).fill(receiptBody.items[0]) }, 'receipt.items'],
    ['a string', 'receipt'],
  ])('refuses receipt %j naming %s', async (receiptValue, parameter) => {
    const answer = await rawPost({ ...validBody, receipt: receiptValue });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      type: 'error',
      id: expect.any(String),
      code: 'invalid_request',
      description: expect.any(String),
      parameter,
    });
  });

  it('adds up fractional quantities exactly', async () => {
    const weighed = {
      ...receiptBody,
      items: [
        { ...receiptBody.items[0], quantity: 0.333, amount: { value: '30.00', currency: 'RUB' } },
      ],
    };
    // 0.333 × 30.00 = 9.99
    const wrong = await rawPost({ ...validBody, receipt: weighed });
    expect(wrong.body).toMatchObject({ code: 'invalid_request', parameter: 'receipt' });
    const right = await rawPost({
      ...validBody,
      amount: { value: '9.99', currency: 'RUB' },
      receipt: weighed,
    });
    expect(right.status).toBe(200);
  });

  it('refuses an SBP payment that asks to be held', async () => {
    const answer = await rawPost({
      ...validBody,
      capture: false,
      payment_method_data: { type: 'sbp' },
    });
    expect(answer.body).toMatchObject({ code: 'invalid_request', parameter: 'capture' });
  });

  it('captures the whole hold when no amount is given', async () => {
    const created = await rawPost({ ...validBody, capture: false });
    const id = created.body.id as string;
    fake.state.setStatus(id, 'waiting_for_capture');
    const captured = await rawRequest(`/payments/${id}/capture`, {});
    expect(captured.body).toMatchObject({
      status: 'succeeded',
      paid: true,
      amount: { value: '10.00', currency: 'RUB' },
    });
  });

  it('requires an Idempotence-Key and JSON on every POST', async () => {
    const created = await rawPost({ ...validBody, capture: false });
    const id = created.body.id as string;
    for (const path of [`/payments/${id}/capture`, `/payments/${id}/cancel`, '/refunds']) {
      const noKey = await rawRequest(path, {}, '');
      expect(noKey).toMatchObject({ status: 400, body: { parameter: 'Idempotence-Key' } });
      const response = await fetch(`${fake.url}${path}`, {
        method: 'POST',
        headers: { Authorization: basic(fake.shopId, fake.secretKey), 'Idempotence-Key': 'k' },
        body: 'x',
      });
      expect(response.status).toBe(415);
    }
  });

  it('names the parameters of a malformed refund', async () => {
    const sbp = await charged();
    const noPayment = await rawRequest('/refunds', { amount: { value: '1.00', currency: 'RUB' } });
    expect(noPayment.body).toMatchObject({ code: 'invalid_request', parameter: 'payment_id' });
    const badAmount = await rawRequest('/refunds', { payment_id: sbp, amount: { value: 1 } });
    expect(badAmount.body).toMatchObject({ code: 'invalid_request', parameter: 'amount.value' });
    const longText = await rawRequest('/refunds', {
      payment_id: sbp,
      amount: { value: '1.00', currency: 'RUB' },
      description: 'x'.repeat(251),
    });
    expect(longText.body).toMatchObject({ code: 'invalid_request', parameter: 'description' });
  });

  it('answers the checkout page with the outage too', async () => {
    const { confirmationUrl } = await provider.createPayment(input());
    fake.state.failNext(1, 503);
    expect((await fetch(confirmationUrl, { redirect: 'manual' })).status).toBe(503);
  });
});

describe('amounts of captures and refunds', () => {
  it.each([0, -1, 10.5])('refuses %s kopecks without calling YooKassa', async (kopecks) => {
    await expect(
      provider.capturePayment({
        paymentId: 'p1',
        amountKopecks: kopecks,
        receipt: null,
        idempotenceKey: 'k',
      }),
    ).rejects.toThrow(RangeError);
    await expect(
      provider.createRefund({
        paymentId: 'p1',
        amountKopecks: kopecks,
        description: '',
        receipt: null,
        idempotenceKey: 'k',
      }),
    ).rejects.toThrow(RangeError);
    expect(fake.state.requests).toHaveLength(0);
  });
});

describe('the fake guest paying by state.succeed', () => {
  it('holds a card payment and charges an SBP one, as the checkout page does', async () => {
    const card = await provider.createPayment(input());
    expect(fake.state.succeed(card.paymentId).status).toBe('waiting_for_capture');
    expect((await provider.getPayment(card.paymentId)).state).toBe('held');
    // Once held, succeed() takes it as a capture of the whole.
    expect(fake.state.succeed(card.paymentId).status).toBe('succeeded');

    const sbp = await provider.createPayment(input({ way: 'sbp', idempotenceKey: 'sbp' }));
    expect(fake.state.succeed(sbp.paymentId).status).toBe('succeeded');
    expect((await provider.getPayment(sbp.paymentId)).state).toBe('succeeded');
  });
});
