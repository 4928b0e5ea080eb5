/**
 * Keeps an open menu or dish card true by itself: the server tells of every catalogue change (a
 * dish on the stop list, a new price or photo — lib/use-catalog-events.ts), and the page asks for
 * its data again. Opened once the page has settled, so it costs the first paint nothing; where
 * there is no EventSource the page is simply not live.
 */
import { catalogChanged } from '../../lib/catalog-api';
import { useCatalogEvents } from '../../lib/use-catalog-events';

export function useCatalogUpdates(refetch: () => void): void {
  useCatalogEvents(
    () => {
      catalogChanged();
      refetch();
    },
    { delayMs: 1000 },
  );
}
