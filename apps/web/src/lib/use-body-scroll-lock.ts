import { useEffect } from 'react';

// Several holders may overlap (the mobile menu hands over to a modal): the page scrolls again
// only when the last one lets go, and then gets back what it had before the first.
let holders = 0;
let previous = '';

/** Locks page scrolling while `locked`; the previous value comes back afterwards. */
export function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.body;
    if (holders === 0) {
      previous = style.overflow;
      style.overflow = 'hidden';
    }
    holders += 1;
    return () => {
      holders -= 1;
      if (holders === 0) style.overflow = previous;
    };
  }, [locked]);
}
