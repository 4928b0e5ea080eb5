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

/**
 * A wheel gesture ends when the wheel has been still this long. A trackpad keeps sending
 * ever-smaller (inertial) events for a second or more after the fingers leave it, a few ms apart:
 * all of them belong to the one gesture that already moved a section.
 */
export const WHEEL_GESTURE_GAP_MS = 200;

/** Pixels a gesture must travel before it moves a section: a trackpad's first twitch does not. */
export const WHEEL_MOVE_THRESHOLD_PX = 30;

export interface WheelSample {
  /** event time in ms */
  time: number;
  /** vertical travel in pixels (down is positive) */
  deltaY: number;
}

/**
 * One wheel or trackpad gesture moves one section: `accept` answers the direction (1 down, −1 up)
 * once per gesture, when its travel reaches the threshold, and null for every other event of it.
 * A new gesture starts after a pause of `gapMs`, or when the direction turns.
 */
export function createWheelGestures(
  gapMs = WHEEL_GESTURE_GAP_MS,
  thresholdPx = WHEEL_MOVE_THRESHOLD_PX,
) {
  let last = Number.NEGATIVE_INFINITY;
  let travel = 0;
  let moved = false;
  /** The sample carries on the running gesture, or starts a new one. */
  function carryOn({ time, deltaY }: WheelSample) {
    const turned = deltaY !== 0 && travel !== 0 && Math.sign(deltaY) !== Math.sign(travel);
    if (time - last > gapMs || turned) {
      travel = 0;
      moved = false;
    }
    last = time;
  }
  return {
    accept(sample: WheelSample): 1 | -1 | null {
      carryOn(sample);
      if (moved || sample.deltaY === 0) return null;
      travel += sample.deltaY;
      if (Math.abs(travel) < thresholdPx) return null;
      moved = true;
      return travel > 0 ? 1 : -1;
    },
    /** The gesture scrolled the page itself (through a tall section): it moves no section. */
    consume(sample: WheelSample) {
      carryOn(sample);
      travel += sample.deltaY;
      moved = true;
    },
  };
}

/** What a wheel gesture does from where the page is. */
export type WheelStep =
  /** the section in view is taller than the window: scroll through it as usual */
  | { kind: 'native' }
  /** move (in 700 ms) to this section's top */
  | { kind: 'section'; index: number }
  /** nothing further that way */
  | { kind: 'none' };

/** A pixel or two of rounding is "at the edge". */
const EDGE_PX = 2;

/**
 * Where a wheel gesture leads (`direction` 1 down, −1 up): to the next or previous section; back
 * to the top of the section in view when the page rests part-way into it; or, inside a section
 * taller than the window, on through that section by ordinary scrolling until its edge.
 */
export function wheelStep(
  sections: readonly Band[],
  view: Band,
  direction: 1 | -1,
  atEnd = false,
): WheelStep {
  if (sections.length === 0) return { kind: 'none' };
  const last = sections.length - 1;
  // The section under the top of the visible area (below the sticky header).
  let current = 0;
  sections.forEach((s, index) => {
    if (s.top <= view.top + EDGE_PX) current = index;
  });
  const section = sections[current] as Band;
  const tall = section.bottom - section.top > view.bottom - view.top + EDGE_PX;
  if (direction === 1) {
    if (tall && section.bottom > view.bottom + EDGE_PX) return { kind: 'native' };
    if (current < last) return { kind: 'section', index: current + 1 };
    return atEnd ? { kind: 'none' } : { kind: 'section', index: last };
  }
  if (section.top < view.top - EDGE_PX) {
    return tall ? { kind: 'native' } : { kind: 'section', index: current };
  }
  return current > 0 ? { kind: 'section', index: current - 1 } : { kind: 'none' };
}
