import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  accountContactErrors,
  accountMessages,
  birthdayError,
  birthdayMessages,
  birthdayText,
  CODE_ENTRY_SECONDS,
  changePasswordResponseSchema,
  codeMessage,
  deliverySettingsResponseSchema,
  loginFieldKind,
  normalizeAccountEmail,
  normalizeAccountPhone,
  orderHistoryInfoResponseSchema,
  ordersHistoryResponseSchema,
  parseLogin,
  passwordError,
  statsPhrase,
  updateUserInfoSchema,
  userInfoResponseSchema,
  userOrdersInfoResponseSchema,
} from './accounts';

describe('logins', () => {
  it('accepts phones as +7…, 8… or 7… with ten more digits', () => {
    expect(normalizeAccountPhone('+7 (914) 123-45-67')).toBe('79141234567');
    expect(normalizeAccountPhone('8 914 123 45 67')).toBe('79141234567');
    expect(normalizeAccountPhone('79141234567')).toBe('79141234567');
    expect(normalizeAccountPhone('+1 914 123 45 67')).toBeNull();
    expect(normalizeAccountPhone('+7 914 123')).toBeNull();
    // the site's shown form and the number typed without its country code
    expect(normalizeAccountPhone('+7 (914) 12 34 567')).toBe('79141234567');
    expect(normalizeAccountPhone('9141234567')).toBe('79141234567');
  });

  it('accepts e-mails with a two-letter TLD, lower-cased', () => {
    expect(normalizeAccountEmail(' Ivan.P+food@Mail.RU ')).toBe('ivan.p+food@mail.ru');
    expect(normalizeAccountEmail('ivan@mail')).toBeNull();
    expect(normalizeAccountEmail('ivan@mail.r')).toBeNull();
    expect(normalizeAccountEmail('iv an@mail.ru')).toBeNull();
  });

  it('parses a login as a phone or an e-mail', () => {
    expect(parseLogin('+7(914) 12 34 567')).toEqual({ kind: 'phone', value: '79141234567' });
    expect(parseLogin('ivan@mail.ru')).toEqual({ kind: 'email', value: 'ivan@mail.ru' });
    expect(parseLogin('ivan')).toBeNull();
  });

  it('gives the login field its kind by the first character', () => {
    expect(loginFieldKind('')).toBe('neutral');
    expect(loginFieldKind('+7 (')).toBe('neutral');
    expect(loginFieldKind('9')).toBe('phone');
    expect(loginFieldKind('+')).toBe('phone');
    expect(loginFieldKind('i')).toBe('email');
    expect(loginFieldKind('ж')).toBe('email');
  });
});

describe('passwords', () => {
  it('needs six characters, then the same repeat', () => {
    expect(passwordError('12345', '12345')).toBe('passwordTooShort');
    expect(passwordError('123456', '123457')).toBe('passwordsNotMatch');
    expect(passwordError('123456', '123456')).toBeNull();
  });
});

describe('account contacts (SPEC §5 "Account")', () => {
  it('wants one contact at least, and says only that when both are empty', () => {
    expect(accountContactErrors('', '')).toEqual({ contacts: accountMessages.contactRequired });
    expect(accountContactErrors('+7 (', '  ')).toEqual({
      contacts: 'Должны быть указаны телефон или почта',
    });
  });

  it('lets one contact be emptied while the other is given', () => {
    expect(accountContactErrors('', 'ivan@mail.ru')).toEqual({});
    expect(accountContactErrors('+7 (914) 12 34 567', '')).toEqual({});
    expect(accountContactErrors('+7 (914) 12 34 567', 'гость@пример.рф')).toEqual({});
  });

  it('calls a contact that is given but wrong incorrect', () => {
    expect(accountContactErrors('+7 (914) 12', 'ivan@mail.ru')).toEqual({
      phone: 'Некорректный телефон',
    });
    expect(accountContactErrors('', 'ivan@mail')).toEqual({ email: 'Некорректный email' });
  });
});

describe('the code window', () => {
  it('is the spec’s 60 seconds in the prompt, and the letter says the same time', () => {
    expect(CODE_ENTRY_SECONDS).toBe(60);
    expect(accountMessages.codePrompt).toBe(
      'Код подтверждения отправлен. Пожалуйста, введите его в течение 60 секунд.',
    );
    expect(codeMessage('123456')).toBe(
      'Код подтверждения: 123456. Введите его в течение 60 секунд. Никому не сообщайте код.',
    );
  });
});

describe('statistics words', () => {
  it.each([
    [1, '1 заказ оформлен', '1 блюдо заказано'],
    [2, '2 заказа оформлено', '2 блюда заказано'],
    [4, '4 заказа оформлено', '4 блюда заказано'],
    [5, '5 заказов оформлено', '5 блюд заказано'],
    [11, '11 заказов оформлено', '11 блюд заказано'],
    [21, '21 заказ оформлен', '21 блюдо заказано'],
    [22, '22 заказа оформлено', '22 блюда заказано'],
    [111, '111 заказов оформлено', '111 блюд заказано'],
    [0, '0 заказов оформлено', '0 блюд заказано'],
  ])('%i: %s, %s', (count, orders, dishes) => {
    const o = statsPhrase('orders', count);
    const d = statsPhrase('dishes', count);
    expect(`${o.value} ${o.verb}`).toBe(orders);
    expect(`${d.value} ${d.verb}`).toBe(dishes);
  });
});

describe('answers (API.md "Account")', () => {
  /** What the server's serializer sends for an answer: encoded by the schema, then JSON. */
  const wire = (schema: z.ZodMiniType, value: unknown) => JSON.stringify(z.encode(schema, value));
  const item = {
    id: 7,
    name: 'Ролл',
    count: 2,
    price: 310.5,
    summa: 621,
    gramm: false,
    guid: '1f0e9c6a-0000-4000-8000-000000000001',
    special: false,
  };

  it('keeps every field and its order, so the bytes on the wire are as API.md shows them', () => {
    const answers: [z.ZodMiniType, unknown][] = [
      [changePasswordResponseSchema, { success: true, accessToken: 't' }],
      [
        userInfoResponseSchema,
        {
          info: {
            userName: 'А',
            userLastName: 'Б',
            phone: '',
            email: 'a@b.ru',
            birthday: '1990-03-05',
          },
        },
      ],
      [
        userOrdersInfoResponseSchema,
        { info: { amountSpent: 1234.5, ordersCount: 2, dishesOrdered: 5 } },
      ],
      [orderHistoryInfoResponseSchema, { info: [item] }],
      [
        ordersHistoryResponseSchema,
        {
          info: [
            {
              id: 3,
              date: '2026-11-21T03:05:00.000Z',
              address: {
                street: { name: 'Пограничная', city: 'Владивосток' },
                house: '14',
                flat: '5',
              },
              items: [item],
              deliveryFee: 200,
              sum: 821,
              status: 'cooking',
            },
            {
              id: 2,
              date: '2026-11-20T03:05:00.000Z',
              address: null,
              items: [],
              deliveryFee: 0,
              sum: 0,
              status: 'cancelled',
            },
          ],
        },
      ],
      [
        deliverySettingsResponseSchema,
        {
          info: {
            deliveryMethod: 'delivery',
            paymentMethod: 'card',
            street: 'Светланская',
            house: '1',
            entrance: '',
            floor: '',
            flat: '',
            comment: '',
            cartNumber: '',
            cartExpire: '',
            cartCVV: '',
            deliveryId: 1,
          },
        },
      ],
    ];
    for (const [schema, answer] of answers)
      expect(wire(schema, answer)).toBe(JSON.stringify(answer));
  });

  it('leaves out what an answer does not name, and refuses a wrong value', () => {
    const user = { userName: '', userLastName: '', phone: '', email: 'a@b.ru', birthday: '' };
    expect(wire(userInfoResponseSchema, { info: { ...user, passwordHash: 'x', id: 1 } })).toBe(
      JSON.stringify({ info: user }),
    );
    expect(() => wire(ordersHistoryResponseSchema, { info: [{ status: 'lost' }] })).toThrow();
    expect(() =>
      wire(deliverySettingsResponseSchema, { info: { cartNumber: '4111111111111111' } }),
    ).toThrow();
  });
});

describe('the birthday', () => {
  const today = '2026-11-29';

  it('takes a real date up to today and back to 120 years before it', () => {
    for (const date of ['1990-03-05', '2026-11-29', '1906-11-29', '2004-02-29']) {
      expect(birthdayError(date, today), date).toBeUndefined();
    }
  });

  it('refuses what is not a whole calendar date', () => {
    for (const date of ['', '05.03.1990', '1990-3-5', '1990-02-30', '2023-02-29', '0090-01-01']) {
      expect(birthdayError(date, today), date).toBe(birthdayMessages.format);
    }
  });

  it('refuses a date after today and one over 120 years back', () => {
    expect(birthdayError('2026-11-30', today)).toBe(birthdayMessages.future);
    expect(birthdayError('1906-11-28', today)).toBe(birthdayMessages.tooOld);
  });

  it('is optional in the profile’s save, checked against the venue’s today, said in Russian', () => {
    const profile = { userName: '', userLastName: '', phone: '', email: 'a@b.ru' };
    expect(updateUserInfoSchema.safeParse(profile).success).toBe(true);
    expect(updateUserInfoSchema.safeParse({ ...profile, birthday: '1990-03-05' }).success).toBe(
      true,
    );
    const future = updateUserInfoSchema.safeParse({ ...profile, birthday: '2999-01-01' });
    expect(future.error?.issues).toEqual([
      expect.objectContaining({ path: ['birthday'], message: birthdayMessages.future }),
    ]);
  });

  it('is shown day first', () => {
    expect(birthdayText('1990-03-05')).toBe('05.03.1990');
    expect(birthdayText('')).toBe('');
  });
});
