import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../lib/use-media-query';

/**
 * For a block that animates in the first time it scrolls into view (SPEC.md §2, the legal info).
 * With reduced motion, or without IntersectionObserver, it is shown at once.
 *
 * It starts "not shown" on the server and in the hydrating browser alike; the block's styles
 * hide a waiting block only once the page has hydrated (`html[data-hydrated]`), so a page read
 * without scripts shows it.
 */
export function useRevealOnce<T extends Element>(threshold = 0.2) {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setShown(true);
        observer.disconnect();
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, threshold]);

  return [ref, shown] as const;
}
