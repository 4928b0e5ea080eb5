/**
 * Our catalogue's dishes as iiko's nomenclature would hold them, for tests whose menu is seeded in
 * our tables rather than read from the local iiko: given to the local iiko (`setNomenclature`), it
 * sums and price-checks their orders from the same menu the site priced them by (decision 068).
 * Sizes, group modifiers (with their free portions) and single modifiers (a group of one option
 * whose free portions are its own) as menu-sync reads them back; modifiers as products of their own.
 */
import type { IikoNomenclatureInput } from '../adapters/iiko/wire/nomenclature';
import type { DishOptionsWithPos } from '../modules/catalog/dish-options';

interface CatalogueDish {
  id: number;
  iikoId: string | null;
  name: string;
  priceKopecks: number;
}

const priced = (sizeId: string | null, kopecks: number) => ({
  sizeId,
  price: { currentPrice: kopecks / 100, isIncludedInMenu: true },
});

export function nomenclatureOfCatalogue(
  dishes: readonly CatalogueDish[],
  options: ReadonlyMap<number, DishOptionsWithPos>,
): IikoNomenclatureInput {
  type Product = IikoNomenclatureInput['products'][number];
  const products: Product[] = [];
  const modifierProducts = new Map<string, Product>();
  for (const dish of dishes) {
    if (!dish.iikoId) continue;
    const own = options.get(dish.id);
    const sizes = own?.options.sizes ?? [];
    const groups = (own?.options.groups ?? []).map((group) => {
      const children = group.options.flatMap((option) => {
        const pos = own?.optionPos.get(option.id);
        if (!pos) return [];
        modifierProducts.set(pos.posId, {
          id: pos.posId,
          name: option.name,
          type: 'Modifier',
          sizePrices: [priced(null, option.priceKopecks)],
        });
        return [{ pos, option }];
      });
      return { group, children, groupPosId: children[0]?.pos.groupPosId ?? null };
    });
    products.push({
      id: dish.iikoId,
      name: dish.name,
      type: 'Dish',
      sizePrices:
        sizes.length > 0
          ? sizes.map((size) => priced(own?.sizePosIds.get(size.id) ?? null, size.priceKopecks))
          : [priced(null, dish.priceKopecks)],
      groupModifiers: groups
        .filter(({ groupPosId }) => groupPosId !== null)
        .map(({ group, children, groupPosId }) => ({
          id: groupPosId as string,
          minAmount: group.minAmount,
          maxAmount: group.maxAmount,
          required: group.required,
          freeOfChargeAmount: group.freeOfChargeAmount,
          childModifiers: children.map(({ pos, option }) => ({
            id: pos.posId,
            minAmount: option.minAmount,
            maxAmount: option.maxAmount,
            freeOfChargeAmount: option.freeOfChargeAmount,
          })),
        })),
      modifiers: groups
        .filter(({ groupPosId }) => groupPosId === null)
        .flatMap(({ group, children }) =>
          children.map(({ pos, option }) => ({
            id: pos.posId,
            minAmount: option.minAmount,
            maxAmount: option.maxAmount,
            // menu-sync puts a single modifier's free portions on its group of one
            freeOfChargeAmount: option.freeOfChargeAmount + group.freeOfChargeAmount,
          })),
        ),
    });
  }
  return {
    correlationId: '00000000-0000-4000-8000-0000000c0a7a',
    groups: [],
    productCategories: [],
    products: [...products, ...modifierProducts.values()],
    sizes: [],
    revision: 1,
  };
}
