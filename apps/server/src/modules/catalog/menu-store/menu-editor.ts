/**
 * The menu editor (issue 14 item 5): a venue's categories and dishes, the group's special menus
 * and dish photos, as packages/contract/src/staff-menu.ts describes them. The writes are by
 * entity: menu-categories.ts, menu-dishes.ts, menu-specials.ts, dish-options-editor.ts.
 *
 * Every write is one transaction (catalog-write.ts) that locks the row, refuses it with 409
 * `conflict` (and the row as it is now) when it was made from an older version than the row's,
 * bumps the version, writes the audit entry and tells every process the catalogue changed (their
 * caches and rendered pages are renewed at commit). So two managers saving the same dish never
 * lose one's change silently, and nothing is ever half-saved.
 */
import type { DishKind, MenuEditorResponse } from '@storefront/contract/staff-menu';
import { isMenuVenueId } from '@storefront/contract/venues';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, specials } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { createDishOptionsEditor } from './dish-options-editor';
import { createCategoryEditor } from './menu-categories';
import { createDishEditor } from './menu-dishes';
import {
  categoryWire,
  dishWireOf,
  kindOfCategory,
  type MenuEditorContext,
  specialWire,
  tableOf,
} from './menu-rows';
import { createSpecialEditor } from './menu-specials';

export interface MenuEditorOptions {
  db: Db;
  /** IMAGE_URL_TEMPLATE: where a dish without an uploaded photo gets its picture */
  imageUrlTemplate?: string;
}

/** The editor's reads: a venue's menu as the editor shows it, and whose a row is. */
function createMenuReads({ db, dishWire }: MenuEditorContext) {
  return {
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
  };
}

export function createMenuEditor({ db, imageUrlTemplate }: MenuEditorOptions) {
  const context: MenuEditorContext = { db, dishWire: dishWireOf(imageUrlTemplate) };
  return {
    /** a dish's sizes and modifier groups (dish-options-editor.ts) */
    ...createDishOptionsEditor({ db, dishWire: (row) => context.dishWire('product', row) }),
    ...createMenuReads(context),
    ...createCategoryEditor(context),
    ...createDishEditor(context),
    ...createSpecialEditor(context),
  };
}

export type MenuEditor = ReturnType<typeof createMenuEditor>;
