/**
 * The loyalty programme's books (decision 083): the rules in force and an account's points
 * history with its balance — read by the programme (loyalty.ts) and by an order spending points
 * (points-spending.ts).
 */
import { DEFAULT_LOYALTY_RULES, pointsBalance } from '@storefront/contract/promotions';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltyRules, pointsEntries, users } from '../../db/schema';

/** The rules in force: the admins' last save, or the contract's defaults (version 0). */
export async function rulesInForce(ex: Pick<Db, 'select'>, lock = false) {
  const query = ex.select().from(loyaltyRules).where(eq(loyaltyRules.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  // Rules saved before a field existed take its default (the welcome and birthday bonuses: off).
  return row
    ? { rules: { ...DEFAULT_LOYALTY_RULES, ...row.rules }, version: row.version }
    : { rules: DEFAULT_LOYALTY_RULES, version: 0 };
}

/** An account's points entries, oldest first. */
export const historyOf = (ex: Pick<Db, 'select'>, userId: number) =>
  ex
    .select()
    .from(pointsEntries)
    .where(eq(pointsEntries.userId, userId))
    .orderBy(asc(pointsEntries.createdAt), asc(pointsEntries.id));

export type PointsHistory = Awaited<ReturnType<typeof historyOf>>;

/** The balance and the lots left at `at` (the contract's FIFO with expiry). */
export const balanceAt = (rows: PointsHistory, at: Date) =>
  pointsBalance(
    rows.map((row) => ({
      points: row.points,
      at: row.createdAt.getTime(),
      expiresAt: row.expiresAt?.getTime() ?? null,
    })),
    at.getTime(),
  );

/**
 * Locks the account's row in `tx` (two changes of one balance see each other). `no key update`:
 * an order written earlier in the same transaction holds a key-share lock on the account (its
 * foreign key); an update lock would wait on another such order's — a deadlock.
 */
export async function lockAccount(tx: Pick<Db, 'select'>, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
