/**
 * A POS for tests that drive iiko's webhook by hand: tickets are taken as the local POS takes
 * them, and read back (iiko's deliveries/by_id, decision 075) as iiko has them — which is what the
 * test's honest events say (`heard`), or what the test sets apart from any event (`set`).
 */
import { iikoTicketState } from '../adapters/iiko/tickets';
import { createLocalPos } from '../adapters/pos/local';
import type { PosAdapter, PosTicketState } from '../adapters/pos/pos';

/** A webhook event as iiko sends it: its type and its OrderInfo. */
interface WebhookEvent {
  eventType?: string;
  eventInfo?: Parameters<typeof iikoTicketState>[0] & { id?: string };
}

export function createReadBackPos() {
  const says = new Map<string, PosTicketState>();
  const pos: PosAdapter = {
    ...createLocalPos(),
    async ticketState({ ticketId }) {
      return says.get(ticketId) ?? null;
    },
  };
  return {
    pos,
    /** iiko has the ticket so: its delivery (or failed creation) in iiko's OrderInfo terms */
    set(ticketId: string, info: Parameters<typeof iikoTicketState>[0]) {
      says.set(ticketId, iikoTicketState(info));
    },
    /** iiko has each ticket as these events, in order, say: what an honest webhook reports */
    heard(body: unknown) {
      for (const event of Array.isArray(body) ? (body as WebhookEvent[]) : []) {
        const info = event.eventInfo;
        if (!info?.id) continue;
        if (event.eventType === 'DeliveryOrderError') {
          this.set(info.id, { ...info, creationStatus: 'Error' });
        } else if (event.eventType === 'DeliveryOrderUpdate') {
          this.set(info.id, info);
        }
      }
    },
  };
}
