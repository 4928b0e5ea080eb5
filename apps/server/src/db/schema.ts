/** The database schema. Money in integer kopecks, weights in grams (DESIGN.md §4). */

import { savedDeliveryMethods, savedPaymentMethods } from '@storefront/contract/accounts';
import type { LatLng } from '@storefront/contract/catalog';
import { pointsEntryKinds } from '@storefront/contract/loyalty';
import type { DishChoice } from '@storefront/contract/modifiers';
import { orderActors, orderStatuses, ticketStatuses } from '@storefront/contract/order-lifecycle';
import { paymentMethods, paymentStatuses, serviceTypes } from '@storefront/contract/orders';
import type { LoyaltyRules, OfferHours } from '@storefront/contract/promotions';
import { staffRoles } from '@storefront/contract/staff';
import { bookingStatuses } from '@storefront/contract/staff-bookings';
import type { StoredOfferBenefit, StoredOfferScope } from '@storefront/contract/staff-offers';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PosChoice } from '../adapters/pos/pos';

export const venues = pgTable('venues', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** how long the kitchen takes for an order "as soon as possible", for the guest's estimate */
  prepMinutes: integer('prep_minutes').notNull().default(30),
  /** busy mode: minutes added to every estimate while the kitchen is swamped */
  busyExtraMinutes: integer('busy_extra_minutes').notNull().default(0),
  /** busy mode: orders to this venue paused; the menu shows `pauseMessage` */
  ordersPaused: boolean('orders_paused').notNull().default(false),
  pauseMessage: text('pause_message').notNull().default(''),
  /**
   * POS=iiko: since when iiko says the venue's iikoFront is off line (`terminal_groups/is_alive`);
   * null while it is on line, or with POS=local. No order "as soon as possible" meanwhile.
   */
  posOfflineSince: timestamp('pos_offline_since', { withTimezone: true }),
  /**
   * Kitchen load (issue 33, decision 087): the make-minutes the kitchen cooks per 15 minutes,
   * the days after today a slot may be chosen, and how long before its start a pre-order's
   * ticket reaches the kitchen. Defaults: the contract's kitchenDefaults.
   */
  kitchenCapacityMinutes: integer('kitchen_capacity_minutes').notNull().default(60),
  preorderDays: integer('preorder_days').notNull().default(14),
  preorderNoticeMinutes: integer('preorder_notice_minutes').notNull().default(60),
  /** bumped on every staff edit: a second editor working from an older copy gets `conflict` */
  version: integer('version').notNull().default(1),
});

export const specials = pgTable('specials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Vladivostok dates 'YYYY-MM-DD' the special menu shows between (inclusive); null: open */
  startsOn: date('starts_on', { mode: 'string' }),
  endsOn: date('ends_on', { mode: 'string' }),
  version: integer('version').notNull().default(1),
});

/** Menu categories of a venue; with `specialId` set, a category of that special menu. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    specialId: integer('special_id').references(() => specials.id),
    name: text('name').notNull(),
    /** which generated illustration its dishes get */
    icon: text('icon').notNull().default('plate'),
    sort: integer('sort').notNull().default(0),
    /**
     * the POS group it mirrors (POS=iiko); null: the site's own (specials, POS=local). Unique per
     * venue only: organizations of one chain share their groups' ids.
     */
    posId: uuid('pos_id'),
    /** a POS group not in the POS's menu: kept for its dishes' ids, not shown */
    hidden: boolean('hidden').notNull().default(false),
    /** make-minutes of its dishes that say none of their own; null: the kitchen default */
    makeMinutes: integer('make_minutes'),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('categories_venue_idx').on(table.venueId, table.specialId, table.sort),
    unique('categories_venue_pos_unique').on(table.venueId, table.posId),
  ],
);

/** Products and special products share their shape but not their id space (API.md). */
function dishColumns() {
  return {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    /** the POS's product id; unique per venue (a chain's organizations share ids), see below */
    iikoId: uuid('iiko_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceKopecks: integer('price_kopecks').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    proteins: real('proteins').notNull().default(0),
    carbohydrates: real('carbohydrates').notNull().default(0),
    fats: real('fats').notNull().default(0),
    calories: real('calories').notNull().default(0),
    costPerGram: boolean('cost_per_gram').notNull().default(false),
    /** false while the dish is on the stop list */
    available: boolean('available').notNull().default(true),
    /** the receipt's VAT code for this dish when it differs from the shop's (YOOKASSA_VAT_CODE) */
    vatCode: integer('vat_code'),
    /** the uploaded photo's content hash (modules/media); null: the generated picture */
    photo: text('photo'),
    /** the POS's picture of the dish (iiko's first `imageLinks`), for when none is uploaded */
    posImageUrl: text('pos_image_url'),
    /**
     * The POS picture `photo` was made from (menu-sync/pos-photos.ts); null: `photo` is the
     * staff's upload, which a sync never replaces.
     */
    photoSourceUrl: text('photo_source_url'),
    /**
     * With POS=iiko, why the POS's dish is not on the menu (menu-sync/imported-menu.ts's
     * HiddenReason, or 'absent': no longer in the POS's nomenclature); null: on the menu. The row
     * stays, so its id in old orders and baskets keeps meaning the same dish.
     */
    hiddenReason: text('hidden_reason'),
    /** the kitchen's minutes for one portion (issue 33); null: its category's */
    makeMinutes: integer('make_minutes'),
    /** hours ahead it must be ordered (a cake 48); 0: none */
    leadHours: integer('lead_hours').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(1),
  };
}

export const products = pgTable('products', dishColumns(), (table) => [
  index('products_category_idx').on(table.categoryId, table.sort),
  // A drink the group sells at two venues is one iiko product and two dishes of ours: each venue's
  // menu, stop list and prices are its own.
  unique('products_venue_iiko_unique').on(table.venueId, table.iikoId),
  check('products_price_check', sql`${table.priceKopecks} >= 0`),
]);

export const specialProducts = pgTable('special_products', dishColumns(), (table) => [
  index('special_products_category_idx').on(table.categoryId, table.sort),
  unique('special_products_iiko_id_unique').on(table.iikoId),
  check('special_products_price_check', sql`${table.priceKopecks} >= 0`),
]);

/**
 * A dish's sizes (issue 15: a roll of 4 or 8 pieces, a cake of 1 or 2 kg), each with its own
 * price; a dish without sizes has one price (products.price_kopecks). `posId` is the POS's size id
 * the order carries (iiko's productSizeId).
 */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    posId: uuid('pos_id').notNull(),
    name: text('name').notNull(),
    priceKopecks: integer('price_kopecks').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** false while the POS's stop list has this size out (the dish's other sizes still sell) */
    available: boolean('available').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    unique('product_sizes_product_pos_unique').on(table.productId, table.posId),
    check('product_sizes_price_check', sql`${table.priceKopecks} >= 0`),
  ],
);

/**
 * A dish's modifier groups (sauces, doneness, an inscription) with iiko's rules: how many of the
 * group's options together (`minAmount`–`maxAmount`), whether one must be chosen, and how many
 * come free. A POS's single modifier is a group of one option with no `posGroupId`.
 */
export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    posGroupId: uuid('pos_group_id'),
    name: text('name').notNull(),
    minAmount: integer('min_amount').notNull().default(0),
    maxAmount: integer('max_amount').notNull(),
    required: boolean('required').notNull().default(false),
    freeOfChargeAmount: integer('free_of_charge_amount').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('modifier_groups_product_idx').on(table.productId, table.sort),
    check(
      'modifier_groups_amounts_check',
      sql`${table.minAmount} >= 0 and ${table.maxAmount} >= ${table.minAmount} and ${table.freeOfChargeAmount} >= 0`,
    ),
  ],
);

/** One choice of a modifier group: the POS product it is (`posId`), its price and amounts. */
export const modifierOptions = pgTable(
  'modifier_options',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    posId: uuid('pos_id').notNull(),
    name: text('name').notNull(),
    priceKopecks: integer('price_kopecks').notNull().default(0),
    minAmount: integer('min_amount').notNull().default(0),
    maxAmount: integer('max_amount').notNull(),
    defaultAmount: integer('default_amount').notNull().default(0),
    freeOfChargeAmount: integer('free_of_charge_amount').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('modifier_options_group_idx').on(table.groupId, table.sort),
    check(
      'modifier_options_amounts_check',
      sql`${table.priceKopecks} >= 0 and ${table.minAmount} >= 0 and ${table.maxAmount} >= ${table.minAmount} and ${table.defaultAmount} between ${table.minAmount} and ${table.maxAmount}`,
    ),
  ],
);

/**
 * The menu sync's state per venue (POS=iiko, issue 15 items 1 and 5): the nomenclature revision
 * the menu was last built from (the next sync asks from it), when, what it counted, and the last
 * failure — a failed sync leaves the last good menu in place and says so here.
 */
export const menuSyncs = pgTable('menu_syncs', {
  venueId: integer('venue_id')
    .primaryKey()
    .references(() => venues.id),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  /**
   * Whose menu `revision` counts in (iiko: the organization's id). A venue pointed at another
   * organization starts again from revision 0: revisions of two organizations do not compare.
   */
  sourceId: text('source_id'),
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** { categories, dishes, hidden: { reason: count }, sizes, modifierGroups, modifierOptions } */
  counts: jsonb('counts'),
});

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    priceKopecks: integer('price_kopecks').notNull(),
    /** how long a courier takes to the zone, for the guest's estimate */
    deliveryMinutes: integer('delivery_minutes').notNull().default(40),
    /** the zone's smallest order (dishes' sum), 0: any */
    minOrderKopecks: integer('min_order_kopecks').notNull().default(0),
    /** from this dishes' sum delivery is free; null: never */
    freeFromKopecks: integer('free_from_kopecks'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    /**
     * the zone's name in the POS (iiko's cartography), by which the delivery-rules sync matches
     * it (decision 053); null: a zone of our own
     */
    posZoneName: text('pos_zone_name').unique(),
    /** the zone's outline from the POS, [latitude, longitude] points; null: none */
    polygon: jsonb('polygon').$type<LatLng[]>(),
  },
  (table) => [check('delivery_zones_price_check', sql`${table.priceKopecks} >= 0`)],
);

/** A guest's order: one number and one payment, split into one POS ticket per venue. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** the capability in the confirmation URL: order ids are sequential and not browsable */
    accessKey: text('access_key').notNull(),
    /**
     * Random, never shown: the POS ticket ids are derived from it (orders/ticket-id.ts), so they
     * are stable across retried submissions but cannot be worked out from the order's number
     */
    ticketSeed: uuid('ticket_seed').notNull().defaultRandom(),
    userId: integer('user_id').references(() => users.id),
    status: text('status', { enum: orderStatuses }).notNull().default('new'),
    serviceType: text('service_type', { enum: serviceTypes }).notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull(),
    paymentId: text('payment_id'),
    paymentUrl: text('payment_url'),
    /** the money of the online payment (kopecks): blocked on the card, taken, and given back */
    heldKopecks: integer('held_kopecks').notNull().default(0),
    capturedKopecks: integer('captured_kopecks').notNull().default(0),
    refundedKopecks: integer('refunded_kopecks').notNull().default(0),
    customerName: text('customer_name').notNull(),
    customerSurname: text('customer_surname').notNull().default(''),
    customerEmail: text('customer_email'),
    phone: text('phone').notNull(),
    street: text('street'),
    city: text('city'),
    house: text('house'),
    flat: text('flat'),
    entrance: text('entrance'),
    floor: text('floor'),
    deliveryZoneId: integer('delivery_zone_id').references(() => deliveryZones.id),
    /** null: as soon as possible; else Vladivostok local time 'YYYY-MM-DD HH:mm:ss.000' */
    completeBefore: text('complete_before'),
    comment: text('comment').notNull().default(''),
    /** the guest's network address, for the per-address limit on anonymous orders */
    clientIp: text('client_ip').notNull().default(''),
    emailSubscription: boolean('email_subscription').notNull().default(false),
    /** the dishes that still come, at their menu prices */
    subtotalKopecks: integer('subtotal_kopecks').notNull(),
    /**
     * What offers and points take off those dishes (their lines' `offerKopecks + pointsKopecks`):
     * `total = subtotal - discount + deliveryFee` (issue 32, decision 084)
     */
    discountKopecks: integer('discount_kopecks').notNull().default(0),
    /** the fee charged, after a free-delivery offer; `deliveryDiscountKopecks` what it took off */
    deliveryFeeKopecks: integer('delivery_fee_kopecks').notNull().default(0),
    deliveryDiscountKopecks: integer('delivery_discount_kopecks').notNull().default(0),
    totalKopecks: integer('total_kopecks').notNull(),
    /** the promo code's offer the order used, and the code as typed (normalised) */
    offerId: integer('offer_id').references((): AnyPgColumn => offers.id),
    promoCode: text('promo_code'),
    /** loyalty points spent when placed (one a rouble); what goes back is in points_entries */
    pointsSpent: integer('points_spent').notNull().default(0),
    /**
     * The time promised when placed (issue 33): delivered, or ready at the counters; moved when
     * a kitchen runs late (`lateToldAt`: when the guest was told, once). Null: placed before.
     */
    promisedAt: timestamp('promised_at', { withTimezone: true }),
    lateToldAt: timestamp('late_told_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_payment_idx').on(table.paymentId),
    // the limits on anonymous orders count recent orders per phone, e-mail and address
    index('orders_phone_idx').on(table.phone, table.createdAt),
    index('orders_email_idx').on(table.customerEmail, table.createdAt),
    index('orders_client_ip_idx').on(table.clientIp, table.createdAt),
  ],
);

/** A line keeps a snapshot of the dish as it was sold. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id').notNull(),
    special: boolean('special').notNull(),
    venueId: integer('venue_id').notNull(),
    iikoId: uuid('iiko_id').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    priceKopecks: integer('price_kopecks').notNull(),
    count: integer('count').notNull(),
    sumKopecks: integer('sum_kopecks').notNull(),
    costPerGram: boolean('cost_per_gram').notNull().default(false),
    /** the receipt's VAT code the dish had when sold; null: the shop's */
    vatCode: integer('vat_code'),
    /**
     * The guest's size and modifiers (contract modifiers.ts DishChoice, our ids), as ordered;
     * null: the dish had none to choose. `priceKopecks` is the price with them.
     */
    choice: jsonb('choice').$type<DishChoice>(),
    /** the choice in words ('8 шт · Соевый соус ×2'), as the ticket and the history show it */
    choiceText: text('choice_text').notNull().default(''),
    /** the same choice in the POS's ids, for its order (iiko's productSizeId and modifiers) */
    posChoice: jsonb('pos_choice').$type<PosChoice>(),
    /**
     * The line's share of the offers' and of the points' discount (promotions.ts `allocate`): the
     * guest pays `sum - offer - points` for it, the receipt's line sum and its ticket's share
     */
    offerKopecks: integer('offer_kopecks').notNull().default(0),
    pointsKopecks: integer('points_kopecks').notNull().default(0),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    check(
      'order_lines_discount_check',
      sql`${table.offerKopecks} >= 0 and ${table.pointsKopecks} >= 0 and ${table.offerKopecks} + ${table.pointsKopecks} <= ${table.sumKopecks}`,
    ),
  ],
);

/**
 * Every movement of an order's online money, with the 54-FZ receipt sent with it: the payment
 * (a hold, or an SBP charge), its capture or release, and each refund. A capture, release or
 * refund is written `pending` in the transaction that decides it and done by the outbox, whose
 * retries reuse the row's idempotence key: money never moves twice.
 */
export const paymentOperations = pgTable(
  'payment_operations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: text('payment_id').notNull(),
    kind: text('kind', { enum: ['payment', 'capture', 'release', 'refund'] }).notNull(),
    amountKopecks: integer('amount_kopecks').notNull(),
    state: text('state', { enum: ['pending', 'succeeded', 'canceled'] })
      .notNull()
      .default('pending'),
    /** the provider's refund id, once it has one */
    providerId: text('provider_id'),
    /** the receipt sent with it (items keyed by order line), null when receipts are off */
    receipt: jsonb('receipt'),
    /** why: a venue declined, the order was cancelled, the hold expired */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_operations_order_idx').on(table.orderId, table.id),
    uniqueIndex('payment_operations_provider_idx').on(table.providerId),
    check('payment_operations_amount_check', sql`${table.amountKopecks} > 0`),
  ],
);

/** The answer given for an Idempotency-Key, so a repeated call never makes a second order. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  orderId: integer('order_id').references(() => orders.id),
  /** a fingerprint of the call's body: the same key with another body is refused */
  requestHash: text('request_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each venue's part of an order in its kitchen (issue 33, decision 087): when to start so every
 * part is ready together, when it is ready, and when its ticket reaches the kitchen (a pre-order
 * waits until then).
 */
export const kitchenParts = pgTable(
  'kitchen_parts',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    venueId: integer('venue_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }).notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.venueId] }),
    index('kitchen_parts_send_idx').on(table.venueId, table.sendAt),
  ],
);

/**
 * The kitchen capacity an order's part takes, per 15-minute window. Written with the order
 * under its venues' locks, so two orders cannot both take a window's last minutes; a cancelled
 * order's rows go.
 */
export const kitchenLoad = pgTable(
  'kitchen_load',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    venueId: integer('venue_id').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    minutes: real('minutes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.venueId, table.windowStart] }),
    index('kitchen_load_window_idx').on(table.venueId, table.windowStart),
  ],
);

/**
 * Each kitchen's booked make-minutes per window: the sum of kitchen_load's rows, kept as one row
 * so that an order takes a window's minutes with one conditional upsert (`used + taken ≤
 * capacity`). Concurrent orders wait on a window's row only from that statement to their commit,
 * and an order finding the window taken meanwhile plans again (decision 087).
 */
export const kitchenWindows = pgTable(
  'kitchen_windows',
  {
    venueId: integer('venue_id').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    used: real('used').notNull(),
  },
  (table) => [primaryKey({ columns: [table.venueId, table.windowStart] })],
);

/** Work that must happen after a commit (POS tickets, letters), retried until it succeeds. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_pending_idx').on(table.processedAt, table.failedAt, table.nextAttemptAt),
  ],
);

/** Each venue's part of an order in the POS. */
export const posTickets = pgTable(
  'pos_tickets',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    venueId: integer('venue_id').notNull(),
    ticketId: uuid('ticket_id').notNull().unique(),
    status: text('status', { enum: ticketStatuses }).notNull(),
    externalId: text('external_id'),
    detail: text('detail'),
    /** the kitchen's minutes to ready, given when it accepted (the guest's estimate uses them) */
    readyMinutes: integer('ready_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.venueId] }),
    // The board reads a venue's tickets by how recently they moved.
    index('pos_tickets_venue_idx').on(table.venueId, table.updatedAt),
  ],
);

/**
 * An order's history: every change of the order's, a venue ticket's or the payment's status,
 * with who made it and why (orders/lifecycle.ts writes it, with the change, in one transaction).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** what changed: the order, a venue's ticket (venueId set) or the payment */
    subject: text('subject', { enum: ['order', 'ticket', 'payment', 'refund'] }).notNull(),
    venueId: integer('venue_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor', { enum: orderActors }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/**
 * One-click links in a venue's ticket letter ('Принять', 'Готовится', …) for venues without a
 * POS: the link's token is random and kept only as its SHA-256, valid until it expires, and used
 * once (orders/venue-actions.ts).
 */
export const venueActionLinks = pgTable(
  'venue_action_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    venueId: integer('venue_id').notNull(),
    action: text('action', { enum: ['accept', 'cooking', 'ready', 'handed', 'decline'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('venue_action_links_order_idx').on(table.orderId, table.venueId)],
);

/** The built-in sandbox payment provider's payments (PAYMENT_PROVIDER=sandbox). */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: uuid('id').primaryKey(),
  idempotenceKey: text('idempotence_key').notNull().unique(),
  orderId: integer('order_id').notNull(),
  amountKopecks: integer('amount_kopecks').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  /** pending, waiting_for_capture, succeeded, canceled: YooKassa's words */
  state: text('state').notNull().default('pending'),
  /** bank_card (held until captured) or sbp (charged at once) */
  way: text('way').notNull().default('bank_card'),
  capture: boolean('capture').notNull().default(true),
  capturedKopecks: integer('captured_kopecks'),
  receipt: jsonb('receipt'),
  captureReceipt: jsonb('capture_receipt'),
  cancellationReason: text('cancellation_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox's refunds, shown on its test page with their receipts. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: uuid('id').primaryKey(),
  idempotenceKey: text('idempotence_key').notNull().unique(),
  paymentId: uuid('payment_id').notNull(),
  amountKopecks: integer('amount_kopecks').notNull(),
  description: text('description').notNull().default(''),
  receipt: jsonb('receipt'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A guest's account: a phone, an e-mail, or both. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** '79141234567' */
  phone: text('phone').unique(),
  /** lower-case */
  email: text('email').unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  /** 'YYYY-MM-DD'; set once by the guest (decision 085: the birthday bonus) */
  birthday: date('birthday', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque bearer tokens, stored as SHA-256 hashes; revoked at logout and password change. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** sessions end after a spell of disuse (decision 028) */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** One-time codes sent by SMS or e-mail, stored hashed (DESIGN.md §4 "Codes"). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    /** the phone or e-mail the code went to */
    contact: text('contact').notNull(),
    userId: integer('user_id').references(() => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** registration: the password hash chosen before the code was sent */
    passwordHash: text('password_hash'),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('codes_contact_idx').on(table.contact, table.createdAt),
    index('codes_ip_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * Counters of fixed windows shared by every server process: route rate limits and look-up
 * limits ('rate:POST /api/…:1.2.3.4', 'lookup:ip:1.2.3.4').
 */
export const lookupCounters = pgTable(
  'lookup_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lookup_counters_reset_idx').on(table.resetAt)],
);

/** A guest's saved delivery settings. Card data is never stored (DESIGN.md §4). */
export const deliverySettings = pgTable('delivery_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  deliveryMethod: text('delivery_method', { enum: savedDeliveryMethods })
    .notNull()
    .default('pickup'),
  paymentMethod: text('payment_method', { enum: savedPaymentMethods }).notNull().default('cash'),
  street: text('street').notNull().default(''),
  house: text('house').notNull().default(''),
  entrance: text('entrance').notNull().default(''),
  floor: text('floor').notNull().default(''),
  flat: text('flat').notNull().default(''),
  comment: text('comment').notNull().default(''),
  deliveryZoneId: integer('delivery_zone_id').references(() => deliveryZones.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A guest's table booking request; the venue calls back to confirm it (SPEC.md §2, §4). */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** the booking place, 1–4 (packages/contract/src/venues.ts) */
    place: integer('place').notNull(),
    /** set when the guest was logged in */
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    /** '+79141234567', or null when not given */
    phone: text('phone'),
    /** the wanted date and time, typed as Vladivostok time */
    bookedFor: timestamp('booked_for', { withTimezone: true }).notNull(),
    /** the number of guests, 1–20; null for a request without it (API.md has no such field) */
    guests: integer('guests'),
    /** the request's Idempotency-Key: a resent request gets this booking, not a second one */
    idempotencyKey: text('idempotency_key').unique(),
    /** the staff's word on it (issue 14 item 3) */
    status: text('status', { enum: bookingStatuses }).notNull().default('requested'),
    /** why it was declined, told to the guest */
    statusReason: text('status_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_place_idx').on(table.place, table.bookedFor),
    index('bookings_user_idx').on(table.userId),
    check('bookings_place_check', sql`${table.place} between 1 and 4`),
    check('bookings_guests_check', sql`${table.guests} between 1 and 20`),
  ],
);

/**
 * When a body of content last read differently (decision 034): 'catalog' is the fingerprint of
 * the dishes and specials the sitemap lists, and the time some process first saw it change —
 * the sitemap's lastmod, the same for every process and across restarts.
 */
export const contentVersions = pgTable('content_versions', {
  subject: text('subject').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The people who run the site (issue 14): a login and a password hashed like a guest's, a role,
 * the venues they work for, and a TOTP secret (RFC 6238), sealed with STAFF_SECRET_KEY, once
 * they enable a second factor. A disabled member keeps the row (the audit log names them).
 */
export const staffMembers = pgTable('staff_members', {
  id: serial('id').primaryKey(),
  /** lower-case */
  login: text('login').notNull().unique(),
  name: text('name').notNull().default(''),
  role: text('role', { enum: staffRoles }).notNull(),
  passwordHash: text('password_hash').notNull(),
  /** the sealed secret; set at setup, in force once totpEnabledAt is set */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** the last time step a code was accepted at: a code is used once */
  totpLastStep: integer('totp_last_step'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffVenues = pgTable(
  'staff_venues',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.venueId] })],
);

/** Staff sessions: the guests' rules (decision 028), in their own table. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * when the member last gave their password in this session (sign-in, POST /api/staff/reauth,
     * a second factor's change); sensitive steps need it within STAFF_REAUTH_MINUTES (decision 079)
     */
    passwordCheckedAt: timestamp('password_checked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/**
 * One-use tickets that open a staff stream (decision 079): EventSource sends no headers, so the
 * stream's address carries a ticket, hashed here, valid STREAM_TICKET_SECONDS, instead of the
 * session's token; the stream then lives as long as the session it was taken by.
 */
export const staffStreamTickets = pgTable(
  'staff_stream_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => staffSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_stream_tickets_expires_idx').on(table.expiresAt)],
);

/**
 * How many bookings a place takes per half hour (issue 14 item 3), set by a manager; a place
 * without a row takes any number. The booking form locks the row while it counts, so two guests
 * cannot both take the last table.
 */
export const placeCapacities = pgTable(
  'place_capacities',
  {
    place: integer('place').primaryKey(),
    perSlot: integer('per_slot').notNull(),
  },
  (table) => [check('place_capacities_per_slot_check', sql`${table.perSlot} between 1 and 100`)],
);

/**
 * A place's opening hours per ISO weekday (issue 14 item 6), set by its venue's managers. A place
 * without rows keeps the hours of the contract's venues.ts (`defaultOpeningHours`); a write
 * replaces all seven days at once. Times are 'HH:MM' text ('24:00' closes at midnight), so they
 * compare as text; both null: closed that day.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    placeId: integer('place_id').notNull(),
    weekday: smallint('weekday').notNull(),
    opens: text('opens'),
    closes: text('closes'),
  },
  (table) => [
    primaryKey({ columns: [table.placeId, table.weekday] }),
    check('opening_hours_weekday_check', sql`${table.weekday} between 1 and 7`),
    check(
      'opening_hours_times_check',
      sql`(${table.opens} is null and ${table.closes} is null) or (${table.opens} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.closes} ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and ${table.opens} < ${table.closes})`,
    ),
  ],
);

/**
 * A place's (or the delivery's, id 0) hours on one date apart from its week (issue 33 item 3):
 * holidays and events; both null: closed that day.
 */
export const datedHours = pgTable(
  'dated_hours',
  {
    placeId: integer('place_id').notNull(),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    opens: text('opens'),
    closes: text('closes'),
  },
  (table) => [
    primaryKey({ columns: [table.placeId, table.onDate] }),
    check(
      'dated_hours_times_check',
      sql`(${table.opens} is null and ${table.closes} is null) or (${table.opens} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.closes} ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and ${table.opens} < ${table.closes})`,
    ),
  ],
);

/**
 * The version of a place's week of opening hours: one row per place rather than a version
 * repeated on seven rows, so a write has one row to lock (`SELECT … FOR UPDATE`) and compare. No
 * row: version 1, the defaults; the first write makes the row.
 */
export const placeHoursVersions = pgTable('place_hours_versions', {
  placeId: integer('place_id').primaryKey(),
  version: integer('version').notNull().default(1),
});

/**
 * Who in the back office changed what, and when (issue 14 item 7), with the values before and
 * after: availability, statuses, capacities, staff rights. Written in the transaction of the
 * change wherever the change has one.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** null: the command line */
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** what was done: 'stopList.set', 'staff.update', 'booking.confirm', 'order.accept', … */
    action: text('action').notNull(),
    /** what it was done to: 'product:12', 'staff:3', 'order:41/venue:2', 'booking:7', 'place:1' */
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
);

/**
 * Offers and promo codes (issue 32, decisions 081–082): the group's (`venueId` null, an admin's)
 * or one venue's (its managers'). What it gives and to which dishes are the contract's shapes.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    /** upper case as typed; null: an offer that applies by itself */
    code: text('code').unique(),
    title: text('title').notNull(),
    benefit: jsonb('benefit').$type<StoredOfferBenefit>().notNull(),
    scope: jsonb('scope').$type<StoredOfferScope>().notNull(),
    minSubtotalKopecks: integer('min_subtotal_kopecks').notNull().default(0),
    /** venue dates, inclusive; null: open */
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    /** ISO weekdays 1..7; empty: every day */
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([]),
    hours: jsonb('hours').$type<OfferHours>(),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    perGuestLimit: integer('per_guest_limit'),
    totalLimit: integer('total_limit'),
    combinesWithPoints: boolean('combines_with_points').notNull().default(true),
    combinesWithOffers: boolean('combines_with_offers').notNull().default(false),
    venueId: integer('venue_id').references(() => venues.id),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('offers_min_subtotal_check', sql`${table.minSubtotalKopecks} >= 0`),
    check(
      'offers_limits_check',
      sql`coalesce(${table.perGuestLimit}, 1) > 0 and coalesce(${table.totalLimit}, 1) > 0`,
    ),
  ],
);

/**
 * An order's use of an offer, counted against its limits; `returnedAt` set when the order was
 * cancelled or refunded whole (the use is given back).
 */
export const offerUses = pgTable(
  'offer_uses',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** the guest by phone (E.164 digits), and the account when signed in */
    phone: text('phone').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('offer_uses_order_offer').on(table.orderId, table.offerId),
    index('offer_uses_offer_phone').on(table.offerId, table.phone),
  ],
);

/**
 * A guest's loyalty points history (issue 32 item 2, decision 083): one row per earning (a done
 * order, once), spending, return and admin's adjustment; the balance and what expired are
 * computed from it (promotions.ts `pointsBalance`).
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: pointsEntryKinds }).notNull(),
    /** signed: added (+) or taken (−) */
    points: integer('points').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** an adjustment's reason */
    reason: text('reason'),
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** an earned lot's end; null: it does not expire */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** a birthday bonus's year (the venue's): what makes it once a year */
    birthdayYear: integer('birthday_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('points_entries_user_idx').on(table.userId, table.createdAt),
    // An order earns once, however often its outbox event runs.
    uniqueIndex('points_entries_order_earned')
      .on(table.orderId)
      .where(sql`${table.kind} = 'earned'`),
    // An account is welcomed once.
    uniqueIndex('points_entries_user_welcome')
      .on(table.userId)
      .where(sql`${table.kind} = 'welcome'`),
    // An account gets its birthday bonus once a year, however many processes give it.
    uniqueIndex('points_entries_user_birthday_year')
      .on(table.userId, table.birthdayYear)
      .where(sql`${table.kind} = 'birthday'`),
    check('points_entries_points_check', sql`${table.points} <> 0`),
  ],
);

/**
 * The loyalty programme's rules as admins set them (issue 32 item 2, decision 083): one row; none
 * until the first save, when the contract's defaults are in force.
 */
export const loyaltyRules = pgTable(
  'loyalty_rules',
  {
    id: integer('id').primaryKey().default(1),
    rules: jsonb('rules').$type<LoyaltyRules>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('loyalty_rules_one_row', sql`${table.id} = 1`)],
);
