/**
 * Opening hours per place and weekday (packages/contract/src/opening-hours.ts,
 * /api/staff/opening-hours). The member's places are one cache entry; a saved week, or on a
 * conflict the week as it is now, replaces the shown one.
 */
import type { PlaceHoursUpdate, StaffPlaceHours } from '@storefront/contract/opening-hours-schemas';
import { staffApi } from '../../app/staff-api';
import { conflictCurrent } from '../../app/staff-errors';

export const openingHoursStaffApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffOpeningHours: build.query<StaffPlaceHours[], void>({
      query: () => '/opening-hours',
      transformResponse: (answer: { places: StaffPlaceHours[] }) => answer.places,
    }),
    updateOpeningHours: build.mutation<
      StaffPlaceHours,
      { placeId: number; body: PlaceHoursUpdate }
    >({
      query: ({ placeId, body }) => ({ url: `/opening-hours/${placeId}`, method: 'PUT', body }),
      async onQueryStarted({ placeId }, { dispatch, queryFulfilled }) {
        const week = await queryFulfilled.then(
          (answer) => answer.data,
          (failure: { error?: unknown }) => conflictCurrent<StaffPlaceHours>(failure.error),
        );
        if (!week) return;
        dispatch(
          openingHoursStaffApi.util.updateQueryData('staffOpeningHours', undefined, (places) => {
            const index = places.findIndex((known) => known.placeId === placeId);
            if (index !== -1) places[index] = week;
          }),
        );
      },
    }),
  }),
});

export const { useStaffOpeningHoursQuery, useUpdateOpeningHoursMutation } = openingHoursStaffApi;
