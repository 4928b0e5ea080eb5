/**
 * Issue 10 items 4, 7 and 8 (decision 028): code guessing counted atomically, look-ups that tell
 * whether an account exists limited, the password change asking for the current password, and
 * sessions ending after a spell of disuse. The concurrency test means most on PostgreSQL
 * (TEST_DATABASE_URL), where 50 guesses really run at once.
 */
import { errorResponseSchema } from '@storefront/contract/errors';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupCounters, sessions, users, verificationCodes } from '../../db/schema';
import type { PasswordHasher } from '../../lib/passwords';
import { createTestApp } from '../../testing/app';
import { type CodePurpose, createCodes, MAX_WRONG_TRIES } from './codes';
import { LOOKUPS_PER_ADDRESS, LOOKUPS_PER_CONTACT, LOOKUPS_PER_USER } from './lookups';
import { createAccountsService } from './service';
import { createSessions, SESSION_IDLE_DAYS } from './sessions';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ip = 1;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

const nextAddress = () => `10.1.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

/** Each call from its own address unless told, so the per-address limits stay out of the way. */
function call(method: 'GET' | 'POST', url: string, body?: object, token?: string, from?: string) {
  return t.app.inject({
    method,
    url: `/api/myAccount/${url}`,
    payload: body,
    remoteAddress: from ?? nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function errType(response: { json(): unknown }) {
  return errorResponseSchema.parse(response.json()).errType;
}

function lastEmailCode(to: string): string {
  // The dev mailbox lists the newest letter first.
  const letter = t.app.devMailbox.list().find((entry) => entry.to === to);
  const code = /\b(\d{6})\b/.exec(letter?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

async function register(login: string, password = 'secret1') {
  const sent = await call('POST', 'sendRegistrationCode', {
    login,
    password,
    repeatPassword: password,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const done = await call('POST', 'finishRegistration', { code: lastEmailCode(login), login });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().accessToken as string;
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function attemptsOf(contact: string) {
  const rows = await t.database.db
    .select({ attempts: verificationCodes.attempts })
    .from(verificationCodes)
    .where(eq(verificationCodes.contact, contact));
  return rows.map((row) => row.attempts);
}

describe('code guessing (item 4)', () => {
  it('compares at most five of 50 simultaneous wrong registration codes; the right one is then refused', async () => {
    const login = 'race@example.ru';
    await call('POST', 'sendRegistrationCode', {
      login,
      password: 'secret1',
      repeatPassword: 'secret1',
    });
    const code = lastEmailCode(login);
    const guesses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', 'finishRegistration', { code: wrongFor(code), login }),
      ),
    );
    expect(guesses.every((answer) => errType(answer) === 'invalidCode')).toBe(true);
    expect(errType(await call('POST', 'finishRegistration', { code, login }))).toBe('invalidCode');
    expect(await attemptsOf(login)).toEqual([MAX_WRONG_TRIES]);
  });

  it.each<[CodePurpose, 'contact' | 'userId']>([
    ['restore', 'contact'],
    ['changeEmail', 'userId'],
    ['changePhone', 'userId'],
  ])('does the same for %s codes', async (purpose, by) => {
    const codes = createCodes(t.database.db);
    const [user] = await t.database.db
      .insert(users)
      .values({ email: `${purpose}.owner@example.ru`, passwordHash: 'x' })
      .returning({ id: users.id });
    const userId = user?.id ?? 0;
    const contact = `${purpose}.race@example.ru`;
    const code = await codes.issue({ purpose, contact, ip: '10.2.0.1', userId });
    const where = by === 'contact' ? { contact } : { userId };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => codes.consume(purpose, where, wrongFor(code))),
    );
    expect(results.every((result) => result === null)).toBe(true);
    expect(await codes.consume(purpose, where, code)).toBeNull();
    const [attempts] = await attemptsOf(contact);
    expect(attempts).toBeLessThanOrEqual(MAX_WRONG_TRIES);
  });

  it('still takes a right code after a few wrong ones, once', async () => {
    const codes = createCodes(t.database.db);
    const contact = 'fine@example.ru';
    const code = await codes.issue({ purpose: 'registration', contact, ip: '10.2.0.2' });
    for (let i = 0; i < MAX_WRONG_TRIES - 1; i++)
      expect(await codes.consume('registration', { contact }, wrongFor(code))).toBeNull();
    const [first, second] = await Promise.all([
      codes.consume('registration', { contact }, code),
      codes.consume('registration', { contact }, code),
    ]);
    expect([first, second].filter((row) => row !== null)).toHaveLength(1);
  });
});

describe('account look-ups (item 7)', () => {
  let token = '';
  beforeAll(async () => {
    token = await register('looker@example.ru');
  });

  it('limits checkEmail and checkPhone per user, with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i <= LOOKUPS_PER_USER; i++) {
      answers.push(
        i % 2 === 0
          ? await call('POST', 'checkEmail', { email: `probe${i}@example.ru` }, token)
          : await call('POST', 'checkPhone', { phone: `+7 914 000 00 ${10 + i}` }, token),
      );
    }
    expect(answers.slice(0, LOOKUPS_PER_USER).map((a) => a.statusCode)).toEqual(
      Array(LOOKUPS_PER_USER).fill(200),
    );
    const refused = answers.at(-1);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toMatchObject({
      errType: 'tooManyRequests',
      message: 'Слишком много запросов. Попробуйте позже',
    });
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The change-code send asks the same question, and is refused too.
    expect(
      errType(await call('POST', 'sendChangeEmailCode', { email: 'x1@example.ru' }, token)),
    ).toBe('tooManyRequests');
  });

  it('limits look-ups per contact asked about, from any address', async () => {
    const statuses = [];
    for (let i = 0; i <= LOOKUPS_PER_CONTACT; i++)
      statuses.push(
        (await call('POST', 'sendRestoreAccessCode', { login: 'ghost@example.ru' })).statusCode,
      );
    expect(statuses.slice(0, LOOKUPS_PER_CONTACT)).toEqual(Array(LOOKUPS_PER_CONTACT).fill(404));
    expect(statuses.at(-1)).toBe(429);
    // Registration's «already exists» counts against the same contact.
    expect(
      errType(
        await call('POST', 'sendRegistrationCode', {
          login: 'ghost@example.ru',
          password: 'secret1',
          repeatPassword: 'secret1',
        }),
      ),
    ).toBe('tooManyRequests');
  });

  it('limits look-ups per address, however many users and contacts', async () => {
    const from = '10.3.3.3';
    const tokens = [];
    for (let i = 0; i * LOOKUPS_PER_USER < LOOKUPS_PER_ADDRESS + 1; i++)
      tokens.push(await register(`address${i}@example.ru`));
    const statuses: number[] = [];
    for (let i = 0; i <= LOOKUPS_PER_ADDRESS; i++) {
      const answer = await call(
        'POST',
        'checkEmail',
        { email: `addr.probe${i}@example.ru` },
        tokens[Math.floor(i / LOOKUPS_PER_USER)],
        from,
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, LOOKUPS_PER_ADDRESS)).toEqual(Array(LOOKUPS_PER_ADDRESS).fill(200));
    expect(statuses.at(-1)).toBe(429);
    const [row] = await t.database.db
      .select()
      .from(lookupCounters)
      .where(eq(lookupCounters.key, `lookup:ip:${from}`));
    expect(row?.hits).toBe(LOOKUPS_PER_ADDRESS + 1);
  });

  it('starts counting again when the window has passed (the database clock)', async () => {
    const from = '10.3.3.4';
    await t.database.db.insert(lookupCounters).values({
      key: `lookup:ip:${from}`,
      hits: 1000,
      resetAt: sql`now() - interval '1 second'`,
    });
    const answer = await call(
      'POST',
      'sendRestoreAccessCode',
      { login: 'n1@example.ru' },
      '',
      from,
    );
    expect(errType(answer)).toBe('userNotExists');
    const [row] = await t.database.db
      .select()
      .from(lookupCounters)
      .where(eq(lookupCounters.key, `lookup:ip:${from}`));
    expect(row?.hits).toBe(1);
  });

  it('refuses an address over its code sends alike for a known and an unknown contact', async () => {
    const from = '10.3.3.5';
    // Thirty sends from this address in the last hour (SENDS_PER_IP_HOUR), to other contacts.
    await t.database.db.insert(verificationCodes).values(
      Array.from({ length: 30 }, (_, i) => ({
        purpose: 'restore',
        contact: `sent${i}@example.ru`,
        codeHash: 'x$y',
        ip: from,
        expiresAt: new Date(Date.now() + 60_000),
      })),
    );
    for (const login of ['looker@example.ru', 'nobody.here@example.ru']) {
      const answer = await call('POST', 'sendRestoreAccessCode', { login }, '', from);
      expect(answer.statusCode, login).toBe(429);
      expect(answer.headers['retry-after']).toBe('3600');
    }
  });

  it('hashes the password whether the login is taken or not, so the answers take alike', async () => {
    let hashed = 0;
    const passwords: PasswordHasher = {
      async hash() {
        hashed++;
        return 'scrypt$fake';
      },
      async verify() {
        return false;
      },
      load: () => ({ running: 0, waiting: 0 }),
    };
    const service = createAccountsService({
      db: t.database.db,
      sms: { send: async () => ({ status: 'sent' }) },
      email: { send: async () => {}, close: async () => {} },
      passwords,
      sessions: createSessions(t.database.db),
      codes: createCodes(t.database.db),
      lookups: { count: async () => {} },
      log: { warn() {} },
    });
    const input = { password: 'secret1', repeatPassword: 'secret1' };
    hashed = 0;
    await expect(
      service.sendRegistrationCode({ login: 'looker@example.ru', ...input }, '10.4.0.1'),
    ).rejects.toMatchObject({ errType: 'userExists' });
    const forTaken = hashed;
    hashed = 0;
    await service.sendRegistrationCode({ login: 'free.one@example.ru', ...input }, '10.4.0.2');
    expect(forTaken).toBe(hashed);
    expect(hashed).toBe(1);
  });
});

describe('changing the password (item 8)', () => {
  it('asks for the current password, and refuses a wrong or missing one on its field', async () => {
    const token = await register('changer@example.ru', 'oldpass1');
    for (const body of [
      { newPassword: 'newpass1', repeatNewPassword: 'newpass1' },
      { currentPassword: 'wrong12', newPassword: 'newpass1', repeatNewPassword: 'newpass1' },
    ]) {
      const answer = await call('POST', 'changePassword', body, token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        errType: 'invalidCredentials',
        message: 'Неверный текущий пароль',
        fields: { currentPassword: 'Неверный текущий пароль' },
      });
    }
    const changed = await call(
      'POST',
      'changePassword',
      { currentPassword: 'oldpass1', newPassword: 'newpass1', repeatNewPassword: 'newpass1' },
      token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const login = { login: 'changer@example.ru' };
    expect((await call('POST', 'login', { ...login, password: 'oldpass1' })).statusCode).toBe(401);
    expect((await call('POST', 'login', { ...login, password: 'newpass1' })).statusCode).toBe(200);
  });

  it('is limited per address like login', async () => {
    const token = await register('limited@example.ru', 'oldpass1');
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const body = {
        currentPassword: 'wrong12',
        newPassword: 'newpass1',
        repeatNewPassword: 'newpass1',
      };
      statuses.push((await call('POST', 'changePassword', body, token, '10.5.5.5')).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.at(-1)).toBe(429);
  });

  async function restoreSession(login: string) {
    await t.database.db.delete(verificationCodes).where(eq(verificationCodes.contact, login));
    expect((await call('POST', 'sendRestoreAccessCode', { login })).statusCode).toBe(200);
    const restored = await call('POST', 'checkRestoreAccessCode', {
      login,
      code: lastEmailCode(login),
    });
    expect(restored.statusCode, restored.body).toBe(200);
    return restored.json().accessToken as string;
  }

  it('needs no current password within 15 minutes of a restore-access code, and then it does', async () => {
    const login = 'forgot@example.ru';
    await register(login, 'oldpass1');
    const fresh = await restoreSession(login);
    const body = { newPassword: 'newpass1', repeatNewPassword: 'newpass1' };
    expect((await call('POST', 'changePassword', body, fresh)).statusCode).toBe(200);

    const stale = await restoreSession(login);
    // Sixteen minutes later: the session and its code moved back together.
    const back = sql`- interval '16 minutes'`;
    const [user] = await t.database.db.select().from(users).where(eq(users.email, login));
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`${sessions.createdAt} ${back}` })
      .where(eq(sessions.userId, user?.id ?? 0));
    await t.database.db
      .update(verificationCodes)
      .set({ consumedAt: sql`${verificationCodes.consumedAt} ${back}` })
      .where(and(eq(verificationCodes.contact, login), eq(verificationCodes.purpose, 'restore')));
    expect(errType(await call('POST', 'changePassword', body, stale))).toBe('invalidCredentials');
  });

  it('needs the current password on a session made by login, even just after a restore', async () => {
    const login = 'twice@example.ru';
    await register(login, 'oldpass1');
    await restoreSession(login);
    const loggedIn = (await call('POST', 'login', { login, password: 'oldpass1' })).json()
      .accessToken;
    const body = { newPassword: 'newpass1', repeatNewPassword: 'newpass1' };
    expect(errType(await call('POST', 'changePassword', body, loggedIn))).toBe(
      'invalidCredentials',
    );
  });
});

describe('sessions end after 30 days unused (item 8)', () => {
  async function sessionRow(token: string) {
    const response = await call('GET', 'getUserInfo', undefined, token);
    return response.statusCode;
  }

  it('ends a session not used for 30 days, keeps one used within them, and notes use at most hourly', async () => {
    const idle = await register('idle@example.ru');
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'idle@example.ru'));
    const userId = user?.id ?? 0;
    const setLastSeen = (ago: string) =>
      t.database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - ${ago}::interval` })
        .where(eq(sessions.userId, userId));
    const lastSeen = async () => {
      const [row] = await t.database.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return row?.at.getTime() ?? 0;
    };

    await setLastSeen(`${SESSION_IDLE_DAYS - 1} days`);
    expect(await sessionRow(idle)).toBe(200);
    // The use was noted: the session lives on from now.
    expect(Date.now() - (await lastSeen())).toBeLessThan(60_000);

    await setLastSeen('10 minutes');
    const before = await lastSeen();
    expect(await sessionRow(idle)).toBe(200);
    expect(await lastSeen()).toBe(before);

    await setLastSeen(`${SESSION_IDLE_DAYS} days 1 minute`);
    expect(await sessionRow(idle)).toBe(401);
  });
});
