/**
 * The birthday bonus across the seam (decision 085): guests registered by SMS keep their birthday
 * in the profile; admins switch the bonus on in the loyalty rules; the pass gives it on the venue's
 * day of the birthday, once a year however often and from however many processes it runs.
 */
import { accountPointsSchema, pointsEntryNames } from '@storefront/contract/loyalty';
import { DEFAULT_LOYALTY_RULES } from '@storefront/contract/promotions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyRules, pointsEntries } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { recordingSms, registerBySms } from '../../testing/guests';
import { signedInStaff } from '../../testing/staff';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** the app's clock, for its sessions and its reading of the points; the pass is told its own */
const now = () => vladivostok('2026-11-21T13:05');
let adminToken = '';
let ip = 1;
const sms = recordingSms();

beforeAll(async () => {
  t = await createTestApp({}, { adapters: { sms }, now });
  adminToken = (await signedInStaff(t, { login: 'birthday-admin', role: 'admin', venues: [] }))
    .token;
});
afterAll(() => t.close());

const address = () => `10.8.0.${ip++}`;

/** A guest registered by SMS, with `birthday` saved on the account page. */
async function guestBornOn(phone: string, birthday: string) {
  const token = await registerBySms(t.app, sms, phone, address);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/myAccount/updateUserInfo',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: address(),
    payload: { userName: '', userLastName: '', phone, email: '', birthday },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return token;
}

const points = async (token: string) => {
  const answer = await t.app.inject({
    url: '/api/account/points',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return accountPointsSchema.parse(answer.json());
};

const staffRules = async () =>
  (
    await t.app.inject({
      url: '/api/staff/loyalty-rules',
      headers: { authorization: `Bearer ${adminToken}` },
    })
  ).json();

async function setBirthdayPoints(birthdayPoints: number) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/loyalty-rules',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { ...(await staffRules()), birthdayPoints },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

/** The pass at a Vladivostok wall-clock time. */
const passAt = (local: string) => t.app.birthdayBonus.runOnce(vladivostok(local));

describe('the birthday bonus', () => {
  it('is off by default and while birthdayPoints is 0; rules saved before it read it as off', async () => {
    expect(await staffRules()).toMatchObject({ version: 0, birthdayPoints: 0 });
    const token = await guestBornOn('+7 914 222-00-01', '1990-03-05');
    expect(await passAt('2027-03-05T09:00')).toBe(0);
    expect((await points(token)).balance).toBe(0);

    // A save from before the field: the stored rules lack it.
    const { birthdayPoints: _left, ...older } = DEFAULT_LOYALTY_RULES;
    await t.database.db.insert(loyaltyRules).values({ id: 1, rules: older as never, version: 1 });
    expect(await staffRules()).toMatchObject({ version: 1, birthdayPoints: 0 });
    expect(await passAt('2027-03-05T09:00')).toBe(0);
  });

  it('refuses birthdayPoints outside 0 to 10 000 at the field', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/loyalty-rules',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { ...(await staffRules()), birthdayPoints: 10_001 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errType: 'validation',
      fields: { birthdayPoints: 'Подарок ко дню рождения — от 0 до 10 000 баллов' },
    });
  });

  it('gives the points on the birthday once a year, not on other days', async () => {
    expect(await setBirthdayPoints(250)).toMatchObject({ birthdayPoints: 250 });
    const token = await guestBornOn('+7 914 222-00-02', '1985-07-14');
    // The day before, Vladivostok's late evening (UTC's same day): nothing.
    expect(await passAt('2027-07-13T23:59')).toBe(0);
    // Vladivostok's 14 July has begun while UTC's is still 13 July.
    expect(await passAt('2027-07-14T00:10')).toBe(1);
    expect(await passAt('2027-07-14T18:00')).toBe(0);
    const account = await points(token);
    expect(account.balance).toBe(250);
    expect(account.entries).toEqual([
      expect.objectContaining({ kind: 'birthday', points: 250, orderId: null }),
    ]);
    expect(pointsEntryNames.birthday).toBe('Подарок ко дню рождения');
    // It lives as earned points do: 365 days.
    expect(account.expiring).toEqual([{ points: 250, on: '2028-07-13' }]);
    expect(await passAt('2027-07-15T09:00')).toBe(0);
    // The next year, again; last year's ran out the day before.
    expect(await passAt('2028-07-14T09:00')).toBe(1);
    const nextYear = await points(token);
    expect(nextYear.entries.map((entry) => entry.kind)).toEqual(['birthday', 'birthday']);
    expect(nextYear.expiring).toEqual([{ points: 250, on: '2029-07-14' }]);
  });

  it('gives a 29 February birthday on 28 February of a common year, on 29 February of a leap one', async () => {
    const token = await guestBornOn('+7 914 222-00-03', '2004-02-29');
    expect(await passAt('2027-02-28T12:00')).toBe(1);
    expect(await passAt('2027-03-01T12:00')).toBe(0);
    expect(await passAt('2028-02-28T12:00')).toBe(0);
    expect(await passAt('2028-02-29T12:00')).toBe(1);
    expect((await points(token)).entries.map((entry) => entry.kind)).toEqual([
      'birthday',
      'birthday',
    ]);
  });

  it('gives it once when two processes run the pass at once', async () => {
    const token = await guestBornOn('+7 914 222-00-04', '1979-10-10');
    const second = await createTestApp({}, { database: t.database, now });
    try {
      const at = vladivostok('2027-10-10T08:00');
      const given = await Promise.all([
        t.app.birthdayBonus.runOnce(at),
        second.app.birthdayBonus.runOnce(at),
        t.app.birthdayBonus.runOnce(at),
      ]);
      expect(given.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await second.close();
    }
    const rows = await t.database.db
      .select()
      .from(pointsEntries)
      .where(and(eq(pointsEntries.kind, 'birthday'), eq(pointsEntries.birthdayYear, 2027)));
    expect(rows.filter((row) => row.points === 250)).toHaveLength(rows.length);
    expect((await points(token)).balance).toBe(250);
  });

  it('gives nothing once admins switch it off again', async () => {
    const token = await guestBornOn('+7 914 222-00-05', '2000-12-01');
    await setBirthdayPoints(0);
    expect(await passAt('2027-12-01T10:00')).toBe(0);
    expect((await points(token)).balance).toBe(0);
  });
});
