/**
 * The one place an order's, a ticket's or a payment's status changes. Each change locks the
 * order, is checked against the transition tables (transitions.ts), is written to the order's
 * history (`order_events`) with who made it and why, and queues the work it causes (outbox) —
 * all in one transaction. Payments, the POS, venues, staff and the guest call these; nobody else
 * writes a status.
 */
import type { OrderStatus, TicketStatus } from '@storefront/contract/order-lifecycle';
import {
  isOnlinePayment,
  type OnDeliveryPaymentMethod,
  type PaymentStatus,
} from '@storefront/contract/orders';
import type { PaymentState } from '../../adapters/payments/payments';
import type { PosSubmitResult } from '../../adapters/pos/pos';
import type { Db } from '../../db/client';
import {
  enqueue,
  type GuestToldStatus,
  type OutboxEvent,
  type OutboxTopic,
  outboxEvent,
} from '../outbox/topics';
import { dueItems, type KeyedReceipt } from './money';
import { announce, orderEvent, paymentEvent, type StatusChange, ticketEvent } from './order-events';
import {
  findOperation,
  findOrder,
  findTicketByTicketId,
  insertOperation,
  insertTicket,
  linesOf,
  lockOrder,
  type OperationRow,
  type OrderRow,
  operationsOf,
  recordEvents,
  type TicketRow,
  type Tx,
  ticketsOf,
  updateLineSum,
  updateOperation,
  updateOrder,
  updateOrderIf,
  updateTicket,
  venuesOf,
} from './repository';
import {
  createSettlement,
  DEFAULT_MONEY_SETTINGS,
  type MoneySettings,
  type OperationOutcome,
} from './settlement';
import {
  canChangeOrderStatus,
  canChangePaymentStatus,
  canChangeTicketStatus,
  guestMayCancel,
  isLiveTicket,
  orderStatusFromTickets,
} from './transitions';

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

/**
 * After a ticket changed: the order takes the status its tickets give it, and a venue that
 * declined takes its dishes off the order's sum (the delivery fee stays while anything comes).
 */
async function followTickets(
  tx: Tx,
  order: OrderRow,
  change: StatusChange,
  settleMoney: (tx: Tx, order: OrderRow) => Promise<void>,
): Promise<OrderRow> {
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
  // The sum follows the lines that still come: a venue that declined, a weight priced anew.
  if (next !== 'cancelled') {
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
  // Every venue accepted: the hold is taken for what they accepted; a decline after the money was
  // taken gives that venue's part back.
  await settleMoney(tx, updated);
  return updated;
}

const paymentStatusOfState: Record<PaymentState, PaymentStatus> = {
  pending: 'pending',
  held: 'held',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

/** The provider's word on a payment, as the lifecycle takes it. */
export interface ProviderWord {
  state: PaymentState;
  /** held: blocked; succeeded: taken */
  amountKopecks: number;
  /** the provider's reason for a canceled payment (expired_on_capture, …) */
  cancellationReason?: string | null;
}

export type TicketReport =
  | { applied: true; order: OrderStatus }
  /** unknown ticket, or a status that does not move it forward (late or repeated) */
  | { applied: false };

export function createOrderLifecycle(db: Db, money: MoneySettings = DEFAULT_MONEY_SETTINGS) {
  const settlement = createSettlement(money);
  const { receiptOf, dueOf, settleMoney } = settlement;

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
    readyMinutes?: number,
  ): Promise<TicketReport> {
    if (!canChangeTicketStatus(ticket.status, to)) return { applied: false };
    await updateTicket(tx, ticket, {
      status: to,
      detail: change.reason ?? ticket.detail,
      ...(readyMinutes === undefined ? {} : { readyMinutes }),
    });
    await recordEvents(tx, [ticketEvent(order.id, ticket.venueId, ticket.status, to, change)]);
    const followed = await followTickets(tx, order, change, settleMoney);
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
        await followTickets(tx, order, change, settleMoney);
      });
    },

    /**
     * A venue's (or its POS's) word on its ticket, applied only if it moves the ticket on. A
     * venue accepting may give the final prices of its weight-priced lines (line id → kopecks):
     * the order's sum, and what is taken from a card hold, follow them (never more than held);
     * and the minutes its kitchen needs, which the guest's estimate then uses.
     */
    async reportTicket(
      ticketId: string,
      to: TicketStatus,
      change: StatusChange,
      extras: { finalPrices?: ReadonlyMap<number, number>; readyMinutes?: number } = {},
    ): Promise<TicketReport> {
      const { finalPrices, readyMinutes } = extras;
      const known = await findTicketByTicketId(db, ticketId);
      if (!known) return { applied: false };
      const report = await withOrder(known.orderId, async (tx, order) => {
        // Read again under the order's lock: another report may have moved it meanwhile.
        const ticket = (await ticketsOf(tx, order.id)).find((row) => row.ticketId === ticketId);
        if (!ticket || !canChangeTicketStatus(ticket.status, to))
          return { applied: false as const };
        if (finalPrices && finalPrices.size > 0) {
          const weighed = (await linesOf(tx, order.id)).filter(
            (line) =>
              line.venueId === ticket.venueId && line.costPerGram && finalPrices.has(line.id),
          );
          for (const line of weighed) {
            await updateLineSum(tx, line.id, finalPrices.get(line.id) as number);
          }
        }
        return changeTicket(tx, order, ticket, to, change, readyMinutes);
      });
      return report ?? { applied: false };
    },

    /**
     * Cancels the order and every ticket still making food; false if it is too late (on the way,
     * delivered; for the guest, once a kitchen started or while a payment is under way) or
     * already cancelled. A card hold is released and money taken is refunded. Each venue with a
     * live ticket gets a letter; its POS is not told yet (issue 14).
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
        await settleMoney(tx, { ...order, status: 'cancelled' });
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
     * The provider's word on the order's payment `paymentId`, applied if it moves the payment on.
     * A declined one leaves the order waiting, unsent, for the guest to pay again or to pay the
     * courier (decision 027); a held (card) or taken (SBP) one sends the order to the kitchens; a
     * hold taken or released finishes our capture or release; a hold that ran out is the guest's
     * letter.
     */
    async paymentSettled(
      orderId: number,
      paymentId: string,
      word: ProviderWord,
    ): Promise<PaymentStatus | undefined> {
      return withOrder(orderId, async (tx, order) => {
        // Replaced meanwhile by a new attempt ('Оплатить ещё раз'): not this payment's order now.
        if (order.paymentId !== paymentId) return undefined;
        const current = order.paymentStatus;
        const next = paymentStatusOfState[word.state];
        if (next === 'pending' || !canChangePaymentStatus(current, next)) return current;
        const updated: OrderRow = { ...order, paymentStatus: next };
        let reason: string | null = null;
        const operations = await operationsOf(tx, order.id);
        const pending = (kind: OperationRow['kind']) =>
          operations.find((op) => op.kind === kind && op.state === 'pending');
        const settled = { state: 'succeeded' as const, settledAt: new Date() };
        if (current === 'pending') {
          // The payment is made: its receipt listed every dish (nothing is declined before the
          // kitchens have the order).
          await insertOperation(tx, {
            orderId: order.id,
            paymentId,
            kind: 'payment',
            amountKopecks: word.amountKopecks,
            ...settled,
            receipt: receiptOf(order, await dueOf(tx, order)),
          });
          if (next === 'held') updated.heldKopecks = word.amountKopecks;
          if (next === 'succeeded') updated.capturedKopecks = word.amountKopecks;
          // Staff may have cancelled the order while the guest was paying: the money goes
          // back (settleMoney below), and no kitchen hears of it.
          if (next !== 'canceled' && order.status !== 'cancelled') {
            await enqueueConfirmedOrder(tx, order);
          }
        } else if (next === 'succeeded') {
          updated.capturedKopecks = word.amountKopecks;
          const capture = pending('capture');
          if (capture) await updateOperation(tx, capture.id, settled);
          reason = 'captured';
        } else {
          const release = pending('release');
          if (release) {
            await updateOperation(tx, release.id, settled);
            reason = 'released';
          } else {
            // Nobody here released it: the provider let the hold run out.
            reason = word.cancellationReason ?? 'expired';
            const capture = pending('capture');
            if (capture) {
              await updateOperation(tx, capture.id, { ...settled, state: 'canceled', reason });
            }
            await enqueue(tx, [
              outboxEvent('email.payment', {
                orderId: order.id,
                operationId: null,
                kind: 'holdExpired',
              }),
            ]);
          }
        }
        await updateOrder(tx, order.id, {
          paymentStatus: next,
          heldKopecks: updated.heldKopecks,
          capturedKopecks: updated.capturedKopecks,
        });
        await recordEvents(tx, [paymentEvent(order, next, { actor: 'payment', reason })]);
        await settleMoney(tx, updated);
        await announce(tx, order.id);
        return next;
      });
    },

    /** The receipt of a new payment: every dish of the order and its delivery. */
    async paymentReceipt(orderId: number): Promise<KeyedReceipt | null> {
      const order = await findOrder(db, orderId);
      if (!order) return null;
      return receiptOf(order, dueItems(order, await linesOf(db, orderId), new Set(), money));
    },

    /**
     * The provider has done (or refused) a capture, release or refund the lifecycle decided.
     * Applied once: a repeated report of a settled operation changes nothing.
     */
    async operationDone(operationId: number, outcome: OperationOutcome): Promise<void> {
      const known = await findOperation(db, operationId);
      if (!known) return;
      await withOrder(known.orderId, async (tx, order) => {
        const operation = await findOperation(tx, operationId);
        if (operation?.state !== 'pending') return;
        await settlement.operationSettled(tx, order, operation, outcome);
      });
    },

    /**
     * A hold kept longer than the provider allows is released before it runs out, and the guest
     * told (issue 13 item 3). False when the order holds no such payment any more.
     */
    async expireHold(orderId: number): Promise<boolean> {
      const expired = await withOrder(orderId, (tx, order) =>
        settlement.releaseExpiredHold(tx, order),
      );
      return expired ?? false;
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
    async payOnDelivery(orderId: number, method: OnDeliveryPaymentMethod) {
      const switched = await withOrder(orderId, async (tx, order) => {
        // Only a declined payment: a released hold's order already went to the kitchens.
        const waiting =
          isOnlinePayment(order.paymentMethod) &&
          order.paymentStatus === 'canceled' &&
          order.heldKopecks === 0 &&
          order.status === 'new';
        if (!waiting) return false;
        await updateOrder(tx, orderId, {
          paymentMethod: method,
          paymentStatus: 'notRequired',
          paymentUrl: null,
        });
        await recordEvents(tx, [
          { ...paymentEvent(order, 'notRequired', { actor: 'guest' }), fromStatus: 'canceled' },
        ]);
        await enqueueConfirmedOrder(tx, order);
        await announce(tx, orderId);
        return true;
      });
      return switched ?? false;
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
