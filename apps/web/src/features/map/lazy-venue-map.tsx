import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './lazy-venue-map.module.css';

const VenueMap = lazy(async () => ({ default: (await import('./venue-map')).VenueMap }));

/**
 * The venue map, loaded only when it comes near the screen: its code and pictures cost nothing
 * to a page whose visitor never scrolls to it. The box keeps its size meanwhile (no layout shift).
 */
export function LazyVenueMap({ className = '' }: { className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={box} className={`${styles.box} ${className}`}>
      {near && (
        <Suspense fallback={null}>
          <VenueMap />
        </Suspense>
      )}
    </div>
  );
}
