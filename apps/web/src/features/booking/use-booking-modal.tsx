/**
 * Opening the booking modal for a place, from the contacts page's cards and from a venue page:
 * the modal's code (form, masks, rules) loads when a guest is about to book, not with the page.
 */
import type { Place } from '@storefront/contract/venues';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';

const loadBookingModal = () => import('./booking-modal');
type BookingModalComponent = Awaited<ReturnType<typeof loadBookingModal>>['BookingModal'];

const OPEN_FAILED =
  'Не удалось открыть форму бронирования. Проверьте соединение и попробуйте ещё раз.';

export function prefetchBookingModal() {
  loadBookingModal().catch(() => {
    // Tried again, with a message, when the guest presses the button.
  });
}

/** The text on every booking button (SPEC §2 "Contacts"). */
export const BOOK_TABLE = 'ЗАБРОНИРОВАТЬ СТОЛИК';

export function useBookingModal() {
  const [booking, setBooking] = useState<{ place: Place; Modal: BookingModalComponent } | null>(
    null,
  );
  const [opening, setOpening] = useState<Place['id'] | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Fetched while the guest reads the page, so the modal opens at once.
  useEffect(() => {
    const id = setTimeout(prefetchBookingModal, 2000);
    return () => clearTimeout(id);
  }, []);

  const open = async (place: Place, from: HTMLElement) => {
    if (opening !== null) return;
    setOpening(place.id);
    try {
      const { BookingModal } = await loadBookingModal();
      opener.current = from;
      setBooking({ place, Modal: BookingModal });
    } catch {
      toast.error(OPEN_FAILED);
    } finally {
      setOpening(null);
    }
  };

  const close = useCallback(() => setBooking(null), []);

  // The modal gives focus back to what had it; a browser that does not focus a clicked button
  // (Safari) would leave it on the page, so the opener is focused here as well.
  useEffect(() => {
    if (booking || !opener.current) return;
    opener.current.focus({ preventScroll: true });
    opener.current = null;
  }, [booking]);

  /** The attributes of a button that opens the modal for a place. */
  const buttonProps = (place: Place) => ({
    type: 'button' as const,
    'aria-busy': opening === place.id || undefined,
    onPointerEnter: prefetchBookingModal,
    onFocus: prefetchBookingModal,
    onClick: (event: MouseEvent<HTMLElement>) => void open(place, event.currentTarget),
    // The visible words first (voice control finds them), then which place.
    'aria-label': `${BOOK_TABLE}: ${place.name}`,
  });

  const modal = booking ? <booking.Modal place={booking.place} onClose={close} /> : null;
  return { buttonProps, modal };
}
