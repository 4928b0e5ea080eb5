/**
 * The menu editor's dishes: made last in their category, edited (and moved), deleted, given a
 * photo. Each write checks the dish's version (409 `conflict` with the dish as it is now).
 */
import { randomUUID } from 'node:crypto';
import {
  type DishKind,
  type DishKitchen,
  type DishUpdate,
  type dishCreateSchema,
  type EditorDish,
  menuEditorMessages,
} from '@storefront/contract/staff-menu';
import { eq, max } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { writeCatalog } from './catalog-write';
import { defaultSizePrice } from './dish-options-editor';
import {
  changes,
  conflict,
  type DishRow,
  type DishWire,
  kindOfCategory,
  lockedCategory,
  lockedDish,
  type MenuEditorContext,
  tableOf,
  updateVersioned,
} from './menu-rows';

export type DishCreate = z.infer<typeof dishCreateSchema>;

/** The fields of a dish a manager edits, in the order the audit log lists them. */
const dishFieldNames = [
  'name',
  'description',
  'priceKopecks',
  'weightGrams',
  'proteins',
  'fats',
  'carbohydrates',
  'calories',
  'costPerGram',
  'vatCode',
  'makeMinutes',
  'leadHours',
  'categoryId',
  'sort',
] as const;

/** An edit's fields without the kitchen's times it does not name (kept as they are). */
function namedOnly<T extends { makeMinutes?: unknown; leadHours?: unknown }>(input: T): T {
  const named = { ...input };
  if (named.makeMinutes === undefined) delete named.makeMinutes;
  if (named.leadHours === undefined) delete named.leadHours;
  return named;
}

/** The dish's version check, then its update with the version bumped, in `tx`. */
async function updateDishRow(
  tx: Tx,
  dishWire: DishWire,
  kind: DishKind,
  id: number,
  version: number,
  change: (current: DishRow) => Promise<Partial<DishRow>> | Partial<DishRow>,
): Promise<{ before: DishRow; after: DishRow; values: Partial<DishRow> }> {
  const before = await lockedDish(tx, kind, id);
  if (before.version !== version) throw conflict(dishWire(kind, before));
  const values = await change(before);
  const after = await updateVersioned(tx, tableOf(kind), id, values);
  return { before, after, values };
}

export function createDishEditor({ db, dishWire }: MenuEditorContext) {
  return {
    /** A new dish, last in its category; a special menu's category makes it a special dish. */
    async createDish(input: DishCreate, staffId: number): Promise<EditorDish> {
      return writeCatalog(db, async (tx) => {
        // Locked so that dishes added to it at once get different places, and it is not deleted
        // under the new dish.
        const category = await lockedCategory(tx, input.categoryId);
        const kind = kindOfCategory(category);
        const table = tableOf(kind);
        const [last] = await tx
          .select({ sort: max(table.sort) })
          .from(table)
          .where(eq(table.categoryId, category.id));
        const { categoryId, ...fields } = input;
        const [row] = await tx
          .insert(table)
          .values({
            ...fields,
            categoryId,
            venueId: category.venueId,
            // The dish's identity outside this database (the POS, the generated picture): ours
            // while the menu is kept here.
            iikoId: randomUUID(),
            sort: (last?.sort ?? -1) + 1,
          })
          .returning();
        if (!row) throw new Error('dish insert returned nothing');
        return {
          result: dishWire(kind, row),
          audit: {
            staffId,
            action: 'menu.dish.create',
            subject: `${kind}:${row.id}`,
            after: { venueId: row.venueId, ...input },
          },
        };
      });
    },

    /**
     * The dish's fields, its category and place. Moving it to another venue's category moves it
     * to that venue (the route checks the member may edit both); a dish cannot move between a
     * venue's menu and a special menu, which are kept in different tables.
     */
    async updateDish(
      kind: DishKind,
      id: number,
      input: DishUpdate,
      staffId: number,
    ): Promise<EditorDish> {
      return writeCatalog(db, async (tx) => {
        const { version, ...typed } = namedOnly(input);
        let values = typed;
        const { before, after } = await updateDishRow(
          tx,
          dishWire,
          kind,
          id,
          version,
          async (current) => {
            // A dish with sizes costs its default size in the menu: the sizes' editor sets it
            // (read under the dish's lock, which that editor's saves take too).
            const sizePrice = kind === 'product' ? await defaultSizePrice(tx, id) : undefined;
            if (sizePrice !== undefined) values = { ...typed, priceKopecks: sizePrice };
            if (values.categoryId === current.categoryId) return values;
            // Shared: the category may not be deleted before the moved dish is in it.
            const target = await lockedCategory(tx, values.categoryId, 'share');
            if (kindOfCategory(target) !== kind)
              throw new AppError(400, 'validation', {
                categoryId: menuEditorMessages.categoryKind,
              });
            return { ...values, venueId: target.venueId };
          },
        );
        return {
          result: dishWire(kind, after),
          audit: {
            staffId,
            action: 'menu.dish.update',
            subject: `${kind}:${id}`,
            ...changes(dishFieldNames, before, values),
          },
        };
      });
    },

    /**
     * The kitchen's times of a dish (issue 33): its make-minutes (null: its category's) and lead
     * hours. The site's own with POS=iiko too: a menu import keeps them.
     */
    async setDishKitchen(
      kind: DishKind,
      id: number,
      input: DishKitchen,
      staffId: number,
    ): Promise<EditorDish> {
      return writeCatalog(db, async (tx) => {
        const values = { makeMinutes: input.makeMinutes, leadHours: input.leadHours };
        const { before, after } = await updateDishRow(
          tx,
          dishWire,
          kind,
          id,
          input.version,
          () => values,
        );
        return {
          result: dishWire(kind, after),
          audit: {
            staffId,
            action: 'menu.dish.kitchen',
            subject: `${kind}:${id}`,
            ...changes(dishFieldNames, before, values),
          },
        };
      });
    },

    /** Gone for good: past orders keep their own copy of its name and price. */
    async deleteDish(kind: DishKind, id: number, version: number, staffId: number): Promise<void> {
      await writeCatalog(db, async (tx) => {
        const before = await lockedDish(tx, kind, id);
        if (before.version !== version) throw conflict(dishWire(kind, before));
        const table = tableOf(kind);
        await tx.delete(table).where(eq(table.id, id));
        return {
          result: undefined,
          audit: {
            staffId,
            action: 'menu.dish.delete',
            subject: `${kind}:${id}`,
            before: {
              venueId: before.venueId,
              categoryId: before.categoryId,
              name: before.name,
              priceKopecks: before.priceKopecks,
            },
          },
        };
      });
    },

    /** The dish's uploaded photo (its content hash in modules/media), or null: the generated one. */
    /**
     * Refuses a photo sent from an older copy of the dish before the photo is made (issue 31
     * item 12): 409 `conflict` with the dish as it is, 404 when it is gone. setPhoto checks the
     * version again, under its lock, for a change that comes in between.
     */
    async checkDishVersion(kind: DishKind, id: number, version: number): Promise<void> {
      const table = tableOf(kind);
      const [row] = await db.select().from(table).where(eq(table.id, id));
      if (!row) throw new AppError(404, 'notFound');
      if (row.version !== version) throw conflict(dishWire(kind, row));
    },

    async setPhoto(
      kind: DishKind,
      id: number,
      photo: string | null,
      version: number,
      staffId: number,
    ): Promise<EditorDish> {
      return writeCatalog(db, async (tx) => {
        // The staff's own photo (or none, for the POS's picture again): a sync never replaces it.
        const { before, after } = await updateDishRow(tx, dishWire, kind, id, version, () => ({
          photo,
          photoSourceUrl: null,
        }));
        return {
          result: dishWire(kind, after),
          audit: {
            staffId,
            action: photo === null ? 'menu.dish.photo.delete' : 'menu.dish.photo.set',
            subject: `${kind}:${id}`,
            before: { name: before.name, photo: before.photo },
            after: { photo },
          },
        };
      });
    },
  };
}
