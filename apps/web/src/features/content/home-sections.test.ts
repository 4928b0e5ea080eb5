import { describe, expect, it } from 'vitest';
import {
  activeSection,
  createWheelGestures,
  easeInOutCubic,
  isFormField,
  SECTION_TRANSITION_MS,
  sectionForKey,
  WHEEL_GESTURE_GAP_MS,
  wheelStep,
} from './home-sections';

it('moves between sections in 700 ms (SPEC §4)', () => {
  expect(SECTION_TRANSITION_MS).toBe(700);
});

describe('sectionForKey', () => {
  it('moves one section down with ArrowDown and PageDown, up with ArrowUp and PageUp', () => {
    expect(sectionForKey('ArrowDown', 0, 4)).toBe(1);
    expect(sectionForKey('PageDown', 1, 4)).toBe(2);
    expect(sectionForKey('ArrowUp', 2, 4)).toBe(1);
    expect(sectionForKey('PageUp', 1, 4)).toBe(0);
  });

  it('goes to the first section with Home and the last with End', () => {
    expect(sectionForKey('Home', 3, 4)).toBe(0);
    expect(sectionForKey('End', 0, 4)).toBe(3);
  });

  it('stays within the sections at either end', () => {
    expect(sectionForKey('ArrowUp', 0, 4)).toBe(0);
    expect(sectionForKey('PageUp', 0, 4)).toBe(0);
    expect(sectionForKey('ArrowDown', 3, 4)).toBe(3);
    expect(sectionForKey('PageDown', 3, 4)).toBe(3);
  });

  it('ignores other keys and pages without sections', () => {
    expect(sectionForKey('ArrowLeft', 1, 4)).toBeNull();
    expect(sectionForKey(' ', 1, 4)).toBeNull();
    expect(sectionForKey('Tab', 1, 4)).toBeNull();
    expect(sectionForKey('End', 0, 0)).toBeNull();
  });
});

describe('activeSection', () => {
  // Four sections of 800 px under a 100 px header, in a 900 px window: the view is 100–900.
  const view = { top: 100, bottom: 900 };
  const at = (scroll: number) =>
    [0, 1, 2, 3].map((i) => ({
      top: 100 + i * 800 - scroll,
      bottom: 100 + (i + 1) * 800 - scroll,
    }));

  it('is the first section at the top of the page', () => {
    expect(activeSection(at(0), view)).toBe(0);
  });

  it('keeps a section while its middle is still in view', () => {
    // The first section's middle is at 500 - 399 = 101, just below the header.
    expect(activeSection(at(399), view)).toBe(0);
  });

  it('moves on once the middle has passed under the header', () => {
    expect(activeSection(at(401), view)).toBe(1);
    expect(activeSection(at(1600), view)).toBe(2);
  });

  it('gives the last section at the end of the page, however short it is', () => {
    const short = [
      { top: -1500, bottom: -700 },
      { top: -700, bottom: 100 },
      { top: 100, bottom: 500 },
      { top: 500, bottom: 560 },
    ];
    expect(activeSection(short, view)).toBe(2);
    expect(activeSection(short, view, true)).toBe(3);
  });

  it('falls back to the last section when every section has scrolled past', () => {
    expect(activeSection(at(5000), view)).toBe(3);
    expect(activeSection([], view)).toBe(0);
  });
});

describe('isFormField', () => {
  it('recognises fields, editable areas and widgets that take arrow keys', () => {
    document.body.innerHTML = `
      <input id="a"><textarea id="b"></textarea><select id="c"></select>
      <div contenteditable="true"><span id="d">x</span></div>
      <div role="combobox" id="e"></div>
      <button id="f">ok</button><a href="/" id="g">link</a>`;
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      expect(isFormField(document.getElementById(id)), id).toBe(true);
    }
    for (const id of ['f', 'g']) expect(isFormField(document.getElementById(id)), id).toBe(false);
    expect(isFormField(document.body)).toBe(false);
    expect(isFormField(null)).toBe(false);
    document.body.innerHTML = '';
  });
});

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1 and passes the middle at half time', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
  });
});

describe('createWheelGestures', () => {
  /** A trackpad flick: a few rising deltas, then a long inertial tail every 16 ms. */
  function flick(start: number, sign: 1 | -1) {
    const deltas = [4, 12, 30, 60, 80, 70, 55, 40, 30, 22, 15, 10, 7, 5, 3, 2, 1, 1];
    const tail = Array.from({ length: 60 }, () => 1); // a second more of inertia
    return [...deltas, ...tail].map((d, i) => ({ time: start + i * 16, deltaY: sign * d }));
  }

  it('moves once for a whole trackpad flick, inertia included', () => {
    const gestures = createWheelGestures();
    const moves = flick(0, 1)
      .map((sample) => gestures.accept(sample))
      .filter((d) => d !== null);
    expect(moves).toEqual([1]);
  });

  it('moves again for the next flick after a pause, and at once when the direction turns', () => {
    const gestures = createWheelGestures();
    const first = flick(0, 1);
    const lastTime = first.at(-1)?.time ?? 0;
    const samples = [
      ...first,
      ...flick(lastTime + WHEEL_GESTURE_GAP_MS + 1, 1),
      ...flick(lastTime * 2 + WHEEL_GESTURE_GAP_MS + 20, -1),
    ];
    expect(samples.map((s) => gestures.accept(s)).filter((d) => d !== null)).toEqual([1, 1, -1]);
  });

  it('moves one section per mouse-wheel notch when the notches are apart, one for a fast spin', () => {
    const notches = createWheelGestures();
    const apart = [0, 400, 800].map((time) => notches.accept({ time, deltaY: 100 }));
    expect(apart).toEqual([1, 1, 1]);
    const spin = createWheelGestures();
    const fast = [0, 30, 60, 90, 120].map((time) => spin.accept({ time, deltaY: -100 }));
    expect(fast.filter((d) => d !== null)).toEqual([-1]);
  });

  it('ignores a twitch below the threshold', () => {
    const gestures = createWheelGestures();
    expect(gestures.accept({ time: 0, deltaY: 3 })).toBeNull();
    expect(gestures.accept({ time: 500, deltaY: -3 })).toBeNull();
  });

  it('a gesture that scrolled the page itself moves no section', () => {
    const gestures = createWheelGestures();
    gestures.consume({ time: 0, deltaY: 100 });
    expect(gestures.accept({ time: 16, deltaY: 100 })).toBeNull();
    expect(gestures.accept({ time: 32 + WHEEL_GESTURE_GAP_MS, deltaY: 100 })).toBe(1);
  });
});

describe('wheelStep', () => {
  // Three 800 px sections below a 100 px header, in a 900 px window: the view is 100…900.
  const view = { top: 100, bottom: 900 };
  const at = (scroll: number, heights = [800, 800, 800]) => {
    let top = 100 - scroll;
    return heights.map((h) => {
      const band = { top, bottom: top + h };
      top += h;
      return band;
    });
  };

  it('goes to the next or previous section from a section top', () => {
    expect(wheelStep(at(800), view, 1)).toEqual({ kind: 'section', index: 2 });
    expect(wheelStep(at(800), view, -1)).toEqual({ kind: 'section', index: 0 });
  });

  it('goes nowhere beyond the first and the last section', () => {
    expect(wheelStep(at(0), view, -1)).toEqual({ kind: 'none' });
    expect(wheelStep(at(1600), view, 1, true)).toEqual({ kind: 'none' });
  });

  it('never rests part-way: up goes back to the top of the section in view, down to the next', () => {
    expect(wheelStep(at(1000), view, -1)).toEqual({ kind: 'section', index: 1 });
    expect(wheelStep(at(1000), view, 1)).toEqual({ kind: 'section', index: 2 });
  });

  it('scrolls through a section taller than the window, then moves on from its edge', () => {
    const heights = [800, 1500, 800];
    expect(wheelStep(at(800, heights), view, 1)).toEqual({ kind: 'native' });
    expect(wheelStep(at(1200, heights), view, -1)).toEqual({ kind: 'native' });
    // Its bottom reached the bottom of the window.
    expect(wheelStep(at(1500, heights), view, 1)).toEqual({ kind: 'section', index: 2 });
    expect(wheelStep(at(800, heights), view, -1)).toEqual({ kind: 'section', index: 0 });
  });
});
