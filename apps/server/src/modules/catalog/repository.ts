/** Catalogue reads. */
import { type DishOptions, NO_DISH_OPTIONS } from '@storefront/contract/modifiers';
import { menuVenueIds } from '@storefront/contract/venues';
import { and, asc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  modifierGroups,
  productSizes,
  products,
  specialProducts,
  specials,
  venues,
} from '../../db/schema';
import { dishOptionsOf } from './dish-options';
import { type DishTable, onTheMenu, specialShowsToday } from './menu-rules';

export type { DishTable } from './menu-rules';

export type DishRow = typeof products.$inferSelect;

export function createCatalogRepository(db: Db) {
  return {
    activeSpecials() {
      return db
        .select({ id: specials.id, name: specials.name, url: specials.url })
        .from(specials)
        .where(specialShowsToday())
        .orderBy(asc(specials.sort), asc(specials.id));
    },

    async specialIdByUrl(url: string): Promise<number | null> {
      const [row] = await db
        .select({ id: specials.id })
        .from(specials)
        .where(and(eq(specials.url, url), specialShowsToday()));
      return row?.id ?? null;
    },

    /** The URL of the showing special a special dish's category belongs to. */
    async activeSpecialUrlOfCategory(categoryId: number): Promise<string | null> {
      const [row] = await db
        .select({ url: specials.url })
        .from(categories)
        .innerJoin(specials, eq(specials.id, categories.specialId))
        .where(and(eq(categories.id, categoryId), specialShowsToday()));
      return row?.url ?? null;
    },

    /**
     * Every dish with a card page of its own (the sitemap, modules/seo): the venues' menu dishes,
     * stop-listed ones too (their cards still show), and the dishes of active special menus.
     * Whole rows in id order, so their fingerprint changes whenever a card would read differently.
     */
    async dishesWithPages(): Promise<{ menu: DishRow[]; special: DishRow[] }> {
      const menu = await db
        .select(getTableColumns(products))
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(
          and(
            isNull(categories.specialId),
            inArray(products.venueId, [...menuVenueIds]),
            onTheMenu(products),
          ),
        )
        .orderBy(asc(products.id));
      const special = await db
        .select(getTableColumns(specialProducts))
        .from(specialProducts)
        .innerJoin(categories, eq(categories.id, specialProducts.categoryId))
        .innerJoin(specials, eq(specials.id, categories.specialId))
        .where(specialShowsToday())
        .orderBy(asc(specialProducts.id));
      return { menu, special };
    },

    /** Every category, whole rows in id order: the menu pages show their names and order. */
    allCategories() {
      return db.select().from(categories).orderBy(asc(categories.id));
    },

    async venueExists(venueId: number): Promise<boolean> {
      const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
      return row !== undefined;
    },

    /** Categories in display order, each with its dishes in display order. */
    async menu(venueId: number, specialId: number | null) {
      const categoryRows = await db
        .select({ id: categories.id, name: categories.name, posId: categories.posId })
        .from(categories)
        .where(
          and(
            eq(categories.venueId, venueId),
            specialId === null ? isNull(categories.specialId) : eq(categories.specialId, specialId),
            eq(categories.hidden, false),
          ),
        )
        .orderBy(asc(categories.sort), asc(categories.id));
      if (categoryRows.length === 0) return [];
      const table: DishTable = specialId === null ? products : specialProducts;
      const dishRows = await db
        .select()
        .from(table)
        .where(
          and(
            inArray(
              table.categoryId,
              categoryRows.map((c) => c.id),
            ),
            isNull(table.hiddenReason),
          ),
        )
        .orderBy(asc(table.sort), asc(table.id));
      return (
        categoryRows
          .map(({ posId, ...category }) => ({
            ...category,
            fromPos: posId !== null,
            dishes: dishRows.filter((dish) => dish.categoryId === category.id),
          }))
          // A POS group whose dishes are all off the menu is not a tab of its own (a category of
          // the site's own shows as soon as staff make it, dishes or not).
          .filter((category) => !category.fromPos || category.dishes.length > 0)
          .map(({ fromPos: _fromPos, ...category }) => category)
      );
    },

    async dish(table: DishTable, id: number): Promise<DishRow | null> {
      const [row] = await db
        .select()
        .from(table)
        .where(and(eq(table.id, id), isNull(table.hiddenReason)));
      return row ?? null;
    },

    /**
     * A dish's sizes and modifier groups with their options, each in the menu's order (the POS's
     * menu brings them: menu-sync). Empty lists for a dish with none.
     */
    async dishOptions(productId: number): Promise<DishOptions> {
      return (await dishOptionsOf(db, [productId])).get(productId)?.options ?? NO_DISH_OPTIONS;
    },

    /** The options of the dishes `productIds` that have any (the catering menu prints them). */
    async dishOptionsMany(productIds: readonly number[]): Promise<Map<number, DishOptions>> {
      const byDish = await dishOptionsOf(db, productIds);
      return new Map([...byDish].map(([id, dish]) => [id, dish.options]));
    },

    /**
     * Which of the menu's dishes `productIds` have sizes or modifier groups, in one query for the
     * whole menu: the menu marks them (`has_options`) and leaves their options to the card.
     */
    async dishIdsWithOptions(productIds: readonly number[]): Promise<Set<number>> {
      if (productIds.length === 0) return new Set();
      const ids = [...productIds];
      const rows = await db
        .selectDistinct({ productId: productSizes.productId })
        .from(productSizes)
        .where(inArray(productSizes.productId, ids))
        .union(
          db
            .selectDistinct({ productId: modifierGroups.productId })
            .from(modifierGroups)
            .where(inArray(modifierGroups.productId, ids)),
        );
      return new Set(rows.map((row) => row.productId));
    },

    /** What the generated image of a dish needs. */
    async dishArt(iikoId: string): Promise<{ venueId: number; icon: string } | null> {
      for (const table of [products, specialProducts] as const) {
        const [row] = await db
          .select({ venueId: table.venueId, icon: categories.icon })
          .from(table)
          .innerJoin(categories, eq(categories.id, table.categoryId))
          .where(eq(table.iikoId, iikoId));
        if (row) return row;
      }
      return null;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
