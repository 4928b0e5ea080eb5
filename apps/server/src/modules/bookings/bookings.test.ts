import { bookingHoursMessage, bookingMessages as m } from '@storefront/contract/booking';
import { errorResponseSchema } from '@storefront/contract/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outboxEvents } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ip = 1;
/** BOOKINGS_PER_ADDRESS here (10 by default). */
const PER_ADDRESS = 4;

beforeAll(async () => {
  t = await createTestApp(
    {
      VENUE_EMAILS: '1=pub@venues.test,2=sibumi@venues.test,3=bistro@venues.test',
      BOOKINGS_PER_ADDRESS: String(PER_ADDRESS),
    },
    { now: () => vladivostok('2026-11-21T13:05') },
  );
});
afterAll(() => t.close());

const valid = {
  name: 'Иван',
  surname: 'Петров',
  email: 'ivan@example.ru',
  phone: '+7(914) 12 34 567',
  time: '12/12/2026 В 19.30',
  place: 1,
  guests: 4,
};

/** Each call from its own address unless told, so the per-address limit stays out of the way. */
function book(
  dataToSend: unknown,
  options: { token?: string; from?: string; body?: unknown; key?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/booking',
    payload: (options.body ?? { dataToSend }) as object,
    remoteAddress: options.from ?? `10.1.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
  });
}

async function stored(id: number) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`booking ${id} not stored`);
  return row;
}

describe('POST /api/booking', () => {
  it('stores the booking with its guests, answers 201 { success, id } and queues both letters', async () => {
    await t.app.outbox.runOnce(); // nothing of others' left over
    const response = await book(valid);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({ success: true, id: expect.any(Number) });
    expect(response.headers['cache-control']).toBe('no-store');

    const row = await stored(answer.id);
    expect(row).toMatchObject({
      place: 1,
      userId: null,
      name: 'Иван',
      surname: 'Петров',
      email: 'ivan@example.ru',
      phone: '+79141234567',
      guests: 4,
    });
    // 19:30 in Vladivostok is 09:30 UTC.
    expect(row.bookedFor.toISOString()).toBe('2026-12-12T09:30:00.000Z');

    const events = await t.database.db
      .select({ topic: outboxEvents.topic })
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'bookingId' = ${String(answer.id)}`);
    expect(events.map((e) => e.topic).sort()).toEqual([
      'email.booking-guest',
      'email.booking-venue',
    ]);

    await t.app.outbox.runOnce();
    const letters = t.app.devMailbox.list();
    // Place 1 is Sibumi, menu venue 2.
    const venue = letters.find((l) => l.to === 'sibumi@venues.test');
    expect(venue?.subject).toContain(`Бронирование №${answer.id}`);
    expect(venue?.text).toContain('Иван Петров');
    expect(venue?.text).toContain('+79141234567');
    expect(venue?.text).toContain('ivan@example.ru');
    expect(venue?.text).toContain('ул. Пограничная, 10');
    expect(venue?.text).toMatch(/12 декабря 2026.*19:30/);
    expect(venue?.text).toContain('Гостей: 4');
    const guest = letters.find((l) => l.to === 'ivan@example.ru');
    expect(guest?.text).toContain('Иван, спасибо!');
    expect(guest?.text).toMatch(/12 декабря 2026.*19:30/);
    expect(guest?.text).toContain('Гостей: 4');
    expect(guest?.text).toContain('в течение 15 минут');
    const processed = await t.database.db
      .select({ processedAt: outboxEvents.processedAt })
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'bookingId' = ${String(answer.id)}`);
    expect(processed.every((e) => e.processedAt !== null)).toBe(true);
  });

  it('sends each place to its venue; the phone and the guests may be left out', async () => {
    const expected = { 2: 'pub@venues.test', 3: 'bistro@venues.test', 4: 'bistro@venues.test' };
    for (const [place, to] of Object.entries(expected)) {
      const { phone: _phone, guests: _guests, ...bare } = valid;
      const response = await book({ ...bare, place: Number(place), email: `p${place}@x.ru` });
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json().id as number;
      expect(await stored(id)).toMatchObject({ phone: null, guests: null });
      await t.app.outbox.runOnce();
      const letter = t.app.devMailbox.list().find((l) => l.subject?.includes(`№${id}:`));
      expect(letter?.to).toBe(to);
      expect(letter?.text).toContain('Телефон: не указан');
      expect(letter?.text).toContain('Гостей: не указано');
      const guestLetter = t.app.devMailbox.list().find((l) => l.to === `p${place}@x.ru`);
      expect(guestLetter?.text).not.toContain('Гостей');
    }
    for (const phone of ['', null, '+7(']) {
      const response = await book({ ...valid, phone });
      expect(response.statusCode, response.body).toBe(201);
      expect((await stored(response.json().id)).phone).toBeNull();
    }
  });

  it.each([
    ['name', '', m.nameRequired],
    ['name', 'Ян', m.name],
    ['name', '12345', m.name],
    ['surname', '', m.surnameRequired],
    ['surname', 'Ли', m.surname],
    ['email', '', m.emailRequired],
    ['email', 'ivan@example', m.email],
    ['phone', '+7(914) 12', m.phone],
    ['time', '', m.timeRequired],
    ['time', '24.12.2026 19:30', m.time],
    ['time', '31/02/2027 В 19.30', m.time],
    ['time', '21/11/2026 В 24.00', m.time],
    ['place', 0, m.place],
    ['place', 5, m.place],
    ['guests', 0, m.guests],
    ['guests', 21, m.guests],
    ['guests', 2.5, expect.any(String)],
  ])('refuses %s = %o with 400 validation «%s»', async (field, value, message) => {
    const before = await t.database.db.$count(bookings);
    const response = await book({ ...valid, [field]: value });
    expect(response.statusCode, response.body).toBe(400);
    const error = errorResponseSchema.parse(response.json());
    expect(error.errType).toBe('validation');
    expect(error.message).toBe('Проверьте правильность заполнения полей');
    expect(error.fields).toEqual({ [`dataToSend.${field}`]: message });
    expect(await t.database.db.$count(bookings)).toBe(before);
  });

  // Now is 13:05 on 21 November 2026 in Vladivostok; place 1 (Sibumi) is open 12:00–23:00.
  it.each([
    ['a past minute today', '21/11/2026 В 13.05', 1, m.timePast],
    ['yesterday', '20/11/2026 В 19.30', 1, m.timePast],
    ['31 days ahead', '22/12/2026 В 19.30', 1, m.timeTooFar],
    ['a year ahead', '21/11/2027 В 19.30', 1, m.timeTooFar],
    ['before opening', '22/11/2026 В 11.30', 1, bookingHoursMessage(1)],
    ['within the last hour', '22/11/2026 В 22.30', 1, bookingHoursMessage(1)],
    ['after closing', '22/11/2026 В 23.30', 2, bookingHoursMessage(2)],
    ['before the pastry branch opens', '22/11/2026 В 08.30', 4, bookingHoursMessage(4)],
    ['after the pastry branch’s last booking', '22/11/2026 В 20.15', 4, bookingHoursMessage(4)],
  ])(
    'refuses %s (%s at place %i) with 400 and the rule’s own message',
    async (_what, time, place, message) => {
      const before = await t.database.db.$count(bookings);
      const response = await book({ ...valid, time, place });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        errType: 'validation',
        message,
        fields: { 'dataToSend.time': message },
      });
      expect(await t.database.db.$count(bookings)).toBe(before);
    },
  );

  it('takes the first and the last bookable times, today and 30 days ahead', async () => {
    for (const [time, place] of [
      ['21/11/2026 В 13.06', 1],
      ['21/12/2026 В 22.00', 1],
      ['22/11/2026 В 08.00', 3],
      ['22/11/2026 В 21.00', 3],
      ['22/11/2026 В 09.00', 4],
      ['22/11/2026 В 20.00', 4],
    ] as const) {
      const response = await book({ ...valid, time, place });
      expect(response.statusCode, `${time} at ${place}: ${response.body}`).toBe(201);
    }
  });

  it('refuses wrong shapes: no wrapper, unknown fields, wrong types, missing fields', async () => {
    const { time: _time, ...noTime } = valid;
    for (const body of [
      valid,
      { dataToSend: { ...valid, table: 5 } },
      { dataToSend: valid, extra: true },
      { dataToSend: { ...valid, place: '1' } },
      { dataToSend: noTime },
    ]) {
      const response = await book(undefined, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errType).toBe('validation');
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { 'content-type': 'application/json' },
      payload: '{"dataToSend":',
      remoteAddress: '10.9.9.9',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errType).toBe('invalidJson');
  });

  it('links a logged-in guest’s booking to the account; a stale token books anonymously', async () => {
    const login = 'booker@example.ru';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/myAccount/sendRegistrationCode',
      payload: { login, password: 'secret1', repeatPassword: 'secret1' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const letter = t.app.devMailbox.list().find((entry) => entry.to === login);
    const code = /\b(\d{6})\b/.exec(letter?.text ?? '')?.[1];
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/myAccount/finishRegistration',
      payload: { code, login },
    });
    expect(done.statusCode, done.body).toBe(200);
    const token = done.json().accessToken as string;

    const linked = await book({ ...valid, email: login }, { token });
    expect(linked.statusCode, linked.body).toBe(201);
    const row = await stored(linked.json().id);
    expect(row.userId).toEqual(expect.any(Number));
    expect(row.userId).not.toBeNull();

    const stale = await book(valid, { token: 'x'.repeat(43) });
    expect(stale.statusCode).toBe(201);
    expect((await stored(stale.json().id)).userId).toBeNull();
  });

  it(`limits one address to BOOKINGS_PER_ADDRESS (${PER_ADDRESS}) calls in 10 minutes`, async () => {
    const from = '10.200.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS; i++) {
      statuses.push((await book({ ...valid, name: '' }, { from })).statusCode);
    }
    // Refused bookings count too: a bot probing the rules is still a bot.
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await book(valid, { from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errType).toBe('tooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await book(valid)).statusCode).toBe(201);
  });
});

describe('a resent booking (Idempotency-Key)', () => {
  const lettersFor = async (id: number) =>
    t.database.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload} ->> 'bookingId' = ${String(id)}`);

  it('gets the first booking back, with its letters queued once', async () => {
    const first = await book(valid, { key: 'booking-key-0001' });
    const again = await book(valid, { key: 'booking-key-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await lettersFor(first.json().id)).toHaveLength(2);
    const other = await book(valid, { key: 'booking-key-0002' });
    expect(other.json().id).not.toBe(first.json().id);
  });

  it('makes one booking of identical requests sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => book(valid, { key: 'booking-key-concurrent' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json().id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.idempotencyKey, 'booking-key-concurrent'));
    expect(rows).toHaveLength(1);
    expect(await lettersFor(rows[0]?.id ?? 0)).toHaveLength(2);
  });

  it('refuses a malformed key', async () => {
    const response = await book(valid, { key: 'no spaces allowed' });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).errType).toBe('validation');
  });
});
