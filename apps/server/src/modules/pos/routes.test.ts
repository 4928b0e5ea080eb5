import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posTickets } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';

const token = 'iiko-webhook-token-0123456789';
let t: Awaited<ReturnType<typeof createTestApp>>;
let ticketId = '';

beforeAll(async () => {
  t = await createTestApp(
    { IIKO_WEBHOOK_TOKEN: token },
    { now: () => vladivostok('2026-11-21T13:05') },
  );
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: {
      emailSubscription: false,
      data: [{ id: 1, special: false, count: 1 }],
      metadata: {
        orderServiceType: 'DeliveryByClient',
        payment: 'CASH',
        phone: '+79141234567',
        customer: { name: 'Иван' },
        completeBefore: null,
        deliveryPoint: null,
      },
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  await t.app.outbox.runOnce();
  const [ticket] = await t.database.db.select().from(posTickets);
  ticketId = ticket?.ticketId ?? '';
});
afterAll(() => t.close());

function send(body: unknown, authorization?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pos/iiko/webhook',
    payload: body as object,
    headers: authorization ? { authorization } : {},
  });
}

describe('POST /api/pos/iiko/webhook', () => {
  it('refuses calls without the configured token', async () => {
    expect((await send([])).statusCode).toBe(401);
    expect((await send([], 'Bearer wrong-token-wrong-token')).statusCode).toBe(401);
    expect((await send([], `Bearer ${token}`)).statusCode).toBe(200);
  });

  it('marks a ticket that iiko failed to create', async () => {
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
    expect(ticket).toMatchObject({ status: 'rejected', detail: 'Терминал недоступен' });
  });

  it('answers malformed bodies with 400', async () => {
    expect((await send({ not: 'an array' }, token)).statusCode).toBe(400);
  });
});
