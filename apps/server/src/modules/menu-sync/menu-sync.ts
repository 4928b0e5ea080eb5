/**
 * The menu from the POS (issue 15 item 1, POS=iiko): each venue's menu is read from its POS and
 * written into the catalogue in one transaction, so a guest never sees half a menu, and a failed
 * or unreadable answer leaves the last good menu in place (recorded in menu_syncs for the staff
 * page). Rows are matched by the POS's ids, so dishes keep their ids across syncs: baskets, old
 * orders and their repeat keep meaning the same dish; a dish the POS drops is hidden, not deleted.
 *
 * What the POS does not hold survives a sync: specials (their own tables), categories the site
 * made itself (no pos_id), uploaded photos, VAT code overrides and the stop list's availability.
 * Two processes syncing at once apply a revision once: the venue's menu_syncs row is locked, and
 * a revision not newer than the stored one is not written again.
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import { and, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifyCatalogChanged } from '../../db/notifications';
import {
  categories,
  menuSyncs,
  modifierGroups,
  modifierOptions,
  productSizes,
  products,
} from '../../db/schema';
import { serialJob } from '../../lib/serial-job';
import type { ImportedDish, ImportedMenu } from './imported-menu';

/** Where the menus come from: iiko's nomenclature (iiko-menu-source.ts) or a test's. */
export interface MenuSource {
  /** The venue's menu, or null when the POS has nothing newer than `fromRevision`. */
  menu(venueId: MenuVenueId, fromRevision: number): Promise<ImportedMenu | null>;
  /**
   * Whose menu the venue's revisions count in (iiko: its organization's id); absent: one source
   * for good. Another one than the stored one starts from revision 0.
   */
  sourceOf?(venueId: MenuVenueId): string;
}

export interface MenuSyncLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export type MenuSyncOutcome =
  | { venueId: MenuVenueId; outcome: 'updated'; revision: number; counts: MenuSyncCounts }
  | { venueId: MenuVenueId; outcome: 'unchanged'; revision: number }
  | { venueId: MenuVenueId; outcome: 'failed'; error: string };

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

export function createMenuSync({
  db,
  source,
  venueIds,
  log,
  now = () => new Date(),
}: {
  db: Db;
  source: MenuSource;
  /** the venues whose menus the POS holds */
  venueIds: readonly MenuVenueId[];
  log: MenuSyncLog;
  now?: () => Date;
}) {
  const sourceOf = (venueId: MenuVenueId) => source.sourceOf?.(venueId) ?? '';

  /** The revision stored for the venue's current source; 0 for none, or for another source's. */
  async function storedRevision(venueId: MenuVenueId): Promise<number> {
    const [state] = await db
      .select({ revision: menuSyncs.revision, sourceId: menuSyncs.sourceId })
      .from(menuSyncs)
      .where(eq(menuSyncs.venueId, venueId));
    return state && state.sourceId === sourceOf(venueId) ? state.revision : 0;
  }

  async function recordAttempt(venueId: MenuVenueId, error: string | null) {
    const at = now();
    await db
      .insert(menuSyncs)
      .values({ venueId, attemptedAt: at, lastError: error, ...(error ? {} : { syncedAt: at }) })
      .onConflictDoUpdate({
        target: menuSyncs.venueId,
        set: { attemptedAt: at, lastError: error, ...(error ? {} : { syncedAt: at }) },
      });
  }

  async function syncVenue(venueId: MenuVenueId): Promise<MenuSyncOutcome> {
    try {
      const fromRevision = await storedRevision(venueId);
      const menu = await source.menu(venueId, fromRevision);
      if (menu === null) {
        await recordAttempt(venueId, null);
        return { venueId, outcome: 'unchanged', revision: fromRevision };
      }
      const counts = await db.transaction((tx) => writeMenu(tx, venueId, menu));
      if (counts === null) return { venueId, outcome: 'unchanged', revision: menu.revision };
      log.info({ venueId, revision: menu.revision, counts }, 'menu synced from the POS');
      return { venueId, outcome: 'updated', revision: menu.revision, counts };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ venueId, err: error }, 'menu sync failed: the last good menu stays');
      await recordAttempt(venueId, message).catch(() => undefined);
      return { venueId, outcome: 'failed', error: message };
    }
  }

  /** Writes one venue's menu; null when another process has written this revision already. */
  async function writeMenu(
    tx: Tx,
    venueId: MenuVenueId,
    menu: ImportedMenu,
  ): Promise<MenuSyncCounts | null> {
    await tx.insert(menuSyncs).values({ venueId }).onConflictDoNothing();
    const [state] = await tx
      .select({ revision: menuSyncs.revision, sourceId: menuSyncs.sourceId })
      .from(menuSyncs)
      .where(eq(menuSyncs.venueId, venueId))
      .for('update');
    const sameSource = state?.sourceId === sourceOf(venueId);
    if (state && sameSource && state.revision > 0 && state.revision >= menu.revision) return null;

    const categoryIds = await writeCategories(tx, venueId, menu);
    const { dishIds, hidden } = await writeDishes(tx, venueId, menu.dishes, categoryIds);
    await hideEmptiedCategories(tx, venueId);
    const choices = await writeChoices(tx, menu.dishes, dishIds);

    const at = now();
    const counts: MenuSyncCounts = {
      categories: menu.categories.filter((category) => category.shown).length,
      dishes: menu.dishes.filter((dish) => !dish.hidden && dishIds.has(dish.posId)).length,
      hidden,
      ...choices,
    };
    await tx
      .update(menuSyncs)
      .set({
        revision: menu.revision,
        sourceId: sourceOf(venueId),
        syncedAt: at,
        attemptedAt: at,
        lastError: null,
        counts,
      })
      .where(eq(menuSyncs.venueId, venueId));
    await notifyCatalogChanged(tx);
    return counts;
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
            name: group.name,
            minAmount: group.minAmount,
            maxAmount: group.maxAmount,
            required: group.required,
            freeOfChargeAmount: group.freeOfChargeAmount,
            sort,
          })),
        )
        .returning({ id: modifierGroups.id, sort: modifierGroups.sort });
      groupCount += groups.length;
      const options = groups.flatMap(({ id, sort }) =>
        (dish.modifierGroups[sort]?.options ?? []).map((option, optionSort) => ({
          groupId: id,
          posId: option.posId,
          name: option.name,
          priceKopecks: option.priceKopecks,
          minAmount: option.minAmount,
          maxAmount: option.maxAmount,
          defaultAmount: option.defaultAmount,
          freeOfChargeAmount: option.freeOfChargeAmount,
          sort: optionSort,
        })),
      );
      if (options.length > 0) await tx.insert(modifierOptions).values(options);
      optionCount += options.length;
    }
    return { sizes: sizeRows.length, modifierGroups: groupCount, modifierOptions: optionCount };
  }

  /**
   * Every venue in turn. Asked again while a sync runs (the admin's button right after a change in
   * iiko), one more follows it: the running one may have read the menu before the change.
   */
  const job = serialJob(async () => {
    const outcomes: MenuSyncOutcome[] = [];
    for (const venueId of venueIds) outcomes.push(await syncVenue(venueId));
    return outcomes;
  });

  return {
    syncVenue,
    syncAll: job.run,
    /** Syncs now and then every `minutes`; answers the first sync. */
    start: (minutes: number): Promise<MenuSyncOutcome[]> => job.start(minutes * 60_000),
    stop: job.stop,
  };
}

export type MenuSync = ReturnType<typeof createMenuSync>;
