import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeYookassa, startFakeYookassa } from '../../testing/fake-yookassa';
import type { CreatePaymentInput, PaymentProvider } from './payments';
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
      capture: true,
      confirmation: { type: 'redirect', return_url: 'https://shop.example/order/42?key=abc' },
      description: 'Заказ №42 в «Рыбном месте»',
      metadata: { orderId: '42' },
    });

    const payment = fake.state.payments.get(created.paymentId);
    expect(payment?.status).toBe('pending');
    expect(created.confirmationUrl).toBe(payment?.confirmation.confirmation_url);
    expect(created.confirmationUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\//);
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
    ['pending', 'pending'],
    ['waiting_for_capture', 'pending'],
    ['succeeded', 'succeeded'],
    ['canceled', 'canceled'],
  ] as const)('maps YooKassa status %s to %s', async (status, state) => {
    const { paymentId } = await provider.createPayment(input());
    fake.state.setStatus(paymentId, status);
    expect(await provider.getPayment(paymentId)).toEqual({ paymentId, state, orderId: 42 });
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
    expect((await provider.getPayment(paymentId)).state).toBe('succeeded');
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
        return Response.json({ id: 'p1', status: 'succeeded', metadata: { orderId: '5' } });
      },
    });
    expect(await production.getPayment('p1')).toEqual({
      paymentId: 'p1',
      state: 'succeeded',
      orderId: 5,
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
    ['a refund event', { ...documented, event: 'refund.succeeded' }],
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
