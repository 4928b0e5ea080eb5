/**
 * iiko delivery restrictions (`POST /api/1/delivery_restrictions`) for the three venues'
 * organizations, in the shape iiko sends them (every field of DeliveryRestrictions, nulls where
 * iiko writes nulls). Used by the mapping's unit tests and the delivery-rules API tests.
 *
 * - Гастропаб: «Центр» and «Первая Речка» drawn as polygons and served (minimum 1 000 ₽ in
 *   45 minutes, 1 500 ₽ in 60), no fee product; «Заброшенная» drawn but served by nobody.
 * - Sibumi: «Центр» (800 ₽, 50 minutes) and «Чуркин», a zone of listed streets without a polygon
 *   (2 000 ₽, 70 minutes), both with the fee product «Доставка» (200 ₽ in Sibumi's nomenclature).
 * - Кондитерская: one minimum and one duration for all its zones (`useSameMinSum`,
 *   `useSameDeliveryDuration`: 500 ₽ in 40 minutes), which override its item's own 9 999 ₽ and
 *   90 minutes, for «Центр».
 */
import type { IikoDeliveryRestrictionsInput } from '../adapters/iiko/wire/delivery-restrictions';
import { fakeIikoFixture } from './fake-iiko';
import { sibumiIds } from './iiko-nomenclature-fixture';

type Item = IikoDeliveryRestrictionsInput['restrictions'][number];
type Zone = IikoDeliveryRestrictionsInput['deliveryZones'][number];

const v = fakeIikoFixture.venues;

/** Vladivostok's centre: Svetlanskaya and the station, lat/lng as iiko gives them */
export const centrePolygon: [number, number][] = [
  [43.1205, 131.8735],
  [43.1215, 131.8995],
  [43.1085, 131.9055],
  [43.1045, 131.8805],
];
export const firstRiverPolygon: [number, number][] = [
  [43.1355, 131.8905],
  [43.142, 131.912],
  [43.129, 131.917],
  [43.1245, 131.896],
];

const drawn = (name: string, points: [number, number][]): Zone => ({
  name,
  coordinates: points.map(([latitude, longitude]) => ({ latitude, longitude })),
  addresses: [],
});

function item(
  organizationId: string,
  terminalGroupId: string,
  fields: Pick<Item, 'zone' | 'minSum' | 'deliveryDurationInMinutes'> & Partial<Item>,
): Item {
  return {
    terminalGroupId,
    organizationId,
    weekMap: 127,
    from: 660,
    to: 1320,
    priority: 0,
    deliveryServiceProductId: null,
    ...fields,
  };
}

function restrictions(
  organizationId: string,
  fields: Partial<IikoDeliveryRestrictionsInput> &
    Pick<IikoDeliveryRestrictionsInput, 'restrictions' | 'deliveryZones'>,
): IikoDeliveryRestrictionsInput {
  return {
    organizationId,
    deliveryGeocodeServiceType: 1,
    deliveryRegionsMapUrl: null,
    defaultDeliveryDurationInMinutes: 60,
    defaultSelfServiceDurationInMinutes: 20,
    useSameDeliveryDuration: false,
    useSameMinSum: false,
    defaultMinSum: null,
    useSameWorkTimeInterval: false,
    defaultFrom: null,
    defaultTo: null,
    useSameRestrictionsOnAllWeek: true,
    rejectOnGeocodingError: false,
    addDeliveryServiceCost: true,
    useSameDeliveryServiceProduct: false,
    defaultDeliveryServiceProductId: null,
    useExternalAssignationService: false,
    frontTrustsCallCenterCheck: false,
    externalAssignationServiceUrl: null,
    requireExactAddressForGeocoding: false,
    zonesMode: 0,
    autoAssignExternalDeliveries: false,
    actionOnValidationRejection: 1,
    ...fields,
  };
}

export const gastropubRestrictions = restrictions(v[1].id, {
  deliveryZones: [
    drawn('Центр', centrePolygon),
    drawn('Первая Речка', firstRiverPolygon),
    drawn('Заброшенная', [
      [43.2, 131.9],
      [43.21, 131.91],
      [43.19, 131.92],
    ]),
  ],
  restrictions: [
    item(v[1].id, v[1].terminalGroupId, {
      zone: 'Центр',
      minSum: 1000,
      deliveryDurationInMinutes: 45,
    }),
    item(v[1].id, v[1].terminalGroupId, {
      zone: 'Первая Речка',
      minSum: 1500,
      deliveryDurationInMinutes: 60,
      priority: 1,
    }),
  ],
});

export const sibumiRestrictions = restrictions(v[2].id, {
  deliveryZones: [drawn('Центр', centrePolygon)],
  restrictions: [
    item(v[2].id, v[2].terminalGroupId, {
      zone: 'Центр',
      minSum: 800,
      deliveryDurationInMinutes: 50,
      deliveryServiceProductId: sibumiIds.deliveryService,
    }),
    item(v[2].id, v[2].terminalGroupId, {
      zone: 'Чуркин',
      minSum: 2000,
      deliveryDurationInMinutes: 70,
      deliveryServiceProductId: sibumiIds.deliveryService,
    }),
  ],
});

export const pastryRestrictions = restrictions(v[3].id, {
  useSameMinSum: true,
  defaultMinSum: 500,
  useSameDeliveryDuration: true,
  defaultDeliveryDurationInMinutes: 40,
  deliveryZones: [],
  restrictions: [
    item(v[3].id, v[3].terminalGroupId, {
      zone: 'Центр',
      minSum: 9999,
      deliveryDurationInMinutes: 90,
    }),
  ],
});

export const iikoDeliveryRestrictionsFixture: Record<1 | 2 | 3, IikoDeliveryRestrictionsInput> = {
  1: gastropubRestrictions,
  2: sibumiRestrictions,
  3: pastryRestrictions,
};

/** An organization without delivery restrictions set up: the fake iiko's default. */
export function noDeliveryRestrictions(organizationId: string): IikoDeliveryRestrictionsInput {
  return restrictions(organizationId, { deliveryZones: [], restrictions: [] });
}
