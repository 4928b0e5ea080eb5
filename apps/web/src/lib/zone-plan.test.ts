import { describe, expect, it } from 'vitest';
import { PLAN_HEIGHT, PLAN_WIDTH, planFrame } from './zone-plan';

// A zone around Vladivostok's centre and the venues' corner.
const points = [
  [43.13, 131.87],
  [43.13, 131.93],
  [43.1, 131.93],
  [43.1, 131.87],
] as const;

describe('planFrame', () => {
  it('fits the points inside the plan with north up and east right', () => {
    const { project } = planFrame(points);
    for (const point of points) {
      const [x, y] = project(point);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(PLAN_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(PLAN_HEIGHT);
    }
    const [westX, northY] = project([43.13, 131.87]);
    const [eastX, southY] = project([43.1, 131.93]);
    expect(eastX).toBeGreaterThan(westX);
    expect(southY).toBeGreaterThan(northY);
  });

  it('keeps distances true: a kilometre east is as long as a kilometre north', () => {
    const { project } = planFrame(points);
    const km = 1 / 111.2; // degrees of latitude in a kilometre
    const kmEast = km / Math.cos((43.115 * Math.PI) / 180);
    const [x0, y0] = project([43.11, 131.9]);
    const [x1] = project([43.11, 131.9 + kmEast]);
    const [, y1] = project([43.11 + km, 131.9]);
    expect(Math.abs(x1 - x0)).toBeCloseTo(Math.abs(y1 - y0), 0);
  });

  it('finds the point under a place on the plan (the inverse of project)', () => {
    const { project, unproject } = planFrame(points);
    const [lat, lon] = unproject(...project([43.1171, 131.8845]));
    expect(lat).toBeCloseTo(43.1171, 9);
    expect(lon).toBeCloseTo(131.8845, 9);
  });
});
