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
}

/**
 * Follows `url` (null: not now), calling `listeners[event]` with each named event's data. The
 * listeners may change every render; the connection changes only with the address and the names.
 */
export function useEventStream(
  url: string | null,
  listeners: Record<string, (data: string) => void>,
  { onOpen }: EventStreamOptions = {},
): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const latest = useRef({ listeners, onOpen });
  latest.current = { listeners, onOpen };
  const names = Object.keys(listeners).join(' ');

  useEffect(() => {
    if (url === null) return;
    if (typeof EventSource === 'undefined') {
      setState('closed');
      return;
    }
    setState('connecting');
    const stream = new EventSource(url);
    let dropped = false;
    stream.addEventListener('open', () => {
      setState('live');
      latest.current.onOpen?.(dropped);
      dropped = false;
    });
    for (const name of names.split(' ')) {
      stream.addEventListener(name, (event) => {
        setState('live');
        latest.current.listeners[name]?.((event as MessageEvent<string>).data);
      });
    }
    stream.onerror = () => {
      dropped = true;
      setState(stream.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting');
    };
    return () => stream.close();
  }, [url, names]);

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
