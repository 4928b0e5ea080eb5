/**
 * Card holds the venues never settled (issue 13 item 3): a hold older than PAYMENT_HOLD_HOURS is
 * released before the provider lets it run out, and the guest told. The release goes through the
 * lifecycle and the outbox like any other, so two processes finding the same hold release it once.
 */
import type { Db } from '../../db/client';
import { periodic } from '../../lib/periodic';
import type { OrderLifecycle } from '../orders/lifecycle';
import { ordersHeldLongerThan } from '../orders/payment-records';

const BATCH = 50;

export function createHoldExpiry({
  db,
  lifecycle,
  holdHours,
  everyMs,
  log,
}: {
  db: Db;
  lifecycle: OrderLifecycle;
  holdHours: number;
  everyMs: number;
  log: { warn(details: object, message: string): void };
}) {
  /** One pass; returns how many holds it released. */
  async function runOnce(): Promise<number> {
    let released = 0;
    for (const orderId of await ordersHeldLongerThan(db, holdHours, BATCH)) {
      if (await lifecycle.expireHold(orderId)) released += 1;
    }
    return released;
  }

  return {
    runOnce,
    ...periodic({
      runOnce,
      everyMs,
      fallback: 0,
      onError: (error) => log.warn({ err: error.message }, 'hold expiry pass failed'),
    }),
  };
}

export type HoldExpiry = ReturnType<typeof createHoldExpiry>;
