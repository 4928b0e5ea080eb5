/**
 * Bookings in the back office (issue 14 item 3): a venue's staff see and answer their places'
 * bookings, the guest gets the answer by letter and SMS, and a place's capacity per half hour
 * refuses a full one with the nearest free time — also when two guests race for the last table
 * (on PostgreSQL, TEST_DATABASE_URL, they really run at once).
 */
import type { AddressInfo } from 'node:net';
import type { StaffRole } from '@storefront/contract/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { STREAM_RECHECK_MS } from '../../lib/live-streams';
import { createTestApp, vladivostok } from '../../testing/app';
import { openEventStream } from '../../testing/event-stream';
import { signedInStaff, streamTicket } from '../../testing/staff';

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
let ip = 1;

async function member(login: string, role: StaffRole, venues: number[]) {
  tokens[login] = (await signedInStaff(t, { login, role, venues })).token;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => vladivostok('2026-11-21T13:05') });
  // Place 1 (Sibumi) is venue 2's.
  await member('sibumi-manager', 'manager', [2]);
  await member('sibumi-operator', 'operator', [2]);
  await member('pub-operator', 'operator', [1]);
});
afterAll(() => t.close());

function book(time: string, extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/booking',
    remoteAddress: `10.2.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    payload: {
      dataToSend: {
        name: 'Иван',
        surname: 'Петров',
        email: 'ivan@example.ru',
        phone: '+7(914) 12 34 567',
        time,
        place: 1,
        guests: 4,
        ...extra,
      },
    },
  });
}

const as = (login: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    ...(payload ? { payload } : {}),
  });

describe('a venue’s bookings', () => {
  it('are listed by day for its staff only, and answered once, the guest told', async () => {
    const booked = await book('10/12/2026 В 19.30');
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id;

    const day = await as('sibumi-operator', 'GET', '/bookings?date=2026-12-10');
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().bookings).toEqual([
      expect.objectContaining({
        id,
        place: 1,
        placeName: 'Sibumi',
        time: '19:30',
        guests: 4,
        status: 'requested',
        phone: '+79141234567',
      }),
    ]);
    // Another venue's operator: not their place.
    expect((await as('pub-operator', 'GET', '/bookings?date=2026-12-10&place=1')).statusCode).toBe(
      403,
    );
    expect((await as('pub-operator', 'GET', '/bookings?date=2026-12-10')).json().bookings).toEqual(
      [],
    );
    expect((await as('pub-operator', 'POST', `/bookings/${id}/confirm`, {})).statusCode).toBe(403);

    await t.app.outbox.runOnce();
    const confirmed = await as('sibumi-operator', 'POST', `/bookings/${id}/confirm`, {});
    expect(confirmed.json().status).toBe('confirmed');
    const again = await as('sibumi-operator', 'POST', `/bookings/${id}/confirm`, {});
    expect(again.statusCode).toBe(409);
    await t.app.outbox.runOnce();
    const told = t.app.devMailbox
      .list()
      .filter(
        (entry) =>
          entry.to === 'ivan@example.ru' && entry.subject === 'Столик забронирован: Sibumi',
      );
    expect(told).toHaveLength(1);
    expect(
      t.app.devMailbox
        .list()
        .some(
          (entry) =>
            entry.to === '79141234567' && entry.text.includes('Столик в Sibumi забронирован'),
        ),
    ).toBe(true);

    expect((await as('sibumi-operator', 'POST', `/bookings/${id}/seated`, {})).json().status).toBe(
      'seated',
    );
    expect((await as('sibumi-operator', 'POST', `/bookings/${id}/decline`, {})).statusCode).toBe(
      409,
    );
  });

  it('declined with a reason the guest reads', async () => {
    const booked = await book('11/12/2026 В 20.00');
    const id = booked.json().id;
    const declined = await as('sibumi-manager', 'POST', `/bookings/${id}/decline`, {
      reason: 'Банкет на весь зал',
    });
    expect(declined.json()).toMatchObject({ status: 'declined', reason: 'Банкет на весь зал' });
    await t.app.outbox.runOnce();
    const letter = t.app.devMailbox
      .list()
      .find((entry) => entry.subject === 'Бронирование не подтверждено: Sibumi');
    expect(letter?.text).toContain('Причина: Банкет на весь зал');
  });
});

describe('a place’s capacity', () => {
  it('is a manager’s to set, and a full half hour is refused with the nearest free one', async () => {
    expect(
      (await as('sibumi-operator', 'PUT', '/places/1/capacity', { perSlot: 1 })).statusCode,
    ).toBe(403);
    const set = await as('sibumi-manager', 'PUT', '/places/1/capacity', { perSlot: 1 });
    expect(set.json()).toEqual({ place: 1, perSlot: 1 });
    expect((await as('sibumi-operator', 'GET', '/places/1/capacity')).json().perSlot).toBe(1);

    expect((await book('14/12/2026 В 19.00')).statusCode).toBe(201);
    // 19:15 is the same half hour.
    const full = await book('14/12/2026 В 19.15');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      errType: 'slotFull',
      message: 'На это время все столы заняты. Ближайшее свободное время — 14/12/2026 В 19.30',
      fields: {
        'dataToSend.time':
          'На это время все столы заняты. Ближайшее свободное время — 14/12/2026 В 19.30',
      },
      // …and as data, in the request's own form: the booking form offers it with one tap.
      nearest: '14/12/2026 В 19.30',
    });
    // Taken as offered, it books.
    expect((await book(full.json().nearest)).statusCode).toBe(201);
    // A declined booking frees its table.
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookedFor, new Date('2026-12-14T09:00:00.000Z')));
    await as('sibumi-manager', 'POST', `/bookings/${row?.id}/decline`, {});
    expect((await book('14/12/2026 В 19.00')).statusCode).toBe(201);

    // Two guests at once for the last table: one gets it.
    const race = await Promise.all([book('15/12/2026 В 18.00'), book('15/12/2026 В 18.10')]);
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);

    await as('sibumi-manager', 'PUT', '/places/1/capacity', { perSlot: null });
    expect((await book('15/12/2026 В 18.00')).statusCode).toBe(201);
  });

  it('names no time when every half hour near is full or outside the hours', async () => {
    await as('sibumi-manager', 'PUT', '/places/1/capacity', { perSlot: 1 });
    // Sibumi books from 12:00: 12:00 to 15:00 taken leaves nothing within three hours of 12:00.
    for (const time of ['12.00', '12.30', '13.00', '13.30', '14.00', '14.30', '15.00']) {
      expect((await book(`16/12/2026 В ${time}`)).statusCode).toBe(201);
    }
    const full = await book('16/12/2026 В 12.10');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      errType: 'slotFull',
      message: 'На это время все столы заняты. Выберите другой день',
      fields: { 'dataToSend.time': 'На это время все столы заняты. Выберите другой день' },
      nearest: null,
    });
    // From 14:45 the search reaches 15:30, the first free half hour.
    const later = await book('16/12/2026 В 14.45');
    expect(later.json().nearest).toBe('16/12/2026 В 15.30');
    await as('sibumi-manager', 'PUT', '/places/1/capacity', { perSlot: null });
  });

  it('is described in the OpenAPI document: the 409 names the nearest time as data', async () => {
    const document = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const conflict = JSON.stringify(document.paths['/api/booking']?.post?.responses['409']);
    expect(conflict).toContain('slotFull');
    expect(conflict).toContain('nearest');
  });
});

describe('the live list of bookings', () => {
  let other: Awaited<ReturnType<typeof createTestApp>>;
  let base = '';
  beforeAll(async () => {
    // A second process on the same database: the booking and the answer are made there.
    other = await createTestApp(
      {},
      { now: () => vladivostok('2026-11-21T13:05'), database: t.database },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => other.close());

  /** The stream of a member's token, read event by event. */
  async function openStream(login: string) {
    const ticket = await streamTicket(t.app, tokens[login] ?? '');
    return openEventStream(`${base}/api/staff/bookings/events?ticket=${ticket}`);
  }

  it('streams each booking made or answered in another process, as the day’s list shows it, to its place’s staff', async () => {
    const sibumi = await openStream('sibumi-operator');
    const pub = await openStream('pub-operator');
    try {
      expect((await sibumi.next()).event).toBe('ready');
      expect((await pub.next()).event).toBe('ready');
      const made = await other.app.inject({
        method: 'POST',
        url: '/api/booking',
        remoteAddress: '10.3.0.1',
        payload: {
          dataToSend: {
            name: 'Мария',
            surname: 'Кузнецова',
            email: 'maria@example.ru',
            time: '17/12/2026 В 20.30',
            place: 1,
            guests: 3,
          },
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json().id;
      const arrived = await sibumi.next();
      expect(arrived.event).toBe('booking');
      const day = (await as('sibumi-operator', 'GET', '/bookings?date=2026-12-17')).json()
        .bookings as unknown[];
      expect(day).toEqual([arrived.data]);
      expect(arrived.data).toMatchObject({ id, time: '20:30', status: 'requested', guests: 3 });

      const confirmed = await other.app.inject({
        method: 'POST',
        url: `/api/staff/bookings/${id}/confirm`,
        headers: { authorization: `Bearer ${tokens['sibumi-manager']}` },
        payload: {},
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const answered = await sibumi.next();
      expect(answered).toEqual({ event: 'booking', data: confirmed.json() });

      // The pub's operator hears of a pub booking, never of Sibumi's.
      const pubBooking = await book('17/12/2026 В 20.30', { place: 2 });
      expect(pubBooking.statusCode).toBe(201);
      expect(await pub.next()).toMatchObject({
        event: 'booking',
        data: { id: pubBooking.json().id, place: 2 },
      });
    } finally {
      sibumi.close();
      pub.close();
    }
  });

  it('ends once the member signs out in another process (issue 31 item 1)', async () => {
    await member('leaving', 'operator', [2]);
    const stream = await openStream('leaving');
    try {
      expect((await stream.next()).event).toBe('ready');
      await other.app.inject({
        method: 'POST',
        url: '/api/staff/logout',
        headers: { authorization: `Bearer ${tokens.leaving}` },
      });
      const started = Date.now();
      await expect(stream.next()).rejects.toThrow('the stream ended');
      expect(Date.now() - started).toBeLessThan(STREAM_RECHECK_MS + 3000);
    } finally {
      stream.close();
    }
  });

  it('needs a staff token', async () => {
    expect((await fetch(`${base}/api/staff/bookings/events?ticket=nope`)).status).toBe(401);
    // The session's own token no longer opens it from the address (decision 079).
    expect(
      (await fetch(`${base}/api/staff/bookings/events?token=${tokens['pub-operator']}`)).status,
    ).toBe(401);
    expect((await fetch(`${base}/api/staff/bookings/events`)).status).toBe(401);
  });
});
