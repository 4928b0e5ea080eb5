/**
 * A dish's sizes and modifier groups in the menu editor (decision 054;
 * packages/contract/src/staff-dish-options.ts): read, and saved as a whole list in one
 * transaction — the dish's version checked and bumped, saved entries changed in place (their ids,
 * which baskets and orders name, keep meaning the same thing), new ones inserted, the missing
 * ones deleted, the dish's price made its default size's, the audit entry written and every
 * process told the catalogue changed.
 *
 * Only a venue's own dishes (products) have options: the tables reference products, and the
 * special menus' dishes have none.
 */
import { randomUUID } from 'node:crypto';
import {
  type DishOptionsResponse,
  type DishOptionsUpdate,
  dishOptionsMessages,
  type EditorModifierGroup,
  type EditorSize,
} from '@storefront/contract/staff-dish-options';
import type { EditorDish } from '@storefront/contract/staff-menu';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { modifierGroups, modifierOptions, productSizes, products } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/app-error';
import { dishOptionRows, groupTerms, optionTerms } from '../dish-options';
import { writeCatalog } from './catalog-write';

type Executor = Db | Tx;
type DishRow = typeof products.$inferSelect;

export interface DishOptionsEditorOptions {
  db: Db;
  /** the dish as the editor shows it (menu-editor.ts) */
  dishWire: (row: DishRow) => EditorDish;
}

/** A dish's sizes and groups as the editor shows them, in the menu's order. */
async function optionsOf(
  executor: Executor,
  productId: number,
): Promise<{ sizes: EditorSize[]; groups: EditorModifierGroup[] }> {
  const { sizes, groups, options } = await dishOptionRows(executor, [productId]);
  return {
    sizes: sizes.map((size) => ({
      id: size.id,
      name: size.name,
      priceKopecks: size.priceKopecks,
      isDefault: size.isDefault,
    })),
    groups: groups.map((group) => ({
      id: group.id,
      ...groupTerms(group),
      options: options
        .filter((option) => option.groupId === group.id)
        .map((option) => ({ id: option.id, ...optionTerms(option) })),
    })),
  };
}

/**
 * The price a dish with sizes shows in the menu: its default size's (the first's when none is
 * marked, as the dish card starts with); undefined for a dish without sizes.
 */
export async function defaultSizePrice(
  executor: Executor,
  productId: number,
): Promise<number | undefined> {
  const [size] = await executor
    .select({ priceKopecks: productSizes.priceKopecks })
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(sql`${productSizes.isDefault} desc`, asc(productSizes.sort), asc(productSizes.id))
    .limit(1);
  return size?.priceKopecks;
}

/** The ids the request names that are not this dish's: 400, on the fields that name them. */
function foreignIds(
  input: DishOptionsUpdate,
  own: { sizes: Set<number>; groups: Set<number>; options: Set<number> },
): Record<string, string> {
  const fields: Record<string, string> = {};
  const check = (id: number | undefined, mine: Set<number>, path: string) => {
    if (id !== undefined && !mine.has(id)) fields[path] = dishOptionsMessages.foreignId;
  };
  input.sizes.forEach((size, index) => {
    check(size.id, own.sizes, `sizes.${index}.id`);
  });
  input.groups.forEach((group, index) => {
    check(group.id, own.groups, `groups.${index}.id`);
    group.options.forEach((option, optionIndex) => {
      check(option.id, own.options, `groups.${index}.options.${optionIndex}.id`);
    });
  });
  return fields;
}

/** The audit log's short form: what a manager recognises, not every amount. */
const summary = (options: { sizes: EditorSize[]; groups: EditorModifierGroup[] }) => ({
  sizes: options.sizes.map((size) => `${size.name}: ${size.priceKopecks}`),
  groups: options.groups.map(
    (group) => `${group.name}: ${group.options.map((option) => option.name).join(', ')}`,
  ),
});

export function createDishOptionsEditor({ db, dishWire }: DishOptionsEditorOptions) {
  async function response(executor: Executor, dish: DishRow): Promise<DishOptionsResponse> {
    return { dish: dishWire(dish), ...(await optionsOf(executor, dish.id)) };
  }

  return {
    /** A venue's dish's sizes and modifier groups, with the dish; 404 when there is no dish. */
    async readOptions(id: number): Promise<DishOptionsResponse> {
      const [dish] = await db.select().from(products).where(eq(products.id, id));
      if (!dish) throw notFound();
      return response(db, dish);
    },

    async saveOptions(
      id: number,
      input: DishOptionsUpdate,
      staffId: number,
    ): Promise<DishOptionsResponse> {
      return writeCatalog(db, async (tx) => {
        const [dish] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!dish) throw notFound();
        const before = await optionsOf(tx, id);
        if (dish.version !== input.version) {
          const error = new AppError(409, 'conflict');
          error.details = { current: { dish: dishWire(dish), ...before } };
          throw error;
        }
        const own = {
          sizes: new Set(before.sizes.map((size) => size.id)),
          groups: new Set(before.groups.map((group) => group.id)),
          options: new Set(before.groups.flatMap((group) => group.options.map((each) => each.id))),
        };
        const foreign = foreignIds(input, own);
        if (Object.keys(foreign).length > 0) throw new AppError(400, 'validation', foreign);

        // Sizes: the missing go, the saved change in place, the new come in.
        const keptSizes = input.sizes.flatMap((size) => (size.id === undefined ? [] : [size.id]));
        await tx
          .delete(productSizes)
          .where(
            and(
              eq(productSizes.productId, id),
              keptSizes.length > 0 ? notInArray(productSizes.id, keptSizes) : undefined,
            ),
          );
        for (const [sort, size] of input.sizes.entries()) {
          const values = {
            name: size.name,
            priceKopecks: size.priceKopecks,
            isDefault: size.isDefault,
            sort,
          };
          if (size.id === undefined)
            await tx.insert(productSizes).values({ ...values, productId: id, posId: randomUUID() });
          else
            await tx
              .update(productSizes)
              .set(values)
              .where(and(eq(productSizes.id, size.id), eq(productSizes.productId, id)));
        }

        // Groups and their options. An option may move to another group of the dish: it is
        // moved before its old group (if that goes) is deleted, which would take it along.
        const keptOptions: number[] = [];
        const keptGroups: number[] = [];
        for (const [groupSort, group] of input.groups.entries()) {
          const values = { ...groupTerms(group), sort: groupSort };
          let groupId = group.id;
          if (groupId === undefined) {
            const [row] = await tx
              .insert(modifierGroups)
              .values({ ...values, productId: id, posGroupId: randomUUID() })
              .returning({ id: modifierGroups.id });
            if (!row) throw new Error('modifier group insert returned nothing');
            groupId = row.id;
          } else {
            await tx
              .update(modifierGroups)
              .set(values)
              .where(and(eq(modifierGroups.id, groupId), eq(modifierGroups.productId, id)));
          }
          keptGroups.push(groupId);
          for (const [sort, option] of group.options.entries()) {
            const optionValues = { groupId, ...optionTerms(option), sort };
            if (option.id === undefined) {
              await tx.insert(modifierOptions).values({ ...optionValues, posId: randomUUID() });
            } else {
              await tx
                .update(modifierOptions)
                .set(optionValues)
                .where(eq(modifierOptions.id, option.id));
              keptOptions.push(option.id);
            }
          }
        }
        const droppedOptions = [...own.options].filter((each) => !keptOptions.includes(each));
        if (droppedOptions.length > 0)
          await tx.delete(modifierOptions).where(inArray(modifierOptions.id, droppedOptions));
        const droppedGroups = [...own.groups].filter((each) => !keptGroups.includes(each));
        if (droppedGroups.length > 0)
          await tx.delete(modifierGroups).where(inArray(modifierGroups.id, droppedGroups));

        // With sizes the dish costs its default size in the menu (as a POS's sized dish does).
        const priceKopecks = input.sizes.find((size) => size.isDefault)?.priceKopecks;
        const [after] = await tx
          .update(products)
          .set({
            version: sql`${products.version} + 1`,
            ...(priceKopecks === undefined ? {} : { priceKopecks }),
          })
          .where(eq(products.id, id))
          .returning();
        if (!after) throw notFound();
        const saved = await optionsOf(tx, id);
        return {
          result: { dish: dishWire(after), ...saved },
          audit: {
            staffId,
            action: 'menu.dish.options',
            subject: `product:${id}`,
            before: { name: dish.name, priceKopecks: dish.priceKopecks, ...summary(before) },
            after: { priceKopecks: after.priceKopecks, ...summary(saved) },
          },
        };
      });
    },
  };
}

export type DishOptionsEditor = ReturnType<typeof createDishOptionsEditor>;
