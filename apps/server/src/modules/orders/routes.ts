/** Order calls (API.md "Orders"). */
import { idParamSchema } from '@storefront/contract/catalog';
import { createOrderSchema } from '@storefront/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { idempotencyKeyHeaders } from '../../lib/idempotency-key';
import { optionalUser } from '../accounts/routes';
import type { Sessions } from '../accounts/sessions';
import type { OrdersService } from './service';

export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  sessions: Sessions;
}> = async (app, { orders, sessions }) => {
  app.post(
    '/delivery',
    { schema: { body: createOrderSchema, headers: idempotencyKeyHeaders } },
    async (request, reply) => {
      const answer = await orders.createOrder(request.body, {
        idempotencyKey: request.headers['idempotency-key'],
        // A stale token does not stop a guest from ordering: the order is then anonymous.
        userId: await optionalUser(request, sessions),
      });
      return reply.code(201).header('Cache-Control', 'no-store').send(answer);
    },
  );

  app.get(
    '/delivery/getOrder/:id',
    {
      schema: {
        params: idParamSchema,
        querystring: z.object({ key: z.optional(z.string().check(z.maxLength(100))) }),
      },
    },
    async (request, reply) => {
      const view = await orders.viewOrder(request.params.id, {
        key: request.query.key,
        userId: await optionalUser(request, sessions),
      });
      return reply.header('Cache-Control', 'no-store').send(view);
    },
  );
};
