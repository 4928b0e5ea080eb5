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
import {
  PLAN_HEIGHT,
  PLAN_WIDTH,
  type PlanPoint,
  planCentre,
  planFrame,
} from '../../lib/zone-plan';
import styles from './zones-diagram.module.css';

export function ZonesDiagram({ zones }: { zones: readonly DeliveryZone[] }) {
  const drawn = outlinedZones(zones);
  if (drawn.length === 0) return null;
  const venuePoints: PlanPoint[] = places.map(({ coordinates }) => [
    coordinates.lat,
    coordinates.lon,
  ]);
  const { project } = planFrame([...drawn.flatMap((zone) => zone.polygon), ...venuePoints]);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.plan}
        viewBox={`0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}`}
        role="img"
        aria-label={`Зоны доставки на плане города: ${drawn.map((zone) => zone.name).join(', ')}`}
      >
        {drawn.map((zone, index) => {
          const outline = zone.polygon.map((point) => project(point).join(',')).join(' ');
          const [x, y] = planCentre(zone.polygon.map((point) => project(point)));
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
