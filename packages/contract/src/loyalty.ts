/**
 * Loyalty points on the wire (issue 32 item 2): the guest's balance, tier and history
 * (GET /api/account/points) and an admin's adjustment (POST /api/staff/points). The rules — tiers,
 * earning, spending, expiry — are promotions.ts's.
 */
import { z } from 'zod/mini';
import { phoneField } from './checkout';
import { hasNoMarkup } from './fields';

export const pointsEntryKinds = [
  'earned',
  'spent',
  'returned',
  'adjusted',
  'welcome',
  'birthday',
] as const;
export type PointsEntryKind = (typeof pointsEntryKinds)[number];

export const pointsEntryNames: Record<PointsEntryKind | 'expired', string> = {
  earned: 'Начислено за заказ',
  spent: 'Оплачено баллами',
  returned: 'Возвращено',
  adjusted: 'Изменено администратором',
  welcome: 'Подарок за регистрацию',
  birthday: 'Подарок ко дню рождения',
  expired: 'Сгорели',
};

/**
 * The birthdays ('MM-DD') the birthday bonus celebrates on the venue date `today` ('YYYY-MM-DD'):
 * today's; on 28 February of a common year, 29 February's too (decision 085).
 */
export function birthdaysCelebratedOn(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCDate() === 29;
  const monthDay = today.slice(5);
  return monthDay === '02-28' && !leap ? [monthDay, '02-29'] : [monthDay];
}

export const accountPointsSchema = z.object({
  balance: z.int(),
  tier: z.object({ name: z.string(), ratePercent: z.number() }),
  /** what the last 90 days' done orders came to (roubles): the tier's measure */
  spentLast90Days: z.number(),
  /** the next tier and the 90 days' spend it starts from (roubles); null at the top */
  nextTier: z.nullable(z.object({ name: z.string(), ratePercent: z.number(), from: z.number() })),
  /** the most of an order's dishes (after offers) points may pay, percent: the basket's bound */
  maxSharePercent: z.number(),
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

/* ---------- the programme's rules: GET/PUT /api/staff/loyalty-rules (admins) ---------- */

export const LOYALTY_TIERS_MAX = 5;

export const loyaltyRulesMessages = {
  tierName: 'Название уровня — от 1 до 40 символов, без < и >',
  tierFrom: 'Порог — целое число рублей и копеек, не больше 10 000 000 Р',
  tierRate: 'Процент — от 0 до 30, не больше одного знака после запятой',
  tiers: 'Уровни — от 1 до 5, первый от 0 Р, каждый следующий с большим порогом',
  share: 'Баллами можно оплатить от 0 до 100 % блюд',
  lifetime: 'Срок жизни баллов — от 30 до 1 095 дней',
  welcome: 'Подарок за регистрацию — от 0 до 10 000 баллов',
  birthday: 'Подарок ко дню рождения — от 0 до 10 000 баллов',
} as const;

const tierSchema = z.strictObject({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, loyaltyRulesMessages.tierName),
      z.maxLength(40, loyaltyRulesMessages.tierName),
      z.refine(hasNoMarkup, loyaltyRulesMessages.tierName),
    ),
  fromKopecks: z
    .int(loyaltyRulesMessages.tierFrom)
    .check(
      z.minimum(0, loyaltyRulesMessages.tierFrom),
      z.maximum(10_000_000_00, loyaltyRulesMessages.tierFrom),
    ),
  ratePercent: z.number(loyaltyRulesMessages.tierRate).check(
    z.minimum(0, loyaltyRulesMessages.tierRate),
    z.maximum(30, loyaltyRulesMessages.tierRate),
    z.refine((rate) => Number.isInteger(rate * 10), loyaltyRulesMessages.tierRate),
  ),
});

const loyaltyRulesFields = {
  tiers: z.array(tierSchema).check(
    z.minLength(1, loyaltyRulesMessages.tiers),
    z.maxLength(LOYALTY_TIERS_MAX, loyaltyRulesMessages.tiers),
    z.refine(
      (tiers) =>
        tiers[0]?.fromKopecks === 0 &&
        tiers.every(
          (tier, index) => index === 0 || tier.fromKopecks > (tiers[index - 1]?.fromKopecks ?? 0),
        ),
      loyaltyRulesMessages.tiers,
    ),
  ),
  maxSharePercent: z
    .int(loyaltyRulesMessages.share)
    .check(z.minimum(0, loyaltyRulesMessages.share), z.maximum(100, loyaltyRulesMessages.share)),
  lifetimeDays: z
    .int(loyaltyRulesMessages.lifetime)
    .check(
      z.minimum(30, loyaltyRulesMessages.lifetime),
      z.maximum(1095, loyaltyRulesMessages.lifetime),
    ),
  /** points a new account gets; 0: the welcome bonus is off */
  welcomePoints: z
    .int(loyaltyRulesMessages.welcome)
    .check(
      z.minimum(0, loyaltyRulesMessages.welcome),
      z.maximum(10_000, loyaltyRulesMessages.welcome),
    ),
  /** points an account gets on its birthday; 0: the birthday bonus is off */
  birthdayPoints: z
    .int(loyaltyRulesMessages.birthday)
    .check(
      z.minimum(0, loyaltyRulesMessages.birthday),
      z.maximum(10_000, loyaltyRulesMessages.birthday),
    ),
};

/** PUT /api/staff/loyalty-rules: the rules with the version they were read at. */
export const loyaltyRulesUpdateSchema = z.strictObject({
  ...loyaltyRulesFields,
  version: z.int().check(z.minimum(0)),
});
export type LoyaltyRulesUpdate = z.infer<typeof loyaltyRulesUpdateSchema>;

/** The rules in force (the defaults until an admin first saves, version 0). */
export const staffLoyaltyRulesSchema = z.object({
  tiers: z.array(z.object({ name: z.string(), fromKopecks: z.int(), ratePercent: z.number() })),
  maxSharePercent: z.int(),
  lifetimeDays: z.int(),
  welcomePoints: z.int(),
  birthdayPoints: z.int(),
  version: z.int(),
});
export type StaffLoyaltyRules = z.infer<typeof staffLoyaltyRulesSchema>;
