/** The restaurant group's venues and places (DESIGN.md §4 "Venues and routes", SPEC.md §3). */

/** The restaurant group as guests know it: the storefront's logo, the catering menu's title. */
export const restaurantGroup = { name: 'Пограничная 14' } as const;

export const menuVenueIds = [1, 2, 3] as const;
export type MenuVenueId = (typeof menuVenueIds)[number];

export interface MenuVenue {
  id: MenuVenueId;
  /** label on menu cards and the venue switcher */
  name: string;
  /** the venue's own page */
  pageRoute: string;
  /** the venue's delivery menu */
  menuRoute: string;
}

/** In switcher order. */
export const menuVenues: readonly MenuVenue[] = [
  { id: 1, name: 'Гастропаб', pageRoute: '/gastropub', menuRoute: '/Gastropub' },
  { id: 2, name: 'Sibumi', pageRoute: '/sibumi', menuRoute: '/Sibumii' },
  { id: 3, name: 'Кондитерская', pageRoute: '/bistro', menuRoute: '/Bistro' },
];

export function isMenuVenueId(value: number): value is MenuVenueId {
  return (menuVenueIds as readonly number[]).includes(value);
}

/* @__NO_SIDE_EFFECTS__ */
export function menuVenue(id: MenuVenueId): MenuVenue {
  const venue = menuVenues.find((v) => v.id === id);
  if (!venue) throw new Error(`Unknown venue ${id}`);
  return venue;
}

export interface Place {
  /** booking place number (1–4) */
  id: 1 | 2 | 3 | 4;
  venueId: MenuVenueId;
  name: string;
  street: string;
  phone: string;
  /**
   * 'Ежедневно' and '12:00–23:00': the place's hours until staff set them per weekday
   * (opening-hours.ts `defaultOpeningHours` reads them; pages show the stored week).
   */
  workdaysOne: string;
  workdaysTwo: string;
  /** external map link */
  mapUrl: string;
  /** where the door is, for the map placemarks */
  coordinates: { lat: number; lon: number };
}

export const places: readonly Place[] = [
  {
    id: 1,
    venueId: 2,
    name: 'Sibumi',
    street: 'ул. Пограничная, 10',
    phone: '+7 (423) 200-10-10',
    workdaysOne: 'Ежедневно',
    workdaysTwo: '12:00–23:00',
    mapUrl: 'https://yandex.ru/maps/?text=Владивосток, Пограничная 10',
    coordinates: { lat: 43.11752, lon: 131.88353 },
  },
  {
    id: 2,
    venueId: 1,
    name: 'Гастропаб',
    street: 'ул. Пограничная, 14',
    phone: '+7 (423) 200-14-14',
    workdaysOne: 'Ежедневно',
    workdaysTwo: '12:00–23:00',
    mapUrl: 'https://yandex.ru/maps/?text=Владивосток, Пограничная 14',
    coordinates: { lat: 43.11695, lon: 131.88392 },
  },
  {
    id: 3,
    venueId: 3,
    name: 'Кондитерская',
    street: 'ул. Пограничная, 14',
    phone: '+7 (423) 200-14-15',
    workdaysOne: 'Ежедневно',
    workdaysTwo: '08:00–22:00',
    mapUrl: 'https://yandex.ru/maps/?text=Владивосток, Пограничная 14',
    coordinates: { lat: 43.11684, lon: 131.88421 },
  },
  {
    id: 4,
    venueId: 3,
    name: 'Кондитерская на Светланской',
    street: 'ул. Светланская, 40Б',
    phone: '+7 (423) 200-40-40',
    workdaysOne: 'Ежедневно',
    workdaysTwo: '09:00–21:00',
    mapUrl: 'https://yandex.ru/maps/?text=Владивосток, Светланская 40Б',
    coordinates: { lat: 43.11618, lon: 131.89108 },
  },
];

/** Where a pickup order's dishes of a venue are collected: the venue's own place on Пограничная. */
export function pickupPlace(venueId: MenuVenueId): Place {
  const place = places.find((p) => p.venueId === venueId);
  if (!place) throw new Error(`No place for venue ${venueId}`);
  return place;
}
