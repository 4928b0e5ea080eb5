/**
 * The orders board (issue 14 item 2): one card per venue ticket — the order as one venue's
 * kitchen sees it — for the staff member's venues, live, and the actions that move it through
 * the order's lifecycle. Served under /api/staff/orders.
 */
import { z } from 'zod/mini';
import { errorMessages } from './error-messages';
import { idParamField } from './fields';
import { orderStatuses, ticketStatuses } from './order-lifecycle';
import { paymentMethods, paymentStatuses, serviceTypes } from './orders';

/** The board's columns, in order; a ticket `onTheWay` stands in the last one. */
export const boardColumns = ['sent', 'accepted', 'cooking', 'ready'] as const;
export type BoardColumn = (typeof boardColumns)[number];

export const boardColumnNames: Record<BoardColumn, string> = {
  sent: 'Новые',
  accepted: 'Приняты',
  cooking: 'Готовятся',
  ready: 'Готовы / в пути',
};

/** What a venue's staff may do with its ticket, with the words on the buttons. */
export const boardActions = {
  accept: 'Принять',
  decline: 'Отклонить',
  cooking: 'Готовится',
  ready: 'Готов / передан курьеру',
  done: 'Выдан / доставлен',
  cancel: 'Отменить заказ',
} as const;
export type BoardAction = keyof typeof boardActions;

/** 'Принять' asks how long the kitchen needs: minutes, within reason. */
export const ACCEPT_MINUTES_MIN = 5;
export const ACCEPT_MINUTES_MAX = 240;

/** A reason given at 'Отклонить' or 'Отменить заказ', at most this long (it reaches the guest). */
export const BOARD_REASON_MAX = 300;

export const staffOrderSchema = z.object({
  orderId: z.int(),
  /** the order number as guests see it: 0001234 */
  number: z.string(),
  venueId: z.int(),
  /** this venue's ticket */
  ticket: z.enum(ticketStatuses),
  /** the kitchen's minutes to ready, given at 'Принять' */
  readyMinutes: z.nullable(z.int()),
  orderStatus: z.enum(orderStatuses),
  /** placed at (ISO 8601) */
  createdAt: z.string(),
  /**
   * when this venue's kitchen should start on it so every kitchen of the order is ready together
   * (ISO 8601, issue 33); null for an order placed before orders had planned parts
   */
  startAt: z.nullable(z.string()),
  /** the time the guest was promised (ISO 8601); null for an order placed before promises */
  promisedAt: z.nullable(z.string()),
  /** null: as soon as possible; else Vladivostok time 'YYYY-MM-DD HH:mm' */
  completeBefore: z.nullable(z.string()),
  serviceType: z.enum(serviceTypes),
  /** the courier's address as one line; null for pickup */
  address: z.nullable(z.string()),
  customerName: z.string(),
  phone: z.string(),
  comment: z.string(),
  /** 'Оформить без звонка оператора': the guest asked not to be called */
  noCall: z.boolean(),
  payment: z.object({ method: z.enum(paymentMethods), status: z.enum(paymentStatuses) }),
  /** this venue's dishes */
  lines: z.array(
    z.object({
      lineId: z.int(),
      name: z.string(),
      /** the size and modifiers the guest chose ('8 шт · Соевый соус ×2'); '' for none */
      choice: z.string(),
      count: z.int(),
      /** roubles */
      sum: z.number(),
      weightGrams: z.int(),
      /** priced by weight: the final price is given at 'Принять' */
      costPerGram: z.boolean(),
    }),
  ),
  /**
   * what the order's promo code and the guest's points take off this venue's dishes (roubles,
   * its lines' shares; 0 without them): the venue's ticket is its dishes less these
   */
  discount: z.object({
    promoCode: z.nullable(z.string()),
    offer: z.number(),
    points: z.number(),
  }),
  /** why the ticket was declined or the order cancelled */
  reason: z.nullable(z.string()),
  /**
   * whether the signed-in member may cancel the whole order from this card ('Отменить заказ');
   * where not, their way out is declining their own ticket (issue 31 item 3, decision 077)
   */
  mayCancel: z.boolean(),
  /** another kitchen has started: cancelling needs a reason the guest is told */
  cancelNeedsReason: z.boolean(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/**
 * A pre-order (issue 33 item 3): a venue's part of an order due days ahead whose ticket has not
 * reached the kitchen yet (it is sent the notice before its start). Shown apart from the live
 * tickets, in «Предзаказы», until its ticket arrives and it becomes a card.
 */
export const staffPreorderSchema = z.object({
  orderId: z.int(),
  number: z.string(),
  venueId: z.int(),
  /** the time it is due (ISO 8601): the guest's promise */
  promisedAt: z.string(),
  /** when this venue's kitchen should start on it (ISO 8601) */
  startAt: z.string(),
  /** when its ticket reaches the kitchen (ISO 8601) */
  sendAt: z.string(),
  serviceType: z.enum(serviceTypes),
  customerName: z.string(),
  comment: z.string(),
  /** this venue's dishes */
  lines: z.array(
    z.object({ lineId: z.int(), name: z.string(), choice: z.string(), count: z.int() }),
  ),
});
export type StaffPreorder = z.infer<typeof staffPreorderSchema>;

/** The board's words for its pre-orders. */
export const preorderTexts = {
  title: 'Предзаказы',
  /** due at: '23.11, 12:00' */
  due: (when: string) => `к ${when}`,
} as const;

/**
 * The board's live order: the planned start first (earliest first), a card without one (an
 * order placed before issue 33) by the time it was placed; then by order and venue.
 */
export function boardOrder(
  a: Pick<StaffOrder, 'startAt' | 'createdAt' | 'orderId' | 'venueId'>,
  b: Pick<StaffOrder, 'startAt' | 'createdAt' | 'orderId' | 'venueId'>,
): number {
  const at = (card: typeof a) => Date.parse(card.startAt ?? card.createdAt);
  return at(a) - at(b) || a.orderId - b.orderId || a.venueId - b.venueId;
}

/** GET /api/staff/orders?venueId=: the live tickets of the member's venues (or of one). */
export const staffOrdersQuerySchema = z.object({
  venueId: z.optional(idParamField()),
});
export const staffOrdersResponseSchema = z.object({
  orders: z.array(staffOrderSchema),
  /** the pre-orders not yet sent to these venues' kitchens, the soonest start first */
  preorders: z.array(staffPreorderSchema),
});

/**
 * The board's stream (event `preorder`): an order's part at a venue is a pre-order as shown
 * (`preorder`), or no longer one (null: its ticket was sent, or the order cancelled).
 */
export const staffPreorderEventSchema = z.object({
  orderId: z.int(),
  venueId: z.int(),
  preorder: z.nullable(staffPreorderSchema),
});
export type StaffPreorderEvent = z.infer<typeof staffPreorderEventSchema>;

/**
 * POST /api/staff/orders/{orderId}/venues/{venueId}/{action}: `minutes` with accept, `reason`
 * with decline and cancel, `finalPrices` (line id → roubles) with accept for weight-priced dishes.
 */
export const boardActionSchema = z.strictObject({
  minutes: z.optional(z.int().check(z.minimum(ACCEPT_MINUTES_MIN), z.maximum(ACCEPT_MINUTES_MAX))),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(BOARD_REASON_MAX))),
  finalPrices: z.optional(
    z.record(
      z.string().check(z.regex(/^\d{1,10}$/)),
      z.number().check(z.positive(), z.lte(500_000)),
    ),
  ),
});
export type BoardActionRequest = z.infer<typeof boardActionSchema>;

/**
 * The stop list (issue 14 item 4): GET /api/staff/stop-list?venueId= lists a venue's dishes with
 * their availability; POST /api/staff/stop-list/{kind}/{id} `{available}` takes one off or puts
 * it back. With POS=iiko the list is iiko's, shown read-only (`readOnly` and its reason).
 */
export const stopListDishSchema = z.object({
  kind: z.enum(['product', 'special']),
  id: z.int(),
  venueId: z.int(),
  name: z.string(),
  category: z.string(),
  available: z.boolean(),
});
export type StopListDish = z.infer<typeof stopListDishSchema>;
export const stopListQuerySchema = z.object({
  venueId: idParamField(),
});
export const stopListResponseSchema = z.object({
  dishes: z.array(stopListDishSchema),
  /** the POS keeps the stop list: toggles are off, and this says why */
  readOnly: z.nullable(z.string()),
});
export const stopListChangeSchema = z.strictObject({ available: z.boolean() });
export const STOP_LIST_FROM_POS = errorMessages.posManaged;
