/**
 * What we send iiko, transcribed from iiko Cloud's published description (iikoTransport API,
 * `api-ru.iiko.services`; issue 30 item 8) for every path we call: the fields we use with their
 * required marks, lengths, ranges and enums as the description gives them. The adapter's bodies are
 * typed by these schemas and checked against them before they are sent (a body iiko would refuse
 * never leaves, and the ticket says why); the local iiko (testing/fake-iiko.ts) validates every
 * request by them too. `npm run check:iiko-description -- <file>` compares them with a copy of the
 * description (tools/check-iiko-description.ts); its last result is in decision 074.
 *
 * Where the description and the answers iiko gives disagree, the answers win and the reason is
 * written beside the field. Each schema is named after the description's model.
 */
import { z } from 'zod';

const uuid = z.uuid();
const uuids = z.array(uuid);
/** iiko's 'yyyy-MM-dd HH:mm:ss.fff', the terminal's local time */
const iikoDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/, 'yyyy-MM-dd HH:mm:ss.fff');

/** GetAccessTokenRequest — `/api/1/access_token` */
export const getAccessTokenRequest = z.object({ apiLogin: z.string() });

/**
 * TerminalGroupsRequest, PaymentTypesRequest, GetDeliveryRestrictionsRequest — the calls that take
 * only the organizations (`/api/1/terminal_groups`, `/api/1/payment_types`,
 * `/api/1/delivery_restrictions`)
 */
export const organizationsRequest = z.object({ organizationIds: uuids.min(1) });

/** TerminalGroupsIsAliveRequest, AwakeTerminalGroupsRequest */
export const terminalGroupsOfOrganizationsRequest = z.object({
  organizationIds: uuids.min(1),
  terminalGroupIds: uuids.min(1),
});

/** NomenclatureRequest — `/api/1/nomenclature` */
export const nomenclatureRequest = z.object({
  organizationId: uuid,
  startRevision: z.number().int().nullish(),
});

/** MenuRequest — `/api/2/menu/by_id` */
export const menuByIdRequest = z.object({
  externalMenuId: z.string().min(1),
  organizationIds: uuids.min(1),
  priceCategoryId: z.string().nullish(),
  version: z.number().int().nullish(),
  language: z.string().nullish(),
});

/** StopListsRequest — `/api/1/stop_lists` */
export const stopListsRequest = z.object({
  organizationIds: uuids.min(1),
  returnSize: z.boolean().optional(),
  terminalGroupsIds: uuids.nullish(),
});

/** Modifier (CreateOrder): one modifier of an order item, its amount per portion of the item */
export const orderItemModifier = z.object({
  productId: uuid,
  amount: z.number(),
  productGroupId: uuid.nullish(),
  price: z.number().nullish(),
});

/** ProductOrderItem (OrderItem of type 'Product') */
export const productOrderItem = z.object({
  type: z.literal('Product'),
  productId: uuid,
  amount: z.number().min(0).max(999.999),
  price: z.number(),
  productSizeId: uuid.nullish(),
  modifiers: z.array(orderItemModifier).nullish(),
  comment: z.string().max(255).nullish(),
  /** "MUST be unique for the whole system": a discount's `selectivePositions` name it */
  positionId: uuid.nullish(),
});

/**
 * RmsDiscount (CreateOrder): one of the organization's discount types (`/api/1/discounts`);
 * "amount must be specified only if discount has 'assign amount' setting enabled" — ours is a
 * FlexibleSum type, so it is — on the positions named.
 */
export const rmsDiscount = z.object({
  type: z.literal('RMS'),
  discountTypeId: uuid,
  sum: z.number().optional(),
  selectivePositions: uuids.nullish(),
});

/** DiscountsInfo (CreateOrder): "whether map or non-blank list of discounts must be set" */
export const discountsInfo = z.object({
  discounts: z.array(rmsDiscount).nullish(),
  fixedLoyaltyDiscounts: z.boolean().nullish(),
});

/** DiscountsRequest — `/api/1/discounts` */
export const discountsRequest = z.object({ organizationIds: uuids });

/** CheckStopListRequest — `/api/1/stop_lists/check` */
export const checkStopListRequest = z.object({
  organizationId: uuid,
  terminalGroupId: uuid,
  items: z.array(productOrderItem).min(1),
});

/** GetCommandStatusRequest — `/api/1/commands/status` */
export const commandStatusRequest = z.object({ organizationId: uuid, correlationId: uuid });

/** OrdersByIdRequest — `/api/1/deliveries/by_id` (we ask by our order ids only) */
export const ordersByIdRequest = z.object({
  organizationId: uuid,
  orderIds: uuids.min(1),
});

/** GetAllowedRestrictionsRequest — `/api/1/delivery_restrictions/allowed` */
export const allowedRestrictionsRequest = z.object({
  organizationIds: uuids.min(1),
  deliveryAddress: z
    .object({
      city: z.string().nullish(),
      streetName: z.string().nullish(),
      streetId: uuid.nullish(),
      house: z.string().nullish(),
      building: z.string().nullish(),
      index: z.string().nullish(),
      line1: z.string().nullish(),
      entrance: z.string().nullish(),
    })
    .nullish(),
  orderLocation: z.object({ latitude: z.number(), longitude: z.number() }).nullish(),
  orderItems: z
    .array(
      z.object({
        id: uuid,
        product: z.string(),
        amount: z.number(),
        // "modifiers (absolute amount)": per the whole item, not per portion
        modifiers: z
          .array(z.object({ id: uuid, product: z.string().optional(), amount: z.number() }))
          .optional(),
      }),
    )
    .optional(),
  isCourierDelivery: z.boolean(),
  deliveryDate: iikoDateTime.nullish(),
  deliverySum: z.number().nullish(),
  discountSum: z.number().nullish(),
});

/** AddressLegacy (CreateOrder): the street by name and city */
export const legacyAddress = z.object({
  type: z.literal('legacy'),
  street: z.object({ name: z.string().max(60), city: z.string().max(60) }),
  house: z.string().min(1),
  flat: z.string().max(10).nullish(),
  entrance: z.string().max(10).nullish(),
  floor: z.string().max(10).nullish(),
  doorphone: z.string().max(10).nullish(),
});

/** RegularCustomer and AnonymousCustomer ('one-time'), by `type` */
export const orderCustomer = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('regular'),
    id: uuid.nullish(),
    name: z.string().max(60).nullish(),
    surname: z.string().max(60).nullish(),
    comment: z.string().max(60).nullish(),
    email: z.string().nullish(),
  }),
  z.strictObject({ type: z.literal('one-time'), name: z.string().min(1) }),
]);

/**
 * LoyaltyCardPaymentAdditionalData: the guest whose iikoCard wallet pays (decision 086), found by
 * the credential in its scope (ours: the phone)
 */
export const loyaltyCardPaymentData = z.object({
  type: z.literal('LoyaltyCard'),
  credential: z.string(),
  searchScope: z.enum([
    'Reserved',
    'Phone',
    'CardNumber',
    'CardTrack',
    'PaymentToken',
    'FindFaceId',
  ]),
});

/**
 * Payment (CreateOrder): Cash, Card, LoyaltyCard or External, by `paymentTypeKind`. A payment
 * type of kind `IikoCard` (`/api/1/payment_types`) is paid as `LoyaltyCard`, the guest named in
 * its additional data; "isPrepay: unavailable for LoyaltyCard".
 */
export const orderPayment = z.object({
  paymentTypeKind: z.enum(['Cash', 'Card', 'LoyaltyCard', 'External']),
  sum: z.number().min(0).max(10_000_000_000),
  paymentTypeId: uuid,
  isProcessedExternally: z.boolean().optional(),
  isFiscalizedExternally: z.boolean().optional(),
  isPrepay: z.boolean().optional(),
  paymentAdditionalData: loyaltyCardPaymentData.nullish(),
});

/** LoyaltyInfo (CreateOrder): the coupon iiko's loyalty priced the order with (decision 086) */
export const orderLoyaltyInfo = z.object({
  coupon: z.string().nullish(),
  applicableManualConditions: uuids.nullish(),
});

/** CreateOrderRequest — `/api/1/deliveries/create` */
export const createOrderRequest = z.object({
  organizationId: uuid,
  terminalGroupId: uuid.nullish(),
  createOrderSettings: z
    .object({
      transportToFrontTimeout: z.number().int().positive().nullish(),
      checkStopList: z.boolean().optional(),
    })
    .nullish(),
  order: z.object({
    id: uuid.nullish(),
    externalNumber: z.string().max(50).nullish(),
    completeBefore: iikoDateTime.nullish(),
    phone: z
      .string()
      .min(8)
      .max(40)
      .regex(/^\+\d{8,}$/, 'must begin with "+" and have at least 8 digits'),
    orderServiceType: z.enum(['DeliveryByCourier', 'DeliveryByClient']).nullish(),
    deliveryPoint: z
      .object({ address: legacyAddress.nullish(), comment: z.string().max(500).nullish() })
      .nullish(),
    comment: z.string().nullish(),
    customer: orderCustomer.nullish(),
    items: z.array(productOrderItem).min(1),
    payments: z.array(orderPayment).nullish(),
    discountsInfo: discountsInfo.nullish(),
    loyaltyInfo: orderLoyaltyInfo.nullish(),
  }),
});
export type IikoCreateOrderRequest = z.infer<typeof createOrderRequest>;

/**
 * CalculateCheckinRequest — `/api/1/loyalty/iiko/calculate`: a venue's part of the basket as the
 * order it would be (the same Order as deliveries/create), the coupon in its `loyaltyInfo`
 * (the request's own `coupon` is obsolete)
 */
export const calculateCheckinRequest = z.object({
  organizationId: uuid,
  terminalGroupId: uuid.nullish(),
  order: z.object({
    phone: createOrderRequest.shape.order.shape.phone,
    orderServiceType: z.enum(['DeliveryByCourier', 'DeliveryByClient']).nullish(),
    items: z.array(productOrderItem).min(1),
    loyaltyInfo: orderLoyaltyInfo.nullish(),
  }),
});
export type IikoCalculateRequest = z.infer<typeof calculateCheckinRequest>;

/** GetCustomerInfoByPhoneRequest — `/api/1/loyalty/iiko/customer/info`, the guest by phone */
export const customerInfoRequest = z.object({
  type: z.literal('phone'),
  phone: z.string(),
  organizationId: uuid,
});
