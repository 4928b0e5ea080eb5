/**
 * POST /api/promo-codes/check (issue 32 item 1): the basket's «Промокод» field asks whether a
 * code applies and what it gives. The dishes are priced from the catalogue as for an order
 * (orders/price-lines.ts), the code by the contract's rules. Limited per network address in a
 * store every process shares (plugins/rate-limit.ts): codes are not to be guessed.
 */
import { basketLineKey } from '@storefront/contract/basket-rules';
import { toKopecks } from '@storefront/contract/money';
import { normalizePhone } from '@storefront/contract/phone';
import {
  promoCheckRequestSchema,
  promoCheckResponseSchema,
} from '@storefront/contract/promo-codes';
import type { PricingLine } from '@storefront/contract/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { priceLines } from '../orders/price-lines';
import { codeCheckAnswer, type OfferPricing } from './offer-pricing';

export const PROMO_CHECK_WINDOW_MS = 10 * 60_000;

export const promoCodeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  pricing: OfferPricing;
  imageUrlTemplate: string | undefined;
  /** checks one network address may make in {@link PROMO_CHECK_WINDOW_MS} */
  perAddress: number;
}> = async (app, { db, pricing, imageUrlTemplate, perAddress }) => {
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
      const pricingLines: PricingLine[] = lines.map((line, index) => ({
        key: String(index),
        dishKey: basketLineKey({ id: line.productId, special: line.special }),
        venueId: line.venueId,
        categoryId: line.categoryId,
        sumKopecks: line.sumKopecks,
      }));
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
