/** Table bookings (API.md "Booking"): stored with their letters in one transaction. */
import {
  BOOKING_SLOT_MINUTES,
  type BookingRequest,
  bookingMessages,
  bookingTimeError,
  isBookingPhoneEmpty,
  joinBookingTime,
  type PlaceId,
  parseBookingTime,
  slotFullMessage,
} from '@storefront/contract/booking';
import { normalizePhone } from '@storefront/contract/checkout';
import type { WeekHours } from '@storefront/contract/opening-hours';
import { wallClockAt } from '@storefront/contract/venue-clock';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { channels, notify } from '../../db/notifications';
import { bookings, placeCapacities } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { storedWeekOf } from '../hours/opening-hours';
import { enqueue, outboxEvent } from '../outbox/topics';

export const BOOKING_TOPICS = {
  venue: 'email.booking-venue',
  guest: 'email.booking-guest',
} as const;

export interface BookingsServiceOptions {
  db: Db;
}

const SLOT_MS = BOOKING_SLOT_MINUTES * 60_000;
/** How far either way the nearest free half hour is looked for. */
const NEAREST_SLOTS = 6;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the booking form writes it: 'DD/MM/YYYY В HH.MM' (Vladivostok time). */
export function bookingText(instant: Date): string {
  const { year, month, day, hour, minute } = wallClockAt(instant);
  return joinBookingTime(`${pad(day)}/${pad(month)}/${year}`, `${pad(hour)}.${pad(minute)}`);
}

/** Bookings that hold a table in the half hour starting at `slot` (declined ones do not). */
async function takenIn(tx: Tx, place: number, slot: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.place, place),
        gte(bookings.bookedFor, new Date(slot)),
        lt(bookings.bookedFor, new Date(slot + SLOT_MS)),
        ne(bookings.status, 'declined'),
        ne(bookings.status, 'noShow'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Refuses a half hour the place has no table left in (409 `slotFull`, naming the nearest half
 * hour that has one in its message and as `nearest`, contract bookingSlotFullResponseSchema).
 * The place's capacity row is locked while counting, so two guests cannot both take the last
 * table.
 */
async function checkCapacity(tx: Tx, place: PlaceId, bookedFor: Date, now: Date, week: WeekHours) {
  const [capacity] = await tx
    .select()
    .from(placeCapacities)
    .where(eq(placeCapacities.place, place))
    .for('update');
  if (!capacity) return;
  const slot = Math.floor(bookedFor.getTime() / SLOT_MS) * SLOT_MS;
  if ((await takenIn(tx, place, slot)) < capacity.perSlot) return;
  let nearest: string | null = null;
  for (let step = 1; step <= NEAREST_SLOTS && !nearest; step++) {
    for (const candidate of [slot + step * SLOT_MS, slot - step * SLOT_MS]) {
      const text = bookingText(new Date(candidate));
      if (bookingTimeError(text, place, now, week) !== null) continue;
      if ((await takenIn(tx, place, candidate)) < capacity.perSlot) {
        nearest = text;
        break;
      }
    }
  }
  const message = slotFullMessage(nearest);
  const full = new AppError(409, 'slotFull', { 'dataToSend.time': message }, message);
  full.details = { nearest };
  throw full;
}

export function createBookingsService({ db }: BookingsServiceOptions) {
  return {
    /**
     * The request has passed the contract's schema already; the time's rules that need the place
     * and the clock (future, today to 30 days ahead, within the place's booking hours that weekday
     * as staff set them) are checked here, refused with their own message as the answer's message
     * and under the field.
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
      const place = data.place as PlaceId;
      const week = await storedWeekOf(db, place);
      const timeError = bookingTimeError(data.time, place, now, week);
      const bookedFor = parseBookingTime(data.time);
      if (timeError || !bookedFor) {
        const message = timeError ?? bookingMessages.time;
        throw new AppError(400, 'validation', { 'dataToSend.time': message }, message);
      }
      const phone =
        data.phone && !isBookingPhoneEmpty(data.phone) ? normalizePhone(data.phone) : null;
      return db.transaction(async (tx) => {
        await checkCapacity(tx, place, bookedFor, now, week);
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
        await enqueue(tx, [
          outboxEvent(BOOKING_TOPICS.venue, { bookingId: booking.id }),
          outboxEvent(BOOKING_TOPICS.guest, { bookingId: booking.id }),
        ]);
        // The staff's open lists of bookings hear of it at the commit (staff-routes.ts).
        await notify(tx, channels.booking, String(booking.id));
        return { id: booking.id };
      });
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
