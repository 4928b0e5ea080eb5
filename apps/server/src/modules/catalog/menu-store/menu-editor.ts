/**
 * The menu editor (issue 14 item 5): a venue's categories and dishes, the group's special menus
 * and dish photos, as packages/contract/src/staff-menu.ts describes them.
 *
 * Every write is one transaction that locks the row, refuses it with 409 `conflict` (and the row
 * as it is now) when it was made from an older version than the row's, bumps the version, writes
 * the audit entry and tells every process the catalogue changed (their caches and rendered pages
 * are renewed at commit). So two managers saving the same dish never lose one's change silently,
 * and nothing is ever half-saved.
 */
import { randomUUID } from 'node:crypto';
import {
  type CategoryIcon,
  type CategoryOrder,
  type categoryCreateSchema,
  type categoryUpdateSchema,
  type DishKind,
  type DishUpdate,
  type dishCreateSchema,
  type EditorCategory,
  type EditorDish,
  type EditorSpecial,
  type MenuEditorResponse,
  menuEditorMessages,
  type specialCreateSchema,
  type specialUpdateSchema,
} from '@storefront/contract/staff-menu';
import { isMenuVenueId } from '@storefront/contract/venues';
import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Db, Tx } from '../../../db/client';
import { sqlState } from '../../../db/errors';
import { notifyCatalogChanged } from '../../../db/notifications';
import { categories, products, specialProducts, specials } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/app-error';
import { audit } from '../../audit/audit';
import { photoImage } from '../../media/photos';
import { imageUrl } from '../image-url';
import { createDishOptionsEditor, defaultSizePrice } from './dish-options-editor';

type Executor = Db | Tx;
type CategoryRow = typeof categories.$inferSelect;
type DishRow = typeof products.$inferSelect;
type SpecialRow = typeof specials.$inferSelect;

export type CategoryCreate = z.infer<typeof categoryCreateSchema>;
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;
export type DishCreate = z.infer<typeof dishCreateSchema>;
export type SpecialCreate = z.infer<typeof specialCreateSchema>;
export type SpecialUpdate = z.infer<typeof specialUpdateSchema>;

export interface MenuEditorOptions {
  db: Db;
  /** IMAGE_URL_TEMPLATE: where a dish without an uploaded photo gets its picture */
  imageUrlTemplate?: string;
}

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
  'categoryId',
  'sort',
] as const;
const categoryFieldNames = ['name', 'icon', 'sort'] as const;
const specialFieldNames = ['name', 'url', 'active', 'startsOn', 'endsOn', 'sort'] as const;

/** A dish of a venue's own menu is a product; a dish of a special menu's category is a special. */
const tableOf = (kind: DishKind) => (kind === 'special' ? specialProducts : products);
const kindOfCategory = (category: Pick<CategoryRow, 'specialId'>): DishKind =>
  category.specialId === null ? 'product' : 'special';

const bumpVersion = sql`version + 1`;

/** The write was made from an older copy: refused, with the row as it is now. */
function conflict(current: EditorDish | EditorCategory | EditorSpecial): AppError {
  const error = new AppError(409, 'conflict');
  error.details = { current };
  return error;
}

/**
 * What a write changed, for the audit log: the fields whose values differ, before and after.
 * The dish's or category's name is always in `before`, so an entry says what it was about.
 */
function changes<Row extends Record<string, unknown>>(
  fields: readonly (keyof Row & string)[],
  before: Row,
  after: Partial<Row>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = { name: before.name };
  const is: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in after) || after[field] === before[field]) continue;
    was[field] = before[field];
    is[field] = after[field];
  }
  return { before: was, after: is };
}

/** A unique violation of specials.url (the only unique column a special has) → 409. */
async function refusingTakenUrl<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError(409, 'specialUrlTaken');
    throw error;
  }
}

export function createMenuEditor({ db, imageUrlTemplate }: MenuEditorOptions) {
  function dishWire(kind: DishKind, row: DishRow): EditorDish {
    return {
      kind,
      id: row.id,
      venueId: row.venueId,
      categoryId: row.categoryId,
      name: row.name,
      description: row.description,
      priceKopecks: row.priceKopecks,
      weightGrams: row.weightGrams,
      proteins: row.proteins,
      fats: row.fats,
      carbohydrates: row.carbohydrates,
      calories: row.calories,
      costPerGram: row.costPerGram,
      vatCode: row.vatCode,
      imageUrl: row.photo ? photoImage(row.photo).src : imageUrl(row.iikoId, imageUrlTemplate),
      hasPhoto: row.photo !== null,
      available: row.available,
      sort: row.sort,
      version: row.version,
    };
  }

  const categoryWire = (row: CategoryRow, dishes: EditorDish[]): EditorCategory => ({
    id: row.id,
    venueId: row.venueId,
    specialId: row.specialId,
    name: row.name,
    icon: row.icon,
    sort: row.sort,
    version: row.version,
    dishes,
  });

  const specialWire = (row: SpecialRow): EditorSpecial => ({
    id: row.id,
    name: row.name,
    url: row.url,
    active: row.active,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    sort: row.sort,
    version: row.version,
  });

  async function categoryWithDishes(executor: Executor, row: CategoryRow): Promise<EditorCategory> {
    const kind = kindOfCategory(row);
    const table = tableOf(kind);
    const dishes = await executor
      .select()
      .from(table)
      .where(eq(table.categoryId, row.id))
      .orderBy(asc(table.sort), asc(table.id));
    return categoryWire(
      row,
      dishes.map((dish) => dishWire(kind, dish)),
    );
  }

  /* The rows a write works on, locked until its transaction ends; 404 when there is none. */

  async function lockedCategory(tx: Tx, id: number, lock: 'update' | 'share' = 'update') {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for(lock);
    if (!row) throw notFound();
    return row;
  }

  async function lockedDish(tx: Tx, kind: DishKind, id: number) {
    const table = tableOf(kind);
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  }

  async function lockedSpecial(tx: Tx, id: number, lock: 'update' | 'share' = 'update') {
    const [row] = await tx.select().from(specials).where(eq(specials.id, id)).for(lock);
    if (!row) throw notFound();
    return row;
  }

  /** The dish's version check, then its update with the version bumped, in `tx`. */
  async function updateDishRow(
    tx: Tx,
    kind: DishKind,
    id: number,
    version: number,
    change: (current: DishRow) => Promise<Partial<DishRow>> | Partial<DishRow>,
  ): Promise<{ before: DishRow; after: DishRow; values: Partial<DishRow> }> {
    const table = tableOf(kind);
    const before = await lockedDish(tx, kind, id);
    if (before.version !== version) throw conflict(dishWire(kind, before));
    const values = await change(before);
    const [after] = await tx
      .update(table)
      .set({ ...values, version: bumpVersion })
      .where(eq(table.id, id))
      .returning();
    if (!after) throw notFound();
    return { before, after, values };
  }

  return {
    /** a dish's sizes and modifier groups (dish-options-editor.ts) */
    ...createDishOptionsEditor({ db, dishWire: (row) => dishWire('product', row) }),

    /** The editor's view of a venue: its categories with their dishes, and the specials. */
    async read(venueId: number): Promise<Omit<MenuEditorResponse, 'readOnly'>> {
      if (!isMenuVenueId(venueId)) throw notFound();
      const categoryRows = await db
        .select({ category: categories })
        .from(categories)
        .leftJoin(specials, eq(specials.id, categories.specialId))
        // the venue's own menu first, then the special menus' categories in the specials' order
        .where(eq(categories.venueId, venueId))
        .orderBy(
          sql`${categories.specialId} is not null`,
          asc(specials.sort),
          asc(specials.id),
          asc(categories.sort),
          asc(categories.id),
        );
      const dishesOf = async (kind: DishKind) => {
        const table = tableOf(kind);
        const rows = await db
          .select()
          .from(table)
          .where(eq(table.venueId, venueId))
          .orderBy(asc(table.sort), asc(table.id));
        return rows.map((row) => dishWire(kind, row));
      };
      const dishes = [...(await dishesOf('product')), ...(await dishesOf('special'))];
      const specialRows = await db
        .select()
        .from(specials)
        .orderBy(asc(specials.sort), asc(specials.id));
      return {
        venueId,
        categories: categoryRows.map(({ category }) => {
          const kind = kindOfCategory(category);
          return categoryWire(
            category,
            dishes.filter((dish) => dish.kind === kind && dish.categoryId === category.id),
          );
        }),
        specials: specialRows.map(specialWire),
      };
    },

    /** The venue a category belongs to, or undefined when there is no such category. */
    async venueOfCategory(id: number): Promise<number | undefined> {
      const [row] = await db
        .select({ venueId: categories.venueId })
        .from(categories)
        .where(eq(categories.id, id));
      return row?.venueId;
    },

    /** The venue a dish belongs to, or undefined when there is no such dish. */
    async venueOfDish(kind: DishKind, id: number): Promise<number | undefined> {
      const table = tableOf(kind);
      const [row] = await db.select({ venueId: table.venueId }).from(table).where(eq(table.id, id));
      return row?.venueId;
    },

    /* ---------- categories ---------- */

    async createCategory(input: CategoryCreate, staffId: number): Promise<EditorCategory> {
      return db.transaction(async (tx) => {
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
            sort: (last?.sort ?? -1) + 1,
          })
          .returning();
        if (!row) throw new Error('category insert returned nothing');
        await audit(tx, {
          staffId,
          action: 'menu.category.create',
          subject: `category:${row.id}`,
          after: { venueId: row.venueId, specialId: row.specialId, name: row.name, icon: row.icon },
        });
        await notifyCatalogChanged(tx);
        return categoryWire(row, []);
      });
    },

    async updateCategory(
      id: number,
      input: CategoryUpdate,
      staffId: number,
    ): Promise<EditorCategory> {
      return db.transaction(async (tx) => {
        const before = await lockedCategory(tx, id);
        if (before.version !== input.version) throw conflict(await categoryWithDishes(tx, before));
        const values: { name: string; icon: CategoryIcon; sort: number } = {
          name: input.name,
          icon: input.icon,
          sort: input.sort,
        };
        const [after] = await tx
          .update(categories)
          .set({ ...values, version: bumpVersion })
          .where(eq(categories.id, id))
          .returning();
        if (!after) throw notFound();
        await audit(tx, {
          staffId,
          action: 'menu.category.update',
          subject: `category:${id}`,
          ...changes(categoryFieldNames, before, values),
        });
        await notifyCatalogChanged(tx);
        return categoryWithDishes(tx, after);
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
      return db.transaction(async (tx) => {
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
        await audit(tx, {
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
        });
        await notifyCatalogChanged(tx);
        return saved;
      });
    },

    /** Only an empty category goes: its dishes are moved or deleted first (409 otherwise). */
    async deleteCategory(id: number, version: number, staffId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockedCategory(tx, id);
        if (before.version !== version) throw conflict(await categoryWithDishes(tx, before));
        // Both tables: a category's dishes are of its kind, but nothing may be left dangling.
        for (const table of [products, specialProducts]) {
          const [dishes] = await tx
            .select({ count: count() })
            .from(table)
            .where(eq(table.categoryId, id));
          if ((dishes?.count ?? 0) > 0) throw new AppError(409, 'categoryNotEmpty');
        }
        await tx.delete(categories).where(eq(categories.id, id));
        await audit(tx, {
          staffId,
          action: 'menu.category.delete',
          subject: `category:${id}`,
          before: {
            venueId: before.venueId,
            specialId: before.specialId,
            name: before.name,
            icon: before.icon,
          },
        });
        await notifyCatalogChanged(tx);
      });
    },

    /* ---------- dishes ---------- */

    /** A new dish, last in its category; a special menu's category makes it a special dish. */
    async createDish(input: DishCreate, staffId: number): Promise<EditorDish> {
      return db.transaction(async (tx) => {
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
        await audit(tx, {
          staffId,
          action: 'menu.dish.create',
          subject: `${kind}:${row.id}`,
          after: { venueId: row.venueId, ...input },
        });
        await notifyCatalogChanged(tx);
        return dishWire(kind, row);
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
      return db.transaction(async (tx) => {
        const { version, ...typed } = input;
        let values = typed;
        const { before, after } = await updateDishRow(tx, kind, id, version, async (current) => {
          // A dish with sizes costs its default size in the menu: the sizes' editor sets it
          // (read under the dish's lock, which that editor's saves take too).
          const sizePrice = kind === 'product' ? await defaultSizePrice(tx, id) : undefined;
          if (sizePrice !== undefined) values = { ...typed, priceKopecks: sizePrice };
          if (values.categoryId === current.categoryId) return values;
          // Shared: the category may not be deleted before the moved dish is in it.
          const target = await lockedCategory(tx, values.categoryId, 'share');
          if (kindOfCategory(target) !== kind)
            throw new AppError(400, 'validation', { categoryId: menuEditorMessages.categoryKind });
          return { ...values, venueId: target.venueId };
        });
        await audit(tx, {
          staffId,
          action: 'menu.dish.update',
          subject: `${kind}:${id}`,
          ...changes(dishFieldNames, before, values),
        });
        await notifyCatalogChanged(tx);
        return dishWire(kind, after);
      });
    },

    /** Gone for good: past orders keep their own copy of its name and price. */
    async deleteDish(kind: DishKind, id: number, version: number, staffId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockedDish(tx, kind, id);
        if (before.version !== version) throw conflict(dishWire(kind, before));
        const table = tableOf(kind);
        await tx.delete(table).where(eq(table.id, id));
        await audit(tx, {
          staffId,
          action: 'menu.dish.delete',
          subject: `${kind}:${id}`,
          before: {
            venueId: before.venueId,
            categoryId: before.categoryId,
            name: before.name,
            priceKopecks: before.priceKopecks,
          },
        });
        await notifyCatalogChanged(tx);
      });
    },

    /** The dish's uploaded photo (its content hash in modules/media), or null: the generated one. */
    async setPhoto(
      kind: DishKind,
      id: number,
      photo: string | null,
      version: number,
      staffId: number,
    ): Promise<EditorDish> {
      return db.transaction(async (tx) => {
        // The staff's own photo (or none, for the POS's picture again): a sync never replaces it.
        const { before, after } = await updateDishRow(tx, kind, id, version, () => ({
          photo,
          photoSourceUrl: null,
        }));
        await audit(tx, {
          staffId,
          action: photo === null ? 'menu.dish.photo.delete' : 'menu.dish.photo.set',
          subject: `${kind}:${id}`,
          before: { name: before.name, photo: before.photo },
          after: { photo },
        });
        await notifyCatalogChanged(tx);
        return dishWire(kind, after);
      });
    },

    /* ---------- special menus (the group's, not a venue's) ---------- */

    async createSpecial(input: SpecialCreate, staffId: number): Promise<EditorSpecial> {
      return refusingTakenUrl(
        db.transaction(async (tx) => {
          const [last] = await tx.select({ sort: max(specials.sort) }).from(specials);
          const [row] = await tx
            .insert(specials)
            .values({ ...input, sort: (last?.sort ?? -1) + 1 })
            .returning();
          if (!row) throw new Error('special insert returned nothing');
          await audit(tx, {
            staffId,
            action: 'menu.special.create',
            subject: `specialMenu:${row.id}`,
            after: input,
          });
          await notifyCatalogChanged(tx);
          return specialWire(row);
        }),
      );
    },

    async updateSpecial(id: number, input: SpecialUpdate, staffId: number): Promise<EditorSpecial> {
      return refusingTakenUrl(
        db.transaction(async (tx) => {
          const before = await lockedSpecial(tx, id);
          if (before.version !== input.version) throw conflict(specialWire(before));
          const { version: _made, ...values } = input;
          const [after] = await tx
            .update(specials)
            .set({ ...values, version: bumpVersion })
            .where(eq(specials.id, id))
            .returning();
          if (!after) throw notFound();
          await audit(tx, {
            staffId,
            action: 'menu.special.update',
            subject: `specialMenu:${id}`,
            ...changes(specialFieldNames, before, values),
          });
          await notifyCatalogChanged(tx);
          return specialWire(after);
        }),
      );
    },
  };
}

export type MenuEditor = ReturnType<typeof createMenuEditor>;
