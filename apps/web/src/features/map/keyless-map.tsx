import { type CSSProperties, useId, useLayoutEffect, useRef, useState } from 'react';
import { type BalloonPlacement, balloonPlacement } from './balloon-placement';
import { ExternalMapLink } from './external-map-link';
import styles from './keyless-map.module.css';
import { PLAN_VIEW, type Placemark, placemarks, planPosition, telHref } from './map-view';
import { useMapZoom } from './use-map-zoom';

/**
 * The map without a maps provider (no key configured, or its script failed to load): a drawn
 * street plan of the centre with the three placemarks, whose balloons give the venue's name and
 * phone, and a link to the same view on Yandex Maps. Never a broken box.
 */
export function KeylessMap() {
  const [open, setOpen] = useState<Placemark['venueId'] | null>(null);
  const [placement, setPlacement] = useState<BalloonPlacement>({ below: false, shift: 0 });
  const pins = useRef(new Map<number, HTMLButtonElement>());
  const frame = useRef<HTMLElement>(null);
  const balloon = useRef<HTMLDivElement>(null);
  const zoom = useMapZoom();
  const id = useId();

  // The map clips what sticks out of it: the open balloon is placed to fit, before it is painted.
  useLayoutEffect(() => {
    const pin = open === null ? undefined : pins.current.get(open);
    if (!pin || !balloon.current || !frame.current) return;
    const fit = () => {
      const map = frame.current?.getBoundingClientRect();
      const { offsetWidth: width = 0, offsetHeight: height = 0 } = balloon.current ?? {};
      if (!map?.width) return; // not laid out (tests)
      const { left, width: pinWidth, bottom } = pin.getBoundingClientRect();
      setPlacement(balloonPlacement({ x: left + pinWidth / 2, y: bottom }, { width, height }, map));
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [open]);

  function close() {
    if (open === null) return;
    pins.current.get(open)?.focus();
    setOpen(null);
  }

  return (
    <section
      ref={frame}
      className={styles.map}
      aria-label="Карта: наши заведения в центре Владивостока"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <div className={styles.plan} style={focus}>
        <StreetPlan />
        {placemarks.map((placemark) => {
          const { left, top } = planPosition(placemark.coordinates);
          const isOpen = open === placemark.venueId;
          const balloonId = `${id}-${placemark.venueId}`;
          return (
            <div
              key={placemark.venueId}
              className={`${styles.placemark} ${isOpen && placement.below ? styles.below : ''}`}
              style={{
                left: `${left}%`,
                top: `${top}%`,
                translate: `${sideBySide(placemark)}px 0`,
                zIndex: isOpen ? placemarks.length + 1 : southward(placemark),
              }}
            >
              <button
                type="button"
                className={styles.pin}
                ref={(element) => {
                  if (element) pins.current.set(placemark.venueId, element);
                }}
                aria-expanded={isOpen}
                aria-controls={isOpen ? balloonId : undefined}
                onClick={() => setOpen(isOpen ? null : placemark.venueId)}
              >
                <span className="visually-hidden">{placemark.name}</span>
              </button>
              {isOpen && (
                <div
                  id={balloonId}
                  ref={balloon}
                  className={styles.balloon}
                  style={{ marginLeft: placement.shift }}
                >
                  <strong className={styles.name}>{placemark.name}</strong>
                  <span className={styles.street}>{placemark.street}</span>
                  <a href={telHref(placemark.phone)}>{placemark.phone}</a>
                  <button type="button" className={styles.close} onClick={close}>
                    <span aria-hidden="true">×</span>
                    <span className="visually-hidden">Закрыть</span>
                  </button>
                </div>
              )}
            </div>
          );
        })}
      </div>
      <ExternalMapLink zoom={zoom} />
    </section>
  );
}

/** Where the venues are on the plan: the middle of what a map too narrow or too flat shows. */
const focus = (() => {
  const positions = placemarks.map(({ coordinates }) => planPosition(coordinates));
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length / 100;
  return {
    '--focus-x': mean(positions.map((p) => p.left)),
    '--focus-y': mean(positions.map((p) => p.top)),
  } as CSSProperties;
})();

/**
 * Venues at one address (the gastropub and the pastry shop share Pogranichnaya 14) would hide
 * each other's pin: they stand side by side instead, centred on the address.
 */
function sideBySide(placemark: Placemark): number {
  const neighbours = placemarks.filter((other) => other.street === placemark.street);
  const index = neighbours.indexOf(placemark);
  return (index - (neighbours.length - 1) / 2) * 30;
}

/** Pins further south stand in front, as on a map seen from above at an angle. */
function southward(placemark: Placemark): number {
  return placemarks.filter((other) => other.coordinates.lat > placemark.coordinates.lat).length + 1;
}

/**
 * The centre's main streets, the park and the Golden Horn, in the drawing's units (map-view.ts);
 * the viewBox shows the venues' blocks.
 */
function StreetPlan() {
  const { x, y, width, height } = PLAN_VIEW;
  return (
    <svg viewBox={`${x} ${y} ${width} ${height}`} aria-hidden="true" focusable="false">
      <rect width="1000" height="560" className={styles.land} />
      <path
        d="M330 560C380 470 470 430 560 420C680 408 780 430 860 400C920 378 960 360 1000 352V560Z"
        className={styles.water}
      />
      <rect x="540" y="185" width="115" height="95" rx="8" className={styles.park} />
      <g className={styles.streets}>
        <path d="M70 330C300 318 560 322 1000 300" />
        <path d="M300 0L395 330L425 455" />
        <path d="M485 0L505 330" />
        <path d="M700 0L690 322" />
        <path d="M110 150C260 170 420 160 1000 130" />
      </g>
      <g className={styles.labels}>
        <text x="528" y="311">
          ул. Светланская
        </text>
        <text x="378" y="338" transform="rotate(76.5 378 338)">
          ул. Пограничная
        </text>
        <text x="512" y="184" transform="rotate(86.5 512 184)">
          ул. Алеутская
        </text>
        <text x="702" y="176" transform="rotate(92 702 176)">
          Океанский пр-т
        </text>
      </g>
    </svg>
  );
}
