/**
 * Keeps the board live: the server streams each card that changes or appears
 * (`GET /api/staff/orders/events`, Server-Sent Events, event `order`, and `preorder` for «Предзаказы»). EventSource cannot send an
 * Authorization header, so each opening takes a one-use ticket (`?ticket=`, decision 079), never
 * the session's token. The stream reconnects with a new ticket; events sent while it was away are
 * lost, so the list is asked again on every reconnection, and when the server says it lost track itself (event `refresh`). The
 * returned state tells the board when the browser gave up (`closed`): it then asks every
 * BOARD_POLL_MS instead.
 */
import type { StaffOrder, StaffPreorderEvent } from '@storefront/contract/staff-orders';
import { parseEventData, type StreamState, useEventStream } from '../../../lib/use-event-stream';
import { useStreamTicket } from '../../app/use-stream-ticket';
import type { BoardVenue } from './orders-api';

export const BOARD_POLL_MS = 15_000;

export type { StreamState };

interface BoardEventHandlers {
  onCard: (card: StaffOrder) => void;
  /** a pre-order shown anew, or gone (its ticket sent, or the order cancelled) */
  onPreorder: (change: StaffPreorderEvent) => void;
  /** the list may have missed changes: ask it again */
  onStale: () => void;
}

export function useBoardEvents(
  venueId: BoardVenue,
  token: string | null,
  handlers: BoardEventHandlers,
): StreamState {
  const ticket = useStreamTicket();
  const query = new URLSearchParams();
  if (venueId !== undefined) query.set('venueId', String(venueId));
  return useEventStream(
    token === null ? null : `/api/staff/orders/events${query.size > 0 ? `?${query}` : ''}`,
    {
      // The server lost track of changes itself (its database connection dropped).
      refresh: () => handlers.onStale(),
      order: (data) => {
        const card = parseEventData<StaffOrder>(data);
        if (card) handlers.onCard(card);
      },
      preorder: (data) => {
        const change = parseEventData<StaffPreorderEvent>(data);
        if (change) handlers.onPreorder(change);
      },
    },
    {
      onOpen: (afterDrop) => {
        if (afterDrop) handlers.onStale();
      },
      ticket,
    },
  );
}
