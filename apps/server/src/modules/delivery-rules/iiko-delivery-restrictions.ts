/**
 * iiko's delivery restrictions (issue 15 item 3, decision 053) read into our zones
 * ({@link zonesFromRestrictions}); their wire format and the verdict on one address are the iiko
 * adapter's (adapters/iiko/wire/delivery-restrictions.ts, adapters/iiko/delivery-restrictions.ts).
 */
import { toKopecks } from '@storefront/contract/money';
import { sameId } from '../../adapters/iiko/wire/common';
import type {
  IikoDeliveryRestrictions,
  IikoDeliveryZone,
} from '../../adapters/iiko/wire/delivery-restrictions';
import type { ImportedZone, LatLng } from './imported-zones';

/** A zone with fewer points is no area: kept without an outline. */
const MIN_POLYGON_POINTS = 3;

function polygonOf(zone: IikoDeliveryZone): LatLng[] | null {
  const points = (zone.coordinates ?? []).map((point): LatLng => [point.latitude, point.longitude]);
  const onEarth = points.every(
    ([lat, lng]) =>
      Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180,
  );
  return points.length >= MIN_POLYGON_POINTS && onEarth ? points : null;
}

/**
 * Our zones from the venues' organizations' restrictions, in the order iiko lists them (the
 * organizations in the order given). A zone is one of ours when some restriction item serves it:
 * a polygon no kitchen delivers to is not offered. Zones are site-wide (one basket may hold every
 * venue's dishes), so a name in several organizations is one zone:
 *
 * - the outline is the first organization's that draws it;
 * - the minimum is the smallest any item asks: our own check then never refuses an order iiko
 *   would take, and `allowed` at the order names a kitchen's larger minimum;
 * - the courier minutes are the longest any item gives: a guest's estimate is not beaten by the
 *   slowest kitchen of a combined order;
 * - the fee products are all the items name (the cheapest price is taken, {@link feeOf}).
 *
 * `useSameMinSum`, `useSameDeliveryDuration` and `useSameDeliveryServiceProduct` put the
 * organization's defaults in place of every item's own value, as iiko does.
 */
export function zonesFromRestrictions(
  organizations: readonly IikoDeliveryRestrictions[],
): ImportedZone[] {
  const zones = new Map<string, ImportedZone>();
  for (const restrictions of organizations) {
    const outlines = new Map<string, LatLng[] | null>();
    for (const zone of restrictions.deliveryZones) {
      const name = zone.name.trim();
      if (name && !outlines.get(name)) outlines.set(name, polygonOf(zone));
    }
    for (const item of restrictions.restrictions) {
      const name = item.zone?.trim();
      if (!name) continue;
      const minSum = restrictions.useSameMinSum
        ? (restrictions.defaultMinSum ?? 0)
        : (item.minSum ?? 0);
      const minutes = restrictions.useSameDeliveryDuration
        ? restrictions.defaultDeliveryDurationInMinutes
        : item.deliveryDurationInMinutes;
      const feeProduct = restrictions.useSameDeliveryServiceProduct
        ? restrictions.defaultDeliveryServiceProductId
        : item.deliveryServiceProductId;
      const minOrderKopecks = Math.max(0, toKopecks(minSum));
      const known = zones.get(name);
      const zone: ImportedZone = known ?? {
        posName: name,
        polygon: null,
        minOrderKopecks,
        deliveryMinutes: null,
        feeProductIds: [],
        feeKopecks: null,
      };
      zone.polygon ??= outlines.get(name) ?? null;
      zone.minOrderKopecks = Math.min(zone.minOrderKopecks, minOrderKopecks);
      if (minutes > 0) {
        zone.deliveryMinutes = Math.max(zone.deliveryMinutes ?? 0, Math.round(minutes));
      }
      if (feeProduct && !zone.feeProductIds.some((id) => sameId(id, feeProduct))) {
        zone.feeProductIds.push(feeProduct);
      }
      zones.set(name, zone);
    }
  }
  return [...zones.values()];
}

/**
 * A zone's fee: the cheapest known price of its fee products (a kitchen never charges the guest
 * more than the least any of its kitchens asks); null when it has none or none's price is known.
 * `prices` are keyed by the product id in lower case.
 */
export function feeOf(
  zone: Pick<ImportedZone, 'feeProductIds'>,
  prices: ReadonlyMap<string, number>,
): number | null {
  const known = zone.feeProductIds
    .map((id) => prices.get(id.toLowerCase()))
    .filter((price): price is number => price !== undefined);
  return known.length > 0 ? Math.min(...known) : null;
}

/** What iiko is asked about one venue's ticket (GetAllowedRestrictionsRequest, in our terms). */
