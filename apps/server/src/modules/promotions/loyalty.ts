/**
 * Loyalty points (issue 32 item 2, decision 083): a done order of an account earns points on its
 * paid dishes at the tier's rate (one entry per order, however often its outbox event runs); the
 * account reads its balance, tier, what runs out when, and its history; an admin adjusts a
 * balance with a reason, audited, never below zero. An order's spending is points-spending.ts's.
 */
import {
  type AccountPoints,
  type LoyaltyRulesUpdate,
  loyaltyMessages,
  type StaffLoyaltyRules,
} from '@storefront/contract/loyalty';
import { toRoubles } from '@storefront/contract/money';
import { normalizeAccountPhone } from '@storefront/contract/phone';
import {
  DEFAULT_LOYALTY_RULES,
  type LoyaltyRules,
  type LoyaltyTier,
  loyaltyTier,
  pointsBalance,
  pointsEarned,
  pointsMessages,
} from '@storefront/contract/promotions';
import { venueDate } from '@storefront/contract/venue-clock';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loyaltyRules, pointsEntries, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit/audit';
import { DONE_ORDER_STATUSES, dishesSpentSince, paidDishesOf } from '../orders/order-spend';
import type { OutboxHandlers } from '../outbox/topics';
import { balanceAt, historyOf, type PointsHistory, rulesInForce } from './points-ledger';

const DAY_MS = 86_400_000;
/** The tier's measure: the done orders of the last 90 days. */
const TIER_WINDOW_DAYS = 90;

/** A stale save of the rules: 409 with the rules as they are now. */
function conflict(current: StaffLoyaltyRules): AppError {
  const error = new AppError(409, 'conflict');
  error.details = { current };
  return error;
}

/** The rules as the back office reads them. */
const staffRules = ({ rules, version }: { rules: LoyaltyRules; version: number }) => ({
  tiers: rules.tiers.map((tier) => ({ ...tier })),
  maxSharePercent: rules.maxSharePercent,
  lifetimeDays: rules.lifetimeDays,
  welcomePoints: rules.welcomePoints,
  birthdayPoints: rules.birthdayPoints,
  version,
});

export function createLoyalty({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const currentRules = (ex: Pick<Db, 'select'> = db, lock = false) => rulesInForce(ex, lock);
  const spentLast90Days = (userId: number) =>
    dishesSpentSince(db, userId, new Date(now().getTime() - TIER_WINDOW_DAYS * DAY_MS));
  const balanceOf = (rows: PointsHistory) => balanceAt(rows, now());

  return {
    /**
     * The points of a done order, to its account: on its paid dishes, at the tier the account's
     * other done orders of the last 90 days give. Nothing for a guest without an account, an
     * order not done, or nothing paid; once only (the unique index).
     */
    async earnForOrder(orderId: number): Promise<number> {
      const order = await paidDishesOf(db, orderId);
      if (!order || order.userId === null || !DONE_ORDER_STATUSES.includes(order.status)) return 0;
      const { rules } = await currentRules();
      const before = (await spentLast90Days(order.userId)) - order.dishesKopecks;
      const points = pointsEarned(loyaltyTier(rules, Math.max(0, before)), order.dishesKopecks);
      if (points <= 0) return 0;
      const inserted = await db
        .insert(pointsEntries)
        .values({
          userId: order.userId,
          kind: 'earned',
          points,
          orderId,
          expiresAt: new Date(now().getTime() + rules.lifetimeDays * DAY_MS),
        })
        .onConflictDoNothing()
        .returning({ id: pointsEntries.id });
      return inserted.length > 0 ? points : 0;
    },

    /**
     * The welcome bonus of a new account, when admins have it on: once per account (a partial
     * unique index), living as earned points do.
     */
    async welcome(userId: number): Promise<number> {
      const { rules } = await currentRules();
      if (rules.welcomePoints <= 0) return 0;
      const inserted = await db
        .insert(pointsEntries)
        .values({
          userId,
          kind: 'welcome',
          points: rules.welcomePoints,
          expiresAt: new Date(now().getTime() + rules.lifetimeDays * DAY_MS),
        })
        .onConflictDoNothing()
        .returning({ id: pointsEntries.id });
      return inserted.length > 0 ? rules.welcomePoints : 0;
    },

    /** The account's phone (+7XXXXXXXXXX); null: an account by e-mail alone. */
    async accountPhone(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ phone: users.phone })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      // kept without the plus (normalizeAccountPhone)
      return row?.phone ? `+${row.phone}` : null;
    },

    /** The account's tier now, by its last 90 days' done orders: what its next order earns at. */
    async tierOf(userId: number): Promise<LoyaltyTier> {
      const [spent, { rules }] = await Promise.all([spentLast90Days(userId), currentRules()]);
      return loyaltyTier(rules, spent);
    },

    async accountPoints(userId: number): Promise<AccountPoints> {
      const [rows, spent, { rules }] = await Promise.all([
        historyOf(db, userId),
        spentLast90Days(userId),
        currentRules(),
      ]);
      const { balance, lots } = balanceOf(rows);
      const tier = loyaltyTier(rules, spent);
      const next = rules.tiers.find((candidate) => candidate.fromKopecks > spent);
      return {
        balance,
        tier: { name: tier.name, ratePercent: tier.ratePercent },
        spentLast90Days: toRoubles(spent),
        maxSharePercent: rules.maxSharePercent,
        nextTier: next
          ? { name: next.name, ratePercent: next.ratePercent, from: toRoubles(next.fromKopecks) }
          : null,
        expiring: lots
          .filter((lot) => lot.expiresAt !== null)
          .map((lot) => ({ points: lot.points, on: venueDate(lot.expiresAt ?? 0) })),
        entries: rows
          .map((row) => ({
            kind: row.kind,
            points: row.points,
            orderId: row.orderId,
            at: row.createdAt.toISOString(),
            reason: row.reason,
          }))
          .reverse(),
      };
    },

    /** The rules in force, for the back office. */
    async rules(): Promise<StaffLoyaltyRules> {
      return staffRules(await currentRules());
    },

    /**
     * An admin's new rules, from the version they were read at (0: the defaults, never saved);
     * 409 `conflict` with the rules as they are now when another save came first. Audited.
     * Points already earned keep their end; the new rates and tiers apply from the next order.
     */
    async updateRules(input: LoyaltyRulesUpdate, staffId: number): Promise<StaffLoyaltyRules> {
      const { version, ...fields } = input;
      const rules: LoyaltyRules = fields;
      return db.transaction(async (tx) => {
        const before = await currentRules(tx, true);
        if (before.version !== version) throw conflict(staffRules(before));
        const [saved] =
          version === 0
            ? await tx
                .insert(loyaltyRules)
                .values({ id: 1, rules, version: 1 })
                .onConflictDoNothing()
                .returning()
            : await tx
                .update(loyaltyRules)
                .set({ rules, version: sql`${loyaltyRules.version} + 1`, updatedAt: now() })
                .where(eq(loyaltyRules.id, 1))
                .returning();
        // Two first saves at once: the other one's row is there now.
        if (!saved) throw conflict(staffRules(await currentRules(tx)));
        const after = staffRules({ rules: saved.rules, version: saved.version });
        await audit(tx, {
          staffId,
          action: 'loyalty.rules',
          subject: 'loyalty',
          before: staffRules(before),
          after,
        });
        return after;
      });
    },

    /**
     * An admin's change of a balance, with the reason, audited in the same transaction; a
     * deduction beyond the balance takes what there is. The account's row is locked so that two
     * changes at once each see the other's.
     */
    async adjust(
      input: { phone: string; points: number; reason: string },
      staffId: number,
    ): Promise<{ balance: number }> {
      const phone = normalizeAccountPhone(input.phone);
      return db.transaction(async (tx) => {
        const [user] =
          phone === null
            ? []
            : await tx
                .select({ id: users.id })
                .from(users)
                .where(eq(users.phone, phone))
                // as an order spending points locks it (points-ledger.ts lockAccount)
                .for('no key update');
        if (!user) {
          throw new AppError(
            400,
            'validation',
            { phone: loyaltyMessages.noAccount },
            loyaltyMessages.noAccount,
          );
        }
        const { balance } = balanceOf(await historyOf(tx, user.id));
        const points = Math.max(input.points, -balance);
        if (points !== 0) {
          await tx.insert(pointsEntries).values({
            userId: user.id,
            kind: 'adjusted',
            points,
            reason: input.reason,
            staffId,
          });
        }
        await audit(tx, {
          staffId,
          action: 'points.adjust',
          subject: `user:${user.id}`,
          before: { balance },
          after: { balance: balance + points, points, reason: input.reason },
        });
        return { balance: balance + points };
      });
    },
  };
}

export type Loyalty = ReturnType<typeof createLoyalty>;

/**
 * The account's points when iikoCard keeps them (IIKO_LOYALTY=iikocard, decision 086): the
 * balance is the guest's iikoCard wallet, by the account's phone; iiko keeps its history, so ours
 * lists none and no points of ours run out. An account without a phone has no wallet.
 */
export function iikoCardAccountPoints(
  loyalty: Loyalty,
  walletBalance: (phone: string) => Promise<number>,
) {
  return {
    ...loyalty,
    async accountPoints(userId: number): Promise<AccountPoints> {
      const [own, phone] = await Promise.all([
        loyalty.accountPoints(userId),
        loyalty.accountPhone(userId),
      ]);
      const balance = phone === null ? 0 : await walletBalance(phone);
      return { ...own, balance, expiring: [], entries: [] };
    },
  };
}

/**
 * The outbox's loyalty work: earning on done orders and the welcome points — none of ours when
 * iikoCard keeps the guests' points (decision 086), whose programs earn in iiko.
 */
export function createLoyaltyHandlers(
  loyalty: Loyalty,
  kept: 'ours' | 'iikocard' = 'ours',
): OutboxHandlers {
  if (kept === 'iikocard') {
    return { async 'loyalty.earn'() {}, async 'loyalty.welcome'() {} };
  }
  return {
    async 'loyalty.earn'({ orderId }) {
      await loyalty.earnForOrder(orderId);
    },
    async 'loyalty.welcome'({ userId }) {
      await loyalty.welcome(userId);
    },
  };
}
