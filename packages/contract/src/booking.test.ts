import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  BOOKING_GUESTS,
  bookingDates,
  bookingEmailField,
  bookingFormSchema,
  bookingGuestsField,
  bookingHours,
  bookingHoursMessage,
  bookingNameField,
  bookingPhoneField,
  bookingPlaceField,
  bookingRequestSchema,
  bookingResponseSchema,
  bookingSurnameField,
  bookingTimeError,
  bookingTimeField,
  bookingTimes,
  bookingTimeTextField,
  joinBookingTime,
  bookingMessages as m,
  parseBookingTime,
  splitBookingTime,
  toImaskPattern,
} from './booking';
import { places } from './venues';

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

  it('must be a real date in the future, today to 30 days ahead', () => {
    expect(bookingTimeError('', 1, NOW)).toBe(m.timeRequired);
    expect(bookingTimeError('31/02/2027 В 19.30', 1, NOW)).toBe(m.time);
    expect(bookingTimeError('21/11/2026 В 24.00', 1, NOW)).toBe(m.time);
    // 13:05 is now: that minute and earlier are past, the next one is not.
    expect(bookingTimeError('21/11/2026 В 13.05', 1, NOW)).toBe(m.timePast);
    expect(bookingTimeError('21/11/2026 В 09.00', 1, NOW)).toBe(m.timePast);
    expect(bookingTimeError('20/11/2026 В 19.30', 1, NOW)).toBe(m.timePast);
    expect(bookingTimeError('21/11/2026 В 13.06', 1, NOW)).toBeNull();
    // 30 days after 21 November is 21 December: all of that day, not a minute of the next.
    expect(bookingTimeError('21/12/2026 В 22.00', 1, NOW)).toBeNull();
    expect(bookingTimeError('22/12/2026 В 12.00', 1, NOW)).toBe(m.timeTooFar);
    expect(bookingTimeError('21/11/2027 В 13.06', 1, NOW)).toBe(m.timeTooFar);
    expect(errorOf(bookingTimeField(1, now), '21/11/2026 В 12.00')).toBe(m.timePast);
    expect(errorOf(bookingTimeField(1, now), '21/11/2026 В 22.00')).toBeNull();
  });

  it('counts the 30 days by Vladivostok dates, whatever the UTC date', () => {
    // 23:30 on 21 November in Vladivostok is still 21 November's 13:30 in UTC.
    const lateEvening = new Date('2026-11-21T13:30:00Z');
    expect(bookingTimeError('21/12/2026 В 20.00', 3, lateEvening)).toBeNull();
    expect(bookingTimeError('22/12/2026 В 08.00', 3, lateEvening)).toBe(m.timeTooFar);
    // Just after midnight in Vladivostok it is the 22nd: the 22nd of December opens.
    const afterMidnight = new Date('2026-11-21T14:30:00Z');
    expect(bookingTimeError('22/12/2026 В 08.00', 3, afterMidnight)).toBeNull();
  });

  it('is the same instant whatever the local zone of the machine (UTC arithmetic only)', () => {
    // 03:00 UTC is 13:00 in Vladivostok: 13.00 today is past at 13:05, 14.00 is not.
    const atThreeUtc = new Date('2026-11-21T03:05:00Z');
    expect(bookingTimeError('21/11/2026 В 13.00', 1, atThreeUtc)).toBe(m.timePast);
    expect(bookingTimeError('21/11/2026 В 14.00', 1, atThreeUtc)).toBeNull();
  });
});

describe('booking hours (SPEC §3 venues)', () => {
  it('are read from the places: open, close and the last booking an hour before closing', () => {
    expect(bookingHours(1)).toEqual({ open: 12 * 60, close: 23 * 60, last: 22 * 60 });
    expect(bookingHours(2)).toEqual({ open: 12 * 60, close: 23 * 60, last: 22 * 60 });
    expect(bookingHours(3)).toEqual({ open: 8 * 60, close: 22 * 60, last: 21 * 60 });
    expect(bookingHours(4)).toEqual({ open: 9 * 60, close: 21 * 60, last: 20 * 60 });
    for (const place of places) expect(() => bookingHours(place.id)).not.toThrow();
  });

  it('refuse a time outside the place’s hours with the place’s own message', () => {
    const tomorrow = (time: string) => `22/11/2026 В ${time}`;
    const sibumi = bookingHoursMessage(1);
    expect(sibumi).toBe(
      'Sibumi работает с 12:00 до 23:00: столик можно забронировать на время с 12:00 до 22:00',
    );
    expect(bookingTimeError(tomorrow('11.59'), 1, NOW)).toBe(sibumi);
    expect(bookingTimeError(tomorrow('12.00'), 1, NOW)).toBeNull();
    expect(bookingTimeError(tomorrow('21.45'), 1, NOW)).toBeNull();
    expect(bookingTimeError(tomorrow('22.00'), 1, NOW)).toBeNull();
    expect(bookingTimeError(tomorrow('22.01'), 1, NOW)).toBe(sibumi);
    expect(bookingTimeError(tomorrow('23.30'), 1, NOW)).toBe(sibumi);
    // The pastry shop opens at 8, its branch at 9 and closes at 21.
    expect(bookingTimeError(tomorrow('08.00'), 3, NOW)).toBeNull();
    expect(bookingTimeError(tomorrow('08.00'), 4, NOW)).toBe(bookingHoursMessage(4));
    expect(bookingTimeError(tomorrow('20.00'), 4, NOW)).toBeNull();
    expect(bookingTimeError(tomorrow('20.30'), 4, NOW)).toBe(bookingHoursMessage(4));
    expect(bookingHoursMessage(4)).toBe(
      'Кондитерская на Светланской работает с 09:00 до 21:00: столик можно забронировать на время с 09:00 до 20:00',
    );
  });
});

describe('booking pickers', () => {
  it('offer the place’s times every 30 minutes, only future ones today', () => {
    const sibumiDay = bookingTimes(1, null, NOW);
    expect(sibumiDay[0]).toBe('12.00');
    expect(sibumiDay.at(-1)).toBe('22.00');
    expect(sibumiDay).toHaveLength(21);
    expect(bookingTimes(4, '22/11/2026', NOW)).toEqual(
      Array.from({ length: 23 }, (_, i) => {
        const minutes = 9 * 60 + i * 30;
        return `${String(Math.floor(minutes / 60)).padStart(2, '0')}.${minutes % 60 ? '30' : '00'}`;
      }),
    );
    // At 13:05 today, 13:30 is the first time left.
    expect(bookingTimes(1, '21/11/2026', NOW)[0]).toBe('13.30');
    expect(bookingTimes(1, '22/12/2026', NOW)).toEqual([]);
    // Every offered time passes the rule.
    for (const time of bookingTimes(2, '21/11/2026', NOW)) {
      expect(bookingTimeError(joinBookingTime('21/11/2026', time), 2, NOW)).toBeNull();
    }
  });

  it('offer the dates from today to 30 days ahead; today only while a time is left', () => {
    const dates = bookingDates(1, NOW);
    expect(dates).toHaveLength(31);
    expect(dates[0]).toEqual({ value: '21/11/2026', daysAhead: 0 });
    expect(dates[1]).toEqual({ value: '22/11/2026', daysAhead: 1 });
    expect(dates.at(-1)).toEqual({ value: '21/12/2026', daysAhead: 30 });
    // 21:30 in Vladivostok: the branch takes its last booking at 20:00, so today is gone.
    const evening = new Date('2026-11-21T11:30:00Z');
    expect(bookingDates(4, evening)[0]).toEqual({ value: '22/11/2026', daysAhead: 1 });
    expect(bookingDates(4, evening)).toHaveLength(30);
    expect(bookingDates(1, evening)[0]?.value).toBe('21/11/2026');
    // Every offered date has times to offer.
    for (const date of bookingDates(4, evening)) {
      expect(bookingTimes(4, date.value, evening).length).toBeGreaterThan(0);
    }
  });

  it('fill the mask’s text, and read it back', () => {
    expect(joinBookingTime('24/12/2026', '19.30')).toBe('24/12/2026 В 19.30');
    expect(splitBookingTime('24/12/2026 В 19.30')).toEqual({ date: '24/12/2026', time: '19.30' });
    expect(splitBookingTime('24/12/2026')).toEqual({ date: '24/12/2026', time: null });
    expect(splitBookingTime('24/12/2026 В 19.3')).toEqual({ date: '24/12/2026', time: null });
    expect(splitBookingTime('24/12/20')).toEqual({ date: null, time: null });
    expect(splitBookingTime('')).toEqual({ date: null, time: null });
  });
});

describe('booking guests', () => {
  it('are a whole number from 1 to 20', () => {
    expect(BOOKING_GUESTS).toEqual({ min: 1, max: 20, default: 2 });
    for (const guests of [1, 2, 20]) expect(errorOf(bookingGuestsField, guests)).toBeNull();
    expect(errorOf(bookingGuestsField, 0)).toBe(m.guests);
    expect(errorOf(bookingGuestsField, 21)).toBe(m.guests);
    expect(errorOf(bookingGuestsField, 2.5)).not.toBeNull();
    expect(errorOf(bookingGuestsField, '2')).not.toBeNull();
  });
});

describe('booking schemas', () => {
  it('the request is { dataToSend } with the fields’ rules, strict; guests optional', () => {
    const schema = bookingRequestSchema;
    expect(schema.safeParse({ dataToSend: valid }).success).toBe(true);
    expect(schema.safeParse({ dataToSend: { ...valid, guests: 4 } }).success).toBe(true);
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
      dataToSend: {
        ...valid,
        name: 'Я',
        email: '',
        time: '31/02/2027 В 19.30',
        place: 7,
        guests: 21,
      },
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(fields).toEqual({
      'dataToSend.name': m.name,
      'dataToSend.email': m.emailRequired,
      'dataToSend.time': m.time,
      'dataToSend.place': m.place,
      'dataToSend.guests': m.guests,
    });
  });

  it('the request’s time is checked for its form only: the hours and dates need the place', () => {
    expect(errorOf(bookingTimeTextField, '')).toBe(m.timeRequired);
    expect(errorOf(bookingTimeTextField, '24.12.2026 19:30')).toBe(m.time);
    expect(errorOf(bookingTimeTextField, '20/11/2026 В 19.30')).toBeNull();
  });

  it('the form holds the six fields, each with its own message, the time for its place', () => {
    const result = bookingFormSchema(1, now).safeParse({
      name: '',
      surname: '',
      phone: '',
      email: '',
      guests: 0,
      time: '',
    });
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(fields).toEqual({
      name: m.nameRequired,
      surname: m.surnameRequired,
      email: m.emailRequired,
      guests: m.guests,
      time: m.timeRequired,
    });
    const { place: _place, ...form } = { ...valid, guests: 2, time: '12/12/2026 В 19.30' };
    expect(bookingFormSchema(1, now).safeParse(form).success).toBe(true);
    const late = bookingFormSchema(1, now).safeParse({ ...form, time: '22/11/2026 В 23.00' });
    expect(late.error?.issues[0]?.message).toBe(bookingHoursMessage(1));
    // Too far for the form, though the request's own schema takes its form.
    expect(bookingFormSchema(1, now).safeParse({ ...form, time: valid.time }).success).toBe(false);
  });
});

describe('the answer (API.md "Booking")', () => {
  it('is `{"success":true,"id":17}` on the wire, whatever else the server had at hand', () => {
    // as the serializer has it: whatever the handler gave, encoded by the schema
    const schema: z.ZodMiniType = bookingResponseSchema;
    const wire = (value: unknown) => JSON.stringify(z.encode(schema, value));
    expect(wire({ success: true, id: 17 })).toBe('{"success":true,"id":17}');
    expect(wire({ id: 17, success: true, userId: 3 })).toBe('{"success":true,"id":17}');
    expect(() => wire({ success: true, id: '17' })).toThrow();
  });
});

describe('booking hours per weekday (issue 14 item 6)', () => {
  // 21/11/2026 is a Saturday: Sibumi closed on Sundays, open till midnight on Saturdays.
  const weekday = { opens: '12:00', closes: '23:00' };
  const week = [
    weekday,
    weekday,
    weekday,
    weekday,
    weekday,
    { opens: '14:00', closes: '24:00' },
    null,
  ];

  it('use the hours of the chosen date’s weekday', () => {
    expect(bookingHours(1, week, 6)).toEqual({ open: 14 * 60, close: 24 * 60, last: 23 * 60 });
    expect(bookingHours(1, week, 7)).toBeNull();
    // Before a date is picked: the widest span of the week.
    expect(bookingHours(1, week)).toEqual({ open: 12 * 60, close: 24 * 60, last: 23 * 60 });
    expect(bookingTimeError('21/11/2026 В 23.00', 1, NOW, week)).toBeNull();
    expect(bookingTimeError('21/11/2026 В 13.30', 1, NOW, week)).toBe(
      'Sibumi в субботу работает с 14:00 до 24:00: столик можно забронировать на время с 14:00 до 23:00',
    );
    expect(bookingTimeError('23/11/2026 В 22.30', 1, NOW, week)).toBe(
      bookingHoursMessage(1, week, 1),
    );
    expect(bookingTimeError('23/11/2026 В 22.00', 1, NOW, week)).toBeNull();
  });

  it('offer no times on a closed day, and say so', () => {
    expect(bookingTimeError('22/11/2026 В 14.00', 1, NOW, week)).toBe(
      'Sibumi не работает в воскресенье: выберите другой день',
    );
    expect(bookingTimes(1, '22/11/2026', NOW, week)).toEqual([]);
    expect(bookingTimes(1, '21/11/2026', NOW, week)[0]).toBe('14.00');
    expect(bookingTimes(1, '21/11/2026', NOW, week).at(-1)).toBe('23.00');
    const dates = bookingDates(1, NOW, week).map((date) => date.value);
    expect(dates).not.toContain('22/11/2026');
    expect(dates).toContain('23/11/2026');
    // Five Sundays from 21/11 to 21/12.
    expect(dates).toHaveLength(31 - 5);
    expect(errorOf(bookingTimeField(1, now, week), '22/11/2026 В 14.00')).toBe(
      bookingHoursMessage(1, week, 7),
    );
  });

  it('describe the week when its days differ and no date is chosen', () => {
    expect(bookingHoursMessage(1, week)).toBe(
      'Sibumi работает: Пн–Пт: 12:00–23:00, Сб: 14:00–24:00, Вс: выходной; столик можно забронировать не позже чем за 60 минут до закрытия',
    );
    // Every day alike: the message it always had.
    expect(bookingHoursMessage(1, Array(7).fill(weekday), 3)).toBe(bookingHoursMessage(1));
  });
});
