/**
 * The orders board (issue 14 item 2): one card per venue ticket, as that venue's kitchen sees
 * the order, and the actions that move it — all through the order's lifecycle, so the guest's
 * page, letters and money follow as for any other change. The back office's routes
 * (staff/board-routes.ts) authorise the member and audit what they did; the list, the live
 * stream and the printed ticket all show the card built here.
 */

import { hasNoCallNote } from '@storefront/contract/checkout';
import { linesDiscounts } from '@storefront/contract/discount-lines';
import { ticketStatusAfter } from '@storefront/contract/kitchen-actions';
import { toKopecks, toRoubles } from '@storefront/contract/money';
import { type TicketStatus, VENUE_DECLINE_REASON } from '@storefront/contract/order-lifecycle';
import { formatOrderNumber } from '@storefront/contract/orders';
import type { StaffRole } from '@storefront/contract/staff';
import {
  type BoardAction,
  type BoardActionRequest,
  boardOrder,
  type StaffOrder,
  type StaffPreorder,
  type StaffPreorderEvent,
} from '@storefront/contract/staff-orders';
import type { Db } from '../../db/client';
import type { orderLines } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type BoardPart, boardPartsOf, partKey, unsentBoardParts } from '../kitchen/board-parts';
import type { OrderLifecycle } from './lifecycle';
import { courierAddressLine } from './order-view';
import {
  boardRows,
  findOrder,
  findVenueTicket,
  type OrderRow,
  type TicketRow,
  ticketsOf,
  ticketsOfVenues,
} from './repository';
import { isLiveTicket, staffCancelRight } from './transitions';

/** Finished tickets stay on the board this long, so a kitchen sees what it just handed over. */
const FINISHED_VISIBLE_MS = 2 * 3600_000;
const LIVE: readonly TicketStatus[] = ['sent', 'accepted', 'cooking', 'ready', 'onTheWay'];
const MAX_CARDS = 300;

type LineRow = typeof orderLines.$inferSelect;

/** The member a card is built for: what they may do with it is part of the card. */
export interface BoardMember {
  role: StaffRole;
  venues: readonly number[];
}

/**
 * The one builder of a venue's card, for one member. `lines` are that order's lines only (the
 * card lists the venue's among them), `tickets` every venue's ticket of that order.
 */
function card(
  ticket: TicketRow,
  order: OrderRow,
  lines: readonly LineRow[],
  tickets: readonly Pick<TicketRow, 'venueId' | 'status'>[],
  weights: ReadonlyMap<string, number>,
  member: BoardMember,
  part: BoardPart | undefined,
): StaffOrder {
  const own = lines.filter((line) => line.venueId === ticket.venueId);
  const ownDiscounts = linesDiscounts(own);
  const venues = [...new Set(lines.map((line) => line.venueId))];
  // The same rule the action applies under the order's lock (transitions.ts).
  const right = isLiveTicket(ticket.status)
    ? staffCancelRight(member, ticket.venueId, { status: order.status, venues }, tickets)
    : 'tooLate';
  return {
    orderId: order.id,
    number: formatOrderNumber(order.id),
    venueId: ticket.venueId,
    ticket: ticket.status,
    readyMinutes: ticket.readyMinutes,
    orderStatus: order.status,
    createdAt: order.createdAt.toISOString(),
    startAt: part?.startAt.toISOString() ?? null,
    promisedAt: order.promisedAt?.toISOString() ?? null,
    completeBefore: order.completeBefore?.slice(0, 16) ?? null,
    serviceType: order.serviceType,
    address: courierAddressLine(order),
    customerName: [order.customerName, order.customerSurname].filter(Boolean).join(' '),
    phone: order.phone,
    comment: order.comment,
    noCall: hasNoCallNote(order.comment),
    payment: { method: order.paymentMethod, status: order.paymentStatus },
    lines: own.map((line) => ({
      lineId: line.id,
      name: line.name,
      choice: line.choiceText,
      count: line.count,
      sum: toRoubles(line.sumKopecks),
      weightGrams: weights.get(`${line.special}:${line.productId}`) ?? 0,
      costPerGram: line.costPerGram,
    })),
    discount: {
      promoCode: order.promoCode,
      offer: toRoubles(ownDiscounts.offerKopecks),
      points: toRoubles(ownDiscounts.pointsKopecks),
    },
    reason: ticket.status === 'declined' || order.status === 'cancelled' ? ticket.detail : null,
    mayCancel: right === 'allowed' || right === 'withReason',
    cancelNeedsReason: right === 'withReason',
  };
}

/** The payments that let an order reach its kitchens: paid, held, or paid on receipt. */
const CONFIRMED_PAYMENTS: readonly OrderRow['paymentStatus'][] = [
  'notRequired',
  'held',
  'succeeded',
];

/**
 * A venue's part of an order as the board's «Предзаказы» shows it, while its ticket waits for its
 * `sendAt` (the caller has checked there is no ticket): null when it is not a pre-order — an
 * order whose ticket is due now, one not paid yet, or one cancelled.
 */
function preorderOf(
  part: BoardPart,
  order: OrderRow,
  lines: readonly LineRow[],
  now: Date,
): StaffPreorder | null {
  const waits =
    order.status !== 'cancelled' &&
    CONFIRMED_PAYMENTS.includes(order.paymentStatus) &&
    part.sendAt.getTime() > now.getTime();
  if (!waits) return null;
  return {
    orderId: order.id,
    number: formatOrderNumber(order.id),
    venueId: part.venueId,
    promisedAt: (order.promisedAt ?? part.readyAt).toISOString(),
    startAt: part.startAt.toISOString(),
    sendAt: part.sendAt.toISOString(),
    serviceType: order.serviceType,
    customerName: [order.customerName, order.customerSurname].filter(Boolean).join(' '),
    comment: order.comment,
    lines: lines
      .filter((line) => line.venueId === part.venueId)
      .map((line) => ({
        lineId: line.id,
        name: line.name,
        choice: line.choiceText,
        count: line.count,
      })),
  };
}

function groupByOrder<T extends { orderId: number }>(all: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of all) {
    const ofOrder = grouped.get(row.orderId);
    if (ofOrder) ofOrder.push(row);
    else grouped.set(row.orderId, [row]);
  }
  return grouped;
}

/** An action done: the card as it is now, and the ticket's status before it. */
export interface BoardActionDone {
  card: StaffOrder;
  before: TicketStatus;
}

export function createOrdersBoard({
  db,
  lifecycle,
  now = () => new Date(),
}: {
  db: Db;
  lifecycle: OrderLifecycle;
  now?: () => Date;
}) {
  /** The cards of these tickets, as `member` sees them: the list, the stream and the actions. */
  async function cardsOf(
    tickets: readonly TicketRow[],
    member: BoardMember,
  ): Promise<StaffOrder[]> {
    if (tickets.length === 0) return [];
    const orderIds = [...new Set(tickets.map((ticket) => ticket.orderId))];
    const [rows, parts] = await Promise.all([boardRows(db, orderIds), boardPartsOf(db, orderIds)]);
    const byId = new Map(rows.orders.map((order) => [order.id, order]));
    const linesByOrder = groupByOrder(rows.lines);
    const ticketsByOrder = groupByOrder(rows.tickets);
    const partOf = new Map(parts.map((part) => [partKey(part), part]));
    return tickets.flatMap((ticket) => {
      const order = byId.get(ticket.orderId);
      if (!order) return [];
      const lines = linesByOrder.get(order.id) ?? [];
      const all = ticketsByOrder.get(order.id) ?? [];
      const part = partOf.get(partKey(ticket));
      return [card(ticket, order, lines, all, rows.weights, member, part)];
    });
  }

  /** The pre-orders among these parts, each with no ticket yet (the list and the stream). */
  async function preordersOf(parts: readonly BoardPart[]): Promise<StaffPreorder[]> {
    if (parts.length === 0) return [];
    const rows = await boardRows(db, [...new Set(parts.map((part) => part.orderId))]);
    const byId = new Map(rows.orders.map((order) => [order.id, order]));
    const linesByOrder = groupByOrder(rows.lines);
    const ticketed = new Set(rows.tickets.map(partKey));
    return parts.flatMap((part) => {
      const order = byId.get(part.orderId);
      if (!order || ticketed.has(partKey(part))) return [];
      const preorder = preorderOf(part, order, linesByOrder.get(order.id) ?? [], now());
      return preorder ? [preorder] : [];
    });
  }

  async function venueCard(
    orderId: number,
    venueId: number,
    member: BoardMember,
  ): Promise<StaffOrder | null> {
    const ticket = await findVenueTicket(db, orderId, venueId);
    return ticket ? ((await cardsOf([ticket], member))[0] ?? null) : null;
  }

  return {
    /**
     * The live tickets of these venues, and those finished in the last two hours, the earliest
     * planned start first (`boardOrder`); and apart from them the pre-orders whose tickets have
     * not reached these kitchens yet, the soonest start first.
     */
    async list(
      venueIds: readonly number[],
      member: BoardMember,
    ): Promise<{ orders: StaffOrder[]; preorders: StaffPreorder[] }> {
      if (venueIds.length === 0) return { orders: [], preorders: [] };
      const since = new Date(now().getTime() - FINISHED_VISIBLE_MS);
      const [tickets, waiting] = await Promise.all([
        ticketsOfVenues(db, venueIds, { live: LIVE, since, limit: MAX_CARDS }),
        unsentBoardParts(db, venueIds, MAX_CARDS),
      ]);
      const [cards, preorders] = await Promise.all([
        cardsOf(tickets, member),
        preordersOf(waiting),
      ]);
      return { orders: cards.sort(boardOrder), preorders };
    },

    /**
     * What a change to an order shows in these venues' «Предзаказы»: for each of its parts
     * there, the pre-order as the list shows it, or null when it is none (its ticket was sent,
     * or the order cancelled) — so a board drops it as the card arrives.
     */
    async preordersOfOrder(
      orderId: number,
      venueIds: ReadonlySet<number>,
    ): Promise<StaffPreorderEvent[]> {
      const parts = (await boardPartsOf(db, [orderId])).filter((part) =>
        venueIds.has(part.venueId),
      );
      const shown = new Map((await preordersOf(parts)).map((item) => [partKey(item), item]));
      return parts.map((part) => ({
        orderId,
        venueId: part.venueId,
        preorder: shown.get(partKey(part)) ?? null,
      }));
    },

    /** One venue's card of an order, as `member` sees it; null when that venue has no ticket of it. */
    card: venueCard,

    /**
     * Every venue's card of an order, as `member` sees them (what a change to it shows on their
     * board): built as the list builds them, so a live card is the card a reload shows.
     */
    async cardsOfOrder(orderId: number, member: BoardMember): Promise<StaffOrder[]> {
      return cardsOf(await ticketsOf(db, orderId), member);
    },

    /**
     * A staff member's action on a venue's ticket (the route has checked their right to that
     * venue). 404 when the venue has no ticket of the order; 409 `conflict` when the ticket has
     * moved past that step (someone pressed first, or the order was cancelled).
     */
    async act(
      orderId: number,
      venueId: number,
      action: BoardAction,
      body: BoardActionRequest,
      staff: { name: string; role: StaffRole; venues: readonly number[] },
    ): Promise<BoardActionDone> {
      const [ticket, order] = await Promise.all([
        findVenueTicket(db, orderId, venueId),
        findOrder(db, orderId),
      ]);
      if (!ticket || !order) throw new AppError(404, 'notFound');
      const reason = body.reason?.trim() || null;
      let applied: boolean;
      if (action === 'cancel') {
        // Whether this member may cancel the whole order is decided under the order's lock.
        const outcome = await lifecycle.cancelByStaff(orderId, {
          member: staff,
          venueId,
          reason,
          fallbackReason: `Отменён сотрудником (${staff.name})`,
        });
        if (outcome === 'reasonNeeded') throw new AppError(400, 'cancelReasonNeeded');
        if (outcome === 'notTheirs') throw new AppError(403, 'cancelNotTheirs');
        if (outcome === 'managersOnly') throw new AppError(403, 'cancelManagersOnly');
        applied = outcome === 'cancelled';
      } else {
        const finalPrices =
          action === 'accept' && body.finalPrices
            ? new Map(
                Object.entries(body.finalPrices).map(([lineId, roubles]) => [
                  Number(lineId),
                  toKopecks(roubles),
                ]),
              )
            : undefined;
        const report = await lifecycle.reportTicket(
          ticket.ticketId,
          ticketStatusAfter(action, order.serviceType),
          {
            actor: 'staff',
            reason: action === 'decline' ? (reason ?? VENUE_DECLINE_REASON) : null,
          },
          {
            ...(finalPrices ? { finalPrices } : {}),
            ...(action === 'accept' && body.minutes ? { readyMinutes: body.minutes } : {}),
          },
        );
        applied = report.applied;
      }
      if (!applied) throw new AppError(409, 'conflict');
      const after = await venueCard(orderId, venueId, staff);
      if (!after) throw new AppError(404, 'notFound');
      return { card: after, before: ticket.status };
    },
  };
}

export type OrdersBoard = ReturnType<typeof createOrdersBoard>;
