import {
  kitchenActionOrder,
  kitchenActions,
  ticketStatusAfter,
} from '@storefront/contract/kitchen-actions';
import {
  type OrderStatus,
  orderStatuses,
  type TicketStatus,
  ticketStatuses,
} from '@storefront/contract/order-lifecycle';
import { type PaymentStatus, paymentStatuses } from '@storefront/contract/orders';
import { describe, expect, it } from 'vitest';
import {
  canChangeOrderStatus,
  canChangePaymentStatus,
  canChangeTicketStatus,
  guestMayCancel,
  orderStatusFromTickets,
  staffCancelRight,
} from './transitions';

const pairs = <T extends string>(values: readonly T[]) =>
  values.flatMap((from) => values.map((to) => [from, to] as const));

/** How far each status is along the way; the rules below are stated with it. */
const orderProgress: Record<OrderStatus, number> = {
  new: 0,
  accepted: 1,
  cooking: 2,
  ready: 3,
  onTheWay: 4,
  collected: 5,
  delivered: 5,
  cancelled: 6,
};
const ticketProgress: Record<TicketStatus, number> = {
  sent: 0,
  accepted: 1,
  cooking: 2,
  ready: 3,
  onTheWay: 4,
  done: 5,
  declined: 6,
  cancelled: 6,
};

describe('order status transitions (every pair)', () => {
  const cancellable = new Set<OrderStatus>(['new', 'accepted', 'cooking', 'ready']);
  const expected = (from: OrderStatus, to: OrderStatus): boolean => {
    if (to === 'cancelled') return cancellable.has(from);
    if (from === 'cancelled' || from === 'collected' || from === 'delivered') return false;
    // A courier has it: only the door is left.
    if (from === 'onTheWay') return to === 'delivered';
    return orderProgress[to] > orderProgress[from];
  };
  it.each(pairs(orderStatuses))('%s → %s', (from, to) => {
    expect(canChangeOrderStatus(from, to)).toBe(expected(from, to));
  });
});

describe('ticket status transitions (every pair)', () => {
  const expected = (from: TicketStatus, to: TicketStatus): boolean => {
    if (from === 'done' || from === 'declined' || from === 'cancelled') return false;
    // A venue may decline until its dishes are cooked; the order may be cancelled until the
    // courier has them.
    if (to === 'declined') return ticketProgress[from] < ticketProgress.ready;
    if (to === 'cancelled') return ticketProgress[from] < ticketProgress.onTheWay;
    return ticketProgress[to] > ticketProgress[from];
  };
  it.each(pairs(ticketStatuses))('%s → %s', (from, to) => {
    expect(canChangeTicketStatus(from, to)).toBe(expected(from, to));
  });
});

describe("the kitchen's actions (the board's buttons and the letters' links)", () => {
  it.each(
    kitchenActionOrder.flatMap((action) =>
      kitchenActions[action].from.flatMap((from) =>
        (['DeliveryByCourier', 'DeliveryByClient'] as const).map(
          (serviceType) => [action, from, serviceType] as const,
        ),
      ),
    ),
  )('%s from %s (%s) is a move the lifecycle takes', (action, from, serviceType) => {
    expect(canChangeTicketStatus(from, ticketStatusAfter(action, serviceType))).toBe(true);
  });
});

describe('payment status transitions (every pair)', () => {
  const allowed = new Set([
    'pending→held',
    'pending→succeeded',
    'pending→canceled',
    // a card hold: taken for what the venues accepted, or released (or run out)
    'held→succeeded',
    'held→canceled',
    // a declined payment: paid again, or paid to the courier (decision 027)
    'canceled→pending',
    'canceled→notRequired',
  ]);
  it.each(pairs(paymentStatuses))('%s → %s', (from: PaymentStatus, to: PaymentStatus) => {
    expect(canChangePaymentStatus(from, to)).toBe(allowed.has(`${from}→${to}`));
  });
});

describe('the order status its tickets give it', () => {
  const cases: [TicketStatus[], number, 'DeliveryByCourier' | 'DeliveryByClient', OrderStatus][] = [
    [[], 2, 'DeliveryByClient', 'new'],
    [['sent'], 2, 'DeliveryByClient', 'new'],
    [['accepted'], 2, 'DeliveryByClient', 'new'],
    [['accepted', 'accepted'], 2, 'DeliveryByClient', 'accepted'],
    [['cooking'], 2, 'DeliveryByClient', 'cooking'],
    [['sent', 'cooking'], 2, 'DeliveryByClient', 'cooking'],
    [['ready', 'cooking'], 2, 'DeliveryByClient', 'cooking'],
    [['ready', 'ready'], 2, 'DeliveryByClient', 'ready'],
    [['ready', 'declined'], 2, 'DeliveryByClient', 'ready'],
    [['done', 'done'], 2, 'DeliveryByClient', 'collected'],
    [['ready', 'ready'], 2, 'DeliveryByCourier', 'ready'],
    [['onTheWay', 'ready'], 2, 'DeliveryByCourier', 'ready'],
    [['onTheWay', 'onTheWay'], 2, 'DeliveryByCourier', 'onTheWay'],
    [['done', 'onTheWay'], 2, 'DeliveryByCourier', 'onTheWay'],
    [['done', 'done', 'declined'], 3, 'DeliveryByCourier', 'delivered'],
    [['declined'], 2, 'DeliveryByClient', 'new'],
    [['declined', 'declined'], 2, 'DeliveryByClient', 'cancelled'],
    [['declined', 'cancelled'], 2, 'DeliveryByCourier', 'cancelled'],
  ];
  it.each(cases)('%j of %i venues (%s) → %s', (tickets, venues, serviceType, status) => {
    expect(orderStatusFromTickets(tickets, venues, serviceType)).toBe(status);
  });
});

describe("the guest's 'Отменить заказ'", () => {
  const cases: [OrderStatus, PaymentStatus, TicketStatus[], boolean][] = [
    ['new', 'notRequired', [], true],
    ['new', 'notRequired', ['sent', 'accepted'], true],
    ['accepted', 'notRequired', ['accepted', 'accepted'], true],
    ['new', 'notRequired', ['cooking', 'sent'], false],
    ['cooking', 'notRequired', ['cooking'], false],
    ['ready', 'notRequired', ['ready'], false],
    ['new', 'notRequired', ['declined', 'sent'], true],
    // an unpaid online order: the payment was declined, no money taken
    ['new', 'canceled', [], true],
    // the payment may succeed at any moment
    ['new', 'pending', [], false],
    // money held or taken goes back (issue 13)
    ['new', 'held', ['sent'], true],
    ['accepted', 'succeeded', ['accepted'], true],
    ['cooking', 'succeeded', ['cooking'], false],
    ['cancelled', 'notRequired', ['cancelled'], false],
  ];
  it.each(cases)('%s, payment %s, tickets %j: %s', (status, paymentStatus, tickets, allowed) => {
    expect(guestMayCancel({ status, paymentStatus }, tickets)).toBe(allowed);
  });
});

describe("the board's 'Отменить заказ': who may cancel the whole order (issue 31 item 3, decision 077)", () => {
  const pubOperator = { role: 'operator' as const, venues: [1] };
  const bothOperator = { role: 'operator' as const, venues: [1, 2] };
  const pubManager = { role: 'manager' as const, venues: [1] };
  const bothManager = { role: 'manager' as const, venues: [1, 2] };
  const admin = { role: 'admin' as const, venues: [] };
  const both = { status: 'new' as OrderStatus, venues: [1, 2] };
  const t = (venueId: number, status: TicketStatus) => ({ venueId, status });

  it('anyone whose venues hold every kitchen still in the order, while no other cooks', () => {
    const fresh = [t(1, 'sent'), t(2, 'declined')];
    expect(staffCancelRight(pubOperator, 1, both, fresh)).toBe('allowed');
    expect(staffCancelRight(bothOperator, 1, both, [t(1, 'sent'), t(2, 'accepted')])).toBe(
      'allowed',
    );
    expect(staffCancelRight(pubOperator, 1, { status: 'new', venues: [1] }, [t(1, 'sent')])).toBe(
      'allowed',
    );
  });

  it('never another venue’s part, sent or not: the operator declines their own instead', () => {
    const combined = [t(1, 'accepted'), t(2, 'sent')];
    expect(staffCancelRight(pubOperator, 1, both, combined)).toBe('notTheirs');
    expect(staffCancelRight(pubManager, 1, both, combined)).toBe('notTheirs');
    expect(staffCancelRight(admin, 1, both, combined)).toBe('allowed');
    // Sibumi's ticket not sent yet: its part is in the order all the same.
    expect(staffCancelRight(pubOperator, 1, both, [t(1, 'sent')])).toBe('notTheirs');
  });

  it('once another kitchen cooks: a manager’s or admin’s act of those venues, with a reason', () => {
    for (const status of ['cooking', 'ready', 'done'] as const) {
      const started = [t(1, 'accepted'), t(2, status)];
      const order = { status: 'cooking' as const, venues: [1, 2] };
      expect(staffCancelRight(bothOperator, 1, order, started), status).toBe('managersOnly');
      expect(staffCancelRight(bothManager, 1, order, started), status).toBe('withReason');
      expect(staffCancelRight(admin, 1, order, started), status).toBe('withReason');
      expect(staffCancelRight(pubManager, 1, order, started), status).toBe('notTheirs');
    }
    // Its own kitchen cooking is the venue's to stop.
    expect(staffCancelRight(bothOperator, 2, both, [t(1, 'accepted'), t(2, 'cooking')])).toBe(
      'allowed',
    );
  });

  it('is too late once the order cannot be cancelled', () => {
    for (const status of ['onTheWay', 'delivered', 'collected', 'cancelled'] as const) {
      expect(staffCancelRight(admin, 1, { status, venues: [1] }, [t(1, 'onTheWay')])).toBe(
        'tooLate',
      );
    }
  });
});
