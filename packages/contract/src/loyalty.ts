/**
 * Loyalty points on the wire (issue 32 item 2): the guest's balance, tier and history
 * (GET /api/account/points) and an admin's adjustment (POST /api/staff/points). The rules — tiers,
 * earning, spending, expiry — are promotions.ts's.
 */
import { z } from 'zod/mini';
import { phoneField } from './checkout';
import { hasNoMarkup } from './fields';

export const pointsEntryKinds = ['earned', 'spent', 'returned', 'adjusted'] as const;
export type PointsEntryKind = (typeof pointsEntryKinds)[number];

export const pointsEntryNames: Record<PointsEntryKind | 'expired', string> = {
  earned: 'Начислено за заказ',
  spent: 'Оплачено баллами',
  returned: 'Возвращено',
  adjusted: 'Изменено администратором',
  expired: 'Сгорели',
};

export const accountPointsSchema = z.object({
  balance: z.int(),
  tier: z.object({ name: z.string(), ratePercent: z.number() }),
  /** what the last 90 days' done orders came to (roubles): the tier's measure */
  spentLast90Days: z.number(),
  /** the next tier and the 90 days' spend it starts from (roubles); null at the top */
  nextTier: z.nullable(z.object({ name: z.string(), ratePercent: z.number(), from: z.number() })),
  /** points that run out, soonest first: how many and the venue date they go */
  expiring: z.array(z.object({ points: z.int(), on: z.string() })),
  /** newest first */
  entries: z.array(
    z.object({
      kind: z.enum(pointsEntryKinds),
      points: z.int(),
      orderId: z.nullable(z.int()),
      at: z.string(),
      reason: z.nullable(z.string()),
    }),
  ),
});
export type AccountPoints = z.infer<typeof accountPointsSchema>;

export const POINTS_ADJUSTMENT_MAX = 100_000;

export const loyaltyMessages = {
  points: `Баллы — целое число, не ноль, не больше ${POINTS_ADJUSTMENT_MAX} в ту или другую сторону`,
  reason: 'Напишите причину: от 3 до 200 символов, без < и >',
  noAccount: 'У гостя с этим телефоном нет личного кабинета',
} as const;

/** POST /api/staff/points: an admin adds or takes points, with the reason (audited). */
export const pointsAdjustmentSchema = z.strictObject({
  phone: phoneField,
  points: z.int(loyaltyMessages.points).check(
    z.minimum(-POINTS_ADJUSTMENT_MAX, loyaltyMessages.points),
    z.maximum(POINTS_ADJUSTMENT_MAX, loyaltyMessages.points),
    z.refine((points) => points !== 0, loyaltyMessages.points),
  ),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, loyaltyMessages.reason),
      z.maxLength(200, loyaltyMessages.reason),
      z.refine(hasNoMarkup, loyaltyMessages.reason),
    ),
});
export type PointsAdjustment = z.infer<typeof pointsAdjustmentSchema>;

export const pointsAdjustmentResponseSchema = z.object({ balance: z.int() });
