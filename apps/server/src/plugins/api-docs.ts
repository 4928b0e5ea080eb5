/**
 * The API's OpenAPI document, generated from the routes' zod schemas (the contract's), at
 * /api/docs/json, with Swagger UI at /api/docs (issue 12 item 9). Registered before the routes:
 * @fastify/swagger collects them as they are added. Off in production unless API_DOCS=1.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PATH = '/api/docs';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Пограничная 14 — API витрины',
        description:
          'Меню, корзина, заказы, оплата, бронирование и личный кабинет. Тексты ошибок — в поле message, их вид — в errType.',
        version: '1',
      },
    },
    // Only the API: pages, pictures, the dev tools and the docs themselves are left out.
    transform: (route) =>
      route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PATH)
        ? jsonSchemaTransform(route)
        : { schema: { ...route.schema, hide: true }, url: route.url },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    // The site's own Content-Security-Policy (security-headers.ts) is kept for its pages too.
    staticCSP: false,
  });
}
