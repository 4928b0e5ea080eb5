/**
 * iiko's delivery restrictions before a courier order is taken (issue 15 item 3, decision 053):
 * through the real adapter and a local iiko speaking `delivery_restrictions` and
 * `delivery_restrictions/allowed`, with the zones pulled from it at start.
 */
import { zoneMinimumMessage } from '@storefront/contract/checkout-messages';
import {
  deliveryRefusalMessage,
  otherZoneMessage,
} from '@storefront/contract/delivery-restrictions';
import { errorResponseSchema } from '@storefront/contract/errors';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliveryZones, orders, outboxEvents, products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { fakeIikoEnv, fakeIikoFixture, startFakeIiko } from '../../testing/fake-iiko';
import { startFakeYandexGeocoder } from '../../testing/fake-yandex-geocoder';
import { iikoDeliveryRestrictionsFixture } from '../../testing/iiko-delivery-restrictions-fixture';
import { gastropubIds, sibumiIds } from '../../testing/iiko-nomenclature-fixture';

const v = fakeIikoFixture.venues;
let iiko: Awaited<ReturnType<typeof startFakeIiko>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let geocoder: Awaited<ReturnType<typeof startFakeYandexGeocoder>>;
const GEOCODER_KEY = 'delivery-check-geocoder-key';

beforeAll(async () => {
  iiko = await startFakeIiko();
  geocoder = await startFakeYandexGeocoder(GEOCODER_KEY);
  geocoder.state.places.set('Владивосток, Светланская, 12', {
    latitude: 43.11652,
    longitude: 131.88467,
    precision: 'exact',
  });
  for (const venue of [1, 2, 3] as const) {
    iiko.state.setDeliveryRestrictions(v[venue].id, iikoDeliveryRestrictionsFixture[venue]);
  }
  t = await createTestApp(
    {
      ...fakeIikoEnv(iiko),
      YANDEX_GEOCODER_KEY: GEOCODER_KEY,
      YANDEX_GEOCODER_URL: geocoder.url,
    },
    // a Tuesday afternoon: couriers work, the counters are open
    { now: () => vladivostok('2026-11-24T13:00') },
  );
  await t.app.ready();
  // iiko's menu, then its zones, are read once the app is ready.
  await vi.waitFor(
    async () => {
      await dishOf(sibumiIds.sibumiSet);
      await dishOf(gastropubIds.mors);
      await zoneOf('Центр');
    },
    { timeout: 10_000 },
  );
});
afterAll(async () => {
  await t?.close();
  await iiko?.close();
  await geocoder?.close();
});

async function dishOf(iikoId: string) {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.iikoId, iikoId), isNull(products.hiddenReason)));
  if (!row) throw new Error(`${iikoId} is not on the menu`);
  return row;
}

async function zoneOf(posZoneName: string) {
  const [row] = await t.database.db
    .select({ id: deliveryZones.id, name: deliveryZones.name })
    .from(deliveryZones)
    .where(and(eq(deliveryZones.posZoneName, posZoneName), eq(deliveryZones.active, true)));
  if (!row) throw new Error(`no zone ${posZoneName}`);
  return row;
}

async function orderCount() {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

async function courierOrder(
  dishIds: number[],
  zoneId: number,
  house = '12',
  payment: 'CASH' | 'ONLINE' = 'CASH',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: {
      emailSubscription: false,
      data: dishIds.map((id) => ({ id, special: false, count: 1 })),
      metadata: {
        orderServiceType: 'DeliveryByCourier',
        payment,
        phone: '+79141234567',
        customer: { name: 'Анна' },
        completeBefore: '2026-11-24 18:30:00.000',
        deliveryZone: zoneId,
        deliveryPoint: { street: { name: 'Светланская' }, house },
      },
    },
  });
}

describe('iiko’s delivery restrictions before a courier order is taken', () => {
  it('asks each venue’s organization about the address, its dishes, the order’s sum and time', async () => {
    const set = await dishOf(sibumiIds.sibumiSet);
    const mors = await dishOf(gastropubIds.mors);
    const centre = await zoneOf('Центр');
    const asked = iiko.state.deliveryChecks.length;

    const placed = await courierOrder([set.id, mors.id], centre.id);

    expect(placed.statusCode, placed.body).toBe(201);
    const checks = iiko.state.deliveryChecks.slice(asked);
    expect(checks).toHaveLength(2);
    const sibumi = checks.find((check) => check.organizationIds?.[0] === v[2].id);
    expect(sibumi).toMatchObject({
      organizationIds: [v[2].id],
      deliveryAddress: { city: 'Владивосток', streetName: 'Светланская', house: '12' },
      orderItems: [{ id: sibumiIds.sibumiSet, product: expect.any(String), amount: 1 }],
      isCourierDelivery: true,
      deliveryDate: '2026-11-24 18:30:00.000',
    });
    // the whole order's dishes' sum, for each venue: the minimum is the order's
    expect(sibumi?.deliverySum).toBe(checks[1]?.deliverySum);
    expect(sibumi?.deliverySum).toBeGreaterThan(1990);
  });

  it('sends the fee to iiko as the zone’s delivery product, from the order’s zone to the ticket (decision 068)', async () => {
    const set = await dishOf(sibumiIds.sibumiSet);
    const centre = await zoneOf('Центр');
    const placed = await courierOrder([set.id], centre.id);
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.json().id));
    expect(order?.deliveryFeeKopecks).toBeGreaterThan(0);
    await t.database.db.update(outboxEvents).set({ nextAttemptAt: new Date(0) });
    await t.app.outbox.runOnce();
    const sent = [...iiko.state.orders.values()].find(
      (candidate) => candidate.request.order.externalNumber === String(order?.id),
    );
    // iiko's restrictions give Sibumi's 'Центр' its own delivery product, not the configured one
    expect(sent?.request.order.items.at(-1)).toEqual({
      productId: sibumiIds.deliveryService,
      type: 'Product',
      amount: 1,
      price: (order?.deliveryFeeKopecks ?? 0) / 100,
    });
    expect(sent?.creationStatus).toBe('Success');
  });

  it('places the address by the house’s point when the geocoder finds the house, and only then', async () => {
    const set = await dishOf(sibumiIds.sibumiSet);
    const centre = await zoneOf('Центр');
    let asked = iiko.state.deliveryChecks.length;
    expect((await courierOrder([set.id], centre.id)).statusCode).toBe(201);
    expect(iiko.state.deliveryChecks.slice(asked)).toEqual([
      expect.objectContaining({ orderLocation: { latitude: 43.11652, longitude: 131.88467 } }),
    ]);
    expect(geocoder.state.asked.at(-1)).toBe('Владивосток, Светланская, 12');

    // A house the geocoder does not know: iiko reads the address itself.
    asked = iiko.state.deliveryChecks.length;
    expect((await courierOrder([set.id], centre.id, '777')).statusCode).toBe(201);
    const [unplaced] = iiko.state.deliveryChecks.slice(asked);
    expect(unplaced?.orderLocation ?? null).toBeNull();
    expect(unplaced?.deliveryAddress).toMatchObject({ house: '777' });
  });

  it.each([
    ['SumIsLessThenMinimum', 'belowZoneMinimum', { minSum: 3000 }, zoneMinimumMessage(300_000)],
    ['OutOfTerminalZone', 'validation', null, deliveryRefusalMessage('OutOfTerminalZone')],
    [
      'DeliveryTimeIsUnacceptable',
      'validation',
      { dateFrom: '2026-11-24 11:00:00.000', dateTo: '2026-11-24 17:00:00.000' },
      'По этому адресу доставляем с 11:00 до 17:00 — выберите другое время',
    ],
    [
      'DayOfWeekIsUnacceptable',
      'validation',
      { allowedWeekDays: ['saturday', 'sunday'] },
      'По этому адресу доставляем по дням: сб, вс. Выберите другой день',
    ],
  ])(
    'refuses %s with its Russian message at the zone field; no order is made',
    async (code, errType, data, message) => {
      const set = await dishOf(sibumiIds.sibumiSet);
      const centre = await zoneOf('Центр');
      const before = await orderCount();
      iiko.state.deliveryRejections.set(v[2].id, { rejectCode: code, rejectItemData: data });
      try {
        const answer = await courierOrder([set.id], centre.id);

        expect(answer.statusCode, answer.body).toBe(400);
        expect(errorResponseSchema.parse(answer.json())).toEqual({
          errType,
          message,
          fields: { 'metadata.deliveryZone': message },
        });
        expect(await orderCount()).toBe(before);
      } finally {
        iiko.state.deliveryRejections.clear();
      }
    },
  );

  it('refuses an address iiko places in another zone, naming it', async () => {
    const set = await dishOf(sibumiIds.sibumiSet);
    const centre = await zoneOf('Центр');
    const river = await zoneOf('Первая Речка');
    iiko.state.addressZone = 'Первая Речка';
    try {
      const answer = await courierOrder([set.id], centre.id);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({
        errType: 'validation',
        fields: { 'metadata.deliveryZone': otherZoneMessage(river.name) },
      });
      // chosen right, it goes
      const placed = await courierOrder([set.id], river.id);
      expect(placed.statusCode, placed.body).toBe(201);
    } finally {
      iiko.state.addressZone = null;
    }
  });

  it('takes the order when iiko does not answer within 3 seconds, or answers with an error', async () => {
    const set = await dishOf(sibumiIds.sibumiSet);
    const centre = await zoneOf('Центр');
    const before = await orderCount();
    iiko.state.deliveryCheckFailure = 'hanging';
    try {
      const started = Date.now();
      const placed = await courierOrder([set.id], centre.id);
      expect(placed.statusCode, placed.body).toBe(201);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
      expect(Date.now() - started).toBeLessThan(8_000);
      iiko.state.deliveryCheckFailure = 'error-500';
      expect((await courierOrder([set.id], centre.id)).statusCode).toBe(201);
      expect(await orderCount()).toBe(before + 2);
    } finally {
      iiko.state.deliveryCheckFailure = null;
    }
  });

  it('with iiko silent, refuses an address the zones’ stored outlines place in another zone (decision 080)', async () => {
    const set = await dishOf(sibumiIds.sibumiSet);
    const centre = await zoneOf('Центр');
    const river = await zoneOf('Первая Речка');
    iiko.state.deliveryCheckFailure = 'error-500';
    try {
      // Светланская, 12 lies inside the centre's outline iiko drew
      const wrong = await courierOrder([set.id], river.id);
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json()).toMatchObject({
        errType: 'validation',
        fields: { 'metadata.deliveryZone': otherZoneMessage(centre.name) },
      });
      expect((await courierOrder([set.id], centre.id)).statusCode).toBe(201);
    } finally {
      iiko.state.deliveryCheckFailure = null;
    }
  });

  it('asks again before a declined order is paid again or handed to the courier to pay', async () => {
    const set = await dishOf(sibumiIds.sibumiSet);
    const centre = await zoneOf('Центр');
    const placed = await courierOrder([set.id], centre.id, '12', 'ONLINE');
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, url } = placed.json() as { id: number; url: string };
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    const key = row?.accessKey ?? '';
    // The bank declines the payment; meanwhile the kitchen stopped delivering there tonight.
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${new URL(url).pathname.split('/').pop()}/fail`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const message = 'По этому адресу доставляем с 11:00 до 17:00 — выберите другое время';
    iiko.state.deliveryRejections.set(v[2].id, {
      rejectCode: 'DeliveryTimeIsUnacceptable',
      rejectItemData: { dateFrom: '2026-11-24 11:00:00', dateTo: '2026-11-24 17:00:00' },
    });
    try {
      for (const action of ['retryPayment', 'payOnDelivery']) {
        const asked = iiko.state.deliveryChecks.length;
        const refused = await t.app.inject({
          method: 'POST',
          url: `/api/delivery/${id}/${action}`,
          payload: action === 'payOnDelivery' ? { key, payment: 'CASH' } : { key },
        });
        expect(refused.statusCode, `${action}: ${refused.body}`).toBe(400);
        expect(errorResponseSchema.parse(refused.json())).toEqual({
          errType: 'validation',
          message,
          fields: { 'metadata.deliveryZone': message },
        });
        // the stored address, dishes and time
        expect(iiko.state.deliveryChecks.slice(asked)).toEqual([
          expect.objectContaining({
            deliveryAddress: expect.objectContaining({ streetName: 'Светланская', house: '12' }),
            orderItems: [expect.objectContaining({ id: sibumiIds.sibumiSet, amount: 1 })],
            deliveryDate: '2026-11-24 18:30:00.000',
          }),
        ]);
      }
    } finally {
      iiko.state.deliveryRejections.clear();
    }
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/delivery/${id}/retryPayment`,
      payload: { key },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('does not ask about a pickup order', async () => {
    const set = await dishOf(sibumiIds.sibumiSet);
    const asked = iiko.state.deliveryChecks.length;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/delivery',
      payload: {
        emailSubscription: false,
        data: [{ id: set.id, special: false, count: 1 }],
        metadata: {
          orderServiceType: 'DeliveryByClient',
          payment: 'CASH',
          phone: '+79141234567',
          customer: { name: 'Анна' },
          completeBefore: null,
          deliveryPoint: null,
        },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(iiko.state.deliveryChecks.length).toBe(asked);
  });
});
