import { places } from '@storefront/contract/venues';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { belowTheFold } from '../../lib/below-the-fold';
import { BookTableButton } from '../booking/book-table-button';
import { HeroMedia } from './hero-media';
import type { ShowcaseBodyContent, ShowcaseHeroContent } from './showcase-content';
import styles from './showcase-page.module.css';

/**
 * The part of a showcase page below its header, with its words: loaded after the first screen
 * (lib/below-the-fold.tsx), so a page's first load carries its header's words only.
 */
export function showcaseBody(
  page: ShowcaseHeroContent,
  loadWords: () => Promise<ShowcaseBodyContent>,
) {
  return belowTheFold<object>(async () => {
    const [{ ShowcaseBody }, words] = await Promise.all([import('./showcase-body'), loadWords()]);
    return function Body() {
      return <ShowcaseBody page={page} content={words} />;
    };
  });
}

/**
 * A venue page or About (SPEC.md §2 "Brand pages and About"): the header "video", the history,
 * the photo strip, three selling points, the atmosphere or legend, the order-delivery link and
 * the legal information. Every word and picture comes from the page's own content files
 * (content/gastropub-content.ts and gastropub-body-content.ts, and so on for sibumi, bistro and
 * about): each page module passes its own, so a page's first load carries no other page's words,
 * nor its own below the header (decision 037).
 */
export function ShowcasePage({
  content,
  body,
}: {
  content: ShowcaseHeroContent;
  /** the page's showcaseBody */
  body: ReactNode;
}) {
  const { order } = content;
  const about = content.theme === 'about';
  // A venue page books a table at the venue's first place (the pastry shop's page → place 3).
  const bookingPlace = about ? undefined : places.find((p) => p.venueId === content.venueIds[0]);

  return (
    <article className={`${styles.page} ${styles[content.theme]}`}>
      <header className={styles.hero}>
        <HeroMedia images={content.hero} />
        <div className={styles.heroText}>
          <h1 className={styles.title}>{content.title}</h1>
          <p className={styles.kicker}>{content.kicker}</p>
          <div className={styles.heroActions}>
            <Link className={styles.heroButton} to={order.to}>
              {order.label}
            </Link>
            {bookingPlace && <BookTableButton place={bookingPlace} />}
          </div>
        </div>
      </header>

      {body}
    </article>
  );
}
