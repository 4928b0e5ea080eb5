import { useId, useRef, useState } from 'react';
import { ExternalMapLink } from './external-map-link';
import styles from './keyless-map.module.css';
import { type Placemark, placemarks, planPosition, telHref } from './map-view';
import { useMapZoom } from './use-map-zoom';

/**
 * The map without a maps provider (no key configured, or its script failed to load): a drawn
 * street plan of the centre with the three placemarks, whose balloons give the venue's name and
 * phone, and a link to the same view on Yandex Maps. Never a broken box.
 */
export function KeylessMap() {
  const [open, setOpen] = useState<Placemark['venueId'] | null>(null);
  const pins = useRef(new Map<number, HTMLButtonElement>());
  const zoom = useMapZoom();
  const id = useId();

  function close() {
    if (open === null) return;
    pins.current.get(open)?.focus();
    setOpen(null);
  }

  return (
    <section
      className={styles.map}
      aria-label="Карта: наши заведения в центре Владивостока"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <StreetPlan />
      {placemarks.map((placemark) => {
        const { left, top } = planPosition(placemark.coordinates);
        const isOpen = open === placemark.venueId;
        const balloonId = `${id}-${placemark.venueId}`;
        return (
          <div
            key={placemark.venueId}
            className={`${styles.placemark} ${top < 45 ? styles.below : ''}`}
            style={{
              left: `${left}%`,
              top: `${top}%`,
              translate: `${sideBySide(placemark)}px 0`,
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
              <div id={balloonId} className={styles.balloon}>
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
      <ExternalMapLink zoom={zoom} />
    </section>
  );
}

/**
 * Venues at one address (the gastropub and the pastry shop share Pogranichnaya 14) would hide
 * each other's pin: they stand side by side instead, centred on the address.
 */
function sideBySide(placemark: Placemark): number {
  const neighbours = placemarks.filter((other) => other.street === placemark.street);
  const index = neighbours.indexOf(placemark);
  return (index - (neighbours.length - 1) / 2) * 30;
}

/** The centre's and main streets, drawn to the scale of PLAN_BOUNDS (map-view.ts). */
function StreetPlan() {
  return (
    <svg
      className={styles.plan}
      viewBox="0 0 1000 560"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="1000" height="560" className={styles.land} />
      <path d="M0 0H62C48 120 70 230 40 330C22 400 30 470 0 520Z" className={styles.water} />
      <path
        d="M330 560C380 470 470 430 560 420C680 408 780 430 860 400C920 378 960 360 1000 352V560Z"
        className={styles.water}
      />
      <g className={styles.park}>
        <rect x="520" y="120" width="120" height="90" rx="10" />
      </g>
      <g className={styles.streets}>
        <path d="M70 330C300 318 560 322 1000 300" />
        <path d="M300 0L395 330" />
        <path d="M485 0L505 330" />
        <path d="M700 0L690 322" />
        <path d="M110 150C260 170 420 160 1000 130" />
        <path d="M395 330L420 430" />
      </g>
      <g className={styles.labels}>
        <text x="760" y="292">
          ул. Светланская
        </text>
        <text x="250" y="60" transform="rotate(73 250 60)">
          ул. Пограничная
        </text>
        <text x="512" y="40" transform="rotate(88 512 40)">
          ул. Алеутская
        </text>
        <text x="708" y="40" transform="rotate(91 708 40)">
          Океанский пр-т
        </text>
        <text x="640" y="505" className={styles.waterLabel}>
          бухта Золотой Рог
        </text>
        <text x="26" y="470" transform="rotate(-90 26 470)" className={styles.waterLabel}>
          Амурский залив
        </text>
      </g>
    </svg>
  );
}
