/**
 * What the POS says of a ticket, asked of the POS itself (iiko's deliveries/by_id) and put through
 * the lifecycle: for a ticket a webhook names (issue 31 item 10: a webhook is a prompt to ask, not
 * the answer, as YooKassa's notifications are re-read), and for tickets whose POS has been silent
 * too long (issue 12 item 6: a webhook can be lost, so a live ticket not heard of for
 * LATE_AFTER_MS is asked about). Each pass claims the tickets it asks about for another
 * LATE_AFTER_MS (`for update skip locked`), so server processes do not ask twice.
 */
import type { TicketStatus } from '@storefront/contract/order-lifecycle';
import { isMenuVenueId } from '@storefront/contract/venues';
import type { PosAdapter } from '../../adapters/pos/pos';
import type { Db } from '../../db/client';
import { periodic } from '../../lib/periodic';
import type { OrderLifecycle } from './lifecycle';
import { claimLateTickets, findTicketByTicketId } from './repository';

/** A ticket read back: what the POS says of it, and whether that moved it. */
export interface TicketReadBack {
  status: TicketStatus;
  reason: string | null;
  applied: boolean;
}

/**
 * Asks the POS where one of our tickets is and reports that through the lifecycle. Null: not our
 * ticket, a POS that cannot be asked, or one that says nothing we act on. Throws when the POS does
 * not answer (the late-ticket pass asks again).
 */
export async function readBackTicket(
  db: Db,
  pos: PosAdapter,
  lifecycle: OrderLifecycle,
  ticketId: string,
  venueId?: number,
): Promise<TicketReadBack | null> {
  const venue = venueId ?? (await findTicketByTicketId(db, ticketId))?.venueId;
  if (venue === undefined || !isMenuVenueId(venue) || !pos.ticketState) return null;
  const state = await pos.ticketState({ ticketId, venueId: venue });
  if (!state?.status) return null;
  const result = await lifecycle.reportTicket(ticketId, state.status, {
    actor: 'pos',
    reason: state.reason,
  });
  return { status: state.status, reason: state.reason, applied: result.applied };
}

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
    if (!pos.ticketState) return 0;
    const tickets = await claimLateTickets(db, LATE_AFTER_MS / 1000, BATCH);
    for (const { ticketId, venueId } of tickets) {
      try {
        await readBackTicket(db, pos, lifecycle, ticketId, venueId);
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
