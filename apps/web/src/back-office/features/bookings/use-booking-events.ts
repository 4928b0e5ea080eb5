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
import { useEffect, useRef } from 'react';

interface BookingEventHandlers {
  onBooking: (booking: StaffBooking) => void;
  /** the list may have missed changes: ask it again */
  onStale: () => void;
}

export function useBookingEvents(token: string | null, handlers: BookingEventHandlers): void {
  // The handlers change every render; the connection must not.
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (token === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/staff/bookings/events?${new URLSearchParams({ token })}`);
    source.addEventListener('open', () => latest.current.onStale());
    source.addEventListener('refresh', () => latest.current.onStale());
    source.addEventListener('booking', (event) => {
      let booking: StaffBooking;
      try {
        booking = JSON.parse((event as MessageEvent<string>).data) as StaffBooking;
      } catch {
        return;
      }
      latest.current.onBooking(booking);
    });
    return () => source.close();
  }, [token]);
}
