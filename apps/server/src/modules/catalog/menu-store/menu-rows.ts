/**
 * What the menu editor's use cases share (menu-categories.ts, menu-dishes.ts, menu-specials.ts):
 * the rows as the editor shows them, the rows a write works on, locked, the version check's
 * refusal and the audit's list of what changed.
 */
import type {
  DishKind,
  EditorCategory,
  EditorDish,
  EditorSpecial,
} from '@storefront/contract/staff-menu';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '../../../db/client';
import { categories, products, specialProducts, specials } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/app-error';
import { photoImage } from '../../media/photos';
import { imageUrl } from '../image-url';

export type CategoryRow = typeof categories.$inferSelect;
export type DishRow = typeof products.$inferSelect;
export type SpecialRow = typeof specials.$inferSelect;

/** A dish as the editor shows it, given its kind and row. */
export type DishWire = (kind: DishKind, row: DishRow) => EditorDish;

/** What every use case of the editor is given. */
export interface MenuEditorContext {
  db: Db;
  dishWire: DishWire;
}

/** A dish of a venue's own menu is a product; a dish of a special menu's category is a special. */
export const tableOf = (kind: DishKind) => (kind === 'special' ? specialProducts : products);
export const kindOfCategory = (category: Pick<CategoryRow, 'specialId'>): DishKind =>
  category.specialId === null ? 'product' : 'special';

export const bumpVersion = sql`version + 1`;

export function dishWireOf(imageUrlTemplate: string | undefined): DishWire {
  return (kind, row) => ({
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
    makeMinutes: row.makeMinutes,
    leadHours: row.leadHours,
    sort: row.sort,
    version: row.version,
  });
}

export const categoryWire = (row: CategoryRow, dishes: EditorDish[]): EditorCategory => ({
  id: row.id,
  venueId: row.venueId,
  specialId: row.specialId,
  name: row.name,
  icon: row.icon,
  makeMinutes: row.makeMinutes,
  sort: row.sort,
  version: row.version,
  dishes,
});

export const specialWire = (row: SpecialRow): EditorSpecial => ({
  id: row.id,
  name: row.name,
  url: row.url,
  active: row.active,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  sort: row.sort,
  version: row.version,
});

export async function categoryWithDishes(
  executor: Executor,
  row: CategoryRow,
  dishWire: DishWire,
): Promise<EditorCategory> {
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

/** The write was made from an older copy: refused, with the row as it is now. */
export function conflict(current: EditorDish | EditorCategory | EditorSpecial): AppError {
  const error = new AppError(409, 'conflict');
  error.details = { current };
  return error;
}

/**
 * What a write changed, for the audit log: the fields whose values differ, before and after.
 * The dish's or category's name is always in `before`, so an entry says what it was about.
 */
export function changes<Row extends Record<string, unknown>>(
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

/* The rows a write works on, locked until its transaction ends; 404 when there is none. */

export async function lockedCategory(tx: Tx, id: number, lock: 'update' | 'share' = 'update') {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for(lock);
  if (!row) throw notFound();
  return row;
}

export async function lockedDish(tx: Tx, kind: DishKind, id: number) {
  const table = tableOf(kind);
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function lockedSpecial(tx: Tx, id: number, lock: 'update' | 'share' = 'update') {
  const [row] = await tx.select().from(specials).where(eq(specials.id, id)).for(lock);
  if (!row) throw notFound();
  return row;
}

type VersionedTable =
  | typeof categories
  | typeof specials
  | typeof products
  | typeof specialProducts;

/** The row updated with its version bumped, in `tx` (its lock taken and version checked); 404 when gone. */
export async function updateVersioned<T extends VersionedTable>(
  tx: Tx,
  table: T,
  id: number,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect']> {
  // drizzle does not infer returning() over a union of tables: the rows are the table's own
  const rows = (await tx
    .update(table)
    .set({ ...values, version: bumpVersion })
    .where(eq(table.id, id))
    .returning()) as T['$inferSelect'][];
  const [after] = rows;
  if (!after) throw notFound();
  return after;
}
