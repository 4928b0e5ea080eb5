/** The stop list (the end of packages/contract/src/staff-orders.ts, /api/staff/stop-list). */
import type { StopListDish, stopListResponseSchema } from '@storefront/contract/staff-orders';
import type { z } from 'zod/mini';
import { staffApi } from '../../app/staff-api';

export type StopList = z.infer<typeof stopListResponseSchema>;

export interface StopListToggle {
  venueId: number;
  kind: StopListDish['kind'];
  id: number;
  available: boolean;
}

const sameDish = (dish: StopListDish, args: Pick<StopListToggle, 'kind' | 'id'>) =>
  dish.kind === args.kind && dish.id === args.id;

export const stopListApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    stopList: build.query<StopList, number>({
      query: (venueId) => `/stop-list?venueId=${venueId}`,
    }),
    toggleStopList: build.mutation<StopListDish, StopListToggle>({
      query: ({ kind, id, available }) => ({
        url: `/stop-list/${kind}/${id}`,
        method: 'POST',
        body: { available },
      }),
      // A tap shows at once: the kitchen flips many dishes in a row and must not wait for each.
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          stopListApi.util.updateQueryData('stopList', args.venueId, (list) => {
            const dish = list.dishes.find((known) => sameDish(known, args));
            if (dish) dish.available = args.available;
          }),
        );
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) {
          patch.undo();
          return;
        }
        dispatch(
          stopListApi.util.updateQueryData('stopList', args.venueId, (list) => {
            const index = list.dishes.findIndex((known) => sameDish(known, args));
            if (index !== -1) list.dishes[index] = answer.data;
          }),
        );
      },
    }),
  }),
});

export const { useStopListQuery, useToggleStopListMutation } = stopListApi;
