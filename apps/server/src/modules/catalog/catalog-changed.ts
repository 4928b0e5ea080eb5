/**
 * The catalogue's one announcement of a change (decision 067): every writer of what guests read
 * of the catalogue — dishes, prices, the stop list, specials, photos, delivery zones and terms,
 * opening hours, the terminals' liveness — calls catalogChanged in the transaction that changed it.
 * Inside it, it tells every process (NOTIFY, delivered at commit: their caches and rendered pages
 * are renewed); after the commit, this process's catalogues are cleared at once, so the writer's
 * own answer is followed by reads that show the change without waiting for its NOTIFY to come
 * back over LISTEN.
 */
import { afterCommit } from '../../db/after-commit';
import type { Executor } from '../../db/client';
import { channels, type Notifications, notify } from '../../db/notifications';
import { createJsonCache } from '../../lib/json-cache';

/** This process's catalogues: how each is cleared. */
const catalogues = new Set<() => void>();

/** Call it in the transaction that changed the catalogue (or after a write outside one). */
export async function catalogChanged(executor: Executor): Promise<void> {
  await notify(executor, channels.catalog);
  afterCommit(executor, clearHere);
}

function clearHere() {
  for (const clear of catalogues) clear();
}

/**
 * Keeps a catalogue of this process current: cleared after this process's writes commit, and on
 * every catalogue message from any process (or after the LISTEN connection was lost). Gives back
 * the way to stop (the app's close).
 */
export async function keepCatalogCurrent(
  catalogue: { invalidate(): void },
  notifications: Pick<Notifications, 'listen'>,
): Promise<() => void> {
  const clear = () => catalogue.invalidate();
  catalogues.add(clear);
  await notifications.listen(channels.catalog, clear);
  return () => catalogues.delete(clear);
}

/** How a cache made from the catalogue joins its clearing (catalog/service.ts's onInvalidate). */
export type OnCatalogChange = (listener: () => void) => void;

/** A cache of answers read with the catalogue (delivery terms, opening hours): cleared with it. */
export function cacheClearedWithCatalogue(onCatalogChange: OnCatalogChange, ttlMs: number) {
  const cache = createJsonCache(ttlMs);
  onCatalogChange(() => cache.clear());
  return cache;
}
