/**
 * The guest follows the order (issue 12 item 7): `GET /api/delivery/events/{id}` streams the
 * order's view as Server-Sent Events — once on opening, then on every change made by any server
 * process (PostgreSQL LISTEN/NOTIFY, db/notifications.ts) — and `POST /api/delivery/{id}/cancel`
 * is the guest's 'Отменить заказ'. Both take the order's key or its owner's session.
 */
import fastifySse from '@fastify/sse';
import { idParamSchema } from '@storefront/contract/catalog';
import {
  cancelOrderSchema,
  type OrderView,
  orderKeyQuerySchema,
  orderViewSchema,
} from '@storefront/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channels, type Notifications } from '../../db/notifications';
import type { OrdersService } from './service';

/** The open streams of this process, by order id. */
function createWatchers() {
  const watchers = new Map<number, Set<() => void>>();
  return {
    watch(orderId: number, onChange: () => void): () => void {
      const set = watchers.get(orderId) ?? new Set();
      set.add(onChange);
      watchers.set(orderId, set);
      return () => {
        set.delete(onChange);
        if (set.size === 0) watchers.delete(orderId);
      };
    },
    /** A message's payload is the order's id; '' (after a lost connection) means any order. */
    changed(payload: string) {
      const targets =
        payload === '' ? [...watchers.values()] : [watchers.get(Number(payload)) ?? new Set()];
      for (const set of targets) for (const onChange of set) onChange();
    },
  };
}

export const orderTrackingRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  notifications: Notifications;
}> = async (app, { orders, notifications }) => {
  const watchers = createWatchers();
  await notifications.listen(channels.order, (payload) => watchers.changed(payload));
  await app.register(fastifySse);
  // Open streams would hold a closing server forever: they are ended first (the browser
  // reconnects to whichever process serves it next).
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    '/delivery/events/:id',
    {
      sse: 'only',
      schema: {
        params: idParamSchema,
        querystring: orderKeyQuerySchema,
      },
    },
    async (request, reply) => {
      const access = {
        key: request.query.key,
        userId: await request.optionalUser(),
      };
      // Unknown order or wrong key: a 404 before the stream opens, as for the order's page.
      const first = await orders.viewOrder(request.params.id, access);
      let last = JSON.stringify(first);
      // A proxy must pass each event on at once (nginx buffers answers unless told).
      reply.header('Cache-Control', 'no-store').header('X-Accel-Buffering', 'no');
      reply.sse.keepAlive();
      await reply.sse.send({ event: 'order', data: first });
      // Changes are sent in order, one read at a time; a burst of changes sends the latest.
      let reading: Promise<void> = Promise.resolve();
      const stop = watchers.watch(request.params.id, () => {
        reading = reading
          .then(async () => {
            if (!reply.sse.isConnected) return;
            const view: OrderView = await orders.viewOrder(request.params.id, access);
            const next = JSON.stringify(view);
            if (next === last) return;
            last = next;
            await reply.sse.send({ event: 'order', data: view });
          })
          .catch((error) => request.log.warn({ err: error }, 'order stream update failed'));
      });
      const end = () => reply.sse.close();
      streams.add(end);
      reply.sse.onClose(() => {
        stop();
        streams.delete(end);
      });
    },
  );

  app.post(
    '/delivery/:id/cancel',
    {
      schema: {
        params: idParamSchema,
        body: cancelOrderSchema,
        response: { 200: orderViewSchema },
      },
    },
    async (request, reply) => {
      const view = await orders.cancelOrder(request.params.id, {
        key: request.body.key,
        userId: await request.optionalUser(),
      });
      return reply.header('Cache-Control', 'no-store').send(view);
    },
  );
};
