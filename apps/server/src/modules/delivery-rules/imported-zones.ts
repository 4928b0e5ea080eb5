/**
 * Delivery zones as a POS holds them (issue 15 item 3), in our terms: what the delivery-rules sync
 * writes into `delivery_zones`. The iiko mapping (iiko-delivery-restrictions.ts) makes them from
 * `POST /api/1/delivery_restrictions`; keyed by the POS's zone name, the only name iiko's
 * restriction items and its `allowed` answers give a zone by.
 */

import type { LatLng } from '@storefront/contract/catalog';

export type { LatLng };

export interface ImportedZone {
  /** the zone's name in the POS: delivery_zones.pos_zone_name */
  posName: string;
  /** the outline; null: the POS has no polygon for it (a zone of listed streets) */
  polygon: LatLng[] | null;
  /** the smallest dishes' sum (kopecks) any of its kitchens takes there; 0: any */
  minOrderKopecks: number;
  /** the longest courier time (minutes) of its kitchens; null: the POS gives none */
  deliveryMinutes: number | null;
  /** the POS products whose price is the delivery fee ("delivery service payment") */
  feeProductIds: string[];
  /**
   * the fee, kopecks: the cheapest of the fee products' prices; null when the zone has none, or
   * their prices could not be read (the zone's fee stays as staff set it)
   */
  feeKopecks: number | null;
}
