/**
 * What the storefront tells guests about delivery now (issue 14 item 6): the active zones with
 * their fee, smallest order, free-delivery threshold and courier minutes (GET
 * /api/delivery-zones), and each venue's busy mode (GET /api/venues/status). Read on every menu,
 * basket and delivery page, changed rarely: cached as serialised JSON like the catalogue and
 * cleared with it, so a manager's change reaches every process within a second.
 */
import {
  type DeliveryZone,
  deliveryZonesSchema,
  type VenueStatus,
  venueStatusesSchema,
} from '@storefront/contract/catalog';
import { offlineVenueMessage, pausedVenueMessage } from '@storefront/contract/checkout-messages';
import { toRoubles } from '@storefront/contract/money';
import { menuVenueIds } from '@storefront/contract/venues';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryZones, venues } from '../../db/schema';
import { cacheClearedWithCatalogue, type OnCatalogChange } from './catalog-changed';

/** As the catalogue's: a busy kitchen's pause shows at once, a burst of reads is one query. */
const CACHE_TTL_MS = 5000;

export function createDeliveryTerms({
  db,
  onCatalogChange,
}: {
  db: Db;
  onCatalogChange: OnCatalogChange;
}) {
  const cache = cacheClearedWithCatalogue(onCatalogChange, CACHE_TTL_MS);

  return {
    zones: () =>
      cache.get(
        'delivery-zones',
        async (): Promise<DeliveryZone[]> => {
          const rows = await db
            .select()
            .from(deliveryZones)
            .where(eq(deliveryZones.active, true))
            .orderBy(asc(deliveryZones.sort), asc(deliveryZones.id));
          return rows.map((zone) => ({
            id: zone.id,
            name: zone.name,
            price: toRoubles(zone.priceKopecks),
            minOrder: toRoubles(zone.minOrderKopecks),
            freeFrom: zone.freeFromKopecks === null ? null : toRoubles(zone.freeFromKopecks),
            minutes: zone.deliveryMinutes,
            // the POS's outline (decision 053); a zone without one says nothing of its shape
            ...(zone.polygon ? { polygon: zone.polygon } : {}),
          }));
        },
        deliveryZonesSchema,
      ),

    venueStatuses: () =>
      cache.get(
        'venue-statuses',
        async (): Promise<VenueStatus[]> => {
          const rows = await db
            .select()
            .from(venues)
            .where(inArray(venues.id, [...menuVenueIds]))
            .orderBy(asc(venues.id));
          return rows.map((venue) => ({
            venueId: venue.id,
            ordersPaused: venue.ordersPaused,
            message: venue.ordersPaused ? pausedVenueMessage(venue.name, venue.pauseMessage) : '',
            extraMinutes: venue.busyExtraMinutes,
            offlineMessage: venue.posOfflineSince === null ? '' : offlineVenueMessage(venue.name),
          }));
        },
        venueStatusesSchema,
      ),
  };
}

export type DeliveryTerms = ReturnType<typeof createDeliveryTerms>;
