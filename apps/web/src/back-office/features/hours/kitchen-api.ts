/**
 * A venue's kitchen settings (/api/staff/kitchen) and the places' dated hours
 * (/api/staff/dated-hours), issue 33: each list one cache entry; a saved row, or on a conflict
 * the row as it is now, replaces the shown one.
 */
import type { DatedHoursUpdate, StaffPlaceDated } from '@storefront/contract/dated-hours';
import type { VenueKitchen, VenueKitchenUpdate } from '@storefront/contract/staff-kitchen';
import { staffApi } from '../../app/staff-api';
import { conflictCurrent } from '../../app/staff-errors';

export const kitchenStaffApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffKitchen: build.query<VenueKitchen[], void>({
      query: () => '/kitchen',
      transformResponse: (answer: { venues: VenueKitchen[] }) => answer.venues,
    }),
    updateKitchen: build.mutation<VenueKitchen, { venueId: number; body: VenueKitchenUpdate }>({
      query: ({ venueId, body }) => ({ url: `/kitchen/${venueId}`, method: 'PUT', body }),
      async onQueryStarted({ venueId }, { dispatch, queryFulfilled }) {
        const venue = await queryFulfilled.then(
          (answer) => answer.data,
          (failure: { error?: unknown }) => conflictCurrent<VenueKitchen>(failure.error),
        );
        if (!venue) return;
        dispatch(
          kitchenStaffApi.util.updateQueryData('staffKitchen', undefined, (venues) => {
            const index = venues.findIndex((known) => known.venueId === venueId);
            if (index !== -1) venues[index] = venue;
          }),
        );
      },
    }),
    staffDatedHours: build.query<StaffPlaceDated[], void>({
      query: () => '/dated-hours',
      transformResponse: (answer: { places: StaffPlaceDated[] }) => answer.places,
    }),
    setDatedHours: build.mutation<
      StaffPlaceDated,
      { placeId: number; date: string; body: DatedHoursUpdate | null }
    >({
      // body null: the date goes back to its week
      query: ({ placeId, date, body }) => ({
        url: `/dated-hours/${placeId}/${date}`,
        method: body === null ? 'DELETE' : 'PUT',
        ...(body === null ? {} : { body }),
      }),
      async onQueryStarted({ placeId }, { dispatch, queryFulfilled }) {
        const place = await queryFulfilled.then(
          (answer) => answer.data,
          () => undefined,
        );
        if (!place) return;
        dispatch(
          kitchenStaffApi.util.updateQueryData('staffDatedHours', undefined, (places) => {
            const index = places.findIndex((known) => known.placeId === placeId);
            if (index !== -1) places[index] = place;
          }),
        );
      },
    }),
  }),
});

export const {
  useStaffKitchenQuery,
  useUpdateKitchenMutation,
  useStaffDatedHoursQuery,
  useSetDatedHoursMutation,
} = kitchenStaffApi;
