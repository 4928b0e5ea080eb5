import { useEffect, useMemo, useRef, useState } from 'react';
import { useGetDeliveryZonesQuery } from '../../lib/catalog-api';
import { outlinedZones, zoneColours } from '../../lib/zone-colours';
import { ExternalMapLink } from './external-map-link';
import { MAP_CENTER, type Placemark, placemarks, telHref } from './map-view';
import { useMapZoom } from './use-map-zoom';
import styles from './yandex-map.module.css';
import { loadYandexMaps, type YMapInstance, type Ymaps3 } from './yandex-maps-loader';

interface YandexMapProps {
  apiKey: string;
  /** the script could not be loaded or started: show the keyless map instead */
  onFailure: () => void;
}

/**
 * Yandex Maps JS API v3 with the three placemarks (a click on one opens its balloon) and the
 * delivery zones that have an outline (POS=iiko), coloured as on the delivery page's plan.
 */
export function YandexMap({ apiKey, onFailure }: YandexMapProps) {
  const container = useRef<HTMLElement>(null);
  const map = useRef<YMapInstance | null>(null);
  const [ready, setReady] = useState<Ymaps3 | null>(null);
  const zoom = useMapZoom();
  const initialZoom = useRef(zoom);
  const { data } = useGetDeliveryZonesQuery();
  const zones = useMemo(() => outlinedZones(data ?? []), [data]);

  useEffect(() => {
    let cancelled = false;
    loadYandexMaps(apiKey).then(
      (ymaps3) => {
        if (cancelled || !container.current) return;
        const instance = new ymaps3.YMap(container.current, {
          location: { center: [MAP_CENTER.lon, MAP_CENTER.lat], zoom: initialZoom.current },
        });
        instance.addChild(new ymaps3.YMapDefaultSchemeLayer({}));
        instance.addChild(new ymaps3.YMapDefaultFeaturesLayer({}));
        for (const placemark of placemarks) {
          const { lon, lat } = placemark.coordinates;
          instance.addChild(new ymaps3.YMapMarker({ coordinates: [lon, lat] }, marker(placemark)));
        }
        map.current = instance;
        setReady(ymaps3);
      },
      () => {
        if (!cancelled) onFailure();
      },
    );
    return () => {
      cancelled = true;
      map.current?.destroy();
      map.current = null;
    };
  }, [apiKey, onFailure]);

  useEffect(() => {
    map.current?.update({ location: { zoom } });
  }, [zoom]);

  // The zones under the placemarks, drawn again when they change.
  useEffect(() => {
    const instance = map.current;
    if (!ready || !instance || zones.length === 0) return;
    const features = zones.map(({ polygon }, index) => {
      const { stroke, fill } = zoneColours(index);
      return new ready.YMapFeature({
        // Yandex takes [longitude, latitude]
        geometry: { type: 'Polygon', coordinates: [polygon.map(([lat, lon]) => [lon, lat])] },
        style: { stroke: [{ width: 2, color: stroke }], fill },
      });
    });
    for (const feature of features) instance.addChild(feature);
    return () => {
      // not from a map destroyed already (unmounted)
      if (map.current !== instance) return;
      for (const feature of features) instance.removeChild(feature);
    };
  }, [ready, zones]);

  return (
    <div className={styles.frame}>
      <section
        ref={container}
        className={styles.map}
        aria-label={
          zones.length > 0
            ? `Карта: наши заведения и зоны доставки — ${zones.map((zone) => zone.name).join(', ')}`
            : 'Карта: наши заведения в центре Владивостока'
        }
      />
      <ExternalMapLink zoom={zoom} />
    </div>
  );
}

/** A placemark's DOM for YMapMarker: a pin button toggling a balloon with name and phone. */
function marker(placemark: Placemark): HTMLElement {
  const root = document.createElement('div');
  root.className = styles.marker ?? '';
  const pin = document.createElement('button');
  pin.type = 'button';
  pin.className = styles.pin ?? '';
  pin.setAttribute('aria-label', placemark.name);
  pin.setAttribute('aria-expanded', 'false');
  const balloon = document.createElement('div');
  balloon.className = styles.balloon ?? '';
  balloon.hidden = true;
  const name = document.createElement('strong');
  name.textContent = placemark.name;
  const phone = document.createElement('a');
  phone.href = telHref(placemark.phone);
  phone.textContent = placemark.phone;
  balloon.append(name, phone);
  pin.addEventListener('click', () => {
    balloon.hidden = !balloon.hidden;
    pin.setAttribute('aria-expanded', String(!balloon.hidden));
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !balloon.hidden) {
      balloon.hidden = true;
      pin.setAttribute('aria-expanded', 'false');
      pin.focus();
    }
  });
  root.append(pin, balloon);
  return root;
}
