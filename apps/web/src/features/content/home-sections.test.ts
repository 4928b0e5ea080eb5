import { describe, expect, it } from 'vitest';
import {
  activeSection,
  easeInOutCubic,
  isFormField,
  SECTION_TRANSITION_MS,
  sectionForKey,
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
