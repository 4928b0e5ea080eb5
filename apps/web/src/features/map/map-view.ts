/**
 * What the map shows (SPEC.md §2 "Map"): one placemark per venue with its name and phone, the
 * zoom chosen by the window's width, the centre near the city centre.
 */
import { type MenuVenueId, menuVenue, menuVenueIds, places } from '@storefront/contract/venues';

export interface Coordinates {
  lat: number;
  lon: number;
}

export interface Placemark {
  venueId: MenuVenueId;
  name: string;
  street: string;
  phone: string;
  coordinates: Coordinates;
}

/** Vladivostok's centre, between the venues and the Golden Horn. */
export const MAP_CENTER: Coordinates = { lat: 43.1165, lon: 131.8865 };

/** 11 up to 800 px, 13 up to 1800 px, 14 from 1800 px. */
export function mapZoom(width: number): 11 | 13 | 14 {
  if (width <= 800) return 11;
  if (width < 1800) return 13;
  return 14;
}

/** The three venues, each at its main place. */
export const placemarks: readonly Placemark[] = menuVenueIds.map((venueId) => {
  const place = places.find((p) => p.venueId === venueId);
  if (!place) throw new Error(`venue ${venueId} has no place`);
  return {
    venueId,
    name: menuVenue(venueId).name,
    street: place.street,
    phone: place.phone,
    coordinates: place.coordinates,
  };
});

/** The same view on yandex.ru/maps, with the placemarks. */
export function externalMapUrl(zoom: number): string {
  const points = placemarks
    .map(({ coordinates }) => `${coordinates.lon},${coordinates.lat},pm2rdm`)
    .join('~');
  return `https://yandex.ru/maps/?ll=${MAP_CENTER.lon},${MAP_CENTER.lat}&z=${zoom}&pt=${points}`;
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The drawn street plan (keyless-map.tsx) is 1000 × 560 units and covers this area: the centre
 * from the Amur Bay to past Okeansky Prospekt, from the Golden Horn up a few blocks.
 */
const DRAWING_BOUNDS = { west: 131.8775, east: 131.8955, south: 43.1128, north: 43.1202 };

/**
 * The part of the drawing the map shows (its SVG viewBox): a close-up of the venues' blocks, so
 * that the pins of neighbouring venues stand clear of each other even on a phone.
 */
export const PLAN_VIEW = { x: 100, y: 120, width: 625, height: 350 } as const;

/** A point's place on the street plan, in per cent from its shown part's left and top edges. */
export function planPosition({ lat, lon }: Coordinates): { left: number; top: number } {
  const { west, east, south, north } = DRAWING_BOUNDS;
  const x = ((lon - west) / (east - west)) * 1000;
  const y = ((north - lat) / (north - south)) * 560;
  return {
    left: ((x - PLAN_VIEW.x) / PLAN_VIEW.width) * 100,
    top: ((y - PLAN_VIEW.y) / PLAN_VIEW.height) * 100,
  };
}
