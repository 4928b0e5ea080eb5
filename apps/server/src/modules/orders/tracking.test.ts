/**
 * The guest's live order page and 'Отменить заказ' over real HTTP. Two apps on one database stand
 * for two server processes (on PostgreSQL, TEST_DATABASE_URL, each with its own LISTEN
 * connection): a change made through one reaches a stream opened on the other.
 */
import type { AddressInfo } from 'node:net';
import { orderViewSchema } from '@storefront/contract/orders';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posTickets, products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { placeCashOrder } from '../../testing/orders';
import { createReadBackPos } from '../../testing/read-back-pos';

const token = 'iiko-webhook-token-0123456789';
/** the kitchens' iiko, which both processes read tickets back from */
const iiko = createReadBackPos();
const now = () => vladivostok('2026-11-21T13:05');
let first: Awaited<ReturnType<typeof createTestApp>>;
let second: Awaited<ReturnType<typeof createTestApp>>;
let base = '';
let dishId = 0;

beforeAll(async () => {
  first = await createTestApp({ IIKO_WEBHOOK_TOKEN: token }, { now, adapters: { pos: iiko.pos } });
  second = await createTestApp(
    { IIKO_WEBHOOK_TOKEN: token },
    { now, database: first.database, adapters: { pos: iiko.pos } },
  );
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(first.app.server.address() as AddressInfo).port}`;
  const [dish] = await first.database.db
    .select()
    .from(products)
    .where(eq(products.available, true))
    .orderBy(asc(products.id));
  dishId = dish?.id ?? 0;
});
afterAll(async () => {
  await second.close();
  await first.close();
});

async function placeOrder() {
  const { id, key } = await placeCashOrder(first.app, { dishIds: [dishId] });
  await first.app.outbox.runOnce();
  const [ticket] = await first.database.db
    .select()
    .from(posTickets)
    .where(eq(posTickets.orderId, id));
  return { id, key, ticketId: ticket?.ticketId ?? '' };
}

/** What the other process's iiko webhook says of a ticket. */
function iikoSays(ticketId: string, status: string) {
  const payload = [
    { eventType: 'DeliveryOrderUpdate', eventInfo: { id: ticketId, order: { status } } },
  ];
  iiko.heard(payload);
  return second.app.inject({
    method: 'POST',
    url: '/api/pos/iiko/webhook',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}

/** Opens the stream and hands out its 'order' events one by one. */
async function openStream(path: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    response,
    async next(): Promise<unknown> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (block.includes('event: order') && data) return JSON.parse(data);
          continue;
        }
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}

describe('GET /api/delivery/events/{id}', () => {
  it("sends the order, then each change another process makes, until it's closed", async () => {
    const order = await placeOrder();
    const stream = await openStream(`/api/delivery/events/${order.id}?key=${order.key}`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    const opening = orderViewSchema.parse(await stream.next());
    expect(opening).toMatchObject({ id: order.id, status: 'new', canCancel: true });

    expect((await iikoSays(order.ticketId, 'CookingStarted')).statusCode).toBe(200);
    const cooking = orderViewSchema.parse(await stream.next());
    expect(cooking.status).toBe('cooking');
    expect(cooking.canCancel).toBe(false);
    expect(cooking.timeline.map((step) => step.status)).toEqual(['new', 'cooking']);

    await iikoSays(order.ticketId, 'CookingCompleted');
    expect(orderViewSchema.parse(await stream.next()).status).toBe('ready');
    stream.close();
  });

  it('is a 404 for a wrong key, before any stream opens', async () => {
    const order = await placeOrder();
    const response = await fetch(`${base}/api/delivery/events/${order.id}?key=wrong`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { errType: string }).errType).toBe('notFound');
  });
});

describe('POST /api/delivery/{id}/cancel', () => {
  const cancel = (id: number, key: string) =>
    first.app.inject({ method: 'POST', url: `/api/delivery/${id}/cancel`, payload: { key } });

  it('cancels a fresh cash order and answers its view', async () => {
    const order = await placeOrder();
    const response = await cancel(order.id, order.key);
    expect(response.statusCode).toBe(200);
    const view = orderViewSchema.parse(response.json());
    expect(view).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      cancelReason: 'Отменён по вашей просьбе',
    });
    expect((await cancel(order.id, order.key)).json().errType).toBe('orderNotCancellable');
  });

  it('refuses once the kitchen cooks (409), and a wrong key is a 404', async () => {
    const order = await placeOrder();
    await iikoSays(order.ticketId, 'CookingStarted');
    const refused = await cancel(order.id, order.key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errType).toBe('orderNotCancellable');
    expect((await cancel(order.id, 'wrong-key')).statusCode).toBe(404);
  });
});
