/**
 * The server's word of every catalogue change, from any process (a dish on the stop list, a new
 * price or photo — `GET /api/catalog/events`, Server-Sent Events, event `catalog`): the open
 * menus (features/menu/use-catalog-updates.ts) and the staff's stop list follow it. Where there
 * is no EventSource nothing is live.
 */
import { useEffect, useRef } from 'react';

export interface CatalogEventsOptions {
  /** wait this long before opening the stream (a storefront page settles first) */
  delayMs?: number;
  /**
   * Runs each time the stream opens, the first time too: changes made while it was not open
   * (before it, or while the browser reconnected) are not told, so a list that must not miss one
   * asks again then.
   */
  onOpen?: () => void;
}

export function useCatalogEvents(
  onChange: () => void,
  { delayMs = 0, onOpen }: CatalogEventsOptions = {},
): void {
  // The latest handlers, without reopening the stream whenever the page re-renders.
  const latest = useRef({ onChange, onOpen });
  latest.current = { onChange, onOpen };

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    const open = () => {
      source = new EventSource('/api/catalog/events');
      source.addEventListener('open', () => latest.current.onOpen?.());
      source.addEventListener('catalog', () => latest.current.onChange());
    };
    const timer = setTimeout(open, delayMs);
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [delayMs]);
}
