import { type MenuVenueId, menuVenue, places } from '@storefront/contract/venues';
import { formatOpeningHours } from '@storefront/contract/week-hours';
import { Link } from 'react-router';
import { useOpeningHours } from '../../lib/use-opening-hours';
import styles from './venue-addresses.module.css';

interface VenueAddressesProps {
  venueIds: readonly MenuVenueId[];
  mapLinkLabel?: string;
  /** heading level of the venue names, to keep the page's outline in order */
  headingLevel?: 3 | 4;
  /** venue names link to the venue pages */
  linkNames?: boolean;
}

/**
 * The venues with their addresses, hours (as staff set them), phones and 'на карте' links
 * (contract places), next to the map on the home page.
 */
export function VenueAddresses({
  venueIds,
  mapLinkLabel = 'на карте',
  headingLevel = 3,
  linkNames = false,
}: VenueAddressesProps) {
  const Heading = `h${headingLevel}` as const;
  const hoursOf = useOpeningHours();
  return (
    <ul className={styles.venues}>
      {venueIds.map((venueId) => (
        <li key={venueId} className={styles.venue}>
          <Heading className={styles.name}>
            <img
              src={`/media/venues/${venueId}.svg`}
              alt=""
              width="40"
              height="40"
              loading="lazy"
              decoding="async"
            />
            {linkNames ? (
              <Link to={menuVenue(venueId).pageRoute}>{menuVenue(venueId).name}</Link>
            ) : (
              menuVenue(venueId).name
            )}
          </Heading>
          <ul className={styles.places}>
            {places
              .filter((place) => place.venueId === venueId)
              .map((place) => (
                <li key={place.id} className={styles.place}>
                  <span className={styles.street}>{place.street}</span>
                  <span className={styles.muted}>{formatOpeningHours(hoursOf(place.id))}</span>
                  <span className={styles.links}>
                    <a href={`tel:${place.phone.replace(/[^\d+]/g, '')}`}>{place.phone}</a>
                    <a href={place.mapUrl} target="_blank" rel="noopener noreferrer">
                      {mapLinkLabel}
                      <span className="visually-hidden">
                        : {place.name}, {place.street} (откроется в новой вкладке)
                      </span>
                    </a>
                  </span>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
