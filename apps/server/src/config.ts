/** Every environment variable the server reads, validated once at start-up. */
import { isIP } from 'node:net';
import { z } from 'zod';

/** '10.0.0.1', '::1', '10.0.0.0/8', '2a02:5180::/32' */
function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** 'venueId=value' pairs: '1=a@x.ru,2=b@x.ru'. */
const perVenue = (value: z.ZodString) =>
  z.string().transform((raw, ctx) => {
    const map: Partial<Record<1 | 2 | 3, string>> = {};
    for (const pair of raw
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [id, item] = pair.split('=').map((p) => p.trim());
      const venue = Number(id);
      if ((venue !== 1 && venue !== 2 && venue !== 3) || !item || !value.safeParse(item).success) {
        ctx.addIssue({ code: 'custom', message: `bad pair "${pair}" (expected 1=…,2=…,3=…)` });
        return z.NEVER;
      }
      map[venue] = item;
    }
    return map;
  });

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** PostgreSQL connection; without it the embedded PGlite in PGLITE_DIR is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** Connections each process keeps to PostgreSQL. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    PGLITE_DIR: z.string().min(1).default('./data'),
    /** Load the demo catalogue into an empty database. */
    SEED_DEMO: flag.default(true),
    /** Dish images from an image service, e.g. https://img.example.ru/{iikoId}.jpg */
    IMAGE_URL_TEMPLATE: z
      .string()
      .url()
      .refine((value) => value.includes('{iikoId}'), 'must contain {iikoId}')
      .optional(),
    /**
     * Yandex Maps JS API key, read by the web build too (VITE_ prefix): when set, the Content
     * Security Policy lets the map's scripts, styles, tiles and data in.
     */
    VITE_YMAPS_KEY: z.string().min(1).optional(),
    /** Uploaded dish photos in every size (modules/media/photos.ts), relative to the working dir. */
    MEDIA_DIR: z.string().min(1).default('./data/media'),
    /** The built storefront served at /. */
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
    /** Seconds a catalogue answer may be reused by browsers and proxies. */
    CATALOG_MAX_AGE: z.coerce.number().int().min(0).max(86_400).default(30),
    /**
     * Which reverse proxies' X-Forwarded-* to believe: '0' none; the proxies' addresses or
     * CIDRs ('127.0.0.1', '10.0.0.0/8,::1'); or a hop count ('1': the nearest hop, whoever it is).
     * 'true' — any header from anyone — is refused: a guest could name any address.
     */
    TRUST_PROXY: z
      .string()
      .transform((raw, ctx): false | number | string[] => {
        const value = raw.trim();
        if (value === '0' || value === 'false') return false;
        if (/^\d+$/.test(value)) return Number(value);
        const entries = value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        const bad = entries.find((entry) => !isAddressOrNetwork(entry));
        if (value === 'true' || bad !== undefined || entries.length === 0) {
          ctx.addIssue({
            code: 'custom',
            message: `expected 0, a hop count, or the proxies' addresses/CIDRs (got "${bad ?? value}")`,
          });
          return z.NEVER;
        }
        return entries;
      })
      .default(false),
    /** The site's public address, for links in letters and payment return URLs. */
    PUBLIC_URL: z.string().url().optional(),
    /** Show what the log adapters "send" at /dev/outbox; defaults to on outside production. */
    DEV_OUTBOX: flag.optional(),
    /** The OpenAPI document and Swagger UI at /api/docs; defaults to on outside production. */
    API_DOCS: flag.optional(),

    PAYMENT_PROVIDER: z.enum(['sandbox', 'yookassa']).default('sandbox'),
    /** Production normally refuses the test payment page; this lets a staging site keep it. */
    ALLOW_SANDBOX_PAYMENTS: flag.default(false),
    YOOKASSA_API_URL: z.string().url().default('https://api.yookassa.ru/v3'),
    YOOKASSA_SHOP_ID: z.string().min(1).optional(),
    YOOKASSA_SECRET_KEY: z.string().min(1).optional(),
    /** Addresses notifications may come from: comma-separated IPs and CIDRs; default YooKassa's list. */
    YOOKASSA_NOTIFICATION_NETWORKS: z
      .string()
      .transform((raw) =>
        raw
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .optional(),

    /** 54-FZ receipts go with every payment and refund; 0: the shop fiscalises at its own register */
    YOOKASSA_RECEIPTS: flag.default(true),
    /** the receipt's VAT code for dishes and delivery (YooKassa vat_code 1–12; 1 is "без НДС") */
    YOOKASSA_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
    /** the shop's tax system on receipts (YooKassa tax_system_code 1–6), when its register needs it */
    YOOKASSA_TAX_SYSTEM_CODE: z.coerce.number().int().min(1).max(6).optional(),
    /** offer 'СБП' (the Faster Payments System) next to the card online */
    PAYMENT_SBP: flag.default(false),
    /**
     * Hours a card hold waits for the venues before it is released: YooKassa keeps a card hold
     * for 7 days (168 h), so the default leaves a day's margin.
     */
    PAYMENT_HOLD_HOURS: z.coerce.number().int().min(1).max(160).default(144),

    /**
     * Seals staff members' TOTP secrets at rest: 32 random bytes, base64 (`openssl rand -base64
     * 32`). Required in production; elsewhere a fixed development key is used.
     */
    STAFF_SECRET_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64')
      .optional(),

    POS: z.enum(['local', 'iiko']).default('local'),
    IIKO_API_URL: z.string().url().default('https://api-ru.iiko.services'),
    IIKO_API_LOGIN: z.string().min(1).optional(),
    /** iiko organization per venue: '1=uuid,2=uuid,3=uuid' */
    IIKO_ORGANIZATIONS: perVenue(z.string().uuid()).optional(),
    /**
     * POS=iiko, optional: the terminal group that takes each venue's deliveries, '1=uuid,…', for
     * an organization with several; a venue not named: its organization's first
     */
    IIKO_TERMINAL_GROUPS: perVenue(z.string().uuid()).optional(),
    /**
     * POS=iiko, optional: the code of the organizations' payment type for payments made on the
     * site (decision 072); absent: each organization's payment type of kind External
     */
    IIKO_ONLINE_PAYMENT_TYPE: z.string().trim().min(1).optional(),
    /**
     * POS=iiko, optional: the product that carries the delivery fee on a ticket where iiko's
     * delivery restrictions name no delivery-service product for the order's zone (decision 068)
     */
    IIKO_DELIVERY_FEE_PRODUCT_ID: z.string().uuid().optional(),
    /**
     * POS=iiko, optional: the name of the organizations' discount type (mode FlexibleSum, applied
     * selectively) that promo codes and points go to iiko as (decision 084); absent: each
     * organization's only such type
     */
    IIKO_DISCOUNT_TYPE: z.string().trim().min(1).optional(),
    /**
     * POS=iiko only: 'iikocard' makes iiko's loyalty (iikoCard) price the basket — its coupons,
     * programs and the guest's wallet — instead of our offers and points (decision 086)
     */
    IIKO_LOYALTY: z.enum(['off', 'iikocard']).default('off'),
    /**
     * with IIKO_LOYALTY=iikocard, optional: the code of the organizations' payment type that pays
     * by the guest's iikoCard wallet; absent: each organization's type of kind IikoCard
     */
    IIKO_LOYALTY_PAYMENT_TYPE: z.string().trim().min(1).optional(),
    /**
     * POS=iiko: how long iiko holds an order "as soon as possible" for a kitchen whose iikoFront is
     * off line before it gives up on it, seconds (decision 071; iiko's own default is 8)
     */
    IIKO_FRONT_WAIT_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    /** Bearer token iiko sends to POST /api/pos/iiko/webhook. */
    IIKO_WEBHOOK_TOKEN: z.string().min(16).optional(),
    /** POS=iiko: how often each venue's menu is read from iiko (also at start and on its webhook) */
    IIKO_MENU_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /**
     * POS=iiko: an external menu of the group (iiko Web, `POST /api/2/menu`) read instead of each
     * organization's nomenclature (`POST /api/2/menu/by_id`, decision 048)
     */
    IIKO_EXTERNAL_MENU_ID: z.string().trim().min(1).optional(),
    /** with IIKO_EXTERNAL_MENU_ID: the price category its prices are read in; absent: the menu's */
    IIKO_PRICE_CATEGORY_ID: z.string().uuid().optional(),
    /**
     * POS=iiko: the Yandex Geocoder key; with it a courier order's address goes to iiko's
     * delivery check with its house's point, else iiko geocodes the address itself
     */
    YANDEX_GEOCODER_KEY: z.string().min(1).optional(),
    YANDEX_GEOCODER_URL: z.string().url().default('https://geocode-maps.yandex.ru'),

    SMS: z.enum(['log', 'smsru']).default('log'),
    SMSRU_API_ID: z.string().min(1).optional(),
    /** An approved sender name, if the account has one. */
    SMSRU_FROM: z.string().min(1).max(11).optional(),

    EMAIL_TRANSPORT: z.enum(['log', 'smtp']).default('log'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Пограничная 14 <no-reply@pogranichnaya14.example>'),
    /** Where each venue's order tickets and booking requests go by e-mail: '1=pub@…,2=…,3=…'. */
    VENUE_EMAILS: perVenue(z.string().email()).prefault(
      '1=gastropub@pogranichnaya14.example,2=sibumi@pogranichnaya14.example,3=bistro@pogranichnaya14.example',
    ),
    /** Unpaid anonymous orders allowed per phone and per e-mail in 10 minutes. */
    ORDERS_PER_CONTACT: z.coerce.number().int().min(1).max(100_000).default(5),
    /** Unpaid anonymous orders allowed per network address in 10 minutes. */
    ORDERS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Booking requests allowed per network address in 10 minutes (each sends two letters). */
    BOOKINGS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Promo code checks allowed per network address in 10 minutes (codes are not to be guessed). */
    PROMO_CHECKS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
    BASKET_PRICES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(300),
    /** live streams (order page, menus, board, bookings) one address keeps open in a process */
    STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
    /** How often the outbox worker looks for work, ms. */
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  })
  .superRefine((config, ctx) => {
    const need = (key: keyof typeof config, when: string) => {
      if (config[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: `required when ${when}` });
    };
    if (config.PAYMENT_PROVIDER === 'yookassa') {
      need('YOOKASSA_SHOP_ID', 'PAYMENT_PROVIDER=yookassa');
      need('YOOKASSA_SECRET_KEY', 'PAYMENT_PROVIDER=yookassa');
    }
    if (config.POS === 'iiko') {
      need('IIKO_API_LOGIN', 'POS=iiko');
      need('IIKO_ORGANIZATIONS', 'POS=iiko');
    } else if (config.IIKO_LOYALTY !== 'off') {
      ctx.addIssue({
        code: 'custom',
        path: ['IIKO_LOYALTY'],
        message: 'iikoCard prices through iiko: valid only with POS=iiko',
      });
    }
    if (config.EMAIL_TRANSPORT === 'smtp') need('SMTP_URL', 'EMAIL_TRANSPORT=smtp');
    if (config.SMS === 'smsru') need('SMSRU_API_ID', 'SMS=smsru');
    if (config.NODE_ENV === 'production') {
      // A guest could mark their own order paid with the test page's button.
      if (config.PAYMENT_PROVIDER === 'sandbox' && !config.ALLOW_SANDBOX_PAYMENTS)
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENT_PROVIDER'],
          message:
            'the test payment page (sandbox) is refused when NODE_ENV=production: set PAYMENT_PROVIDER=yookassa, or ALLOW_SANDBOX_PAYMENTS=1 for a test site',
        });
      // Without it the staff's second factors would be sealed with a key anyone can read here.
      need('STAFF_SECRET_KEY', 'NODE_ENV=production');
      // Without it links in letters point to this machine, and canonical links, the sitemap and
      // the page memory follow whatever Host a request names (issue 31 item 8).
      need('PUBLIC_URL', 'NODE_ENV=production');
      // The dev mailbox shows every guest's codes and letters to anyone.
      if (config.DEV_OUTBOX === true)
        ctx.addIssue({
          code: 'custom',
          path: ['DEV_OUTBOX'],
          message: 'shows every code and letter to anyone: refused when NODE_ENV=production',
        });
    }
  });

type ParsedConfig = z.infer<typeof configSchema>;
export type Config = ParsedConfig & {
  /** PUBLIC_URL, or this machine's address for letters when it is not set */
  PUBLIC_URL: string;
  /** PUBLIC_URL was set: payment return addresses use it rather than the guest's own origin */
  PUBLIC_URL_FIXED: boolean;
  DEV_OUTBOX: boolean;
  API_DOCS: boolean;
};
export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

/** Empty strings count as unset, so `FOO=` in .env falls back to the default. */
export function loadConfig(env: Env = process.env): Config {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(defined);
  if (result.success) {
    const config = result.data;
    return {
      ...config,
      PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      PUBLIC_URL_FIXED: config.PUBLIC_URL !== undefined,
      DEV_OUTBOX: config.DEV_OUTBOX ?? config.NODE_ENV !== 'production',
      API_DOCS: config.API_DOCS ?? config.NODE_ENV !== 'production',
    };
  }
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/**
 * What a production site is set up to miss: each line names what guests will not receive.
 * Logged at start-up; empty outside production.
 */
export function productionWarnings(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (config.EMAIL_TRANSPORT === 'log')
    warnings.push(
      'EMAIL_TRANSPORT=log: no e-mail leaves the server — guests get no order letters or e-mail codes, venues no order tickets by e-mail',
    );
  if (config.SMS === 'log')
    warnings.push(
      'SMS=log: no SMS leaves the server — guests get no registration or restore codes by SMS',
    );
  if (config.PAYMENT_PROVIDER === 'sandbox')
    warnings.push(
      'ALLOW_SANDBOX_PAYMENTS=1: online payments go to the test payment page and no money is taken',
    );
  return warnings;
}

/** The variables, for the documentation test that keeps README and .env.example complete. */
export const configKeys = Object.keys(configSchema.shape) as (keyof Config)[];
