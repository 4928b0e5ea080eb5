/**
 * The menu editor's categories: made last in their menu, renamed, put in a new order, deleted
 * when empty. Each write checks the row's version (409 `conflict` with the row as it is now).
 */
import {
  type CategoryIcon,
  type CategoryKitchen,
  type CategoryOrder,
  type categoryCreateSchema,
  type categoryUpdateSchema,
  type EditorCategory,
  menuEditorMessages,
} from '@storefront/contract/staff-menu';
import { and, asc, count, eq, inArray, isNull, max } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { categories, products, specialProducts } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/app-error';
import { writeCatalog } from './catalog-write';
import {
  bumpVersion,
  categoryWire,
  categoryWithDishes,
  changes,
  conflict,
  lockedCategory,
  lockedSpecial,
  type MenuEditorContext,
  updateVersioned,
} from './menu-rows';

export type CategoryCreate = z.infer<typeof categoryCreateSchema>;
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

const categoryFieldNames = ['name', 'icon', 'makeMinutes', 'sort'] as const;

export function createCategoryEditor({ db, dishWire }: MenuEditorContext) {
  return {
    async createCategory(input: CategoryCreate, staffId: number): Promise<EditorCategory> {
      return writeCatalog(db, async (tx) => {
        // the special must stay while its new category is made
        if (input.specialId !== null) await lockedSpecial(tx, input.specialId, 'share');
        const [last] = await tx
          .select({ sort: max(categories.sort) })
          .from(categories)
          .where(
            and(
              eq(categories.venueId, input.venueId),
              input.specialId === null
                ? isNull(categories.specialId)
                : eq(categories.specialId, input.specialId),
            ),
          );
        const [row] = await tx
          .insert(categories)
          .values({
            venueId: input.venueId,
            specialId: input.specialId,
            name: input.name,
            ...(input.icon ? { icon: input.icon } : {}),
            makeMinutes: input.makeMinutes ?? null,
            sort: (last?.sort ?? -1) + 1,
          })
          .returning();
        if (!row) throw new Error('category insert returned nothing');
        return {
          result: categoryWire(row, []),
          audit: {
            staffId,
            action: 'menu.category.create',
            subject: `category:${row.id}`,
            after: {
              venueId: row.venueId,
              specialId: row.specialId,
              name: row.name,
              icon: row.icon,
              makeMinutes: row.makeMinutes,
            },
          },
        };
      });
    },

    async updateCategory(
      id: number,
      input: CategoryUpdate,
      staffId: number,
    ): Promise<EditorCategory> {
      return writeCatalog(db, async (tx) => {
        const before = await lockedCategory(tx, id);
        if (before.version !== input.version)
          throw conflict(await categoryWithDishes(tx, before, dishWire));
        const values: {
          name: string;
          icon: CategoryIcon;
          sort: number;
          makeMinutes?: number | null;
        } = {
          name: input.name,
          icon: input.icon,
          sort: input.sort,
          // absent: kept (an editor that does not show it)
          ...(input.makeMinutes === undefined ? {} : { makeMinutes: input.makeMinutes }),
        };
        const after = await updateVersioned(tx, categories, id, values);
        return {
          result: await categoryWithDishes(tx, after, dishWire),
          audit: {
            staffId,
            action: 'menu.category.update',
            subject: `category:${id}`,
            ...changes(categoryFieldNames, before, values),
          },
        };
      });
    },

    /**
     * The make-minutes of the category's dishes that say none (issue 33): the site's own with
     * POS=iiko too, which a menu import keeps.
     */
    async setCategoryKitchen(
      id: number,
      input: CategoryKitchen,
      staffId: number,
    ): Promise<EditorCategory> {
      return writeCatalog(db, async (tx) => {
        const before = await lockedCategory(tx, id);
        if (before.version !== input.version)
          throw conflict(await categoryWithDishes(tx, before, dishWire));
        const values = { makeMinutes: input.makeMinutes };
        const after = await updateVersioned(tx, categories, id, values);
        return {
          result: await categoryWithDishes(tx, after, dishWire),
          audit: {
            staffId,
            action: 'menu.category.kitchen',
            subject: `category:${id}`,
            ...changes(categoryFieldNames, before, values),
          },
        };
      });
    },

    /**
     * One menu's categories in a new order, in one transaction: each `sort` is its place (× 10),
     * so a move never leaves two categories half-swapped. All of one menu (the venue's, or one
     * special's at the venue), each once (400); any changed since it was read → 409, nothing moved.
     */
    async orderCategories(
      input: CategoryOrder,
      staffId: number,
    ): Promise<{ id: number; sort: number; version: number }[]> {
      return writeCatalog(db, async (tx) => {
        const ids = input.categories.map((category) => category.id);
        const rows = await tx
          .select()
          .from(categories)
          .where(inArray(categories.id, ids))
          .orderBy(asc(categories.id))
          .for('update');
        if (rows.length !== ids.length) throw notFound();
        const [first] = rows;
        const oneMenu = rows.every(
          (row) => row.venueId === input.venueId && row.specialId === first?.specialId,
        );
        if (!oneMenu) {
          const message = menuEditorMessages.categoryOrder;
          throw new AppError(400, 'validation', { categories: message }, message);
        }
        const byId = new Map(rows.map((row) => [row.id, row]));
        if (input.categories.some(({ id, version }) => byId.get(id)?.version !== version)) {
          throw new AppError(409, 'conflict');
        }
        const saved: { id: number; sort: number; version: number }[] = [];
        for (const [place, { id }] of input.categories.entries()) {
          const [row] = await tx
            .update(categories)
            .set({ sort: place * 10, version: bumpVersion })
            .where(eq(categories.id, id))
            .returning({ id: categories.id, sort: categories.sort, version: categories.version });
          if (row) saved.push(row);
        }
        return {
          result: saved,
          audit: {
            staffId,
            action: 'menu.category.order',
            subject: `venue:${input.venueId}`,
            before: {
              order: rows
                .slice()
                .sort((a, b) => a.sort - b.sort || a.id - b.id)
                .map((row) => row.name),
            },
            after: { order: input.categories.map(({ id }) => byId.get(id)?.name) },
          },
        };
      });
    },

    /** Only an empty category goes: its dishes are moved or deleted first (409 otherwise). */
    async deleteCategory(id: number, version: number, staffId: number): Promise<void> {
      await writeCatalog(db, async (tx) => {
        const before = await lockedCategory(tx, id);
        if (before.version !== version)
          throw conflict(await categoryWithDishes(tx, before, dishWire));
        // Both tables: a category's dishes are of its kind, but nothing may be left dangling.
        for (const table of [products, specialProducts]) {
          const [dishes] = await tx
            .select({ count: count() })
            .from(table)
            .where(eq(table.categoryId, id));
          if ((dishes?.count ?? 0) > 0) throw new AppError(409, 'categoryNotEmpty');
        }
        await tx.delete(categories).where(eq(categories.id, id));
        return {
          result: undefined,
          audit: {
            staffId,
            action: 'menu.category.delete',
            subject: `category:${id}`,
            before: {
              venueId: before.venueId,
              specialId: before.specialId,
              name: before.name,
              icon: before.icon,
            },
          },
        };
      });
    },
  };
}
