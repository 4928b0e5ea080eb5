/**
 * An order's promo code and loyalty points (issue 32, decision 084): the orders module's
 * `OrderRewards` port, priced once by the contract's rules (`priceBasket`), claimed in the
 * order's transaction, and given back when the order no longer uses them.
 */
import { parseBasketLineKey } from '@storefront/contract/basket-rules';
import {
  discountWorth,
  maxPointsToSpend,
  type OfferDiscount,
  pointsMessages,
  priceBasket,
  promotionMessages,
} from '@storefront/contract/promotions';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerUses } from '../../db/schema';
import {
  ORDER_CODE_FIELD,
  type OrderRewards,
  type PricedRewards,
  promoCodeRefused,
  type RewardsAsked,
} from '../orders/order-rewards';
import { pointsUseOf } from '../orders/order-spend';
import type { OutboxHandlers } from '../outbox/topics';
import type { OfferPricing } from './offer-pricing';
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
    async price(asked: RewardsAsked): Promise<PricedRewards | null> {
      const { lines, deliveryFeeKopecks, phone, userId } = asked;
      const guest = { phone, userId };
      const applied = asked.code
        ? await pricing.offerOfCode(asked.code, lines, deliveryFeeKopecks, guest, ORDER_CODE_FIELD)
        : null;
      const points = asked.points;
      // The offers that apply by themselves, beside the code's as both allow.
      const automatic = await pricing.automaticOffers(
        lines,
        deliveryFeeKopecks,
        guest,
        applied?.offer ?? null,
        points > 0,
      );
      const offers = [...(applied ? [applied] : []), ...automatic];
      if (offers.length === 0 && points === 0) return null;
      const discounts: OfferDiscount[] = offers.map((one) => one.discount);
      if (points > 0) {
        if (userId === null) throw pointsRefused(pointsMessages.signIn);
        if (applied && !applied.offer.combinesWithPoints) {
          const message = promotionMessages.notWithPoints;
          throw promoCodeRefused(message);
        }
        const { rules, balance } = await spending.spendable(userId);
        const afterOffers = priceBasket(lines, deliveryFeeKopecks, discounts, 0).lines.reduce(
          (sum, line) => sum + line.payKopecks,
          0,
        );
        const most = maxPointsToSpend(rules, afterOffers, balance);
        if (points > most) throw pointsRefused(pointsMessages.atMost(most));
      }
      const gifts = offers.flatMap(({ discount: { gift } }) => {
        const dish = gift ? parseBasketLineKey(gift.dishKey) : null;
        return gift && dish ? [{ ...dish, name: gift.name }] : [];
      });
      return {
        priced: priceBasket(lines, deliveryFeeKopecks, discounts, points),
        offers: offers.map(({ offer, discount }) => ({
          code: offer.code,
          title: offer.title,
          discountKopecks: discountWorth({ ...discount, deliveryKopecks: 0 }),
          deliveryKopecks: discount.deliveryKopecks,
          gift: discount.gift?.name ?? null,
        })),
        offerId: applied?.offer.id ?? null,
        code: applied?.offer.code ?? null,
        points,
        gifts,
        async claim(tx, orderId) {
          for (const { offer } of offers) await pricing.claimUse(tx, offer.id, orderId, guest);
          if (points > 0 && userId !== null) await spending.spend(tx, userId, orderId, points);
        },
      };
    },

    /**
     * What an order no longer uses goes back: its offers' uses once it is cancelled, and the
     * points of what will not come (loyalty.ts `returnUnused`).
     */
    async returnUnused(orderId: number): Promise<void> {
      const use = await pointsUseOf(db, orderId);
      if (!use) return;
      if (use.cancelled) {
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

export function createRewardsHandlers(
  rewards: Pick<OrderRewardsService, 'returnUnused'>,
): OutboxHandlers {
  return {
    async 'rewards.return'({ orderId }) {
      await rewards.returnUnused(orderId);
    },
  };
}
