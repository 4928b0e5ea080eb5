/** The loyalty calls of the back office (packages/contract/src/loyalty.ts): admins only. */

/** POST /api/staff/points: an admin's change of a balance. */
import type {
  LoyaltyRulesUpdate,
  PointsAdjustment,
  StaffLoyaltyRules,
} from '@storefront/contract/loyalty';
import { staffApi } from '../../app/staff-api';

export const pointsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    adjustPoints: build.mutation<{ balance: number }, PointsAdjustment>({
      query: (body) => ({ url: '/points', method: 'POST', body }),
    }),
  }),
});

export const { useAdjustPointsMutation } = pointsApi;

/** GET/PUT /api/staff/loyalty-rules: the programme's tiers, share and lifetime (admins). */
export const loyaltyRulesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    loyaltyRules: build.query<StaffLoyaltyRules, void>({
      query: () => '/loyalty-rules',
    }),
    saveLoyaltyRules: build.mutation<StaffLoyaltyRules, LoyaltyRulesUpdate>({
      query: (body) => ({ url: '/loyalty-rules', method: 'PUT', body }),
    }),
  }),
});

export const { useLoyaltyRulesQuery, useSaveLoyaltyRulesMutation } = loyaltyRulesApi;
