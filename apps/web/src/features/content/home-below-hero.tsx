import { Link } from 'react-router';
import { useDeliveryHours } from '../../lib/delivery-hours';
import { LazyVenueMap } from '../map/lazy-venue-map';
import { homeBelowHeroContent } from './home-below-hero-content';
import styles from './home-page.module.css';
import { VenueAddresses } from './venue-addresses';

/**
 * The home page after its first screen: the combined delivery, a card for each venue, then the
 * addresses and the map. Below the fold, so not in the page's first load (lib/below-the-fold.tsx).
 */
export function HomeBelowHero() {
  const { intro, venues, map } = homeBelowHeroContent;
  const facts = intro.facts(useDeliveryHours());
  return (
    <>
      <section
        data-home-section
        className={`${styles.section} ${styles.intro}`}
        aria-labelledby="home-intro"
      >
        <div className={styles.introInner}>
          <div>
            <h2 id="home-intro" className={styles.sectionTitle}>
              {intro.title}
            </h2>
            {intro.paragraphs.map((text) => (
              <p key={text} className={styles.lead}>
                {text}
              </p>
            ))}
            <Link className={styles.button} to={intro.cta.to}>
              {intro.cta.label}
            </Link>
          </div>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section
        data-home-section
        className={`${styles.section} ${styles.venues}`}
        aria-labelledby="home-venues"
      >
        <h2 id="home-venues" className="visually-hidden">
          {venues.title}
        </h2>
        <ul className={styles.cards}>
          {venues.cards.map((card) => (
            <li key={card.venueId} className={styles.card}>
              <img
                className={styles.cardImage}
                src={card.image}
                alt=""
                width={720}
                height={960}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.cardText}>
                <img
                  className={styles.logo}
                  src={`/media/venues/${card.venueId}.svg`}
                  alt=""
                  width={56}
                  height={56}
                  // Below the fold: not fetched (nor preloaded by React) before the first screen's.
                  loading="lazy"
                  decoding="async"
                />
                <h3 className={styles.cardTitle}>
                  {/* The link covers the whole card (see .cardLink::after). */}
                  <Link className={styles.cardLink} to={card.to}>
                    {card.title}
                  </Link>
                </h3>
                <p className={styles.tagline}>{card.tagline}</p>
                <span className={styles.more} aria-hidden="true">
                  {venues.more} →
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section
        data-home-section
        className={`${styles.section} ${styles.map}`}
        aria-labelledby="home-map"
      >
        <div className={styles.mapInner}>
          <h2 id="home-map" className={styles.sectionTitle}>
            {map.title}
          </h2>
          <div className={styles.mapColumns}>
            <div>
              <p className={styles.lead}>{map.text}</p>
              <VenueAddresses venueIds={[2, 1, 3]} mapLinkLabel={map.mapLink} />
            </div>
            <LazyVenueMap />
          </div>
        </div>
      </section>
    </>
  );
}
