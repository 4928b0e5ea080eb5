/** The database schema. Money in integer kopecks, weights in grams (DESIGN.md §4). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

export const venues = pgTable('venues', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const specials = pgTable('specials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
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
  },
  (table) => [index('categories_venue_idx').on(table.venueId, table.specialId, table.sort)],
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
    iikoId: uuid('iiko_id').notNull().unique(),
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
    sort: integer('sort').notNull().default(0),
  };
}

export const products = pgTable('products', dishColumns(), (table) => [
  index('products_category_idx').on(table.categoryId, table.sort),
  check('products_price_check', sql`${table.priceKopecks} >= 0`),
]);

export const specialProducts = pgTable('special_products', dishColumns(), (table) => [
  index('special_products_category_idx').on(table.categoryId, table.sort),
  check('special_products_price_check', sql`${table.priceKopecks} >= 0`),
]);

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    priceKopecks: integer('price_kopecks').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [check('delivery_zones_price_check', sql`${table.priceKopecks} >= 0`)],
);
