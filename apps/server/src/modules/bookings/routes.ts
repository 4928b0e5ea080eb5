/** The booking call (API.md "Booking"). */
import {
  bookingRequestSchema,
  bookingResponseSchema,
  bookingSlotFullResponseSchema,
} from '@storefront/contract/booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyHeaders } from '../../lib/idempotency-key';
import type { BookingsService } from './service';

/**
 * Each booking sends two letters: a few per address (BOOKINGS_PER_ADDRESS, 10 by default) in this
 * window is plenty for a guest, little for a bot.
 */
export const BOOKING_RATE_WINDOW_MS = 10 * 60_000;

/** Needs plugins/auth.ts (who is calling) and plugins/rate-limit.ts (`config.rateLimit`). */
export const bookingRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsService;
  /** calls one network address may make in {@link BOOKING_RATE_WINDOW_MS} */
  perAddress: number;
  /** the clock for «in the future» and «at most 30 days ahead» */
  now?: () => Date;
}> = async (app, { bookings, perAddress, now }) => {
  app.post(
    '/booking',
    {
      schema: {
        body: bookingRequestSchema,
        headers: idempotencyKeyHeaders,
        // checked and filtered by the serializer; errors go through plugins/error-handler.ts, and
        // the one 409, a full half hour, is described for the OpenAPI document
        response: { 201: bookingResponseSchema, 409: bookingSlotFullResponseSchema },
      },
      config: { rateLimit: { max: perAddress, timeWindow: BOOKING_RATE_WINDOW_MS } },
    },
    async (request, reply) => {
      // A stale token does not stop a guest from booking: the booking is then anonymous.
      const userId = await request.optionalUser();
      const booking = await bookings.create(request.body, {
        userId,
        idempotencyKey: request.headers['idempotency-key'],
        now: now?.() ?? new Date(),
      });
      return reply
        .code(201)
        .header('Cache-Control', 'no-store')
        .send({ success: true, id: booking.id });
    },
  );
};
