/**
 * A venue's kitchen settings (issue 33 item 1): the venue's manager and admins read and set
 * capacity, pre-order days and notice; a manager of another venue and an operator may not; a
 * stale copy gets 409 `conflict` with the settings as they are; bounds are refused with the
 * contract's Russian words; each change is in the audit log.
 */
import { kitchenDefaults } from '@storefront/contract/kitchen-load';
import type { StaffRole } from '@storefront/contract/staff';
import { kitchenSettingsMessages } from '@storefront/contract/staff-kitchen';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, venues } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { signedInStaff } from '../../testing/staff';

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

async function member(login: string, role: StaffRole, venueIds: number[]) {
  tokens[login] = (await signedInStaff(t, { login, role, venues: venueIds })).token;
}

beforeAll(async () => {
  t = await createTestApp();
  await member('kitchen-admin', 'admin', []);
  await member('pub-manager', 'manager', [1]);
  await member('sibumi-manager', 'manager', [2]);
  await member('pub-operator', 'operator', [1]);
});
afterAll(() => t.close());

const as = (login: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    ...(payload ? { payload } : {}),
  });

const venueRow = async (id: number) => {
  const [row] = await t.database.db.select().from(venues).where(eq(venues.id, id));
  if (!row) throw new Error(`no venue ${id}`);
  return row;
};

describe('GET /api/staff/kitchen', () => {
  it('lists the member’s venues with the defaults; an admin sees every venue', async () => {
    const mine = await as('pub-manager', 'GET', '/kitchen');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const { venues: listed } = mine.json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      venueId: 1,
      capacityMinutes: kitchenDefaults.capacityMinutes,
      preorderDays: kitchenDefaults.preorderDays,
      noticeMinutes: kitchenDefaults.noticeMinutes,
    });
    const all = await as('kitchen-admin', 'GET', '/kitchen');
    expect(all.json().venues.map((venue: { venueId: number }) => venue.venueId)).toEqual([1, 2, 3]);
  });

  it('is not for an operator, nor anyone signed out', async () => {
    expect((await as('pub-operator', 'GET', '/kitchen')).statusCode).toBe(403);
    expect((await t.app.inject('/api/staff/kitchen')).statusCode).toBe(401);
  });
});

describe('PUT /api/staff/kitchen/:venueId', () => {
  it('saves the venue’s settings, bumps the version and audits the change', async () => {
    const { version } = await venueRow(1);
    const answer = await as('pub-manager', 'PUT', '/kitchen/1', {
      capacityMinutes: 90,
      preorderDays: 7,
      noticeMinutes: 120,
      version,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      venueId: 1,
      capacityMinutes: 90,
      preorderDays: 7,
      noticeMinutes: 120,
      version: version + 1,
    });
    const row = await venueRow(1);
    expect(row).toMatchObject({
      kitchenCapacityMinutes: 90,
      preorderDays: 7,
      preorderNoticeMinutes: 120,
    });
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'venue.kitchen',
      subject: 'venue:1',
      before: {
        capacityMinutes: kitchenDefaults.capacityMinutes,
        preorderDays: kitchenDefaults.preorderDays,
        noticeMinutes: kitchenDefaults.noticeMinutes,
      },
      after: { capacityMinutes: 90, preorderDays: 7, noticeMinutes: 120 },
    });
  });

  it('refuses a manager of another venue (403) and leaves the row', async () => {
    const before = await venueRow(1);
    const answer = await as('sibumi-manager', 'PUT', '/kitchen/1', {
      capacityMinutes: 10,
      preorderDays: 1,
      noticeMinutes: 15,
      version: before.version,
    });
    expect(answer.statusCode).toBe(403);
    expect(await venueRow(1)).toEqual(before);
  });

  it('answers a stale copy with 409 `conflict` and the settings as they are now', async () => {
    const { version } = await venueRow(2);
    const body = { capacityMinutes: 45, preorderDays: 3, noticeMinutes: 30 };
    expect((await as('kitchen-admin', 'PUT', '/kitchen/2', { ...body, version })).statusCode).toBe(
      200,
    );
    const stale = await as('sibumi-manager', 'PUT', '/kitchen/2', {
      ...body,
      capacityMinutes: 200,
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errType: 'conflict',
      current: { venueId: 2, capacityMinutes: 45, version: version + 1 },
    });
    expect((await venueRow(2)).kitchenCapacityMinutes).toBe(45);
  });

  it('shares the venue row’s version with busy mode: a busy edit makes a kitchen copy stale', async () => {
    const { version } = await venueRow(3);
    const busy = await as('kitchen-admin', 'PUT', '/busy/3', {
      extraMinutes: 15,
      ordersPaused: false,
      pauseMessage: '',
      version,
    });
    expect(busy.statusCode).toBe(200);
    const stale = await as('kitchen-admin', 'PUT', '/kitchen/3', {
      capacityMinutes: 60,
      preorderDays: 14,
      noticeMinutes: 60,
      version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses values out of bounds with the contract’s words', async () => {
    const { version } = await venueRow(1);
    const cases = [
      [{ capacityMinutes: 4 }, 'capacityMinutes', kitchenSettingsMessages.capacity],
      [{ capacityMinutes: 1001 }, 'capacityMinutes', kitchenSettingsMessages.capacity],
      [{ preorderDays: 0 }, 'preorderDays', kitchenSettingsMessages.preorderDays],
      [{ preorderDays: 15 }, 'preorderDays', kitchenSettingsMessages.preorderDays],
      [{ noticeMinutes: 14 }, 'noticeMinutes', kitchenSettingsMessages.notice],
      [{ noticeMinutes: 1441 }, 'noticeMinutes', kitchenSettingsMessages.notice],
      [{ capacityMinutes: 60.5 }, 'capacityMinutes', kitchenSettingsMessages.capacity],
    ] as const;
    for (const [change, field, message] of cases) {
      const answer = await as('pub-manager', 'PUT', '/kitchen/1', {
        capacityMinutes: 60,
        preorderDays: 14,
        noticeMinutes: 60,
        version,
        ...change,
      });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().fields?.[field]).toBe(message);
    }
    expect((await venueRow(1)).version).toBe(version);
  });

  it('answers 404 for no such venue (an admin)', async () => {
    const answer = await as('kitchen-admin', 'PUT', '/kitchen/99', {
      capacityMinutes: 60,
      preorderDays: 14,
      noticeMinutes: 60,
      version: 1,
    });
    expect(answer.statusCode).toBe(404);
  });
});
