/**
 * The board and the kitchens' times over HTTP (issue 33 items 2 and 3): each venue's card says
 * when to start so a combined order's parts are ready together, live tickets stand by that start,
 * and a pre-order waits in «Предзаказы» until its ticket is sent — on the list and on the stream
 * alike.
 *
 * The outbox compares an event's next_attempt_at with the database's own now(), not the app's
 * test clock: a pre-order's ticket event is held by setting its next_attempt_at a day past the
 * database's now(), and "its send_at came" is the app's clock moved past send_at and the event's
 * next_attempt_at set to the database's now(), then one run of the outbox.
 */
import type { AddressInfo } from 'node:net';
import {
  type StaffOrder,
  type StaffPreorderEvent,
  staffOrdersResponseSchema,
} from '@storefront/contract/staff-orders';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  kitchenLoad,
  kitchenParts,
  kitchenWindows,
  outboxEvents,
  products,
  venues,
} from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { openEventStream, type TestEventStream } from '../../testing/event-stream';
import { withoutOptions } from '../../testing/orders';
import { signedInStaff, streamTicket } from '../../testing/staff';

let clock = vladivostok('2026-11-21T13:05');
let t: Awaited<ReturnType<typeof createTestApp>>;
let base = '';
let token = '';
/** a dish of the pub (venue 1) and one of Sibumi (venue 2) */
let dishes: { id: number; venueId: number }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const all = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.available, true), eq(products.costPerGram, false), withoutOptions()))
    .orderBy(asc(products.id));
  dishes = [1, 2].map((venueId) => {
    const dish = all.find((row) => row.venueId === venueId);
    if (!dish) throw new Error(`no dish of venue ${venueId}`);
    return { id: dish.id, venueId };
  });
  await signIn();
});

let signedInAt = '';
let signIns = 0;
async function signIn() {
  signIns += 1;
  ({ token } = await signedInStaff(t, {
    login: `both-${signIns}`,
    role: 'manager',
    venues: [1, 2],
  }));
  signedInAt = clock.toISOString();
}
afterAll(() => t.close());

beforeEach(async () => {
  clock = vladivostok('2026-11-21T13:05');
  if (signedInAt !== clock.toISOString()) await signIn();
  const { db } = t.database;
  await db.delete(kitchenLoad);
  await db.delete(kitchenWindows);
  await db.update(venues).set({
    kitchenCapacityMinutes: 60,
    busyExtraMinutes: 0,
    preorderDays: 14,
    preorderNoticeMinutes: 60,
  });
  // the pub's dish takes 30 minutes, Sibumi's 10: a combined order starts them apart
  for (const [dish, minutes] of [
    [dishes[0], 30],
    [dishes[1], 10],
  ] as const) {
    await db
      .update(products)
      .set({ leadHours: 0, makeMinutes: minutes })
      .where(eq(products.id, dish?.id ?? 0));
  }
});

async function place(
  dishIds: readonly number[],
  completeBefore: string | null,
  courier = false,
): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: {
      emailSubscription: false,
      data: dishIds.map((id) => ({ id, special: false, count: 1 })),
      metadata: {
        orderServiceType: courier ? 'DeliveryByCourier' : 'DeliveryByClient',
        payment: 'CASH',
        phone: '+79141234567',
        customer: { name: 'Анна' },
        completeBefore,
        comment: 'Торт с надписью',
        ...(courier
          ? { deliveryZone: 1, deliveryPoint: { street: { name: 'Светланская' }, house: '1' } }
          : { deliveryPoint: null }),
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

async function board(venueId?: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/staff/orders${venueId === undefined ? '' : `?venueId=${venueId}`}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return staffOrdersResponseSchema.parse(response.json());
}

/** The order's queued ticket events not sent yet. */
const ticketEventsOf = (orderId: number) =>
  and(
    eq(outboxEvents.topic, 'pos.ticket'),
    isNull(outboxEvents.processedAt),
    sql`(${outboxEvents.payload}->>'orderId')::int = ${orderId}`,
  );

/** Holds a pre-order's ticket past the database's clock (see the top of the file). */
async function holdTickets(orderId: number) {
  await t.database.db
    .update(outboxEvents)
    .set({ nextAttemptAt: sql`now() + interval '1 day'` })
    .where(ticketEventsOf(orderId));
}

/**
 * Its send_at came: the app's clock past it, the event due by the database's clock (a staff
 * session lasts 12 idle hours: days later the kitchen has signed in again).
 */
async function comeDue(orderId: number) {
  const [part] = await t.database.db
    .select()
    .from(kitchenParts)
    .where(eq(kitchenParts.orderId, orderId));
  clock = new Date((part?.sendAt.getTime() ?? 0) + 60_000);
  await t.database.db
    .update(outboxEvents)
    .set({ nextAttemptAt: sql`now()` })
    .where(ticketEventsOf(orderId));
  if (clock.getTime() - Date.parse(signedInAt) > 12 * 3600_000) await signIn();
}

/** Its send_at came, and the outbox sent its ticket. */
async function sendWhenDue(orderId: number) {
  await comeDue(orderId);
  await t.app.outbox.runOnce();
}

const cardsOf = (cards: readonly StaffOrder[], orderId: number) =>
  cards.filter((card) => card.orderId === orderId);

describe('the board’s start times', () => {
  it('a combined order’s two tickets start apart so both are ready together', async () => {
    const orderId = await place(
      dishes.map((dish) => dish.id),
      null,
      true,
    );
    await t.app.outbox.runOnce();
    const cards = cardsOf((await board()).orders, orderId);
    expect(cards.map((card) => card.venueId)).toEqual([1, 2]);
    const parts = await t.database.db
      .select()
      .from(kitchenParts)
      .where(eq(kitchenParts.orderId, orderId))
      .orderBy(asc(kitchenParts.venueId));
    expect(parts.map((part) => part.readyAt.getTime())).toEqual([
      parts[0]?.readyAt.getTime(),
      parts[0]?.readyAt.getTime(),
    ]);
    // each card carries its own part's start: the 30-minute dish 20 minutes before the 10-minute one
    expect(cards.map((card) => card.startAt)).toEqual(
      parts.map((part) => part.startAt.toISOString()),
    );
    const [pub, sibumi] = cards.map((card) => Date.parse(card.startAt ?? ''));
    expect((sibumi ?? 0) - (pub ?? 0)).toBe(20 * 60_000);
    // ready together: each start plus its dish's minutes is the same moment
    expect((pub ?? 0) + 30 * 60_000).toBe((sibumi ?? 0) + 10 * 60_000);
    expect(cards[0]?.promisedAt).not.toBeNull();
  });

  it('live tickets stand by their start, not by when they were placed', async () => {
    // a whole day's notice: an order for later today goes to the kitchen at once
    await t.database.db.update(venues).set({ preorderNoticeMinutes: 24 * 60 });
    const later = await place([dishes[1]?.id ?? 0], '2026-11-21 17:00:00.000');
    const sooner = await place([dishes[1]?.id ?? 0], null);
    await t.app.outbox.runOnce();
    const { orders, preorders } = await board(2);
    expect(preorders.map((item) => item.orderId)).not.toContain(later);
    const shown = orders.filter((card) => card.orderId === later || card.orderId === sooner);
    expect(shown.map((card) => card.orderId)).toEqual([sooner, later]);
    expect(shown[1]?.startAt).toBe(vladivostok('2026-11-21T16:50').toISOString());
    const starts = orders
      .filter((card) => card.startAt !== null && card.ticket === 'sent')
      .map((card) => card.startAt ?? '');
    expect(starts).toEqual([...starts].sort());
  });
});

describe('pre-orders on the board', () => {
  it('one for the day after tomorrow waits under pre-orders, and is a live ticket once sent', async () => {
    const orderId = await place([dishes[1]?.id ?? 0], '2026-11-23 12:00:00.000');
    await holdTickets(orderId);
    await t.app.outbox.runOnce();
    const before = await board(2);
    expect(cardsOf(before.orders, orderId)).toEqual([]);
    expect(before.preorders.filter((item) => item.orderId === orderId)).toEqual([
      expect.objectContaining({
        venueId: 2,
        promisedAt: vladivostok('2026-11-23T12:00').toISOString(),
        startAt: vladivostok('2026-11-23T11:50').toISOString(),
        sendAt: vladivostok('2026-11-23T10:50').toISOString(),
        serviceType: 'DeliveryByClient',
        comment: 'Торт с надписью',
        lines: [expect.objectContaining({ count: 1 })],
      }),
    ]);
    // the pub's board has no part of it
    expect((await board(1)).preorders.map((item) => item.orderId)).not.toContain(orderId);

    await sendWhenDue(orderId);
    const after = await board(2);
    expect(after.preorders.map((item) => item.orderId)).not.toContain(orderId);
    expect(cardsOf(after.orders, orderId)).toEqual([
      expect.objectContaining({
        venueId: 2,
        ticket: 'sent',
        startAt: vladivostok('2026-11-23T11:50').toISOString(),
        promisedAt: vladivostok('2026-11-23T12:00').toISOString(),
      }),
    ]);
  });

  it('a cancelled one leaves the list', async () => {
    const orderId = await place([dishes[1]?.id ?? 0], '2026-11-23 12:00:00.000');
    await holdTickets(orderId);
    expect((await board(2)).preorders.map((item) => item.orderId)).toContain(orderId);
    await t.database.db.execute(sql`update orders set status = 'cancelled' where id = ${orderId}`);
    expect((await board(2)).preorders.map((item) => item.orderId)).not.toContain(orderId);
  });

  it('the stream shows what a fresh load shows: the pre-order as placed, the card as sent', async () => {
    const openBoard = async () => {
      const stream = await openEventStream(
        `${base}/api/staff/orders/events?venueId=2&ticket=${await streamTicket(t.app, token)}`,
      );
      expect((await stream.next()).event).toBe('ready');
      return stream;
    };
    // Placed: the stream's pre-order is the one a fresh load lists.
    const before = await openBoard();
    let orderId = 0;
    try {
      orderId = await place([dishes[1]?.id ?? 0], '2026-11-23 12:00:00.000');
      await holdTickets(orderId);
      const placed = await nextOf(before, orderId, 'preorder');
      const listed = (await board(2)).preorders.find((item) => item.orderId === orderId);
      expect(listed).toBeDefined();
      expect(placed).toEqual({ orderId, venueId: 2, preorder: listed });
    } finally {
      before.close();
    }
    // Days later, a kitchen's board open when its ticket is sent: the card is the fresh one.
    await comeDue(orderId);
    const after = await openBoard();
    try {
      await t.app.outbox.runOnce();
      const live = await nextOf(after, orderId, 'order');
      const gone = await nextOf(after, orderId, 'preorder');
      const fresh = await board(2);
      expect(cardsOf(fresh.orders, orderId)).toEqual([live]);
      expect(gone).toEqual({ orderId, venueId: 2, preorder: null });
      expect(fresh.preorders.map((item) => item.orderId)).not.toContain(orderId);
    } finally {
      after.close();
    }
  });
});

/** The stream's next event of `kind` about the order (others are skipped). */
async function nextOf(stream: TestEventStream, orderId: number, kind: 'order' | 'preorder') {
  for (;;) {
    const seen = await stream.next();
    const data = seen.data as StaffOrder | StaffPreorderEvent;
    if (seen.event === kind && data.orderId === orderId) return data;
  }
}
