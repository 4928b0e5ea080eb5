/**
 * A venue's menu as its POS holds it (imported-menu.ts), written into the catalogue: the menu
 * sync's one door to the catalogue's tables. Rows are matched by the POS's ids, so dishes keep
 * their ids across imports (baskets, old orders and their repeat keep meaning the same dish); a
 * dish the POS drops is hidden, not deleted. What the POS does not hold survives: specials,
 * categories the site made itself, uploaded photos, VAT code overrides and the stop list's
 * availability. Runs in the caller's transaction (the sync locks the venue's revision in it) and
 * tells every process the catalogue changed at its commit.
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import { and, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import {
  categories,
  modifierGroups,
  modifierOptions,
  productSizes,
  products,
} from '../../../db/schema';
import { catalogChanged } from '../catalog-changed';
import { groupTerms, optionTerms } from '../dish-options';
import type { ImportedDish, ImportedMenu } from './imported-menu';

export interface MenuSyncCounts {
  categories: number;
  dishes: number;
  /** dishes the POS lists that are not on the menu, by reason (imported-menu.ts HiddenReason) */
  hidden: Record<string, number>;
  sizes: number;
  modifierGroups: number;
  modifierOptions: number;
}

/** A dish no longer in the POS's nomenclature at all. */
export const ABSENT_FROM_POS = 'absent';

/** Writes the venue's menu as the POS holds it; what it wrote, counted. */
export async function importMenu(
  tx: Tx,
  venueId: MenuVenueId,
  menu: ImportedMenu,
): Promise<MenuSyncCounts> {
  const categoryIds = await writeCategories(tx, venueId, menu);
  const { dishIds, hidden } = await writeDishes(tx, venueId, menu.dishes, categoryIds);
  await hideEmptiedCategories(tx, venueId);
  const choices = await writeChoices(tx, menu.dishes, dishIds);
  await catalogChanged(tx);
  return {
    categories: menu.categories.filter((category) => category.shown).length,
    dishes: menu.dishes.filter((dish) => !dish.hidden && dishIds.has(dish.posId)).length,
    hidden,
    ...choices,
  };
}

/** The POS's groups as the venue's categories, by POS id; those it dropped are hidden. */
async function writeCategories(tx: Tx, venueId: MenuVenueId, menu: ImportedMenu) {
  const ids = new Map<string, number>();
  if (menu.categories.length > 0) {
    const rows = await tx
      .insert(categories)
      .values(
        menu.categories.map((category) => ({
          venueId,
          posId: category.posId,
          name: category.name,
          sort: category.sort,
          hidden: !category.shown,
        })),
      )
      .onConflictDoUpdate({
        // Per venue: organizations of one chain share group ids, and each venue has its own.
        target: [categories.venueId, categories.posId],
        set: {
          name: sql`excluded.name`,
          sort: sql`excluded.sort`,
          hidden: sql`excluded.hidden`,
          version: sql`${categories.version} + 1`,
        },
      })
      .returning({ id: categories.id, posId: categories.posId });
    for (const row of rows) if (row.posId) ids.set(row.posId, row.id);
  }
  await tx
    .update(categories)
    .set({ hidden: true })
    .where(
      and(
        eq(categories.venueId, venueId),
        isNotNull(categories.posId),
        notInArray(categories.posId, [...ids.keys()]),
      ),
    );
  return ids;
}

/**
 * The POS's dishes by POS id (products.iiko_id). A new dish whose category is unknown has no
 * place to go and is not written (counted as hidden); a known one keeps its category.
 */
async function writeDishes(
  tx: Tx,
  venueId: MenuVenueId,
  dishes: readonly ImportedDish[],
  categoryIds: ReadonlyMap<string, number>,
) {
  const hidden: Record<string, number> = {};
  for (const dish of dishes) {
    if (dish.hidden) hidden[dish.hidden] = (hidden[dish.hidden] ?? 0) + 1;
  }
  const placed = dishes.flatMap((dish) => {
    const categoryId = dish.categoryPosId ? categoryIds.get(dish.categoryPosId) : undefined;
    return categoryId === undefined ? [] : [{ dish, categoryId }];
  });
  const homeless = dishes.filter((dish) => !placed.some((entry) => entry.dish === dish));

  const dishIds = new Map<string, number>();
  if (placed.length > 0) {
    const rows = await tx
      .insert(products)
      .values(
        placed.map(({ dish, categoryId }) => ({
          categoryId,
          venueId,
          iikoId: dish.posId,
          name: dish.name,
          description: dish.description,
          priceKopecks: dish.priceKopecks,
          weightGrams: dish.weightGrams,
          proteins: dish.nutrition.proteins,
          fats: dish.nutrition.fats,
          carbohydrates: dish.nutrition.carbohydrates,
          calories: dish.nutrition.calories,
          costPerGram: dish.perGram,
          posImageUrl: dish.imageUrls[0] ?? null,
          hiddenReason: dish.hidden,
          sort: dish.sort,
        })),
      )
      .onConflictDoUpdate({
        // Per venue, as with categories: a dish two venues sell is a row of each.
        target: [products.venueId, products.iikoId],
        set: {
          categoryId: sql`excluded.category_id`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          priceKopecks: sql`excluded.price_kopecks`,
          weightGrams: sql`excluded.weight_grams`,
          proteins: sql`excluded.proteins`,
          fats: sql`excluded.fats`,
          carbohydrates: sql`excluded.carbohydrates`,
          calories: sql`excluded.calories`,
          costPerGram: sql`excluded.cost_per_gram`,
          posImageUrl: sql`excluded.pos_image_url`,
          hiddenReason: sql`excluded.hidden_reason`,
          sort: sql`excluded.sort`,
          version: sql`${products.version} + 1`,
        },
      })
      .returning({ id: products.id, iikoId: products.iikoId });
    for (const row of rows) dishIds.set(row.iikoId, row.id);
  }
  // One update per reason, not per dish: the venue's row stays locked meanwhile.
  const homelessByReason = new Map<string, string[]>();
  for (const dish of homeless) {
    const reason = dish.hidden ?? 'noCategory';
    if (!dish.hidden) hidden.noCategory = (hidden.noCategory ?? 0) + 1;
    homelessByReason.set(reason, [...(homelessByReason.get(reason) ?? []), dish.posId]);
  }
  for (const [reason, posIds] of homelessByReason) {
    await tx
      .update(products)
      .set({ hiddenReason: reason })
      .where(and(eq(products.venueId, venueId), inArray(products.iikoId, posIds)));
  }
  // Dishes the POS no longer lists at all.
  const listed = dishes.map((dish) => dish.posId);
  await tx
    .update(products)
    .set({ hiddenReason: ABSENT_FROM_POS })
    .where(
      and(
        eq(products.venueId, venueId),
        notInArray(products.iikoId, listed),
        or(
          sql`${products.hiddenReason} is null`,
          sql`${products.hiddenReason} <> ${ABSENT_FROM_POS}`,
        ),
      ),
    );
  return { dishIds, hidden };
}

/**
 * The venue's own menu categories (not specials') whose dishes are all off the menu now: the
 * seeded demo's, once the POS's menu replaced them. A category without dishes stays as it is.
 */
async function hideEmptiedCategories(tx: Tx, venueId: MenuVenueId) {
  await tx
    .update(categories)
    .set({ hidden: true })
    .where(
      and(
        eq(categories.venueId, venueId),
        isNull(categories.posId),
        isNull(categories.specialId),
        sql`exists (select 1 from ${products} where ${products.categoryId} = ${categories.id})`,
        sql`not exists (select 1 from ${products} where ${products.categoryId} = ${categories.id} and ${products.hiddenReason} is null)`,
      ),
    );
}

/** Sizes and modifier groups replace the dishes' previous ones. */
async function writeChoices(
  tx: Tx,
  dishes: readonly ImportedDish[],
  dishIds: ReadonlyMap<string, number>,
) {
  const ids = [...dishIds.values()];
  if (ids.length > 0) {
    await tx.delete(productSizes).where(inArray(productSizes.productId, ids));
    await tx.delete(modifierGroups).where(inArray(modifierGroups.productId, ids));
  }
  const sizeRows = dishes.flatMap((dish) => {
    const productId = dishIds.get(dish.posId);
    if (productId === undefined) return [];
    return dish.sizes.map((size) => ({
      productId,
      posId: size.posId,
      name: size.name,
      priceKopecks: size.priceKopecks,
      isDefault: size.isDefault,
      sort: size.sort,
    }));
  });
  if (sizeRows.length > 0) await tx.insert(productSizes).values(sizeRows);

  let groupCount = 0;
  let optionCount = 0;
  for (const dish of dishes) {
    const productId = dishIds.get(dish.posId);
    if (productId === undefined || dish.modifierGroups.length === 0) continue;
    const groups = await tx
      .insert(modifierGroups)
      .values(
        dish.modifierGroups.map((group, sort) => ({
          productId,
          posGroupId: group.posGroupId,
          ...groupTerms(group),
          sort,
        })),
      )
      .returning({ id: modifierGroups.id, sort: modifierGroups.sort });
    groupCount += groups.length;
    const options = groups.flatMap(({ id, sort }) =>
      (dish.modifierGroups[sort]?.options ?? []).map((option, optionSort) => ({
        groupId: id,
        posId: option.posId,
        ...optionTerms(option),
        sort: optionSort,
      })),
    );
    if (options.length > 0) await tx.insert(modifierOptions).values(options);
    optionCount += options.length;
  }
  return { sizes: sizeRows.length, modifierGroups: groupCount, modifierOptions: optionCount };
}
