/** POST /api/staff/points (packages/contract/src/loyalty.ts): an admin's change of a balance. */
import type { PointsAdjustment } from '@storefront/contract/loyalty';
import { staffApi } from '../../app/staff-api';

export const pointsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    adjustPoints: build.mutation<{ balance: number }, PointsAdjustment>({
      query: (body) => ({ url: '/points', method: 'POST', body }),
    }),
  }),
});

export const { useAdjustPointsMutation } = pointsApi;
