/** SPEC §4: the confirmation replaces the booking form, and the modal closes 5 s later. */
import { BOOKING_CLOSE_MS, bookingMessages } from '@storefront/contract/booking';
import { useEffect, useRef } from 'react';
import styles from './booking-modal.module.css';
import { guestsText } from './booking-words';
import type { BookingSentInfo } from './use-booking-submit';

export function BookingSent({ sent, onClose }: { sent: BookingSentInfo; onClose: () => void }) {
  // The latest onClose, so that a new one from the page does not restart the 5 seconds.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    sentRef.current?.focus();
    const timer = setTimeout(() => closeRef.current(), BOOKING_CLOSE_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div ref={sentRef} className={styles.sent} role="status" tabIndex={-1}>
      <p className={styles.sentTitle}>{bookingMessages.sent}</p>
      <p>
        Ждём вас {sent.time}, {guestsText(sent.guests)}. Подтверждение придёт на {sent.email}, а
        администратор перезвонит, чтобы подтвердить бронь.
      </p>
    </div>
  );
}
