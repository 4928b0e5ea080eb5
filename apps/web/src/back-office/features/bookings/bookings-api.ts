/** Bookings in the back office (packages/contract/src/staff-bookings.ts, /api/staff/bookings). */

import type {
  BookingAction,
  placeCapacitySchema,
  StaffBooking,
  staffBookingsResponseSchema,
} from '@storefront/contract/staff-bookings';
import { venueDate } from '@storefront/contract/venue-clock';
import type { z } from 'zod/mini';
import { staffApi } from '../../app/staff-api';
import type { StaffStore } from '../../app/staff-store';

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

/**
 * A booking the server streamed (use-booking-events.ts), put into every cached day it belongs to —
 * its Vladivostok date, its place or every place — as the day's list would have it: a new one
 * added, a known one replaced.
 */
export const bookingStreamed =
  (booking: StaffBooking) =>
  (dispatch: StaffStore['dispatch'], getState: StaffStore['getState']) => {
    const date = venueDate(new Date(booking.bookedFor));
    for (const day of bookingsApi.util.selectCachedArgsForQuery(getState(), 'staffBookings')) {
      if (day.date !== date || (day.place !== undefined && day.place !== booking.place)) continue;
      dispatch(
        bookingsApi.util.updateQueryData('staffBookings', day, (bookings) => {
          const index = bookings.findIndex((known) => known.id === booking.id);
          if (index === -1) bookings.push(booking);
          else bookings[index] = booking;
        }),
      );
    }
  };

export const {
  useStaffBookingsQuery,
  useBookingActionMutation,
  usePlaceCapacityQuery,
  useSavePlaceCapacityMutation,
} = bookingsApi;
