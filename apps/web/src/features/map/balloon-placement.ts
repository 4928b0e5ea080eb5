/** A rectangle on the screen, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface BalloonPlacement {
  /** open under the pin rather than over it */
  below: boolean;
  /** px to move the balloon sideways from centred on the pin */
  shift: number;
}

/** Gap between a balloon over its pin and the pin's point (the pin is 40 px high). */
export const BALLOON_ABOVE_GAP = 48;
/** Gap between a balloon under its pin and the pin's point. */
export const BALLOON_BELOW_GAP = 8;
const EDGE = 8;

/**
 * Where a pin's balloon goes so that it stays inside the map, which clips it: over the pin if it
 * fits there, otherwise under it when there is more room; centred on the pin, moved sideways as
 * little as keeps it off the map's edges.
 */
export function balloonPlacement(
  point: { x: number; y: number },
  balloon: { width: number; height: number },
  map: Box,
): BalloonPlacement {
  const roomAbove = point.y - BALLOON_ABOVE_GAP - EDGE - map.top;
  const roomBelow = map.bottom - EDGE - BALLOON_BELOW_GAP - point.y;
  const below = balloon.height > roomAbove && roomBelow > roomAbove;
  const toTheRight = map.left + EDGE - (point.x - balloon.width / 2);
  const toTheLeft = map.right - EDGE - (point.x + balloon.width / 2);
  return { below, shift: Math.max(toTheRight, Math.min(0, toTheLeft)) };
}
