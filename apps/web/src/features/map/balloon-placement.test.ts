import { describe, expect, it } from 'vitest';
import { balloonPlacement } from './balloon-placement';

// A 358 × 268 map, as at 390 px, and a 200 × 90 balloon.
const map = { left: 16, top: 400, right: 374, bottom: 668 };
const balloon = { width: 200, height: 90 };

describe('balloon placement', () => {
  it('opens over the pin, centred, when it fits', () => {
    expect(balloonPlacement({ x: 195, y: 600 }, balloon, map)).toEqual({ below: false, shift: 0 });
  });

  it('opens under a pin too near the top of the map', () => {
    // 121 px from the top: 48 + 90 would not fit over it
    expect(balloonPlacement({ x: 195, y: 521 }, balloon, map).below).toBe(true);
    // just enough room over it
    expect(balloonPlacement({ x: 195, y: 546 }, balloon, map).below).toBe(false);
  });

  it('stays over the pin when there is even less room under it', () => {
    const flat = { ...map, bottom: 560 };
    expect(balloonPlacement({ x: 195, y: 520 }, balloon, flat).below).toBe(false);
  });

  it('moves sideways off the edges of the map', () => {
    // a pin 60 px from the left edge: the balloon's left would be 40 px outside
    expect(balloonPlacement({ x: 76, y: 600 }, balloon, map).shift).toBe(48);
    expect(balloonPlacement({ x: 354, y: 600 }, balloon, map).shift).toBe(-88);
  });
});
