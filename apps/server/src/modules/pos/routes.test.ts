import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderEvents, orders, posTickets, products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { placeCashOrder, withoutOptions } from '../../testing/orders';
import { createReadBackPos } from '../../testing/read-back-pos';

const token = 'iiko-webhook-token-0123456789';
const iiko = createReadBackPos();
let t: Awaited<ReturnType<typeof createTestApp>>;
/** one dish of each venue */
let dishes: { id: number; venueId: number; priceKopecks: number }[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { IIKO_WEBHOOK_TOKEN: token },
    { now: () => vladivostok('2026-11-21T13:05'), adapters: { pos: iiko.pos } },
  );
  const all = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.available, true), withoutOptions()))
    .orderBy(asc(products.id));
  dishes = [1, 2, 3].map((venueId) => {
    const dish = all.find((row) => row.venueId === venueId);
    if (!dish) throw new Error(`no dish of venue ${venueId}`);
    return dish;
  });
});
afterAll(() => t.close());

/** A cash pickup order of one dish from each of `venues`, its tickets sent: the tickets' ids. */
async function placeOrder(venues = [1]) {
  const { id: orderId } = await placeCashOrder(t.app, {
    dishIds: dishes.filter((dish) => venues.includes(dish.venueId)).map((dish) => dish.id),
  });
  await t.app.outbox.runOnce();
  const tickets = await t.database.db
    .select()
    .from(posTickets)
    .where(eq(posTickets.orderId, orderId))
    .orderBy(asc(posTickets.venueId));
  return { orderId, tickets: tickets.map((ticket) => ticket.ticketId) };
}

/** An honest webhook: iiko has the tickets as its events say, and tells us. */
function send(body: unknown, authorization?: string) {
  iiko.heard(body);
  return forged(body, authorization);
}

/** A webhook whose events iiko does not stand behind. */
function forged(body: unknown, authorization?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pos/iiko/webhook',
    payload: body as object,
    headers: authorization ? { authorization } : {},
  });
}

/** iiko's DeliveryOrderUpdate for one of our tickets (its id is the one we created it with). */
const update = (ticketId: string, status: string) => ({
  eventType: 'DeliveryOrderUpdate',
  eventTime: '2026-11-21 13:10:00.000',
  organizationId: '7bc05553-4b68-44e8-b7bc-37be63c6d9e9',
  correlationId: 'a3a1b6f0-2b6e-4c5e-9d38-0d3b1c7c7f10',
  eventInfo: {
    id: ticketId,
    posId: '2f6ab1c2-7d73-4c4e-8f0f-6b1f1d7a9c11',
    externalNumber: null,
    organizationId: '7bc05553-4b68-44e8-b7bc-37be63c6d9e9',
    timestamp: 1795436400000,
    creationStatus: 'Success',
    errorInfo: null,
    order: { status },
  },
});

async function orderRow(orderId: number) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

async function ticketStatuses(orderId: number) {
  const tickets = await t.database.db
    .select()
    .from(posTickets)
    .where(eq(posTickets.orderId, orderId))
    .orderBy(asc(posTickets.venueId));
  return tickets.map((ticket) => ticket.status);
}

describe('POST /api/pos/iiko/webhook', () => {
  let order: Awaited<ReturnType<typeof placeOrder>>;
  beforeEach(async () => {
    order = await placeOrder([1]);
  });

  it('refuses calls without the configured token', async () => {
    expect((await send([])).statusCode).toBe(401);
    expect((await send([], 'Bearer wrong-token-wrong-token')).statusCode).toBe(401);
    expect((await send([], `Bearer ${token}`)).statusCode).toBe(200);
  });

  it('declines a ticket that iiko failed to create, and so the order', async () => {
    const [ticketId = ''] = order.tickets;
    const response = await send(
      [
        {
          eventType: 'DeliveryOrderError',
          eventInfo: {
            id: ticketId,
            creationStatus: 'Error',
            errorInfo: { description: 'Терминал недоступен' },
          },
        },
      ],
      token,
    );
    expect(response.statusCode).toBe(200);
    const [ticket] = await t.database.db
      .select()
      .from(posTickets)
      .where(eq(posTickets.ticketId, ticketId));
    expect(ticket).toMatchObject({ status: 'declined', detail: 'Терминал недоступен' });
    expect((await orderRow(order.orderId))?.status).toBe('cancelled');
  });

  it("follows iiko's statuses from the kitchen to the guest, writing each to the history", async () => {
    const [ticketId = ''] = order.tickets;
    const steps: [string, string][] = [
      ['WaitCooking', 'accepted'],
      ['CookingStarted', 'cooking'],
      ['CookingCompleted', 'ready'],
      ['Closed', 'collected'],
    ];
    for (const [iikoStatus, orderStatus] of steps) {
      expect((await send([update(ticketId, iikoStatus)], token)).statusCode).toBe(200);
      expect((await orderRow(order.orderId))?.status).toBe(orderStatus);
    }
    const history = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.orderId))
      .orderBy(asc(orderEvents.id));
    expect(
      history
        .filter((event) => event.subject === 'order')
        .map((event) => [event.fromStatus, event.toStatus, event.actor]),
    ).toEqual([
      ['new', 'accepted', 'pos'],
      ['accepted', 'cooking', 'pos'],
      ['cooking', 'ready', 'pos'],
      ['ready', 'collected', 'pos'],
    ]);
  });

  it('never lets a late or repeated update take the order back', async () => {
    const [ticketId = ''] = order.tickets;
    await send([update(ticketId, 'CookingStarted')], token);
    // The earlier status arrives after the later one, and the later one again.
    await send([update(ticketId, 'WaitCooking'), update(ticketId, 'CookingStarted')], token);
    await send([update(ticketId, 'Unconfirmed')], token);
    expect(await ticketStatuses(order.orderId)).toEqual(['cooking']);
    expect((await orderRow(order.orderId))?.status).toBe('cooking');
    const changes = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.orderId));
    // sent (by the POS), then cooking: once each.
    expect(changes.filter((event) => event.subject === 'ticket')).toHaveLength(2);
  });

  it('ignores events about tickets it does not know and statuses it does not act on', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await send([update(unknown, 'CookingStarted')], token)).statusCode).toBe(200);
    const [ticketId = ''] = order.tickets;
    expect((await send([update(ticketId, 'SomethingNew')], token)).statusCode).toBe(200);
    expect(await ticketStatuses(order.orderId)).toEqual(['sent']);
  });

  it('moves a ticket only as iiko says when asked, not as a forged event says (decision 075)', async () => {
    const [ticketId = ''] = order.tickets;
    iiko.set(ticketId, { creationStatus: 'Success', order: { status: 'CookingStarted' } });
    const forgedDelivery = await forged([update(ticketId, 'Delivered')], `Bearer ${token}`);
    expect(forgedDelivery.statusCode).toBe(200);
    // read back from iiko: cooking, not delivered
    expect(await ticketStatuses(order.orderId)).toEqual(['cooking']);
    const forgedFailure = await forged(
      [{ ...update(ticketId, 'Cancelled'), eventType: 'DeliveryOrderError' }],
      `Bearer ${token}`,
    );
    expect(forgedFailure.statusCode).toBe(200);
    expect(await ticketStatuses(order.orderId)).toEqual(['cooking']);
    expect((await orderRow(order.orderId))?.status).not.toBe('cancelled');
  });

  it('answers malformed bodies with 400', async () => {
    expect((await send({ not: 'an array' }, token)).statusCode).toBe(400);
  });
});

describe('an order from three venues', () => {
  it('cooks when one kitchen cooks, is ready when all are', async () => {
    const { orderId, tickets } = await placeOrder([1, 2, 3]);
    const [first = '', second = '', third = ''] = tickets;
    await send([update(first, 'WaitCooking'), update(second, 'WaitCooking')], token);
    expect((await orderRow(orderId))?.status).toBe('new');
    await send([update(third, 'WaitCooking')], token);
    expect((await orderRow(orderId))?.status).toBe('accepted');
    await send([update(second, 'CookingStarted')], token);
    expect((await orderRow(orderId))?.status).toBe('cooking');
    await send([update(first, 'CookingCompleted'), update(second, 'CookingCompleted')], token);
    expect((await orderRow(orderId))?.status).toBe('cooking');
    await send([update(third, 'CookingCompleted')], token);
    expect((await orderRow(orderId))?.status).toBe('ready');
  });

  it('takes a declining venue’s dishes off the sum and goes on with the others', async () => {
    const { orderId, tickets } = await placeOrder([1, 2, 3]);
    const [first = '', second = '', third = ''] = tickets;
    const before = await orderRow(orderId);
    await send([update(second, 'Cancelled')], token);
    const after = await orderRow(orderId);
    const declinedSum = dishes[1]?.priceKopecks ?? 0;
    expect(after?.subtotalKopecks).toBe((before?.subtotalKopecks ?? 0) - declinedSum);
    expect(after?.totalKopecks).toBe((before?.totalKopecks ?? 0) - declinedSum);
    expect(await ticketStatuses(orderId)).toEqual(['sent', 'declined', 'sent']);
    await send([update(first, 'CookingCompleted'), update(third, 'CookingCompleted')], token);
    expect((await orderRow(orderId))?.status).toBe('ready');
  });

  it('is cancelled when every venue declines', async () => {
    const { orderId, tickets } = await placeOrder([1, 2]);
    await send(
      tickets.map((ticketId) => update(ticketId, 'Cancelled')),
      token,
    );
    expect((await orderRow(orderId))?.status).toBe('cancelled');
  });
});
