/**
 * Which status may follow which: the order's, each venue ticket's and the payment's. Every status
 * change goes through these tables (lifecycle.ts applies them); nothing else decides.
 *
 * Statuses only move forward, so a late or repeated report (a webhook that arrives after a newer
 * one) can never take an order back. A jump over a step is allowed where a kitchen may report
 * only the later one (a POS that goes straight from "sent" to "cooking").
 */
import type { OrderStatus, TicketStatus } from '@storefront/contract/order-lifecycle';
import type { PaymentStatus, ServiceType } from '@storefront/contract/orders';
import type { StaffRole } from '@storefront/contract/staff';
import { worksAt } from '@storefront/contract/staff-permissions';

const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  /** placed; for online payment, waiting for it */
  new: ['accepted', 'cooking', 'ready', 'onTheWay', 'collected', 'delivered', 'cancelled'],
  /** every venue has accepted its ticket */
  accepted: ['cooking', 'ready', 'onTheWay', 'collected', 'delivered', 'cancelled'],
  /** a kitchen has started */
  cooking: ['ready', 'onTheWay', 'collected', 'delivered', 'cancelled'],
  /** everything is cooked: waiting for the guest (pickup) or the courier */
  ready: ['onTheWay', 'collected', 'delivered', 'cancelled'],
  /** with the courier: too late to cancel */
  onTheWay: ['delivered'],
  collected: [],
  delivered: [],
  cancelled: [],
};

const ticketTransitions: Record<TicketStatus, readonly TicketStatus[]> = {
  sent: ['accepted', 'cooking', 'ready', 'onTheWay', 'done', 'declined', 'cancelled'],
  accepted: ['cooking', 'ready', 'onTheWay', 'done', 'declined', 'cancelled'],
  cooking: ['ready', 'onTheWay', 'done', 'declined', 'cancelled'],
  ready: ['onTheWay', 'done', 'cancelled'],
  onTheWay: ['done'],
  done: [],
  declined: [],
  cancelled: [],
};

const paymentTransitions: Record<PaymentStatus, readonly PaymentStatus[]> = {
  /** cash or card to the courier */
  notRequired: [],
  /** a card payment is held, an SBP one taken at once */
  pending: ['held', 'succeeded', 'canceled'],
  /** taken (captured) for what the venues accepted, or released (or run out) */
  held: ['succeeded', 'canceled'],
  /** what goes back after this is a refund, which leaves the payment as it is */
  succeeded: [],
  /**
   * declined or expired: the order waits, unsent, for the guest to pay again (a new payment) or
   * to pay the courier instead (decision 027)
   */
  canceled: ['pending', 'notRequired'],
};

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

export function canChangeTicketStatus(from: TicketStatus, to: TicketStatus): boolean {
  return ticketTransitions[from].includes(to);
}

export function canChangePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return paymentTransitions[from].includes(to);
}

/** Ticket statuses that still make food: a declined or cancelled ticket no longer counts. */
export function isLiveTicket(status: TicketStatus): boolean {
  return status !== 'declined' && status !== 'cancelled';
}

/** How far a live ticket has come; a venue whose ticket is not sent yet is at 0 with `sent`. */
const ticketProgress: Record<TicketStatus, number> = {
  sent: 0,
  accepted: 1,
  cooking: 2,
  ready: 3,
  onTheWay: 4,
  done: 5,
  declined: -1,
  cancelled: -1,
};

/**
 * The order's status as its tickets make it: as far as the slowest venue has come, except that
 * one kitchen cooking makes the order "cooking". Venues of the order without a ticket yet count
 * as not started. Every ticket declined or cancelled: the order is cancelled.
 */
export function orderStatusFromTickets(
  tickets: readonly TicketStatus[],
  venueCount: number,
  serviceType: ServiceType,
): OrderStatus {
  const live = tickets.filter(isLiveTicket).map((status) => ticketProgress[status]);
  const notSent = venueCount - tickets.length;
  if (live.length === 0 && notSent <= 0) return 'cancelled';
  const slowest = notSent > 0 ? 0 : Math.min(...live);
  const fastest = Math.max(0, ...live);
  if (slowest < 2 && fastest >= 2) return 'cooking';
  const byProgress: OrderStatus[] = [
    'new',
    'accepted',
    'cooking',
    'ready',
    serviceType === 'DeliveryByCourier' ? 'onTheWay' : 'ready',
    serviceType === 'DeliveryByCourier' ? 'delivered' : 'collected',
  ];
  return byProgress[slowest] ?? 'new';
}

/**
 * 'Отменить заказ' is the guest's while no kitchen has started and no payment is under way (the
 * guest may be paying on the provider's page at this moment): money held or taken goes back.
 */
export function guestMayCancel(
  order: { status: OrderStatus; paymentStatus: PaymentStatus },
  tickets: readonly TicketStatus[],
): boolean {
  const started = tickets.some(
    (status) => isLiveTicket(status) && ticketProgress[status] >= ticketProgress.cooking,
  );
  return (
    (order.status === 'new' || order.status === 'accepted') &&
    !started &&
    order.paymentStatus !== 'pending'
  );
}

/**
 * What a staff member may do about the whole order from one venue's card (issue 31 item 3,
 * decisions 063 and 077): the board's action asks it under the order's lock, and each card the
 * board loads or streams carries it, so the button shows only where the action would be taken.
 *
 * - `tooLate`: the order can no longer be cancelled (on the way, done, cancelled);
 * - `notTheirs`: a venue still in the order (its ticket live, or not sent yet) is not one the
 *   member works at — they decline their own ticket instead, and that part's money goes back;
 * - `managersOnly`: another venue's kitchen has started (cooking or beyond), and the member is
 *   an operator, even of every venue of the order;
 * - `withReason`: the same, for a manager of every venue of the order or an admin: allowed with
 *   a reason the guest is told;
 * - `allowed`: every venue still in the order is the member's and no other kitchen has started.
 */
export type StaffCancelRight = 'allowed' | 'withReason' | 'tooLate' | 'notTheirs' | 'managersOnly';

export function staffCancelRight(
  member: { role: StaffRole; venues: readonly number[] },
  venueId: number,
  order: { status: OrderStatus; venues: readonly number[] },
  tickets: readonly { venueId: number; status: TicketStatus }[],
): StaffCancelRight {
  if (!canChangeOrderStatus(order.status, 'cancelled')) return 'tooLate';
  const statusOf = new Map(tickets.map((ticket) => [ticket.venueId, ticket.status]));
  // A venue of the order whose ticket is not sent yet is in it, not started.
  const inTheOrder = [...new Set([...order.venues, ...statusOf.keys()])]
    .map((venue) => ({ venueId: venue, status: statusOf.get(venue) ?? ('sent' as const) }))
    .filter((ticket) => isLiveTicket(ticket.status));
  if (inTheOrder.some((ticket) => !worksAt(member, ticket.venueId))) return 'notTheirs';
  const anotherStarted = inTheOrder.some(
    (ticket) =>
      ticket.venueId !== venueId && ticketProgress[ticket.status] >= ticketProgress.cooking,
  );
  if (!anotherStarted) return 'allowed';
  return member.role === 'operator' ? 'managersOnly' : 'withReason';
}
