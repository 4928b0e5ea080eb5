/**
 * How the local iiko sums a delivery order (decision 068), from the organization's own menu as
 * iiko holds it: each item at the price it is sent with times its amount, plus each modifier's
 * payable portions at the modifier's price, per portion of the item (a modifier's amount depends
 * on its dish's, iikoFront's default). A modifier's portions are free up to its own
 * `freeOfChargeAmount`, then its group's `freeOfChargeAmount` frees that many more of the group's
 * portions, the cheapest first — iiko documents the free amounts, not which portions they take,
 * and the cheapest is the guest's best case. Modifiers iiko's menu does not know are all paid.
 *
 * With price checking on (an organization's "check prices" setting), an item or modifier whose
 * price differs from the menu's current price for it is refused as iiko does,
 * `RequestProductPriceIsNotEqualToFrontPrice`.
 */
import { toKopecks } from '@storefront/contract/money';
import { sameId } from '../adapters/iiko/wire/common';
import { type IikoNomenclature, iikoNomenclatureSchema } from '../adapters/iiko/wire/nomenclature';

interface SentModifier {
  productId: string;
  amount: number;
  productGroupId?: string | null | undefined;
  price?: number | null | undefined;
}

interface SentItem {
  productId: string;
  amount: number;
  price: number;
  productSizeId?: string | null | undefined;
  modifiers?: SentModifier[] | null | undefined;
}

type Product = IikoNomenclature['products'][number];

/** iiko's ids compared as iiko does; an absent id matches nothing */
const same = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && sameId(a, b);

/** Each menu read once: the local iiko keeps a menu's answer until it is replaced. */
const readMenus = new WeakMap<object, IikoNomenclature | null>();

function menuOf(answer: unknown): IikoNomenclature | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const known = readMenus.get(answer);
  if (known !== undefined) return known;
  const parsed = iikoNomenclatureSchema.safeParse(answer);
  const menu = parsed.success ? parsed.data : null;
  readMenus.set(answer, menu);
  return menu;
}

/** One portion's payable modifiers, kopecks. */
function modifiersKopecks(product: Product | undefined, modifiers: SentModifier[]): number {
  const paid = modifiers.map((modifier) => {
    const group = product?.groupModifiers?.find(
      (candidate) =>
        same(candidate.id, modifier.productGroupId) ||
        candidate.childModifiers.some((child) => same(child.id, modifier.productId)),
    );
    const own =
      group?.childModifiers.find((child) => same(child.id, modifier.productId)) ??
      product?.modifiers?.find((single) => same(single.id, modifier.productId));
    return {
      groupId: group?.id ?? null,
      priceKopecks: toKopecks(modifier.price ?? 0),
      portions: Math.max(0, modifier.amount - (own?.freeOfChargeAmount ?? 0)),
    };
  });
  let sum = 0;
  for (const group of product?.groupModifiers ?? []) {
    let free = Math.max(0, group.freeOfChargeAmount ?? 0);
    const inGroup = paid
      .filter((modifier) => modifier.groupId === group.id)
      .sort((a, b) => a.priceKopecks - b.priceKopecks);
    for (const modifier of inGroup) {
      const freeHere = Math.min(free, modifier.portions);
      free -= freeHere;
      modifier.portions -= freeHere;
    }
  }
  for (const modifier of paid) sum += modifier.portions * modifier.priceKopecks;
  return sum;
}

/**
 * The order's sum in kopecks, as iiko makes it of the items sent; null when an item with
 * modifiers is not on iiko's menu (a test that set up our catalogue without iiko's): its free
 * portions are iiko's to know, so the fake cannot sum it.
 */
export function orderSumKopecks(menuAnswer: unknown, items: readonly SentItem[]): number | null {
  const menu = menuOf(menuAnswer);
  let sum = 0;
  for (const item of items) {
    const product = menu?.products.find((candidate) => same(candidate.id, item.productId));
    if (!product && (item.modifiers ?? []).length > 0) return null;
    const portion = toKopecks(item.price) + modifiersKopecks(product, item.modifiers ?? []);
    sum += Math.round(item.amount * portion);
  }
  return sum;
}

/** The menu's current price of a product (its size), roubles; undefined: iiko's menu has none. */
function menuPrice(menu: IikoNomenclature, productId: string, sizeId?: string | null) {
  const product = menu.products.find((candidate) => same(candidate.id, productId));
  const prices = product?.sizePrices ?? [];
  const price =
    prices.find((entry) => (sizeId ? same(entry.sizeId, sizeId) : !entry.sizeId)) ?? prices[0];
  return price?.price.currentPrice;
}

/** The first position whose price is not the menu's, in iiko's words; null: all agree. */
export function priceMismatch(menuAnswer: unknown, items: readonly SentItem[]): string | null {
  const menu = menuOf(menuAnswer);
  if (!menu) return null;
  for (const item of items) {
    const positions = [
      { productId: item.productId, sizeId: item.productSizeId, price: item.price },
      ...(item.modifiers ?? []).map((modifier) => ({
        productId: modifier.productId,
        sizeId: null,
        price: modifier.price ?? 0,
      })),
    ];
    for (const position of positions) {
      const expected = menuPrice(menu, position.productId, position.sizeId);
      if (expected !== undefined && toKopecks(expected) !== toKopecks(position.price)) {
        return `RequestProductPriceIsNotEqualToFrontPrice: product ${position.productId} price ${position.price} is not equal to ${expected}`;
      }
    }
  }
  return null;
}

/** The names iiko gives an order's products and sizes in its answers, from its menu. */
export function menuNames(menuAnswer: unknown): {
  product: (id: string) => string;
  size: (id: string) => string;
} {
  const menu = menuOf(menuAnswer);
  const nameIn = (list: readonly { id: string; name: string }[] | undefined, id: string) =>
    list?.find((entry) => same(entry.id, id))?.name ?? '';
  return {
    product: (id) => nameIn(menu?.products, id),
    size: (id) => nameIn(menu?.sizes, id),
  };
}
