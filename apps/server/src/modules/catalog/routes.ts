/** Catalogue calls (API.md "Catalogue"). */
import {
  checkConnectionSchema,
  idParamSchema,
  productCardSchema,
  specialHeaderSchema,
  specialQuerySchema,
  venueMenuSchema,
  venueParamSchema,
} from '@storefront/contract/catalog';
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

  // The answers are checked against these schemas when the cache makes them (service.ts); here
  // they describe the calls (the OpenAPI document).
  app.get(
    '/special-header',
    { schema: { response: { 200: specialHeaderSchema } } },
    async (request, reply) =>
      sendCachedJson(request, reply, await catalog.specialHeader(), maxAgeSeconds),
  );

  app.get(
    '/test/:venueId',
    { schema: { params: venueParamSchema, response: { 200: venueMenuSchema } } },
    async (request, reply) =>
      sendCachedJson(
        request,
        reply,
        await catalog.venueMenu(request.params.venueId),
        maxAgeSeconds,
      ),
  );

  app.get(
    '/test/special/:venueId',
    {
      schema: {
        params: venueParamSchema,
        querystring: specialQuerySchema,
        response: { 200: venueMenuSchema },
      },
    },
    async (request, reply) =>
      sendCachedJson(
        request,
        reply,
        await catalog.specialMenu(request.params.venueId, request.query.nameURL),
        maxAgeSeconds,
      ),
  );

  app.get(
    '/product/:id',
    { schema: { params: idParamSchema, response: { 200: productCardSchema } } },
    async (request, reply) =>
      sendCachedJson(request, reply, await catalog.product(request.params.id), maxAgeSeconds),
  );

  app.get(
    '/specialProduct/:id',
    { schema: { params: idParamSchema, response: { 200: productCardSchema } } },
    async (request, reply) =>
      sendCachedJson(
        request,
        reply,
        await catalog.specialProduct(request.params.id),
        maxAgeSeconds,
      ),
  );

  // GET /delivery-zones is delivery-terms-routes.ts's: the zones with their terms (issue 14).

  app.get(
    '/checkConnection',
    { schema: { response: { 200: checkConnectionSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { isServerOk: await options.isServerOk() };
    },
  );
};
