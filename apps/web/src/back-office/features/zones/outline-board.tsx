/**
 * Where staff draw a zone's outline (issue 31 item 13, decision 080): a plan of the city with the
 * venues and the other zones, on which a click adds a point at the outline's end, a point is
 * dragged to move it, and a focused point moves with the arrows and goes with Delete. The zone's
 * «Границы зоны» field stays the outline's text; the board reads it and writes it back, so typing
 * and drawing are one outline.
 */
import type { LatLng } from '@storefront/contract/catalog';
import { places } from '@storefront/contract/venues';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { outlinedZones, zoneColours } from '../../../lib/zone-colours';
import {
  PLAN_HEIGHT,
  PLAN_WIDTH,
  type PlanFrame,
  type PlanPoint,
  planCentre,
  planFrame,
} from '../../../lib/zone-plan';
import styles from '../../ui/staff.module.css';
import boardStyles from './outline-board.module.css';

/** 5 decimals: about a metre, finer than a house. */
const roundDegrees = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * At least the city around the venues (about 5 km each way), so that a first point can be set
 * anywhere a courier goes before any zone has an outline.
 */
function cityAround(centre: PlanPoint): PlanPoint[] {
  const [lat, lon] = centre;
  return [
    [lat + 0.045, lon - 0.06],
    [lat - 0.045, lon + 0.06],
  ];
}

const venuePoints: PlanPoint[] = places.map(({ coordinates }) => [
  coordinates.lat,
  coordinates.lon,
]);

export interface OtherZone {
  id: number;
  name: string;
  outline: LatLng[] | null;
}

interface OutlineBoardProps {
  zoneName: string;
  /** the zone's colour among the zones (its place in the list) */
  colourIndex: number;
  /** the outline as the field reads now; null while a line of it is not a point */
  points: LatLng[] | null;
  /** every zone, this one among them: drawn faint for orientation */
  zones: readonly OtherZone[];
  zoneId: number;
  readOnly: boolean;
  onChange: (points: LatLng[]) => void;
}

export function OutlineBoard({
  zoneName,
  colourIndex,
  points,
  zones,
  zoneId,
  readOnly,
  onChange,
}: OutlineBoardProps) {
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef<number | null>(null);
  // The frame is set once: the plan does not move under the pointer while a point is set.
  const [frame] = useState<PlanFrame>(() =>
    planFrame([
      ...cityAround(planCentre(venuePoints.map(([lat, lon]) => [lat, lon]))),
      ...venuePoints,
      ...zones.flatMap((zone) => zone.outline ?? []),
    ]),
  );
  const editable = !readOnly && points !== null;
  const outline = points ?? [];
  const { stroke, fill } = zoneColours(colourIndex);

  const pointAt = (event: { clientX: number; clientY: number }): LatLng | null => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return null;
    const x = ((event.clientX - box.left) / box.width) * PLAN_WIDTH;
    const y = ((event.clientY - box.top) / box.height) * PLAN_HEIGHT;
    const [lat, lon] = frame.unproject(x, y);
    return [roundDegrees(lat), roundDegrees(lon)];
  };
  const replaced = (index: number, point: LatLng) =>
    outline.map((known, at) => (at === index ? point : known));

  const addPoint = (event: PointerEvent<SVGRectElement>) => {
    if (!editable) return;
    const point = pointAt(event);
    if (point) onChange([...outline, point]);
  };
  const movePoint = (event: PointerEvent<SVGCircleElement>) => {
    const index = dragging.current;
    if (index === null) return;
    const point = pointAt(event);
    if (point) onChange(replaced(index, point));
  };
  const stepPoint = (index: number, event: KeyboardEvent<SVGCircleElement>) => {
    const step = event.shiftKey ? 20 : 4; // plan units
    const shift = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }[event.key];
    const known = outline[index];
    if (!known) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onChange(outline.filter((_, at) => at !== index));
      return;
    }
    if (!shift) return;
    event.preventDefault();
    const [x, y] = frame.project(known);
    const [lat, lon] = frame.unproject(x + (shift[0] ?? 0), y + (shift[1] ?? 0));
    onChange(replaced(index, [roundDegrees(lat), roundDegrees(lon)]));
  };

  const drawn = outlinedZones(
    zones
      .filter((zone) => zone.id !== zoneId)
      .map((zone, index) => ({ ...zone, index, polygon: zone.outline ?? undefined })),
  );
  const path = outline.map((point) => frame.project(point).join(',')).join(' ');

  return (
    <div className={boardStyles.board}>
      {/* biome-ignore lint/a11y/useSemanticElements: the plan's points are SVG; a fieldset cannot hold them as one drawing */}
      <svg
        ref={svg}
        className={boardStyles.plan}
        viewBox={`0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}`}
        role="group"
        aria-label={`План для границ зоны «${zoneName}»`}
      >
        {/* The plan's ground: a click on it adds a point. */}
        <rect
          className={editable ? boardStyles.ground : boardStyles.groundReadOnly}
          width={PLAN_WIDTH}
          height={PLAN_HEIGHT}
          onPointerUp={addPoint}
        />
        {drawn.map((zone) => (
          <g key={zone.id} className={boardStyles.other}>
            <polygon
              points={zone.polygon.map((point) => frame.project(point).join(',')).join(' ')}
            />
            <text {...textAt(frame, zone.polygon)}>{zone.name}</text>
          </g>
        ))}
        {venuePoints.map((point) => {
          const [x, y] = frame.project(point);
          return <circle key={point.join()} className={boardStyles.venue} cx={x} cy={y} r={5} />;
        })}
        {outline.length >= 3 && (
          <polygon className={boardStyles.outline} points={path} style={{ stroke, fill }} />
        )}
        {outline.length === 2 && (
          <polyline className={boardStyles.outline} points={path} style={{ stroke }} />
        )}
        {outline.map((point, index) => {
          const [x, y] = frame.project(point);
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG point has no HTML button; it is focusable and named
            <circle
              // biome-ignore lint/suspicious/noArrayIndexKey: a point is its place in the outline
              key={index}
              className={boardStyles.point}
              cx={x}
              cy={y}
              r={8}
              style={{ stroke }}
              role="button"
              tabIndex={editable ? 0 : -1}
              aria-label={`Точка ${index + 1}: ${point[0]}, ${point[1]}`}
              aria-disabled={!editable || undefined}
              onPointerDown={(event) => {
                if (!editable) return;
                dragging.current = index;
                event.currentTarget.setPointerCapture?.(event.pointerId);
              }}
              onPointerMove={movePoint}
              onPointerUp={() => {
                dragging.current = null;
              }}
              onKeyDown={(event) => {
                if (editable) stepPoint(index, event);
              }}
            />
          );
        })}
      </svg>
      {!readOnly && (
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.secondaryButton} ${styles.smallButton}`}
            disabled={!editable || outline.length === 0}
            aria-label={`Убрать последнюю точку: ${zoneName}`}
            onClick={() => onChange(outline.slice(0, -1))}
          >
            Убрать последнюю точку
          </button>
          <button
            type="button"
            className={`${styles.secondaryButton} ${styles.smallButton}`}
            disabled={!editable || outline.length === 0}
            aria-label={`Стереть границы: ${zoneName}`}
            onClick={() => onChange([])}
          >
            Стереть границы
          </button>
        </div>
      )}
      <p className={boardStyles.hint}>
        {points === null
          ? 'На плане точки не двигаются, пока в поле есть строка не в виде «широта, долгота»'
          : readOnly
            ? 'Точки — вершины границ; другие зоны показаны бледно, наши рестораны — точками'
            : 'Щелчок по плану добавляет точку в конец границ, точку можно перетащить; выбранную точку двигают стрелки, Delete её убирает. Другие зоны показаны бледно, наши рестораны — точками'}
      </p>
    </div>
  );
}

function textAt(frame: PlanFrame, polygon: readonly LatLng[]) {
  const [x, y] = planCentre(polygon.map((point) => frame.project(point)));
  return { x, y, textAnchor: 'middle' as const };
}
