/**
 * An order's online money (decision 042): what is due now, and the one step that brings the money
 * there — the capture of a card hold, its release, a refund — written with its 54-FZ receipt under
 * the order's lock and queued for the outbox, which does it with the provider; what the
 * provider's outcome of such a step changes; and a hold released before the provider lets it run
 * out. The lifecycle (lifecycle.ts) calls these inside its locked transactions: nothing else moves
 * an order's money.
 */
import { isOnlinePayment } from '@storefront/contract/orders';
import { enqueue, outboxEvent } from '../outbox/topics';
import {
  dueItems,
  itemsSum,
  type KeyedReceipt,
  type KeyedReceiptItem,
  nextMoneyStep,
  type ReceiptSettings,
  receiptCustomer,
  refundItems,
} from './money';
import { announce, paymentEvent } from './order-events';
import {
  insertOperation,
  linesOf,
  type NewOrderEvent,
  type OperationRow,
  type OrderRow,
  operationsOf,
  recordEvents,
  type Tx,
  ticketsOf,
  updateOperation,
  updateOrder,
} from './repository';

/** The outcome of a capture, release or refund the provider has done (or refused). */
export interface OperationOutcome {
  state: 'succeeded' | 'canceled';
  /** the provider's refund id */
  providerId?: string | null;
  reason?: string | null;
}

/** The receipt items of the money taken: the capture's, or an SBP payment's own. */
function takenItems(operations: readonly OperationRow[]): KeyedReceiptItem[] {
  const taken =
    operations.find((op) => op.kind === 'capture' && op.state === 'succeeded') ??
    operations.find((op) => op.kind === 'payment' && op.state === 'succeeded');
  return (taken?.receipt as KeyedReceipt | null)?.items ?? [];
}

function heldItems(operations: readonly OperationRow[]): KeyedReceiptItem[] {
  const payment = operations.find((op) => op.kind === 'payment' && op.state === 'succeeded');
  return (payment?.receipt as KeyedReceipt | null)?.items ?? [];
}

/** What moves the order's money, and the receipts that go with it. */
export interface MoneySettings extends ReceiptSettings {
  /** false: the shop fiscalises at its own register, no receipt goes to the provider */
  receipts: boolean;
}

export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  receipts: true,
  vatCode: 1,
  taxSystemCode: null,
};

export function createSettlement(money: MoneySettings) {
  /** The receipt of `items` for the order's guest; null when receipts are off. */
  function receiptOf(order: OrderRow, items: KeyedReceiptItem[]): KeyedReceipt | null {
    const customer = receiptCustomer(order);
    if (!money.receipts || !customer || items.length === 0) return null;
    return { customer, items, taxSystemCode: money.taxSystemCode };
  }

  /** The items the guest gets now, as a receipt would list them. */
  async function dueOf(tx: Tx, order: OrderRow): Promise<KeyedReceiptItem[]> {
    const [lines, tickets] = await Promise.all([linesOf(tx, order.id), ticketsOf(tx, order.id)]);
    const declined = new Set(
      tickets.filter((ticket) => ticket.status === 'declined').map((ticket) => ticket.venueId),
    );
    return dueItems(order, lines, declined, money);
  }

  /**
   * Brings the order's online money one step towards what is due (money.ts): writes the
   * capture, release or refund and queues it for the outbox, which does it with the provider.
   */
  async function settleMoney(tx: Tx, order: OrderRow): Promise<void> {
    if (!isOnlinePayment(order.paymentMethod) || !order.paymentId) return;
    if (order.paymentStatus !== 'held' && order.paymentStatus !== 'succeeded') return;
    const [operations, due] = await Promise.all([operationsOf(tx, order.id), dueOf(tx, order)]);
    const refunds = operations.filter((op) => op.kind === 'refund' && op.state !== 'canceled');
    const dueKopecks = itemsSum(due);
    const step = nextMoneyStep({
      paymentStatus: order.paymentStatus,
      orderStatus: order.status,
      heldKopecks: order.heldKopecks,
      capturedKopecks: order.capturedKopecks,
      refundingKopecks: refunds.reduce((sum, op) => sum + op.amountKopecks, 0),
      dueKopecks,
      settling: operations.some(
        (op) => (op.kind === 'capture' || op.kind === 'release') && op.state === 'pending',
      ),
    });
    if (!step) return;
    const base = { orderId: order.id, paymentId: order.paymentId };
    let operation: OperationRow;
    if (step.kind === 'capture') {
      // Taking less than the hold: the receipt lists what is due; never more than was held.
      const items = step.amountKopecks === dueKopecks ? due : heldItems(operations);
      operation = await insertOperation(tx, {
        ...base,
        kind: 'capture',
        amountKopecks: step.amountKopecks,
        receipt: receiptOf(order, items),
      });
    } else if (step.kind === 'release') {
      operation = await insertOperation(tx, {
        ...base,
        kind: 'release',
        amountKopecks: order.heldKopecks,
        reason: order.status === 'cancelled' ? 'cancelled' : 'nothing due',
      });
    } else {
      const earlier = refunds.flatMap((op) => (op.receipt as KeyedReceipt | null)?.items ?? []);
      let items = refundItems(takenItems(operations), due, earlier);
      if (itemsSum(items) !== step.amountKopecks) {
        // Only a venue's final price of a weight-priced dish can get here: one line of the sum.
        items = [
          {
            key: 'adjustment',
            description: 'Возврат части оплаты заказа',
            quantity: 1,
            unitKopecks: step.amountKopecks,
            vatCode: money.vatCode,
            paymentSubject: 'commodity',
            paymentMode: 'full_prepayment',
          },
        ];
      }
      const reason = order.status === 'cancelled' ? 'cancelled' : 'declined';
      operation = await insertOperation(tx, {
        ...base,
        kind: 'refund',
        amountKopecks: step.amountKopecks,
        receipt: receiptOf(order, items),
        reason,
      });
      await recordEvents(tx, [
        {
          orderId: order.id,
          subject: 'refund',
          fromStatus: null,
          toStatus: 'pending',
          actor: 'system',
          reason,
        },
      ]);
    }
    await enqueue(tx, [outboxEvent('payment.operation', { operationId: operation.id })]);
  }

  /**
   * The provider has done (or refused) the pending capture, release or refund `operation`: the
   * order's money and history follow, and the next step is taken.
   */
  async function operationSettled(
    tx: Tx,
    order: OrderRow,
    operation: OperationRow,
    outcome: OperationOutcome,
  ): Promise<void> {
    await updateOperation(tx, operation.id, {
      state: outcome.state,
      settledAt: new Date(),
      ...(outcome.providerId ? { providerId: outcome.providerId } : {}),
      ...(outcome.reason ? { reason: outcome.reason } : {}),
    });
    const updated: OrderRow = { ...order };
    const events: NewOrderEvent[] = [];
    const done = outcome.state === 'succeeded';
    if (operation.kind === 'capture' && done && order.paymentStatus === 'held') {
      updated.paymentStatus = 'succeeded';
      updated.capturedKopecks = operation.amountKopecks;
      events.push(paymentEvent(order, 'succeeded', { actor: 'payment', reason: 'captured' }));
    } else if (operation.kind === 'release' && done && order.paymentStatus === 'held') {
      updated.paymentStatus = 'canceled';
      events.push(paymentEvent(order, 'canceled', { actor: 'payment', reason: 'released' }));
    } else if (operation.kind === 'refund') {
      if (done) updated.refundedKopecks += operation.amountKopecks;
      events.push({
        orderId: order.id,
        subject: 'refund',
        fromStatus: 'pending',
        toStatus: outcome.state,
        actor: 'payment',
        reason: outcome.reason ?? operation.reason,
      });
      if (done && order.customerEmail) {
        await enqueue(tx, [
          outboxEvent('email.payment', {
            orderId: order.id,
            operationId: operation.id,
            kind: 'refunded',
          }),
        ]);
      }
    }
    await updateOrder(tx, order.id, {
      paymentStatus: updated.paymentStatus,
      capturedKopecks: updated.capturedKopecks,
      refundedKopecks: updated.refundedKopecks,
    });
    await recordEvents(tx, events);
    // A refused refund is not tried again by itself (it would be refused again): staff see it.
    if (done) await settleMoney(tx, updated);
    await announce(tx, order.id);
  }

  /**
   * A hold kept longer than the provider allows is released before it runs out, and the guest
   * told (issue 13 item 3). False when the order holds no such payment any more.
   */
  async function releaseExpiredHold(tx: Tx, order: OrderRow): Promise<boolean> {
    if (order.paymentStatus !== 'held' || !order.paymentId) return false;
    const operations = await operationsOf(tx, order.id);
    if (operations.some((op) => op.state === 'pending' && op.kind !== 'refund')) return false;
    const release = await insertOperation(tx, {
      orderId: order.id,
      paymentId: order.paymentId,
      kind: 'release',
      amountKopecks: order.heldKopecks,
      reason: 'expired',
    });
    await enqueue(tx, [
      outboxEvent('payment.operation', { operationId: release.id }),
      outboxEvent('email.payment', {
        orderId: order.id,
        operationId: null,
        kind: 'holdExpired',
      }),
    ]);
    return true;
  }

  return { receiptOf, dueOf, settleMoney, operationSettled, releaseExpiredHold };
}

export type Settlement = ReturnType<typeof createSettlement>;
