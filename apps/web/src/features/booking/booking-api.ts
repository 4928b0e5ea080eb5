/** The booking call (API.md "Booking"); a logged-in guest's token goes along (lib/api.ts). */
import type { BookingRequest, BookingResponse } from '@storefront/contract/booking';
import { api } from '../../lib/api';

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<BookingResponse, BookingRequest>({
      query: (body) => ({ url: '/booking', method: 'POST', body }),
    }),
  }),
});

export const { useCreateBookingMutation } = bookingApi;
