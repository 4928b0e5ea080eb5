/**
 * The delivery zones' colours, one per zone in the order the site lists them (round the four):
 * the delivery page's plan and the map draw a zone alike. Outline in full, area at 18 %.
 */
const ZONE_RGB = ['181 83 44', '46 125 90', '52 92 160', '150 110 30'] as const;

export function zoneColours(index: number): { stroke: string; fill: string } {
  const rgb = ZONE_RGB[index % ZONE_RGB.length] ?? ZONE_RGB[0];
  return { stroke: `rgb(${rgb})`, fill: `rgb(${rgb} / 0.18)` };
}

/** The zones with an outline to draw (POS=iiko's polygons, `[latitude, longitude]` points). */
export function outlinedZones<Zone extends { polygon?: [number, number][] | undefined }>(
  zones: readonly Zone[],
): (Zone & { polygon: [number, number][] })[] {
  return zones.filter(
    (zone): zone is Zone & { polygon: [number, number][] } => (zone.polygon?.length ?? 0) >= 3,
  );
}
