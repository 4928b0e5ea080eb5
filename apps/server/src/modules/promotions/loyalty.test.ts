/**
 * Loyalty points across the seam (issue 32 item 2): a signed-in guest's order, taken through the
 * kitchens to done by the order's lifecycle, earns points on its paid dishes (a declined venue's
 * not) once, through the outbox; the account reads the balance, tier and history; an admin's
 * adjustment is audited and never takes the balance below zero.
 */
import {
  accountPointsSchema,
  loyaltyMessages,
  loyaltyRulesMessages,
} from '@storefront/contract/loyalty';
import { DEFAULT_LOYALTY_RULES } from '@storefront/contract/promotions';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, posTickets, products, users } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { recordingSms, registerBySms } from '../../testing/guests';
import { withoutOptions } from '../../testing/orders';
import { signedInStaff } from '../../testing/staff';
import { createOrderLifecycle, type OrderLifecycle } from '../orders/lifecycle';

let t: Awaited<ReturnType<typeof createTestApp>>;
let lifecycle: OrderLifecycle;
let dishes: { id: number; venueId: number; priceKopecks: number }[] = [];
let adminToken = '';
let managerToken = '';
let ip = 1;
const sms = recordingSms();

beforeAll(async () => {
  t = await createTestApp({}, { adapters: { sms }, now: () => vladivostok('2026-11-21T13:05') });
  lifecycle = createOrderLifecycle(t.database.db);
  const all = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.available, true), withoutOptions()))
    .orderBy(asc(products.id));
  dishes = [1, 2].map((venueId) => {
    const dish = all.find((row) => row.venueId === venueId && !row.costPerGram);
    if (!dish) throw new Error(`no dish of venue ${venueId}`);
    return dish;
  });
  adminToken = (await signedInStaff(t, { login: 'points-admin', role: 'admin', venues: [] })).token;
  managerToken = (await signedInStaff(t, { login: 'points-manager', role: 'manager', venues: [1] }))
    .token;
});
afterAll(() => t.close());

const myAccount = (url: string, body?: object, token?: string) =>
  t.app.inject({
    method: body ? 'POST' : 'GET',
    url: `/api/myAccount/${url}`,
    payload: body,
    remoteAddress: `10.7.0.${ip++}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** A guest registered by phone with the code by SMS. */
const guest = (phone: string) => registerBySms(t.app, sms, phone, () => `10.7.0.${ip++}`);

const points = async (token: string) => {
  const answer = await t.app.inject({
    url: '/api/account/points',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return accountPointsSchema.parse(answer.json());
};

/** A pickup order of one portion of each dish, by the guest, its tickets sent. */
async function order(token: string, count = 1) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      emailSubscription: false,
      data: dishes.map((dish) => ({ id: dish.id, special: false, count })),
      metadata: {
        orderServiceType: 'DeliveryByClient',
        payment: 'CASH',
        phone: '+79141112233',
        customer: { name: 'Ольга' },
        completeBefore: null,
        deliveryPoint: null,
      },
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().id as number;
  await t.app.outbox.runOnce();
  const tickets = await t.database.db
    .select()
    .from(posTickets)
    .where(eq(posTickets.orderId, orderId))
    .orderBy(asc(posTickets.venueId));
  return { orderId, tickets: tickets.map((ticket) => ticket.ticketId) };
}

const adjust = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/points',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });

describe('loyalty points', () => {
  it('a done order earns on its paid dishes once; a declined venue’s dishes earn nothing', async () => {
    const token = await guest('+7 914 111-22-33');
    expect(await points(token)).toMatchObject({
      balance: 0,
      tier: { name: 'Гость', ratePercent: 3 },
      entries: [],
    });
    const [pub, sibumi] = dishes;
    if (!pub || !sibumi) throw new Error('dishes');
    const { orderId, tickets } = await order(token, 3);
    await lifecycle.reportTicket(tickets[1] ?? '', 'declined', {
      actor: 'venue',
      reason: 'Закончилась рыба',
    });
    await lifecycle.reportTicket(tickets[0] ?? '', 'done', { actor: 'venue' });
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();

    const earned = Math.floor((pub.priceKopecks * 3 * 3) / 100 / 100);
    const account = await points(token);
    expect(account.balance).toBe(earned);
    expect(account.entries).toEqual([
      expect.objectContaining({ kind: 'earned', points: earned, orderId, reason: null }),
    ]);
    // It runs out a year on, on the venues' calendar.
    expect(account.expiring).toEqual([{ points: earned, on: '2027-11-21' }]);
    expect(account.spentLast90Days).toBe((pub.priceKopecks * 3) / 100);
    expect(account.nextTier?.name).toBe(DEFAULT_LOYALTY_RULES.tiers[1]?.name);

    // The event again (the outbox is at least once): no second earning.
    const { createLoyalty } = await import('./loyalty');
    expect(await createLoyalty({ db: t.database.db }).earnForOrder(orderId)).toBe(0);
    expect((await points(token)).balance).toBe(earned);
  });

  it('an order not done, and a guest without an account, earn nothing', async () => {
    const token = await guest('+7 914 111-22-44');
    const { tickets } = await order(token);
    await lifecycle.reportTicket(tickets[0] ?? '', 'cooking', { actor: 'venue' });
    await t.app.outbox.runOnce();
    expect((await points(token)).balance).toBe(0);
  });

  it('an admin adjusts a balance with a reason, audited; never below zero; others may not', async () => {
    const token = await guest('+7 914 111-22-55');
    const added = await adjust(adminToken, {
      phone: '8 (914) 111-22-55',
      points: 300,
      reason: 'Извинение за опоздание',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ balance: 300 });
    const taken = await adjust(adminToken, {
      phone: '+79141112255',
      points: -1000,
      reason: 'Ошибка начисления',
    });
    expect(taken.json()).toEqual({ balance: 0 });
    const account = await points(token);
    expect(account.balance).toBe(0);
    expect(account.entries.map((entry) => [entry.kind, entry.points, entry.reason])).toEqual([
      ['adjusted', -300, 'Ошибка начисления'],
      ['adjusted', 300, 'Извинение за опоздание'],
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'points.adjust'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      before: { balance: 300 },
      after: { balance: 0, points: -300, reason: 'Ошибка начисления' },
    });

    const manager = await adjust(managerToken, { phone: '+79141112255', points: 5, reason: 'Так' });
    expect(manager.statusCode).toBe(403);
    const nobody = await adjust(adminToken, {
      phone: '+79140000001',
      points: 5,
      reason: 'Подарок',
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fields).toEqual({ phone: loyaltyMessages.noAccount });
    const zero = await adjust(adminToken, { phone: '+79141112255', points: 0, reason: 'Ноль' });
    expect(zero.statusCode).toBe(400);
  });

  it('is the account’s own: no token, no points', async () => {
    expect((await t.app.inject({ url: '/api/account/points' })).statusCode).toBe(401);
  });

  it('admins set the rules from the defaults; a stale save is a conflict; the next order earns by them', async () => {
    const rules = async (token: string) =>
      t.app.inject({
        url: '/api/staff/loyalty-rules',
        headers: { authorization: `Bearer ${token}` },
      });
    const save = (token: string, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/staff/loyalty-rules',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const defaults = (await rules(adminToken)).json();
    expect(defaults).toMatchObject({ version: 0, maxSharePercent: 30, lifetimeDays: 365 });
    expect(defaults.tiers).toHaveLength(3);
    expect((await rules(managerToken)).statusCode).toBe(403);

    const generous = {
      tiers: [
        { name: 'Гость', fromKopecks: 0, ratePercent: 10 },
        { name: 'Друг', fromKopecks: 5_000_00, ratePercent: 12.5 },
      ],
      maxSharePercent: 50,
      lifetimeDays: 180,
      welcomePoints: 0,
      birthdayPoints: 0,
    };
    // Two admins saving from the defaults at once: one saves, the other gets the rules as now.
    const [a, b] = await Promise.all([
      save(adminToken, { ...generous, version: 0 }),
      save(adminToken, { ...generous, maxSharePercent: 40, version: 0 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = (a.statusCode === 200 ? a : b).json();
    expect(won.version).toBe(1);
    expect((a.statusCode === 409 ? a : b).json().current).toEqual(won);
    const again = await save(adminToken, { ...generous, version: 1 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ...generous, version: 2 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'loyalty.rules'))
      .orderBy(desc(auditLog.id));
    expect(entry?.after).toEqual({ ...generous, version: 2 });

    // Refused at the field that is wrong, nothing saved.
    const unordered = await save(adminToken, {
      ...generous,
      tiers: [...generous.tiers].reverse(),
      version: 2,
    });
    expect(unordered.statusCode).toBe(400);
    expect(unordered.json().fields).toEqual({ tiers: loyaltyRulesMessages.tiers });
    expect((await rules(adminToken)).json().version).toBe(2);

    // A new guest's done order earns 10 %, and the points live 180 days.
    const token = await guest('+7 914 111-22-66');
    const { tickets } = await order(token);
    await lifecycle.reportTicket(tickets[0] ?? '', 'done', { actor: 'venue' });
    await lifecycle.reportTicket(tickets[1] ?? '', 'done', { actor: 'venue' });
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    const dishesKopecks = dishes.reduce((sum, dish) => sum + dish.priceKopecks, 0);
    const account = await points(token);
    expect(account.balance).toBe(Math.floor((dishesKopecks * 10) / 100 / 100));
    expect(account.tier).toEqual({ name: 'Гость', ratePercent: 10 });
    expect(account.expiring[0]?.on).toBe('2027-05-20');
  });

  it('welcomes a new account with the bonus admins switched on, once; none while it is off', async () => {
    const before = await guest('+7 914 111-22-77');
    await t.app.outbox.runOnce();
    expect((await points(before)).balance).toBe(0);

    const current = (
      await t.app.inject({
        url: '/api/staff/loyalty-rules',
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/loyalty-rules',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { ...current, welcomePoints: 150 },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const token = await guest('+7 914 111-22-88');
    await t.app.outbox.runOnce();
    const account = await points(token);
    expect(account.balance).toBe(150);
    expect(account.entries).toEqual([
      expect.objectContaining({ kind: 'welcome', points: 150, orderId: null }),
    ]);
    // The event again: no second bonus.
    const { createLoyalty } = await import('./loyalty');
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, '79141112288'));
    expect(await createLoyalty({ db: t.database.db }).welcome(user?.id ?? 0)).toBe(0);
    expect((await points(token)).balance).toBe(150);
  });
});
