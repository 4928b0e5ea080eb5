import { formatDeliveryHours } from '@storefront/contract/delivery-hours';
import { places } from '@storefront/contract/venues';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  DELIVERY_HOURS_PLACEHOLDER,
  type ShowcasePageContent,
} from '../../content/showcase-content';
import { useDeliveryHours } from '../../lib/delivery-hours';
import { BookTableButton } from '../booking/book-table-button';
import { HeroMedia } from './hero-media';
import { LegalBlock } from './legal-block';
import { PhotoStrip } from './photo-strip';
import styles from './showcase-page.module.css';
import { VenueAddresses } from './venue-addresses';

/**
 * A venue page or About (SPEC.md §2 "Brand pages and About"): the header "video", the history,
 * the photo strip, three selling points, the atmosphere or legend, the order-delivery link and
 * the legal information. Every word and picture comes from the page's own content file
 * (content/gastropub-content.ts, sibumi-, bistro-, about-content.ts): each page module passes its
 * own, so a page's first load carries no other page's words (decision 037).
 */
export function ShowcasePage({ content }: { content: ShowcasePageContent }) {
  const ids = { history: useId(), points: useId(), story: useId(), order: useId() };
  const { history, menuPdf, sellingPoints, story, order } = content;
  const about = content.theme === 'about';
  const orderText = order.text.replace(
    DELIVERY_HOURS_PLACEHOLDER,
    formatDeliveryHours(useDeliveryHours()),
  );
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

      <section className={styles.history} aria-labelledby={ids.history}>
        <div className={styles.historyText}>
          <h2 id={ids.history}>{history.title}</h2>
          {history.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {menuPdf && (
            <a className={styles.download} href={menuPdf.href} download>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M12 4v11m0 0-5-5m5 5 5-5M5 20h14"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {menuPdf.label}
            </a>
          )}
        </div>
        <aside
          className={styles.aside}
          aria-label={about ? 'Наши заведения' : 'Адрес и часы работы'}
        >
          <VenueAddresses venueIds={content.venueIds} linkNames={about} />
        </aside>
      </section>

      <PhotoStrip title={content.photos.title} photos={content.photos.items} />

      <section className={styles.points} aria-labelledby={ids.points}>
        <h2 id={ids.points}>{sellingPoints.title}</h2>
        <ol className={styles.pointList}>
          {sellingPoints.items.map((point, index) => (
            <li key={point.title} className={styles.point}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.story} aria-labelledby={ids.story}>
        <div className={styles.storyInner}>
          <div className={styles.storyText}>
            <h2 id={ids.story}>{story.title}</h2>
            {story.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <img
            className={styles.storyImage}
            src={story.photo.src}
            alt={story.photo.alt}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
          />
        </div>
      </section>

      <section className={styles.order} aria-labelledby={ids.order}>
        <h2 id={ids.order}>{order.title}</h2>
        <p>{orderText}</p>
        <Link className={styles.button} to={order.to}>
          {order.label}
        </Link>
      </section>

      <div className={styles.legal}>
        <LegalBlock />
      </div>
    </article>
  );
}
