/**
 * The one place an order's, a ticket's or a payment's status changes. Each change locks the
 * order, is checked against the transition tables (transitions.ts), is written to the order's
 * history (`order_events`) with who made it and why, and queues the work it causes (outbox) —
 * all in one transaction. Payments, the POS, venues, staff and the guest call these; nobody else
 * writes a status.
 */
import type { OrderActor, OrderStatus, TicketStatus } from '@storefront/contract/order-lifecycle';
import type { PaymentMethod, PaymentStatus } from '@storefront/contract/orders';
import type { PosSubmitResult } from '../../adapters/pos/pos';
import type { Db } from '../../db/client';
import { channels, notify } from '../../db/notifications';
import {
  enqueue,
  type GuestToldStatus,
  type OutboxEvent,
  type OutboxTopic,
  outboxEvent,
} from '../outbox/topics';
import {
  findTicketByTicketId,
  insertTicket,
  linesOf,
  lockOrder,
  type NewOrderEvent,
  type OrderRow,
  recordEvents,
  type TicketRow,
  type Tx,
  ticketsOf,
  updateOrder,
  updateOrderIf,
  updateTicket,
  venuesOf,
} from './repository';
import {
  canChangeOrderStatus,
  canChangePaymentStatus,
  canChangeTicketStatus,
  guestMayCancel,
  isLiveTicket,
  orderStatusFromTickets,
} from './transitions';

/** Who made a change, and why (shown to staff, and to the guest for a cancellation). */
export interface StatusChange {
  actor: OrderActor;
  reason?: string | null;
}

/** The topics a confirmed order's work is queued under, with the venue each is for. */
export interface ConfirmedOrderEvent {
  topic: Extract<OutboxTopic, 'pos.ticket' | 'email.venue' | 'email.guest'>;
  orderVenue: number | null;
}

/** The work an order needs once it is confirmed (placed, or paid online): tickets and letters. */
export function confirmedOrderEvents(
  venueIds: readonly number[],
  guestHasEmail: boolean,
): ConfirmedOrderEvent[] {
  const events: ConfirmedOrderEvent[] = [];
  for (const venueId of venueIds) {
    events.push({ topic: 'pos.ticket', orderVenue: venueId });
    events.push({ topic: 'email.venue', orderVenue: venueId });
  }
  if (guestHasEmail) events.push({ topic: 'email.guest', orderVenue: null });
  return events;
}

async function enqueueConfirmedOrder(tx: Tx, order: OrderRow): Promise<void> {
  const venues = await venuesOf(tx, order.id);
  const events: OutboxEvent[] = confirmedOrderEvents(venues, Boolean(order.customerEmail)).map(
    ({ topic, orderVenue }) =>
      topic === 'email.guest' || orderVenue === null
        ? outboxEvent('email.guest', { orderId: order.id })
        : outboxEvent(topic, { orderId: order.id, venueId: orderVenue }),
  );
  await enqueue(tx, events);
}

const GUEST_TOLD: readonly OrderStatus[] = ['accepted', 'ready', 'onTheWay', 'cancelled'];
/** Worth an SMS too: the guest has to act (come for it, or meet the courier). */
const GUEST_TEXTED: readonly OrderStatus[] = ['ready', 'onTheWay'];

/**
 * What the order reaching `status` causes, in the transaction that moved it: a letter (and for
 * some an SMS) to the guest, and a message to every server process, whose open order pages
 * update. Statuses only move forward, so each letter goes at most once.
 */
async function orderMoved(tx: Tx, order: OrderRow, status: OrderStatus): Promise<void> {
  const told = GUEST_TOLD.includes(status) ? (status as GuestToldStatus) : null;
  const events: OutboxEvent[] = [];
  if (told && order.customerEmail) {
    events.push(outboxEvent('email.order-status', { orderId: order.id, status: told }));
  }
  if (told && GUEST_TEXTED.includes(told)) {
    events.push(outboxEvent('sms.order-status', { orderId: order.id, status: told }));
  }
  await enqueue(tx, events);
}

/** Every process's open pages of this order look again once the transaction commits. */
const announce = (tx: Tx, orderId: number) => notify(tx, channels.order, String(orderId));

const orderEvent = (order: OrderRow, to: OrderStatus, change: StatusChange): NewOrderEvent => ({
  orderId: order.id,
  subject: 'order',
  fromStatus: order.status,
  toStatus: to,
  actor: change.actor,
  reason: change.reason ?? null,
});

const paymentEvent = (order: OrderRow, to: PaymentStatus, change: StatusChange): NewOrderEvent => ({
  orderId: order.id,
  subject: 'payment',
  fromStatus: order.paymentStatus,
  toStatus: to,
  actor: change.actor,
  reason: change.reason ?? null,
});

const ticketEvent = (
  orderId: number,
  venueId: number,
  from: TicketStatus | null,
  to: TicketStatus,
  change: StatusChange,
): NewOrderEvent => ({
  orderId,
  subject: 'ticket',
  venueId,
  fromStatus: from,
  toStatus: to,
  actor: change.actor,
  reason: change.reason ?? null,
});

/**
 * After a ticket changed: the order takes the status its tickets give it, and a venue that
 * declined takes its dishes off the order's sum (the delivery fee stays while anything comes).
 */
async function followTickets(tx: Tx, order: OrderRow, change: StatusChange): Promise<OrderRow> {
  const [tickets, venues] = await Promise.all([ticketsOf(tx, order.id), venuesOf(tx, order.id)]);
  const next = orderStatusFromTickets(
    tickets.map((ticket) => ticket.status),
    venues.length,
    order.serviceType,
  );
  const updated = { ...order };
  const declined = new Set(
    tickets.filter((ticket) => ticket.status === 'declined').map((ticket) => ticket.venueId),
  );
  if (declined.size > 0 && next !== 'cancelled') {
    const lines = await linesOf(tx, order.id);
    const subtotal = lines
      .filter((line) => !declined.has(line.venueId))
      .reduce((sum, line) => sum + line.sumKopecks, 0);
    if (subtotal !== order.subtotalKopecks) {
      updated.subtotalKopecks = subtotal;
      updated.totalKopecks = subtotal + order.deliveryFeeKopecks;
    }
  }
  if (next !== order.status && canChangeOrderStatus(order.status, next)) {
    updated.status = next;
    await recordEvents(tx, [orderEvent(order, next, change)]);
    await orderMoved(tx, order, next);
  }
  await announce(tx, order.id);
  if (
    updated.status !== order.status ||
    updated.subtotalKopecks !== order.subtotalKopecks ||
    updated.totalKopecks !== order.totalKopecks
  ) {
    await updateOrder(tx, order.id, {
      status: updated.status,
      subtotalKopecks: updated.subtotalKopecks,
      totalKopecks: updated.totalKopecks,
    });
  }
  return updated;
}

export type TicketReport =
  | { applied: true; order: OrderStatus }
  /** unknown ticket, or a status that does not move it forward (late or repeated) */
  | { applied: false };

export function createOrderLifecycle(db: Db) {
  /** Runs `work` with the order locked; undefined when there is no such order. */
  function withOrder<T>(orderId: number, work: (tx: Tx, order: OrderRow) => Promise<T>) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      return order ? work(tx, order) : undefined;
    });
  }

  async function changeTicket(
    tx: Tx,
    order: OrderRow,
    ticket: TicketRow,
    to: TicketStatus,
    change: StatusChange,
  ): Promise<TicketReport> {
    if (!canChangeTicketStatus(ticket.status, to)) return { applied: false };
    await updateTicket(tx, ticket, { status: to, detail: change.reason ?? ticket.detail });
    await recordEvents(tx, [ticketEvent(order.id, ticket.venueId, ticket.status, to, change)]);
    const followed = await followTickets(tx, order, change);
    return { applied: true, order: followed.status };
  }

  return {
    /**
     * The POS's answer to a venue's ticket: the kitchen has it (`sent`) or refused it for good
     * (`declined`). A repeated submission (after a crash) leaves a ticket that moved on as it is.
     */
    async ticketSubmitted(
      ticket: { orderId: number; venueId: number; ticketId: string },
      result: PosSubmitResult,
    ): Promise<void> {
      await withOrder(ticket.orderId, async (tx, order) => {
        const existing = (await ticketsOf(tx, order.id)).find(
          (row) => row.venueId === ticket.venueId,
        );
        if (existing) return;
        const status: TicketStatus = result.status === 'accepted' ? 'sent' : 'declined';
        const change: StatusChange = {
          actor: 'pos',
          reason: result.status === 'rejected' ? result.reason : null,
        };
        await insertTicket(tx, {
          ...ticket,
          status,
          externalId: result.status === 'accepted' ? result.externalId : null,
          detail: change.reason ?? null,
        });
        await recordEvents(tx, [ticketEvent(order.id, ticket.venueId, null, status, change)]);
        await followTickets(tx, order, change);
      });
    },

    /** A venue's (or its POS's) word on its ticket, applied only if it moves the ticket on. */
    async reportTicket(
      ticketId: string,
      to: TicketStatus,
      change: StatusChange,
    ): Promise<TicketReport> {
      const known = await findTicketByTicketId(db, ticketId);
      if (!known) return { applied: false };
      const report = await withOrder(known.orderId, async (tx, order) => {
        // Read again under the order's lock: another report may have moved it meanwhile.
        const ticket = (await ticketsOf(tx, order.id)).find((row) => row.ticketId === ticketId);
        return ticket ? changeTicket(tx, order, ticket, to, change) : { applied: false as const };
      });
      return report ?? { applied: false };
    },

    /**
     * Cancels the order and every ticket still making food; false if it is too late (on the way,
     * delivered; for the guest, once a kitchen started or money was taken) or already cancelled.
     * Each venue with a live ticket gets a letter; its POS is not told yet (issue 14).
     */
    async cancel(orderId: number, change: StatusChange): Promise<boolean> {
      const cancelled = await withOrder(orderId, async (tx, order) => {
        if (!canChangeOrderStatus(order.status, 'cancelled')) return false;
        const tickets = await ticketsOf(tx, order.id);
        // The guest's own cancel: only before any kitchen starts and while no money is taken.
        const statuses = tickets.map((ticket) => ticket.status);
        if (change.actor === 'guest' && !guestMayCancel(order, statuses)) return false;
        const live = tickets.filter((ticket) => isLiveTicket(ticket.status));
        for (const ticket of live) {
          await updateTicket(tx, ticket, { status: 'cancelled' });
        }
        await updateOrder(tx, order.id, { status: 'cancelled' });
        await recordEvents(tx, [
          ...live.map((ticket) =>
            ticketEvent(order.id, ticket.venueId, ticket.status, 'cancelled', change),
          ),
          orderEvent(order, 'cancelled', change),
        ]);
        await orderMoved(tx, order, 'cancelled');
        // Each kitchen that has the ticket stops: a letter to the venue.
        await enqueue(
          tx,
          live.map((ticket) =>
            outboxEvent('email.venue-cancelled', { orderId: order.id, venueId: ticket.venueId }),
          ),
        );
        await announce(tx, order.id);
        return true;
      });
      return cancelled ?? false;
    },

    /**
     * The provider's word on the order's pending payment `paymentId`. Only this payment's own outcome: a declined one
     * leaves the order waiting, unsent, for the guest to pay again or to choose paying the
     * courier (decision 027); a paid one sends the order to the kitchens.
     */
    async paymentSettled(
      orderId: number,
      paymentId: string,
      next: PaymentStatus,
    ): Promise<PaymentStatus | undefined> {
      return withOrder(orderId, async (tx, order) => {
        // Replaced meanwhile by a new attempt ('Оплатить ещё раз'): not this payment's order now.
        if (order.paymentId !== paymentId) return undefined;
        const current = order.paymentStatus;
        if (current !== 'pending' || !canChangePaymentStatus(current, next)) return current;
        await updateOrder(tx, order.id, { paymentStatus: next });
        await recordEvents(tx, [paymentEvent(order, next, { actor: 'payment' })]);
        if (next === 'succeeded') await enqueueConfirmedOrder(tx, order);
        await announce(tx, order.id);
        return next;
      });
    },

    /**
     * 'Оплатить ещё раз': a declined payment is reopened for a new attempt. Undefined if it is
     * not declined (any more): a racing retry reopened it first.
     */
    async reopenPayment(orderId: number): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const reopened = await updateOrderIf(
          tx,
          orderId,
          { paymentStatus: 'canceled' },
          { paymentStatus: 'pending', paymentUrl: null },
        );
        if (reopened) {
          await recordEvents(tx, [
            { ...paymentEvent(reopened, 'pending', { actor: 'guest' }), fromStatus: 'canceled' },
          ]);
          await announce(tx, orderId);
        }
        return reopened;
      });
    },

    /**
     * 'Оплатить курьеру': a declined online payment becomes cash or card on delivery, and the
     * order goes to the kitchens now. False if the order is not waiting on a declined payment.
     */
    async payOnDelivery(orderId: number, method: Exclude<PaymentMethod, 'ONLINE'>) {
      return db.transaction(async (tx) => {
        const switched = await updateOrderIf(
          tx,
          orderId,
          { paymentMethod: 'ONLINE', paymentStatus: 'canceled', status: 'new' },
          { paymentMethod: method, paymentStatus: 'notRequired', paymentUrl: null },
        );
        if (!switched) return false;
        await recordEvents(tx, [
          {
            ...paymentEvent(switched, 'notRequired', { actor: 'guest' }),
            fromStatus: 'canceled',
          },
        ]);
        await enqueueConfirmedOrder(tx, switched);
        await announce(tx, orderId);
        return true;
      });
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
