/**
 * Contacts (SPEC.md §2 "Contacts"): the four venue locations, each with its address, phone,
 * hours, map link and a button that opens the booking modal for that place.
 */
import { type Place, places } from '@storefront/contract/venues';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import styles from './contacts-page.module.css';

// The modal's code (form, masks, rules) loads when a guest is about to book, not with the page.
const loadBookingModal = () => import('./booking-modal');
type BookingModalComponent = Awaited<ReturnType<typeof loadBookingModal>>['BookingModal'];

const OPEN_FAILED =
  'Не удалось открыть форму бронирования. Проверьте соединение и попробуйте ещё раз.';

function prefetchBookingModal() {
  loadBookingModal().catch(() => {
    // Tried again, with a message, when the guest presses the button.
  });
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ContactsPage() {
  const [booking, setBooking] = useState<{ place: Place; Modal: BookingModalComponent } | null>(
    null,
  );
  const [opening, setOpening] = useState<Place['id'] | null>(null);
  const buttons = useRef(new Map<Place['id'], HTMLButtonElement>());
  const lastPlace = useRef<Place['id'] | null>(null);

  // Fetched while the guest reads the page, so the modal opens at once.
  useEffect(() => {
    const id = setTimeout(prefetchBookingModal, 2000);
    return () => clearTimeout(id);
  }, []);

  const open = async (place: Place) => {
    if (opening !== null) return;
    setOpening(place.id);
    try {
      const { BookingModal } = await loadBookingModal();
      lastPlace.current = place.id;
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
    if (booking || lastPlace.current === null) return;
    buttons.current.get(lastPlace.current)?.focus({ preventScroll: true });
    lastPlace.current = null;
  }, [booking]);

  return (
    <div className={styles.page}>
      <h1>КОНТАКТЫ</h1>
      <ul className={styles.cards}>
        {places.map((place) => (
          <li key={place.id} className={styles.card}>
            <h2 className={styles.name}>{place.name}</h2>
            <p className={styles.street}>{place.street}</p>
            <a className={styles.phone} href={telHref(place.phone)}>
              {place.phone}
            </a>
            <p className={styles.hours}>
              {place.workdaysOne}: {place.workdaysTwo}
            </p>
            <a
              className={styles.map}
              href={place.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`на карте: ${place.name}, откроется в новой вкладке`}
            >
              на карте
            </a>
            <button
              type="button"
              className={styles.book}
              ref={(element) => {
                if (element) buttons.current.set(place.id, element);
                else buttons.current.delete(place.id);
              }}
              aria-busy={opening === place.id || undefined}
              onPointerEnter={prefetchBookingModal}
              onFocus={prefetchBookingModal}
              onClick={() => void open(place)}
              // The visible words first (voice control finds them), then which place.
              aria-label={`ЗАБРОНИРОВАТЬ СТОЛИК: ${place.name}`}
            >
              ЗАБРОНИРОВАТЬ СТОЛИК
            </button>
          </li>
        ))}
      </ul>
      {booking && <booking.Modal place={booking.place} onClose={close} />}
    </div>
  );
}
