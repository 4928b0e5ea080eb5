/**
 * The delivery-rules sync's source with POS=iiko: the venues' organizations' delivery
 * restrictions as our zones, each zone's fee the price of its "delivery service payment" product.
 *
 * That product is a service in iiko's nomenclature, which the menu sync does not make a dish of,
 * so its price is read from the organization's nomenclature here. iiko answers "nothing newer" to
 * the revision last read, so after the first read of a process each pull costs a small answer;
 * the prices are kept in memory per venue.
 */
import { toKopecks } from '@storefront/contract/money';
import type { MenuVenueId } from '@storefront/contract/venues';
import type { IikoDeliveryRestrictions } from '../../adapters/iiko/wire/delivery-restrictions';
import {
  type IikoNomenclature,
  nomenclatureUnchanged,
} from '../../adapters/iiko/wire/nomenclature';
import type { DeliveryRulesLog, DeliveryRulesSource } from './delivery-rules-sync';
import { feeOf, zonesFromRestrictions } from './iiko-delivery-restrictions';

export interface IikoDeliveryRulesReader {
  /** `POST /api/1/delivery_restrictions` for the venues' organizations, in the venues' order */
  deliveryRestrictions(): Promise<IikoDeliveryRestrictions[]>;
  nomenclature(venueId: MenuVenueId, startRevision: number): Promise<IikoNomenclature>;
  organizationOf(venueId: MenuVenueId): string;
}

/** A product's price in kopecks: its price without a size, or else its first size's. */
function productPrices(answer: IikoNomenclature): Map<string, number> {
  const prices = new Map<string, number>();
  for (const product of answer.products) {
    const sizePrices = product.sizePrices ?? [];
    const price = (sizePrices.find((entry) => !entry.sizeId) ?? sizePrices[0])?.price.currentPrice;
    if (price !== undefined && price >= 0) {
      prices.set(product.id.toLowerCase(), toKopecks(price));
    }
  }
  return prices;
}

export function iikoDeliveryRulesSource(
  iiko: IikoDeliveryRulesReader,
  venueIds: readonly MenuVenueId[],
  log: DeliveryRulesLog,
): DeliveryRulesSource {
  const priceBooks = new Map<MenuVenueId, { revision: number; prices: Map<string, number> }>();

  async function pricesOf(venueId: MenuVenueId): Promise<Map<string, number>> {
    const book = priceBooks.get(venueId);
    const revision = book?.revision ?? 0;
    const answer = await iiko.nomenclature(venueId, revision);
    if (book && nomenclatureUnchanged(answer, revision)) return book.prices;
    const prices = productPrices(answer);
    priceBooks.set(venueId, { revision: answer.revision, prices });
    return prices;
  }

  return {
    async zones() {
      const restrictions = await iiko.deliveryRestrictions();
      const zones = zonesFromRestrictions(restrictions);
      const prices = new Map<string, number>();
      // Only organizations whose zones name a fee product are asked for their prices.
      for (const venueId of venueIds) {
        const organizationId = iiko.organizationOf(venueId).toLowerCase();
        const own = restrictions.find((r) => r.organizationId.toLowerCase() === organizationId);
        const namesFee =
          own &&
          (own.defaultDeliveryServiceProductId ||
            own.restrictions.some((item) => item.deliveryServiceProductId));
        if (!namesFee) continue;
        try {
          for (const [id, price] of await pricesOf(venueId)) prices.set(id, price);
        } catch (error) {
          // the zones are still written; their fees stay as they are
          log.warn({ venueId, err: error }, 'delivery fee prices not read: the fees stay');
        }
      }
      return zones.map((zone) => ({ ...zone, feeKopecks: feeOf(zone, prices) }));
    },
  };
}
