/**
 * Limits shared by server processes (issue 10 item 15, decision 028): two apps on one database
 * stand for two processes. With TEST_DATABASE_URL they are two connection pools on one
 * PostgreSQL database, as two processes would be.
 */
import { errorResponseSchema } from '@storefront/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUPS_PER_CONTACT } from '../modules/accounts/lookups';
import { createTestApp } from '../testing/app';
import { databaseRateLimitStore } from './rate-limit-store';

let one: Awaited<ReturnType<typeof createTestApp>>;
let two: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  one = await createTestApp({}, { seed: false });
  two = await createTestApp({}, { database: one.database });
});
afterAll(async () => {
  await two.close();
  await one.close();
});

function call(app: typeof one, url: string, body: object, from: string) {
  return app.app.inject({
    method: 'POST',
    url: `/api/myAccount/${url}`,
    payload: body,
    remoteAddress: from,
  });
}

const errType = (response: { json(): unknown }) =>
  errorResponseSchema.parse(response.json()).errType;

describe('rate limits across two server processes on one database', () => {
  it('answers the 11th wrong login from one address with 429, however they were spread', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const answer = await call(
        i % 2 === 0 ? one : two,
        'login',
        { login: 'anna@example.ru', password: 'wrong12' },
        '10.7.0.1',
      );
      statuses.push(answer.statusCode);
      if (i === 10) {
        expect(errType(answer)).toBe('tooManyRequests');
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Another address, and another route from the same address, count on their own.
    const other = await call(two, 'login', { login: 'anna@example.ru', password: 'x' }, '10.7.0.2');
    expect(other.statusCode).toBe(401);
    const route = await call(one, 'sendRestoreAccessCode', { login: 'no@example.ru' }, '10.7.0.1');
    expect(errType(route)).toBe('userNotExists');
  });

  it('keeps the code-send limits across both: one code a minute per contact', async () => {
    const body = { login: 'shared@example.ru', password: 'secret1', repeatPassword: 'secret1' };
    expect((await call(one, 'sendRegistrationCode', body, '10.7.1.1')).statusCode).toBe(200);
    const again = await call(two, 'sendRegistrationCode', body, '10.7.1.2');
    expect(again.statusCode).toBe(429);
    expect(errType(again)).toBe('tooManyRequests');
  });

  it('keeps the account look-up limits across both', async () => {
    const statuses = [];
    for (let i = 0; i <= LOOKUPS_PER_CONTACT; i++) {
      const answer = await call(
        i % 2 === 0 ? one : two,
        'sendRestoreAccessCode',
        { login: 'ghost@example.ru' },
        `10.7.2.${i + 1}`,
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(LOOKUPS_PER_CONTACT).fill(404), 429]);
  });

  it('counts per route, and reads a count without adding to it', async () => {
    const Store = databaseRateLimitStore(one.database.db);
    const root = new Store({} as never);
    const child = (url: string) =>
      root.child({ routeInfo: { method: 'POST', url } } as never) as InstanceType<typeof Store> & {
        read(key: string, cb: (error: Error | null, res?: { current: number }) => void): void;
      };
    const incr = (store: ReturnType<typeof child>, key: string) =>
      new Promise<number>((resolve, reject) =>
        store.incr(
          key,
          (error, res) => (error ? reject(error) : resolve(res?.current ?? -1)),
          60_000,
          10,
        ),
      );
    const read = (store: ReturnType<typeof child>, key: string) =>
      new Promise<number>((resolve, reject) =>
        store.read(key, (error, res) => (error ? reject(error) : resolve(res?.current ?? -1))),
      );
    const a = child('/a');
    expect(await incr(a, '10.8.0.1')).toBe(1);
    expect(await incr(a, '10.8.0.1')).toBe(2);
    expect(await read(a, '10.8.0.1')).toBe(2);
    expect(await read(a, '10.8.0.1')).toBe(2);
    expect(await incr(child('/b'), '10.8.0.1')).toBe(1);
    expect(await read(child('/b'), '10.8.0.2')).toBe(0);
  });
});
