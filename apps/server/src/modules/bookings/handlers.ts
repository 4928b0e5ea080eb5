/** Outbox handlers that send a booking's letters (topics written by the bookings service). */
import { type MenuVenueId, places } from '@storefront/contract/venues';
import { eq } from 'drizzle-orm';
import type { EmailSender } from '../../adapters/email/email';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { guestBookingLetter, venueBookingLetter } from '../notifications/booking-letters';
import type { OutboxHandlers } from '../outbox/topics';
import { PermanentFailure } from '../outbox/worker';
import { BOOKING_TOPICS } from './service';

export interface BookingHandlersOptions {
  db: Db;
  email: EmailSender;
  /** VENUE_EMAILS: per menu venue; a place's letters go to its venue */
  venueEmails: Partial<Record<MenuVenueId, string>>;
}

export function createBookingHandlers({
  db,
  email,
  venueEmails,
}: BookingHandlersOptions): OutboxHandlers {
  async function load(bookingId: number) {
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking) throw new PermanentFailure(`booking ${bookingId} does not exist`);
    const place = places.find((p) => p.id === booking.place);
    if (!place)
      throw new PermanentFailure(`booking ${booking.id} has unknown place ${booking.place}`);
    return { booking, place };
  }

  return {
    async [BOOKING_TOPICS.venue](payload) {
      const { booking, place } = await load(payload.bookingId);
      const to = venueEmails[place.venueId];
      if (!to) return;
      await email.send(venueBookingLetter(booking, place, to));
    },

    async [BOOKING_TOPICS.guest](payload) {
      const { booking, place } = await load(payload.bookingId);
      await email.send(guestBookingLetter(booking, place));
    },
  };
}
