/**
 * An order's payment moving on: the provider's word on it, the outcome of a capture, release or
 * refund, a hold released before it runs out, a declined payment reopened for a new attempt or
 * turned into payment on delivery. The money itself is moved by settlement.ts.
 */
import {
  isOnlinePayment,
  type OnDeliveryPaymentMethod,
  type PaymentStatus,
} from '@storefront/contract/orders';
import type { PaymentState } from '../../adapters/payments/payments';
import { enqueue, outboxEvent } from '../outbox/topics';
import type { Lifecycle } from './lifecycle';
import { dueItems, type KeyedReceipt } from './money';
import { announce, paymentEvent } from './order-events';
import { enqueueConfirmedOrder } from './queued-work';
import {
  findOperation,
  findOrder,
  insertOperation,
  linesOf,
  type OperationRow,
  type OrderRow,
  operationsOf,
  recordEvents,
  updateOperation,
  updateOrder,
  updateOrderIf,
} from './repository';
import type { OperationOutcome } from './settlement';
import { canChangePaymentStatus } from './transitions';

const paymentStatusOfState: Record<PaymentState, PaymentStatus> = {
  pending: 'pending',
  held: 'held',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

/** The provider's word on a payment, as the lifecycle takes it. */
export interface ProviderWord {
  state: PaymentState;
  /** held: blocked; succeeded: taken */
  amountKopecks: number;
  /** the provider's reason for a canceled payment (expired_on_capture, …) */
  cancellationReason?: string | null;
}

/**
 * The provider's word on the order's payment `paymentId`, applied if it moves the payment on.
 * A declined one leaves the order waiting, unsent, for the guest to pay again or to pay the
 * courier (decision 027); a held (card) or taken (SBP) one sends the order to the kitchens; a
 * hold taken or released finishes our capture or release; a hold that ran out is the guest's
 * letter.
 */
export async function paymentSettled(
  { withOrder, settlement }: Lifecycle,
  orderId: number,
  paymentId: string,
  word: ProviderWord,
): Promise<PaymentStatus | undefined> {
  return withOrder(orderId, async (tx, order) => {
    // Replaced meanwhile by a new attempt ('Оплатить ещё раз'): not this payment's order now.
    if (order.paymentId !== paymentId) return undefined;
    const current = order.paymentStatus;
    const next = paymentStatusOfState[word.state];
    if (next === 'pending' || !canChangePaymentStatus(current, next)) return current;
    const updated: OrderRow = { ...order, paymentStatus: next };
    let reason: string | null = null;
    const operations = await operationsOf(tx, order.id);
    const pending = (kind: OperationRow['kind']) =>
      operations.find((op) => op.kind === kind && op.state === 'pending');
    const settled = { state: 'succeeded' as const, settledAt: new Date() };
    if (current === 'pending') {
      // The payment is made: its receipt listed every dish (nothing is declined before the
      // kitchens have the order).
      await insertOperation(tx, {
        orderId: order.id,
        paymentId,
        kind: 'payment',
        amountKopecks: word.amountKopecks,
        ...settled,
        receipt: settlement.receiptOf(order, await settlement.dueOf(tx, order)),
      });
      if (next === 'held') updated.heldKopecks = word.amountKopecks;
      if (next === 'succeeded') updated.capturedKopecks = word.amountKopecks;
      // Staff may have cancelled the order while the guest was paying: the money goes
      // back (settleMoney below), and no kitchen hears of it.
      if (next !== 'canceled' && order.status !== 'cancelled') {
        await enqueueConfirmedOrder(tx, order);
      }
    } else if (next === 'succeeded') {
      updated.capturedKopecks = word.amountKopecks;
      const capture = pending('capture');
      if (capture) await updateOperation(tx, capture.id, settled);
      reason = 'captured';
    } else {
      const release = pending('release');
      if (release) {
        await updateOperation(tx, release.id, settled);
        reason = 'released';
      } else {
        // Nobody here released it: the provider let the hold run out.
        reason = word.cancellationReason ?? 'expired';
        const capture = pending('capture');
        if (capture) {
          await updateOperation(tx, capture.id, { ...settled, state: 'canceled', reason });
        }
        await enqueue(tx, [
          outboxEvent('email.payment', {
            orderId: order.id,
            operationId: null,
            kind: 'holdExpired',
          }),
        ]);
      }
    }
    await updateOrder(tx, order.id, {
      paymentStatus: next,
      heldKopecks: updated.heldKopecks,
      capturedKopecks: updated.capturedKopecks,
    });
    await recordEvents(tx, [paymentEvent(order, next, { actor: 'payment', reason })]);
    await settlement.settleMoney(tx, updated);
    await announce(tx, order.id);
    return next;
  });
}

/** The receipt of a new payment: every dish of the order and its delivery. */
export async function paymentReceipt(
  { db, money, settlement }: Lifecycle,
  orderId: number,
): Promise<KeyedReceipt | null> {
  const order = await findOrder(db, orderId);
  if (!order) return null;
  return settlement.receiptOf(order, dueItems(order, await linesOf(db, orderId), new Set(), money));
}

/**
 * The provider has done (or refused) a capture, release or refund the lifecycle decided.
 * Applied once: a repeated report of a settled operation changes nothing.
 */
export async function operationDone(
  { db, withOrder, settlement }: Lifecycle,
  operationId: number,
  outcome: OperationOutcome,
): Promise<void> {
  const known = await findOperation(db, operationId);
  if (!known) return;
  await withOrder(known.orderId, async (tx, order) => {
    const operation = await findOperation(tx, operationId);
    if (operation?.state !== 'pending') return;
    await settlement.operationSettled(tx, order, operation, outcome);
  });
}

/**
 * A hold kept longer than the provider allows is released before it runs out, and the guest
 * told (issue 13 item 3). False when the order holds no such payment any more.
 */
export async function expireHold(
  { withOrder, settlement }: Lifecycle,
  orderId: number,
): Promise<boolean> {
  const expired = await withOrder(orderId, (tx, order) => settlement.releaseExpiredHold(tx, order));
  return expired ?? false;
}

/**
 * 'Оплатить ещё раз': a declined payment is reopened for a new attempt. Undefined if it is not
 * declined (any more): a racing retry reopened it first.
 */
export async function reopenPayment(
  { db }: Lifecycle,
  orderId: number,
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const reopened = await updateOrderIf(
      tx,
      orderId,
      { paymentStatus: 'canceled' },
      { paymentStatus: 'pending', paymentUrl: null },
    );
    if (reopened) {
      await recordEvents(tx, [
        { ...paymentEvent(reopened, 'pending', { actor: 'guest' }), fromStatus: 'canceled' },
      ]);
      await announce(tx, orderId);
    }
    return reopened;
  });
}

/**
 * 'Оплатить курьеру': a declined online payment becomes cash or card on delivery, and the order
 * goes to the kitchens now. False if the order is not waiting on a declined payment.
 */
export async function payOnDelivery(
  { withOrder }: Lifecycle,
  orderId: number,
  method: OnDeliveryPaymentMethod,
) {
  const switched = await withOrder(orderId, async (tx, order) => {
    // Only a declined payment: a released hold's order already went to the kitchens.
    const waiting =
      isOnlinePayment(order.paymentMethod) &&
      order.paymentStatus === 'canceled' &&
      order.heldKopecks === 0 &&
      order.status === 'new';
    if (!waiting) return false;
    await updateOrder(tx, orderId, {
      paymentMethod: method,
      paymentStatus: 'notRequired',
      paymentUrl: null,
    });
    await recordEvents(tx, [
      { ...paymentEvent(order, 'notRequired', { actor: 'guest' }), fromStatus: 'canceled' },
    ]);
    await enqueueConfirmedOrder(tx, order);
    await announce(tx, orderId);
    return true;
  });
  return switched ?? false;
}
