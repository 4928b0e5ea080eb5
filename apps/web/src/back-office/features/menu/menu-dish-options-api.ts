/**
 * A dish's sizes and modifier groups in the menu editor (packages/contract/src/staff-dish-options.ts,
 * /api/staff/menu/dishes/product/:id/options): read when the dish's dialog opens, saved as a
 * whole. A save (or a refusal the server answered) refreshes the venue's editor: the dish's
 * version and, with sizes, its price have changed.
 */
import type {
  DishOptionsResponse,
  DishOptionsUpdate,
} from '@storefront/contract/staff-dish-options';
import { errorStatus } from '../../../lib/api';
import { staffApi } from '../../app/staff-api';

export interface DishOptionsRef {
  venueId: number;
  /** a venue's dish (kind 'product'): special dishes have no options */
  id: number;
}

const optionsUrl = (id: number) => `/menu/dishes/product/${id}/options`;

const dishOptionsApi = staffApi.enhanceEndpoints({ addTagTypes: ['Menu'] }).injectEndpoints({
  endpoints: (build) => ({
    dishOptions: build.query<DishOptionsResponse, DishOptionsRef>({
      query: ({ id }) => optionsUrl(id),
      // Read afresh each time the dialog opens: another manager may have changed them.
      keepUnusedDataFor: 0,
    }),
    saveDishOptions: build.mutation<
      DishOptionsResponse,
      DishOptionsRef & { body: DishOptionsUpdate }
    >({
      query: ({ id, body }) => ({ url: optionsUrl(id), method: 'PUT', body }),
      invalidatesTags: (_result, error, { venueId }) =>
        error === undefined || typeof errorStatus(error) === 'number'
          ? [{ type: 'Menu' as const, id: venueId }]
          : [],
    }),
  }),
});

export const { useDishOptionsQuery, useSaveDishOptionsMutation } = dishOptionsApi;
