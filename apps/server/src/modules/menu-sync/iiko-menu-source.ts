/**
 * The menu sync's source with POS=iiko, in our terms: each venue's organization's nomenclature,
 * or, with IIKO_EXTERNAL_MENU_ID, the group's external menu in that organization's prices.
 *
 * Nomenclature: iiko answers "nothing newer" with the asked revision and empty lists; that must
 * not be imported as an empty menu.
 *
 * External menu: iiko has no revisions for it and answers the whole menu every time. The source
 * fingerprints the venue's imported menu (externalMenuFingerprint) and answers null ("nothing
 * newer") when the fingerprint is the one it last handed out and the stored revision is the one
 * it gave it; otherwise it hands the menu out with a new revision, the current time in
 * milliseconds (never below the stored revision + 1), so the writer's "not newer than the stored
 * revision" check keeps working across processes. The fingerprints live in memory: after a
 * restart the first sync writes each venue's menu once more (the same rows, by iiko's ids).
 */
import type { MenuVenueId } from '@storefront/contract/venues';
import type { IikoMenuSource } from '../../adapters/iiko/iiko';
import { nomenclatureUnchanged } from '../../adapters/iiko/wire/nomenclature';
import { externalMenuFingerprint, menuFromExternalMenu } from './iiko-external-menu';
import { menuFromNomenclature } from './iiko-nomenclature';
import type { MenuSource } from './menu-sync';

export interface IikoMenuSourceOptions {
  /** IIKO_EXTERNAL_MENU_ID: read this external menu instead of the nomenclature */
  externalMenuId?: string;
  /** IIKO_PRICE_CATEGORY_ID: the external menu's prices in this price category */
  priceCategoryId?: string;
  /** injectable clock for the external menu's revisions */
  now?: () => number;
}

export function iikoMenuSource(
  iiko: Pick<IikoMenuSource, 'nomenclature' | 'organizationOf'> &
    Partial<Pick<IikoMenuSource, 'externalMenu'>>,
  options: IikoMenuSourceOptions = {},
): MenuSource {
  const { externalMenuId, priceCategoryId } = options;
  if (!externalMenuId) {
    return {
      // iiko's revisions count per organization (decision 048)
      sourceOf: (venueId) => iiko.organizationOf(venueId).toLowerCase(),
      async menu(venueId, fromRevision) {
        const answer = await iiko.nomenclature(venueId, fromRevision);
        if (nomenclatureUnchanged(answer, fromRevision)) return null;
        return menuFromNomenclature(answer);
      },
    };
  }

  const { externalMenu } = iiko;
  if (!externalMenu) throw new Error('this iiko client cannot read external menus');
  const now = options.now ?? Date.now;
  /** per venue: the fingerprint last handed out and the revision it was given */
  const handedOut = new Map<MenuVenueId, { fingerprint: string; revision: number }>();
  return {
    // another menu, price category or organization is another source: it starts afresh
    sourceOf: (venueId) =>
      `external-menu:${externalMenuId}:${priceCategoryId ?? ''}:${iiko.organizationOf(venueId)}`.toLowerCase(),
    async menu(venueId, fromRevision) {
      const organizationId = iiko.organizationOf(venueId);
      const answer = await externalMenu(venueId, externalMenuId, priceCategoryId);
      const menu = menuFromExternalMenu(answer, organizationId);
      const fingerprint = externalMenuFingerprint(menu);
      const last = handedOut.get(venueId);
      if (last && last.fingerprint === fingerprint && last.revision === fromRevision) return null;
      const revision = Math.max(fromRevision + 1, now());
      handedOut.set(venueId, { fingerprint, revision });
      return { ...menu, revision };
    },
  };
}
