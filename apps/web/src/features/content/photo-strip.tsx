import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { prefersReducedMotion, useViewportWidth } from '../../lib/use-media-query';
import type { Photo } from './hero-images';
import styles from './photo-strip.module.css';

/** The enlarged photo is never on a first paint: loaded when a photo is first opened. */
const Lightbox = lazy(async () => ({ default: (await import('./lightbox')).Lightbox }));

/** SPEC.md §9: photos enlarge on click only above 800 px. */
export function canEnlargePhotos(viewportWidth: number): boolean {
  return viewportWidth > 800;
}

/** SPEC.md §9: tiles are about 355 px wide. */
export const TILE = { width: 355, height: 266 } as const;

/**
 * A horizontally scrolling strip of photos (SPEC.md §2 "Brand pages and About"). Above 800 px each
 * photo is a button that opens it enlarged; below, photos are plain images.
 */
export function PhotoStrip({ title, photos }: { title: string; photos: readonly Photo[] }) {
  const headingId = useId();
  const enlargeable = canEnlargePhotos(useViewportWidth());
  const [open, setOpen] = useState<number | null>(null);
  const scroller = useRef<HTMLElement>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const returnTo = useRef<number | null>(null);

  // Focus goes back to the photo that was opened once the overlay is gone.
  useEffect(() => {
    if (open !== null || returnTo.current === null) return;
    buttons.current[returnTo.current]?.focus();
    returnTo.current = null;
  }, [open]);

  function scrollBy(direction: 1 | -1) {
    scroller.current?.scrollBy({
      left: direction * (TILE.width + 16) * 2,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }

  const shown = open === null || !enlargeable ? null : photos[open];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId}>{title}</h2>
        <p className={styles.hint}>
          {photos.length} фото
          {enlargeable ? ' · нажмите на фото, чтобы увеличить' : ''}
        </p>
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => scrollBy(-1)}>
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">Предыдущие фото</span>
          </button>
          <button type="button" className={styles.arrow} onClick={() => scrollBy(1)}>
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">Следующие фото</span>
          </button>
        </div>
      </div>
      <section
        ref={scroller}
        className={styles.scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the strip scrolls with the arrow keys even when its photos are not buttons
        tabIndex={0}
        aria-label="Лента фотографий"
      >
        <ul className={styles.strip}>
          {photos.map((photo, index) => {
            const image = (
              <img
                className={styles.image}
                src={photo.src}
                alt={photo.alt}
                width={TILE.width}
                height={TILE.height}
                loading="lazy"
                decoding="async"
              />
            );
            return (
              <li key={photo.src} className={styles.tile}>
                {enlargeable ? (
                  <button
                    ref={(button) => {
                      buttons.current[index] = button;
                    }}
                    type="button"
                    className={styles.tileButton}
                    aria-haspopup="dialog"
                    aria-label={`${photo.alt} — увеличить`}
                    onClick={() => {
                      returnTo.current = index;
                      setOpen(index);
                    }}
                  >
                    {image}
                  </button>
                ) : (
                  image
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {shown && (
        <Suspense fallback={null}>
          <Lightbox
            photo={shown}
            position={`${(open ?? 0) + 1} из ${photos.length}`}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
