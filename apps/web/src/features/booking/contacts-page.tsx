/**
 * Contacts (SPEC.md §2 "Contacts"): the four venue locations, each with its address, phone,
 * hours (as staff set them, server-rendered with the page), map link and a button that opens the
 * booking modal for that place.
 */

import { places } from '@storefront/contract/venues';
import { formatOpeningHours } from '@storefront/contract/week-hours';
import { useOpeningHours } from '../../lib/use-opening-hours';
import styles from './contacts-page.module.css';
import { BOOK_TABLE, useBookingModal } from './use-booking-modal';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ContactsPage() {
  const { buttonProps, modal } = useBookingModal();
  const hoursOf = useOpeningHours();

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
            <p className={styles.hours}>{formatOpeningHours(hoursOf(place.id))}</p>
            <a
              className={styles.map}
              href={place.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`на карте: ${place.name}, откроется в новой вкладке`}
            >
              на карте
            </a>
            <button className={styles.book} {...buttonProps(place)}>
              {BOOK_TABLE}
            </button>
          </li>
        ))}
      </ul>
      {modal}
    </div>
  );
}
