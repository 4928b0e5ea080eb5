/**
 * A dish's card as `GET /api/product/:id` answers it: its id, name and price as given, plain
 * values for what the tests do not look at, and `more` over them (venue, options, availability).
 */
import type { ProductCard } from '@storefront/contract/catalog';

export function productCard(
  id: number,
  name: string,
  price: number,
  more: Partial<ProductCard> = {},
): ProductCard {
  return {
    cost_per_gram: false,
    product_json: {
      id: `guid-${id}`,
      name,
      description: '',
      sizePrices: [{ price: { currentPrice: price } }],
      weight: 0.3,
      proteinsAmount: 1,
      carbohydratesAmount: 1,
      fatAmount: 1,
      energyAmount: 1,
    },
    id,
    venueId: 1,
    img_elem: `/media/products/${id}.svg`,
    special: false,
    available: true,
    ...more,
  };
}
