/**
 * The guest's order page (API.md "Orders" getOrder): the dishes, sums, timeline, money and what
 * to expect, as the order is now; and the order's address line, told alike on the page, the
 * board's card and the letters.
 */

import { hasNoCallNote } from '@storefront/contract/checkout';
import { discountLines, linesDiscounts } from '@storefront/contract/discount-lines';
import { toRoubles } from '@storefront/contract/money';
import type { OrderView } from '@storefront/contract/orders';
import { isMenuVenueId, pickupPlace } from '@storefront/contract/venues';
import type { Db } from '../../db/client';
import { expectedBy } from './estimate';
import {
  estimateMinutes,
  eventsOf,
  linesOf,
  type OperationRow,
  type OrderRow,
  operationsOf,
  ticketsOf,
} from './repository';
import { guestMayCancel } from './transitions';

/** 'Владивосток, Светланская, д. 1, подъезд 2, этаж 3, кв. 4', or null for pickup. */
export function courierAddressLine(
  order: Pick<
    OrderRow,
    'serviceType' | 'city' | 'street' | 'house' | 'entrance' | 'floor' | 'flat'
  >,
): string | null {
  if (order.serviceType !== 'DeliveryByCourier') return null;
  return [
    `${order.city}, ${order.street}, д. ${order.house}`,
    order.entrance && `подъезд ${order.entrance}`,
    order.floor && `этаж ${order.floor}`,
    order.flat && `кв. ${order.flat}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** What the guest sees of each money movement, oldest first. */
export function paymentHistory(
  order: Pick<OrderRow, 'paymentMethod'>,
  operations: readonly OperationRow[],
): OrderView['payment']['history'] {
  const moves: OrderView['payment']['history'] = [];
  const at = (date: Date | null, fallback: Date) => (date ?? fallback).toISOString();
  for (const op of operations) {
    const amount = toRoubles(op.amountKopecks);
    const settled = at(op.settledAt, op.createdAt);
    if (op.kind === 'refund') {
      moves.push({ kind: 'refunding', amount, at: op.createdAt.toISOString() });
      if (op.state === 'succeeded') moves.push({ kind: 'refunded', amount, at: settled });
      if (op.state === 'canceled') moves.push({ kind: 'refundFailed', amount, at: settled });
      continue;
    }
    if (op.state !== 'succeeded') continue;
    const kind =
      op.kind === 'payment'
        ? order.paymentMethod === 'SBP'
          ? 'paid'
          : 'held'
        : op.kind === 'capture'
          ? 'captured'
          : 'released';
    moves.push({ kind, amount, at: settled });
  }
  return moves.sort((a, b) => a.at.localeCompare(b.at));
}

/** The order page's view of an order the caller may see (order-access.ts). */
export async function orderView(db: Db, order: OrderRow): Promise<OrderView> {
  const id = order.id;
  const [lines, tickets, history, operations] = await Promise.all([
    linesOf(db, id),
    ticketsOf(db, id),
    eventsOf(db, id),
    operationsOf(db, id),
  ]);
  const declined = new Set(
    tickets.filter((ticket) => ticket.status === 'declined').map((ticket) => ticket.venueId),
  );
  const changes = history.filter((event) => event.subject === 'order');
  const cancellation = changes.findLast((event) => event.toStatus === 'cancelled');
  const reached = (status: string) =>
    changes.find((event) => event.toStatus === status)?.createdAt ?? null;
  const paidAt =
    history.find(
      (event) =>
        event.subject === 'payment' &&
        (event.toStatus === 'held' || event.toStatus === 'succeeded'),
    )?.createdAt ?? null;
  const cooking = [...new Set(lines.map((line) => line.venueId))].filter(
    (venueId) => !declined.has(venueId),
  );
  const minutes = await estimateMinutes(db, cooking, order.deliveryZoneId);
  const expected = expectedBy({
    status: order.status,
    serviceType: order.serviceType,
    completeBefore: order.completeBefore,
    promisedAt: order.promisedAt,
    startedAt: reached('accepted') ?? paidAt ?? order.createdAt,
    onTheWayAt: reached('onTheWay'),
    // A kitchen that said how long it needs when it accepted is taken at its word.
    prepMinutes: cooking.map(
      (venueId) =>
        tickets.find((ticket) => ticket.venueId === venueId)?.readyMinutes ??
        minutes.prep.get(venueId) ??
        0,
    ),
    deliveryMinutes: minutes.delivery,
  });
  return {
    id: order.id,
    items: lines.map((line) => ({
      id: line.productId,
      name: line.name,
      ...(line.choiceText ? { choice: line.choiceText } : {}),
      count: line.count,
      sum: toRoubles(line.sumKopecks),
      costPerGram: line.costPerGram,
      declined: declined.has(line.venueId),
    })),
    subtotal: toRoubles(order.subtotalKopecks),
    discounts: discountLines({
      promoCode: order.promoCode,
      ...linesDiscounts(lines.filter((line) => !declined.has(line.venueId))),
      deliveryDiscountKopecks: order.deliveryDiscountKopecks,
    }).map(({ label, kopecks, delivery }) => ({ label, amount: toRoubles(kopecks), delivery })),
    sum: toRoubles(order.totalKopecks),
    deliveryFee: toRoubles(order.deliveryFeeKopecks),
    status: order.status,
    timeline: [
      { status: 'new' as const, at: order.createdAt.toISOString() },
      ...changes.map((event) => ({
        status: event.toStatus as OrderView['status'],
        at: event.createdAt.toISOString(),
      })),
    ],
    cancelReason: cancellation?.reason ?? null,
    expectedBy: expected?.toISOString() ?? null,
    canCancel: guestMayCancel(
      order,
      tickets.map((ticket) => ticket.status),
    ),
    payment: {
      method: order.paymentMethod,
      status: order.paymentStatus,
      held: toRoubles(order.heldKopecks),
      captured: toRoubles(order.capturedKopecks),
      refunded: toRoubles(order.refundedKopecks),
      refunding: toRoubles(
        operations
          .filter((op) => op.kind === 'refund' && op.state === 'pending')
          .reduce((sum, op) => sum + op.amountKopecks, 0),
      ),
      history: paymentHistory(order, operations),
    },
    serviceType: order.serviceType,
    completeBefore: order.completeBefore?.slice(0, 16) ?? null,
    address: courierAddressLine(order),
    pickupPlaces:
      order.serviceType === 'DeliveryByClient'
        ? [...new Set(lines.map((line) => line.venueId))]
            .filter(isMenuVenueId)
            .sort()
            .map((venueId) => {
              const place = pickupPlace(venueId);
              return { name: place.name, street: place.street };
            })
        : [],
    emailGiven: Boolean(order.customerEmail),
    operatorCall: !hasNoCallNote(order.comment),
  };
}
