/**
 * Keeps the list of bookings live (issue 28 item 6): the server streams each booking made or
 * answered at the member's places, from any process (`GET /api/staff/bookings/events`, Server-Sent
 * Events, event `booking`, contract staff-bookings.ts). EventSource cannot send an Authorization
 * header, so the staff token goes as `?token=` on this one address. Events sent while the stream
 * was not open are lost: the day is asked again each time it opens (the first time too — a booking
 * made while the list was loading) and when the server says it lost track itself (`refresh`).
 * Where there is no EventSource the list is simply not live.
 */
import type { StaffBooking } from '@storefront/contract/staff-bookings';
import { parseEventData, useEventStream } from '../../../lib/use-event-stream';

interface BookingEventHandlers {
  onBooking: (booking: StaffBooking) => void;
  /** the list may have missed changes: ask it again */
  onStale: () => void;
}

export function useBookingEvents(token: string | null, handlers: BookingEventHandlers): void {
  useEventStream(
    token === null ? null : `/api/staff/bookings/events?${new URLSearchParams({ token })}`,
    {
      refresh: () => handlers.onStale(),
      booking: (data) => {
        const booking = parseEventData<StaffBooking>(data);
        if (booking) handlers.onBooking(booking);
      },
    },
    { onOpen: () => handlers.onStale() },
  );
}
