/** Loads the demo data set into an empty database, so a fresh `npm start` shows a living site. */
import { toKopecks } from '@storefront/contract/money';
import { menuVenues } from '@storefront/contract/venues';
import { stableUuid } from '../../lib/stable-uuid';
import type { Db, Tx } from '../client';
import {
  categories,
  deliveryZones,
  modifierGroups,
  modifierOptions,
  productSizes,
  products,
  specialProducts,
  specials,
  venues,
} from '../schema';
import { demoDeliveryZones, demoMenus, demoSpecials } from './demo-data';
import type { DemoDish, DemoVenueMenu } from './types';

/** The iiko id a demo dish gets: stable, so its picture and links survive a reseed. */
export function demoIikoId(
  specialUrl: string | null,
  venueId: number,
  categoryName: string,
  dishName: string,
): string {
  return stableUuid(`demo:${specialUrl ?? 'menu'}:${venueId}:${categoryName}:${dishName}`);
}

/**
 * The POS id a demo size, modifier group or modifier gets. As in iiko, it is the venue's one
 * product whichever dish offers it (the soy sauce of every Sibumi roll is one modifier), and
 * stable, so a reseeded menu takes orders made of the same ids.
 */
export function demoPosId(
  kind: 'size' | 'modifierGroup' | 'modifier',
  venueId: number,
  name: string,
): string {
  return stableUuid(`demo:${kind}:${venueId}:${name}`);
}

function dishRow(
  dish: DemoDish,
  iikoId: string,
  categoryId: number,
  venueId: number,
  sort: number,
) {
  return {
    categoryId,
    venueId,
    iikoId,
    name: dish.name,
    description: dish.description,
    priceKopecks: toKopecks(dish.priceRub),
    weightGrams: dish.weightGrams,
    proteins: dish.nutrition.proteins,
    carbohydrates: dish.nutrition.carbohydrates,
    fats: dish.nutrition.fats,
    calories: dish.nutrition.calories,
    costPerGram: dish.costPerGram ?? false,
    available: dish.available ?? true,
    sort,
  };
}

async function insertMenu(
  tx: Tx,
  menu: DemoVenueMenu,
  special: { id: number; url: string } | null,
) {
  const table = special ? specialProducts : products;
  for (const [categorySort, category] of menu.categories.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({
        venueId: menu.venueId,
        specialId: special?.id ?? null,
        name: category.name,
        icon: category.icon,
        sort: categorySort,
      })
      .returning({ id: categories.id });
    if (!row) throw new Error('category insert returned nothing');
    const rows = category.dishes.map((dish, sort) =>
      dishRow(
        dish,
        demoIikoId(special?.url ?? null, menu.venueId, category.name, dish.name),
        row.id,
        menu.venueId,
        sort,
      ),
    );
    if (rows.length === 0) continue;
    const inserted = await tx.insert(table).values(rows).returning({ id: table.id });
    // Sizes and modifiers come with the POS's menu; a special's dishes are our own and have none.
    if (special) continue;
    for (const [index, dish] of category.dishes.entries()) {
      const productId = inserted[index]?.id;
      if (productId === undefined) throw new Error('product insert returned too few rows');
      await insertDishOptions(tx, dish, productId, menu.venueId);
    }
  }
}

async function insertDishOptions(tx: Tx, dish: DemoDish, productId: number, venueId: number) {
  const sizes = dish.sizes ?? [];
  if (sizes.length > 0)
    await tx.insert(productSizes).values(
      sizes.map((size, sort) => ({
        productId,
        posId: demoPosId('size', venueId, size.name),
        name: size.name,
        priceKopecks: toKopecks(size.priceRub),
        isDefault: size.isDefault ?? false,
        sort,
      })),
    );
  for (const [groupSort, group] of (dish.modifierGroups ?? []).entries()) {
    const [row] = await tx
      .insert(modifierGroups)
      .values({
        productId,
        posGroupId: demoPosId('modifierGroup', venueId, group.name),
        name: group.name,
        minAmount: group.minAmount,
        maxAmount: group.maxAmount,
        required: group.required,
        freeOfChargeAmount: group.freeOfChargeAmount ?? 0,
        sort: groupSort,
      })
      .returning({ id: modifierGroups.id });
    if (!row) throw new Error('modifier group insert returned nothing');
    await tx.insert(modifierOptions).values(
      group.options.map((option, sort) => ({
        groupId: row.id,
        posId: demoPosId('modifier', venueId, option.name),
        name: option.name,
        priceKopecks: toKopecks(option.priceRub),
        minAmount: option.minAmount ?? 0,
        maxAmount: option.maxAmount,
        defaultAmount: option.defaultAmount ?? 0,
        freeOfChargeAmount: option.freeOfChargeAmount ?? 0,
        sort,
      })),
    );
  }
}

/** Returns whether it seeded: a database that already has venues is left alone. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const existing = await db.select({ id: venues.id }).from(venues).limit(1);
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(venues).values(menuVenues.map(({ id, name }) => ({ id, name })));
    for (const menu of demoMenus) await insertMenu(tx, menu, null);
    for (const [sort, special] of demoSpecials.entries()) {
      const [row] = await tx
        .insert(specials)
        .values({ name: special.name, url: special.url, sort })
        .returning({ id: specials.id });
      if (!row) throw new Error('special insert returned nothing');
      for (const menu of special.menus)
        await insertMenu(tx, menu, { id: row.id, url: special.url });
    }
    await tx.insert(deliveryZones).values(
      demoDeliveryZones.map((zone, sort) => ({
        name: zone.name,
        priceKopecks: toKopecks(zone.priceRub),
        minOrderKopecks: toKopecks(zone.minOrderRub),
        freeFromKopecks: zone.freeFromRub === null ? null : toKopecks(zone.freeFromRub),
        deliveryMinutes: zone.minutes,
        sort,
      })),
    );
  });
  return true;
}
