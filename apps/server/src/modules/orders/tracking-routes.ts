/**
 * The guest follows the order (issue 12 item 7): `GET /api/delivery/events/{id}` streams the
 * order's view as Server-Sent Events — once on opening, then on every change made by any server
 * process (PostgreSQL LISTEN/NOTIFY, db/notifications.ts) — and `POST /api/delivery/{id}/cancel`
 * is the guest's 'Отменить заказ'. Both take the order's key or its owner's session.
 */
import { idParamSchema } from '@storefront/contract/catalog';
import {
  cancelOrderSchema,
  type OrderView,
  orderKeyQuerySchema,
  orderViewSchema,
} from '@storefront/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channels, type Notifications } from '../../db/notifications';
import { liveStreams, notifyChannel } from '../../lib/live-streams';
import type { OrdersService } from './service';

export const orderTrackingRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  notifications: Notifications;
}> = async (app, { orders, notifications }) => {
  const streams = await liveStreams(app, notifyChannel(notifications, channels.order), 'order');

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
      await streams.follow(request, reply, {
        opening: () => reply.sse.send({ event: 'order', data: first }),
        // Each change is read in turn; a burst of changes sends the latest once.
        async changed(orderId) {
          if (orderId !== null && orderId !== request.params.id) return;
          const view: OrderView = await orders.viewOrder(request.params.id, access);
          const next = JSON.stringify(view);
          if (next === last) return;
          last = next;
          await reply.sse.send({ event: 'order', data: view });
        },
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
