/**
 * Orders through the real adapters against local servers that speak the outside systems' APIs:
 * iiko Cloud (down for a while, then back), YooKassa (notifications re-read), SMTP (letters).
 */
import type { AddressInfo } from 'node:net';
import { createOrderResponseSchema } from '@storefront/contract/orders';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryZones, orders, outboxEvents, posTickets, products } from '../../db/schema';
import { createTestApp, keepSeededMenu, vladivostok } from '../../testing/app';
import { fakeIikoEnv, startFakeIiko } from '../../testing/fake-iiko';
import { startFakeYookassa } from '../../testing/fake-yookassa';
import { withoutOptions } from '../../testing/orders';

const WEBHOOK_TOKEN = 'iiko-webhook-token-0123456789';
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
let iiko: Awaited<ReturnType<typeof startFakeIiko>>;
let yookassa: Awaited<ReturnType<typeof startFakeYookassa>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let dishes: { id: number; venueId: number }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  iiko = await startFakeIiko();
  yookassa = await startFakeYookassa();
  t = await createTestApp(
    {
      ...fakeIikoEnv(iiko),
      IIKO_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_API_URL: yookassa.url,
      YOOKASSA_SHOP_ID: yookassa.shopId,
      YOOKASSA_SECRET_KEY: yookassa.secretKey,
      EMAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
    { now: () => vladivostok('2026-11-21T13:05'), adapters: { menuSource: keepSeededMenu } },
  );
  // iiko's webhooks come over real HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  iiko.state.webhook = {
    url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/pos/iiko/webhook`,
    authToken: WEBHOOK_TOKEN,
  };
  const rows = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.available, true), withoutOptions()));
  dishes = [1, 2, 3].map((venueId) => {
    const row = rows.find((r) => r.venueId === venueId);
    if (!row) throw new Error(`no dish of venue ${venueId}`);
    return { id: row.id, venueId };
  });
}, 60_000);

afterAll(async () => {
  await t.close();
  await iiko.close();
  await yookassa.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function order(payment: 'CASH' | 'ONLINE', email: string | null) {
  return {
    emailSubscription: true,
    data: dishes.map((d) => ({ id: d.id, special: false, count: 1 })),
    metadata: {
      orderServiceType: 'DeliveryByCourier',
      payment,
      phone: '+79141234567',
      customer: { name: 'Анна', surname: 'Ким', email },
      completeBefore: null,
      comment: 'Домофон 15',
      deliveryPoint: {
        street: { name: 'Пограничная', city: 'Владивосток' },
        house: '14',
        flat: '5',
      },
      deliveryZone: 2,
    },
  };
}

async function place(body: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: body as object,
  });
  expect(response.statusCode, response.body).toBe(201);
  return createOrderResponseSchema.parse(response.json());
}

async function drainOutbox() {
  await t.database.db.update(outboxEvents).set({ nextAttemptAt: new Date(0) });
  await t.app.outbox.runOnce();
}

describe('iiko Cloud', () => {
  it('queues orders while iiko is down and delivers each exactly once when it is back', async () => {
    await iiko.state.goDown('unavailable');
    expect((await t.app.inject('/api/checkConnection')).json()).toEqual({ isServerOk: false });
    const placed = [await place(order('CASH', null)), await place(order('CASH', null))];
    await drainOutbox();
    await drainOutbox();
    expect(iiko.state.orders.size).toBe(0);

    await iiko.state.comeBack();
    expect((await t.app.inject('/api/checkConnection')).json()).toEqual({ isServerOk: true });
    await drainOutbox();
    await drainOutbox(); // a second pass must not send anything again
    // Two orders × three venues: six tickets, each once, keyed by our own ids.
    expect(iiko.state.orders.size).toBe(6);
    expect([...iiko.state.orders.values()].every((o) => o.duplicateAttempts === 0)).toBe(true);
    const sent = [...iiko.state.orders.values()].map((o) => o.request.order);
    expect(sent.every((o) => o.phone === '+79141234567')).toBe(true);
    for (const { id } of placed) {
      const tickets = await t.database.db
        .select()
        .from(posTickets)
        .where(eq(posTickets.orderId, id));
      expect(tickets.map((ticket) => ticket.status)).toEqual(['sent', 'sent', 'sent']);
    }
  });
});

describe('what iiko is paid', () => {
  it('is what the guest pays: the dishes once, the delivery fee once', async () => {
    // A zone whose fee is charged on this order (no free-delivery threshold reached).
    await t.database.db
      .update(deliveryZones)
      .set({ priceKopecks: 500_00, freeFromKopecks: null, minOrderKopecks: 0 })
      .where(eq(deliveryZones.id, 2));
    const before = new Set(iiko.state.orders.keys());
    const placed = await place(order('CASH', null));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.deliveryFeeKopecks).toBe(500_00);
    await drainOutbox();
    const sent = [...iiko.state.orders.entries()]
      .filter(([id]) => !before.has(id))
      .map(([, created]) => created.request.order);
    expect(sent).toHaveLength(3);
    const paid = sent.flatMap((o) => o.payments ?? []).reduce((sum, p) => sum + p.sum, 0);
    expect(Math.round(paid * 100)).toBe(row?.totalKopecks);
  });
});

describe("iiko's kitchens", () => {
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
  const ticketsOf = async (id: number) =>
    (await t.database.db.select().from(posTickets).where(eq(posTickets.orderId, id))).map(
      (ticket) => ticket.ticketId,
    );

  it('move the order by their webhooks, and the guest is written to', async () => {
    const placed = await place(order('CASH', 'kitchens@example.ru'));
    await drainOutbox();
    const tickets = await ticketsOf(placed.id);
    expect(tickets).toHaveLength(3);
    const [first = ''] = tickets;
    await iiko.state.setStatus(first, 'CookingStarted');
    expect(await statusOf(placed.id)).toBe('cooking');
    for (const ticket of tickets) await iiko.state.setStatus(ticket, 'CookingCompleted');
    expect(await statusOf(placed.id)).toBe('ready');
    for (const ticket of tickets) await iiko.state.setStatus(ticket, 'OnWay');
    expect(await statusOf(placed.id)).toBe('onTheWay');
    for (const ticket of tickets) await iiko.state.setStatus(ticket, 'Delivered');
    expect(await statusOf(placed.id)).toBe('delivered');

    await drainOutbox();
    // Placed, then ready and on the way, once each though three kitchens reported both (the
    // order went from new to cooking at once: no 'accepted' letter; delivered needs none).
    const letters = received.filter((mail) => mail.to.includes('kitchens@example.ru'));
    expect(letters).toHaveLength(3);
  });

  it('a lost webhook is caught up by asking iiko about a ticket silent for five minutes', async () => {
    const placed = await place(order('CASH', null));
    await drainOutbox();
    const tickets = await ticketsOf(placed.id);
    for (const ticket of tickets)
      await iiko.state.setStatus(ticket, 'CookingStarted', { lost: true });
    expect(await statusOf(placed.id)).toBe('new');
    // Not late yet: nobody asks.
    const asked = iiko.state.count('/api/1/deliveries/by_id');
    expect(await t.app.lateTickets.runOnce()).toBe(0);
    await t.database.db
      .update(posTickets)
      .set({ updatedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(posTickets.orderId, placed.id));
    expect(await t.app.lateTickets.runOnce()).toBe(3);
    expect(iiko.state.count('/api/1/deliveries/by_id')).toBe(asked + 3);
    expect(await statusOf(placed.id)).toBe('cooking');
    // Asked about, the tickets are not late again at once.
    expect(await t.app.lateTickets.runOnce()).toBe(0);
  });
});

describe('YooKassa', () => {
  it('acts on a notification only after re-reading the payment, and only from its addresses', async () => {
    const placed = await place(order('ONLINE', 'anna@example.ru'));
    const payment = [...yookassa.state.payments.values()].find(
      (p) => p.metadata.orderId === String(placed.id),
    );
    if (!payment) throw new Error('no payment was created');
    expect(placed.url).toBe(payment.confirmation.confirmation_url);
    expect(payment.amount).toEqual({ value: placed.sum.toFixed(2), currency: 'RUB' });

    const notify = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/yookassa/notification',
        remoteAddress,
        payload: {
          type: 'notification',
          event: 'payment.succeeded',
          object: { id: payment.id, status: 'succeeded' },
        },
      });
    const status = async () =>
      (await t.database.db.select().from(orders).where(eq(orders.id, placed.id)))[0]?.paymentStatus;

    expect((await notify('203.0.113.9')).statusCode).toBe(403);
    // A forged "succeeded" from a trusted address: YooKassa itself still says pending.
    expect((await notify('185.71.76.5')).statusCode).toBe(200);
    expect(await status()).toBe('pending');

    // The guest pays: a card payment is held until the venues accept (issue 13).
    yookassa.state.succeed(payment.id);
    expect((await notify('185.71.76.5')).statusCode).toBe(200);
    expect(await status()).toBe('held');
    expect((await notify('::ffff:185.71.76.5')).statusCode).toBe(200);
    expect(await status()).toBe('held');

    await drainOutbox();
    const tickets = [...iiko.state.orders.values()].filter(
      (o) => o.request.order.externalNumber === String(placed.id),
    );
    expect(tickets).toHaveLength(3);
  });
});

describe('SMTP', () => {
  it('sends the guest letter and a ticket letter to each venue', async () => {
    received.length = 0;
    const placed = await place(order('CASH', 'guest@example.ru'));
    await drainOutbox();
    const number = String(placed.id).padStart(7, '0');
    const mine = received.filter(
      (letter) => letter.raw.includes(number) || /=\?UTF-8\?/i.test(letter.raw),
    );
    const recipients = mine.flatMap((letter) => letter.to).sort();
    expect(recipients).toEqual([
      'bistro@pogranichnaya14.example',
      'gastropub@pogranichnaya14.example',
      'guest@example.ru',
      'sibumi@pogranichnaya14.example',
    ]);
  });
});
