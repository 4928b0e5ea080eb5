import { places } from '@storefront/contract/venues';
import { describe, expect, it } from 'vitest';
import { externalMapUrl, MAP_CENTER, mapZoom, placemarks, planPosition } from './map-view';

describe('map zoom', () => {
  it('is 11 up to 800 px, 13 up to 1800 px and 14 from 1800 px', () => {
    expect([320, 390, 800].map(mapZoom)).toEqual([11, 11, 11]);
    expect([801, 1200, 1366, 1799].map(mapZoom)).toEqual([13, 13, 13, 13]);
    expect([1800, 2560].map(mapZoom)).toEqual([14, 14]);
  });
});

describe('placemarks', () => {
  it('are the three venues with their names and phones', () => {
    expect(placemarks.map((p) => [p.name, p.phone])).toEqual([
      ['Гастропаб', '+7 (423) 200-14-14'],
      ['Sibumi', '+7 (423) 200-10-10'],
      ['Кондитерская', '+7 (423) 200-14-15'],
    ]);
  });

  it('sit near the city centre, on the drawn street plan', () => {
    for (const { coordinates } of placemarks) {
      expect(Math.abs(coordinates.lat - MAP_CENTER.lat)).toBeLessThan(0.01);
      expect(Math.abs(coordinates.lon - MAP_CENTER.lon)).toBeLessThan(0.01);
      const { left, top } = planPosition(coordinates);
      expect(left).toBeGreaterThan(5);
      expect(left).toBeLessThan(95);
      expect(top).toBeGreaterThan(5);
      expect(top).toBeLessThan(95);
    }
    // east is right, north is up
    const [pub, sibumi] = placemarks;
    const branch = places.find((place) => place.id === 4);
    expect(planPosition(branch?.coordinates ?? MAP_CENTER).left).toBeGreaterThan(
      planPosition(pub?.coordinates ?? MAP_CENTER).left,
    );
    expect(planPosition(sibumi?.coordinates ?? MAP_CENTER).top).toBeLessThan(
      planPosition(pub?.coordinates ?? MAP_CENTER).top,
    );
  });

  it('stand clear of each other on a phone', () => {
    // A 320 px phone's map is 288 × 216 px, the plan 216 px high: Sibumi's pin must clear the
    // gastropub's (pins are 40 px high; their heads need 24 px of their own to be tapped).
    const [pub, sibumi] = placemarks.map((p) => planPosition(p.coordinates));
    expect((((pub?.top ?? 0) - (sibumi?.top ?? 0)) / 100) * 216).toBeGreaterThanOrEqual(24);
  });

  it('open on yandex.ru/maps at the same zoom', () => {
    expect(externalMapUrl(13)).toBe(
      'https://yandex.ru/maps/?ll=131.8865,43.1165&z=13&pt=131.88392,43.11695,pm2rdm~131.88353,43.11752,pm2rdm~131.88421,43.11684,pm2rdm',
    );
  });
});
