/**
 * Our tickets as iiko's delivery orders (DESIGN.md §4–§5): each ticket becomes one delivery order
 * in its venue's organization, created under our ticket's id so that a retry cannot make a second
 * one; what iiko says of it later is read back into our ticket statuses.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { toRoubles } from '@storefront/contract/money';
import type { TicketStatus } from '@storefront/contract/order-lifecycle';
import type { MenuVenueId } from '@storefront/contract/venues';
import type { z } from 'zod';
import { stableUuid } from '../../lib/stable-uuid';
import type { PosChoice, PosSubmitResult, PosTicket, PosTicketState } from '../pos/pos';
import { IikoApiError, type IikoClient } from './client';
import { deliveryFeeProduct } from './delivery-restrictions';
import { siteDiscountTypeOf } from './discount-types';
import { type IikoVenues, organizationOf } from './organizations';
import {
  IikoConfigurationError,
  type IikoPayment,
  loyaltyPaymentOf,
  paymentOf,
} from './payment-types';
import { terminalGroupOf } from './terminals';
import {
  type IikoCreateAnswer,
  type IikoErrorInfo,
  iikoCommandStatusAnswerSchema,
  iikoCreateAnswerSchema,
  iikoOrdersByIdAnswerSchema,
} from './wire/deliveries';
import { createOrderRequest, type productOrderItem } from './wire/requests';

/** How a created order is followed while iiko creates it. */
export interface CreationPolling {
  /** polls of the creation status before settling for "still in progress" */
  attempts: number;
  /** pause before each poll */
  intervalMs: number;
}

/**
 * A dish as iiko's order item (ProductOrderItem): the delivery and the stop-list check send the
 * same, so a size stopped alone (iiko keeps stop lists per size) is caught before the guest pays.
 *
 * Each position is at its own price, as iiko sums an order (decision 068): the item at the size's
 * or dish's own price, each modifier at its own price per portion, its amount per portion of the
 * dish (iiko's modifiers depend on their dish's amount unless the menu says otherwise), and iiko
 * makes the modifiers' free portions free by its own menu — the rule our prices follow
 * (the contract's `choicePriceKopecks`). A line kept before its own price was (no
 * `ownPriceKopecks`) goes as it was paid: the whole portion's price on the item, its modifiers at
 * 0, so the sum still agrees.
 */
export function orderItem(
  productId: string,
  amount: number,
  priceKopecks: number,
  choice: PosChoice | null,
): z.input<typeof productOrderItem> {
  const ownPriceKopecks = choice?.ownPriceKopecks;
  return {
    productId,
    type: 'Product',
    amount,
    price: toRoubles(ownPriceKopecks ?? priceKopecks),
    ...(choice?.sizeId ? { productSizeId: choice.sizeId } : {}),
    ...(choice && choice.modifiers.length > 0
      ? {
          modifiers: choice.modifiers.map((modifier) => ({
            productId: modifier.productId,
            amount: modifier.amount,
            ...(modifier.groupId ? { productGroupId: modifier.groupId } : {}),
            price: ownPriceKopecks === undefined ? 0 : toRoubles(modifier.priceKopecks),
          })),
        }
      : {}),
  };
}

/**
 * iiko's delivery statuses (`order.status` of deliveries/by_id and of the DeliveryOrderUpdate
 * webhook) as our ticket statuses. A venue's ticket is one iiko delivery order; the venue
 * cancelling it there declines its part.
 */
const iikoTicketStatuses: Record<string, TicketStatus> = {
  Unconfirmed: 'sent',
  WaitCooking: 'accepted',
  ReadyForCooking: 'accepted',
  CookingStarted: 'cooking',
  CookingCompleted: 'ready',
  Waiting: 'ready',
  OnWay: 'onTheWay',
  Delivered: 'done',
  Closed: 'done',
  Cancelled: 'declined',
};

/** What iiko says of one of our tickets (a webhook's eventInfo, or a deliveries/by_id order). */
export function iikoTicketState(info: {
  creationStatus?: string | null;
  errorInfo?: { description?: string | null; message?: string | null } | null;
  order?: { status?: string | null } | null;
}): PosTicketState {
  if (info.creationStatus === 'Error') {
    const said = info.errorInfo?.description || info.errorInfo?.message;
    return {
      status: 'declined',
      // kept as the ticket's detail: a NUL from iiko would make its update fail
      reason: said?.replaceAll('\u0000', '') || 'iiko не приняла заказ',
    };
  }
  const status = info.order?.status ? (iikoTicketStatuses[info.order.status] ?? null) : null;
  return { status, reason: status === 'declined' ? 'Отменён в iiko' : null };
}

/**
 * iiko's answer to a create with an order id it already holds. The error code DuplicatedOrderId is
 * documented; the exact wording and whether it comes as a 400 or as a failed creation is not, so
 * both are read, and the existing order is looked up before we believe it.
 */
const duplicateText = /DuplicatedOrderId|already exists|уже существует/i;

/** How a ticket is sent: the creation's polling and what configuration chooses. */
export interface TicketSettings {
  polling: CreationPolling;
  /** IIKO_ONLINE_PAYMENT_TYPE: the code of the payment type for payments made on the site */
  onlinePaymentTypeCode?: string;
  /** IIKO_DISCOUNT_TYPE: the name of the discount type the site's discounts go as */
  discountTypeName?: string;
  /** IIKO_DELIVERY_FEE_PRODUCT_ID: the fee's product where iiko's zone names none */
  deliveryFeeProductId?: string;
  /**
   * IIKO_LOYALTY=iikocard (decision 086): the code goes as the order's coupon and the points as a
   * payment by the guest's wallet, of the type IIKO_LOYALTY_PAYMENT_TYPE names (else kind IikoCard)
   */
  loyalty?: { paymentTypeCode?: string };
  /**
   * the least time iiko holds an order for an iikoFront that is off line, seconds (iiko's own is
   * 8 s, then the order is nullified); an order for a time waits at least until it is due
   */
  frontWaitSeconds: number;
  now: () => number;
}

/** Vladivostok's offset: iiko's local times (`completeBefore`) are the terminal's, UTC+10 all year. */
const VLADIVOSTOK_OFFSET = '+10:00';

/**
 * `createOrderSettings.transportToFrontTimeout` (decision 071): an order as soon as possible waits
 * `frontWaitSeconds` for its kitchen; one for a time waits until it is due, and no less.
 */
export function frontTimeoutSeconds(ticket: PosTicket, settings: TicketSettings): number {
  if (!ticket.completeBefore) return settings.frontWaitSeconds;
  const due = Date.parse(`${ticket.completeBefore.replace(' ', 'T')}${VLADIVOSTOK_OFFSET}`);
  const untilDue = Number.isNaN(due) ? 0 : Math.ceil((due - settings.now()) / 1000);
  return Math.max(settings.frontWaitSeconds, untilDue);
}

/**
 * The customer (decision 070): iiko's `regular` customer joins the group's loyalty programme and
 * its customer base, which needs the guest's consent to it; until our guests can give that
 * consent (the loyalty issue), every customer is `one-time`, named for this order only.
 */
function customerOf(ticket: PosTicket) {
  const { name, surname } = ticket.customer;
  return { type: 'one-time' as const, name: [name, surname].filter(Boolean).join(' ') };
}

/** The delivery fee as a position of its product (decision 068), or nothing. */
function feeItem(
  ticket: PosTicket,
  feeProductId: string | null,
): z.input<typeof productOrderItem>[] {
  if (ticket.deliveryFeeKopecks <= 0 || !feeProductId) return [];
  return [
    {
      productId: feeProductId,
      type: 'Product' as const,
      amount: 1,
      price: toRoubles(ticket.deliveryFeeKopecks),
    },
  ];
}

/** A line's position id: stable across retries of the ticket, unique to it (iiko asks both). */
const positionIdOf = (ticket: PosTicket, index: number) =>
  stableUuid(`pos-position:${ticket.ticketId}:${index}`);

/**
 * What a ticket's discount is in iiko: with our own rewards, its offers and points together
 * (decision 084); with iikoCard the offers alone — iiko's own calculated discounts — the points
 * going as a payment by the guest's wallet, and the code as the order's coupon (decision 086).
 */
interface TicketDiscount {
  kopecks: number;
  lines: number[];
  /** the points paid by the guest's iikoCard wallet, kopecks; 0 with our own points */
  walletKopecks: number;
  coupon: string | null;
}

function ticketDiscount(ticket: PosTicket, settings: TicketSettings): TicketDiscount {
  const { rewards } = ticket;
  if (!settings.loyalty || !rewards) {
    return {
      kopecks: ticket.discountKopecks,
      lines: ticket.discountedLines,
      walletKopecks: 0,
      coupon: null,
    };
  }
  return {
    kopecks: ticket.discountKopecks - rewards.pointsKopecks,
    lines: rewards.offerLines,
    walletKopecks: rewards.pointsKopecks,
    coupon: rewards.code,
  };
}

/**
 * The ticket's discount as one RMS discount of the site's type (decision 084): the sum we assign,
 * on the positions it was taken from. The items keep their menu prices (iiko checks them), so the
 * positions less the discount are what the payments say.
 */
function discountsOf(ticket: PosTicket, discount: TicketDiscount, discountTypeId: string | null) {
  if (discount.kopecks <= 0 || !discountTypeId) return undefined;
  return {
    discounts: [
      {
        type: 'RMS' as const,
        discountTypeId,
        sum: toRoubles(discount.kopecks),
        selectivePositions: discount.lines.map((index) => positionIdOf(ticket, index)),
      },
    ],
  };
}

/** What the ticket is paid by: the guest's way, and the wallet's points with iikoCard. */
function paymentsOf(ticket: PosTicket, discount: TicketDiscount, payments: TicketPayments) {
  // what the guest pays for this ticket: its dishes less their discount and the fee it carries,
  // which its positions less the discount add up to
  const due = ticket.dishesKopecks - ticket.discountKopecks + ticket.deliveryFeeKopecks;
  const wallet =
    payments.wallet && discount.walletKopecks > 0
      ? [{ ...payments.wallet, sum: toRoubles(discount.walletKopecks) }]
      : [];
  return [
    ...(due > 0 || wallet.length === 0 ? [{ ...payments.guest, sum: toRoubles(due) }] : []),
    ...wallet,
  ];
}

/** The ticket's payment types: the guest's, and with iikoCard's points the wallet's. */
interface TicketPayments {
  guest: IikoPayment;
  wallet: IikoPayment | null;
}

/** `POST /api/1/deliveries/create`'s body for one ticket. */
function orderBody(
  ticket: PosTicket,
  settings: TicketSettings,
  target: { organizationId: string; terminalGroupId: string },
  payments: TicketPayments,
  feeProductId: string | null,
  discountTypeId: string | null,
): z.input<typeof createOrderRequest> {
  const point = ticket.deliveryPoint;
  const comment = ticket.comment.trim();
  const discount = ticketDiscount(ticket, settings);
  return {
    ...target,
    createOrderSettings: { transportToFrontTimeout: frontTimeoutSeconds(ticket, settings) },
    order: {
      // our UUID: iiko refuses a second order with the same id, so a retried create is harmless
      id: ticket.ticketId,
      externalNumber: String(ticket.orderId),
      // already the terminal's local time (Vladivostok) in iiko's 'yyyy-MM-dd HH:mm:ss.fff'; null: asap
      completeBefore: ticket.completeBefore ?? undefined,
      phone: ticket.phone,
      orderServiceType: ticket.serviceType,
      deliveryPoint:
        ticket.serviceType === 'DeliveryByCourier' && point
          ? {
              address: {
                // the street by name (no iiko street classifier here): iiko's "legacy" address
                type: 'legacy',
                street: { name: point.street, city: point.city },
                house: point.house,
                flat: point.flat ?? undefined,
                entrance: point.entrance ?? undefined,
                floor: point.floor ?? undefined,
              },
            }
          : undefined,
      comment: comment || undefined,
      customer: customerOf(ticket),
      items: [
        ...ticket.lines.map((line, index) => ({
          ...orderItem(line.productId, line.count, line.priceKopecks, line.choice),
          ...(discount.lines.includes(index) ? { positionId: positionIdOf(ticket, index) } : {}),
        })),
        ...feeItem(ticket, feeProductId),
      ],
      discountsInfo: discountsOf(ticket, discount, discountTypeId),
      payments: paymentsOf(ticket, discount, payments),
      // the coupon iikoCard priced the order with, so that iiko counts its use (decision 086)
      loyaltyInfo: discount.coupon ? { coupon: discount.coupon } : undefined,
    },
  };
}

const accepted = (externalId: string): PosSubmitResult => ({ status: 'accepted', externalId });
const rejected = (reason: string): PosSubmitResult => ({ status: 'rejected', reason });

function describeErrorInfo(info: IikoErrorInfo): string {
  return info?.description || info?.message || info?.code || 'iiko refused the order';
}

/**
 * iiko says the order id is taken: by this very ticket, on an earlier attempt whose answer we
 * lost. Its own creation status decides; if iiko does not know the order after all, the
 * "duplicate" was something else and its reason stands.
 */
async function settleDuplicate(
  client: IikoClient,
  organizationId: string,
  ticketId: string,
  reason: string,
): Promise<PosSubmitResult> {
  const answer = await client.call(
    '/api/1/deliveries/by_id',
    { organizationId, orderIds: [ticketId] },
    iikoOrdersByIdAnswerSchema,
  );
  const order = answer.orders.find((o) => o.id === ticketId);
  if (!order) return rejected(reason);
  if (order.creationStatus === 'Error') return rejected(describeErrorInfo(order.errorInfo));
  return accepted(order.id);
}

/** Creation is asynchronous in iiko: follow the command until iikoFront takes or refuses it. */
async function followCreation(
  client: IikoClient,
  polling: CreationPolling,
  organizationId: string,
  correlationId: string,
  ticketId: string,
  externalId: string,
): Promise<PosSubmitResult> {
  for (let poll = 0; poll < polling.attempts; poll++) {
    await delay(polling.intervalMs);
    const status = await client.call(
      '/api/1/commands/status',
      { organizationId, correlationId },
      iikoCommandStatusAnswerSchema,
    );
    if (status.state === 'Success') return accepted(externalId);
    if (status.state === 'Error') {
      const reason =
        status.errorReason || status.exception?.message || 'iiko could not create the order';
      return duplicateText.test(reason)
        ? settleDuplicate(client, organizationId, ticketId, reason)
        : rejected(reason);
    }
  }
  // Still InProgress: iiko holds the order under our id, so calling it accepted cannot duplicate
  // it, while waiting longer would hold up the outbox. A later failure (iikoFront never took
  // it) reaches us through iiko's DeliveryOrderError webhook, or by re-reading deliveries/by_id.
  return accepted(externalId);
}

/** `POST /api/1/deliveries/create` for the ticket, then what iiko makes of it. */
export async function submitTicket(
  client: IikoClient,
  venues: IikoVenues,
  settings: TicketSettings,
  ticket: PosTicket,
): Promise<PosSubmitResult> {
  if (ticket.serviceType === 'DeliveryByCourier' && !ticket.deliveryPoint) {
    return rejected('courier delivery without a delivery address');
  }
  const organizationId = organizationOf(venues, ticket.venueId);
  const terminalGroupId = await terminalGroupOf(client, venues, organizationId);
  const discount = ticketDiscount(ticket, settings);
  const [payment, wallet, feeProductId, discountTypeId] = await Promise.all([
    paymentOf(
      client,
      organizationId,
      terminalGroupId,
      ticket.payment.method,
      settings.onlinePaymentTypeCode,
    ),
    discount.walletKopecks > 0
      ? loyaltyPaymentOf(
          client,
          organizationId,
          terminalGroupId,
          settings.loyalty?.paymentTypeCode,
          ticket.phone,
        )
      : null,
    ticket.deliveryFeeKopecks > 0
      ? deliveryFeeProduct(
          client,
          organizationId,
          ticket.deliveryZone,
          settings.deliveryFeeProductId,
        )
      : null,
    discount.kopecks > 0
      ? siteDiscountTypeOf(client, organizationId, settings.discountTypeName)
      : null,
  ]);
  if (ticket.deliveryFeeKopecks > 0 && !feeProductId) {
    throw new IikoConfigurationError(
      `iiko organization ${organizationId} names no delivery-service product for the zone ${ticket.deliveryZone ?? '(one of ours)'}: name one in iiko's delivery restrictions or set IIKO_DELIVERY_FEE_PRODUCT_ID`,
    );
  }

  // a body iiko's description refuses never leaves: the ticket is refused here, saying why
  const body = createOrderRequest.safeParse(
    orderBody(
      ticket,
      settings,
      { organizationId, terminalGroupId },
      { guest: payment, wallet },
      feeProductId,
      discountTypeId,
    ),
  );
  if (!body.success) {
    return rejected(
      `the order does not fit iiko's description: ${body.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  }

  let created: IikoCreateAnswer;
  try {
    created = await client.call('/api/1/deliveries/create', body.data, iikoCreateAnswerSchema);
  } catch (error) {
    // iiko's validation refusals; everything else (401 after a fresh token, 403, 5xx…) throws
    if (error instanceof IikoApiError && [400, 409, 422].includes(error.status)) {
      const reason = error.description ?? error.message;
      return duplicateText.test(`${error.code ?? ''} ${reason}`)
        ? settleDuplicate(client, organizationId, ticket.ticketId, reason)
        : rejected(reason);
    }
    throw error;
  }

  const { orderInfo } = created;
  if (orderInfo.creationStatus === 'Success') return accepted(orderInfo.id);
  if (orderInfo.creationStatus === 'Error') {
    const reason = describeErrorInfo(orderInfo.errorInfo);
    return orderInfo.errorInfo?.code === 'DuplicatedOrderId' || duplicateText.test(reason)
      ? settleDuplicate(client, organizationId, ticket.ticketId, reason)
      : rejected(reason);
  }
  return followCreation(
    client,
    settings.polling,
    organizationId,
    created.correlationId,
    ticket.ticketId,
    orderInfo.id,
  );
}

/** deliveries/by_id for a ticket whose webhook is late. */
export async function ticketState(
  client: IikoClient,
  venues: IikoVenues,
  ticket: { ticketId: string; venueId: MenuVenueId },
): Promise<PosTicketState | null> {
  const answer = await client.call(
    '/api/1/deliveries/by_id',
    { organizationId: organizationOf(venues, ticket.venueId), orderIds: [ticket.ticketId] },
    iikoOrdersByIdAnswerSchema,
  );
  const order = answer.orders.find((o) => o.id === ticket.ticketId);
  return order ? iikoTicketState(order) : null;
}
