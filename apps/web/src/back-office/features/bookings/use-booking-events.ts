/**
 * Keeps the list of bookings live (issue 28 item 6): the server streams each booking made or
 * answered at the member's places, from any process (`GET /api/staff/bookings/events`, Server-Sent
 * Events, event `booking`, contract staff-bookings.ts). EventSource cannot send an Authorization
 * header, so each opening takes a one-use ticket (`?ticket=`, decision 079), never the session's
 * token. Events sent while the stream
 * was not open are lost: the day is asked again each time it opens (the first time too — a booking
 * made while the list was loading) and when the server says it lost track itself (`refresh`).
 * Where there is no EventSource the list is simply not live.
 */
import type { StaffBooking } from '@storefront/contract/staff-bookings';
import { parseEventData, useEventStream } from '../../../lib/use-event-stream';
import { useStreamTicket } from '../../app/use-stream-ticket';

interface BookingEventHandlers {
  onBooking: (booking: StaffBooking) => void;
  /** the list may have missed changes: ask it again */
  onStale: () => void;
}

export function useBookingEvents(token: string | null, handlers: BookingEventHandlers): void {
  const ticket = useStreamTicket();
  useEventStream(
    token === null ? null : '/api/staff/bookings/events',
    {
      refresh: () => handlers.onStale(),
      booking: (data) => {
        const booking = parseEventData<StaffBooking>(data);
        if (booking) handlers.onBooking(booking);
      },
    },
    { onOpen: () => handlers.onStale(), ticket },
  );
}
