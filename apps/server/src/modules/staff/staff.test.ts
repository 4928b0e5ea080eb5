/**
 * Staff accounts over HTTP (issue 14 item 1): sign-in and its limits, TOTP, sessions, roles and
 * venues, and an admin's management of staff — on PGlite, and on PostgreSQL (TEST_DATABASE_URL)
 * where the races really run at once.
 */

import { errorMessages } from '@storefront/contract/errors';
import {
  STAFF_REAUTH_MINUTES,
  STAFF_SESSION_DAYS,
  STAFF_SESSION_IDLE_HOURS,
  type StaffRole,
} from '@storefront/contract/staff';
import { can } from '@storefront/contract/staff-permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers } from '../../db/schema';
import { createPasswordHasher } from '../../lib/passwords';
import { createSecretBox, staffSecretKey } from '../../lib/secret-box';
import { createTestApp } from '../../testing/app';
import { testDatabaseKind } from '../../testing/database';
import { REAUTH_ATTEMPTS } from './reauth';
import { FACTOR_ATTEMPTS } from './second-factor';
import { ATTEMPTS_PER_LOGIN, createStaffService } from './service';
import { totpCode } from './totp';

let t: Awaited<ReturnType<typeof createTestApp>>;
let clock = Date.parse('2026-11-24T03:00:00Z');
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
});
afterAll(() => t.close());

/** A member made as the command line makes them. */
function members(production = false) {
  return createStaffService({
    db: t.database.db,
    passwords: createPasswordHasher({ cost: 10 }),
    secrets: createSecretBox(staffSecretKey(undefined)),
    production,
    now: () => new Date(clock),
  });
}

let serial = 0;
async function addMember(role: StaffRole, venues: number[] = [1]) {
  const login = `${role}-${++serial}`;
  await members().createMember({ login, name: 'Анна', role, venues, password: PASSWORD });
  return login;
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

async function signIn(login: string, extra: { code?: string; ip?: string } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    remoteAddress: extra.ip ?? '10.0.0.1',
    payload: { login, password: PASSWORD, ...(extra.code ? { code: extra.code } : {}) },
  });
  return response;
}

async function tokenOf(login: string) {
  const response = await signIn(login);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

describe('signing in', () => {
  it('gives a token for the right password only, telling nothing of which part was wrong', async () => {
    const login = await addMember('operator', [2]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { login, password: 'wrong password!' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      errType: 'invalidCredentials',
      message: 'Неверный логин, пароль или код',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { login: 'nobody-here', password: PASSWORD },
    });
    expect(unknown.json().errType).toBe('invalidCredentials');

    const signed = await signIn(` ${login.toUpperCase()} `);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toBe('no-store');
    expect(signed.json().staff).toEqual({
      id: expect.any(Number),
      login,
      name: 'Анна',
      role: 'operator',
      venues: [2],
      totpEnabled: false,
      totpSetupRequired: false,
    });
    const me = await call('GET', '/me', signed.json().token);
    expect(me.json().login).toBe(login);
  });

  it('keeps guests’ and staff tokens apart', async () => {
    const token = await tokenOf(await addMember('admin'));
    const asGuest = await t.app.inject({
      url: '/api/myAccount/getUserInfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asGuest.statusCode).toBe(401);
    expect((await call('GET', '/me')).json().errType).toBe('staffUnauthorized');
    expect((await call('GET', '/me', 'x'.repeat(43))).statusCode).toBe(401);
  });

  /** A wrong password for `login` from `ip`. */
  const guess = (login: string, ip: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      remoteAddress: ip,
      payload: { login, password: `wrong ${n} password` },
    });

  it('counts failures per login and address, in the database, and then refuses that address for a while', async () => {
    const login = await addMember('operator');
    for (let i = 0; i < ATTEMPTS_PER_LOGIN; i++) {
      expect((await guess(login, '10.0.0.1', i)).statusCode).toBe(401);
    }
    const refused = await signIn(login);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errType).toBe('tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the owner in from their own address whatever others guessed (issue 31 item 9)', async () => {
    const login = await addMember('admin');
    // Eleven guesses, each from an address of its own: the login as a whole is not locked.
    for (let i = 0; i <= ATTEMPTS_PER_LOGIN; i++) {
      expect((await guess(login, `10.9.0.${i + 1}`, i)).statusCode).toBe(401);
    }
    const owner = await signIn(login, { ip: '10.8.0.1' });
    expect(owner.statusCode, owner.body).toBe(200);
    // …nor by a guesser at one address, who is refused there only.
    for (let i = 0; i < ATTEMPTS_PER_LOGIN; i++) await guess(login, '10.9.9.9', i);
    expect((await guess(login, '10.9.9.9', 99)).statusCode).toBe(429);
    expect((await signIn(login, { ip: '10.8.0.1' })).statusCode).toBe(200);
  }, 60_000);

  it('does not count successful sign-ins (issue 31 item 9)', async () => {
    const login = await addMember('manager', [1]);
    for (let i = 0; i <= ATTEMPTS_PER_LOGIN + 1; i++) {
      expect((await signIn(login, { ip: '10.7.0.1' })).statusCode).toBe(200);
    }
  });

  it('ends with sign-out, and refuses a disabled member', async () => {
    const login = await addMember('manager', [1, 3]);
    const token = await tokenOf(login);
    expect((await call('POST', '/logout', token)).statusCode).toBe(204);
    expect((await call('GET', '/me', token)).statusCode).toBe(401);

    const [row] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.login, login));
    const admin = await tokenOf(await addMember('admin'));
    const again = await tokenOf(login);
    const disabled = await call('PATCH', `/members/${row?.id}`, admin, { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await call('GET', '/me', again)).statusCode).toBe(401);
    const refused = await signIn(login);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errType).toBe('staffDisabled');
  });
});

describe('sessions are short (issue 31 item 6)', () => {
  const HOUR = 3600_000;
  const me = (token: string) => call('GET', '/me', token).then((answer) => answer.statusCode);

  it(`end after ${STAFF_SESSION_IDLE_HOURS} hours without use`, async () => {
    const started = clock;
    try {
      const token = await tokenOf(await addMember('operator'));
      clock += (STAFF_SESSION_IDLE_HOURS - 1) * HOUR;
      expect(await me(token)).toBe(200);
      clock += (STAFF_SESSION_IDLE_HOURS - 1) * HOUR;
      expect(await me(token)).toBe(200);
      clock += STAFF_SESSION_IDLE_HOURS * HOUR + 60_000;
      expect(await me(token)).toBe(401);
    } finally {
      clock = started;
    }
  });

  it(`end ${STAFF_SESSION_DAYS} days after sign-in however much they are used`, async () => {
    const started = clock;
    try {
      const token = await tokenOf(await addMember('operator'));
      const end = clock + STAFF_SESSION_DAYS * 24 * HOUR;
      while (clock + 6 * HOUR < end) {
        clock += 6 * HOUR;
        expect(await me(token)).toBe(200);
      }
      clock = end + 1000;
      expect(await me(token)).toBe(401);
      // Signing in again gives a new week.
      const again = await tokenOf(await addMember('operator'));
      expect(await me(again)).toBe(200);
    } finally {
      clock = started;
    }
  });
});

describe('sensitive steps ask for the password again (issue 31 item 6)', () => {
  it(`after ${STAFF_REAUTH_MINUTES} minutes: members are changed only once it is given again`, async () => {
    const started = clock;
    try {
      const admin = await tokenOf(await addMember('admin', []));
      const someone = await addMember('operator');
      const [row] = await t.database.db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.login, someone));
      const id = row?.id ?? 0;
      // Just signed in: the password is fresh.
      expect((await call('PATCH', `/members/${id}`, admin, { name: 'Вера' })).statusCode).toBe(200);
      clock += STAFF_REAUTH_MINUTES * 60_000 + 1000;
      for (const refused of [
        await call('PATCH', `/members/${id}`, admin, { disabled: true }),
        await call('PATCH', `/members/${id}`, admin, { password: 'a new password 1' }),
        await call('POST', '/members', admin, {
          login: `new-${++serial}`,
          name: 'Новый',
          role: 'operator',
          venues: [1],
          password: PASSWORD,
        }),
      ]) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          errType: 'reauthRequired',
          message: errorMessages.reauthRequired,
        });
      }
      // Reading is no sensitive step.
      expect((await call('GET', '/members', admin)).statusCode).toBe(200);
      const wrong = await call('POST', '/reauth', admin, { password: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errType).toBe('wrongPassword');
      expect((await call('PATCH', `/members/${id}`, admin, { disabled: true })).statusCode).toBe(
        403,
      );
      expect((await call('POST', '/reauth', admin, { password: PASSWORD })).statusCode).toBe(204);
      const done = await call('PATCH', `/members/${id}`, admin, { disabled: true });
      expect(done.statusCode, done.body).toBe(200);
      // Fresh for this session only.
      const other = await tokenOf(await addMember('admin', []));
      clock += STAFF_REAUTH_MINUTES * 60_000 + 1000;
      expect((await call('POST', '/reauth', admin, { password: PASSWORD })).statusCode).toBe(204);
      expect((await call('PATCH', `/members/${id}`, other, { name: 'Лев' })).statusCode).toBe(403);
    } finally {
      clock = started;
    }
  });

  it(`limits wrong passwords given again like sign-ins (the ${REAUTH_ATTEMPTS + 1}th is a 429)`, async () => {
    const token = await tokenOf(await addMember('operator'));
    for (let n = 0; n < REAUTH_ATTEMPTS; n++) {
      expect(
        (await call('POST', '/reauth', token, { password: 'wrong password' })).statusCode,
      ).toBe(400);
    }
    const limited = await call('POST', '/reauth', token, { password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await call('POST', '/reauth', undefined, { password: PASSWORD })).statusCode).toBe(401);
  });
});

describe('the second factor', () => {
  it('is set up by scanning, enabled by a code, then asked at every sign-in, each code once', async () => {
    const login = await addMember('manager');
    const token = await tokenOf(login);
    const setup = await call('POST', '/totp/setup', token);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(qrSvg).toMatch(/^<svg/);
    // Kept sealed, not as the secret itself.
    const [row] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.login, login));
    expect(row?.totpSecret).not.toContain(secret);

    const wrong = await call('POST', '/totp/enable', token, { password: PASSWORD, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errType).toBe('invalidTotpCode');
    const enabled = await call('POST', '/totp/enable', token, {
      password: PASSWORD,
      code: totpCode(secret, clock),
    });
    expect(enabled.json().totpEnabled).toBe(true);

    const withoutCode = await signIn(login);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toMatchObject({
      errType: 'invalidCredentials',
      message: 'Неверный логин, пароль или код',
    });
    clock += 30_000;
    const code = totpCode(secret, clock);
    expect((await signIn(login, { code })).statusCode).toBe(200);
    // The same code again (seen over a shoulder): refused.
    expect((await signIn(login, { code })).json().errType).toBe('invalidCredentials');
    // A phone a step behind still signs in.
    clock += 60_000;
    expect((await signIn(login, { code: totpCode(secret, clock - 30_000) })).statusCode).toBe(200);

    clock += 30_000;
    const off = await call('POST', '/totp/disable', token, {
      password: PASSWORD,
      code: totpCode(secret, clock),
    });
    expect(off.json().totpEnabled).toBe(false);
    expect((await signIn(login)).statusCode).toBe(200);
  });

  it('is required of an admin on a production site before anything else', async () => {
    const login = await addMember('admin');
    const production = await createTestApp(
      {
        NODE_ENV: 'production',
        ALLOW_SANDBOX_PAYMENTS: '1',
        STAFF_SECRET_KEY: staffSecretKey(undefined).toString('base64'),
      },
      { database: t.database, now: () => new Date(clock) },
    );
    try {
      const signed = await production.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { login, password: PASSWORD },
      });
      const { token, staff } = signed.json();
      expect(staff.totpSetupRequired).toBe(true);
      const list = await production.app.inject({
        url: '/api/staff/members',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(list.statusCode).toBe(403);
      expect(list.json().errType).toBe('totpSetupRequired');
      const setup = await production.app.inject({
        method: 'POST',
        url: '/api/staff/totp/setup',
        headers: { authorization: `Bearer ${token}` },
      });
      const code = totpCode(setup.json().secret, clock);
      await production.app.inject({
        method: 'POST',
        url: '/api/staff/totp/enable',
        headers: { authorization: `Bearer ${token}` },
        payload: { password: PASSWORD, code },
      });
      const after = await production.app.inject({
        url: '/api/staff/members',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.statusCode).toBe(200);
      clock += 30_000;
      const disable = await production.app.inject({
        method: 'POST',
        url: '/api/staff/totp/disable',
        headers: { authorization: `Bearer ${token}` },
        payload: { password: PASSWORD, code: totpCode(setup.json().secret, clock) },
      });
      expect(disable.statusCode).toBe(403);
    } finally {
      await production.close();
    }
  });
});

describe('the second factor belongs to its owner (issue 31 item 5)', () => {
  const idOf = async (login: string) => {
    const [row] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.login, login));
    return row?.id ?? 0;
  };

  /** A member who has set up and enabled TOTP; the clock moved on to the next code's step. */
  async function withFactor(role: StaffRole = 'operator') {
    const login = await addMember(role);
    const token = await tokenOf(login);
    const { secret } = (await call('POST', '/totp/setup', token)).json() as { secret: string };
    const enabled = await call('POST', '/totp/enable', token, {
      password: PASSWORD,
      code: totpCode(secret, clock),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    clock += 30_000;
    return { login, token, secret };
  }

  it('is enabled and disabled only with the member’s password; a wrong one changes nothing', async () => {
    const login = await addMember('manager');
    const token = await tokenOf(login);
    const { secret } = (await call('POST', '/totp/setup', token)).json();
    const code = totpCode(secret, clock);
    const noPassword = await call('POST', '/totp/enable', token, { code });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errType).toBe('validation');
    const wrong = await call('POST', '/totp/enable', token, { password: 'not mine at all', code });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errType: 'wrongPassword',
      message: 'Пароль не подошёл: введите свой текущий пароль',
    });
    expect((await call('GET', '/me', token)).json().totpEnabled).toBe(false);
    // The password is checked before the code: the refused call did not spend it.
    const right = await call('POST', '/totp/enable', token, { password: PASSWORD, code });
    expect(right.json().totpEnabled).toBe(true);

    clock += 30_000;
    const next = totpCode(secret, clock);
    const wrongOff = await call('POST', '/totp/disable', token, {
      password: 'not mine at all',
      code: next,
    });
    expect(wrongOff.statusCode).toBe(400);
    expect(wrongOff.json().errType).toBe('wrongPassword');
    expect((await call('GET', '/me', token)).json().totpEnabled).toBe(true);
    const off = await call('POST', '/totp/disable', token, { password: PASSWORD, code: next });
    expect(off.json().totpEnabled).toBe(false);
  });

  it('ends the member’s other sessions when enabled; the one that enabled it stays', async () => {
    const login = await addMember('operator');
    const other = await tokenOf(login);
    const token = await tokenOf(login);
    const { secret } = (await call('POST', '/totp/setup', token)).json();
    const enabled = await call('POST', '/totp/enable', token, {
      password: PASSWORD,
      code: totpCode(secret, clock),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((await call('GET', '/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/me', token)).statusCode).toBe(200);
    clock += 30_000;
  });

  it('ends the member’s other sessions when disabled too; the one that disabled it stays', async () => {
    const { login, token, secret } = await withFactor('manager');
    const other = await signIn(login, { code: totpCode(secret, clock) });
    expect(other.statusCode, other.body).toBe(200);
    clock += 30_000;
    const off = await call('POST', '/totp/disable', token, {
      password: PASSWORD,
      code: totpCode(secret, clock),
    });
    expect(off.json().totpEnabled).toBe(false);
    expect((await call('GET', '/me', other.json().token)).statusCode).toBe(401);
    expect((await call('GET', '/me', token)).statusCode).toBe(200);
    clock += 30_000;
  });

  it('is cleared by an admin from the members section, audited, signing the member out', async () => {
    const { login, token } = await withFactor();
    const id = await idOf(login);
    const adminLogin = await addMember('admin');
    const admin = await tokenOf(adminLogin);

    const manager = await tokenOf(await addMember('manager'));
    expect(
      (await call('PATCH', `/members/${id}`, manager, { totpEnabled: false })).statusCode,
    ).toBe(403);
    // Not one's own: that is turned off with the password and a code.
    const own = await call('PATCH', `/members/${await idOf(adminLogin)}`, admin, {
      totpEnabled: false,
    });
    expect(own.statusCode).toBe(403);
    expect((await call('PATCH', `/members/${id}`, admin, { totpEnabled: true })).statusCode).toBe(
      400,
    );

    const cleared = await call('PATCH', `/members/${id}`, admin, { totpEnabled: false });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().totpEnabled).toBe(false);
    expect((await call('GET', '/me', token)).statusCode).toBe(401);
    expect((await signIn(login)).statusCode).toBe(200);
    const [entry] = (await call('GET', '/audit', admin)).json().entries;
    expect(entry).toMatchObject({
      action: 'staff.update',
      subject: `staff:${id}`,
      before: { totpEnabled: true },
      after: { totpEnabled: false },
      staff: { login: adminLogin },
    });
  });

  it('is cleared by the command line’s reset-totp, audited as the command line', async () => {
    const { login, token } = await withFactor('admin');
    const id = await idOf(login);
    const member = await members().resetTotpOf(` ${login.toUpperCase()} `);
    expect(member).toMatchObject({ login, totpEnabled: false });
    expect((await call('GET', '/me', token)).statusCode).toBe(401);
    const admin = await tokenOf(login);
    const [entry] = (await call('GET', '/audit', admin)).json().entries;
    expect(entry).toMatchObject({
      action: 'staff.update',
      subject: `staff:${id}`,
      after: { totpEnabled: false },
      staff: null,
    });
    await expect(members().resetTotpOf('nobody-at-all')).rejects.toMatchObject({
      errType: 'notFound',
    });
  });

  it.each(['disable', 'enable'] as const)(
    'limits code guesses at totp/%s like sign-ins, in the database',
    async (action) => {
      const factor =
        action === 'disable'
          ? await withFactor()
          : await (async () => {
              const token = await tokenOf(await addMember('operator'));
              return { token, secret: (await call('POST', '/totp/setup', token)).json().secret };
            })();
      const right = totpCode(factor.secret, clock);
      for (let i = 0; i < FACTOR_ATTEMPTS; i++) {
        const code = String(100_000 + i) === right ? '999999' : String(100_000 + i);
        const guess = await call('POST', `/totp/${action}`, factor.token, {
          password: PASSWORD,
          code,
        });
        expect(guess.statusCode).toBe(400);
      }
      const refused = await call('POST', `/totp/${action}`, factor.token, {
        password: PASSWORD,
        code: right,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errType).toBe('tooManyRequests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call('GET', '/me', factor.token)).json().totpEnabled).toBe(
        action === 'disable',
      );
    },
  );

  it('sign-in tells a TOTP member’s right password from a wrong one by nothing (no password oracle)', async () => {
    const { login, secret } = await withFactor('manager');
    const attempt = (password: string, code?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        remoteAddress: '10.6.0.1',
        payload: { login, password, ...(code ? { code } : {}) },
      });
    const answers = [
      await attempt('wrong password!'),
      await attempt('wrong password!', totpCode(secret, clock)),
      await attempt(PASSWORD),
      await attempt(PASSWORD, '000000'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(answers[0]?.json()).toEqual({
      errType: 'invalidCredentials',
      message: 'Неверный логин, пароль или код',
    });
    // …nor from a member without the factor, nor from nobody.
    const plain = await addMember('manager');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { login: plain, password: 'wrong password!' },
    });
    expect(other.body).toBe(answers[0]?.body);
    // The code a wrong password came with was not spent: the owner signs in with it.
    expect((await attempt(PASSWORD, totpCode(secret, clock))).statusCode).toBe(200);
  });

  it('is asked before a disabled member is told they are disabled', async () => {
    const { login, secret } = await withFactor('operator');
    await t.database.db
      .update(staffMembers)
      .set({ disabledAt: new Date(clock) })
      .where(eq(staffMembers.login, login));
    expect((await signIn(login)).json().errType).toBe('invalidCredentials');
    const disabled = await signIn(login, { code: totpCode(secret, clock) });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().errType).toBe('staffDisabled');
  });
});

describe('roles and venues', () => {
  it('decide every area and venue', () => {
    const operator = { role: 'operator' as const, venues: [1] };
    const manager = { role: 'manager' as const, venues: [2, 3] };
    const admin = { role: 'admin' as const, venues: [] };
    expect(can(operator, 'orders', 1)).toBe(true);
    expect(can(operator, 'orders', 2)).toBe(false);
    expect(can(operator, 'bookings', 1)).toBe(true);
    expect(can(operator, 'stopList', 1)).toBe(false);
    expect(can(operator, 'menu')).toBe(false);
    expect(can(manager, 'menu', 3)).toBe(true);
    expect(can(manager, 'menu', 1)).toBe(false);
    expect(can(manager, 'hoursAndZones', 2)).toBe(true);
    expect(can(manager, 'staff')).toBe(false);
    expect(can(manager, 'audit')).toBe(false);
    expect(can(admin, 'staff')).toBe(true);
    expect(can(admin, 'orders', 3)).toBe(true);
  });

  it('keep staff management to admins', async () => {
    for (const role of ['operator', 'manager'] as const) {
      const token = await tokenOf(await addMember(role));
      const list = await call('GET', '/members', token);
      expect(list.statusCode).toBe(403);
      expect(list.json().errType).toBe('forbidden');
      const create = await call('POST', '/members', token, {
        login: 'sneaky',
        name: '',
        role: 'admin',
        venues: [],
        password: PASSWORD,
      });
      expect(create.statusCode).toBe(403);
    }
  });
});

describe('an admin manages staff', () => {
  it('adds members, with clear messages for what is wrong', async () => {
    const admin = await tokenOf(await addMember('admin'));
    const created = await call('POST', '/members', admin, {
      login: 'Cook.One',
      name: 'Повар',
      role: 'operator',
      venues: [3],
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ login: 'cook.one', venues: [3], disabled: false });
    const again = await call('POST', '/members', admin, {
      login: 'cook.one',
      name: '',
      role: 'operator',
      venues: [1],
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errType: 'loginTaken', message: 'Такой логин уже есть' });
    const bad = await call('POST', '/members', admin, {
      login: 'a b',
      name: '',
      role: 'operator',
      venues: [],
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errType).toBe('validation');
    const noVenue = await call('POST', '/members', admin, {
      login: 'no-venue',
      name: '',
      role: 'manager',
      venues: [],
      password: PASSWORD,
    });
    expect(noVenue.statusCode).toBe(400);
    expect(noVenue.json().fields).toEqual({ venues: 'Выберите хотя бы одно заведение' });
    const script = await call('POST', '/members', admin, {
      login: 'cook-two',
      name: '<script>alert(1)</script>',
      role: 'operator',
      venues: [4],
      password: PASSWORD,
    });
    expect(script.statusCode).toBe(400);
  });

  it('changes a role or venues, signing the member out', async () => {
    const admin = await tokenOf(await addMember('admin'));
    const login = await addMember('operator', [1]);
    const token = await tokenOf(login);
    const [row] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.login, login));
    const changed = await call('PATCH', `/members/${row?.id}`, admin, {
      role: 'manager',
      venues: [1, 2],
    });
    expect(changed.json()).toMatchObject({ role: 'manager', venues: [1, 2] });
    expect((await call('GET', '/me', token)).statusCode).toBe(401);
    expect((await tokenOf(login)).length).toBeGreaterThan(20);
    expect((await call('PATCH', '/members/999999', admin, { name: 'x' })).statusCode).toBe(404);
  });

  it('never leaves the site without an admin, even when two admins demote each other at once', async () => {
    // Only these two are active admins now.
    await t.database.db
      .update(staffMembers)
      .set({ disabledAt: new Date(clock) })
      .where(eq(staffMembers.role, 'admin'));
    const [first, second] = [await addMember('admin'), await addMember('admin')];
    const ids = await Promise.all(
      [first, second].map(async (login) => {
        const [row] = await t.database.db
          .select()
          .from(staffMembers)
          .where(eq(staffMembers.login, login));
        return row?.id ?? 0;
      }),
    );
    const [a, b] = await Promise.all([tokenOf(first), tokenOf(second)]);
    const answers = await Promise.all([
      call('PATCH', `/members/${ids[1]}`, a, { role: 'operator', venues: [1] }),
      call('PATCH', `/members/${ids[0]}`, b, { disabled: true }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // One went through; the other found itself the last admin (or, demoted, signed out).
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const active = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.role, 'admin'));
    expect(active.filter((row) => row.disabledAt === null)).toHaveLength(1);
    if (testDatabaseKind === 'postgres') expect(statuses).not.toEqual([200, 200]);
  });
});
