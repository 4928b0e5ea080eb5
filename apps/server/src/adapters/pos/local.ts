import type { PosAdapter } from './pos';

/**
 * POS=local: orders stay in our database and each venue gets its ticket by e-mail (the
 * `email.venue` outbox events) and on the staff board. This POS takes every ticket at once, so the
 * ticket is `sent` (orders/lifecycle.ts `ticketSubmitted`) until the venue accepts it there, by
 * the letter's button or on the board.
 */
export function createLocalPos(): PosAdapter {
  return {
    name: 'local',
    async submit(ticket) {
      return { status: 'accepted', externalId: `local-${ticket.ticketId}` };
    },
    async isAvailable() {
      return true;
    },
  };
}
