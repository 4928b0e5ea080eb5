import { formatDeliveryHours } from '@storefront/contract/delivery-hours';
import { useId } from 'react';
import { Link } from 'react-router';
import { useDeliveryHours } from '../../lib/delivery-hours';
import { LegalBlock } from './legal-block';
import { PhotoStrip } from './photo-strip';
import {
  DELIVERY_HOURS_PLACEHOLDER,
  type ShowcaseBodyContent,
  type ShowcaseHeroContent,
} from './showcase-content';
import styles from './showcase-page.module.css';
import { VenueAddresses } from './venue-addresses';

/**
 * A showcase page below its header: the history with the addresses, the photo strip, the selling
 * points, the atmosphere or legend, the order-delivery link and the legal information. Below the
 * fold, so not in the page's first load (lib/below-the-fold.tsx).
 */
export function ShowcaseBody({
  page,
  content,
}: {
  page: ShowcaseHeroContent;
  content: ShowcaseBodyContent;
}) {
  const ids = { history: useId(), points: useId(), story: useId(), order: useId() };
  const { history, menuPdf, sellingPoints, story } = content;
  const { order } = page;
  const about = page.theme === 'about';
  const orderText = order.text.replace(
    DELIVERY_HOURS_PLACEHOLDER,
    formatDeliveryHours(useDeliveryHours()),
  );

  return (
    <>
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
          <VenueAddresses venueIds={page.venueIds} linkNames={about} />
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
    </>
  );
}
