import type { HeroImages } from './hero-images';
import styles from './hero-media.module.css';

/**
 * A page header picture (SPEC.md §2): the looping "video" at 700 px and wider, its still there
 * when motion is reduced, and the portrait image on narrower screens. Decorative: the page title
 * sits on top of it.
 */
export function HeroMedia({ images, className = '' }: { images: HeroImages; className?: string }) {
  return (
    <picture className={`${styles.media} ${className}`}>
      <source
        media="(min-width: 700px) and (prefers-reduced-motion: no-preference)"
        srcSet={images.loop}
        width={1600}
        height={900}
      />
      <source media="(min-width: 700px)" srcSet={images.still} width={1600} height={900} />
      <img
        className={styles.image}
        src={images.mobile}
        alt=""
        width={720}
        height={960}
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}
