/**
 * Busy mode on the storefront (issue 14 item 6): a venue whose kitchen paused orders says so, in
 * its staff's words, on its menu, in the basket and beside the checkout's button — before the
 * guest fills the form for an order the server would refuse.
 */
import type { VenueStatus } from '@storefront/contract/catalog';
import { useGetVenueStatusesQuery } from '../lib/catalog-api';
import styles from './venue-pause-notice.module.css';

/** The pause messages of those of `venueIds` that paused orders, in venue order. */
export function pauseMessagesOf(
  statuses: readonly VenueStatus[] | undefined,
  venueIds: readonly number[],
): string[] {
  return (statuses ?? [])
    .filter((status) => status.ordersPaused && venueIds.includes(status.venueId))
    .map((status) => status.message);
}

export function usePauseMessages(venueIds: readonly number[]): string[] {
  return pauseMessagesOf(useGetVenueStatusesQuery().data, venueIds);
}

/** A banner per paused venue among `venueIds`; nothing while they all take orders. */
export function VenuePauseNotice({ venueIds }: { venueIds: readonly number[] }) {
  const messages = usePauseMessages(venueIds);
  return (
    <div role="status" className={messages.length > 0 ? styles.notice : undefined}>
      {messages.map((message) => (
        <p key={message} className={styles.message}>
          {message}
        </p>
      ))}
    </div>
  );
}
