/** GET /api/account/points (issue 32 item 2): the guest's balance, tier and history. */
import type { AccountPoints } from '@storefront/contract/loyalty';
import { api } from '../../lib/api';

export const pointsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // keyed by the session token, as the other account calls (lib/account-api.ts)
    getAccountPoints: build.query<AccountPoints, string>({
      query: () => '/account/points',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAccountPointsQuery } = pointsApi;
