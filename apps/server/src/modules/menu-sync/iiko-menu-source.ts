/**
 * The menu sync's source with POS=iiko: each venue's organization's nomenclature, in our terms.
 * iiko answers "nothing newer" with the asked revision and empty lists; that must not be imported
 * as an empty menu.
 */
import type { IikoMenuSource } from '../../adapters/pos/iiko';
import { menuFromNomenclature, nomenclatureUnchanged } from './iiko-nomenclature';
import type { MenuSource } from './menu-sync';

export function iikoMenuSource(
  iiko: Pick<IikoMenuSource, 'nomenclature' | 'organizationOf'>,
): MenuSource {
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
