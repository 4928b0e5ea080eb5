/**
 * Issue 10 item 11: malformed input is never a 500. Integers outside int4, NUL characters and
 * broken URLs are the client's 4xx with an errType; a payment notification for an unknown payment
 * is acknowledged and changes nothing.
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { orders } from './db/schema';
import { registerErrorHandler } from './plugins/error-handler';
import { createTestApp, vladivostok } from './testing/app';
import { createTestDatabase } from './testing/database';
import { fuzzAccessToken } from './testing/fuzz-session';

const INT4_OVER = 2_147_483_648;
const webhookToken = 'iiko-webhook-token-0123456789';
let t: Awaited<ReturnType<typeof createTestApp>>;
let accessToken = '';

beforeAll(async () => {
  t = await createTestApp(
    { IIKO_WEBHOOK_TOKEN: webhookToken, PAYMENT_PROVIDER: 'sandbox' },
    { now: () => vladivostok('2026-11-23T13:05') },
  );
  accessToken = await fuzzAccessToken(t.database.db);
});
afterAll(() => t.close());

function order(patch: { line?: object; metadata?: object } = {}) {
  return {
    emailSubscription: false,
    data: [{ id: 1, special: false, count: 1, ...patch.line }],
    metadata: {
      orderServiceType: 'DeliveryByClient',
      payment: 'CASH',
      phone: '+79141234567',
      customer: { name: 'Иван' },
      completeBefore: null,
      deliveryPoint: null,
      ...patch.metadata,
    },
  };
}

async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

function expectClientError(response: { statusCode: number; body: string }, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  const body = JSON.parse(response.body);
  expect(typeof body.errType).toBe('string');
  expect(typeof body.message).toBe('string');
  return body as { errType: string; fields?: Record<string, string> };
}

describe('integers outside int4', () => {
  it('refuses order line ids, venue ids and delivery zones over int4 as validation errors', async () => {
    const valid = await post('/api/delivery', order());
    expect(valid.statusCode, valid.body).toBe(201);
    for (const payload of [
      order({ line: { id: INT4_OVER } }),
      order({ line: { id: 2 ** 53 + 2 } }),
      order({ line: { venueId: INT4_OVER } }),
      order({
        metadata: {
          orderServiceType: 'DeliveryByCourier',
          deliveryPoint: { street: { name: 'Светланская' }, house: '14' },
          deliveryZone: INT4_OVER,
        },
      }),
    ]) {
      expect(expectClientError(await post('/api/delivery', payload)).errType).toBe('validation');
    }
  });

  it('refuses path and query ids over int4 or not written as plain digits', async () => {
    for (const url of [
      `/api/delivery/getOrder/${INT4_OVER}`,
      '/api/delivery/getOrder/99999999999999999999',
      '/api/product/1e3',
      '/api/product/0x10',
      `/api/specialProduct/${INT4_OVER}`,
      `/api/test/${INT4_OVER}`,
      `/api/myAccount/getOrderHistoryInfo?id=${INT4_OVER}`,
    ]) {
      const response = await t.app.inject({
        url,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(expectClientError(response).errType, url).toBe('validation');
    }
    for (const path of ['retryPayment', 'payOnDelivery']) {
      const response = await post(`/api/delivery/${INT4_OVER}/${path}`, { payment: 'CASH' });
      expect(expectClientError(response).errType).toBe('validation');
    }
  });

  it('refuses a saved delivery zone over int4 and NUL in the saved comment, naming the field', async () => {
    const settings = {
      deliveryMethod: 'delivery',
      paymentMethod: 'cash',
      street: 'Светланская',
      house: '14',
      entrance: '',
      floor: '',
      flat: '',
      comment: '',
      cartNumber: '',
      cartExpire: '',
      cartCVV: '',
      deliveryId: 1,
    };
    const save = (patch: object) =>
      post(
        '/api/myAccount/saveUserDeliverySettings',
        { ...settings, ...patch },
        { authorization: `Bearer ${accessToken}` },
      );
    expect(expectClientError(await save({ deliveryId: INT4_OVER })).fields).toHaveProperty(
      'deliveryId',
    );
    // Before the contract refused it, the database's refusal read as a wrong delivery zone.
    expect(expectClientError(await save({ comment: 'домофон\u0000' })).fields).toEqual({
      comment: expect.any(String),
    });
  });
});

describe('NUL characters', () => {
  it('refuses them in an order’s comment, names and address', async () => {
    for (const payload of [
      order({ metadata: { comment: 'позвонить\u0000' } }),
      order({ metadata: { customer: { name: 'Иван\u0000' } } }),
      order({ metadata: { customer: { name: 'Иван', surname: 'Петров\u0000' } } }),
      order({ line: { name: 'Борщ\u0000' } }),
      order({
        metadata: {
          orderServiceType: 'DeliveryByCourier',
          deliveryPoint: {
            street: { name: 'Светланская', city: 'Владивосток\u0000' },
            house: '14',
          },
          deliveryZone: 1,
        },
      }),
    ]) {
      expect(expectClientError(await post('/api/delivery', payload)).errType).toBe('validation');
    }
  });

  it('refuses them in query strings, account fields, bookings and iiko’s webhook', async () => {
    const auth = { authorization: `Bearer ${accessToken}` };
    expectClientError(await t.app.inject('/api/test/special/1?nameURL=a%00'));
    expectClientError(await t.app.inject('/api/delivery/getOrder/1?key=a%00'));
    expectClientError(await post('/api/delivery/1/retryPayment', { key: 'a\u0000' }));
    expectClientError(
      await post('/api/myAccount/login', { login: 'a\u0000', password: 'secret1' }),
    );
    expectClientError(
      await post(
        '/api/myAccount/updateUserInfo',
        { userName: 'Иван\u0000', userLastName: '', phone: '', email: '' },
        auth,
      ),
    );
    expectClientError(
      await post('/api/booking', {
        dataToSend: {
          name: 'Иван\u0000',
          surname: 'Петров',
          email: 'ivan@example.ru',
          time: '24/11/2026 в 19.00',
          place: 1,
        },
      }),
    );
    const webhook = await post(
      '/api/pos/iiko/webhook',
      [
        {
          eventType: 'DeliveryOrderError',
          // the ticket's id is the one field of the event read (decision 075)
          eventInfo: { id: '00000000-0000-4000-8000-00000000000\u0000' },
        },
      ],
      { authorization: `Bearer ${webhookToken}` },
    );
    expectClientError(webhook);
  });
});

describe('the router’s own refusals', () => {
  it('answers a URL that does not decode and an over-long path parameter with an errType', async () => {
    expect(expectClientError(await t.app.inject('/api/product/%FF')).errType).toBe('badRequest');
    expect(expectClientError(await t.app.inject('/api/product/%E0%A4%A')).errType).toBe(
      'badRequest',
    );
    const long = await t.app.inject(`/api/product/${'9'.repeat(400)}`);
    expect(expectClientError(long, 414).errType).toBe('badRequest');
  });
});

/** Sends raw bytes to a listening app and reads the whole answer (the server closes). */
async function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the HTTP parser’s refusals', () => {
  it('answers a URL over the header limit and a line that is not HTTP with an errType', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const long = await rawRequest(
      port,
      `GET /api/product/1?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: shop.test\r\n\r\n`,
    );
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(long.slice(long.indexOf('\r\n\r\n') + 4)).errType).toBe('payloadTooLarge');
    const garbage = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4)).errType).toBe('badRequest');
  });
});

describe('payments', () => {
  it('answers the sandbox page and its buttons for a non-UUID payment id with 404', async () => {
    for (const id of ['1e3', 'Infinity', '9999999999999999999999', 'not-a-uuid']) {
      expect(expectClientError(await t.app.inject(`/pay/${id}`), 404).errType).toBe('notFound');
      const settle = await t.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/${id}/succeed`,
      });
      expect(expectClientError(settle, 404).errType).toBe('notFound');
    }
  });

  it('acknowledges a notification for an unknown payment, changes nothing and warns', async () => {
    // Its own app: the warning must be seen, and createTestApp's app logs nothing.
    const database = await createTestDatabase();
    const lines: { level: number; msg: string; paymentId?: string }[] = [];
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        WEB_DIST_DIR: '/nonexistent',
        PUBLIC_URL: 'http://shop.test',
        PAYMENT_PROVIDER: 'sandbox',
        YOOKASSA_NOTIFICATION_NETWORKS: '127.0.0.1/32',
      }),
      database,
      logger: {
        level: 'warn',
        stream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(JSON.parse(String(chunk)));
            done();
          },
        }),
      },
    });
    try {
      const before = await database.db.select().from(orders);
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/yookassa/notification',
        remoteAddress: '127.0.0.1',
        payload: {
          type: 'notification',
          event: 'payment.succeeded',
          object: { id: '2f9c0a3e-1b7d-4c55-9f55-3c8f3b1a2d10', status: 'succeeded' },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await database.db.select().from(orders)).toEqual(before);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 40,
          paymentId: '2f9c0a3e-1b7d-4c55-9f55-3c8f3b1a2d10',
        }),
      );
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the database’s data exceptions', () => {
  it('are the client’s 400 badRequest, however the driver wraps them (pg and PGlite)', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const { db } = t.database;
    app.get('/nul', async () => db.execute(sql`select ${'a\u0000'}::text`));
    app.get('/range', async () => db.execute(sql`select ${'99999999999'}::int`));
    app.get('/syntax', async () => db.execute(sql`select ${'x'}::int`));
    // What drizzle throws: its own error with the driver's as the cause.
    app.get('/wrapped', async () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('invalid'), { code: '22P02' }),
      });
    });
    app.get('/other', async () => {
      throw Object.assign(new Error('deadlock'), { code: '40P01' });
    });
    for (const url of ['/nul', '/range', '/syntax', '/wrapped']) {
      const response = await app.inject(url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json().errType).toBe('badRequest');
    }
    // Not every database error is the client's.
    expect((await app.inject('/other')).statusCode).toBe(500);
    await app.close();
  });
});
