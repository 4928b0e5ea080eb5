/**
 * Delivery zones pulled from iiko (issue 15 item 3, decision 053): through the real adapter and a
 * local iiko speaking `delivery_restrictions` (and `nomenclature` for the fee product's price).
 */
import { menuVenueIds } from '@storefront/contract/venues';
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIikoAdapter } from '../../adapters/iiko/iiko';
import { deliveryZones } from '../../db/schema';
import { vladivostok } from '../../testing/app';
import { fakeIikoFixture, startFakeIiko } from '../../testing/fake-iiko';
import { createIikoTestApp } from '../../testing/iiko-app';
import {
  centrePolygon,
  firstRiverPolygon,
  gastropubRestrictions,
  iikoDeliveryRestrictionsFixture,
} from '../../testing/iiko-delivery-restrictions-fixture';
import { createDeliveryRulesSync } from './delivery-rules-sync';
import { iikoDeliveryRulesSource } from './iiko-delivery-source';

const v = fakeIikoFixture.venues;
let iiko: Awaited<ReturnType<typeof startFakeIiko>>;
let t: Awaited<ReturnType<typeof createIikoTestApp>>;
const log = { info: vi.fn(), warn: vi.fn() };

beforeAll(async () => {
  iiko = await startFakeIiko();
  for (const venue of [1, 2, 3] as const) {
    iiko.state.setDeliveryRestrictions(v[venue].id, iikoDeliveryRestrictionsFixture[venue]);
  }
  t = await createIikoTestApp(iiko, {}, { now: () => vladivostok('2026-11-24T13:00') });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await iiko?.close();
});

/** Another pull, as the next one of the schedule would make it (a process of its own). */
function sync() {
  const adapter = createIikoAdapter({
    apiUrl: iiko.url,
    apiLogin: fakeIikoFixture.apiLogin,
    organizations: { 1: v[1].id, 2: v[2].id, 3: v[3].id },
  });
  return createDeliveryRulesSync({
    db: t.database.db,
    source: iikoDeliveryRulesSource(adapter, menuVenueIds, log),
    log,
  });
}

const zones = () =>
  t.database.db
    .select()
    .from(deliveryZones)
    .orderBy(asc(deliveryZones.sort), asc(deliveryZones.id));

async function zone(posZoneName: string) {
  const [row] = await t.database.db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.posZoneName, posZoneName));
  if (!row) throw new Error(`no zone ${posZoneName}`);
  return row;
}

describe('delivery zones from iiko', () => {
  it('are pulled at start: outlines, minimums, minutes and the fee product’s price; the demo’s zones go off', async () => {
    await vi.waitFor(async () => zone('Чуркин'), { timeout: 10_000 });
    expect(await zone('Центр')).toMatchObject({
      name: 'Центр',
      polygon: centrePolygon,
      minOrderKopecks: 50_000,
      deliveryMinutes: 50,
      // Sibumi's «Доставка», 200 ₽ in its nomenclature
      priceKopecks: 20_000,
      active: true,
    });
    expect(await zone('Первая Речка')).toMatchObject({
      polygon: firstRiverPolygon,
      minOrderKopecks: 150_000,
      deliveryMinutes: 60,
      // no fee product: iiko charges no delivery there
      priceKopecks: 0,
      active: true,
    });
    expect(await zone('Чуркин')).toMatchObject({ polygon: null, priceKopecks: 20_000 });
    const own = await t.database.db
      .select({ active: deliveryZones.active })
      .from(deliveryZones)
      .where(isNull(deliveryZones.posZoneName));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => !row.active)).toBe(true);

    const shown = (await t.app.inject('/api/delivery-zones')).json() as {
      name: string;
      price: number;
      minOrder: number;
      minutes: number;
    }[];
    expect(
      shown.map(({ name, price, minOrder, minutes }) => ({ name, price, minOrder, minutes })),
    ).toEqual([
      { name: 'Центр', price: 200, minOrder: 500, minutes: 50 },
      { name: 'Первая Речка', price: 0, minOrder: 1500, minutes: 60 },
      { name: 'Чуркин', price: 200, minOrder: 2000, minutes: 70 },
    ]);
    // the outline for the delivery page's plan; a zone of listed streets has none
    expect((shown as { polygon?: unknown }[]).map((z) => z.polygon)).toEqual([
      centrePolygon,
      firstRiverPolygon,
      undefined,
    ]);
  });

  it('switches off a zone removed in iiko (kept for old orders), updates the rest, keeps staff’s name, fee and threshold', async () => {
    const river = await zone('Первая Речка');
    // staff's own touches: a guest-facing name, a fee iiko does not price, a free-from threshold
    await t.database.db
      .update(deliveryZones)
      .set({ name: 'Центр города', freeFromKopecks: 500_000 })
      .where(eq(deliveryZones.posZoneName, 'Центр'));
    await t.database.db
      .update(deliveryZones)
      .set({ priceKopecks: 45_000 })
      .where(eq(deliveryZones.posZoneName, 'Первая Речка'));
    iiko.state.setDeliveryRestrictions(v[1].id, {
      ...gastropubRestrictions,
      restrictions: gastropubRestrictions.restrictions
        .filter((item) => item.zone === 'Центр')
        .map((item) => ({ ...item, deliveryDurationInMinutes: 75 })),
    });
    try {
      const outcome = await sync().pull();
      expect(outcome).toEqual({
        outcome: 'written',
        counts: { added: 0, updated: 1, switchedOff: 1, waitingForFee: 0 },
      });
      expect(await zone('Первая Речка')).toMatchObject({
        id: river.id,
        active: false,
        version: river.version + 1,
      });
      expect(await zone('Центр')).toMatchObject({
        name: 'Центр города',
        deliveryMinutes: 75,
        freeFromKopecks: 500_000,
        active: true,
      });

      // Back in iiko: on again, with the staff's fee (iiko prices none there).
      iiko.state.setDeliveryRestrictions(v[1].id, gastropubRestrictions);
      await sync().pull();
      expect(await zone('Первая Речка')).toMatchObject({ active: true, priceKopecks: 45_000 });
      // Nothing new in iiko: nothing written.
      const before = await zones();
      expect(await sync().pull()).toMatchObject({
        counts: { added: 0, updated: 0, switchedOff: 0 },
      });
      expect(await zones()).toEqual(before);
    } finally {
      iiko.state.setDeliveryRestrictions(v[1].id, gastropubRestrictions);
    }
  });

  it('keeps the last good zones when iiko fails, and logs it', async () => {
    const before = await zones();
    iiko.state.deliveryRestrictionsFailure = true;
    log.warn.mockClear();
    try {
      const outcome = await sync().pull();
      expect(outcome.outcome).toBe('failed');
      expect(await zones()).toEqual(before);
      expect(log.warn).toHaveBeenCalledWith(
        expect.anything(),
        'delivery zones pull failed: the last good zones stay',
      );
    } finally {
      iiko.state.deliveryRestrictionsFailure = false;
    }
  });

  it('waits with a new zone whose fee it cannot price, and keeps the known zones’ fees', async () => {
    const centre = await zone('Центр');
    iiko.state.setDeliveryRestrictions(v[2].id, {
      ...iikoDeliveryRestrictionsFixture[2],
      restrictions: [
        ...iikoDeliveryRestrictionsFixture[2].restrictions,
        {
          ...(iikoDeliveryRestrictionsFixture[2].restrictions[0] as object),
          zone: 'Садгород',
          minSum: 2500,
          deliveryDurationInMinutes: 80,
        } as (typeof iikoDeliveryRestrictionsFixture)[2]['restrictions'][number],
      ],
    });
    iiko.state.nomenclatureFailure = 'error-500';
    try {
      // a pull of a new process: it has read no prices yet
      expect(await sync().pull()).toMatchObject({ counts: { added: 0, waitingForFee: 1 } });
      expect((await zones()).some((row) => row.posZoneName === 'Садгород')).toBe(false);
      expect((await zone('Центр')).priceKopecks).toBe(centre.priceKopecks);

      iiko.state.nomenclatureFailure = null;
      expect(await sync().pull()).toMatchObject({ counts: { added: 1, waitingForFee: 0 } });
      expect(await zone('Садгород')).toMatchObject({
        priceKopecks: 20_000,
        minOrderKopecks: 250_000,
        deliveryMinutes: 80,
        active: true,
      });
    } finally {
      iiko.state.nomenclatureFailure = null;
      iiko.state.setDeliveryRestrictions(v[2].id, iikoDeliveryRestrictionsFixture[2]);
    }
  });
});
