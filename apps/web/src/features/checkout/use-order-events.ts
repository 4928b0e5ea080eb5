/**
 * Keeps an open order page current by itself: the server streams the order's view whenever it
 * changes (`GET /api/delivery/events/{id}`, Server-Sent Events), and each view replaces the
 * cached one. Where the stream cannot be opened (no EventSource, a proxy that buffers, the
 * server refusing), the page asks again every ORDER_POLL_MS instead: the returned interval.
 */
import type { OrderView } from '@storefront/contract/orders';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { type GetOrderArgs, ordersApi } from './orders-api';

export const ORDER_POLL_MS = 15_000;

/**
 * Whether the order can still change: a finished or cancelled one is not followed, unless its
 * money is still moving (a hold being released, a refund on its way) and the page tells of it.
 */
export function isFollowed(order: OrderView): boolean {
  if (order.payment.status === 'held' || order.payment.refunding > 0) return true;
  return !['collected', 'delivered', 'cancelled'].includes(order.status);
}

export function useOrderEvents(args: GetOrderArgs | null, follow: boolean): number {
  const dispatch = useAppDispatch();
  const [streamFailed, setStreamFailed] = useState(false);
  const id = args?.id ?? null;
  const key = args?.key ?? null;

  useEffect(() => {
    if (id === null || !follow) return;
    if (typeof EventSource === 'undefined') {
      setStreamFailed(true);
      return;
    }
    const query = key === null ? '' : `?key=${encodeURIComponent(key)}`;
    const source = new EventSource(`/api/delivery/events/${id}${query}`);
    source.addEventListener('order', (event) => {
      setStreamFailed(false);
      const view = JSON.parse((event as MessageEvent<string>).data) as OrderView;
      dispatch(ordersApi.util.upsertQueryData('getOrder', { id, key }, view));
    });
    // The browser reconnects by itself after a dropped connection (CONNECTING); a stream it
    // gave up on (CLOSED) is replaced by polling.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) setStreamFailed(true);
    };
    return () => source.close();
  }, [id, key, follow, dispatch]);

  return follow && streamFailed ? ORDER_POLL_MS : 0;
}
