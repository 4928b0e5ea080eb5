/**
 * POST /api/promo-codes/check (issue 32 item 1), injected when the checkout's promo code panel
 * loads: the storefront's first load never carries it. A query (the answer depends only on what
 * is asked), so a basket that changes back and forth asks the server once for each state.
 */
import type { PromoCheckRequest, PromoCheckResponse } from '@storefront/contract/promo-codes';
import { api, errorType } from '../../../lib/api';

export const promoApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkPromoCode: build.query<PromoCheckResponse, PromoCheckRequest>({
      query: (body) => ({ url: '/promo-codes/check', method: 'POST', body }),
    }),
  }),
});

export const { useCheckPromoCodeQuery, useLazyCheckPromoCodeQuery } = promoApi;

/** The server's reason a code does not apply (422 `promoCodeRefused`), or undefined. */
export function refusalOf(error: unknown): string | undefined {
  if (errorType(error) !== 'promoCodeRefused') return undefined;
  const message = (error as { data: { message?: unknown } }).data.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The server's message of any other answer it gave (429 and the like), or undefined. */
export function messageOf(error: unknown): string | undefined {
  if (errorType(error) === undefined) return undefined;
  const message = (error as { data: { message?: unknown } }).data.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
