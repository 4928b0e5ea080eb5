import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './use-media-query';

/**
 * For a block that animates in the first time it scrolls into view (SPEC.md §2, the legal info).
 * With reduced motion, or without IntersectionObserver, it is shown from the start.
 */
export function useRevealOnce<T extends Element>(threshold = 0.2) {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(
    () => typeof IntersectionObserver === 'undefined' || prefersReducedMotion(),
  );

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
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
