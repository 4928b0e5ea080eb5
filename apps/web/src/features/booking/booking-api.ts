/** The booking call (API.md "Booking"); a logged-in guest's token goes along (lib/api.ts). */
import type { BookingRequest, BookingResponse } from '@storefront/contract/booking';
import { api } from '../../lib/api';

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<
      BookingResponse,
      { body: BookingRequest; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/booking',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useCreateBookingMutation } = bookingApi;
