/** The order call (API.md "Orders"): POST /api/delivery and GET /api/delivery/getOrder/{id}. */

import { z } from 'zod/mini';
import { MAX_LINE_COUNT } from './basket';
import {
  commentField,
  digitsField,
  emailField,
  houseField,
  nameField,
  phoneField,
  streetField,
  surnameField,
} from './checkout';
import { idField, int4Field, textField } from './fields';
import { dishChoiceSchema } from './modifiers';
import { orderStatuses } from './order-lifecycle';

export const serviceTypes = ['DeliveryByCourier', 'DeliveryByClient'] as const;
export type ServiceType = (typeof serviceTypes)[number];
/** The older names of the same two kinds. */
export const legacyServiceTypes = {
  export1: 'DeliveryByClient',
  export2: 'DeliveryByCourier',
} as const;

/** ONLINE is a bank card on the payment page; SBP (ext) the Faster Payments System, when enabled. */
export const paymentMethods = ['CASH', 'BNCUR', 'ONLINE', 'SBP'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const onlinePaymentMethods = ['ONLINE', 'SBP'] as const;
export type OnlinePaymentMethod = (typeof onlinePaymentMethods)[number];

/** Paid on the site (a card or SBP), not to the courier or at the counter. */
export function isOnlinePayment(method: PaymentMethod): method is OnlinePaymentMethod {
  return method === 'ONLINE' || method === 'SBP';
}

/**
 * How each way of paying reads for the order's kind (SPEC §2 gives the courier's words; a pickup
 * order is paid at the counter, issue 9).
 */
export function paymentLabel(method: PaymentMethod, serviceType: ServiceType): string {
  if (method === 'ONLINE') return 'КАРТОЙ ОНЛАЙН';
  if (method === 'SBP') return 'СБП';
  const pickup = serviceType === 'DeliveryByClient';
  if (method === 'CASH') return pickup ? 'НАЛИЧНЫМИ ПРИ ПОЛУЧЕНИИ' : 'НАЛИЧНЫМИ КУРЬЕРУ';
  return pickup ? 'КАРТОЙ ПРИ ПОЛУЧЕНИИ' : 'БЕЗНАЛИЧНЫЙ РАСЧЕТ КУРЬЕРУ';
}

export const DELIVERY_CITY = 'Владивосток';
export const MAX_ORDER_LINES = 100;
/** Portions of one dish, counted after lines naming the same dish are merged (basket.ts). */
export { MAX_LINE_COUNT };
/**
 * The largest order taken online, delivery included (kopecks): above it a manager takes the order
 * by phone (errType `orderTooLarge`), and no sum can outgrow the database's 32-bit integers.
 */
export const MAX_ORDER_TOTAL_KOPECKS = 500_000_00;

/**
 * id, special and count say what is ordered; `price` (roubles, optional) is the unit price the
 * guest was shown: when the menu's price differs now, the order is refused with 409 `priceChanged`
 * rather than charged at a price the guest never saw. The rest is the browser's snapshot, ignored.
 */
export const orderLineSchema = z.strictObject({
  id: idField(),
  special: z.boolean(),
  count: z.int().check(z.minimum(1), z.maximum(MAX_LINE_COUNT)),
  img: z.optional(textField()),
  name: z.optional(textField()),
  guid: z.optional(textField()),
  price: z.optional(z.number()),
  summa: z.optional(z.number()),
  gramm: z.optional(z.boolean()),
  venueId: z.optional(int4Field()),
  /** *(ext)* the size and modifiers chosen (modifiers.ts); absent: none */
  choice: z.optional(dishChoiceSchema),
});

const deliveryPointSchema = z.strictObject({
  street: z.strictObject({ name: streetField, city: z.optional(textField()) }),
  house: houseField,
  flat: z.optional(z.nullable(digitsField)),
  entrance: z.optional(z.nullable(digitsField)),
  floor: z.optional(z.nullable(digitsField)),
});

/** Longer than any code (3..32): a typed code beyond it is no code. */
export const PROMO_CODE_TYPED_MAX = 64;
/** More points than any order could take (30 % of the largest order). */
export const MAX_POINTS_PER_ORDER = 1_000_000;

export const COMPLETE_BEFORE_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.000$/;

export const createOrderSchema = z.strictObject({
  emailSubscription: z.boolean(),
  data: z.array(orderLineSchema).check(z.minLength(1), z.maxLength(MAX_ORDER_LINES)),
  metadata: z.strictObject({
    isServerOk: z.optional(z.boolean()),
    orderServiceType: z.enum([...serviceTypes, 'export1', 'export2']),
    payment: z.enum(paymentMethods),
    phone: phoneField,
    customer: z.strictObject({
      name: nameField,
      surname: z.optional(surnameField),
      email: z.optional(z.nullable(emailField)),
    }),
    completeBefore: z.nullable(z.string().check(z.regex(COMPLETE_BEFORE_PATTERN))),
    comment: z.optional(commentField),
    deliveryPoint: z.nullable(deliveryPointSchema),
    deliveryZone: z.optional(z.nullable(idField())),
    /** (ext) the delivery fee the guest was shown, roubles: another fee now is `priceChanged` */
    deliveryFee: z.optional(z.number()),
    /** (ext, issue 32) a promo code: one that does not apply is a 422 `promoCodeRefused` */
    promoCode: z.optional(z.string().check(z.maxLength(PROMO_CODE_TYPED_MAX))),
    /** (ext, issue 32) loyalty points to spend, one a rouble: a signed-in guest's */
    points: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_POINTS_PER_ORDER))),
  }),
});
export type CreateOrderRequest = z.infer<typeof createOrderSchema>;
export type OrderLineRequest = CreateOrderRequest['data'][number];
export type DeliveryPointRequest = NonNullable<CreateOrderRequest['metadata']['deliveryPoint']>;

export function serviceTypeOf(
  value: CreateOrderRequest['metadata']['orderServiceType'],
): ServiceType {
  return value === 'export1' || value === 'export2' ? legacyServiceTypes[value] : value;
}

export const createOrderResponseSchema = z.object({
  id: z.int(),
  url: z.string(),
  sum: z.number(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** 409 `priceChanged` (ext): the lines whose price moved, with the menu's price now (roubles). */
export const priceChangedResponseSchema = z.object({
  errType: z.literal('priceChanged'),
  message: z.string(),
  prices: z.array(
    z.object({
      id: z.int(),
      special: z.boolean(),
      price: z.number(),
      /** the line's size and modifiers as sent: each choice of a dish has its own price */
      choice: z.optional(dishChoiceSchema),
    }),
  ),
  /** the zone's fee now, when it differs from the one shown */
  deliveryFee: z.optional(z.number()),
});
export type PriceChangedResponse = z.infer<typeof priceChangedResponseSchema>;

export { type OrderStatus, orderStatuses } from './order-lifecycle';
/**
 * pending: the guest is on the payment page; held: a card payment's money is blocked until the
 * venues accept (then taken for what they accepted); succeeded: taken; canceled: declined,
 * expired or released.
 */
export const paymentStatuses = ['notRequired', 'pending', 'held', 'succeeded', 'canceled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * The movements of an order's online money the guest sees: a card hold, an SBP charge, the hold
 * taken or released, a refund asked for, done, or refused.
 */
export const paymentMoves = [
  'held',
  'paid',
  'captured',
  'released',
  'refunding',
  'refunded',
  'refundFailed',
] as const;
export type PaymentMove = (typeof paymentMoves)[number];

export const orderViewSchema = z.object({
  id: z.int(),
  items: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      /** *(ext)* the size and modifiers chosen ('8 шт · Соевый соус ×2'); absent for none */
      choice: z.optional(z.string()),
      count: z.int(),
      sum: z.number(),
      /** priced by weight: the final sum is set by the venue */
      costPerGram: z.boolean(),
      /** its venue declined its part of the order: it will not come, and is not in the sum */
      declined: z.boolean(),
    }),
  ),
  /** the dishes, without the delivery fee */
  subtotal: z.number(),
  /**
   * *(ext, issue 32)* what the promo code and points take off the dishes still coming and the
   * delivery fee (roubles), named as discount-lines.ts names them: `sum` is after them
   */
  discounts: z.array(z.object({ label: z.string(), amount: z.number(), delivery: z.boolean() })),
  sum: z.number(),
  deliveryFee: z.number(),
  status: z.enum(orderStatuses),
  /** the statuses the order has had, oldest first, each with when (ISO 8601) */
  timeline: z.array(z.object({ status: z.enum(orderStatuses), at: z.string() })),
  /** why the order was cancelled, when it was and a reason was given */
  cancelReason: z.nullable(z.string()),
  /** 'Отменить заказ' is offered: no kitchen has started and no payment is under way */
  canCancel: z.boolean(),
  /** an order "as soon as possible" still on its way to the guest: when to expect it (ISO 8601) */
  expectedBy: z.nullable(z.string()),
  payment: z.object({
    method: z.enum(paymentMethods),
    status: z.enum(paymentStatuses),
    /** (ext) roubles blocked on the card until the venues accept (a card payment) */
    held: z.number(),
    /** (ext) roubles taken: what the venues accepted, or an SBP payment */
    captured: z.number(),
    /** (ext) roubles given back, and given back but not yet confirmed by the provider */
    refunded: z.number(),
    refunding: z.number(),
    /** (ext) each movement of the money, oldest first (ISO 8601 times) */
    history: z.array(z.object({ kind: z.enum(paymentMoves), amount: z.number(), at: z.string() })),
  }),
  serviceType: z.enum(serviceTypes),
  /** null: as soon as possible; else Vladivostok time 'YYYY-MM-DD HH:mm' */
  completeBefore: z.nullable(z.string()),
  /** the courier's address as one line; null for pickup */
  address: z.nullable(z.string()),
  /** pickup: where each venue's dishes are collected */
  pickupPlaces: z.array(z.object({ name: z.string(), street: z.string() })),
  /** a letter with the order went to the guest's e-mail */
  emailGiven: z.boolean(),
  /** the operator calls to confirm ('Оформить без звонка оператора' not ticked) */
  operatorCall: z.boolean(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const onDeliveryPaymentMethods = ['CASH', 'BNCUR'] as const;
export type OnDeliveryPaymentMethod = (typeof onDeliveryPaymentMethods)[number];

/** The order's access: its confirmation URL's key, or the owner's session. */
const orderAccess = { key: z.optional(textField(100)) };
/** The order's key in a query string (GET calls). */
export const orderKeyQuerySchema = z.object(orderAccess);

/** GET /api/delivery/paymentWays (ext): the online ways the shop offers besides a card. */
export const paymentWaysResponseSchema = z.object({ sbp: z.boolean() });
export type PaymentWays = z.infer<typeof paymentWaysResponseSchema>;

/** POST /api/delivery/{id}/retryPayment: a new payment page for an unpaid online order. */
export const retryPaymentSchema = z.strictObject(orderAccess);
export const retryPaymentResponseSchema = z.object({ url: z.string() });
/** POST /api/delivery/{id}/cancel: the guest cancels the order ('Отменить заказ'). */
export const cancelOrderSchema = z.strictObject(orderAccess);

/** POST /api/delivery/{id}/payOnDelivery: the unpaid online order is paid to the courier instead. */
export const payOnDeliverySchema = z.strictObject({
  ...orderAccess,
  payment: z.enum(onDeliveryPaymentMethods),
});

/** The order number as guests see it: 0001234. */
export const ORDER_NUMBER_DIGITS = 7;
export function formatOrderNumber(id: number): string {
  return String(id).padStart(ORDER_NUMBER_DIGITS, '0');
}
