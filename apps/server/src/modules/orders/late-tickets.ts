/**
 * Tickets whose POS has been silent too long (issue 12 item 6): a webhook can be lost, so a live
 * ticket not heard of for LATE_AFTER_MS is asked about (iiko's deliveries/by_id) and what the POS
 * says goes through the lifecycle like a webhook would. Each pass claims the tickets it asks
 * about for another LATE_AFTER_MS (`for update skip locked`), so server processes do not ask
 * twice.
 */
import { isMenuVenueId } from '@storefront/contract/venues';
import type { PosAdapter } from '../../adapters/pos/pos';
import type { Db } from '../../db/client';
import { periodic } from '../../lib/periodic';
import type { OrderLifecycle } from './lifecycle';
import { claimLateTickets } from './repository';

export const LATE_AFTER_MS = 5 * 60_000;
const BATCH = 20;

export function createLateTicketPoller({
  db,
  pos,
  lifecycle,
  everyMs,
  log,
}: {
  db: Db;
  pos: PosAdapter;
  lifecycle: OrderLifecycle;
  everyMs: number;
  log: { warn(details: object, message: string): void };
}) {
  /** One pass: asks about the late tickets; returns how many it asked about. */
  async function runOnce(): Promise<number> {
    const ask = pos.ticketState?.bind(pos);
    if (!ask) return 0;
    const tickets = await claimLateTickets(db, LATE_AFTER_MS / 1000, BATCH);
    for (const { ticketId, venueId } of tickets) {
      if (!isMenuVenueId(venueId)) continue;
      try {
        const state = await ask({ ticketId, venueId });
        if (state?.status) {
          await lifecycle.reportTicket(ticketId, state.status, {
            actor: 'pos',
            reason: state.reason,
          });
        }
      } catch (error) {
        // The POS is down: the ticket is asked about again after another LATE_AFTER_MS.
        log.warn({ ticketId, err: (error as Error).message }, 'cannot ask the POS about a ticket');
      }
    }
    return tickets.length;
  }

  const loop = periodic({
    runOnce,
    everyMs,
    fallback: 0,
    onError: (error) => log.warn({ err: error.message }, 'late ticket pass failed'),
  });
  return {
    runOnce,
    /** Polls only a POS that can be asked about a ticket. */
    start() {
      if (pos.ticketState) loop.start();
    },
    stop: loop.stop,
  };
}

export type LateTicketPoller = ReturnType<typeof createLateTicketPoller>;
