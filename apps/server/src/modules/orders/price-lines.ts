/** An order's lines priced by the server from the catalogue now, with the guest's choices. */
import { basketLineKey } from '@storefront/contract/basket-rules';
import { choiceKey, type DishChoice } from '@storefront/contract/modifiers';
import { toKopecks, toRoubles } from '@storefront/contract/money';
import { type CreateOrderRequest, MAX_LINE_COUNT } from '@storefront/contract/orders';
import type { PricingLine } from '@storefront/contract/promotions';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, specialProducts, specials } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { dishOptionsOf } from '../catalog/dish-options';
import { imageUrl } from '../catalog/image-url';
import { onTheMenu, specialShowsToday } from '../catalog/menu-rules';
import { photoImage } from '../media/photos';
import { priceChoice } from './dish-choices';
import type { PosPricingLine } from './order-rewards';

/**
 * Catalogue rows for the requested lines, and those whose price differs from the one the guest
 * was shown (`changed`, the menu's price now). Unknown or stop-listed dishes are a 409
 * `productUnavailable`; more than MAX_LINE_COUNT portions of one dish, however the lines are
 * split, is a 422 `orderTooLarge`.
 */
export async function priceLines(
  db: Db,
  request: Pick<CreateOrderRequest, 'data'>,
  imageUrlTemplate: string | undefined,
) {
  // One entry per dish and choice: the same dish chosen otherwise is another line.
  const counts = new Map<
    string,
    {
      id: number;
      special: boolean;
      choice: DishChoice | undefined;
      /** the first request line of it, for a message on its choice */
      index: number;
      count: number;
      shownKopecks: Set<number>;
    }
  >();
  const perDish = new Map<string, number>();
  request.data.forEach((line, index) => {
    const dishKey = basketLineKey(line);
    const key = `${dishKey}|${line.choice ? choiceKey(line.choice) : ''}`;
    const entry = counts.get(key) ?? {
      id: line.id,
      special: line.special,
      choice: line.choice,
      index,
      count: 0,
      shownKopecks: new Set<number>(),
    };
    entry.count += line.count;
    if (line.price !== undefined) entry.shownKopecks.add(toKopecks(line.price));
    counts.set(key, entry);
    perDish.set(dishKey, (perDish.get(dishKey) ?? 0) + line.count);
  });
  const wanted = [...counts.values()];
  // The schema caps each line; split lines must not add up past the same cap.
  if ([...perDish.values()].some((count) => count > MAX_LINE_COUNT)) {
    throw new AppError(422, 'orderTooLarge');
  }
  const load = async (special: boolean) => {
    const ids = wanted.filter((l) => l.special === special).map((l) => l.id);
    if (ids.length === 0) return [];
    if (!special) {
      // A dish the POS's menu no longer has is not sold, as a stop-listed one is not.
      return db
        .select(getTableColumns(products))
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(inArray(products.id, ids), onTheMenu(products)));
    }
    // A special menu's dish sells only while its special shows (switched on, within its dates).
    return db
      .select(getTableColumns(specialProducts))
      .from(specialProducts)
      .innerJoin(categories, eq(categories.id, specialProducts.categoryId))
      .innerJoin(specials, eq(specials.id, categories.specialId))
      .where(and(inArray(specialProducts.id, ids), specialShowsToday()));
  };
  // Sizes and modifiers come with the POS's menu, for its own dishes (not our specials'): read
  // beside the dishes, not after them, so an order waits one round trip less.
  const [regular, special, choicesOf] = await Promise.all([
    load(false),
    load(true),
    dishOptionsOf(
      db,
      wanted.filter((line) => !line.special).map((line) => line.id),
    ),
  ]);
  const unavailable: Record<string, string> = {};
  const choiceErrors: Record<string, string> = {};
  const changed: { id: number; special: boolean; price: number; choice?: DishChoice }[] = [];
  const lines = [];
  for (const line of wanted) {
    const key = basketLineKey(line);
    const dish = (line.special ? special : regular).find((row) => row.id === line.id);
    if (!dish?.available) {
      unavailable[key] = dish?.name ?? 'Блюдо больше не продаётся';
      continue;
    }
    const priced = priceChoice(
      dish.priceKopecks,
      line.special ? undefined : choicesOf.get(dish.id),
      line.choice,
    );
    if (!('unitKopecks' in priced)) {
      choiceErrors[`data.${line.index}.choice`] =
        `${dish.name}: ${priced.problems.map((problem) => problem.message).join('; ')}`;
      continue;
    }
    const unitKopecks = priced.unitKopecks;
    if ([...line.shownKopecks].some((shown) => shown !== unitKopecks)) {
      // The same dish chosen otherwise is another basket line with its own price: the choice
      // tells the browser which line to update.
      changed.push({
        id: dish.id,
        special: line.special,
        price: toRoubles(unitKopecks),
        ...(line.choice ? { choice: line.choice } : {}),
      });
    }
    lines.push({
      productId: dish.id,
      special: line.special,
      venueId: dish.venueId,
      categoryId: dish.categoryId,
      iikoId: dish.iikoId,
      name: dish.name,
      imageUrl:
        dish.photo === null ? imageUrl(dish.iikoId, imageUrlTemplate) : photoImage(dish.photo).src,
      priceKopecks: unitKopecks,
      count: line.count,
      sumKopecks: unitKopecks * line.count,
      costPerGram: dish.costPerGram,
      vatCode: dish.vatCode,
      choice: priced.choice,
      choiceText: priced.text,
      posChoice: priced.pos,
    });
  }
  if (Object.keys(unavailable).length > 0) {
    throw new AppError(409, 'productUnavailable', unavailable);
  }
  // A size or modifier the dish cannot be ordered with, in the contract's words.
  if (Object.keys(choiceErrors).length > 0) {
    throw new AppError(400, 'validation', choiceErrors);
  }
  return { lines, changed };
}

export type PricedLine = Awaited<ReturnType<typeof priceLines>>['lines'][number];

/** The priced lines as the promotions' rules read them (contract promotions.ts), keyed by index. */
export const pricingLinesOf = (lines: readonly PricedLine[]): PricingLine[] =>
  lines.map((line, index) => ({
    key: String(index),
    dishKey: basketLineKey({ id: line.productId, special: line.special }),
    venueId: line.venueId,
    categoryId: line.categoryId,
    sumKopecks: line.sumKopecks,
  }));

/** The priced lines as the POS sells them, by the same index (`RewardsAsked.posLines`). */
export const posLinesOf = (lines: readonly PricedLine[]): PosPricingLine[] =>
  lines.map((line) => ({
    productId: line.iikoId,
    count: line.count,
    priceKopecks: line.priceKopecks,
    choice: line.posChoice ?? null,
  }));
