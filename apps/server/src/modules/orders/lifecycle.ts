/**
 * The one place an order's, a ticket's or a payment's status changes. Each change locks the
 * order, is checked against the transition tables (transitions.ts), is written to the order's
 * history (`order_events`) with who made it and why, and queues the work it causes (outbox) —
 * all in one transaction. Payments, the POS, venues, staff and the guest call these; nobody else
 * writes a status. The changes are by subject: a ticket's (ticket-changes.ts), the cancel
 * (order-cancel.ts), the payment's (payment-changes.ts); the money they move is settlement.ts's,
 * the history order-events.ts's, the queued work queued-work.ts's.
 */
import type { Db } from '../../db/client';
import { cancel, cancelByStaff } from './order-cancel';
import {
  expireHold,
  operationDone,
  paymentReceipt,
  paymentSettled,
  payOnDelivery,
  reopenPayment,
} from './payment-changes';
import { lockOrder, type OrderRow, type Tx } from './repository';
import {
  createSettlement,
  DEFAULT_MONEY_SETTINGS,
  type MoneySettings,
  type Settlement,
} from './settlement';
import { reportTicket, ticketSubmitted } from './ticket-changes';

export type { ProviderWord } from './payment-changes';
export type { TicketReport } from './ticket-changes';

/** What every change of the lifecycle is given. */
export interface Lifecycle {
  db: Db;
  money: MoneySettings;
  settlement: Settlement;
  /** Runs `work` with the order locked; undefined when there is no such order. */
  withOrder<T>(
    orderId: number,
    work: (tx: Tx, order: OrderRow) => Promise<T>,
  ): Promise<T | undefined>;
}

export function createOrderLifecycle(db: Db, money: MoneySettings = DEFAULT_MONEY_SETTINGS) {
  const lifecycle: Lifecycle = {
    db,
    money,
    settlement: createSettlement(money),
    withOrder: (orderId, work) =>
      db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        return order ? work(tx, order) : undefined;
      }),
  };
  const given =
    <A extends unknown[], R>(change: (lifecycle: Lifecycle, ...args: A) => R) =>
    (...args: A) =>
      change(lifecycle, ...args);
  return {
    ticketSubmitted: given(ticketSubmitted),
    reportTicket: given(reportTicket),
    cancel: given(cancel),
    cancelByStaff: given(cancelByStaff),
    paymentSettled: given(paymentSettled),
    paymentReceipt: given(paymentReceipt),
    operationDone: given(operationDone),
    expireHold: given(expireHold),
    reopenPayment: given(reopenPayment),
    payOnDelivery: given(payOnDelivery),
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
