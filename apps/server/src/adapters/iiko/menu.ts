/**
 * iiko as the source of the menu (issue 15): an organization's nomenclature, or the group's
 * external menu (iiko Web) as the organization sells it. A whole menu is a large answer, so these
 * calls have a time limit of their own.
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import type { IikoClient } from './client';
import { type IikoVenues, organizationOf } from './organizations';
import { type IikoExternalMenu, iikoExternalMenuSchema } from './wire/external-menu';
import { type IikoNomenclature, iikoNomenclatureSchema } from './wire/nomenclature';

/** `POST /api/1/nomenclature` for the venue's organization (IikoMenuSource.nomenclature). */
export function nomenclature(
  client: IikoClient,
  venues: IikoVenues,
  timeoutMs: number,
  venueId: MenuVenueId,
  startRevision: number,
): Promise<IikoNomenclature> {
  return client.call(
    '/api/1/nomenclature',
    { organizationId: organizationOf(venues, venueId), startRevision },
    iikoNomenclatureSchema,
    timeoutMs,
  );
}

/** The external menu's data model we read (iiko's ExternalMenuV2). */
export const EXTERNAL_MENU_VERSION = 2;

/** `POST /api/2/menu/by_id` for the venue's organization (IikoMenuSource.externalMenu). */
export function externalMenu(
  client: IikoClient,
  venues: IikoVenues,
  timeoutMs: number,
  venueId: MenuVenueId,
  externalMenuId: string,
  priceCategoryId?: string,
): Promise<IikoExternalMenu> {
  return client.call(
    '/api/2/menu/by_id',
    {
      externalMenuId,
      organizationIds: [organizationOf(venues, venueId)],
      ...(priceCategoryId ? { priceCategoryId } : {}),
      // the data model wire/external-menu.ts reads (`itemCategories`); later ones group items
      // otherwise (`itemGroups`), so the version is never left to iiko's default (decision 073)
      version: EXTERNAL_MENU_VERSION,
    },
    iikoExternalMenuSchema,
    timeoutMs,
  );
}
