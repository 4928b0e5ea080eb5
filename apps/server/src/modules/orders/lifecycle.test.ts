/**
 * The lifecycle on a real database: who may cancel when, what the guest is told and how often,
 * and reports racing each other (on PostgreSQL, TEST_DATABASE_URL, they really run at once).
 */
import { GUEST_CANCEL_REASON } from '@storefront/contract/order-lifecycle';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, outboxEvents, posTickets, products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { placeCashOrder, withoutOptions } from '../../testing/orders';
import { createOrderLifecycle, type OrderLifecycle } from './lifecycle';

let t: Awaited<ReturnType<typeof createTestApp>>;
let lifecycle: OrderLifecycle;
let dishes: { id: number; venueId: number }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { now: () => vladivostok('2026-11-21T13:05') });
  lifecycle = createOrderLifecycle(t.database.db);
  const all = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.available, true), withoutOptions()))
    .orderBy(asc(products.id));
  dishes = [1, 2].map((venueId) => {
    const dish = all.find((row) => row.venueId === venueId);
    if (!dish) throw new Error(`no dish of venue ${venueId}`);
    return dish;
  });
});
afterAll(() => t.close());

/** A cash courier order of one dish from each of `venues`, its tickets sent. */
async function placeOrder({ venues = [1], email = 'anna@example.ru' as string | null } = {}) {
  const { id: orderId } = await placeCashOrder(t.app, {
    dishIds: dishes.filter((dish) => venues.includes(dish.venueId)).map((dish) => dish.id),
    courier: true,
    email,
  });
  await t.app.outbox.runOnce();
  const tickets = await t.database.db
    .select()
    .from(posTickets)
    .where(eq(posTickets.orderId, orderId))
    .orderBy(asc(posTickets.venueId));
  return { orderId, tickets: tickets.map((ticket) => ticket.ticketId) };
}

const order = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

/** The guest's status letters and texts queued for the order, in order. */
async function toldGuest(orderId: number) {
  const rows = await t.database.db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.topic, 'email.order-status')))
    .orderBy(asc(outboxEvents.id));
  const texts = await t.database.db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.topic, 'sms.order-status'))
    .orderBy(asc(outboxEvents.id));
  const mine = (list: typeof rows) =>
    list
      .map((row) => row.payload as { orderId: number; status: string })
      .filter((payload) => payload.orderId === orderId)
      .map((payload) => payload.status);
  return { letters: mine(rows), texts: mine(texts) };
}

describe('cancelling', () => {
  it('lets the guest cancel before any kitchen starts, with the reason kept and told', async () => {
    const { orderId } = await placeOrder({ venues: [1, 2] });
    expect(await lifecycle.cancel(orderId, { actor: 'guest', reason: GUEST_CANCEL_REASON })).toBe(
      true,
    );
    expect((await order(orderId))?.status).toBe('cancelled');
    const tickets = await t.database.db
      .select()
      .from(posTickets)
      .where(eq(posTickets.orderId, orderId));
    expect(tickets.map((ticket) => ticket.status)).toEqual(['cancelled', 'cancelled']);
    const history = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.subject, 'order')));
    expect(history.map(({ toStatus, actor, reason }) => ({ toStatus, actor, reason }))).toEqual([
      { toStatus: 'cancelled', actor: 'guest', reason: GUEST_CANCEL_REASON },
    ]);
    expect((await toldGuest(orderId)).letters).toEqual(['cancelled']);
    // Both kitchens are told to stop.
    const venuesTold = (
      await t.database.db
        .select()
        .from(outboxEvents)
        .where(eq(outboxEvents.topic, 'email.venue-cancelled'))
    )
      .map((row) => row.payload as { orderId: number; venueId: number })
      .filter((payload) => payload.orderId === orderId)
      .map((payload) => payload.venueId);
    expect(venuesTold.sort()).toEqual([1, 2]);
    // Cancelled is the end: a second cancel changes nothing.
    expect(await lifecycle.cancel(orderId, { actor: 'staff', reason: 'ещё раз' })).toBe(false);
  });

  it('refuses the guest once a kitchen cooks; staff may still cancel until the courier has it', async () => {
    const { orderId, tickets } = await placeOrder({ venues: [1, 2] });
    const [first = ''] = tickets;
    await lifecycle.reportTicket(first, 'cooking', { actor: 'venue' });
    expect(await lifecycle.cancel(orderId, { actor: 'guest' })).toBe(false);
    expect((await order(orderId))?.status).toBe('cooking');
    expect(await lifecycle.cancel(orderId, { actor: 'staff', reason: 'Нет курьеров' })).toBe(true);

    const late = await placeOrder();
    await lifecycle.reportTicket(late.tickets[0] ?? '', 'onTheWay', { actor: 'pos' });
    expect(await lifecycle.cancel(late.orderId, { actor: 'staff' })).toBe(false);
    expect((await order(late.orderId))?.status).toBe('onTheWay');
  });
});

describe('what the guest is told', () => {
  it('a letter on accepted, ready, on the way and an SMS on ready and on the way, once each', async () => {
    const { orderId, tickets } = await placeOrder();
    const [ticket = ''] = tickets;
    for (const status of ['accepted', 'accepted', 'cooking', 'ready', 'ready'] as const) {
      await lifecycle.reportTicket(ticket, status, { actor: 'venue' });
    }
    await lifecycle.reportTicket(ticket, 'onTheWay', { actor: 'pos' });
    // An older status arriving late is not news.
    await lifecycle.reportTicket(ticket, 'cooking', { actor: 'pos' });
    await lifecycle.reportTicket(ticket, 'done', { actor: 'pos' });
    expect(await toldGuest(orderId)).toEqual({
      letters: ['accepted', 'ready', 'onTheWay'],
      texts: ['ready', 'onTheWay'],
    });
    expect((await order(orderId))?.status).toBe('delivered');
  });

  it('no letters without an e-mail; the SMS still goes', async () => {
    const { orderId, tickets } = await placeOrder({ email: null });
    await lifecycle.reportTicket(tickets[0] ?? '', 'ready', { actor: 'venue' });
    expect(await toldGuest(orderId)).toEqual({ letters: [], texts: ['ready'] });
  });

  it('a jump over steps tells only where the order is now', async () => {
    const { orderId, tickets } = await placeOrder();
    await lifecycle.reportTicket(tickets[0] ?? '', 'onTheWay', { actor: 'pos' });
    expect(await toldGuest(orderId)).toEqual({ letters: ['onTheWay'], texts: ['onTheWay'] });
  });
});

describe('reports at the same moment', () => {
  it('end at the furthest status, each step written once', async () => {
    const { orderId, tickets } = await placeOrder({ venues: [1, 2] });
    const [first = '', second = ''] = tickets;
    await Promise.all([
      lifecycle.reportTicket(first, 'accepted', { actor: 'pos' }),
      lifecycle.reportTicket(first, 'cooking', { actor: 'pos' }),
      lifecycle.reportTicket(second, 'cooking', { actor: 'pos' }),
      lifecycle.reportTicket(second, 'ready', { actor: 'pos' }),
      lifecycle.reportTicket(first, 'ready', { actor: 'pos' }),
    ]);
    expect((await order(orderId))?.status).toBe('ready');
    const history = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.subject, 'order')))
      .orderBy(asc(orderEvents.id));
    const statuses = history.map((event) => event.toStatus);
    expect(statuses.at(-1)).toBe('ready');
    expect(new Set(statuses).size).toBe(statuses.length);
    expect((await toldGuest(orderId)).letters.filter((s) => s === 'ready')).toHaveLength(1);
  });
});
