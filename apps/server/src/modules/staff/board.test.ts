/**
 * The orders board over HTTP (issue 14 item 2): each venue sees its own cards, acts on its own
 * tickets only, and every action goes through the order's lifecycle; the live stream, opened on
 * one process, carries changes another makes (two apps on one database).
 */
import type { AddressInfo } from 'node:net';
import { errorMessages } from '@storefront/contract/errors';
import type { StaffRole } from '@storefront/contract/staff';
import {
  BOARD_REASON_MAX,
  type StaffOrder as StaffOrderCard,
  staffOrderSchema,
} from '@storefront/contract/staff-orders';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, posTickets, products, staffStreamTickets } from '../../db/schema';
import { STREAM_RECHECK_MS } from '../../lib/live-streams';
import { createTestApp, vladivostok } from '../../testing/app';
import { testDatabaseKind } from '../../testing/database';
import { openEventStream } from '../../testing/event-stream';
import { placeCashOrder, withoutOptions } from '../../testing/orders';
import { signedInStaff, streamTicket } from '../../testing/staff';

let first: Awaited<ReturnType<typeof createTestApp>>;
let second: Awaited<ReturnType<typeof createTestApp>>;
let base = '';
let dishes: { id: number; venueId: number; priceKopecks: number }[] = [];
const tokens: Record<string, string> = {};

const ids: Record<string, number> = {};

async function member(login: string, role: StaffRole, venues: number[]) {
  const signed = await signedInStaff(first, { login, role, venues });
  tokens[login] = signed.token;
  ids[login] = signed.id;
}

beforeAll(async () => {
  const now = () => vladivostok('2026-11-21T13:05');
  first = await createTestApp({}, { now });
  second = await createTestApp({}, { now, database: first.database });
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(first.app.server.address() as AddressInfo).port}`;
  const all = await first.database.db
    .select()
    .from(products)
    .where(and(eq(products.available, true), withoutOptions()))
    .orderBy(asc(products.id));
  dishes = [1, 2].map((venueId) => {
    const dish = all.find((row) => row.venueId === venueId && !row.costPerGram);
    if (!dish) throw new Error(`no dish of venue ${venueId}`);
    return dish;
  });
  await member('pub-operator', 'operator', [1]);
  await member('sibumi-manager', 'manager', [2]);
  await member('boss', 'admin', []);
  await member('both-operator', 'operator', [1, 2]);
  await member('both-manager', 'manager', [1, 2]);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

async function placeOrder() {
  const { id } = await placeCashOrder(first.app, {
    dishIds: dishes.map((dish) => dish.id),
    count: 2,
    courier: true,
  });
  await first.app.outbox.runOnce();
  return id;
}

const as = (login: string, method: 'GET' | 'POST', url: string, payload?: object, app = first) =>
  app.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });

/** The address part that opens a stream of `login`'s session: a fresh ticket. */
const ticketOf = async (login: string) =>
  `ticket=${await streamTicket(first.app, tokens[login] ?? '')}`;

const orderRow = async (id: number) =>
  (await first.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('the board’s cards', () => {
  it('show each venue its own part of an order, as its kitchen needs it', async () => {
    const orderId = await placeOrder();
    const list = await as('pub-operator', 'GET', '/orders');
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json().orders.filter((card: { orderId: number }) => card.orderId === orderId);
    expect(mine).toHaveLength(1);
    const card = staffOrderSchema.parse(mine[0]);
    expect(card).toMatchObject({
      venueId: 1,
      ticket: 'sent',
      serviceType: 'DeliveryByCourier',
      address: expect.stringContaining('Светланская'),
      customerName: 'Анна',
      payment: { method: 'CASH', status: 'notRequired' },
      noCall: false,
    });
    expect(card.lines).toEqual([
      expect.objectContaining({ count: 2, costPerGram: false, weightGrams: expect.any(Number) }),
    ]);
    expect(card.lines[0]?.weightGrams).toBeGreaterThan(0);

    const all = await as('boss', 'GET', '/orders');
    expect(
      all
        .json()
        .orders.filter((c: { orderId: number }) => c.orderId === orderId)
        .map((c: { venueId: number }) => c.venueId),
    ).toEqual([1, 2]);
  });

  it('list each order’s own dishes when a venue has several open (loaded as the live stream sends it)', async () => {
    // Two orders of different dishes and counts, both open at the pub.
    const one = await placeCashOrder(first.app, { dishIds: [dishes[0]?.id ?? 0], count: 1 });
    const two = await placeCashOrder(first.app, {
      dishIds: [dishes[0]?.id ?? 0, dishes[1]?.id ?? 0],
      count: 3,
    });
    await first.app.outbox.runOnce();
    const list = await as('pub-operator', 'GET', '/orders');
    const cards = list.json().orders as { orderId: number; lines: { count: number }[] }[];
    const loadedOne = cards.find((card) => card.orderId === one.id);
    const loadedTwo = cards.find((card) => card.orderId === two.id);
    expect(loadedOne?.lines.map((line) => line.count)).toEqual([1]);
    expect(loadedTwo?.lines.map((line) => line.count)).toEqual([3]);
    // A change's card (built from that order alone, as the stream sends it) is the card a
    // reload then lists.
    for (const orderId of [one.id, two.id]) {
      const moved = await as('pub-operator', 'POST', `/orders/${orderId}/venues/1/accept`, {
        minutes: 20,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const reloaded = (await as('pub-operator', 'GET', '/orders')).json().orders;
      expect(reloaded.find((card: { orderId: number }) => card.orderId === orderId)).toEqual(
        moved.json(),
      );
    }
  });

  it('are another venue’s to see and move only if the member works there', async () => {
    const orderId = await placeOrder();
    expect((await as('pub-operator', 'GET', '/orders?venueId=2')).statusCode).toBe(403);
    const foreign = await as('pub-operator', 'POST', `/orders/${orderId}/venues/2/accept`, {
      minutes: 20,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errType).toBe('forbidden');
    // A manager's menu is not an operator's: no stop list for them either (later calls).
    expect((await as('sibumi-manager', 'GET', '/orders?venueId=1')).statusCode).toBe(403);
    expect((await first.app.inject('/api/staff/orders')).statusCode).toBe(401);
  });
});

describe('the board’s actions', () => {
  it('move the ticket through the lifecycle, once, with the kitchen’s minutes', async () => {
    const orderId = await placeOrder();
    const accepted = await as('pub-operator', 'POST', `/orders/${orderId}/venues/1/accept`, {
      minutes: 25,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ ticket: 'accepted', readyMinutes: 25 });
    // Pressed again (another tablet): the ticket is past that step.
    const again = await as('pub-operator', 'POST', `/orders/${orderId}/venues/1/accept`, {
      minutes: 25,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errType).toBe('conflict');

    const declined = await as('sibumi-manager', 'POST', `/orders/${orderId}/venues/2/decline`, {
      reason: 'Нет лосося',
    });
    expect(declined.json()).toMatchObject({ ticket: 'declined', reason: 'Нет лосося' });
    const order = await orderRow(orderId);
    expect(order?.status).toBe('accepted');
    expect(order?.subtotalKopecks).toBe((dishes[0]?.priceKopecks ?? 0) * 2);

    for (const [action, ticket] of [
      ['cooking', 'cooking'],
      ['ready', 'onTheWay'],
      ['done', 'done'],
    ] as const) {
      const moved = await as('pub-operator', 'POST', `/orders/${orderId}/venues/1/${action}`);
      expect(moved.json().ticket, action).toBe(ticket);
    }
    expect((await orderRow(orderId))?.status).toBe('delivered');
    const [ticket] = await first.database.db
      .select()
      .from(posTickets)
      .where(and(eq(posTickets.orderId, orderId), eq(posTickets.venueId, 1)));
    expect(ticket?.readyMinutes).toBe(25);
  });

  it('refuse what is not an action, and minutes out of reason', async () => {
    const orderId = await placeOrder();
    expect((await as('boss', 'POST', `/orders/${orderId}/venues/1/explode`)).statusCode).toBe(400);
    const tooLong = await as('boss', 'POST', `/orders/${orderId}/venues/1/accept`, {
      minutes: 999,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errType).toBe('validation');
    expect(
      (await as('boss', 'POST', `/orders/999999/venues/1/accept`, { minutes: 20 })).statusCode,
    ).toBe(404);
  });

  it('cancel the whole order with the staff member’s reason, which the guest is told', async () => {
    const orderId = await placeOrder();
    const cancelled = await as('boss', 'POST', `/orders/${orderId}/venues/2/cancel`, {
      reason: 'Закрываемся раньше',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ ticket: 'cancelled', orderStatus: 'cancelled' });
    expect((await orderRow(orderId))?.status).toBe('cancelled');
    const late = await as('pub-operator', 'POST', `/orders/${orderId}/venues/1/accept`, {
      minutes: 20,
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('cancelling a combined order from the board (issue 31 item 3)', () => {
  it('is not a venue’s operator’s: they decline their own part, the rest goes on', async () => {
    const orderId = await placeOrder();
    const refused = await as('pub-operator', 'POST', `/orders/${orderId}/venues/1/cancel`, {
      reason: 'Нет продуктов',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errType: 'cancelNotTheirs',
      message: errorMessages.cancelNotTheirs,
    });
    expect((await orderRow(orderId))?.status).not.toBe('cancelled');
    const declined = await as('pub-operator', 'POST', `/orders/${orderId}/venues/1/decline`, {});
    expect(declined.statusCode).toBe(200);
    const sibumi = await as('sibumi-manager', 'GET', '/orders?venueId=2');
    expect(
      sibumi.json().orders.find((card: { orderId: number }) => card.orderId === orderId),
    ).toMatchObject({
      ticket: 'sent',
    });
  });

  it('once another kitchen cooks, is an admin’s or a manager’s of those venues, with a reason', async () => {
    const orderId = await placeOrder();
    for (const action of ['accept', 'cooking']) {
      const moved = await as('sibumi-manager', 'POST', `/orders/${orderId}/venues/2/${action}`, {
        minutes: 20,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const operator = await as('both-operator', 'POST', `/orders/${orderId}/venues/1/cancel`, {
      reason: 'Закрываемся',
    });
    expect(operator.statusCode).toBe(403);
    expect(operator.json().errType).toBe('cancelManagersOnly');
    const silent = await as('both-manager', 'POST', `/orders/${orderId}/venues/1/cancel`, {});
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errType).toBe('cancelReasonNeeded');
    expect((await orderRow(orderId))?.status).not.toBe('cancelled');
    const cancelled = await as('both-manager', 'POST', `/orders/${orderId}/venues/1/cancel`, {
      reason: 'Закрываемся раньше',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await orderRow(orderId))?.status).toBe('cancelled');
  });

  it('counts a venue whose ticket is not sent yet as in the order', async () => {
    const orderId = await placeOrder();
    // Sibumi's ticket not sent yet (its POS is slow): its part is still in the order.
    await first.database.db
      .delete(posTickets)
      .where(and(eq(posTickets.orderId, orderId), eq(posTickets.venueId, 2)));
    const refused = await as('pub-operator', 'POST', `/orders/${orderId}/venues/1/cancel`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errType).toBe('cancelNotTheirs');
    expect((await orderRow(orderId))?.status).not.toBe('cancelled');
  });

  it('is a venue’s operator’s while the order is only their venue’s', async () => {
    const { id } = await placeCashOrder(first.app, { dishIds: [dishes[0]?.id ?? 0], count: 1 });
    await first.app.outbox.runOnce();
    const cancelled = await as('pub-operator', 'POST', `/orders/${id}/venues/1/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ ticket: 'cancelled', mayCancel: false });
  });

  it('is offered on a card only to whom the action would let cancel', async () => {
    const orderId = await placeOrder();
    const cardOf = async (login: string, venueId: number) =>
      ((await as(login, 'GET', '/orders')).json().orders as StaffOrderCard[]).find(
        (card) => card.orderId === orderId && card.venueId === venueId,
      );
    const flags = async () => ({
      pubOperator: (await cardOf('pub-operator', 1))?.mayCancel,
      sibumiManager: (await cardOf('sibumi-manager', 2))?.mayCancel,
      bothOperator: (await cardOf('both-operator', 1))?.mayCancel,
      bothManager: await cardOf('both-manager', 1),
      boss: (await cardOf('boss', 2))?.mayCancel,
    });
    const fresh = await flags();
    expect(fresh).toMatchObject({
      pubOperator: false,
      sibumiManager: false,
      bothOperator: true,
      bothManager: { mayCancel: true, cancelNeedsReason: false },
      boss: true,
    });
    for (const action of ['accept', 'cooking']) {
      await as('sibumi-manager', 'POST', `/orders/${orderId}/venues/2/${action}`, { minutes: 20 });
    }
    const cooking = await flags();
    expect(cooking).toMatchObject({
      pubOperator: false,
      bothOperator: false,
      bothManager: { mayCancel: true, cancelNeedsReason: true },
      // From the venue that cooks, the order is still the manager's to stop without a word.
      boss: true,
    });
    // Sibumi hands its part over: too late for anyone to cancel.
    await as('sibumi-manager', 'POST', `/orders/${orderId}/venues/2/ready`);
    await as('sibumi-manager', 'POST', `/orders/${orderId}/venues/2/done`);
    await as('boss', 'POST', `/orders/${orderId}/venues/1/accept`, { minutes: 20 });
    await as('boss', 'POST', `/orders/${orderId}/venues/1/cooking`);
    await as('boss', 'POST', `/orders/${orderId}/venues/1/ready`);
    expect((await orderRow(orderId))?.status).toBe('onTheWay');
    expect((await cardOf('boss', 1))?.mayCancel).toBe(false);
    const late = await as('boss', 'POST', `/orders/${orderId}/venues/1/cancel`, {
      reason: 'Поздно',
    });
    expect(late.statusCode).toBe(409);
  });

  it('refuses a reason that is blank or too long', async () => {
    const orderId = await placeOrder();
    for (const action of ['accept', 'cooking']) {
      await as('sibumi-manager', 'POST', `/orders/${orderId}/venues/2/${action}`, { minutes: 20 });
    }
    const blank = await as('both-manager', 'POST', `/orders/${orderId}/venues/1/cancel`, {
      reason: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errType).toBe('cancelReasonNeeded');
    const long = await as('both-manager', 'POST', `/orders/${orderId}/venues/1/cancel`, {
      reason: 'я'.repeat(BOARD_REASON_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errType).toBe('validation');
    expect((await orderRow(orderId))?.status).toBe('cooking');
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'is decided on the tickets as they are once the order is locked (a kitchen starting meanwhile counts)',
    async () => {
      const orderId = await placeOrder();
      await as('sibumi-manager', 'POST', `/orders/${orderId}/venues/2/accept`, { minutes: 20 });
      const db = first.database.db;
      let answer: Awaited<ReturnType<typeof as>> | undefined;
      await db.transaction(async (tx) => {
        // Sibumi's kitchen starts, holding the order, while the operator of both venues presses
        // 'Отменить заказ' (allowed a moment ago: nothing was cooking).
        await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        await tx
          .update(posTickets)
          .set({ status: 'cooking' })
          .where(and(eq(posTickets.orderId, orderId), eq(posTickets.venueId, 2)));
        const pressed = as('both-operator', 'POST', `/orders/${orderId}/venues/1/cancel`, {});
        void pressed.then((done) => {
          answer = done;
        });
        // The press waits for the order's lock (or has been answered without waiting).
        for (let tries = 0; tries < 200 && !answer; tries += 1) {
          const waiting = await db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if ((waiting as unknown as { rows: { n: number }[] }).rows[0]?.n) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      });
      for (let tries = 0; tries < 400 && !answer; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(answer?.statusCode, answer?.body).toBe(403);
      expect(answer?.json().errType).toBe('cancelManagersOnly');
      expect((await orderRow(orderId))?.status).not.toBe('cancelled');
      const [sibumi] = await db
        .select()
        .from(posTickets)
        .where(and(eq(posTickets.orderId, orderId), eq(posTickets.venueId, 2)));
      expect(sibumi?.status).toBe('cooking');
    },
  );
});

describe('the live board', () => {
  it('streams a card another process changes, to the boards of its venue only', async () => {
    const orderId = await placeOrder();
    const stream = await openEventStream(
      `${base}/api/staff/orders/events?${await ticketOf('pub-operator')}`,
    );
    const nextEvent = stream.next;
    try {
      expect((await nextEvent()).event).toBe('ready');
      // The other process: Sibumi's manager declines, then the pub's ticket moves there too.
      await as('sibumi-manager', 'POST', `/orders/${orderId}/venues/2/decline`, {}, second);
      const first = await nextEvent();
      expect(first.event).toBe('order');
      expect(first.data).toMatchObject({ orderId, venueId: 1 });
      await as('boss', 'POST', `/orders/${orderId}/venues/1/accept`, { minutes: 15 }, second);
      let seen = await nextEvent();
      while ((seen.data as { ticket: string }).ticket !== 'accepted') seen = await nextEvent();
      expect(seen.data).toMatchObject({ orderId, venueId: 1, ticket: 'accepted' });
    } finally {
      stream.close();
    }
  });

  it('sends each card with what its member may do, as a reload lists it (issue 31 item 3)', async () => {
    await member('live-manager', 'manager', [1, 2]);
    const stream = await openEventStream(
      `${base}/api/staff/orders/events?venueId=1&${await ticketOf('live-manager')}`,
    );
    try {
      expect((await stream.next()).event).toBe('ready');
      const orderId = await placeOrder();
      /** The next live card of the pub's part of the order that `until` accepts. */
      const livePub = async (until: (card: StaffOrderCard) => boolean) => {
        for (;;) {
          const seen = await stream.next();
          const card = seen.data as StaffOrderCard;
          if (seen.event === 'order' && card.orderId === orderId && card.venueId === 1) {
            if (until(card)) return card;
          }
        }
      };
      const loadedPub = async () =>
        ((await as('live-manager', 'GET', '/orders')).json().orders as StaffOrderCard[]).find(
          (card) => card.orderId === orderId && card.venueId === 1,
        );
      // Sibumi's kitchen starts (on the other process): the pub's card now needs a reason.
      for (const action of ['accept', 'cooking']) {
        await as(
          'sibumi-manager',
          'POST',
          `/orders/${orderId}/venues/2/${action}`,
          { minutes: 20 },
          second,
        );
      }
      const cooking = await livePub((card) => card.orderStatus === 'cooking');
      expect(cooking).toMatchObject({ mayCancel: true, cancelNeedsReason: true });
      expect(cooking).toEqual(await loadedPub());
      // Sibumi taken away from the member while their pub's board is open: the next card is
      // built for the member as they are now, no longer one of Sibumi's.
      const moved = await second.app.inject({
        method: 'PATCH',
        url: `/api/staff/members/${ids['live-manager']}`,
        headers: { authorization: `Bearer ${tokens.boss}` },
        payload: { venues: [1] },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await as('boss', 'POST', `/orders/${orderId}/venues/1/accept`, { minutes: 15 }, second);
      const accepted = await livePub((card) => card.ticket === 'accepted');
      expect(accepted).toMatchObject({ mayCancel: false, cancelNeedsReason: false });
      expect(accepted).toEqual(await loadedPub());
    } finally {
      stream.close();
    }
  });

  describe('stops sending once the member may no longer see it, whichever process ends it (issue 31 item 1)', () => {
    /**
     * Opens the board of `login` on the first process, runs `end` (on the second), places an
     * order for the venues of that board and checks that the stream ends without its card.
     */
    async function boardAfter(url: string, end: () => Promise<unknown>) {
      const stream = await openEventStream(`${base}/api/staff/orders/events?${url}`);
      try {
        expect((await stream.next()).event).toBe('ready');
        await end();
        const started = Date.now();
        await placeOrder();
        const seen: unknown[] = [];
        const ended = await (async () => {
          for (;;) seen.push((await stream.next()).data);
        })().catch((error: Error) => error.message);
        expect(ended).toBe('the stream ended');
        expect(seen).toEqual([]);
        expect(Date.now() - started).toBeLessThan(10_000);
      } finally {
        stream.close();
      }
    }

    it('signed out', async () => {
      await member('signed-out', 'operator', [1]);
      await boardAfter(await ticketOf('signed-out'), () =>
        second.app.inject({
          method: 'POST',
          url: '/api/staff/logout',
          headers: { authorization: `Bearer ${tokens['signed-out']}` },
        }),
      );
    });

    it('disabled by an admin', async () => {
      await member('disabled', 'operator', [1]);
      await boardAfter(await ticketOf('disabled'), async () => {
        const answer = await second.app.inject({
          method: 'PATCH',
          url: `/api/staff/members/${ids.disabled}`,
          headers: { authorization: `Bearer ${tokens.boss}` },
          payload: { disabled: true },
        });
        expect(answer.statusCode).toBe(200);
      });
    });

    it('the venue taken away', async () => {
      await member('moved', 'manager', [1, 2]);
      await boardAfter(`venueId=1&${await ticketOf('moved')}`, async () => {
        const answer = await second.app.inject({
          method: 'PATCH',
          url: `/api/staff/members/${ids.moved}`,
          headers: { authorization: `Bearer ${tokens.boss}` },
          payload: { venues: [2] },
        });
        expect(answer.statusCode).toBe(200);
      });
    });

    it('and ends by itself when nothing changes', async () => {
      await member('idle', 'operator', [1]);
      const stream = await openEventStream(
        `${base}/api/staff/orders/events?${await ticketOf('idle')}`,
      );
      try {
        expect((await stream.next()).event).toBe('ready');
        await second.app.inject({
          method: 'POST',
          url: '/api/staff/logout',
          headers: { authorization: `Bearer ${tokens.idle}` },
        });
        const started = Date.now();
        await expect(stream.next()).rejects.toThrow('the stream ended');
        expect(Date.now() - started).toBeLessThan(STREAM_RECHECK_MS + 3000);
      } finally {
        stream.close();
      }
    });
  });

  it('needs a staff token that may see orders', async () => {
    expect((await fetch(`${base}/api/staff/orders/events?ticket=nope`)).status).toBe(401);
    expect(
      (await fetch(`${base}/api/staff/orders/events?venueId=2&${await ticketOf('pub-operator')}`))
        .status,
    ).toBe(403);
  });

  describe('opens with a one-use ticket, never the session’s token in its address (issue 31 item 6)', () => {
    it('refuses the session’s token in the address', async () => {
      const answer = await fetch(`${base}/api/staff/orders/events?token=${tokens['pub-operator']}`);
      expect(answer.status).toBe(401);
    });

    it('takes a ticket once, and not after its minute', async () => {
      const ticket = await ticketOf('pub-operator');
      const stream = await openEventStream(`${base}/api/staff/orders/events?${ticket}`);
      try {
        expect((await stream.next()).event).toBe('ready');
        expect((await fetch(`${base}/api/staff/orders/events?${ticket}`)).status).toBe(401);
      } finally {
        stream.close();
      }
      const late = await ticketOf('pub-operator');
      // Its minute past on the app's clock.
      await first.database.db
        .update(staffStreamTickets)
        .set({ expiresAt: new Date('2026-01-01T00:00:00Z') });
      expect((await fetch(`${base}/api/staff/orders/events?${late}`)).status).toBe(401);
      expect(
        (await first.app.inject({ method: 'POST', url: '/api/staff/stream-ticket' })).statusCode,
      ).toBe(401);
    });

    it('keeps only the ticket’s hash', async () => {
      const ticket = (await ticketOf('pub-operator')).slice('ticket='.length);
      const rows = await first.database.db.select().from(staffStreamTickets);
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(ticket);
    });
  });
});
