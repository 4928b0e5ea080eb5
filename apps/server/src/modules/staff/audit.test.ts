/**
 * The audit log (issue 14 item 7): each change made in the back office is one entry naming who
 * made it, with the values before and after; only admins read it.
 */
import type { StaffRole } from '@storefront/contract/staff';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { placeCashOrder } from '../../testing/orders';
import { signedInStaff } from '../../testing/staff';

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

async function member(login: string, role: StaffRole, venues: number[]) {
  const signed = await signedInStaff(t, { login, role, venues, name: `Имя ${login}` });
  ids[login] = signed.id;
  tokens[login] = signed.token;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => vladivostok('2026-11-21T13:05') });
  await member('audit-admin', 'admin', []);
  await member('audit-manager', 'manager', [1]);
});
afterAll(() => t.close());

const as = (
  login: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    ...(payload ? { payload } : {}),
  });

describe('the audit log', () => {
  it('names who changed what, with before and after, newest first; admins only', async () => {
    const [dish, other] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.venueId, 1))
      .orderBy(asc(products.id));
    await as('audit-manager', 'POST', `/stop-list/product/${dish?.id}`, { available: false });
    await as('audit-admin', 'PATCH', `/members/${ids['audit-manager']}`, { venues: [1, 3] });
    await as('audit-manager', 'PUT', '/places/2/capacity', { perSlot: 4 });
    const { id: orderId } = await placeCashOrder(t.app, {
      dishIds: [other?.id ?? 0],
      courier: true,
    });
    await t.app.outbox.runOnce();
    await as('audit-admin', 'POST', `/orders/${orderId}/venues/1/accept`, { minutes: 30 });

    expect((await as('audit-manager', 'GET', '/audit')).statusCode).toBe(403);
    const log = await as('audit-admin', 'GET', '/audit');
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json().entries;
    expect(entries.map((entry: { action: string }) => entry.action).slice(0, 4)).toEqual([
      'order.accept',
      'place.capacity',
      'staff.update',
      'stopList.set',
    ]);
    expect(entries[0]).toMatchObject({
      subject: `order:${orderId}/venue:1`,
      before: { ticket: 'sent' },
      after: { ticket: 'accepted', minutes: 30 },
      staff: { login: 'audit-admin', name: 'Имя audit-admin' },
    });
    expect(entries[1]).toMatchObject({ before: { perSlot: null }, after: { perSlot: 4 } });
    expect(entries[2]).toMatchObject({
      subject: `staff:${ids['audit-manager']}`,
      before: { venues: [1], role: 'manager' },
      after: { venues: [1, 3], role: 'manager' },
    });
    expect(entries[3]).toMatchObject({
      subject: `product:${dish?.id}`,
      before: { available: true },
      after: { available: false },
      staff: { login: 'audit-manager' },
    });
    // The staff the command line made: no one signed in did it.
    const created = entries.find(
      (entry: { action: string; subject: string }) =>
        entry.action === 'staff.create' && entry.subject === `staff:${ids['audit-manager']}`,
    );
    expect(created).toMatchObject({ staff: null, after: { login: 'audit-manager' } });

    const older = await as('audit-admin', 'GET', `/audit?before=${entries[1].id}`);
    expect(older.json().entries[0].action).toBe('staff.update');
  });
});
