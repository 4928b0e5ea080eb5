/** Delivery zones and busy mode (packages/contract/src/staff-zones.ts, /api/staff/zones, /busy). */
import type {
  StaffZone,
  VenueBusy,
  VenueBusyUpdate,
  ZoneCreate,
  ZoneUpdate,
} from '@storefront/contract/staff-zones';
import { staffApi } from '../../app/staff-api';
import { conflictCurrent } from '../../app/staff-errors';

export const zonesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    zones: build.query<StaffZone[], void>({
      query: () => '/zones',
      transformResponse: (answer: { zones: StaffZone[] }) => answer.zones,
    }),
    createZone: build.mutation<StaffZone, ZoneCreate>({
      query: (body) => ({ url: '/zones', method: 'POST', body }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          zonesApi.util.updateQueryData('zones', undefined, (zones) => {
            zones.push(answer.data);
          }),
        );
      },
    }),
    updateZone: build.mutation<StaffZone, { id: number; body: ZoneUpdate }>({
      query: ({ id, body }) => ({ url: `/zones/${id}`, method: 'PUT', body }),
      // The saved row, or on a conflict the row as it is now, replaces the shown one.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const zone = await queryFulfilled.then(
          (answer) => answer.data,
          (failure: { error?: unknown }) => conflictCurrent<StaffZone>(failure.error),
        );
        if (!zone) return;
        dispatch(
          zonesApi.util.updateQueryData('zones', undefined, (zones) => {
            const index = zones.findIndex((known) => known.id === id);
            if (index !== -1) zones[index] = zone;
          }),
        );
      },
    }),
    venuesBusy: build.query<VenueBusy[], void>({
      query: () => '/busy',
      transformResponse: (answer: { venues: VenueBusy[] }) => answer.venues,
    }),
    updateBusy: build.mutation<VenueBusy, { venueId: number; body: VenueBusyUpdate }>({
      query: ({ venueId, body }) => ({ url: `/busy/${venueId}`, method: 'PUT', body }),
      async onQueryStarted({ venueId }, { dispatch, queryFulfilled }) {
        const venue = await queryFulfilled.then(
          (answer) => answer.data,
          (failure: { error?: unknown }) => conflictCurrent<VenueBusy>(failure.error),
        );
        if (!venue) return;
        dispatch(
          zonesApi.util.updateQueryData('venuesBusy', undefined, (venues) => {
            const index = venues.findIndex((known) => known.venueId === venueId);
            if (index !== -1) venues[index] = venue;
          }),
        );
      },
    }),
  }),
});

export const {
  useZonesQuery,
  useCreateZoneMutation,
  useUpdateZoneMutation,
  useVenuesBusyQuery,
  useUpdateBusyMutation,
} = zonesApi;
