import { useLayoutEffect } from 'react';

const FIXED = ['position', 'top', 'left', 'right', 'width'] as const;

/**
 * SPEC §4 "Booking": the page is locked by fixing the body where it stands, and the scroll
 * position comes back when the lock ends. (lib/use-body-scroll-lock hides overflow instead, which
 * does not stop iOS Safari from scrolling the page behind a modal.)
 */
export function useFixedBody() {
  // A layout effect: the body is fixed before the modal paints, and the page is back in place
  // before focus returns to the opener (which would otherwise scroll to it).
  useLayoutEffect(() => {
    const { style } = document.body;
    const x = window.scrollX;
    const y = window.scrollY;
    const previous = FIXED.map((property) => style[property]);
    style.position = 'fixed';
    style.top = `-${y}px`;
    style.left = '0';
    style.right = '0';
    style.width = '100%';
    return () => {
      FIXED.forEach((property, index) => {
        style[property] = previous[index] ?? '';
      });
      window.scrollTo({ left: x, top: y, behavior: 'instant' });
    };
  }, []);
}
