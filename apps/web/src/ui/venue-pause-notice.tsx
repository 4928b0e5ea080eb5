/**
 * Busy mode on the storefront (issue 14 item 6): a venue whose kitchen paused orders says so, in
 * its staff's words, on its menu, in the basket and beside the checkout's button — before the
 * guest fills the form for an order the server would refuse. A venue whose kitchen is off line
 * (POS=iiko, issue 15 item 3) says so in the same places: it takes orders for a later time only.
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

/** The messages of those of `venueIds` whose kitchen is off line (and not paused), in order. */
export function offlineMessagesOf(
  statuses: readonly VenueStatus[] | undefined,
  venueIds: readonly number[],
): string[] {
  return (statuses ?? [])
    .filter(
      (status) =>
        !status.ordersPaused && status.offlineMessage !== '' && venueIds.includes(status.venueId),
    )
    .map((status) => status.offlineMessage);
}

export function useOfflineMessages(venueIds: readonly number[]): string[] {
  return offlineMessagesOf(useGetVenueStatusesQuery().data, venueIds);
}

/**
 * A banner per paused venue, or venue whose kitchen is off line, among `venueIds`; nothing while
 * they all take orders as usual.
 */
export function VenuePauseNotice({
  venueIds,
  withOffline = true,
}: {
  venueIds: readonly number[];
  /** false where the page says it elsewhere (the checkout, by its time choice) */
  withOffline?: boolean;
}) {
  const statuses = useGetVenueStatusesQuery().data;
  const messages = [
    ...pauseMessagesOf(statuses, venueIds),
    ...(withOffline ? offlineMessagesOf(statuses, venueIds) : []),
  ];
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
