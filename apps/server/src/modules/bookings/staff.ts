/**
 * Bookings as the staff see and answer them (issue 14 item 3): a day's bookings by place, each
 * moved by one status table, the guest told of a confirmation or a refusal by letter (and SMS
 * when they gave a phone), and each place's capacity per half hour.
 */

import {
  type BookingAction,
  type BookingStatus,
  bookingActions,
  type StaffBooking,
} from '@storefront/contract/staff-bookings';
import { formatVenueTime, venueInstant } from '@storefront/contract/venue-clock';
import { places } from '@storefront/contract/venues';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, notify } from '../../db/notifications';
import { bookings, placeCapacities } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit/audit';
import { enqueue, outboxEvent } from '../outbox/topics';

/** Which status may follow which; the guest is told of the first two. */
const bookingTransitions: Record<BookingStatus, readonly BookingStatus[]> = {
  requested: ['confirmed', 'declined'],
  confirmed: ['seated', 'noShow', 'declined'],
  declined: [],
  seated: [],
  noShow: [],
};
const GUEST_TOLD: readonly BookingStatus[] = ['confirmed', 'declined'];

export function canChangeBookingStatus(from: BookingStatus, to: BookingStatus): boolean {
  return bookingTransitions[from].includes(to);
}

type BookingRow = typeof bookings.$inferSelect;

function view(row: BookingRow): StaffBooking {
  return {
    id: row.id,
    place: row.place,
    placeName: places.find((place) => place.id === row.place)?.name ?? '',
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    bookedFor: row.bookedFor.toISOString(),
    time: formatVenueTime(row.bookedFor),
    guests: row.guests,
    status: row.status,
    reason: row.statusReason,
  };
}

/** The menu venue a place belongs to: whose staff answer its bookings. */
export function venueOfPlace(place: number): number | undefined {
  return places.find((row) => row.id === place)?.venueId;
}

export function createStaffBookings({ db }: { db: Db }) {
  return {
    /** A Vladivostok day's bookings of these places, by time. */
    async day(date: string, placeIds: readonly number[]): Promise<StaffBooking[]> {
      if (placeIds.length === 0) return [];
      const midnight = Date.parse(`${date}T00:00:00Z`);
      if (Number.isNaN(midnight)) throw new AppError(400, 'validation', { date: 'Неверная дата' });
      // The Vladivostok day's first instant (UTC+10: 14:00 UTC the day before).
      const start = venueInstant(midnight);
      const rows = await db
        .select()
        .from(bookings)
        .where(
          and(
            inArray(bookings.place, [...placeIds]),
            gte(bookings.bookedFor, new Date(start)),
            lt(bookings.bookedFor, new Date(start + 24 * 3600_000)),
          ),
        )
        .orderBy(asc(bookings.bookedFor), asc(bookings.id));
      return rows.map(view);
    },

    async find(id: number): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row;
    },

    /** One booking as the day's list shows it (the live list's event carries the same). */
    async one(id: number): Promise<StaffBooking | undefined> {
      const row = await this.find(id);
      return row && view(row);
    },

    /**
     * Moves a booking on (409 `conflict` when it is past that step: someone answered first), and
     * queues the guest's letter and SMS in the same transaction.
     */
    async act(
      id: number,
      action: BookingAction,
      reason: string | null,
      staffId: number,
    ): Promise<StaffBooking> {
      const to = bookingActions[action].status;
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
        if (!row) throw new AppError(404, 'notFound');
        if (!canChangeBookingStatus(row.status, to)) throw new AppError(409, 'conflict');
        const [updated] = await tx
          .update(bookings)
          .set({ status: to, statusReason: to === 'declined' ? reason : row.statusReason })
          .where(eq(bookings.id, id))
          .returning();
        await audit(tx, {
          staffId,
          action: `booking.${action}`,
          subject: `booking:${id}`,
          before: { status: row.status },
          after: { status: to, ...(to === 'declined' && reason ? { reason } : {}) },
        });
        // Every open list of the place's bookings hears of it at the commit.
        await notify(tx, channels.booking, String(id));
        if (GUEST_TOLD.includes(to)) {
          await enqueue(tx, [
            outboxEvent('email.booking-status', { bookingId: id }),
            ...(row.phone ? [outboxEvent('sms.booking-status', { bookingId: id })] : []),
          ]);
        }
        return view(updated ?? row);
      });
    },

    async capacity(place: number): Promise<number | null> {
      const [row] = await db.select().from(placeCapacities).where(eq(placeCapacities.place, place));
      return row?.perSlot ?? null;
    },

    async setCapacity(place: number, perSlot: number | null, staffId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(placeCapacities)
          .where(eq(placeCapacities.place, place))
          .for('update');
        if (perSlot === null) {
          await tx.delete(placeCapacities).where(eq(placeCapacities.place, place));
        } else {
          await tx
            .insert(placeCapacities)
            .values({ place, perSlot })
            .onConflictDoUpdate({ target: placeCapacities.place, set: { perSlot } });
        }
        await audit(tx, {
          staffId,
          action: 'place.capacity',
          subject: `place:${place}`,
          before: { perSlot: before?.perSlot ?? null },
          after: { perSlot },
        });
      });
    },
  };
}

export type StaffBookings = ReturnType<typeof createStaffBookings>;
