/** Outbox handlers that send a booking's letters (topics written by the bookings service). */
import { type MenuVenueId, places } from '@storefront/contract/venues';
import { eq } from 'drizzle-orm';
import type { EmailSender } from '../../adapters/email/email';
import type { SmsSender } from '../../adapters/sms/sms';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import {
  guestBookingLetter,
  guestBookingStatusLetter,
  guestBookingStatusSms,
  venueBookingLetter,
} from '../notifications/booking-letters';
import type { OutboxHandlers } from '../outbox/topics';
import { PermanentFailure } from '../outbox/worker';
import { BOOKING_TOPICS } from './service';

export interface BookingHandlersOptions {
  db: Db;
  email: EmailSender;
  /** VENUE_EMAILS: per menu venue; a place's letters go to its venue */
  venueEmails: Partial<Record<MenuVenueId, string>>;
  /** the guest's SMS with the staff's answer; absent: none is sent */
  sms?: SmsSender;
}

export function createBookingHandlers({
  db,
  email,
  venueEmails,
  sms,
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

    async 'email.booking-status'(payload) {
      const { booking, place } = await load(payload.bookingId);
      await email.send(guestBookingStatusLetter(booking, place));
    },

    async 'sms.booking-status'(payload) {
      if (!sms) return;
      const { booking, place } = await load(payload.bookingId);
      if (!booking.phone) return;
      const result = await sms.send(
        booking.phone.replace(/^\+/, ''),
        guestBookingStatusSms(booking, place),
      );
      // A number that cannot take SMS will not take it on a retry either; the letter still goes.
      if (result.status === 'failed' && result.reason !== 'errorSendSMS') return;
      if (result.status === 'failed') throw new Error(`SMS not sent: ${result.detail}`);
    },
  };
}
