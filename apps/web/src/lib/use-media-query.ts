import { useCallback, useSyncExternalStore } from 'react';

function matches(query: string): boolean {
  // jsdom and very old browsers have no matchMedia: treat every query as not matching.
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // The server (and the hydrating browser) render as if it did not match.
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

export function prefersReducedMotion(): boolean {
  return matches('(prefers-reduced-motion: reduce)');
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The window's width in CSS pixels, the same width media queries compare against; 0 while the
 * server renders and the browser hydrates.
 */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 0,
  );
}
