/** The booking call (API.md "Booking"). */
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { bookingRequestSchema } from '@storefront/contract/booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooMany } from '../../lib/app-error';
import { idempotencyKeyHeaders } from '../../lib/idempotency-key';
import { optionalUser } from '../accounts/routes';
import type { Sessions } from '../accounts/sessions';
import type { BookingsService } from './service';

/** Each booking sends two letters: a few per address is plenty for a guest, little for a bot. */
export const BOOKING_RATE_LIMIT = { max: 10, timeWindow: 10 * 60_000 };

export const bookingRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsService;
  sessions: Sessions;
  /** the clock for «in the future» and «at most 30 days ahead» */
  now?: () => Date;
  /** where the limit counts: the database, so that every server process counts together */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}> = async (app, { bookings, sessions, now, rateLimitStore }) => {
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore,
    errorResponseBuilder: (_request, context) =>
      tooMany('tooManyRequests', Math.ceil(context.ttl / 1000)),
  });

  app.post(
    '/booking',
    {
      schema: { body: bookingRequestSchema, headers: idempotencyKeyHeaders },
      config: { rateLimit: BOOKING_RATE_LIMIT },
    },
    async (request, reply) => {
      // A stale token does not stop a guest from booking: the booking is then anonymous.
      const userId = await optionalUser(request, sessions);
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
