/**
 * Keeps the board live: the server streams each card that changes or appears
 * (`GET /api/staff/orders/events`, Server-Sent Events, event `order`). EventSource cannot send an
 * Authorization header, so the staff token goes as `?token=` on this one address. The browser
 * reconnects by itself; events sent while it was away are lost, so the list is asked again on
 * every reconnection, and when the server says it lost track itself (event `refresh`). The
 * returned state tells the board when the browser gave up (`closed`): it then asks every
 * BOARD_POLL_MS instead.
 */
import type { StaffOrder } from '@storefront/contract/staff-orders';
import { useEffect, useRef, useState } from 'react';
import type { BoardVenue } from './orders-api';

export const BOARD_POLL_MS = 15_000;

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'closed';

interface BoardEventHandlers {
  onCard: (card: StaffOrder) => void;
  /** the list may have missed changes: ask it again */
  onStale: () => void;
}

export function useBoardEvents(
  venueId: BoardVenue,
  token: string | null,
  handlers: BoardEventHandlers,
): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  // The handlers change every render; the connection must not.
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (token === null) return;
    if (typeof EventSource === 'undefined') {
      setState('closed');
      return;
    }
    setState('connecting');
    const query = new URLSearchParams();
    if (venueId !== undefined) query.set('venueId', String(venueId));
    query.set('token', token);
    const source = new EventSource(`/api/staff/orders/events?${query}`);
    let dropped = false;
    source.addEventListener('open', () => {
      setState('live');
      if (dropped) latest.current.onStale();
      dropped = false;
    });
    // The server lost track of changes itself (its database connection dropped).
    source.addEventListener('refresh', () => latest.current.onStale());
    source.addEventListener('order', (event) => {
      setState('live');
      let card: StaffOrder;
      try {
        card = JSON.parse((event as MessageEvent<string>).data) as StaffOrder;
      } catch {
        return;
      }
      latest.current.onCard(card);
    });
    source.onerror = () => {
      dropped = true;
      setState(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting');
    };
    return () => source.close();
  }, [venueId, token]);

  return state;
}
