/**
 * The home page's full-page sections as plain functions (SPEC.md §2 "Home", §4 "Home sections"):
 * which section a key leads to, and which section is active for the current scroll position.
 */

/** Above this the home page is full-page sections; at it and below it scrolls normally. */
export const WIDE_HOME_QUERY = '(min-width: 1201px)';

/** SPEC.md §9: the full-page section transition. */
export const SECTION_TRANSITION_MS = 700;

/** The section a key moves to from `current`, or null when the key is not ours or goes nowhere. */
export function sectionForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  let next: number;
  switch (key) {
    case 'ArrowDown':
    case 'PageDown':
      next = Math.min(current + 1, last);
      break;
    case 'ArrowUp':
    case 'PageUp':
      next = Math.max(current - 1, 0);
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = last;
      break;
    default:
      return null;
  }
  return next;
}

export interface Band {
  top: number;
  bottom: number;
}

/**
 * The active section: the first one whose lower half is still in view — its middle has not yet
 * passed the top of the visible area (below the sticky header). At the very end of the page the
 * last section is active even when it is too short to reach the top.
 */
export function activeSection(sections: readonly Band[], view: Band, atEnd = false): number {
  if (sections.length === 0) return 0;
  const last = sections.length - 1;
  if (atEnd) return last;
  const index = sections.findIndex((s) => (s.top + s.bottom) / 2 > view.top);
  return index === -1 ? last : index;
}

/** Keys typed into a form field belong to the field, not to the page. */
export function isFormField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) {
    return true;
  }
  const role = target.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'spinbutton' || role === 'slider';
}

/** Slow start, slow finish: the 700 ms move between sections. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}
