/** Order calls (API.md "Orders"). */
import { idParamSchema } from '@storefront/contract/catalog';
import {
  createOrderResponseSchema,
  createOrderSchema,
  orderKeyQuerySchema,
  orderViewSchema,
  paymentWaysResponseSchema,
  payOnDeliverySchema,
  retryPaymentResponseSchema,
  retryPaymentSchema,
} from '@storefront/contract/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyHeaders } from '../../lib/idempotency-key';
import type { OrdersService } from './service';

/** A host name or address with an optional port; anything else in Host is not echoed back. */
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The address the guest is on (through a trusted proxy's X-Forwarded-Proto/Host when
 * TRUST_PROXY is set): the payment page sends them back there, so that a guest who came to
 * 127.0.0.1 or a mirror domain returns to the same place, still logged in (issue 9).
 */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const host = request.host;
  if (!host || !HOST_PATTERN.test(host)) return undefined;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host.toLowerCase()}`;
}

/** Needs plugins/auth.ts (who is calling). */
export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.post(
    '/delivery',
    {
      schema: {
        body: createOrderSchema,
        headers: idempotencyKeyHeaders,
        response: { 201: createOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await orders.createOrder(request.body, {
        idempotencyKey: request.headers['idempotency-key'],
        // A stale token does not stop a guest from ordering: the order is then anonymous.
        userId: await request.optionalUser(),
        origin: requestOrigin(request),
        clientIp: request.ip,
      });
      return reply.code(201).header('Cache-Control', 'no-store').send(answer);
    },
  );

  app.get(
    '/delivery/paymentWays',
    { schema: { response: { 200: paymentWaysResponseSchema } } },
    async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=60').send(orders.paymentWays()),
  );

  app.get(
    '/delivery/getOrder/:id',
    {
      schema: {
        params: idParamSchema,
        querystring: orderKeyQuerySchema,
        response: { 200: orderViewSchema },
      },
    },
    async (request, reply) => {
      const view = await orders.viewOrder(request.params.id, {
        key: request.query.key,
        userId: await request.optionalUser(),
      });
      return reply.header('Cache-Control', 'no-store').send(view);
    },
  );

  app.post(
    '/delivery/:id/retryPayment',
    {
      schema: {
        params: idParamSchema,
        body: retryPaymentSchema,
        response: { 200: retryPaymentResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await orders.retryPayment(
        request.params.id,
        { key: request.body.key, userId: await request.optionalUser() },
        requestOrigin(request),
      );
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );

  app.post(
    '/delivery/:id/payOnDelivery',
    {
      schema: {
        params: idParamSchema,
        body: payOnDeliverySchema,
        response: { 200: orderViewSchema },
      },
    },
    async (request, reply) => {
      const view = await orders.payOnDelivery(
        request.params.id,
        { key: request.body.key, userId: await request.optionalUser() },
        request.body.payment,
      );
      return reply.header('Cache-Control', 'no-store').send(view);
    },
  );
};
