/** Catalogue calls (API.md "Catalogue"). */
import { idParamSchema, specialQuerySchema, venueParamSchema } from '@storefront/contract/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../lib/cached-reply';
import type { CatalogService } from './service';

export interface CatalogRoutesOptions {
  catalog: CatalogService;
  maxAgeSeconds: number;
  isServerOk: () => Promise<boolean>;
}

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, options) => {
  const { catalog, maxAgeSeconds } = options;

  app.get('/special-header', async (request, reply) =>
    sendCachedJson(request, reply, await catalog.specialHeader(), maxAgeSeconds),
  );

  app.get('/test/:venueId', { schema: { params: venueParamSchema } }, async (request, reply) =>
    sendCachedJson(request, reply, await catalog.venueMenu(request.params.venueId), maxAgeSeconds),
  );

  app.get(
    '/test/special/:venueId',
    { schema: { params: venueParamSchema, querystring: specialQuerySchema } },
    async (request, reply) =>
      sendCachedJson(
        request,
        reply,
        await catalog.specialMenu(request.params.venueId, request.query.nameURL),
        maxAgeSeconds,
      ),
  );

  app.get('/product/:id', { schema: { params: idParamSchema } }, async (request, reply) =>
    sendCachedJson(request, reply, await catalog.product(request.params.id), maxAgeSeconds),
  );

  app.get('/specialProduct/:id', { schema: { params: idParamSchema } }, async (request, reply) =>
    sendCachedJson(request, reply, await catalog.specialProduct(request.params.id), maxAgeSeconds),
  );

  app.get('/delivery-zones', async (request, reply) =>
    sendCachedJson(request, reply, await catalog.deliveryZones(), maxAgeSeconds),
  );

  app.get('/checkConnection', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { isServerOk: await options.isServerOk() };
  });
};
