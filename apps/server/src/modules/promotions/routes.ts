/**
 * POST /api/promo-codes/check (issue 32 item 1): the basket's «Промокод» field asks whether a
 * code applies and what it gives. The dishes are priced from the catalogue as for an order
 * (orders/price-lines.ts), the code by the contract's rules. Limited per network address in a
 * store every process shares (plugins/rate-limit.ts): codes are not to be guessed.
 */
import { toKopecks, toRoubles } from '@storefront/contract/money';
import { normalizePhone } from '@storefront/contract/phone';
import {
  basketPriceRequestSchema,
  basketPriceResponseSchema,
  type PromoCheckResponse,
  promoCheckRequestSchema,
  promoCheckResponseSchema,
} from '@storefront/contract/promo-codes';
import { pointsEarned, priceBasket, promotionMessages } from '@storefront/contract/promotions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type OrderRewards, promoCodeRefused } from '../orders/order-rewards';
import { type PricedLine, posLinesOf, priceLines, pricingLinesOf } from '../orders/price-lines';
import type { Loyalty } from './loyalty';
import { codeCheckAnswer, type OfferPricing } from './offer-pricing';

export const PROMO_CHECK_WINDOW_MS = 10 * 60_000;

export const promoCodeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  pricing: OfferPricing;
  /**
   * where the POS's loyalty prices codes (iikoCard, decision 086): the code is checked by the
   * order's own port, not by our offers
   */
  posRewards?: OrderRewards;
  imageUrlTemplate: string | undefined;
  /** checks one network address may make in {@link PROMO_CHECK_WINDOW_MS} */
  perAddress: number;
}> = async (app, { db, pricing, posRewards, imageUrlTemplate, perAddress }) => {
  app.post(
    '/promo-codes/check',
    {
      schema: {
        body: promoCheckRequestSchema,
        // 422 `promoCodeRefused`: `{ errType, message, fields: { code } }`, the message says why
        response: { 200: promoCheckResponseSchema },
      },
      config: { rateLimit: { max: perAddress, timeWindow: PROMO_CHECK_WINDOW_MS } },
    },
    async (request, reply) => {
      const { code, data, deliveryFee, phone } = request.body;
      const { lines } = await priceLines(db, { data }, imageUrlTemplate);
      if (posRewards) {
        const answer = await posCodeCheck(posRewards, {
          code,
          lines,
          feeKopecks: deliveryFee === undefined ? 0 : toKopecks(deliveryFee),
          phone: phone === undefined ? '' : (normalizePhone(phone) ?? ''),
          userId: await request.optionalUser(),
        });
        return reply.header('Cache-Control', 'no-store').send(answer);
      }
      const pricingLines = pricingLinesOf(lines);
      const applied = await pricing.applyCode(
        code,
        pricingLines,
        deliveryFee === undefined ? 0 : toKopecks(deliveryFee),
        {
          phone: phone === undefined ? null : (normalizePhone(phone) ?? null),
          userId: await request.optionalUser(),
        },
      );
      return reply.header('Cache-Control', 'no-store').send(codeCheckAnswer(applied));
    },
  );
};

/** A code checked by the POS's loyalty: what it takes off, as the order would take it. */
async function posCodeCheck(
  rewards: OrderRewards,
  asked: {
    code: string;
    lines: PricedLine[];
    feeKopecks: number;
    phone: string;
    userId: number | null;
  },
): Promise<PromoCheckResponse> {
  const priced = await rewards
    .price({
      code: asked.code.trim(),
      points: 0,
      lines: pricingLinesOf(asked.lines),
      posLines: posLinesOf(asked.lines),
      deliveryFeeKopecks: asked.feeKopecks,
      phone: asked.phone,
      userId: asked.userId,
    })
    .catch((error: unknown) => {
      // the refusal at this call's own field
      if (error instanceof AppError && error.errType === 'promoCodeRefused') {
        throw promoCodeRefused(error.message, 'code');
      }
      throw error;
    });
  if (!priced) throw promoCodeRefused(promotionMessages.unknownCode, 'code');
  const off = priced.offers.reduce((sum, offer) => sum + offer.discountKopecks, 0);
  return {
    code: priced.code ?? asked.code.trim(),
    title: priced.offers.map((offer) => offer.title).join(', '),
    discount: toRoubles(off),
    deliveryDiscount: toRoubles(priced.priced.deliveryDiscountKopecks),
    gift: null,
    total: toRoubles(priced.priced.totalKopecks),
  };
}

/**
 * POST /api/basket/price: the basket priced as the order would price it (the rewards' port the
 * order itself calls), so the guest sees the order's own figures before placing it. The checkout
 * asks on every change of the basket (offers apply by themselves), so a call without a code has
 * its own, wider limit; one with a code counts as the code check does, since codes are not to be
 * guessed. The limit runs once the body is read (`preHandler`) to tell the two apart.
 */
export const basketPriceRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rewards: OrderRewards;
  /** null: the POS's loyalty earns, not ours (iikoCard, decision 086) */
  loyalty: Pick<Loyalty, 'tierOf'> | null;
  imageUrlTemplate: string | undefined;
  /** calls with a code one network address may make in {@link PROMO_CHECK_WINDOW_MS} */
  perAddress: number;
  /** calls without a code one network address may make in the same window */
  plainPerAddress: number;
}> = async (app, { db, rewards, loyalty, imageUrlTemplate, perAddress, plainPerAddress }) => {
  const withCode = (request: FastifyRequest) =>
    Boolean((request.body as { promoCode?: string } | undefined)?.promoCode?.trim());
  app.post(
    '/basket/price',
    {
      schema: {
        body: basketPriceRequestSchema,
        // 422 `promoCodeRefused` / `pointsRefused`: `{ errType, message, fields }`, as the order's
        response: { 200: basketPriceResponseSchema },
      },
      config: {
        rateLimit: {
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}:${withCode(request) ? 'code' : 'plain'}`,
          max: (request) => (withCode(request) ? perAddress : plainPerAddress),
          timeWindow: PROMO_CHECK_WINDOW_MS,
        },
      },
    },
    async (request, reply) => {
      const { data, deliveryFee, phone, promoCode, points = 0 } = request.body;
      const { lines } = await priceLines(db, { data }, imageUrlTemplate);
      const feeKopecks = deliveryFee === undefined ? 0 : toKopecks(deliveryFee);
      const userId = await request.optionalUser();
      const priced = await rewards.price({
        code: promoCode?.trim() || null,
        points,
        lines: pricingLinesOf(lines),
        posLines: posLinesOf(lines),
        deliveryFeeKopecks: feeKopecks,
        phone: phone === undefined ? '' : (normalizePhone(phone) ?? ''),
        userId,
      });
      const dishes = lines.reduce((sum, line) => sum + line.sumKopecks, 0);
      const basket = priced?.priced ?? priceBasket(pricingLinesOf(lines), feeKopecks, [], 0);
      const paidDishes = basket.lines.reduce((sum, line) => sum + line.payKopecks, 0);
      return reply.header('Cache-Control', 'no-store').send({
        offers: (priced?.offers ?? []).map((offer) => ({
          code: offer.code,
          title: offer.title,
          discount: toRoubles(offer.discountKopecks),
          deliveryDiscount: toRoubles(offer.deliveryKopecks),
          gift: offer.gift === null ? null : { name: offer.gift },
        })),
        points: priced?.points ?? 0,
        earns:
          userId === null || loyalty === null
            ? null
            : pointsEarned(await loyalty.tierOf(userId), paidDishes),
        dishes: toRoubles(dishes),
        discount: toRoubles(dishes - paidDishes),
        deliveryFee: toRoubles(basket.deliveryFeeKopecks - basket.deliveryDiscountKopecks),
        total: toRoubles(basket.totalKopecks),
      });
    },
  );
};
