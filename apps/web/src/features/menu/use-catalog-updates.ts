/**
 * Keeps an open menu or dish card true by itself: the server tells of every catalogue change (a
 * dish on the stop list, a new price or photo — `GET /api/catalog/events`, Server-Sent Events),
 * and the page asks for its data again. Opened once the page has settled, so it costs the first
 * paint nothing; where there is no EventSource the page is simply not live.
 */
import { useEffect, useRef } from 'react';
import { catalogChanged } from '../../lib/catalog-api';

export function useCatalogUpdates(refetch: () => void): void {
  // The latest refetch, without reopening the stream whenever the page re-renders.
  const latest = useRef(refetch);
  latest.current = refetch;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    const open = () => {
      source = new EventSource('/api/catalog/events');
      source.addEventListener('catalog', () => {
        catalogChanged();
        latest.current();
      });
    };
    const timer = setTimeout(open, 1000);
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, []);
}
