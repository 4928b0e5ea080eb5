/**
 * An order's promo code and loyalty points (issue 32, decision 084): the orders module's
 * `OrderRewards` port, priced once by the contract's rules (`priceBasket`), claimed in the
 * order's transaction, and given back when the order no longer uses them.
 */
import { parseBasketLineKey } from '@storefront/contract/basket-rules';
import {
  maxPointsToSpend,
  type OfferDiscount,
  pointsMessages,
  priceBasket,
  promotionMessages,
} from '@storefront/contract/promotions';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerUses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { OrderRewards, PricedRewards, RewardsAsked } from '../orders/order-rewards';
import { pointsUseOf } from '../orders/order-spend';
import type { OutboxHandlers } from '../outbox/topics';
import { type OfferPricing, ORDER_CODE_FIELD } from './offer-pricing';
import { type PointsSpending, pointsRefused } from './points-spending';

export function createOrderRewards({
  db,
  pricing,
  points: spending,
}: {
  db: Db;
  pricing: OfferPricing;
  points: PointsSpending;
}): OrderRewards & { returnUnused(orderId: number): Promise<void> } {
  return {
    async price(asked: RewardsAsked): Promise<PricedRewards> {
      const { lines, deliveryFeeKopecks, phone, userId } = asked;
      const guest = { phone, userId };
      const applied = asked.code
        ? await pricing.offerOfCode(asked.code, lines, deliveryFeeKopecks, guest, ORDER_CODE_FIELD)
        : null;
      const discounts: OfferDiscount[] = applied ? [applied.discount] : [];
      const points = asked.points;
      if (points > 0) {
        if (userId === null) throw pointsRefused(pointsMessages.signIn);
        if (applied && !applied.offer.combinesWithPoints) {
          const message = promotionMessages.notWithPoints;
          throw new AppError(422, 'promoCodeRefused', { [ORDER_CODE_FIELD]: message }, message);
        }
        const { rules, balance } = await spending.spendable(userId);
        const afterOffers = priceBasket(lines, deliveryFeeKopecks, discounts, 0).lines.reduce(
          (sum, line) => sum + line.payKopecks,
          0,
        );
        const most = maxPointsToSpend(rules, afterOffers, balance);
        if (points > most) throw pointsRefused(pointsMessages.atMost(most));
      }
      const gift = applied?.discount.gift ?? null;
      const giftDish = gift ? parseBasketLineKey(gift.dishKey) : null;
      return {
        priced: priceBasket(lines, deliveryFeeKopecks, discounts, points),
        offerId: applied?.offer.id ?? null,
        code: applied?.offer.code ?? null,
        points,
        gift: gift && giftDish ? { ...giftDish, name: gift.name } : null,
        async claim(tx, orderId) {
          if (applied) await pricing.claimUse(tx, applied.offer.id, orderId, guest);
          if (points > 0 && userId !== null) await spending.spend(tx, userId, orderId, points);
        },
      };
    },

    /**
     * What an order no longer uses goes back: its code's use once it is cancelled, and the
     * points of what will not come (loyalty.ts `returnUnused`).
     */
    async returnUnused(orderId: number): Promise<void> {
      const use = await pointsUseOf(db, orderId);
      if (!use) return;
      if (use.cancelled && use.offerId !== null) {
        await db
          .update(offerUses)
          .set({ returnedAt: new Date() })
          .where(and(eq(offerUses.orderId, orderId), isNull(offerUses.returnedAt)));
      }
      await spending.returnUnused(orderId);
    },
  };
}

export type OrderRewardsService = ReturnType<typeof createOrderRewards>;

export function createRewardsHandlers(rewards: OrderRewardsService): OutboxHandlers {
  return {
    async 'rewards.return'({ orderId }) {
      await rewards.returnUnused(orderId);
    },
  };
}
