/**
 * POST /api/kitchen/times (issue 33), injected when the checkout's time block loads its kitchens'
 * times (kitchen-time-choice.tsx): the storefront's first load never carries it. A query: a
 * basket that changes back and forth asks once for each state, and it is asked again each minute
 * while the form is open, as the kitchens' load moves.
 */
import type { KitchenTimesRequest, KitchenTimesResponse } from '@storefront/contract/kitchen-times';
import { api } from '../../../lib/api';

export const kitchenTimesApi = api.injectEndpoints({
  endpoints: (build) => ({
    kitchenTimes: build.query<KitchenTimesResponse, KitchenTimesRequest>({
      query: (body) => ({ url: '/kitchen/times', method: 'POST', body }),
    }),
  }),
});

export const { useKitchenTimesQuery } = kitchenTimesApi;
