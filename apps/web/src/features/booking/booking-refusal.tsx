/**
 * The server's refusal under the booking form: its words, or a full half hour's — with the
 * nearest free time offered as a button, when there is one.
 */
import { bookingTakeNearestLabel } from '@storefront/contract/booking';
import type { RefObject } from 'react';
import styles from './booking-modal.module.css';
import type { BookingFull } from './use-booking-submit';

interface BookingRefusalProps {
  failure: string | null;
  /** a full half hour, while the field still holds the refused time */
  offer: BookingFull | null;
  offerRef: RefObject<HTMLButtonElement | null>;
  onTakeNearest: (nearest: string) => void;
}

export function BookingRefusal({ failure, offer, offerRef, onTakeNearest }: BookingRefusalProps) {
  return (
    <>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      {offer && !offer.nearest && (
        // The field says it too (its message), but the alert is what is read out.
        <p className={styles.failure} role="alert">
          {offer.message}
        </p>
      )}
      {offer?.nearest && (
        <div className={styles.full}>
          <p className={styles.failure} role="alert">
            {offer.message}
          </p>
          <button
            ref={offerRef}
            type="button"
            className={styles.offer}
            onClick={() => offer.nearest && onTakeNearest(offer.nearest)}
          >
            {bookingTakeNearestLabel(offer.nearest)}
          </button>
        </div>
      )}
    </>
  );
}
