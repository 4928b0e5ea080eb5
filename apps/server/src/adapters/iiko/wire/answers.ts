/**
 * iiko's answers about delivery orders and its webhook events, transcribed from iiko Cloud's
 * published description (issue 30 item 8, decision 074): `OrdersResponse`, `OrderResponse`,
 * `OrderInfo` and the delivery `Order` with what it requires, the command status, and the
 * `DeliveryOrderUpdate` / `DeliveryOrderError` / `StopListUpdate` events.
 *
 * The adapter reads iiko's answers leniently (deliveries.ts: only the fields it uses). These are the
 * strict side: the local iiko (testing/fake-iiko.ts) checks every answer and event it gives against
 * them, so the adapter is tested against answers of iiko's own shape, and
 * `npm run check:iiko-description` compares them with the description, field by field.
 */
import { z } from 'zod';

const text = z.string();
const optionalText = z.string().nullish();
/** iiko's ids are GUIDs: any 8-4-4-4-12 hex, not only RFC 4122's versions */
const uuid = z.guid();
/** 'yyyy-MM-dd HH:mm:ss.fff' */
const iikoTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/);

export const describedDeliveryStatuses = [
  'Unconfirmed',
  'WaitCooking',
  'ReadyForCooking',
  'CookingStarted',
  'CookingCompleted',
  'Waiting',
  'OnWay',
  'Delivered',
  'Closed',
  'Cancelled',
] as const;
export type IikoDeliveryStatus = (typeof describedDeliveryStatuses)[number];

/** ErrorInfo (its code from iiko's ErrorCode list; we name the ones our local iiko gives) */
export const describedErrorInfo = z.object({
  code: z.enum([
    'Common',
    'DuplicatedOrderId',
    'PaymentTypeNotFound',
    'ProductNotFound',
    'RequestProductPriceIsNotEqualToFrontPrice',
    'TerminalGroupDisabled',
  ]),
  message: optionalText,
  description: optionalText,
});
export type DescribedErrorCode = z.infer<typeof describedErrorInfo>['code'];

/** Product (of an order item or modifier): its id and name */
const describedProduct = z.object({ id: uuid, name: text });

/** OrderItemModifier */
const describedModifier = z.object({
  product: describedProduct,
  amount: z.number(),
  amountIndependentOfParentAmount: z.boolean(),
  price: z.number(),
  pricePredefined: z.boolean(),
  resultSum: z.number(),
});

/** ProductOrderItem (OrderItem of type 'Product') */
const describedProductItem = z.object({
  type: z.literal('Product'),
  status: z.enum(['Added', 'PrintedNotCooking', 'CookingStarted', 'CookingCompleted', 'Served']),
  amount: z.number(),
  product: describedProduct,
  size: z.object({ id: uuid, name: text }).nullish(),
  modifiers: z.array(describedModifier).nullish(),
  price: z.number(),
  cost: z.number(),
  pricePredefined: z.boolean(),
  resultSum: z.number(),
  comment: optionalText,
});

/** PaymentItem */
const describedPayment = z.object({
  paymentType: z.object({
    id: uuid,
    name: text,
    kind: z.enum([
      'Unknown',
      'Cash',
      'Card',
      'Credit',
      'Writeoff',
      'Voucher',
      'External',
      'SmartSale',
      'Sberbank',
      'Trpos',
    ]),
  }),
  sum: z.number(),
  isPreliminary: z.boolean(),
  isExternal: z.boolean(),
  isProcessedExternally: z.boolean(),
  isPrepay: z.boolean(),
});

/** Order: a delivery order as iiko keeps it (the fields it requires, and the ones we give) */
export const describedOrder = z.object({
  customer: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('one-time'), name: text }),
      z.object({ type: z.literal('regular'), id: uuid, name: text, surname: optionalText }),
    ])
    .nullish(),
  phone: text,
  status: z.enum(describedDeliveryStatuses),
  completeBefore: iikoTime,
  whenCreated: iikoTime,
  cookingStartTime: iikoTime,
  comment: optionalText,
  sum: z.number(),
  number: z.number().int(),
  guestsInfo: z.object({ count: z.number().int(), splitBetweenPersons: z.boolean() }).nullable(),
  items: z.array(describedProductItem),
  payments: z.array(describedPayment).nullish(),
  orderType: z
    .object({
      id: uuid,
      name: text,
      orderServiceType: z.enum(['Common', 'DeliveryByCourier', 'DeliveryByClient']),
    })
    .nullable(),
  terminalGroupId: uuid,
  processedPaymentsSum: z.number().nullable(),
});
export type DescribedOrder = z.infer<typeof describedOrder>;

/** OrderInfo: the order's creation and, once created, the order */
export const describedOrderInfo = z.object({
  id: uuid,
  posId: optionalText,
  externalNumber: optionalText,
  organizationId: uuid,
  timestamp: z.number().int(),
  creationStatus: z.enum(['Success', 'InProgress', 'Error']),
  errorInfo: describedErrorInfo.nullish(),
  order: describedOrder.nullish(),
});
export type DescribedOrderInfo = z.infer<typeof describedOrderInfo>;

/** OrderResponse — `/api/1/deliveries/create` */
export const describedCreateAnswer = z.object({
  correlationId: uuid,
  orderInfo: describedOrderInfo,
});

/** OrdersResponse — `/api/1/deliveries/by_id` */
export const describedOrdersAnswer = z.object({
  correlationId: uuid,
  orders: z.array(describedOrderInfo),
});

/** GetCommandStatusResponse — `/api/1/commands/status`, by `state` */
export const describedCommandStatus = z.discriminatedUnion('state', [
  z.object({ state: z.literal('InProgress') }),
  z.object({ state: z.literal('Success') }),
  z.object({
    state: z.literal('Error'),
    exception: z.object({ message: text }).nullish(),
    errorReason: optionalText,
  }),
]);

const eventHeader = {
  /** UTC, 'yyyy-MM-dd HH:mm:ss.fff' */
  eventTime: iikoTime,
  organizationId: uuid,
  correlationId: uuid,
};

/** DeliveryOrderUpdateWebHookEventInfo and DeliveryOrderErrorWebHookEventInfo */
export const describedDeliveryEvent = z.object({
  eventType: z.enum(['DeliveryOrderUpdate', 'DeliveryOrderError']),
  ...eventHeader,
  eventInfo: describedOrderInfo,
});

/** StopListUpdateWebHookEventInfo */
export const describedStopListEvent = z.object({
  eventType: z.literal('StopListUpdate'),
  ...eventHeader,
  eventInfo: z.object({
    terminalGroupsStopListsUpdates: z.array(z.object({ id: uuid, isFull: z.boolean() })),
  }),
});
