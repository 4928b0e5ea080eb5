/**
 * Opening hours per place and weekday (issue 14 item 6): a manager of the place's venue (or an
 * admin) sets a week; guests' GET /api/opening-hours in every process and the booking rule follow;
 * operators and other venues' managers may not; two managers saving from one copy: one wins,
 * the other gets `conflict` with the week as it is now.
 */
import { bookingHoursMessage } from '@storefront/contract/booking';
import { DELIVERY_HOURS_ID, defaultDeliveryHours } from '@storefront/contract/delivery-time';
import {
  type DayHours,
  defaultOpeningHours,
  openingHoursMessages,
} from '@storefront/contract/opening-hours';
import type { StaffRole } from '@storefront/contract/staff';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { signedInStaff } from '../../testing/staff';

/** A Saturday: 21/11/2026 13:05 in Vladivostok; the 22nd is a Sunday. */
const now = () => vladivostok('2026-11-21T13:05');
let first: Awaited<ReturnType<typeof createTestApp>>;
let second: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

async function member(login: string, role: StaffRole, venues: number[]) {
  tokens[login] = (await signedInStaff(first, { login, role, venues })).token;
}

beforeAll(async () => {
  first = await createTestApp({}, { now });
  second = await createTestApp({}, { now, database: first.database });
  // Sibumi (venue 2) has place 1, the gastropub (venue 1) place 2.
  await member('sibumi-manager', 'manager', [2]);
  await member('sibumi-manager-2', 'manager', [2]);
  await member('pub-manager', 'manager', [1]);
  await member('sibumi-operator', 'operator', [2]);
  await member('admin', 'admin', []);
  await member('admin-2', 'admin', []);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const as = (login: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  first.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    ...(payload ? { payload } : {}),
  });

const noonToEleven: DayHours = { opens: '12:00', closes: '23:00' };
/** Sibumi's new week: Saturdays from 14:00 to midnight, closed on Sundays. */
const newWeek = [
  noonToEleven,
  noonToEleven,
  noonToEleven,
  noonToEleven,
  noonToEleven,
  { opens: '14:00', closes: '24:00' },
  null,
];

async function publicWeek(app: typeof first, placeId: number) {
  const answer = await app.app.inject('/api/opening-hours');
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { places: { placeId: number; days: unknown[] }[] }).places.find(
    (place) => place.placeId === placeId,
  )?.days;
}

let ip = 1;
function book(time: string, place = 1) {
  return first.app.inject({
    method: 'POST',
    url: '/api/booking',
    remoteAddress: `10.9.0.${ip++}`,
    payload: {
      dataToSend: {
        name: 'Иван',
        surname: 'Петров',
        email: 'ivan@example.ru',
        time,
        place,
        guests: 2,
      },
    },
  });
}

describe('opening hours', () => {
  it('are the defaults of venues.ts until staff edit them, public and cached', async () => {
    const answer = await first.app.inject('/api/opening-hours');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers.etag).toBeTruthy();
    expect(answer.headers['cache-control']).toMatch(/^public/);
    expect(answer.json()).toEqual({
      places: [1, 2, 3, 4].map((placeId) => ({
        placeId,
        days: defaultOpeningHours[placeId as 1 | 2 | 3 | 4],
      })),
      delivery: defaultDeliveryHours,
    });
    const again = await first.app.inject({
      url: '/api/opening-hours',
      headers: { 'if-none-match': String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('list the places of the member’s venues with their versions, and the delivery week to an admin', async () => {
    const mine = await as('sibumi-manager', 'GET', '/opening-hours');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toEqual({
      // the courier's week is the group's: not a venue manager's (issue 31 item 2)
      places: [{ placeId: 1, days: defaultOpeningHours[1], version: 1 }],
    });
    const all = await as('admin', 'GET', '/opening-hours');
    expect(all.json().places.map((place: { placeId: number }) => place.placeId)).toEqual([
      0, 1, 2, 3, 4,
    ]);
  });

  it('are not for operators, other venues’ managers or guests', async () => {
    const payload = { days: newWeek, version: 1 };
    const operatorList = await as('sibumi-operator', 'GET', '/opening-hours');
    expect(operatorList.statusCode).toBe(403);
    const operator = await as('sibumi-operator', 'PUT', '/opening-hours/1', payload);
    expect(operator.statusCode).toBe(403);
    expect(operator.json().errType).toBe('forbidden');
    const otherVenue = await as('pub-manager', 'PUT', '/opening-hours/1', payload);
    expect(otherVenue.statusCode).toBe(403);
    expect(otherVenue.json().errType).toBe('forbidden');
    const guest = await first.app.inject({
      method: 'PUT',
      url: '/api/staff/opening-hours/1',
      payload,
    });
    expect(guest.statusCode).toBe(401);
    const noPlace = await as('admin', 'PUT', '/opening-hours/9', payload);
    expect(noPlace.statusCode).toBe(404);
    expect(await publicWeek(first, 1)).toEqual(defaultOpeningHours[1]);
  });

  it.each([
    ['closing before opening', { opens: '23:00', closes: '12:00' }, openingHoursMessages.order],
    ['closing when opening', { opens: '12:00', closes: '12:00' }, openingHoursMessages.order],
    ['a time past midnight', { opens: '12:00', closes: '25:00' }, openingHoursMessages.time],
    ['a time not HH:MM', { opens: '9:00', closes: '23:00' }, openingHoursMessages.time],
  ])('refuse %s with a Russian message', async (_, monday, message) => {
    const answer = await as('sibumi-manager', 'PUT', '/opening-hours/1', {
      days: [monday, ...newWeek.slice(1)],
      version: 1,
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().errType).toBe('validation');
    expect(JSON.stringify(answer.json())).toContain(message);
  });

  it('refuse a week without seven days', async () => {
    const answer = await as('sibumi-manager', 'PUT', '/opening-hours/1', {
      days: newWeek.slice(1),
      version: 1,
    });
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain(openingHoursMessages.days);
  });

  it('are set by the venue’s manager: every process’s answer follows, with an audit entry', async () => {
    // a cached copy in the other process, which its NOTIFY must clear
    expect(await publicWeek(second, 1)).toEqual(defaultOpeningHours[1]);
    const saved = await as('sibumi-manager', 'PUT', '/opening-hours/1', {
      days: newWeek,
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ placeId: 1, days: newWeek, version: 2 });
    expect(await publicWeek(first, 1)).toEqual(newWeek);
    await expect
      .poll(() => publicWeek(second, 1), { timeout: 1000, interval: 50 })
      .toEqual(newWeek);
    // the other places keep their defaults
    expect(await publicWeek(first, 2)).toEqual(defaultOpeningHours[2]);

    const [entry] = await first.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'openingHours.set'), eq(auditLog.subject, 'place:1')))
      .orderBy(desc(auditLog.id));
    expect(entry?.before).toEqual({ days: defaultOpeningHours[1] });
    expect(entry?.after).toEqual({ days: newWeek });
  });

  it('refuse a booking on the newly closed day or hour with the booking rule’s message', async () => {
    const sunday = await book('22/11/2026 В 14.00');
    expect(sunday.statusCode, sunday.body).toBe(400);
    const closed = 'Sibumi не работает в воскресенье: выберите другой день';
    expect(sunday.json()).toMatchObject({
      errType: 'validation',
      message: closed,
      fields: { 'dataToSend.time': closed },
    });
    const early = await book('21/11/2026 В 13.30');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(bookingHoursMessage(1, newWeek, 6));
    // 23:00 on a Saturday was past the last booking before; now it is the last one.
    const late = await book('21/11/2026 В 23.00');
    expect(late.statusCode, late.body).toBe(201);
    // another place's hours did not move
    const pub = await book('22/11/2026 В 14.00', 2);
    expect(pub.statusCode, pub.body).toBe(201);
  });

  it('of two managers saving from one copy, keep one and answer the other `conflict`', async () => {
    const week = (closes: string) => [{ opens: '12:00', closes }, ...newWeek.slice(1)];
    const [a, b] = await Promise.all([
      as('sibumi-manager', 'PUT', '/opening-hours/1', { days: week('22:00'), version: 2 }),
      as('sibumi-manager-2', 'PUT', '/opening-hours/1', { days: week('21:00'), version: 2 }),
    ]);
    const answers = [a, b].map((answer) => answer.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const loser = a.statusCode === 200 ? b : a;
    expect(winner.json().version).toBe(3);
    expect(loser.json()).toMatchObject({
      errType: 'conflict',
      current: { placeId: 1, days: winner.json().days, version: 3 },
    });
    expect(await publicWeek(first, 1)).toEqual(winner.json().days);
  });

  it('let an admin set any place, and a first write of a place start from version 1', async () => {
    const days = Array(7).fill({ opens: '10:00', closes: '20:00' });
    const stale = await as('admin', 'PUT', '/opening-hours/4', { days, version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toEqual({
      placeId: 4,
      days: defaultOpeningHours[4],
      version: 1,
    });
    const saved = await as('admin', 'PUT', '/opening-hours/4', { days, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(2);
    expect(await publicWeek(first, 4)).toEqual(days);
  });
});

describe('delivery hours', () => {
  /** Saturdays 12:00–18:00, no delivery on Sundays. */
  const deliveryWeek = [
    ...defaultDeliveryHours.slice(0, 5),
    { opens: '12:00', closes: '18:00' },
    null,
  ];
  async function publicDelivery(app: typeof first) {
    const answer = await app.app.inject('/api/opening-hours');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().delivery;
  }

  it('are not for operators, venues’ managers or guests (issue 31 item 2)', async () => {
    const payload = { days: deliveryWeek, version: 1 };
    const operator = await as('sibumi-operator', 'PUT', '/opening-hours/0', payload);
    expect(operator.statusCode).toBe(403);
    expect(operator.json().errType).toBe('forbidden');
    const manager = await as('pub-manager', 'PUT', '/opening-hours/0', payload);
    expect(manager.statusCode).toBe(403);
    expect(manager.json().errType).toBe('forbidden');
    const guest = await first.app.inject({
      method: 'PUT',
      url: '/api/staff/opening-hours/0',
      payload,
    });
    expect(guest.statusCode).toBe(401);
    expect(await publicDelivery(first)).toEqual(defaultDeliveryHours);
  });

  it('are set by an admin: every process follows, with an audit entry', async () => {
    expect(await publicDelivery(second)).toEqual(defaultDeliveryHours);
    // delivery is the group's, not a venue's
    const saved = await as('admin', 'PUT', '/opening-hours/0', {
      days: deliveryWeek,
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ placeId: DELIVERY_HOURS_ID, days: deliveryWeek, version: 2 });
    expect(await publicDelivery(first)).toEqual(deliveryWeek);
    await expect
      .poll(() => publicDelivery(second), { timeout: 1000, interval: 50 })
      .toEqual(deliveryWeek);
    const [entry] = await first.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'openingHours.set'), eq(auditLog.subject, 'delivery')))
      .orderBy(desc(auditLog.id));
    expect(entry?.before).toEqual({ days: defaultDeliveryHours });
    expect(entry?.after).toEqual({ days: deliveryWeek });
  });

  it('of two saves from one copy, keep one and answer the other `conflict`', async () => {
    const week = (closes: string) => [{ opens: '11:00', closes }, ...deliveryWeek.slice(1)];
    const [a, b] = await Promise.all([
      as('admin-2', 'PUT', '/opening-hours/0', { days: week('22:00'), version: 2 }),
      as('admin', 'PUT', '/opening-hours/0', { days: week('21:00'), version: 2 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const loser = a.statusCode === 200 ? b : a;
    expect(loser.json()).toMatchObject({
      errType: 'conflict',
      current: { placeId: DELIVERY_HOURS_ID, days: winner.json().days, version: 3 },
    });
    expect(await publicDelivery(first)).toEqual(winner.json().days);
  });
});
