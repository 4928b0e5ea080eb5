/** The storefront's delivery terms (delivery-terms.ts): zones with their terms, venues' busy mode. */
import { deliveryZonesSchema, venueStatusesSchema } from '@storefront/contract/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../lib/cached-reply';
import type { DeliveryTerms } from './delivery-terms';

export const deliveryTermsRoutes: FastifyPluginAsyncZod<{
  terms: DeliveryTerms;
  maxAgeSeconds: number;
}> = async (app, { terms, maxAgeSeconds }) => {
  // The answers are checked against these schemas when the cache makes them; here they
  // describe the calls (the OpenAPI document).
  app.get(
    '/delivery-zones',
    {
      schema: {
        description:
          'The active delivery zones: fee, smallest dishes’ sum (minOrder, 0: any), free delivery from (freeFrom, null: never), courier minutes; roubles.',
        response: { 200: deliveryZonesSchema },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, await terms.zones(), maxAgeSeconds),
  );

  app.get(
    '/venues/status',
    {
      schema: {
        description:
          'Each venue’s busy mode: orders paused (with the message its menu shows) and the minutes added to the expected time.',
        response: { 200: venueStatusesSchema },
      },
    },
    async (request, reply) =>
      sendCachedJson(request, reply, await terms.venueStatuses(), maxAgeSeconds),
  );
};
