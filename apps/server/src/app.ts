/** buildApp(): the whole site as a Fastify instance. server.ts listens; tests inject. */

import { menuVenueIds } from '@storefront/contract/venues';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDevMailbox, type DevMailbox } from './adapters/dev-mailbox';
import type { EmailSender } from './adapters/email/email';
import { createLogEmailSender } from './adapters/email/log';
import { createSmtpEmailSender } from './adapters/email/smtp';
import { createYandexGeocoder } from './adapters/geocoder/yandex-geocoder';
import { createIikoAdapter, type IikoAdapter } from './adapters/iiko/iiko';
import { venueOfOrganization } from './adapters/iiko/organizations';
import type { PaymentProvider } from './adapters/payments/payments';
import { createSandboxProvider } from './adapters/payments/sandbox';
import { createIpAllowList, yookassaNotificationNetworks } from './adapters/payments/trusted-ips';
import { createYookassaProvider } from './adapters/payments/yookassa';
import { createLocalPos } from './adapters/pos/local';
import type { PosAdapter } from './adapters/pos/pos';
import { createLogSmsSender } from './adapters/sms/log';
import type { SmsSender } from './adapters/sms/sms';
import { createSmsRuSender } from './adapters/sms/smsru';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { type Notifications, openNotifications } from './db/notifications';
import { demoPainter } from './demo/painter';
import { limitLiveStreams, STREAMS_PER_SESSION } from './lib/live-streams';
import { createPasswordHasher } from './lib/passwords';
import { createSecretBox, staffSecretKey } from './lib/secret-box';
import { createCodes } from './modules/accounts/codes';
import { createLookupLimits } from './modules/accounts/lookups';
import { accountRoutes } from './modules/accounts/routes';
import { type AccountsService, createAccountsService } from './modules/accounts/service';
import { createSessions } from './modules/accounts/sessions';
import { createBookingHandlers } from './modules/bookings/handlers';
import { bookingRoutes } from './modules/bookings/routes';
import { createBookingsService } from './modules/bookings/service';
import { createStaffBookings } from './modules/bookings/staff';
import { staffBookingRoutes } from './modules/bookings/staff-routes';
import { catalogChanged, keepCatalogCurrent } from './modules/catalog/catalog-changed';
import { createDeliveryTerms } from './modules/catalog/delivery-terms';
import { deliveryTermsRoutes } from './modules/catalog/delivery-terms-routes';
import { catalogEventsRoutes } from './modules/catalog/events-routes';
import { createMenuImageHints } from './modules/catalog/menu-image-hints';
import { createMenuEditor } from './modules/catalog/menu-store/menu-editor';
import { createStopList } from './modules/catalog/menu-store/stop-list';
import { createCatalogRepository } from './modules/catalog/repository';
import { catalogRoutes } from './modules/catalog/routes';
import { type CatalogService, createCatalogService } from './modules/catalog/service';
import { cateringRoutes } from './modules/catering/routes';
import {
  createDeliveryRulesSync,
  type DeliveryRulesSource,
} from './modules/delivery-rules/delivery-rules-sync';
import { iikoDeliveryRulesSource } from './modules/delivery-rules/iiko-delivery-source';
import { createZonesEditor } from './modules/delivery-rules/zones';
import { devMailboxRoutes } from './modules/dev/routes';
import { createDatedHoursEditor } from './modules/hours/dated-hours';
import { createOpeningHours } from './modules/hours/opening-hours';
import { kitchenTimesRoutes } from './modules/kitchen/kitchen-times';
import { kitchenSettingsRoutes } from './modules/kitchen/staff-routes';
import { createKitchenSettings } from './modules/kitchen/staff-settings';
import { photoRoutes } from './modules/media/photo-routes';
import { createPhotoSweep, type PhotoSweep } from './modules/media/photo-sweep';
import { createPhotoStore } from './modules/media/photos';
import { mediaRoutes } from './modules/media/routes';
import { iikoMenuSource } from './modules/menu-sync/iiko-menu-source';
import { createMenuSync, type MenuSource } from './modules/menu-sync/menu-sync';
import { createPosPhotoImport } from './modules/menu-sync/pos-photos';
import { menuSyncRoutes } from './modules/menu-sync/routes';
import { createStopListPull, type StopListSource } from './modules/menu-sync/stop-list-pull';
import { createOrdersBoard } from './modules/orders/board';
import type { DeliveryRestrictionsCheck } from './modules/orders/delivery-restrictions-check';
import { createOrderHandlers } from './modules/orders/handlers';
import { createLatePromises, type LatePromises } from './modules/orders/late-promises';
import {
  createLateTicketPoller,
  type LateTicketPoller,
  readBackTicket,
} from './modules/orders/late-tickets';
import { createOrderLifecycle } from './modules/orders/lifecycle';
import { orderRoutes } from './modules/orders/routes';
import { createOrdersService } from './modules/orders/service';
import type { StopListCheck } from './modules/orders/stop-list-check';
import { orderTrackingRoutes } from './modules/orders/tracking-routes';
import { venueActionRoutes } from './modules/orders/venue-action-routes';
import { createVenueActions } from './modules/orders/venue-actions';
import { createOutboxWorker, type OutboxWorker } from './modules/outbox/worker';
import { createPaymentHandlers } from './modules/payments/handlers';
import { createHoldExpiry, type HoldExpiry } from './modules/payments/hold-expiry';
import { sandboxRoutes, yookassaRoutes } from './modules/payments/routes';
import { createPaymentsService } from './modules/payments/service';
import { iikoWebhookRoutes } from './modules/pos/routes';
import {
  clearKitchensOffline,
  createTerminalLiveness,
  type TerminalLivenessSource,
} from './modules/pos/terminal-liveness';
import { type BirthdayBonus, createBirthdayBonus } from './modules/promotions/birthday-bonus';
import { createIikoCardRewards } from './modules/promotions/iikocard-rewards';
import {
  createLoyalty,
  createLoyaltyHandlers,
  iikoCardAccountPoints,
} from './modules/promotions/loyalty';
import { accountPointsRoutes, staffPointsRoutes } from './modules/promotions/loyalty-routes';
import { createOfferPricing } from './modules/promotions/offer-pricing';
import { createOffersEditor } from './modules/promotions/offers';
import { createOrderRewards, createRewardsHandlers } from './modules/promotions/order-rewards';
import { createPointsSpending } from './modules/promotions/points-spending';
import { basketPriceRoutes, promoCodeRoutes } from './modules/promotions/routes';
import { seoRoutes } from './modules/seo/routes';
import { createSitemap } from './modules/seo/sitemap';
import { boardRoutes } from './modules/staff/board-routes';
import { datedHoursRoutes } from './modules/staff/dated-hours-routes';
import { menuEditorRoutes } from './modules/staff/menu-editor-routes';
import { offersRoutes } from './modules/staff/offers-routes';
import { openingHoursRoutes } from './modules/staff/opening-hours-routes';
import { staffRoutes } from './modules/staff/routes';
import { createStaffService, type StaffService } from './modules/staff/service';
import { stopListRoutes } from './modules/staff/stop-list-routes';
import { zonesRoutes } from './modules/staff/zones-routes';
import { registerApiDocs } from './plugins/api-docs';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { rateLimitPlugin } from './plugins/rate-limit';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
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
  /** where the menus come from when a POS holds them (POS=iiko: iiko's nomenclature) */
  menuSource: MenuSource;
  /** where the stop lists come from with a POS's menu (POS=iiko: iiko's stop lists) */
  stopListSource: StopListSource;
  /** who says, before an order is taken, which dishes the kitchens cannot sell (POS=iiko) */
  stopListCheck: StopListCheck;
  /** who says whether each venue's kitchen is on line (POS=iiko: terminal_groups/is_alive) */
  terminalLiveness: TerminalLivenessSource;
  /** where the delivery zones come from with a POS's menu (POS=iiko: its delivery restrictions) */
  deliveryRulesSource: DeliveryRulesSource;
  /** who judges a courier order's address before it is taken (POS=iiko: restrictions/allowed) */
  deliveryRestrictionsCheck: DeliveryRestrictionsCheck;
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
  /** socket time limits; tests shorten them */
  timeouts?: ServerTimeouts;
  /** told of every route as it is added: the fuzzer (testing/fuzz.ts) finds them this way */
  onRoute?: (route: RouteOptions) => void;
}

export interface ServerTimeouts {
  /** to receive a request's headers */
  headersMs: number;
  /** to receive a whole request, body included */
  requestMs: number;
  /** an idle kept-alive connection stays open; above nginx's and browsers' own, see deploy.md */
  keepAliveMs: number;
  /** how often Node looks for requests past their time */
  checkEveryMs: number;
}

/**
 * Slow or idle sockets cannot hold the server (issue 10 item 12): a client that trickles its
 * headers or body is cut off, and kept-alive connections end after a while of silence.
 */
/** How long a failure of the database is believed before it is tried again. */
const DATABASE_DOWN_REMEMBERED_MS = 5_000;

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 72_000,
  checkEveryMs: 1_000,
};

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
    devMailbox: DevMailbox;
    /** asks the POS about tickets whose webhook is late (POS=iiko) */
    lateTickets: LateTicketPoller;
    holdExpiry: HoldExpiry;
    /** moves the promise of orders a kitchen is late with, and tells the guest once */
    latePromises: LatePromises;
    /** removes the files of photos nothing shows any more (modules/media/photo-sweep.ts) */
    photoSweep: PhotoSweep;
    /** gives the birthday bonus on the venue's day (modules/promotions/birthday-bonus.ts) */
    birthdayBonus: BirthdayBonus;
  }
}

type ServerApp = ReturnType<typeof createServer>;
type Log = ServerApp['log'];

/** The Fastify instance with the server's limits, Zod for the routes and the fuzzer's ear. */
function createServer({ config, logger = false, timeouts = SERVER_TIMEOUTS, onRoute }: AppDeps) {
  const app = Fastify({
    logger,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    bodyLimit: 64 * 1024,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  limitLiveStreams(app, {
    perAddress: config.STREAMS_PER_ADDRESS,
    perSession: STREAMS_PER_SESSION,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/**
 * After a request found the database down, checkConnection says so at once for a while instead
 * of making every guest's check wait for a connection timeout.
 */
function databaseDownMemory() {
  let failedAt = Number.NEGATIVE_INFINITY;
  return {
    failed: () => {
      failedAt = Date.now();
    },
    recentlyDown: () => Date.now() - failedAt < DATABASE_DOWN_REMEMBERED_MS,
  };
}

/** The outside systems the configuration names, unless the tests passed their own. */
function outsideSystems(config: Config, adapters: Partial<Adapters>, db: Db, log: Log) {
  const devMailbox = createDevMailbox();
  const email =
    adapters.email ??
    (config.EMAIL_TRANSPORT === 'smtp' && config.SMTP_URL
      ? createSmtpEmailSender({ url: config.SMTP_URL, from: config.MAIL_FROM })
      : createLogEmailSender({ mailbox: devMailbox, log }));
  const sms =
    adapters.sms ??
    (config.SMS === 'smsru' && config.SMSRU_API_ID
      ? createSmsRuSender({ apiId: config.SMSRU_API_ID, from: config.SMSRU_FROM })
      : createLogSmsSender({ mailbox: devMailbox, log }));
  const iiko = config.POS === 'iiko' && !adapters.pos ? createIiko(config) : null;
  const pos = adapters.pos ?? iiko ?? createLocalPos();
  const sandbox =
    config.PAYMENT_PROVIDER === 'sandbox'
      ? createSandboxProvider({ db, publicUrl: config.PUBLIC_URL })
      : null;
  const payments =
    adapters.payments ??
    sandbox ??
    createYookassaProvider({
      apiUrl: config.YOOKASSA_API_URL,
      shopId: config.YOOKASSA_SHOP_ID ?? '',
      secretKey: config.YOOKASSA_SECRET_KEY ?? '',
    });
  return { devMailbox, email, sms, iiko, pos, sandbox, payments };
}
type OutsideSystems = ReturnType<typeof outsideSystems>;

/**
 * The menu from the POS (issue 15): read at start, every IIKO_MENU_SYNC_MINUTES, on iiko's
 * NomenclatureUpdate webhook and by an admin's button. POS=local has none: staff edit the menu.
 * Its stop lists are pulled every few minutes and on iiko's StopListUpdate webhook, the first
 * time once the menu they name is in. Made here, started by startPosMenu.
 */
function posMenuOf(
  config: Config,
  adapters: Partial<Adapters>,
  outside: OutsideSystems,
  db: Db,
  log: Log,
) {
  const { iiko } = outside;
  const menuSource =
    adapters.menuSource ??
    (iiko
      ? iikoMenuSource(iiko, {
          externalMenuId: config.IIKO_EXTERNAL_MENU_ID,
          priceCategoryId: config.IIKO_PRICE_CATEGORY_ID,
        })
      : null);
  const menuSync = menuSource
    ? createMenuSync({ db, source: menuSource, venueIds: menuVenueIds, log })
    : null;
  const stopListSource = adapters.stopListSource ?? iiko;
  const stopListPull =
    menuSync && stopListSource
      ? createStopListPull({ db, source: stopListSource, venueIds: menuVenueIds, log })
      : null;
  // The POS's pictures of its dishes, made into our photos once the menu naming them is in.
  const posPhotos = menuSync
    ? createPosPhotoImport({ db, photos: createPhotoStore({ dir: config.MEDIA_DIR }), log })
    : null;
  // The POS's delivery zones (issue 15 item 3, decision 053), on the menu's cadence.
  const deliveryRulesSource =
    adapters.deliveryRulesSource ??
    (iiko ? iikoDeliveryRulesSource(iiko, menuVenueIds, log) : null);
  const deliveryRules =
    menuSync && deliveryRulesSource
      ? createDeliveryRulesSync({ db, source: deliveryRulesSource, log })
      : null;
  return { menuSync, stopListPull, posPhotos, deliveryRules };
}
type PosMenu = ReturnType<typeof posMenuOf>;

function startPosMenu(app: ServerApp, config: Config, posMenu: PosMenu): void {
  const { menuSync, stopListPull, posPhotos, deliveryRules } = posMenu;
  if (!menuSync) return;
  app.addHook('onReady', async () => {
    const firstSync = menuSync.start(config.IIKO_MENU_SYNC_MINUTES);
    if (deliveryRules)
      void firstSync.then(() => deliveryRules.start(config.IIKO_MENU_SYNC_MINUTES));
    if (stopListPull) void firstSync.then(() => stopListPull.start());
    void firstSync.then(() => posPhotos?.start(config.IIKO_MENU_SYNC_MINUTES * 60_000));
  });
  app.addHook('onClose', async () => {
    await menuSync.stop();
    await stopListPull?.stop();
    await posPhotos?.stop();
    await deliveryRules?.stop();
  });
}

/**
 * Whether each kitchen is on line (issue 15 item 3): no order "as soon as possible" to one that
 * is not (decision 050).
 */
function watchKitchens(app: ServerApp, deps: AppDeps, iiko: IikoAdapter | null): void {
  const { config, adapters = {}, now } = deps;
  const { db } = deps.database;
  const livenessSource = config.POS === 'iiko' ? (adapters.terminalLiveness ?? iiko) : null;
  if (livenessSource) {
    const liveness = createTerminalLiveness({ db, source: livenessSource, log: app.log, now });
    app.addHook('onReady', async () => liveness.start());
    app.addHook('onClose', async () => liveness.stop());
  } else {
    app.addHook('onReady', async () => clearKitchensOffline(db));
  }
}

/** The order's lifecycle, the payments and the guests' orders. */
function orderServices(deps: AppDeps, outside: OutsideSystems, posMenu: PosMenu, log: Log) {
  const { config, adapters = {}, now } = deps;
  const { db } = deps.database;
  const { iiko } = outside;
  const lifecycle = createOrderLifecycle(db, {
    receipts: config.YOOKASSA_RECEIPTS,
    vatCode: config.YOOKASSA_VAT_CODE,
    taxSystemCode: config.YOOKASSA_TAX_SYSTEM_CODE ?? null,
  });
  const payments = createPaymentsService({ db, provider: outside.payments, lifecycle });
  // Promo codes and loyalty points (issue 32): priced with the order, claimed in its transaction.
  const pricing = createOfferPricing({ db, now: now ?? (() => new Date()) });
  const loyalty = createLoyalty({ db, now });
  // With iikoCard, iiko prices the code and keeps the points (decision 086).
  const rewards =
    config.IIKO_LOYALTY === 'iikocard' && iiko
      ? createIikoCardRewards({
          loyalty: iiko.loyalty,
          accountPhone: (userId) => loyalty.accountPhone(userId),
          log,
        })
      : createOrderRewards({ db, pricing, points: createPointsSpending({ db, now }) });
  const orders = createOrdersService({
    db,
    payments: outside.payments,
    lifecycle,
    publicUrl: config.PUBLIC_URL_FIXED ? config.PUBLIC_URL.replace(/\/$/, '') : null,
    fallbackUrl: config.PUBLIC_URL,
    imageUrlTemplate: config.IMAGE_URL_TEMPLATE,
    now,
    limits: { perContact: config.ORDERS_PER_CONTACT, perAddress: config.ORDERS_PER_ADDRESS },
    sbp: config.PAYMENT_SBP,
    paymentHoldHours: config.PAYMENT_HOLD_HOURS,
    // With the menu from iiko, iiko has the last word on its stop list (issue 15 item 2).
    stopListCheck:
      config.POS === 'iiko' ? (adapters.stopListCheck ?? iiko ?? undefined) : undefined,
    onStopListed: () => void posMenu.stopListPull?.pullAll(),
    // iiko judges the address of a courier order too (issue 15 item 3, decision 053).
    deliveryRestrictionsCheck:
      config.POS === 'iiko' ? (adapters.deliveryRestrictionsCheck ?? iiko ?? undefined) : undefined,
    // The house's point, for iiko's check and for the zones' outlines (decision 080).
    ...(config.YANDEX_GEOCODER_KEY
      ? {
          geocoder: createYandexGeocoder({
            apiKey: config.YANDEX_GEOCODER_KEY,
            apiUrl: config.YANDEX_GEOCODER_URL,
            log,
          }),
        }
      : {}),
    rewards,
    log,
  });
  return { lifecycle, payments, orders, pricing, loyalty, rewards };
}
type OrderServices = ReturnType<typeof orderServices>;

/** The background workers, as the app's decorations, stopped when the app closes. */
function startWorkers(
  app: ServerApp,
  config: Config,
  db: Db,
  outside: OutsideSystems,
  { lifecycle, payments, loyalty, rewards }: OrderServices,
  now?: () => Date,
): void {
  const { email, sms, pos } = outside;
  const outbox = createOutboxWorker({
    db,
    pollMs: config.OUTBOX_POLL_MS,
    log: app.log,
    handlers: {
      ...createOrderHandlers({
        db,
        pos,
        email,
        sms,
        publicUrl: config.PUBLIC_URL,
        venueEmails: config.VENUE_EMAILS,
        lifecycle,
      }),
      ...createPaymentHandlers({ db, payments, email, publicUrl: config.PUBLIC_URL }),
      ...createBookingHandlers({ db, email, sms, venueEmails: config.VENUE_EMAILS }),
      ...createLoyaltyHandlers(loyalty, config.IIKO_LOYALTY === 'iikocard' ? 'iikocard' : 'ours'),
      ...createRewardsHandlers(rewards),
    },
  });
  app.decorate('outbox', outbox);
  const lateTickets = createLateTicketPoller({ db, pos, lifecycle, everyMs: 60_000, log: app.log });
  app.decorate('lateTickets', lateTickets);
  const latePromises = createLatePromises({ db, now, everyMs: 60_000, log: app.log });
  app.decorate('latePromises', latePromises);
  const holdExpiry = createHoldExpiry({
    db,
    lifecycle,
    holdHours: config.PAYMENT_HOLD_HOURS,
    everyMs: 10 * 60_000,
    log: app.log,
  });
  app.decorate('holdExpiry', holdExpiry);
  const photoSweep = createPhotoSweep({
    db,
    mediaDir: config.MEDIA_DIR,
    everyMs: 6 * 60 * 60_000,
    log: app.log,
  });
  app.decorate('photoSweep', photoSweep);
  // Every 10 minutes: a pass finds the day's birthdays soon after the venue's midnight.
  const birthdayBonus = createBirthdayBonus({ db, everyMs: 10 * 60_000, log: app.log, now });
  app.decorate('birthdayBonus', birthdayBonus);
  app.decorate('devMailbox', outside.devMailbox);
  app.addHook('onClose', async () => {
    await lateTickets.stop();
    await holdExpiry.stop();
    await latePromises.stop();
    await photoSweep.stop();
    await birthdayBonus.stop();
    await outbox.stop();
    await outside.email.close();
  });
}

/** What the routes are given: the services and the app's shared parts. */
interface RouteWiring {
  app: ServerApp;
  deps: AppDeps;
  db: Db;
  outside: OutsideSystems;
  services: OrderServices;
  catalog: CatalogService;
  notifications: Notifications;
  staff: StaffService;
  posMenu: PosMenu;
}

/** Whether an order placed now reaches the kitchen: our database and the POS answer. */
function serverOkCheck(
  { app, db, outside }: RouteWiring,
  databaseDown: ReturnType<typeof databaseDownMemory>,
) {
  return async (): Promise<boolean> => {
    if (databaseDown.recentlyDown()) return false;
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      databaseDown.failed();
      app.log.error({ err: error }, 'database is unreachable');
      return false;
    }
    return outside.pos.isAvailable();
  };
}

/** The guests' catalogue, orders and account, the staff's sign-in, bookings and menu. */
async function registerShopRoutes(
  wiring: RouteWiring,
  accounts: AccountsService,
  isServerOk: () => Promise<boolean>,
): Promise<void> {
  const { app, db, catalog, notifications, staff } = wiring;
  const { config } = wiring.deps;
  const { orders, lifecycle } = wiring.services;
  await app.register(catalogRoutes, {
    prefix: '/api',
    catalog,
    maxAgeSeconds: config.CATALOG_MAX_AGE,
    isServerOk,
  });
  await app.register(catalogEventsRoutes, { prefix: '/api', catalog });
  await app.register(orderRoutes, { prefix: '/api', orders });
  await app.register(orderTrackingRoutes, { prefix: '/api', orders, notifications });
  await app.register(venueActionRoutes, {
    db,
    venueActions: createVenueActions({ db, lifecycle }),
  });
  await app.register(accountRoutes, { prefix: '/api/myAccount', accounts });
  await app.register(staffRoutes, { prefix: '/api/staff', staff, db });
  await app.register(staffBookingRoutes, {
    prefix: '/api/staff',
    bookings: createStaffBookings({ db }),
    notifications,
  });
  await app.register(stopListRoutes, {
    prefix: '/api/staff',
    stopList: createStopList({ db }),
    posManaged: config.POS === 'iiko',
  });
  await app.register(menuEditorRoutes, {
    prefix: '/api/staff',
    menuEditor: createMenuEditor({ db, imageUrlTemplate: config.IMAGE_URL_TEMPLATE }),
    photos: createPhotoStore({ dir: config.MEDIA_DIR }),
    posManaged: config.POS === 'iiko',
  });
}

/**
 * The menu sync's button, zones and hours, the orders board, guests' bookings, the payment
 * providers' notifications and the test payment page.
 */
async function registerOperationsRoutes(wiring: RouteWiring): Promise<void> {
  const { app, db, catalog, notifications, posMenu } = wiring;
  const { config, adapters = {}, now } = wiring.deps;
  const { lifecycle, payments } = wiring.services;
  const { sandbox } = wiring.outside;
  await app.register(menuSyncRoutes, { prefix: '/api/staff', db, menuSync: posMenu.menuSync });
  // Delivery zones and busy mode (issue 14 item 6): the staff's edits, and what guests read of
  // them — the zones' terms and the venues' pauses, cleared with the catalogue.
  await app.register(zonesRoutes, {
    prefix: '/api/staff',
    zones: createZonesEditor({ db }),
  });
  // A venue's kitchen (issue 33 item 1): capacity, pre-order days and notice, as busy mode.
  await app.register(kitchenSettingsRoutes, {
    prefix: '/api/staff',
    kitchen: createKitchenSettings({ db }),
  });
  // Offers and promo codes (issue 32): the group's and each venue's, kept by staff.
  await app.register(offersRoutes, { prefix: '/api/staff', offers: createOffersEditor({ db }) });
  // Loyalty points (issue 32 item 2): the account's balance and history, an admin's adjustment.
  const { loyalty, pricing } = wiring.services;
  const { iiko } = wiring.outside;
  await app.register(accountPointsRoutes, {
    prefix: '/api',
    loyalty:
      config.IIKO_LOYALTY === 'iikocard' && iiko
        ? iikoCardAccountPoints(loyalty, iiko.loyalty.walletBalance)
        : loyalty,
  });
  await app.register(staffPointsRoutes, { prefix: '/api/staff', loyalty });
  await app.register(promoCodeRoutes, {
    prefix: '/api',
    db,
    pricing,
    ...(config.IIKO_LOYALTY === 'iikocard' ? { posRewards: wiring.services.rewards } : {}),
    imageUrlTemplate: config.IMAGE_URL_TEMPLATE,
    perAddress: config.PROMO_CHECKS_PER_ADDRESS,
  });
  await app.register(basketPriceRoutes, {
    prefix: '/api',
    db,
    rewards: wiring.services.rewards,
    loyalty: config.IIKO_LOYALTY === 'iikocard' ? null : loyalty,
    imageUrlTemplate: config.IMAGE_URL_TEMPLATE,
    perAddress: config.PROMO_CHECKS_PER_ADDRESS,
    plainPerAddress: config.BASKET_PRICES_PER_ADDRESS,
  });
  // The checkout's kitchen times (issue 33), asked as often as its prices: the same limit.
  await app.register(kitchenTimesRoutes, {
    prefix: '/api',
    db,
    now,
    perAddress: config.BASKET_PRICES_PER_ADDRESS,
  });
  await app.register(deliveryTermsRoutes, {
    prefix: '/api',
    terms: createDeliveryTerms({ db, onCatalogChange: catalog.onInvalidate }),
    maxAgeSeconds: config.CATALOG_MAX_AGE,
  });
  // Opening hours per place and weekday (issue 14 item 6): GET /api/opening-hours for guests,
  // cleared with the catalogue; /api/staff/opening-hours for the venues' managers.
  await app.register(openingHoursRoutes, {
    prefix: '/api',
    hours: createOpeningHours({
      db,
      onCatalogChange: catalog.onInvalidate,
      ...(now ? { now } : {}),
    }),
    maxAgeSeconds: config.CATALOG_MAX_AGE,
  });
  // Holidays and events by date (issue 33 item 3), beside the weeks, by the same members.
  await app.register(datedHoursRoutes, {
    prefix: '/api/staff',
    dated: createDatedHoursEditor({ db, now: now ?? (() => new Date()) }),
  });
  await app.register(boardRoutes, {
    prefix: '/api/staff',
    db,
    board: createOrdersBoard({ db, lifecycle, now }),
    notifications,
  });
  await app.register(bookingRoutes, {
    prefix: '/api',
    bookings: createBookingsService({ db }),
    perAddress: config.BOOKINGS_PER_ADDRESS,
    now,
  });
  await app.register(yookassaRoutes, {
    prefix: '/api/payments/yookassa',
    payments,
    isTrustedSource: createIpAllowList(
      config.YOOKASSA_NOTIFICATION_NETWORKS ?? yookassaNotificationNetworks,
    ),
  });
  if (sandbox && !adapters.payments)
    await app.register(sandboxRoutes, {
      sandbox,
      payments,
      liveSite: config.NODE_ENV === 'production',
    });
}

/** iiko's webhook (IIKO_WEBHOOK_TOKEN): its tickets' states, stop lists and menus. */
async function registerIikoWebhook({ app, deps, db, outside, services, posMenu }: RouteWiring) {
  const { config } = deps;
  const { menuSync, stopListPull } = posMenu;
  if (!config.IIKO_WEBHOOK_TOKEN) return;
  await app.register(iikoWebhookRoutes, {
    prefix: '/api/pos/iiko',
    readBack: (ticketId) => readBackTicket(db, outside.pos, services.lifecycle, ticketId),
    token: config.IIKO_WEBHOOK_TOKEN,
    onStopListChanged: async () => {
      // iiko's stop list read now, in the background; the pull tells every process.
      if (stopListPull) {
        void stopListPull.pullAll();
        return;
      }
      await catalogChanged(db);
    },
    // iiko's answer waits for nothing: the menus are read in the background, a burst of
    // webhooks coalesced into one sync after the running one (syncAll); a venue iiko has
    // nothing newer for costs one small answer.
    onNomenclatureChanged: (organizationId) => {
      const ours = venueOfOrganization(config.IIKO_ORGANIZATIONS, organizationId) !== undefined;
      if (menuSync && ours) void menuSync.syncAll();
    },
  });
}

/** The dev mailbox, pictures, catering, sitemap and the web app's pages. */
async function registerPagesRoutes({ app, deps, db, outside, catalog }: RouteWiring) {
  const { config } = deps;
  if (config.DEV_OUTBOX)
    await app.register(devMailboxRoutes, { prefix: '/dev', mailbox: outside.devMailbox });
  // The demo's drawings are the only pictures there are (DESIGN.md §4 "Demo content").
  await app.register(mediaRoutes, { prefix: '/media', catalog, painter: demoPainter });
  // Dish photos uploaded in the back office, as photos.ts stored them (MEDIA_DIR).
  await app.register(photoRoutes, { prefix: '/media', dir: config.MEDIA_DIR });
  await app.register(cateringRoutes, { catalog });
  await app.register(seoRoutes, {
    sitemap: createSitemap(db, catalog),
    publicUrl: config.PUBLIC_URL_FIXED ? config.PUBLIC_URL.replace(/\/$/, '') : null,
  });
  await registerWebApp(app, {
    distDir: config.WEB_DIST_DIR,
    pageImages: createMenuImageHints(catalog),
    publicOrigin: config.PUBLIC_URL_FIXED ? new URL(config.PUBLIC_URL).origin : null,
    onCatalogChange: catalog.onInvalidate,
  });
}

export async function buildApp(deps: AppDeps) {
  const { config, database, adapters = {}, passwordHashCost, now } = deps;
  const { db } = database;
  const app = createServer(deps);
  const databaseDown = databaseDownMemory();
  registerErrorHandler(app, { onDatabaseUnavailable: databaseDown.failed });
  await registerSecurityHeaders(app, {
    imageUrlTemplate: config.IMAGE_URL_TEMPLATE,
    yandexMaps: Boolean(config.VITE_YMAPS_KEY),
  });
  // Before the routes: the document is collected from them as they are added.
  if (config.API_DOCS) await registerApiDocs(app);

  const outside = outsideSystems(config, adapters, db, app.log);
  const sessions = createSessions(db);
  const passwords = createPasswordHasher({ cost: passwordHashCost });
  const staff = createStaffService({
    db,
    passwords,
    secrets: createSecretBox(staffSecretKey(config.STAFF_SECRET_KEY)),
    production: config.NODE_ENV === 'production',
    now,
  });
  // Who is calling, for every route: request.optionalUser() / requireUser() / requireStaff().
  await app.register(authPlugin, { sessions, staff });
  // Route limits count in the database: they hold across server processes (decision 028).
  await app.register(rateLimitPlugin, { store: databaseRateLimitStore(db) });
  const accounts = createAccountsService({
    db,
    sms: outside.sms,
    email: outside.email,
    passwords,
    sessions,
    codes: createCodes(db),
    lookups: createLookupLimits(db),
    log: app.log,
  });
  const posMenu = posMenuOf(config, adapters, outside, db, app.log);
  const services = orderServices(deps, outside, posMenu, app.log);
  startWorkers(app, config, db, outside, services, now);

  const catalog = createCatalogService(createCatalogRepository(database.db), {
    imageUrlTemplate: config.IMAGE_URL_TEMPLATE,
  });
  // A catalogue change in any process clears every process's catalogue and PDF (decision 031);
  // one made here clears this process's at its commit (catalogChanged, decision 067).
  const notifications = openNotifications(database, app.log);
  const forgetCatalog = await keepCatalogCurrent(catalog, notifications);
  app.addHook('onClose', async () => {
    forgetCatalog();
    await notifications.close();
  });

  const wiring: RouteWiring = {
    app,
    deps,
    db,
    outside,
    services,
    catalog,
    notifications,
    staff,
    posMenu,
  };
  await registerShopRoutes(wiring, accounts, serverOkCheck(wiring, databaseDown));
  startPosMenu(app, config, posMenu);
  watchKitchens(app, deps, outside.iiko);
  await registerOperationsRoutes(wiring);
  await registerIikoWebhook(wiring);
  await registerPagesRoutes(wiring);
  return app;
}

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify reads a bare number as "trust nothing", so a hop
 * count becomes proxy-addr's predicate: the nearest `hops` addresses are proxies.
 */
function trustedProxies(trust: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust.join(',');
}

/** iiko Cloud as the kitchens' POS and the menu's source (POS=iiko). */
function createIiko(config: Config): IikoAdapter {
  const { 1: pub, 2: sibumi, 3: bistro } = config.IIKO_ORGANIZATIONS ?? {};
  if (!config.IIKO_API_LOGIN || !pub || !sibumi || !bistro) {
    throw new Error('POS=iiko needs IIKO_API_LOGIN and IIKO_ORGANIZATIONS for venues 1, 2 and 3');
  }
  return createIikoAdapter({
    apiUrl: config.IIKO_API_URL,
    apiLogin: config.IIKO_API_LOGIN,
    organizations: { 1: pub, 2: sibumi, 3: bistro },
    ...(config.IIKO_TERMINAL_GROUPS ? { terminalGroups: config.IIKO_TERMINAL_GROUPS } : {}),
    ...(config.IIKO_ONLINE_PAYMENT_TYPE
      ? { onlinePaymentTypeCode: config.IIKO_ONLINE_PAYMENT_TYPE }
      : {}),
    ...(config.IIKO_DELIVERY_FEE_PRODUCT_ID
      ? { deliveryFeeProductId: config.IIKO_DELIVERY_FEE_PRODUCT_ID }
      : {}),
    ...(config.IIKO_DISCOUNT_TYPE ? { discountTypeName: config.IIKO_DISCOUNT_TYPE } : {}),
    ...(config.IIKO_LOYALTY === 'iikocard'
      ? {
          loyalty: config.IIKO_LOYALTY_PAYMENT_TYPE
            ? { paymentTypeCode: config.IIKO_LOYALTY_PAYMENT_TYPE }
            : {},
        }
      : {}),
    frontWaitSeconds: config.IIKO_FRONT_WAIT_SECONDS,
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
