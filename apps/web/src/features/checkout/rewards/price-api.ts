/**
 * POST /api/basket/price (issue 32), injected when the checkout's pricing loads (rewards-panel.tsx):
 * the storefront's first load never carries it. The basket priced as the order will be — the code
 * applied, the offers that apply by themselves, the points chosen — so the summary shows the
 * order's own figures. A query: a basket that changes back and forth asks once for each state.
 */
import type { BasketPriceRequest, BasketPriceResponse } from '@storefront/contract/promo-codes';
import { api, errorType } from '../../../lib/api';

export const priceApi = api.injectEndpoints({
  endpoints: (build) => ({
    priceBasket: build.query<BasketPriceResponse, BasketPriceRequest>({
      query: (body) => ({ url: '/basket/price', method: 'POST', body }),
    }),
  }),
});

export const { usePriceBasketQuery, useLazyPriceBasketQuery } = priceApi;

/** The server's reason, for a 422 of `errType` (`promoCodeRefused`, `pointsRefused`). */
export function refusalOf(
  error: unknown,
  type: 'promoCodeRefused' | 'pointsRefused',
): string | undefined {
  if (errorType(error) !== type) return undefined;
  const message = (error as { data: { message?: unknown } }).data.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
