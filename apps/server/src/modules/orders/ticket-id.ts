import { stableUuid } from '../../lib/stable-uuid';

/**
 * Our own id of a venue's ticket, sent as the POS order id: derived from the order's random
 * ticket seed and the venue, so a retried submission can never make a second order in the POS,
 * and nobody can work it out from the order's number (issue 31 item 10, decision 075). Once a
 * ticket exists, its stored id is the one to use.
 */
export function ticketIdFor(order: { ticketSeed: string }, venueId: number): string {
  return stableUuid(`pos-ticket:${order.ticketSeed}:${venueId}`);
}
