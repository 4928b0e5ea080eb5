/** 'ЗАБРОНИРОВАТЬ СТОЛИК' on a venue page: opens the booking modal for the venue's place. */
import type { Place } from '@storefront/contract/venues';
import styles from './book-table-button.module.css';
import { BOOK_TABLE, useBookingModal } from './use-booking-modal';

export function BookTableButton({ place }: { place: Place }) {
  const { buttonProps, modal } = useBookingModal();
  return (
    <>
      <button className={styles.button} {...buttonProps(place)}>
        {BOOK_TABLE}
      </button>
      {modal}
    </>
  );
}
