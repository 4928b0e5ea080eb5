import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { homeContent } from '../../content/home-content';
import { useDeliveryHours } from '../../lib/delivery-hours';
import { LazyVenueMap } from '../map/lazy-venue-map';
import { HeroMedia } from './hero-media';
import styles from './home-page.module.css';
import type { HomeSectionsControl } from './home-section-dots';
import { VenueAddresses } from './venue-addresses';

/**
 * Home (SPEC.md §2 "Home"): above 1200 px four full-page sections — hero, combined delivery,
 * the three venues, the addresses and the map with the site footer — moved through with the keys;
 * at 1200 px and below an ordinary page with one venue card per screen, then the addresses and map.
 */
export function HomePage() {
  const root = useRef<HTMLDivElement>(null);
  const sections = useRef<HomeSectionsControl>({ goTo: null, pending: null });
  const [Dots, setDots] = useState<typeof import('./home-section-dots').HomeSectionDots | null>(
    null,
  );
  // The sections' keys, wheel and dots are loaded once the page has hydrated (decision 037):
  // they are not in the server's HTML nor in the hydrating render, so both stay the same.
  useEffect(() => {
    let current = true;
    import('./home-section-dots').then(
      ({ HomeSectionDots }) => {
        if (current) setDots(() => HomeSectionDots);
      },
      () => {
        // Not loaded (offline): the page scrolls as an ordinary page, as below 1200 px.
      },
    );
    return () => {
      current = false;
    };
  }, []);
  // The hero's prompt, pressed before the sections have loaded, scrolls as an ordinary page does
  // (the sections' module may never come, offline) and is carried out again once they have.
  const goTo = (index: number) => {
    const { current: control } = sections;
    if (control.goTo) {
      control.goTo(index);
      return;
    }
    control.pending = index;
    root.current?.querySelectorAll('[data-home-section]')[index]?.scrollIntoView();
  };
  const { hero, intro, venues, map, sectionNames } = homeContent;
  const facts = intro.facts(useDeliveryHours());

  return (
    <div ref={root} className={styles.home}>
      <section data-home-section className={`${styles.section} ${styles.hero}`}>
        <HeroMedia images={hero.images} />
        <div className={styles.heroContent}>
          <p className={styles.place}>{hero.place}</p>
          <h1 className={styles.brands}>
            {hero.brands.map((name, index) => (
              <span key={name} className={styles.brand}>
                {name}
                {index < hero.brands.length - 1 && <span className="visually-hidden">,</span>}
              </span>
            ))}
          </h1>
          <button type="button" className={styles.prompt} onClick={() => goTo(1)}>
            {hero.prompt}
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M6 9l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
      </section>

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

      {Dots && <Dots root={root} names={sectionNames} control={sections} />}
    </div>
  );
}
