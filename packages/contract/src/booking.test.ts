import { describe, expect, it } from 'vitest';
import {
  bookingEmailField,
  bookingFormSchema,
  bookingNameField,
  bookingPhoneField,
  bookingPlaceField,
  bookingRequestSchema,
  bookingSurnameField,
  bookingTimeError,
  bookingTimeField,
  bookingMessages as m,
  parseBookingTime,
  toImaskPattern,
} from './booking';

/** 13:05 on 21 November 2026 in Vladivostok (UTC+10). */
const NOW = new Date('2026-11-21T03:05:00Z');
const now = () => NOW;

function errorOf(
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? 'error');
}

const valid = {
  name: 'Иван',
  surname: 'Петров',
  email: 'ivan@example.ru',
  phone: '+7(914) 12 34 567',
  time: '24/12/2026 В 19.30',
  place: 1,
};

describe('booking fields', () => {
  it('name: empty is «имя не указано», two letters or fewer «некорректное имя»', () => {
    expect(errorOf(bookingNameField, '')).toBe(m.nameRequired);
    expect(errorOf(bookingNameField, '   ')).toBe(m.nameRequired);
    expect(errorOf(bookingNameField, 'И')).toBe(m.name);
    expect(errorOf(bookingNameField, 'Ян')).toBe(m.name);
    expect(errorOf(bookingNameField, ' Ян ')).toBe(m.name);
    expect(errorOf(bookingNameField, '123')).toBe(m.name);
    expect(errorOf(bookingNameField, 'Я'.repeat(51))).toBe(m.name);
    expect(errorOf(bookingNameField, 'Ира')).toBeNull();
    expect(errorOf(bookingNameField, 'Анна-Мария')).toBeNull();
    expect(errorOf(bookingNameField, 'John')).toBeNull();
  });

  it('surname: «фамилия не указана», then «некорректная фамилия»', () => {
    expect(errorOf(bookingSurnameField, '')).toBe(m.surnameRequired);
    expect(errorOf(bookingSurnameField, 'Ли')).toBe(m.surname);
    expect(errorOf(bookingSurnameField, 'Петров<script>')).toBe(m.surname);
    expect(errorOf(bookingSurnameField, 'Петров')).toBeNull();
    expect(errorOf(bookingSurnameField, 'д’Артаньян')).toBeNull();
  });

  it('e-mail: «почта не указана», then a standard pattern or «некорректная почта»', () => {
    expect(errorOf(bookingEmailField, '')).toBe(m.emailRequired);
    expect(errorOf(bookingEmailField, 'ivan')).toBe(m.email);
    expect(errorOf(bookingEmailField, 'ivan@example')).toBe(m.email);
    expect(errorOf(bookingEmailField, 'ivan@example.r')).toBe(m.email);
    expect(errorOf(bookingEmailField, 'ivan petrov@example.ru')).toBe(m.email);
    expect(errorOf(bookingEmailField, 'ivan.petrov+table@example.ru')).toBeNull();
    expect(errorOf(bookingEmailField, 'иван@почта.рф')).toBeNull();
  });

  it('phone: optional, else a whole number in the mask +7(999) 99 99 999', () => {
    expect(errorOf(bookingPhoneField, '')).toBeNull();
    expect(errorOf(bookingPhoneField, '+7(')).toBeNull();
    expect(errorOf(bookingPhoneField, '+7(914) 12')).toBe(m.phone);
    expect(errorOf(bookingPhoneField, '+7(914) 12 34 567')).toBeNull();
    expect(errorOf(bookingPhoneField, '8 914 123 45 67')).toBeNull();
    expect(toImaskPattern('+7(999) 99 99 999')).toBe('+7(000) 00 00 000');
    expect(toImaskPattern('99/99/9999 В 99.99')).toBe('00/00/0000 В 00.00');
  });

  it('place: a booking place 1 to 4', () => {
    for (const place of [1, 2, 3, 4]) expect(errorOf(bookingPlaceField, place)).toBeNull();
    expect(errorOf(bookingPlaceField, 0)).toBe(m.place);
    expect(errorOf(bookingPlaceField, 5)).toBe(m.place);
    expect(errorOf(bookingPlaceField, 1.5)).not.toBeNull();
    expect(errorOf(bookingPlaceField, '1')).not.toBeNull();
  });
});

describe('booking time', () => {
  it('reads the mask «DD/MM/YYYY В HH.MM» as Vladivostok time', () => {
    expect(parseBookingTime('24/12/2026 В 19.30')?.toISOString()).toBe('2026-12-24T09:30:00.000Z');
    // Just after midnight in Vladivostok is the previous day in UTC.
    expect(parseBookingTime('01/01/2027 В 00.15')?.toISOString()).toBe('2026-12-31T14:15:00.000Z');
    expect(parseBookingTime('29/02/2028 В 12.00')?.toISOString()).toBe('2028-02-29T02:00:00.000Z');
    expect(parseBookingTime('24/12/2026 в 19.30')).not.toBeNull();
  });

  it('refuses what is not the mask or not a real date and time', () => {
    for (const text of [
      '',
      '24/12/2026',
      '24/12/2026 В 19.3',
      '24/12/2026 В 19:30',
      '2026-12-24T19:30',
      '4/12/2026 В 19.30',
      '__/__/____ В __.__',
    ]) {
      expect(parseBookingTime(text), text).toBeNull();
    }
    expect(parseBookingTime('31/02/2027 В 19.30')).toBeNull();
    expect(parseBookingTime('29/02/2027 В 19.30')).toBeNull();
    expect(parseBookingTime('31/04/2027 В 19.30')).toBeNull();
    expect(parseBookingTime('00/01/2027 В 19.30')).toBeNull();
    expect(parseBookingTime('10/13/2027 В 19.30')).toBeNull();
    expect(parseBookingTime('10/00/2027 В 19.30')).toBeNull();
    expect(parseBookingTime('10/01/2027 В 24.00')).toBeNull();
    expect(parseBookingTime('10/01/2027 В 19.60')).toBeNull();
    expect(parseBookingTime('10/01/0027 В 19.30')).toBeNull();
  });

  it('must be a real date in the future, within a year', () => {
    expect(bookingTimeError('', NOW)).toBe(m.timeRequired);
    expect(bookingTimeError('31/02/2027 В 19.30', NOW)).toBe(m.time);
    expect(bookingTimeError('21/11/2026 В 24.00', NOW)).toBe(m.time);
    // 13:05 is now: that minute and earlier are past, the next one is not.
    expect(bookingTimeError('21/11/2026 В 13.05', NOW)).toBe(m.timePast);
    expect(bookingTimeError('21/11/2026 В 09.00', NOW)).toBe(m.timePast);
    expect(bookingTimeError('20/11/2026 В 19.30', NOW)).toBe(m.timePast);
    expect(bookingTimeError('21/11/2026 В 13.06', NOW)).toBeNull();
    expect(bookingTimeError('21/11/2027 В 13.05', NOW)).toBeNull();
    expect(bookingTimeError('21/11/2027 В 13.06', NOW)).toBe(m.timeTooFar);
    expect(errorOf(bookingTimeField(now), '21/11/2026 В 12.00')).toBe(m.timePast);
    expect(errorOf(bookingTimeField(now), '21/11/2026 В 23.00')).toBeNull();
  });

  it('is the same instant whatever the local zone of the machine (UTC arithmetic only)', () => {
    // 03:00 UTC is 13:00 in Vladivostok: 13.00 today is past at 13:05, 14.00 is not.
    const atThreeUtc = new Date('2026-11-21T03:05:00Z');
    expect(bookingTimeError('21/11/2026 В 13.00', atThreeUtc)).toBe(m.timePast);
    expect(bookingTimeError('21/11/2026 В 14.00', atThreeUtc)).toBeNull();
  });
});

describe('booking schemas', () => {
  it('the request is { dataToSend } with every rule, strict', () => {
    const schema = bookingRequestSchema(now);
    expect(schema.safeParse({ dataToSend: valid }).success).toBe(true);
    expect(schema.safeParse({ dataToSend: { ...valid, phone: '' } }).success).toBe(true);
    expect(schema.safeParse({ dataToSend: { ...valid, phone: null } }).success).toBe(true);
    const { phone: _phone, ...noPhone } = valid;
    expect(schema.safeParse({ dataToSend: noPhone }).success).toBe(true);
    expect(schema.safeParse(valid).success).toBe(false);
    expect(schema.safeParse({ dataToSend: { ...valid, extra: 1 } }).success).toBe(false);
    expect(schema.safeParse({ dataToSend: valid, extra: 1 }).success).toBe(false);
    const { time: _time, ...noTime } = valid;
    expect(schema.safeParse({ dataToSend: noTime }).success).toBe(false);

    const result = schema.safeParse({
      dataToSend: { ...valid, name: 'Я', email: '', time: '20/11/2026 В 19.30', place: 7 },
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(fields).toEqual({
      'dataToSend.name': m.name,
      'dataToSend.email': m.emailRequired,
      'dataToSend.time': m.timePast,
      'dataToSend.place': m.place,
    });
  });

  it('the form holds the five fields, each with its own message', () => {
    const result = bookingFormSchema(now).safeParse({
      name: '',
      surname: '',
      phone: '',
      email: '',
      time: '',
    });
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(fields).toEqual({
      name: m.nameRequired,
      surname: m.surnameRequired,
      email: m.emailRequired,
      time: m.timeRequired,
    });
  });
});
