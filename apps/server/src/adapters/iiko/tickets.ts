/**
 * Our tickets as iiko's delivery orders (DESIGN.md §4–§5): each ticket becomes one delivery order
 * in its venue's organization, created under our ticket's id so that a retry cannot make a second
 * one; what iiko says of it later is read back into our ticket statuses.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { toRoubles } from '@storefront/contract/money';
import type { TicketStatus } from '@storefront/contract/order-lifecycle';
import type { MenuVenueId } from '@storefront/contract/venues';
import type { PosChoice, PosSubmitResult, PosTicket, PosTicketState } from '../pos/pos';
import { IikoApiError, type IikoClient } from './client';
import { type IikoVenues, organizationOf } from './organizations';
import { terminalGroupOf } from './terminals';
import {
  type IikoCreateAnswer,
  type IikoErrorInfo,
  type IikoPaymentType,
  iikoCommandStatusAnswerSchema,
  iikoCreateAnswerSchema,
  iikoOrdersByIdAnswerSchema,
  iikoPaymentTypesAnswerSchema,
} from './wire/deliveries';

/** How a created order is followed while iiko creates it. */
export interface CreationPolling {
  /** polls of the creation status before settling for "still in progress" */
  attempts: number;
  /** pause before each poll */
  intervalMs: number;
}

/**
 * A dish as iiko's order item (RequestCreateOrderProductOrderItem): the delivery and the
 * stop-list check send the same, so a size stopped alone (iiko keeps stop lists per size) is
 * caught before the guest pays. The size and modifiers are iiko's menu's own ids; its own free
 * amounts apply there.
 */
export function orderItem(
  productId: string,
  amount: number,
  priceKopecks: number,
  choice: PosChoice | null,
) {
  return {
    productId,
    type: 'Product',
    amount,
    price: toRoubles(priceKopecks),
    ...(choice?.sizeId ? { productSizeId: choice.sizeId } : {}),
    ...(choice && choice.modifiers.length > 0
      ? {
          modifiers: choice.modifiers.map((modifier) => ({
            productId: modifier.productId,
            amount: modifier.amount,
            ...(modifier.groupId ? { productGroupId: modifier.groupId } : {}),
            price: toRoubles(modifier.priceKopecks),
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
    return {
      status: 'declined',
      reason: info.errorInfo?.description || info.errorInfo?.message || 'iiko не приняла заказ',
    };
  }
  const status = info.order?.status ? (iikoTicketStatuses[info.order.status] ?? null) : null;
  return { status, reason: status === 'declined' ? 'Отменён в iiko' : null };
}

/** Our payment methods in iiko's terms. */
const paymentKinds = {
  CASH: { kind: 'Cash', external: false },
  BNCUR: { kind: 'Card', external: false },
  // paid on our site through the payment provider: the cashier must not charge it again
  ONLINE: { kind: 'Card', external: true },
} as const;

/**
 * iiko's answer to a create with an order id it already holds. The error code DuplicatedOrderId is
 * documented; the exact wording and whether it comes as a 400 or as a failed creation is not, so
 * both are read, and the existing order is looked up before we believe it.
 */
const duplicateText = /DuplicatedOrderId|already exists|уже существует/i;

function paymentTypesOf(client: IikoClient, organizationId: string): Promise<IikoPaymentType[]> {
  return client.cached(`payment-types:${organizationId}`, async () => {
    const answer = await client.call(
      '/api/1/payment_types',
      { organizationIds: [organizationId] },
      iikoPaymentTypesAnswerSchema,
    );
    return answer.paymentTypes;
  });
}

/** The payment type of a kind, preferring live ones that allow our processing on our terminal. */
function pickPaymentType(
  types: IikoPaymentType[],
  kind: string,
  external: boolean,
  terminalGroupId: string,
): IikoPaymentType | undefined {
  const processingFits = (type: IikoPaymentType) =>
    !type.paymentProcessingType ||
    type.paymentProcessingType === 'Both' ||
    type.paymentProcessingType === (external ? 'External' : 'Internal');
  const onTerminal = (type: IikoPaymentType) =>
    !type.terminalGroups?.length || type.terminalGroups.some((g) => g.id === terminalGroupId);
  const rank = (type: IikoPaymentType) =>
    (type.isDeleted ? 4 : 0) + (processingFits(type) ? 0 : 2) + (onTerminal(type) ? 0 : 1);
  return types.filter((type) => type.paymentTypeKind === kind).sort((a, b) => rank(a) - rank(b))[0];
}

/** `POST /api/1/deliveries/create`'s body for one ticket. */
function orderBody(
  ticket: PosTicket,
  organizationId: string,
  terminalGroupId: string,
  paymentType: IikoPaymentType,
) {
  const { kind, external } = paymentKinds[ticket.payment.method];
  const point = ticket.deliveryPoint;
  const feeKopecks = ticket.deliveryFeeKopecks;
  const comment = [
    ticket.comment.trim(),
    // iiko's items carry the dishes only; the fee is in the payment, so staff see why
    feeKopecks > 0 ? `Доставка ${toRoubles(feeKopecks)} ₽ включена в оплату` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    organizationId,
    terminalGroupId,
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
      customer: {
        type: 'regular',
        name: ticket.customer.name,
        surname: ticket.customer.surname || undefined,
        email: ticket.customer.email ?? undefined,
      },
      items: ticket.lines.map((line) =>
        orderItem(line.productId, line.count, line.priceKopecks, line.choice),
      ),
      payments: [
        {
          paymentTypeKind: kind,
          sum: toRoubles(ticket.dishesKopecks + feeKopecks),
          paymentTypeId: paymentType.id,
          isProcessedExternally: external,
        },
      ],
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
  polling: CreationPolling,
  ticket: PosTicket,
): Promise<PosSubmitResult> {
  if (ticket.serviceType === 'DeliveryByCourier' && !ticket.deliveryPoint) {
    return rejected('courier delivery without a delivery address');
  }
  const organizationId = organizationOf(venues, ticket.venueId);
  const [terminalGroupId, paymentTypes] = await Promise.all([
    terminalGroupOf(client, venues, organizationId),
    paymentTypesOf(client, organizationId),
  ]);
  const { kind, external } = paymentKinds[ticket.payment.method];
  const paymentType = pickPaymentType(paymentTypes, kind, external, terminalGroupId);
  if (!paymentType) {
    throw new Error(`iiko organization ${organizationId} has no payment type of kind ${kind}`);
  }

  let created: IikoCreateAnswer;
  try {
    created = await client.call(
      '/api/1/deliveries/create',
      orderBody(ticket, organizationId, terminalGroupId, paymentType),
      iikoCreateAnswerSchema,
    );
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
    polling,
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
