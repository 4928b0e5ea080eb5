import {
  birthdayMessages,
  CODE_ENTRY_SECONDS,
  ordersHistoryResponseSchema,
} from '@storefront/contract/accounts';
import { errorResponseSchema } from '@storefront/contract/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSender, SmsSendResult } from '../../adapters/sms/sms';
import {
  deliveryZones,
  modifierGroups,
  modifierOptions,
  orders,
  productSizes,
  products,
  verificationCodes,
} from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';

let smsAnswer: SmsSendResult = { status: 'sent' };
const smsSent: { phone: string; text: string }[] = [];
const sms: SmsSender = {
  async send(phone, text) {
    smsSent.push({ phone, text });
    return smsAnswer;
  },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let ip = 1;

beforeAll(async () => {
  t = await createTestApp({}, { adapters: { sms }, now: () => vladivostok('2026-11-21T13:05') });
});
afterAll(() => t.close());

/** Each call from its own address, so the per-address limits stay out of the way. */
function call(method: 'GET' | 'POST', url: string, body?: object, token?: string, from?: string) {
  return t.app.inject({
    method,
    url: `/api/myAccount/${url}`,
    payload: body,
    remoteAddress: from ?? `10.0.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function errType(response: { json(): unknown }) {
  return errorResponseSchema.parse(response.json()).errType;
}

function lastEmailCode(to: string): string {
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
  const code = login.includes('@')
    ? lastEmailCode(login)
    : (/\b(\d{6})\b/.exec(smsSent.at(-1)?.text ?? '')?.[1] ?? '');
  const done = await call('POST', 'finishRegistration', { code, login });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().accessToken as string;
}

describe('registration', () => {
  it('registers by e-mail with the code from the letter and logs in', async () => {
    const token = await register('anna@example.ru');
    const info = await call('GET', 'getUserInfo', undefined, token);
    expect(info.json()).toEqual({
      info: { userName: '', userLastName: '', phone: '', email: 'anna@example.ru', birthday: '' },
    });
  });

  it('registers by phone with the code by SMS', async () => {
    const token = await register('+7 (914) 000-11-22');
    expect(smsSent.at(-1)?.phone).toBe('79140001122');
    expect(smsSent.at(-1)?.text).toContain(`в течение ${CODE_ENTRY_SECONDS} секунд`);
    expect((await call('GET', 'getUserInfo', undefined, token)).json().info.phone).toBe(
      '79140001122',
    );
  });

  it.each([
    [{ login: 'anna', password: 'secret1', repeatPassword: 'secret1' }, 'invalidLogin'],
    [{ login: 'new@example.ru', password: '12345', repeatPassword: '12345' }, 'passwordTooShort'],
    [
      { login: 'new@example.ru', password: '123456', repeatPassword: '123457' },
      'passwordsNotMatch',
    ],
    [{ login: 'anna@example.ru', password: 'secret1', repeatPassword: 'secret1' }, 'userExists'],
  ])('refuses %o with %s', async (body, expected) => {
    const response = await call('POST', 'sendRegistrationCode', body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(errType(response)).toBe(expected);
  });

  it('maps SMS failures to their errTypes', async () => {
    const body = { login: '79140009999', password: 'secret1', repeatPassword: 'secret1' };
    smsAnswer = { status: 'failed', reason: 'phoneCannotBeDelivered', detail: '207' };
    expect(errType(await call('POST', 'sendRegistrationCode', body))).toBe(
      'phoneCannotBeDelivered',
    );
    smsAnswer = { status: 'failed', reason: 'errorSendSMS', detail: 'down' };
    const down = await call('POST', 'sendRegistrationCode', { ...body, login: '79140008888' });
    expect(down.statusCode).toBe(502);
    expect(errType(down)).toBe('errorSendSMSRegistration');
    smsAnswer = { status: 'sent' };
  });

  it('refuses wrong, expired and reused codes', async () => {
    const login = 'codes@example.ru';
    await call('POST', 'sendRegistrationCode', {
      login,
      password: 'secret1',
      repeatPassword: 'secret1',
    });
    const code = lastEmailCode(login);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call('POST', 'finishRegistration', { code: wrong, login });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errType: 'invalidCode',
      message: 'Неверный код подтверждения или время действия кода истекло',
    });
    // Expired: its 60 seconds have passed.
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.contact, login));
    expect(errType(await call('POST', 'finishRegistration', { code, login }))).toBe('invalidCode');
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(verificationCodes.contact, login));
    expect((await call('POST', 'finishRegistration', { code, login })).statusCode).toBe(200);
    expect(errType(await call('POST', 'finishRegistration', { code, login }))).toBe('invalidCode');
  });

  it('keeps a code valid as long as the letter and the prompt say', async () => {
    const login = 'window@example.ru';
    await call('POST', 'sendRegistrationCode', {
      login,
      password: 'secret1',
      repeatPassword: 'secret1',
    });
    const letter = t.app.devMailbox.list().find((entry) => entry.to === login);
    expect(letter?.text).toContain(`Введите его в течение ${CODE_ENTRY_SECONDS} секунд.`);
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.contact, login));
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBe(
      CODE_ENTRY_SECONDS * 1000,
    );
  });

  it('registers with an e-mail on a Cyrillic domain, however the browser wrote it', async () => {
    const token = await register('гость@пример.рф');
    expect((await call('GET', 'getUserInfo', undefined, token)).json().info.email).toBe(
      'гость@пример.рф',
    );
    const sent = await call('POST', 'sendRegistrationCode', {
      login: 'info@xn--80ajzcicfi.xn--p1ai',
      password: 'secret1',
      repeatPassword: 'secret1',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = lastEmailCode('info@ресторан.рф');
    const done = await call('POST', 'finishRegistration', { code, login: 'info@ресторан.рф' });
    expect(done.statusCode, done.body).toBe(200);
    // One account, whichever form the domain comes in.
    const login = await call('POST', 'login', {
      login: 'INFO@XN--80AJZCICFI.XN--P1AI',
      password: 'secret1',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(
      errType(
        await call('POST', 'sendRegistrationCode', {
          login: 'info@ресторан.рф',
          password: 'secret1',
          repeatPassword: 'secret1',
        }),
      ),
    ).toBe('userExists');
  });

  it('stops accepting a code after five wrong tries', async () => {
    const login = 'tries@example.ru';
    await call('POST', 'sendRegistrationCode', {
      login,
      password: 'secret1',
      repeatPassword: 'secret1',
    });
    const code = lastEmailCode(login);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await call('POST', 'finishRegistration', { code: wrong, login });
    expect(errType(await call('POST', 'finishRegistration', { code, login }))).toBe('invalidCode');
  });

  it('limits sends per contact: one a minute', async () => {
    const body = { login: 'limit@example.ru', password: 'secret1', repeatPassword: 'secret1' };
    expect((await call('POST', 'sendRegistrationCode', body)).statusCode).toBe(200);
    const again = await call('POST', 'sendRegistrationCode', body);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    expect(errType(again)).toBe('tooManyRequests');
    const phone = { login: '79140007777', password: 'secret1', repeatPassword: 'secret1' };
    await call('POST', 'sendRegistrationCode', phone);
    expect(errType(await call('POST', 'sendRegistrationCode', phone))).toBe('toManySmsOnPhone');
  });

  it('stores codes hashed', async () => {
    const rows = await t.database.db.select().from(verificationCodes);
    for (const row of rows) expect(row.codeHash).not.toMatch(/^\d{6}$/);
  });
});

describe('login, logout and restoring access', () => {
  it('logs in with the password and refuses a wrong one with «Неверный логин или пароль»', async () => {
    expect(
      (await call('POST', 'login', { login: 'anna@example.ru', password: 'secret1' })).statusCode,
    ).toBe(200);
    const wrong = await call('POST', 'login', { login: 'anna@example.ru', password: 'nope123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      errType: 'invalidCredentials',
      message: 'Неверный логин или пароль',
    });
    expect(
      errType(await call('POST', 'login', { login: 'nobody@example.ru', password: 'secret1' })),
    ).toBe('invalidCredentials');
  });

  it('limits login attempts per address', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (
          await call(
            'POST',
            'login',
            { login: 'anna@example.ru', password: 'wrong12' },
            undefined,
            '10.9.9.9',
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('ends the session at logout', async () => {
    const token = (
      await call('POST', 'login', { login: 'anna@example.ru', password: 'secret1' })
    ).json().accessToken;
    expect((await call('POST', 'logout', {}, token)).statusCode).toBe(200);
    const after = await call('GET', 'getUserInfo', undefined, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      errType: 'unauthorizedToast',
      message: 'Для работы с личным кабинетом необходимо авторизоваться',
    });
  });

  it('restores access with a code, and a new password ends every other session', async () => {
    const login = 'restore@example.ru';
    const oldToken = await register(login, 'oldpass1');
    expect(
      errType(await call('POST', 'sendRestoreAccessCode', { login: 'ghost@example.ru' })),
    ).toBe('userNotExists');
    expect(errType(await call('POST', 'sendRestoreAccessCode', { login: 'ghost' }))).toBe(
      'invalidLogin',
    );
    await t.database.db.delete(verificationCodes).where(eq(verificationCodes.contact, login)); // the minute limit
    expect((await call('POST', 'sendRestoreAccessCode', { login })).statusCode).toBe(200);
    const restored = await call('POST', 'checkRestoreAccessCode', {
      login,
      code: lastEmailCode(login),
    });
    expect(restored.statusCode).toBe(200);
    const restoreToken = restored.json().accessToken;
    expect(
      errType(
        await call(
          'POST',
          'changePassword',
          { newPassword: '123', repeatNewPassword: '123' },
          restoreToken,
        ),
      ),
    ).toBe('passwordTooShort');
    const changed = await call(
      'POST',
      'changePassword',
      { newPassword: 'newpass1', repeatNewPassword: 'newpass1' },
      restoreToken,
    );
    expect(changed.statusCode).toBe(200);
    const newToken = changed.json().accessToken;
    expect((await call('GET', 'getUserInfo', undefined, newToken)).statusCode).toBe(200);
    expect((await call('GET', 'getUserInfo', undefined, oldToken)).statusCode).toBe(401);
    expect((await call('GET', 'getUserInfo', undefined, restoreToken)).statusCode).toBe(401);
    expect((await call('POST', 'login', { login, password: 'oldpass1' })).statusCode).toBe(401);
    expect((await call('POST', 'login', { login, password: 'newpass1' })).statusCode).toBe(200);
  });
});

describe('profile', () => {
  let token = '';
  beforeAll(async () => {
    token = await register('profile@example.ru');
  });

  it('checks whether a contact is taken', async () => {
    expect((await call('POST', 'checkEmail', { email: 'anna@example.ru' }, token)).json()).toEqual({
      isExist: true,
    });
    expect((await call('POST', 'checkEmail', { email: 'free@example.ru' }, token)).json()).toEqual({
      isExist: false,
    });
    expect(errType(await call('POST', 'checkEmail', { email: 'bad@' }, token))).toBe(
      'invalidEmail',
    );
    expect(errType(await call('POST', 'checkPhone', { phone: '123' }, token))).toBe('invalidPhone');
    expect((await call('POST', 'checkEmail', { email: 'x@example.ru' })).statusCode).toBe(401);
  });

  it('changes the e-mail only with the code sent to the new address', async () => {
    expect(
      errType(await call('POST', 'sendChangeEmailCode', { email: 'anna@example.ru' }, token)),
    ).toBe('userExists');
    expect(
      (await call('POST', 'sendChangeEmailCode', { email: 'profile.new@example.ru' }, token))
        .statusCode,
    ).toBe(200);
    const code = lastEmailCode('profile.new@example.ru');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      errType(await call('POST', 'updateEmailPhone', { code: wrong, contactType: 'email' }, token)),
    ).toBe('invalidCode');
    expect(
      (await call('POST', 'updateEmailPhone', { code, contactType: 'email' }, token)).statusCode,
    ).toBe(200);
    expect((await call('GET', 'getUserInfo', undefined, token)).json().info.email).toBe(
      'profile.new@example.ru',
    );
  });

  it('saves names but refuses a contact changed without a code', async () => {
    const saved = await call(
      'POST',
      'updateUserInfo',
      { userName: 'Пётр', userLastName: 'Ким', phone: '', email: 'profile.new@example.ru' },
      token,
    );
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', 'getUserInfo', undefined, token)).json().info).toMatchObject({
      userName: 'Пётр',
      userLastName: 'Ким',
    });
    const sneaky = await call(
      'POST',
      'updateUserInfo',
      { userName: 'Пётр', userLastName: 'Ким', phone: '', email: 'other@example.ru' },
      token,
    );
    expect(sneaky.statusCode).toBe(400);
    expect(errorResponseSchema.parse(sneaky.json()).fields).toHaveProperty('email');
  });

  it('lets one contact be removed while the other stays, never both', async () => {
    const both = await register('+7 (914) 000-33-44');
    const sent = await call('POST', 'sendChangeEmailCode', { email: 'two@example.ru' }, both);
    expect(sent.statusCode, sent.body).toBe(200);
    const code = lastEmailCode('two@example.ru');
    expect(
      (await call('POST', 'updateEmailPhone', { code, contactType: 'email' }, both)).statusCode,
    ).toBe(200);

    const none = await call(
      'POST',
      'updateUserInfo',
      { userName: '', userLastName: '', phone: '', email: '' },
      both,
    );
    expect(none.statusCode).toBe(400);
    expect(errorResponseSchema.parse(none.json()).fields).toEqual({
      phone: 'Должны быть указаны телефон или почта',
    });

    const withoutPhone = await call(
      'POST',
      'updateUserInfo',
      { userName: '', userLastName: '', phone: '+7 (', email: 'two@example.ru' },
      both,
    );
    expect(withoutPhone.statusCode, withoutPhone.body).toBe(200);
    expect((await call('GET', 'getUserInfo', undefined, both)).json().info).toMatchObject({
      phone: '',
      email: 'two@example.ru',
    });
    // The phone comes back only through its code.
    const back = await call(
      'POST',
      'updateUserInfo',
      { userName: '', userLastName: '', phone: '79140003344', email: 'two@example.ru' },
      both,
    );
    expect(errorResponseSchema.parse(back.json()).fields).toEqual({
      phone: 'Телефон меняется только с подтверждением кодом',
    });
    const wrong = await call(
      'POST',
      'updateUserInfo',
      { userName: '', userLastName: '', phone: '+7 (914) 00', email: 'two@example.ru' },
      both,
    );
    expect(errorResponseSchema.parse(wrong.json()).fields).toEqual({
      phone: 'Некорректный телефон',
    });
  });

  it('keeps a birthday set once: a change is refused, a bad date said at the field', async () => {
    const guest = await register('birthday@example.ru');
    const save = (birthday?: string) =>
      call(
        'POST',
        'updateUserInfo',
        { userName: 'Вера', userLastName: '', phone: '', email: 'birthday@example.ru', birthday },
        guest,
      );
    const birthdayOf = async () =>
      (await call('GET', 'getUserInfo', undefined, guest)).json().info.birthday;
    expect(await birthdayOf()).toBe('');

    // A date that is not one, a future one, one over 120 years back: 400 at the field.
    for (const [bad, message] of [
      ['1990-02-30', birthdayMessages.format],
      ['05.03.1990', birthdayMessages.format],
      ['2999-01-01', birthdayMessages.future],
      ['1800-01-01', birthdayMessages.tooOld],
    ] as const) {
      const refused = await save(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(errorResponseSchema.parse(refused.json())).toMatchObject({
        errType: 'validation',
        fields: { birthday: message },
      });
    }
    expect(await birthdayOf()).toBe('');

    // Without the field the profile saves as before and leaves the birthday alone.
    expect((await save()).statusCode).toBe(200);
    const set = await save('1990-03-05');
    expect(set.statusCode, set.body).toBe(200);
    expect(await birthdayOf()).toBe('1990-03-05');
    // The same date again is no change; another is refused, the name not saved either.
    expect((await save('1990-03-05')).statusCode).toBe(200);
    const changed = await call(
      'POST',
      'updateUserInfo',
      {
        userName: 'Не Вера',
        userLastName: '',
        phone: '',
        email: 'birthday@example.ru',
        birthday: '1990-11-21',
      },
      guest,
    );
    expect(changed.statusCode).toBe(409);
    expect(errorResponseSchema.parse(changed.json())).toEqual({
      errType: 'birthdayFixed',
      message: birthdayMessages.fixed,
      fields: { birthday: birthdayMessages.fixed },
    });
    expect((await call('GET', 'getUserInfo', undefined, guest)).json().info).toMatchObject({
      userName: 'Вера',
      birthday: '1990-03-05',
    });
    expect((await save()).statusCode).toBe(200);
    expect(await birthdayOf()).toBe('1990-03-05');
  });

  it('sets one birthday when two first saves race', async () => {
    const guest = await register('birthday-race@example.ru');
    const save = (birthday: string) =>
      call(
        'POST',
        'updateUserInfo',
        { userName: '', userLastName: '', phone: '', email: 'birthday-race@example.ru', birthday },
        guest,
      );
    const answers = await Promise.all([save('1991-01-01'), save('1992-02-02')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const won = answers[0]?.statusCode === 200 ? '1991-01-01' : '1992-02-02';
    expect((await call('GET', 'getUserInfo', undefined, guest)).json().info.birthday).toBe(won);
  });

  it('keeps delivery settings and never card data', async () => {
    const defaults = (await call('GET', 'getUserDeliverySettings', undefined, token)).json().info;
    expect(defaults).toMatchObject({
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
      cartNumber: '',
      cartCVV: '',
    });
    const settings = {
      ...defaults,
      deliveryMethod: 'delivery',
      street: 'Светланская',
      house: '40Б',
      deliveryId: 2,
    };
    expect((await call('POST', 'saveUserDeliverySettings', settings, token)).statusCode).toBe(200);
    expect((await call('GET', 'getUserDeliverySettings', undefined, token)).json().info).toEqual(
      settings,
    );
    const withCard = await call(
      'POST',
      'saveUserDeliverySettings',
      { ...settings, cartNumber: '4111111111111111' },
      token,
    );
    expect(withCard.statusCode).toBe(400);
  });
});

describe('orders and accounts together', () => {
  it('links an order to the account: history, statistics and access by owner', async () => {
    const token = await register('orders@example.ru');
    const other = await register('other@example.ru');
    const [dish] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.available, true))
      .limit(1);
    if (!dish) throw new Error('no dish');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/delivery',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        emailSubscription: false,
        data: [{ id: dish.id, special: false, count: 3 }],
        metadata: {
          orderServiceType: 'DeliveryByClient',
          payment: 'CASH',
          phone: '+79141234567',
          customer: { name: 'Ольга' },
          completeBefore: null,
          deliveryPoint: null,
        },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as number;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.userId).not.toBeNull();

    const history = (await call('GET', 'getOrdersHistory', undefined, token)).json().info;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      id: orderId,
      address: null,
      items: [{ id: dish.id, count: 3, guid: dish.iikoId, special: false }],
    });
    expect((await call('GET', 'getUserOrdersInfo', undefined, token)).json().info).toEqual({
      amountSpent: (dish.priceKopecks * 3) / 100,
      ordersCount: 1,
      dishesOrdered: 3,
    });
    expect(
      (await call('GET', `getOrderHistoryInfo?id=${orderId}`, undefined, token)).statusCode,
    ).toBe(200);
    const foreign = await call('GET', `getOrderHistoryInfo?id=${orderId}`, undefined, other);
    expect(foreign.statusCode).toBe(404);
    expect(errType(foreign)).toBe('notFound');

    const asOwner = await t.app.inject({
      url: `/api/delivery/getOrder/${orderId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asOwner.statusCode).toBe(200);
    const asOther = await t.app.inject({
      url: `/api/delivery/getOrder/${orderId}`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(asOther.statusCode).toBe(404);
  });

  it('gives a history item the size and modifiers it was ordered with, and a plain dish none', async () => {
    const token = await register('choices@example.ru');
    const db = t.database.db;
    const [roll] = await db.select().from(products).where(eq(products.name, 'Филадельфия'));
    const [plain] = await db
      .select()
      .from(products)
      .where(eq(products.name, 'Калифорния с крабом'));
    if (!roll || !plain) throw new Error('the demo Sibumi has changed');
    const [small] = await db
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(and(eq(productSizes.productId, roll.id), eq(productSizes.name, '4 шт')));
    const [wasabi] = await db
      .select({ id: modifierOptions.id })
      .from(modifierOptions)
      .innerJoin(modifierGroups, eq(modifierGroups.id, modifierOptions.groupId))
      .where(and(eq(modifierGroups.productId, roll.id), eq(modifierOptions.name, 'Васаби')));
    if (!small || !wasabi) throw new Error('the demo Филадельфия has no 4 шт or Васаби');
    const choice = { sizeId: small.id, modifiers: [{ optionId: wasabi.id, amount: 2 }] };
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/delivery',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        emailSubscription: false,
        data: [
          { id: roll.id, special: false, count: 1, choice },
          { id: plain.id, special: false, count: 1 },
        ],
        metadata: {
          orderServiceType: 'DeliveryByClient',
          payment: 'CASH',
          phone: '+79141234567',
          customer: { name: 'Ольга' },
          completeBefore: null,
          deliveryPoint: null,
        },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as number;

    const history = ordersHistoryResponseSchema.parse(
      (await call('GET', 'getOrdersHistory', undefined, token)).json(),
    ).info;
    const items = history.find((entry) => entry.id === orderId)?.items ?? [];
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(roll.id)).toMatchObject({ choice, choiceText: '4 шт · Васаби ×2' });
    expect(byId.get(plain.id)).not.toHaveProperty('choice');
    expect(byId.get(plain.id)).not.toHaveProperty('choiceText');
    // The one order's items say the same.
    const info = await call('GET', `getOrderHistoryInfo?id=${orderId}`, undefined, token);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().info).toEqual(items);
  });

  it('counts the delivery fee in the history total and the amount spent, not unpaid online orders', async () => {
    const token = await register('courier-orders@example.ru');
    const [dish] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.available, true))
      .limit(1);
    const [zone] = await t.database.db.select().from(deliveryZones).where(eq(deliveryZones.id, 1));
    if (!dish || !zone) throw new Error('no dish or zone');
    expect(zone.priceKopecks).toBeGreaterThan(0);
    const order = (payment: string, orderServiceType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/delivery',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          emailSubscription: false,
          data: [{ id: dish.id, special: false, count: 2 }],
          metadata: {
            orderServiceType,
            payment,
            phone: '+79141234567',
            customer: { name: 'Ольга' },
            completeBefore: null,
            ...(orderServiceType === 'DeliveryByCourier'
              ? {
                  deliveryPoint: {
                    street: { name: 'Светланская', city: 'Владивосток' },
                    house: '40',
                    flat: '5',
                  },
                  deliveryZone: zone.id,
                }
              : { deliveryPoint: null }),
          },
        },
      });
    const courier = await order('CASH', 'DeliveryByCourier');
    expect(courier.statusCode, courier.body).toBe(201);
    // An online payment the guest has not made (yet) is no money spent.
    const unpaid = await order('ONLINE', 'DeliveryByClient');
    expect(unpaid.statusCode, unpaid.body).toBe(201);

    const dishes = dish.priceKopecks * 2;
    const history = (await call('GET', 'getOrdersHistory', undefined, token)).json().info;
    const courierEntry = history.find((entry: { id: number }) => entry.id === courier.json().id);
    expect(courierEntry).toMatchObject({
      deliveryFee: zone.priceKopecks / 100,
      sum: (dishes + zone.priceKopecks) / 100,
      address: { street: { name: 'Светланская' }, house: '40', flat: '5' },
    });
    expect(courier.json().sum).toBe(courierEntry.sum);
    const pickupEntry = history.find((entry: { id: number }) => entry.id === unpaid.json().id);
    expect(pickupEntry).toMatchObject({ deliveryFee: 0, sum: dishes / 100, address: null });

    expect((await call('GET', 'getUserOrdersInfo', undefined, token)).json().info).toEqual({
      amountSpent: (dishes + zone.priceKopecks) / 100,
      ordersCount: 1,
      dishesOrdered: 2,
    });

    // Once paid, the online order counts too.
    const paymentId = new URL(unpaid.json().url).pathname.split('/').pop();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${paymentId}/succeed`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect((await call('GET', 'getUserOrdersInfo', undefined, token)).json().info).toEqual({
      amountSpent: (2 * dishes + zone.priceKopecks) / 100,
      ordersCount: 2,
      dishesOrdered: 4,
    });
  });
});
