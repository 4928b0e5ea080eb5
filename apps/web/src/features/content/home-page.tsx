import { useEffect, useRef, useState } from 'react';
import { belowTheFold } from '../../lib/below-the-fold';
import { HeroMedia } from './hero-media';
import { homeContent } from './home-content';
import styles from './home-page.module.css';
import type { HomeSectionsControl } from './home-section-dots';

/** Every section after the first screen's: below the fold (lib/below-the-fold.tsx). */
const HomeBelowHero = belowTheFold(async () => (await import('./home-below-hero')).HomeBelowHero);

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
  const { hero, sectionNames } = homeContent;

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

      <HomeBelowHero />

      {Dots && <Dots root={root} names={sectionNames} control={sections} />}
    </div>
  );
}
