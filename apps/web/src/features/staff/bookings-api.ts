/** Bookings in the back office (packages/contract/src/staff-bookings.ts, /api/staff/bookings). */
import type {
  BookingAction,
  placeCapacitySchema,
  StaffBooking,
  staffBookingsResponseSchema,
} from '@storefront/contract/staff-bookings';
import type { z } from 'zod/mini';
import { staffApi } from './staff-api';

/** A day (Vladivostok, 'YYYY-MM-DD') and one place, or every place of the member's. */
export interface BookingsDay {
  date: string;
  place?: number;
}

export interface BookingActionArgs {
  id: number;
  action: BookingAction;
  reason?: string;
}

export type PlaceCapacity = z.infer<typeof placeCapacitySchema>;

const dayUrl = ({ date, place }: BookingsDay) =>
  place === undefined ? `/bookings?date=${date}` : `/bookings?date=${date}&place=${place}`;

export const bookingsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffBookings: build.query<StaffBooking[], BookingsDay>({
      query: dayUrl,
      transformResponse: (answer: z.infer<typeof staffBookingsResponseSchema>) => answer.bookings,
    }),
    bookingAction: build.mutation<StaffBooking, BookingActionArgs>({
      query: ({ id, action, reason }) => ({
        url: `/bookings/${id}/${action}`,
        method: 'POST',
        body: reason === undefined ? {} : { reason },
      }),
      async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        // The same booking may stand in the day of every place and in its own place's: all follow.
        const days = bookingsApi.util.selectCachedArgsForQuery(getState(), 'staffBookings');
        for (const day of days) {
          dispatch(
            bookingsApi.util.updateQueryData('staffBookings', day, (bookings) => {
              const index = bookings.findIndex((booking) => booking.id === answer.data.id);
              if (index !== -1) bookings[index] = answer.data;
            }),
          );
        }
      },
    }),
    placeCapacity: build.query<PlaceCapacity, number>({
      query: (place) => `/places/${place}/capacity`,
    }),
    savePlaceCapacity: build.mutation<PlaceCapacity, PlaceCapacity>({
      query: ({ place, perSlot }) => ({
        url: `/places/${place}/capacity`,
        method: 'PUT',
        body: { perSlot },
      }),
      async onQueryStarted({ place }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(bookingsApi.util.upsertQueryData('placeCapacity', place, answer.data));
      },
    }),
  }),
});

export const {
  useStaffBookingsQuery,
  useBookingActionMutation,
  usePlaceCapacityQuery,
  useSavePlaceCapacityMutation,
} = bookingsApi;
