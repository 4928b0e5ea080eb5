/** Loads the demo data set into an empty database, so a fresh `npm start` shows a living site. */
import { toKopecks } from '@storefront/contract/money';
import { menuVenues } from '@storefront/contract/venues';
import { stableUuid } from '../../lib/stable-uuid';
import type { Db } from '../client';
import { categories, deliveryZones, products, specialProducts, specials, venues } from '../schema';
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
    if (rows.length > 0) await tx.insert(table).values(rows);
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
