/**
 * The delivery zones as the POS draws them (issue 15 item 3, POS=iiko): a plan of their outlines
 * with the venues' places among them, fitted to the zones. No street map beneath (the site loads
 * no map tiles here): a guest sees which zone covers which part of the city relative to the
 * restaurants, and the table beside it says each zone's terms. Drawn only when some zone has an
 * outline; the table stays the page's accessible account of the zones.
 */
import type { DeliveryZone } from '@storefront/contract/catalog';
import { places } from '@storefront/contract/venues';
import { outlinedZones, zoneColours } from '../../lib/zone-colours';
import styles from './zones-diagram.module.css';

const WIDTH = 640;
const HEIGHT = 400;
const PADDING = 24;

type Point = readonly [latitude: number, longitude: number];

/**
 * Points onto the plan: longitude shrunk by the latitude's cosine (a degree east is shorter than
 * a degree north this far from the equator), north up, fitted and centred with a margin.
 */
export function planProjection(points: readonly Point[]) {
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
    (WIDTH - 2 * PADDING) / Math.max(maxX - minX, 1e-9),
    (HEIGHT - 2 * PADDING) / Math.max(maxY - minY, 1e-9),
  );
  const offsetX = (WIDTH - (maxX - minX) * scale) / 2;
  const offsetY = (HEIGHT - (maxY - minY) * scale) / 2;
  return ([lat, lon]: Point): [number, number] => [
    offsetX + (lon * shrink - minX) * scale,
    offsetY + (-lat - minY) * scale,
  ];
}

export function ZonesDiagram({ zones }: { zones: readonly DeliveryZone[] }) {
  const drawn = outlinedZones(zones);
  if (drawn.length === 0) return null;
  const venuePoints: Point[] = places.map(({ coordinates }) => [coordinates.lat, coordinates.lon]);
  const project = planProjection([...drawn.flatMap((zone) => zone.polygon), ...venuePoints]);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.plan}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Зоны доставки на плане города: ${drawn.map((zone) => zone.name).join(', ')}`}
      >
        {drawn.map((zone, index) => {
          const outline = zone.polygon.map((point) => project(point).join(',')).join(' ');
          const [x, y] = centre(zone.polygon.map((point) => project(point)));
          return (
            <g key={zone.id}>
              <polygon points={outline} style={zoneColours(index)} />
              <text x={x} y={y} textAnchor="middle">
                {zone.name}
              </text>
            </g>
          );
        })}
        {venuePoints.map((point) => {
          const [x, y] = project(point);
          return <circle key={point.join()} className={styles.venue} cx={x} cy={y} r={5} />;
        })}
      </svg>
      <figcaption className={styles.caption}>
        <span className={styles.venueKey} aria-hidden="true" /> — наши рестораны
      </figcaption>
    </figure>
  );
}

/** The outline's vertices' average: inside any zone drawn as a city district. */
function centre(points: readonly (readonly [number, number])[]): [number, number] {
  const sum = points.reduce(([sx, sy], [x, y]) => [sx + x, sy + y], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}
