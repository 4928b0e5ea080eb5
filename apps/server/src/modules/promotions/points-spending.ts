/**
 * An order spending loyalty points (issue 32 item 2, decision 084): what it may spend, the
 * spending in the order's transaction under the account's lock, and what goes back when the
 * order no longer uses them.
 */
import { type LoyaltyRules, pointsMessages } from '@storefront/contract/promotions';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pointsEntries } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pointsUseOf } from '../orders/order-spend';
import { balanceAt, historyOf, lockAccount, rulesInForce } from './points-ledger';

/** Points an order cannot spend: the message says how many it can. */
export const pointsRefused = (message: string) =>
  new AppError(422, 'pointsRefused', { 'metadata.points': message }, message);

export function createPointsSpending({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const balanceNow = async (ex: Pick<Db, 'select'>, userId: number) =>
    balanceAt(await historyOf(ex, userId), now()).balance;

  return {
    /** The rules in force and the account's balance, to price an order's points. */
    async spendable(userId: number): Promise<{ rules: LoyaltyRules; balance: number }> {
      const [{ rules }, balance] = await Promise.all([rulesInForce(db), balanceNow(db, userId)]);
      return { rules, balance };
    },

    /**
     * Spends an order's points in its transaction, under the account's lock: a 422
     * `pointsRefused` (and nothing written) when the balance fell below them since the price
     * was made — two orders spending the same points, one after the other.
     */
    async spend(tx: Tx, userId: number, orderId: number, points: number): Promise<void> {
      await lockAccount(tx, userId);
      const balance = await balanceNow(tx, userId);
      if (balance < points) throw pointsRefused(pointsMessages.atMost(balance));
      await tx.insert(pointsEntries).values({ userId, kind: 'spent', points: -points, orderId });
    },

    /**
     * The points of an order that no longer uses them go back: all of them once it is cancelled,
     * a declined venue's share (whole points, the guest's way) while the rest still comes. Run as
     * often as its outbox event is: what went back already is counted.
     */
    async returnUnused(orderId: number): Promise<number> {
      const order = await pointsUseOf(db, orderId);
      if (!order || order.userId === null || order.pointsSpent <= 0) return 0;
      const kept = order.cancelled ? 0 : Math.ceil(order.livePointsKopecks / 100);
      const userId = order.userId;
      return db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const [back] = await tx
          .select({
            points: sql<number>`coalesce(sum(${pointsEntries.points}), 0)`.mapWith(Number),
          })
          .from(pointsEntries)
          .where(and(eq(pointsEntries.orderId, orderId), eq(pointsEntries.kind, 'returned')));
        const owed = order.pointsSpent - kept - (back?.points ?? 0);
        if (owed <= 0) return 0;
        await tx.insert(pointsEntries).values({ userId, kind: 'returned', points: owed, orderId });
        return owed;
      });
    },
  };
}

export type PointsSpending = ReturnType<typeof createPointsSpending>;
