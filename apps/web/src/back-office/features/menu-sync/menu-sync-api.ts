/** The menu from the POS (packages/contract/src/menu-sync.ts, /api/staff/menu-sync): admins only. */
import type { MenuSyncResponse } from '@storefront/contract/menu-sync';
import { staffApi } from '../../app/staff-api';

export const menuSyncApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    menuSyncState: build.query<MenuSyncResponse, void>({ query: () => '/menu-sync' }),
    /** Syncs every venue now; the answer is the page's new state. */
    syncMenuNow: build.mutation<MenuSyncResponse, void>({
      query: () => ({ url: '/menu-sync', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) {
          dispatch(menuSyncApi.util.upsertQueryData('menuSyncState', undefined, answer.data));
        }
      },
    }),
  }),
});

export const { useMenuSyncStateQuery, useSyncMenuNowMutation } = menuSyncApi;
