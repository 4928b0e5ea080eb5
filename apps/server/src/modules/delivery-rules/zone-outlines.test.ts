/**
 * The delivery zone is the address's, not the guest's choice (issue 31 item 13, decision 080):
 * the rule on points and outlines, then the order call with POS=local and a local Yandex
 * Geocoder placing the house.
 */
import type { LatLng } from '@storefront/contract/catalog';
import {
  deliveryRefusalMessage,
  otherZoneMessage,
} from '@storefront/contract/delivery-restrictions';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryZones, products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { startFakeYandexGeocoder } from '../../testing/fake-yandex-geocoder';
import { withoutOptions } from '../../testing/orders';
import { signedInStaff } from '../../testing/staff';
import { inOutline, outlineRefusal } from './zone-outlines';

/** a square around Vladivostok's centre */
const centre: LatLng[] = [
  [43.1205, 131.8735],
  [43.1215, 131.8995],
  [43.1085, 131.9055],
  [43.1045, 131.8805],
];
const river: LatLng[] = [
  [43.1355, 131.8905],
  [43.142, 131.912],
  [43.129, 131.917],
  [43.1245, 131.896],
];
const inCentre = { latitude: 43.11652, longitude: 131.88467 };
const inRiver = { latitude: 43.134, longitude: 131.905 };
const nowhere = { latitude: 43.2, longitude: 132.1 };

describe('a point and the zones’ outlines', () => {
  it('is inside an outline or not', () => {
    expect(inOutline(inCentre, centre)).toBe(true);
    expect(inOutline(inRiver, centre)).toBe(false);
    expect(inOutline(inRiver, river)).toBe(true);
    expect(inOutline(nowhere, river)).toBe(false);
  });

  it('refuses the chosen zone when the house lies in another, or outside the chosen one', () => {
    const zones = [
      { id: 1, name: 'Центр', polygon: centre },
      { id: 2, name: 'Первая Речка', polygon: river },
      { id: 3, name: 'Чуркин', polygon: null },
    ];
    expect(outlineRefusal(inCentre, 1, zones)).toBeNull();
    expect(outlineRefusal(inCentre, 2, zones)).toBe(otherZoneMessage('Центр'));
    expect(outlineRefusal(nowhere, 1, zones)).toBe(deliveryRefusalMessage('OutOfTerminalZone'));
    // A zone without an outline is the guest's word, unless the point is in an outlined one.
    expect(outlineRefusal(nowhere, 3, zones)).toBeNull();
    expect(outlineRefusal(inRiver, 3, zones)).toBe(otherZoneMessage('Первая Речка'));
    // No point (no geocoder, or the house not found): nothing to judge by.
    expect(outlineRefusal(null, 2, zones)).toBeNull();
  });
});

const GEOCODER_KEY = 'zone-outlines-geocoder-key';
let geocoder: Awaited<ReturnType<typeof startFakeYandexGeocoder>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let dishId: number;
let zones: { id: number; name: string }[];

beforeAll(async () => {
  geocoder = await startFakeYandexGeocoder(GEOCODER_KEY);
  for (const [house, point] of [
    ['1', inCentre],
    ['2', inRiver],
    ['3', nowhere],
  ] as const) {
    geocoder.state.places.set(`Владивосток, Светланская, ${house}`, {
      ...point,
      precision: 'exact',
    });
  }
  t = await createTestApp(
    { YANDEX_GEOCODER_KEY: GEOCODER_KEY, YANDEX_GEOCODER_URL: geocoder.url },
    // a Tuesday afternoon: couriers work
    { now: () => vladivostok('2026-11-24T13:00') },
  );
  const [dish] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.venueId, 2), withoutOptions()))
    .orderBy(sql`${products.priceKopecks} desc`)
    .limit(1);
  if (!dish) throw new Error('no plain dish');
  dishId = dish.id;
  zones = await t.database.db
    .select({ id: deliveryZones.id, name: deliveryZones.name })
    .from(deliveryZones)
    .where(eq(deliveryZones.active, true))
    .orderBy(deliveryZones.id);
  // Staff drew the first zone's outline round the centre; the others have none.
  await t.database.db
    .update(deliveryZones)
    .set({ polygon: centre })
    .where(eq(deliveryZones.id, zones[0]?.id ?? 0));
});
afterAll(async () => {
  await t?.close();
  await geocoder?.close();
});

const courierOrder = (zoneId: number, house: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: {
      emailSubscription: false,
      data: [{ id: dishId, special: false, count: 3 }],
      metadata: {
        orderServiceType: 'DeliveryByCourier',
        payment: 'CASH',
        phone: '+79141234567',
        customer: { name: 'Анна' },
        completeBefore: '2026-11-24 18:30:00.000',
        deliveryZone: zoneId,
        deliveryPoint: { street: { name: 'Светланская' }, house },
      },
    },
  });

describe('POS=local: the courier zone is the address’s', () => {
  it('refuses a house its zone’s outline places elsewhere, naming the zone it lies in', async () => {
    const [outlined, other] = zones;
    if (!outlined || !other) throw new Error('the demo has two zones');
    const wrong = await courierOrder(other.id, '1');
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json()).toMatchObject({
      errType: 'validation',
      fields: { 'metadata.deliveryZone': otherZoneMessage(outlined.name) },
    });
    const right = await courierOrder(outlined.id, '1');
    expect(right.statusCode, right.body).toBe(201);
  });

  it('refuses a house outside the outline of the zone chosen, and trusts a zone without one', async () => {
    const [outlined, other] = zones;
    if (!outlined || !other) throw new Error('the demo has two zones');
    const outside = await courierOrder(outlined.id, '3');
    expect(outside.statusCode, outside.body).toBe(400);
    expect(outside.json()).toMatchObject({
      fields: { 'metadata.deliveryZone': deliveryRefusalMessage('OutOfTerminalZone') },
    });
    expect((await courierOrder(other.id, '3')).statusCode).toBe(201);
  });

  it('takes the order when the geocoder does not find the house', async () => {
    const [, other] = zones;
    if (!other) throw new Error('the demo has two zones');
    const placed = await courierOrder(other.id, '999');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(geocoder.state.asked).toContain('Владивосток, Светланская, 999');
  });
});

describe('POS=local: an outline staff draw in the back office places the address', () => {
  it('drawn through the staff call, it refuses a house outside it; cleared, the choice stands again', async () => {
    const [, other] = zones;
    if (!other) throw new Error('the demo has two zones');
    const { token } = await signedInStaff(t, { login: 'outline-admin', role: 'admin', venues: [] });
    const put = async (outline: LatLng[] | null) => {
      const listed = await t.app.inject({
        url: '/api/staff/zones',
        headers: { authorization: `Bearer ${token}` },
      });
      const zone = listed.json().zones.find((row: { id: number }) => row.id === other.id);
      const { id: _id, posZoneName: _pos, ...terms } = zone;
      return t.app.inject({
        method: 'PUT',
        url: `/api/staff/zones/${other.id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { ...terms, outline },
      });
    };
    const drawn = await put(river);
    expect(drawn.statusCode, drawn.body).toBe(200);

    const outside = await courierOrder(other.id, '3');
    expect(outside.statusCode, outside.body).toBe(400);
    expect(outside.json()).toMatchObject({
      errType: 'validation',
      fields: { 'metadata.deliveryZone': deliveryRefusalMessage('OutOfTerminalZone') },
    });
    expect((await courierOrder(other.id, '2')).statusCode).toBe(201);

    const cleared = await put(null);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await courierOrder(other.id, '3')).statusCode).toBe(201);
  });
});
