import type { MenuVenue, MenuVenueId } from '@storefront/contract/venues';
import styles from './venue-switcher.module.css';

interface VenueSwitcherProps {
  venues: readonly MenuVenue[];
  active: MenuVenueId;
  onSelect: (id: MenuVenueId) => void;
}

/** The three venue logos; compact at 550 px and narrower (CSS). */
export function VenueSwitcher({ venues, active, onSelect }: VenueSwitcherProps) {
  return (
    <fieldset className={styles.switcher}>
      <legend className="visually-hidden">Выберите ресторан</legend>
      {venues.map((venue) => (
        <button
          key={venue.id}
          type="button"
          className={styles.venue}
          aria-pressed={venue.id === active}
          onClick={() => onSelect(venue.id)}
        >
          <img
            className={styles.logo}
            src={`/media/venues/${venue.id}.svg`}
            alt=""
            width="96"
            height="96"
          />
          <span className={styles.name}>{venue.name}</span>
        </button>
      ))}
    </fieldset>
  );
}
