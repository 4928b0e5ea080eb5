/** Table bookings (API.md "Booking"): stored with their letters in one transaction. */
import {
  type BookingRequest,
  bookingMessages,
  bookingTimeError,
  isBookingPhoneEmpty,
  type PlaceId,
  parseBookingTime,
} from '@storefront/contract/booking';
import { normalizePhone } from '@storefront/contract/checkout';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, outboxEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const BOOKING_TOPICS = {
  venue: 'email.booking-venue',
  guest: 'email.booking-guest',
} as const;

export interface BookingsServiceOptions {
  db: Db;
}

export function createBookingsService({ db }: BookingsServiceOptions) {
  return {
    /**
     * The request has passed the contract's schema already; the time's rules that need the place
     * and the clock (future, today to 30 days ahead, within the place's booking hours) are checked
     * here, refused with their own message as the answer's message and under the field.
     */
    async create(
      request: BookingRequest,
      {
        userId,
        idempotencyKey,
        now,
      }: { userId: number | null; idempotencyKey?: string; now: Date },
    ): Promise<{ id: number }> {
      const data = request.dataToSend;
      const timeError = bookingTimeError(data.time, data.place as PlaceId, now);
      const bookedFor = parseBookingTime(data.time);
      if (timeError || !bookedFor) {
        const message = timeError ?? bookingMessages.time;
        throw new AppError(400, 'validation', { 'dataToSend.time': message }, message);
      }
      const phone =
        data.phone && !isBookingPhoneEmpty(data.phone) ? normalizePhone(data.phone) : null;
      return db.transaction(async (tx) => {
        const [booking] = await tx
          .insert(bookings)
          .values({
            place: data.place,
            userId,
            name: data.name.trim(),
            surname: data.surname.trim(),
            email: data.email.trim(),
            phone,
            bookedFor,
            guests: data.guests ?? null,
            idempotencyKey: idempotencyKey ?? null,
          })
          // A second request with the key waits here for the first to commit, then finds it.
          .onConflictDoNothing({ target: bookings.idempotencyKey })
          .returning({ id: bookings.id });
        if (!booking) {
          const [first] = await tx
            .select({ id: bookings.id })
            .from(bookings)
            .where(eq(bookings.idempotencyKey, idempotencyKey ?? ''));
          if (!first) throw new Error('booking insert returned nothing');
          return first;
        }
        // The letters go out after the commit, retried until the mail server takes them.
        await tx.insert(outboxEvents).values([
          { topic: BOOKING_TOPICS.venue, payload: { bookingId: booking.id } },
          { topic: BOOKING_TOPICS.guest, payload: { bookingId: booking.id } },
        ]);
        return { id: booking.id };
      });
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
