/**
 * Hours by date (issue 33 item 3): a place's manager (or an admin) sets a holiday or an event's
 * hours and takes it back; the courier's dates are an admin's; another venue's manager and an
 * operator may not; past dates and dates past DATED_HOURS_DAYS_AHEAD are refused, as are the
 * week's wrong times; each change is audited; guests' GET /api/opening-hours in another process
 * lists the upcoming dates at once (the catalogue's NOTIFY).
 */
import { DATED_HOURS_DAYS_AHEAD, datedHoursMessages } from '@storefront/contract/dated-hours';
import { openingHoursMessages } from '@storefront/contract/opening-hours';
import type { StaffRole } from '@storefront/contract/staff';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { signedInStaff } from '../../testing/staff';
import { storedDatedHours } from './dated-hours';

/** 21/11/2026 13:05 in Vladivostok (03:05 UTC): today is the 21st there. */
const now = () => vladivostok('2026-11-21T13:05');
let first: Awaited<ReturnType<typeof createTestApp>>;
let second: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  first = await createTestApp({}, { now });
  second = await createTestApp({}, { now, database: first.database });
  // Sibumi (venue 2) has place 1, the gastropub (venue 1) place 2.
  for (const [login, role, venues] of [
    ['sibumi-manager', 'manager', [2]],
    ['pub-manager', 'manager', [1]],
    ['sibumi-operator', 'operator', [2]],
    ['admin', 'admin', []],
  ] as [string, StaffRole, number[]][]) {
    tokens[login] = (await signedInStaff(first, { login, role, venues })).token;
  }
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const as = (login: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  first.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    ...(payload ? { payload } : {}),
  });

const lastAudit = async () => {
  const [entry] = await first.database.db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
};

describe('staff: /api/staff/dated-hours', () => {
  it('lists the member’s places (an admin’s with the courier’s, 0), none set at first', async () => {
    const mine = await as('sibumi-manager', 'GET', '/dated-hours');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ places: [{ placeId: 1, dates: [] }] });
    const all = await as('admin', 'GET', '/dated-hours');
    expect(all.json().places.map((p: { placeId: number }) => p.placeId)).toEqual([0, 1, 2, 3, 4]);
    expect((await as('sibumi-operator', 'GET', '/dated-hours')).statusCode).toBe(403);
  });

  it('sets a day off and an event’s hours, in date order; audited', async () => {
    const off = await as('sibumi-manager', 'PUT', '/dated-hours/1/2026-12-31', { hours: null });
    expect(off.statusCode, off.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'datedHours.set',
      subject: 'place:1',
      after: { date: '2026-12-31', hours: null },
    });
    const event = await as('sibumi-manager', 'PUT', '/dated-hours/1/2026-11-28', {
      hours: { opens: '18:00', closes: '24:00' },
    });
    expect(event.json()).toEqual({
      placeId: 1,
      dates: [
        { date: '2026-11-28', opens: '18:00', closes: '24:00' },
        { date: '2026-12-31', opens: null, closes: null },
      ],
    });
    // a date set again is replaced, the log keeps what it was
    const changed = await as('sibumi-manager', 'PUT', '/dated-hours/1/2026-11-28', {
      hours: { opens: '16:00', closes: '24:00' },
    });
    expect(changed.json().dates[0]).toEqual({
      date: '2026-11-28',
      opens: '16:00',
      closes: '24:00',
    });
    expect(await lastAudit()).toMatchObject({
      before: { date: '2026-11-28', hours: { opens: '18:00', closes: '24:00' } },
      after: { date: '2026-11-28', hours: { opens: '16:00', closes: '24:00' } },
    });
    const stored = await storedDatedHours(first.database.db, [1], '2026-11-21', '2027-01-31');
    expect(stored.get(1)?.get('2026-12-31')).toBeNull();
  });

  it('shows the upcoming dates on the public opening hours, in another process too', async () => {
    const answer = await second.app.inject('/api/opening-hours');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().dated).toEqual({
      '1': [
        { date: '2026-11-28', opens: '16:00', closes: '24:00' },
        { date: '2026-12-31', opens: null, closes: null },
      ],
    });
  });

  it('takes a date back to its week; audited', async () => {
    const removed = await as('sibumi-manager', 'DELETE', '/dated-hours/1/2026-11-28');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().dates).toEqual([{ date: '2026-12-31', opens: null, closes: null }]);
    expect(await lastAudit()).toMatchObject({
      action: 'datedHours.remove',
      subject: 'place:1',
      before: { date: '2026-11-28', hours: { opens: '16:00', closes: '24:00' } },
    });
    expect((await second.app.inject('/api/opening-hours')).json().dated['1']).toHaveLength(1);
  });

  it('refuses another venue’s manager and an operator (403); the courier’s dates are an admin’s', async () => {
    for (const [login, url] of [
      ['pub-manager', '/dated-hours/1/2026-12-30'],
      ['sibumi-operator', '/dated-hours/1/2026-12-30'],
      ['sibumi-manager', '/dated-hours/0/2026-12-30'],
    ]) {
      const answer = await as(login as string, 'PUT', url as string, { hours: null });
      expect(answer.statusCode, `${login} ${url}`).toBe(403);
    }
    expect((await as('pub-manager', 'DELETE', '/dated-hours/1/2026-12-31')).statusCode).toBe(403);
    const courier = await as('admin', 'PUT', '/dated-hours/0/2027-01-01', { hours: null });
    expect(courier.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ subject: 'delivery' });
    expect(
      (await as('admin', 'PUT', '/dated-hours/9/2027-01-01', { hours: null })).statusCode,
    ).toBe(404);
  });

  it('refuses a past date, one too far ahead, a date that is not one, and wrong times', async () => {
    const put = (date: string, hours: object | null) =>
      as('sibumi-manager', 'PUT', `/dated-hours/1/${date}`, { hours });
    // yesterday in Vladivostok; today is allowed
    const past = await put('2026-11-20', null);
    expect(past.statusCode).toBe(400);
    expect(past.json().fields?.date).toBe(datedHoursMessages.range);
    expect((await put('2026-11-21', null)).statusCode).toBe(200);
    // the last day allowed, and the one after it
    expect(DATED_HOURS_DAYS_AHEAD).toBe(60);
    expect((await put('2027-01-20', null)).statusCode).toBe(200);
    expect((await put('2027-01-21', null)).json().fields?.date).toBe(datedHoursMessages.range);
    expect((await put('2027-02-30', null)).statusCode).toBe(400);
    const backwards = await put('2026-12-01', { opens: '20:00', closes: '10:00' });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain(openingHoursMessages.order);
    const badTime = await put('2026-12-01', { opens: '9:00', closes: '18:00' });
    expect(badTime.statusCode).toBe(400);
    expect(JSON.stringify(badTime.json())).toContain(openingHoursMessages.time);
  });
});
