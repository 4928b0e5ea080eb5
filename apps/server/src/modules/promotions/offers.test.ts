/**
 * Offers and promo codes kept by staff (issue 32 item 1): an admin keeps the group's, a manager
 * their venue's and only on its dishes; a code is one whatever its case, also when two saves race
 * for it; two saves from one copy give one change and one `conflict`; every change is audited.
 */
import type { StaffRole } from '@storefront/contract/staff';
import {
  type OfferCreate,
  offersMessages,
  type StaffOffer,
} from '@storefront/contract/staff-offers';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { signedInStaff } from '../../testing/staff';

const now = () => vladivostok('2026-11-21T13:05');
let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

async function member(login: string, role: StaffRole, venueIds: number[]) {
  tokens[login] = (await signedInStaff(t, { login, role, venues: venueIds })).token;
}

beforeAll(async () => {
  t = await createTestApp({}, { now });
  await member('offers-admin', 'admin', []);
  await member('pub-manager', 'manager', [1]);
  await member('sibumi-manager', 'manager', [2]);
  await member('pub-operator', 'operator', [1]);
});
afterAll(async () => {
  await t.close();
});

const as = (login: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    ...(payload ? { payload } : {}),
  });

const offer = (overrides: Partial<OfferCreate> = {}): OfferCreate => ({
  code: null,
  title: 'Минус 10 %',
  benefit: { kind: 'percent', percent: 10, capKopecks: null },
  scope: { kind: 'order' },
  minSubtotalKopecks: 1_500_00,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  weekdays: [],
  hours: null,
  firstOrderOnly: false,
  perGuestLimit: 1,
  totalLimit: 100,
  combinesWithPoints: true,
  combinesWithOffers: false,
  venueId: null,
  active: true,
  ...overrides,
});

const categoryOf = async (venueId: number) => {
  const [row] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.venueId, venueId))
    .orderBy(asc(categories.id))
    .limit(1);
  if (!row) throw new Error(`no category of venue ${venueId}`);
  return row.id;
};

describe('offers kept by staff', () => {
  it('an admin makes a group code: kept upper case, listed, audited', async () => {
    const made = await as('offers-admin', 'POST', '/offers', offer({ code: ' vkusno10 ' }));
    expect(made.statusCode).toBe(201);
    const created = made.json() as StaffOffer;
    expect(created).toMatchObject({ code: 'VKUSNO10', uses: 0, version: 1, venueId: null });
    const listed = (await as('offers-admin', 'GET', '/offers')).json().offers as StaffOffer[];
    expect(listed.map((row) => row.id)).toContain(created.id);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `offer:${created.id}`))
      .orderBy(desc(auditLog.id));
    expect(entry?.action).toBe('offer.create');
    expect(entry?.after).toMatchObject({ code: 'VKUSNO10', title: 'Минус 10 %' });
  });

  it('a code is one whatever its case', async () => {
    const again = await as('offers-admin', 'POST', '/offers', offer({ code: 'VkUsNo10' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errType: 'validation',
      fields: { code: offersMessages.codeTaken },
    });
  });

  it('a manager keeps their venue’s offers, on its dishes only', async () => {
    const pubCategory = await categoryOf(1);
    const sibumiCategory = await categoryOf(2);
    const own = await as(
      'pub-manager',
      'POST',
      '/offers',
      offer({
        code: 'PUB-HAPPY',
        venueId: 1,
        scope: { kind: 'categories', categoryIds: [pubCategory] },
        hours: { fromMinutes: 15 * 60, toMinutes: 18 * 60 },
        weekdays: [5, 1],
      }),
    );
    expect(own.statusCode).toBe(201);
    expect((own.json() as StaffOffer).weekdays).toEqual([1, 5]);

    const group = await as('pub-manager', 'POST', '/offers', offer({ code: 'PUB-ALL' }));
    expect(group.statusCode).toBe(403);
    expect(group.json().message).toBe(offersMessages.groupOnly);
    const other = await as(
      'pub-manager',
      'POST',
      '/offers',
      offer({ venueId: 2, scope: { kind: 'venues', venueIds: [2] } }),
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(offersMessages.notYourVenue);
    for (const scope of [
      { kind: 'order' as const },
      { kind: 'venues' as const, venueIds: [1, 2] },
      { kind: 'categories' as const, categoryIds: [sibumiCategory] },
    ]) {
      const outside = await as('pub-manager', 'POST', '/offers', offer({ venueId: 1, scope }));
      expect(outside.statusCode).toBe(400);
      expect(outside.json().fields).toEqual({ scope: offersMessages.scopeOutsideVenue });
    }
    // Dishes: every one named must be the venue's (another venue's, or none at all, is not).
    const dishOf = async (venueId: number) => {
      const [row] = await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.venueId, venueId))
        .orderBy(asc(products.id))
        .limit(1);
      return `product:${row?.id ?? 0}`;
    };
    for (const dishKeys of [
      [await dishOf(1), await dishOf(2)],
      [await dishOf(1), 'product:999999'],
    ]) {
      const outside = await as(
        'pub-manager',
        'POST',
        '/offers',
        offer({ venueId: 1, scope: { kind: 'dishes', dishKeys } }),
      );
      expect(outside.statusCode, outside.body).toBe(400);
      expect(outside.json().fields).toEqual({ scope: offersMessages.scopeOutsideVenue });
    }

    // Each manager sees their venue's; the operator none at all.
    const pubList = (await as('pub-manager', 'GET', '/offers')).json().offers as StaffOffer[];
    expect(pubList.map((row) => row.code)).toEqual(['PUB-HAPPY']);
    const sibumiList = (await as('sibumi-manager', 'GET', '/offers')).json().offers;
    expect(sibumiList).toEqual([]);
    expect((await as('pub-operator', 'GET', '/offers')).statusCode).toBe(403);
    // Another venue's offer is not the manager's to change.
    const sibumiOwn = await as(
      'sibumi-manager',
      'POST',
      '/offers',
      offer({ venueId: 2, scope: { kind: 'venues', venueIds: [2] } }),
    );
    const sibumiOffer = sibumiOwn.json() as StaffOffer;
    const taken = await as('pub-manager', 'PUT', `/offers/${sibumiOffer.id}`, {
      ...offer({ venueId: 1, scope: { kind: 'venues', venueIds: [1] } }),
      version: sibumiOffer.version,
    });
    expect(taken.statusCode).toBe(403);
  });

  it('two saves from one copy: one change, one conflict with the offer as it is now', async () => {
    const made = (await as('offers-admin', 'POST', '/offers', offer({ code: 'TWICE' }))).json();
    const { id, version } = made as StaffOffer;
    const [a, b] = await Promise.all([
      as('offers-admin', 'PUT', `/offers/${id}`, {
        ...offer({ code: 'TWICE', title: 'А' }),
        version,
      }),
      as('offers-admin', 'PUT', `/offers/${id}`, {
        ...offer({ code: 'TWICE', title: 'Б' }),
        version,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    const won = a.statusCode === 200 ? a : b;
    expect(lost.json().current).toMatchObject({ id, version: 2, title: won.json().title });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `offer:${id}`), ne(auditLog.action, 'offer.create')));
    expect(entries).toHaveLength(1);
  });

  it('two admins racing for one new code: one offer has it', async () => {
    const [a, b] = await Promise.all([
      as('offers-admin', 'POST', '/offers', offer({ code: 'RACE' })),
      as('offers-admin', 'POST', '/offers', offer({ code: 'race' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const listed = (await as('offers-admin', 'GET', '/offers')).json().offers as StaffOffer[];
    expect(listed.filter((row) => row.code === 'RACE')).toHaveLength(1);
  });

  it('refuses a malformed offer at its field, writing nothing', async () => {
    const before = (await as('offers-admin', 'GET', '/offers')).json().offers.length;
    const bad = await as('offers-admin', 'POST', '/offers', {
      ...offer(),
      endsOn: '2026-11-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errType).toBe('validation');
    expect((await as('offers-admin', 'GET', '/offers')).json().offers).toHaveLength(before);
  });
});
