/** buildApp(): the whole site as a Fastify instance. server.ts listens; tests inject. */

import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createCatalogRepository } from './modules/catalog/repository';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { mediaRoutes } from './modules/media/routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

// Validation messages of library-made schemas in Russian, like the rest of the site.
z.config(z.locales.ru());

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger = false }: AppDeps) {
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.IMAGE_URL_TEMPLATE);

  const catalog = createCatalogService(createCatalogRepository(database.db), {
    imageUrlTemplate: config.IMAGE_URL_TEMPLATE,
  });

  async function isServerOk(): Promise<boolean> {
    try {
      await database.db.execute(sql`select 1`);
      return true;
    } catch (error) {
      app.log.error({ err: error }, 'database is unreachable');
      return false;
    }
  }

  await app.register(catalogRoutes, {
    prefix: '/api',
    catalog,
    maxAgeSeconds: config.CATALOG_MAX_AGE,
    isServerOk,
  });
  await app.register(mediaRoutes, { prefix: '/media', catalog });
  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
