import { stableUuid } from '../../lib/stable-uuid';

/**
 * Our own id of a venue's ticket, derived from the order and the venue: sent as the POS order id,
 * so a retried submission can never make a second order in the POS.
 */
export function ticketIdFor(orderId: number, venueId: number): string {
  return stableUuid(`pos-ticket:${orderId}:${venueId}`);
}
