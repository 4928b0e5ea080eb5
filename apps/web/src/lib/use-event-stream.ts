/**
 * One open Server-Sent Events stream of the server's (lib/live-streams.ts there), as the back
 * office follows them: the board's cards, the bookings. (The guest's order page and menus keep
 * their own few lines, use-order-events.ts and use-catalog-events.ts: the storefront's first load
 * is at its ceiling, decision 058.) The browser reconnects by
 * itself after a dropped connection, and events sent while it was away are lost: `onOpen` says
 * whether this opening follows a drop, so a list can ask again. The state says when the browser
 * gave up (`closed`, also where there is no EventSource): a page may then poll instead.
 */
import { useEffect, useRef, useState } from 'react';

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'closed';

export interface EventStreamOptions {
  /** runs each time the stream opens, the first time too; `afterDrop` when it reconnected */
  onOpen?: (afterDrop: boolean) => void;
  /**
   * A one-use ticket for each opening (the back office's streams, decision 079), added to the
   * address as `?ticket=`; null: none to be had (signed out), the stream stays closed. A used
   * ticket does not open the stream again, so after a drop this hook reconnects by itself, with
   * a new ticket each time, and gives up (`closed`) after RECONNECT_TRIES failures in a row.
   */
  ticket?: () => Promise<string | null>;
}

/** How long the first reconnection waits; each further one waits once more as long. */
export const RECONNECT_MS = 1000;
export const RECONNECT_TRIES = 5;

/**
 * Follows `url` (null: not now), calling `listeners[event]` with each named event's data. The
 * listeners may change every render; the connection changes only with the address and the names.
 */
export function useEventStream(
  url: string | null,
  listeners: Record<string, (data: string) => void>,
  { onOpen, ticket }: EventStreamOptions = {},
): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const latest = useRef({ listeners, onOpen, ticket });
  latest.current = { listeners, onOpen, ticket };
  const names = Object.keys(listeners).join(' ');
  const ticketed = ticket !== undefined;

  useEffect(() => {
    if (url === null) return;
    if (typeof EventSource === 'undefined') {
      setState('closed');
      return;
    }
    let stream: EventSource | null = null;
    let stopped = false;
    let dropped = false;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;

    /** After a failed opening or a drop: another try with a new ticket, or giving up. */
    const again = () => {
      failures += 1;
      if (failures > RECONNECT_TRIES) {
        setState('closed');
        return;
      }
      setState('reconnecting');
      retry = setTimeout(() => void open(), RECONNECT_MS * failures);
    };

    const open = async () => {
      let address = url;
      const takeTicket = latest.current.ticket;
      if (ticketed && takeTicket) {
        const taken = await takeTicket().catch(() => undefined);
        if (stopped) return;
        if (taken === null) {
          setState('closed');
          return;
        }
        if (taken === undefined) {
          again();
          return;
        }
        address += `${url.includes('?') ? '&' : '?'}${new URLSearchParams({ ticket: taken })}`;
      }
      const source = new EventSource(address);
      stream = source;
      source.addEventListener('open', () => {
        failures = 0;
        setState('live');
        latest.current.onOpen?.(dropped);
        dropped = false;
      });
      for (const name of names.split(' ')) {
        source.addEventListener(name, (event) => {
          setState('live');
          latest.current.listeners[name]?.((event as MessageEvent<string>).data);
        });
      }
      source.onerror = () => {
        dropped = true;
        if (!ticketed) {
          setState(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting');
          return;
        }
        // The browser would reconnect with the used ticket, and be refused.
        source.close();
        again();
      };
    };

    setState('connecting');
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      stream?.close();
    };
  }, [url, names, ticketed]);

  return state;
}

/** An event's JSON data, or undefined when it is not JSON (then the event is ignored). */
export function parseEventData<T>(data: string): T | undefined {
  try {
    return JSON.parse(data) as T;
  } catch {
    return undefined;
  }
}
