/**
 * An order's statuses and each venue ticket's, with the names guests and venues read. The
 * server's transition tables (apps/server/src/modules/orders/lifecycle.ts) say which change
 * may follow which; these are the words.
 */
import type { KitchenAction } from './kitchen-actions';

/**
 * The order as the guest follows it. `new`: placed (for online payment, waiting for it);
 * `ready`: every dish cooked (pickup: waiting at the venue; courier: waiting for the courier);
 * `collected` ends a pickup order and `delivered` a courier one.
 */
export const orderStatuses = [
  'new',
  'accepted',
  'cooking',
  'ready',
  'onTheWay',
  'collected',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusNames: Record<OrderStatus, string> = {
  new: 'Оформлен',
  accepted: 'Принят',
  cooking: 'Готовится',
  ready: 'Готов',
  onTheWay: 'В пути',
  collected: 'Выдан',
  delivered: 'Доставлен',
  cancelled: 'Отменён',
};

/** 'Готов': for pickup the guest comes for it, for delivery the courier does. */
export const readyStatusNames = {
  DeliveryByClient: 'Готов к выдаче',
  DeliveryByCourier: 'Готов, ждёт курьера',
} as const;

/** The status as the guest reads it: 'Готов' says who comes for the order. */
export function orderStatusLabel(
  status: OrderStatus,
  serviceType: keyof typeof readyStatusNames,
): string {
  return status === 'ready' ? readyStatusNames[serviceType] : orderStatusNames[status];
}

/**
 * One venue's part of the order. `sent`: the venue's kitchen has it (its POS took it, or the
 * ticket letter went out); `onTheWay` and `done`: the venue's part left with the courier or
 * reached the guest; `declined`: the venue will not make it; `cancelled`: the order was
 * cancelled.
 */
export const ticketStatuses = [
  'sent',
  'accepted',
  'cooking',
  'ready',
  'onTheWay',
  'done',
  'declined',
  'cancelled',
] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Who changed a status: kept with every change in the order's history. */
export const orderActors = ['guest', 'venue', 'pos', 'payment', 'staff', 'system'] as const;
export type OrderActor = (typeof orderActors)[number];

/** The reason kept when the guest cancels the order themselves. */
export const GUEST_CANCEL_REASON = 'Отменён по вашей просьбе';

/**
 * The one-click actions in a venue's ticket letter (venues without a POS): what the button says,
 * what the page says once it is pressed, and the kitchen's action it is.
 */
export const venueActions = {
  accept: { label: 'Принять', done: 'Заказ принят', step: 'accept' },
  cooking: { label: 'Готовится', done: 'Отмечено: готовится', step: 'cooking' },
  ready: { label: 'Готов / передан курьеру', done: 'Отмечено: готов', step: 'ready' },
  handed: { label: 'Выдан гостю', done: 'Отмечено: выдан гостю', step: 'done' },
  decline: { label: 'Отклонить', done: 'Заказ отклонён', step: 'decline' },
} as const satisfies Record<string, { label: string; done: string; step: KitchenAction }>;
export type VenueAction = keyof typeof venueActions;

/** The reason kept when a venue declines without giving one. */
export const VENUE_DECLINE_REASON = 'Ресторан не может приготовить эту часть заказа';
