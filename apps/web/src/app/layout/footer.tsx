import { places } from '@storefront/contract/venues';
import { useLocation } from 'react-router';
import { deliveryHoursLine } from '../../features/content/delivery-hours-words';
import { legalInfo } from '../../features/content/legal-content';
import { brand } from '../../features/content/site';
import { LazyVenueMap } from '../../features/map/lazy-venue-map';
import { useDeliveryHours } from '../../lib/delivery-hours';
import styles from './footer.module.css';
import { secondaryMenu } from './nav-items';
import { NavList } from './nav-list';

export function Footer() {
  // The home page has a map section of its own right above the footer.
  const withMap = useLocation().pathname !== '/';
  const deliveryWeek = useDeliveryHours();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div>
          <p className={styles.brand}>{brand.name}</p>
          <p className={styles.muted}>{brand.tagline}</p>
          <p className={styles.muted}>{deliveryHoursLine(deliveryWeek)}</p>
        </div>
        <nav aria-label="Информация">
          <NavList items={secondaryMenu} className={styles.links} />
        </nav>
        <ul className={styles.places}>
          {places.map((place) => (
            <li key={place.id}>
              <strong>{place.name}</strong>
              <span>{place.street}</span>
              <a href={`tel:${place.phone.replace(/[^\d+]/g, '')}`}>{place.phone}</a>
            </li>
          ))}
        </ul>
      </div>
      {withMap && (
        <div className={styles.map}>
          <LazyVenueMap />
        </div>
      )}
      <div className={styles.legal}>
        <span>{legalInfo.entity}</span>
        <span>{legalInfo.inn}</span>
        <span>{legalInfo.ogrn}</span>
        <span>{legalInfo.address}</span>
        <a href={`mailto:${legalInfo.email}`}>{legalInfo.email}</a>
        {/* SPEC §2: the privacy policy opens in a new tab. */}
        <a href="/privacy" target="_blank" rel="noopener noreferrer">
          Политика конфиденциальности
        </a>
      </div>
    </footer>
  );
}
