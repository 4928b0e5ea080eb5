/**
 * A plan of the city for delivery zones: `[latitude, longitude]` points onto an SVG of
 * PLAN_WIDTH × PLAN_HEIGHT units and back. The delivery page draws the zones on it; the back
 * office's outline board draws them and turns a click on the plan into a point.
 */
export const PLAN_WIDTH = 640;
export const PLAN_HEIGHT = 400;
const PADDING = 24;

export type PlanPoint = readonly [latitude: number, longitude: number];

export interface PlanFrame {
  /** a point's place on the plan, in plan units */
  project(point: PlanPoint): [x: number, y: number];
  /** the point under a place on the plan */
  unproject(x: number, y: number): [latitude: number, longitude: number];
}

/**
 * The frame that fits `points` with a margin: longitude shrunk by the latitude's cosine (a
 * degree east is shorter than a degree north this far from the equator), north up, centred.
 */
export function planFrame(points: readonly PlanPoint[]): PlanFrame {
  const lats = points.map(([lat]) => lat);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const shrink = Math.cos((midLat * Math.PI) / 180);
  const xs = points.map(([, lon]) => lon * shrink);
  const ys = points.map(([lat]) => -lat);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const scale = Math.min(
    (PLAN_WIDTH - 2 * PADDING) / Math.max(maxX - minX, 1e-9),
    (PLAN_HEIGHT - 2 * PADDING) / Math.max(maxY - minY, 1e-9),
  );
  const offsetX = (PLAN_WIDTH - (maxX - minX) * scale) / 2;
  const offsetY = (PLAN_HEIGHT - (maxY - minY) * scale) / 2;
  return {
    project: ([lat, lon]) => [
      offsetX + (lon * shrink - minX) * scale,
      offsetY + (-lat - minY) * scale,
    ],
    unproject: (x, y) => [-((y - offsetY) / scale + minY), ((x - offsetX) / scale + minX) / shrink],
  };
}

/** The outline's vertices' average: inside any zone drawn as a city district. */
export function planCentre(points: readonly (readonly [number, number])[]): [number, number] {
  const sum = points.reduce(([sx, sy], [x, y]) => [sx + x, sy + y], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}
