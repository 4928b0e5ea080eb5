/**
 * One error vocabulary (issue 12 item 3): only the database errors that are the guest's become
 * the accounts' 4xx answers — a contact another account took meanwhile (a unique violation: 409
 * userExists), a delivery zone that does not exist (its foreign key: 400 on deliveryId). Any other
 * failure goes on to the central error handler: 500 `internal`, or 503 `serviceUnavailable` while
 * the database cannot be used. The failures are staged by a database whose next write to a table
 * fails as told; everything else reaches the real one.
 */
import { errorResponseSchema } from '@storefront/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { deliverySettings, users } from '../../db/schema';
import { seedDemoData } from '../../db/seed/seed';
import { createTestApp } from '../../testing/app';
import { createTestDatabase } from '../../testing/database';

/** A failed statement as drizzle throws it: its own error, the driver's as `cause`. */
function dbError(code: string, message: string, constraint?: string) {
  return Object.assign(new Error(`Failed query: …`), {
    cause: Object.assign(new Error(message), { code, constraint }),
  });
}
const deadlock = () => dbError('40P01', 'deadlock detected');
const connectionLost = () => dbError('08006', 'connection failure');

type Write = 'insert' | 'update';
let staged: { write: Write; table: unknown; error: Error } | null = null;

/** The next `write` to `table` fails with `error`. */
function failNext(write: Write, table: unknown, error: Error) {
  staged = { write, table, error };
}

/** A query builder that fails when awaited, whatever is chained on it first. */
function failing(error: Error): unknown {
  let promise: Promise<never> | undefined;
  const settle = () => {
    promise ??= Promise.reject(error);
    return promise;
  };
  const chain: object = new Proxy(
    {},
    {
      get(_target, prop) {
        if (prop === 'then' || prop === 'catch' || prop === 'finally') {
          const settled = settle();
          return settled[prop].bind(settled);
        }
        return () => chain;
      },
    },
  );
  return chain;
}

function withStagedFailures(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'insert' || prop === 'update') {
        return (table: never) => {
          if (staged?.write === prop && staged.table === table) {
            const { error } = staged;
            staged = null;
            return failing(error);
          }
          return target[prop](table);
        };
      }
      // Writes inside a transaction are staged the same way (registration writes in one).
      if (prop === 'transaction') {
        return (work: (tx: Db) => unknown, ...rest: unknown[]) =>
          (target.transaction as (...args: unknown[]) => unknown)(
            (tx: Db) => work(withStagedFailures(tx)),
            ...rest,
          );
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

let database: Database;
let t: Awaited<ReturnType<typeof createTestApp>>;
let ip = 1;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  t = await createTestApp({}, { database: { ...database, db: withStagedFailures(database.db) } });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

function call(method: 'GET' | 'POST', url: string, body?: object, token?: string) {
  return t.app.inject({
    method,
    url: `/api/myAccount/${url}`,
    payload: body,
    remoteAddress: `10.7.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function answer(response: { statusCode: number; json(): unknown }) {
  return {
    status: response.statusCode,
    errType: errorResponseSchema.parse(response.json()).errType,
  };
}

function lastEmailCode(to: string): string {
  const letter = t.app.devMailbox.list().find((entry) => entry.to === to);
  const code = /\b(\d{6})\b/.exec(letter?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

async function sendRegistrationCode(login: string) {
  const sent = await call('POST', 'sendRegistrationCode', {
    login,
    password: 'secret1',
    repeatPassword: 'secret1',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return lastEmailCode(login);
}

async function register(login: string) {
  const code = await sendRegistrationCode(login);
  const done = await call('POST', 'finishRegistration', { code, login });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().accessToken as string;
}

/** A change-of-e-mail code sent to `to` for the user; each try needs its own address. */
async function changeEmailCode(token: string, to: string) {
  const sent = await call('POST', 'sendChangeEmailCode', { email: to }, token);
  expect(sent.statusCode, sent.body).toBe(200);
  return lastEmailCode(to);
}

const emailOf = async (token: string) =>
  (await call('GET', 'getUserInfo', undefined, token)).json().info.email as string;

describe('changing the e-mail (updateEmailPhone)', () => {
  let token: string;
  beforeAll(async () => {
    token = await register('vera@example.ru');
  });

  it('answers 409 userExists when another account took the address meanwhile', async () => {
    const code = await changeEmailCode(token, 'taken@example.ru');
    await register('taken@example.ru');
    const updated = await call('POST', 'updateEmailPhone', { code, contactType: 'email' }, token);
    expect(answer(updated)).toEqual({ status: 409, errType: 'userExists' });
    expect(await emailOf(token)).toBe('vera@example.ru');
  });

  it('lets any other database failure through: 500, not 409', async () => {
    const code = await changeEmailCode(token, 'vera.2@example.ru');
    failNext('update', users, deadlock());
    const updated = await call('POST', 'updateEmailPhone', { code, contactType: 'email' }, token);
    expect(answer(updated)).toEqual({ status: 500, errType: 'internal' });
    expect(await emailOf(token)).toBe('vera@example.ru');
  });

  it('answers 503 when the database cannot be used, not 409', async () => {
    const code = await changeEmailCode(token, 'vera.3@example.ru');
    failNext('update', users, connectionLost());
    const updated = await call('POST', 'updateEmailPhone', { code, contactType: 'email' }, token);
    expect(answer(updated)).toEqual({ status: 503, errType: 'serviceUnavailable' });
    expect(updated.headers['retry-after']).toBe('30');
  });
});

describe('finishing the registration', () => {
  it('lets a database failure through: 500, not 409 userExists', async () => {
    const code = await sendRegistrationCode('gleb@example.ru');
    failNext('insert', users, deadlock());
    const done = await call('POST', 'finishRegistration', { code, login: 'gleb@example.ru' });
    expect(answer(done)).toEqual({ status: 500, errType: 'internal' });
    const [user] = await database.db.select().from(users).where(eq(users.email, 'gleb@example.ru'));
    expect(user).toBeUndefined();
  });
});

describe('saving the delivery settings', () => {
  let token: string;
  let settings: Record<string, unknown>;
  beforeAll(async () => {
    token = await register('olga@example.ru');
    const defaults = (await call('GET', 'getUserDeliverySettings', undefined, token)).json().info;
    settings = { ...defaults, deliveryMethod: 'delivery', street: 'Светланская', house: '1' };
  });
  const save = (body: object) => call('POST', 'saveUserDeliverySettings', body, token);

  it('answers 400 on deliveryId for a delivery zone that does not exist', async () => {
    const saved = await save({ ...settings, deliveryId: 999_999 });
    expect(answer(saved)).toEqual({ status: 400, errType: 'validation' });
    expect(saved.json().fields).toEqual({ deliveryId: expect.any(String) });
  });

  it('lets another constraint, even a foreign key, through: 500, not 400', async () => {
    failNext('insert', deliverySettings, dbError('23505', 'duplicate key'));
    expect(answer(await save({ ...settings, deliveryId: 1 }))).toEqual({
      status: 500,
      errType: 'internal',
    });
    failNext(
      'insert',
      deliverySettings,
      dbError('23503', 'foreign key', 'delivery_settings_user_id_users_id_fk'),
    );
    expect(answer(await save({ ...settings, deliveryId: 1 }))).toEqual({
      status: 500,
      errType: 'internal',
    });
  });

  it('answers 503 when the database cannot be used, not 400', async () => {
    failNext('insert', deliverySettings, connectionLost());
    expect(answer(await save({ ...settings, deliveryId: 1 }))).toEqual({
      status: 503,
      errType: 'serviceUnavailable',
    });
    // and once it can, the settings are saved
    expect((await save({ ...settings, deliveryId: 1 })).statusCode).toBe(200);
  });
});
