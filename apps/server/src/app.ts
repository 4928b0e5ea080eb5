/** buildApp(): the whole site as a Fastify instance. server.ts listens; tests inject. */

import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDevOutbox, type DevOutbox } from './adapters/dev-outbox';
import type { EmailSender } from './adapters/email/email';
import { createLogEmailSender } from './adapters/email/log';
import { createSmtpEmailSender } from './adapters/email/smtp';
import type { PaymentProvider } from './adapters/payments/payments';
import { createSandboxProvider } from './adapters/payments/sandbox';
import { createIpAllowList, yookassaNotificationNetworks } from './adapters/payments/trusted-ips';
import { createYookassaProvider } from './adapters/payments/yookassa';
import { createIikoAdapter } from './adapters/pos/iiko';
import { createLocalPos } from './adapters/pos/local';
import type { PosAdapter } from './adapters/pos/pos';
import { createLogSmsSender } from './adapters/sms/log';
import type { SmsSender } from './adapters/sms/sms';
import { createSmsRuSender } from './adapters/sms/smsru';
import type { Config } from './config';
import type { Database } from './db/client';
import { createPasswordHasher } from './lib/passwords';
import { createCodes } from './modules/accounts/codes';
import { accountRoutes } from './modules/accounts/routes';
import { createAccountsService } from './modules/accounts/service';
import { createSessions } from './modules/accounts/sessions';
import { createBookingHandlers } from './modules/bookings/handlers';
import { bookingRoutes } from './modules/bookings/routes';
import { createBookingsService } from './modules/bookings/service';
import { createMenuImageHints } from './modules/catalog/menu-image-hints';
import { createCatalogRepository } from './modules/catalog/repository';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { cateringRoutes } from './modules/catering/routes';
import { devOutboxRoutes } from './modules/dev/routes';
import { mediaRoutes } from './modules/media/routes';
import { createFulfilmentHandlers } from './modules/orders/fulfilment';
import { orderRoutes } from './modules/orders/routes';
import { createOrdersService } from './modules/orders/service';
import { createOutboxWorker, type OutboxWorker } from './modules/outbox/worker';
import { sandboxRoutes, yookassaRoutes } from './modules/payments/routes';
import { createPaymentsService } from './modules/payments/service';
import { iikoWebhookRoutes } from './modules/pos/routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

// Validation messages of library-made schemas in Russian, like the rest of the site.
z.config(z.locales.ru());

/** Outside systems; tests pass their own. */
export interface Adapters {
  email: EmailSender;
  sms: SmsSender;
  pos: PosAdapter;
  payments: PaymentProvider;
}

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  adapters?: Partial<Adapters>;
  /** the clock for delivery-time rules */
  now?: () => Date;
  /** log2 of scrypt's N; tests lower it to stay fast */
  passwordHashCost?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
    devOutbox: DevOutbox;
  }
}

export async function buildApp({
  config,
  database,
  logger = false,
  adapters = {},
  now,
  passwordHashCost,
}: AppDeps) {
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
  await registerSecurityHeaders(app, {
    imageUrlTemplate: config.IMAGE_URL_TEMPLATE,
    yandexMaps: Boolean(config.VITE_YMAPS_KEY),
  });

  const { db } = database;
  const devOutbox = createDevOutbox();
  const email =
    adapters.email ??
    (config.EMAIL_TRANSPORT === 'smtp' && config.SMTP_URL
      ? createSmtpEmailSender({ url: config.SMTP_URL, from: config.MAIL_FROM })
      : createLogEmailSender({ outbox: devOutbox, log: app.log }));
  const sms =
    adapters.sms ??
    (config.SMS === 'smsru' && config.SMSRU_API_ID
      ? createSmsRuSender({ apiId: config.SMSRU_API_ID, from: config.SMSRU_FROM })
      : createLogSmsSender({ outbox: devOutbox, log: app.log }));
  const pos = adapters.pos ?? createPos(config);
  const sessions = createSessions(db);
  const accounts = createAccountsService({
    db,
    sms,
    email,
    passwords: createPasswordHasher({ cost: passwordHashCost }),
    sessions,
    codes: createCodes(db),
    log: app.log,
  });
  const sandbox =
    config.PAYMENT_PROVIDER === 'sandbox'
      ? createSandboxProvider({ db, publicUrl: config.PUBLIC_URL })
      : null;
  const paymentProvider =
    adapters.payments ??
    sandbox ??
    createYookassaProvider({
      apiUrl: config.YOOKASSA_API_URL,
      shopId: config.YOOKASSA_SHOP_ID ?? '',
      secretKey: config.YOOKASSA_SECRET_KEY ?? '',
    });
  const payments = createPaymentsService({ db, provider: paymentProvider });
  const orders = createOrdersService({
    db,
    payments: paymentProvider,
    publicUrl: config.PUBLIC_URL_FIXED ? config.PUBLIC_URL.replace(/\/$/, '') : null,
    fallbackUrl: config.PUBLIC_URL,
    imageUrlTemplate: config.IMAGE_URL_TEMPLATE,
    now,
  });
  const outbox = createOutboxWorker({
    db,
    pollMs: config.OUTBOX_POLL_MS,
    log: app.log,
    handlers: {
      ...createFulfilmentHandlers({
        db,
        pos,
        email,
        publicUrl: config.PUBLIC_URL,
        venueEmails: config.VENUE_EMAILS,
      }),
      ...createBookingHandlers({ db, email, venueEmails: config.VENUE_EMAILS }),
    },
  });
  app.decorate('outbox', outbox);
  app.decorate('devOutbox', devOutbox);
  app.addHook('onClose', async () => {
    await outbox.stop();
    await email.close();
  });

  const catalog = createCatalogService(createCatalogRepository(database.db), {
    imageUrlTemplate: config.IMAGE_URL_TEMPLATE,
  });

  /** Whether an order placed now reaches the kitchen: our database and the POS answer. */
  async function isServerOk(): Promise<boolean> {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'database is unreachable');
      return false;
    }
    return pos.isAvailable();
  }

  await app.register(catalogRoutes, {
    prefix: '/api',
    catalog,
    maxAgeSeconds: config.CATALOG_MAX_AGE,
    isServerOk,
  });
  await app.register(orderRoutes, { prefix: '/api', orders, sessions });
  await app.register(accountRoutes, { prefix: '/api/myAccount', accounts, sessions });
  await app.register(bookingRoutes, {
    prefix: '/api',
    bookings: createBookingsService({ db }),
    sessions,
    now,
  });
  await app.register(yookassaRoutes, {
    prefix: '/api/payments/yookassa',
    payments,
    isTrustedSource: createIpAllowList(
      config.YOOKASSA_NOTIFICATION_NETWORKS ?? yookassaNotificationNetworks,
    ),
  });
  if (sandbox && !adapters.payments) await app.register(sandboxRoutes, { sandbox, payments });
  if (config.IIKO_WEBHOOK_TOKEN) {
    await app.register(iikoWebhookRoutes, {
      prefix: '/api/pos/iiko',
      db,
      token: config.IIKO_WEBHOOK_TOKEN,
      onStopListChanged: () => catalog.invalidate(),
    });
  }
  if (config.DEV_OUTBOX) await app.register(devOutboxRoutes, { prefix: '/dev', outbox: devOutbox });
  await app.register(mediaRoutes, { prefix: '/media', catalog });
  await app.register(cateringRoutes, { catalog });
  await registerWebApp(app, config.WEB_DIST_DIR, createMenuImageHints(catalog));
  return app;
}

function createPos(config: Config): PosAdapter {
  if (config.POS === 'local') return createLocalPos();
  const { 1: pub, 2: sibumi, 3: bistro } = config.IIKO_ORGANIZATIONS ?? {};
  if (!config.IIKO_API_LOGIN || !pub || !sibumi || !bistro) {
    throw new Error('POS=iiko needs IIKO_API_LOGIN and IIKO_ORGANIZATIONS for venues 1, 2 and 3');
  }
  return createIikoAdapter({
    apiUrl: config.IIKO_API_URL,
    apiLogin: config.IIKO_API_LOGIN,
    organizations: { 1: pub, 2: sibumi, 3: bistro },
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
