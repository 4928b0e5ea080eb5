/**
 * The kitchen's actions on its ticket, apart from order-lifecycle.ts so that the guest's pages,
 * which read the statuses, do not carry the back office's table.
 */
import type { TicketStatus } from './order-lifecycle';

/**
 * What a venue's kitchen does with its ticket — on the staff board or by its ticket letter's
 * buttons — in the order a kitchen uses them: the ticket statuses each is offered from, and the
 * status it sets for a courier order and for a pickup ('ready' hands a courier order to the
 * courier). The one table the board, the letters and the board's buttons read.
 */
export const kitchenActions = {
  accept: { from: ['sent'], courier: 'accepted', pickup: 'accepted' },
  cooking: { from: ['accepted'], courier: 'cooking', pickup: 'cooking' },
  ready: { from: ['cooking'], courier: 'onTheWay', pickup: 'ready' },
  done: { from: ['ready', 'onTheWay'], courier: 'done', pickup: 'done' },
  decline: { from: ['sent', 'accepted'], courier: 'declined', pickup: 'declined' },
} as const satisfies Record<
  string,
  { from: readonly TicketStatus[]; courier: TicketStatus; pickup: TicketStatus }
>;
export type KitchenAction = keyof typeof kitchenActions;

/** The kitchen's actions in the order it uses them . */
export const kitchenActionOrder: readonly KitchenAction[] = [
  'accept',
  'cooking',
  'ready',
  'done',
  'decline',
];

/** The ticket status a kitchen's action sets on an order of this kind. */
export function ticketStatusAfter(
  action: KitchenAction,
  serviceType: 'DeliveryByCourier' | 'DeliveryByClient',
): TicketStatus {
  const step = kitchenActions[action];
  return serviceType === 'DeliveryByCourier' ? step.courier : step.pickup;
}

/** The kitchen's actions offered on a ticket in this status, in the order a kitchen uses them. */
export function kitchenActionsFrom(ticket: TicketStatus): KitchenAction[] {
  return kitchenActionOrder.filter((action) =>
    (kitchenActions[action].from as readonly TicketStatus[]).includes(ticket),
  );
}
