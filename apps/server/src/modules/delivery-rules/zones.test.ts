/**
 * Delivery zones and busy mode (issue 14 item 6): a manager edits a zone's terms and every
 * process's storefront follows; two admins saving from one copy get one change and one
 * `conflict`; the order call refuses an order under the zone's minimum, drops the fee above the
 * threshold, refuses a paused venue's dishes and adds a busy kitchen's minutes to the estimate.
 */
import type { LatLng } from '@storefront/contract/catalog';
import type { StaffRole } from '@storefront/contract/staff';
import { zonesMessages } from '@storefront/contract/staff-zones';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deliveryZones, products, venues } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { withoutOptions } from '../../testing/orders';
import { signedInStaff } from '../../testing/staff';

const now = () => vladivostok('2026-11-21T13:05');
let first: Awaited<ReturnType<typeof createTestApp>>;
let second: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

async function member(login: string, role: StaffRole, venueIds: number[]) {
  tokens[login] = (await signedInStaff(first, { login, role, venues: venueIds })).token;
}

beforeAll(async () => {
  first = await createTestApp({}, { now });
  second = await createTestApp({}, { now, database: first.database });
  await member('zones-admin', 'admin', []);
  await member('zones-admin-2', 'admin', []);
  await member('pub-manager', 'manager', [1]);
  await member('sibumi-manager', 'manager', [2]);
  await member('sibumi-operator', 'operator', [2]);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const as = (login: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  first.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    ...(payload ? { payload } : {}),
  });

/** The other process's public zones. */
const publicZones = async () =>
  (await second.app.inject('/api/delivery-zones')).json() as {
    id: number;
    name: string;
    price: number;
    minOrder: number;
    freeFrom: number | null;
    minutes: number;
  }[];

const zoneRow = async (id: number) => {
  const [row] = await first.database.db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.id, id));
  if (!row) throw new Error(`no zone ${id}`);
  return row;
};

/** A zone's row as the staff call's body, from the version it is at. */
const termsOf = (row: Awaited<ReturnType<typeof zoneRow>>) => ({
  name: row.name,
  feeKopecks: row.priceKopecks,
  minOrderKopecks: row.minOrderKopecks,
  freeFromKopecks: row.freeFromKopecks,
  deliveryMinutes: row.deliveryMinutes,
  active: row.active,
  sort: row.sort,
  version: row.version,
});

/** A dish of the venue, its price in kopecks. */
async function dishOf(venueId: number) {
  const [dish] = await first.database.db
    .select({ id: products.id, priceKopecks: products.priceKopecks })
    .from(products)
    .where(and(eq(products.venueId, venueId), eq(products.available, true), withoutOptions()))
    .orderBy(desc(products.priceKopecks));
  if (!dish) throw new Error(`no dish of venue ${venueId}`);
  return dish;
}

/** POST /api/delivery: cash, as soon as possible; courier to `zone` when given, else pickup. */
const order = (
  dish: { id: number; count: number },
  { zone, deliveryFee }: { zone?: number; deliveryFee?: number } = {},
) =>
  second.app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: {
      emailSubscription: false,
      data: [{ id: dish.id, special: false, count: dish.count }],
      metadata: {
        orderServiceType: zone ? 'DeliveryByCourier' : 'DeliveryByClient',
        payment: 'CASH',
        phone: '+79141234567',
        customer: { name: 'Анна' },
        completeBefore: null,
        ...(zone
          ? {
              deliveryZone: zone,
              deliveryPoint: { street: { name: 'Светланская' }, house: '1' },
              ...(deliveryFee === undefined ? {} : { deliveryFee }),
            }
          : { deliveryPoint: null }),
      },
    },
  });

const viewOf = async (placed: { url: string; id: number }) => {
  const key = new URL(placed.url, 'http://shop.test').searchParams.get('key');
  return (await second.app.inject(`/api/delivery/getOrder/${placed.id}?key=${key}`)).json() as {
    deliveryFee: number;
    subtotal: number;
    expectedBy: string | null;
    timeline: { at: string }[];
  };
};

describe('delivery zones', () => {
  it('lists every zone with its terms; the storefront gets them in roubles', async () => {
    const list = await as('pub-manager', 'GET', '/zones');
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list.json().zones.map((zone: { minOrderKopecks: number }) => zone.minOrderKopecks),
    ).toEqual([0, 0, 150_000, 300_000]);
    expect((await publicZones())[2]).toMatchObject({
      price: 1200,
      minOrder: 1500,
      freeFrom: 6000,
      minutes: 75,
    });
  });

  it('are the group’s: a venue’s manager reads them but neither changes nor adds one (issue 31 item 2)', async () => {
    const before = await zoneRow(1);
    const changed = await as('pub-manager', 'PUT', '/zones/1', {
      name: before.name,
      feeKopecks: 0,
      minOrderKopecks: 0,
      freeFromKopecks: null,
      deliveryMinutes: before.deliveryMinutes,
      active: false,
      sort: before.sort,
      version: before.version,
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().errType).toBe('forbidden');
    const added = await as('pub-manager', 'POST', '/zones', {
      name: 'Своя зона',
      feeKopecks: 0,
      minOrderKopecks: 0,
      freeFromKopecks: null,
      deliveryMinutes: 30,
      active: true,
    });
    expect(added.statusCode).toBe(403);
    expect(await zoneRow(1)).toEqual(before);
    expect((await as('pub-manager', 'GET', '/zones')).statusCode).toBe(200);
  });

  it('an admin changes a zone: every process’s storefront follows, the log keeps both', async () => {
    const before = await zoneRow(2);
    const saved = await as('zones-admin', 'PUT', '/zones/2', {
      name: before.name,
      feeKopecks: 45_000,
      minOrderKopecks: 80_000,
      freeFromKopecks: null,
      deliveryMinutes: 55,
      active: true,
      sort: before.sort,
      version: before.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ feeKopecks: 45_000, version: before.version + 1 });
    await expect
      .poll(async () => (await publicZones()).find((zone) => zone.id === 2), {
        timeout: 1000,
        interval: 50,
      })
      .toMatchObject({ price: 450, minOrder: 800, freeFrom: null, minutes: 55 });
    const [entry] = await first.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, 'zone:2'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      action: 'zone.update',
      before: { feeKopecks: 50_000, minOrderKopecks: 0 },
      after: { feeKopecks: 45_000, minOrderKopecks: 80_000, freeFromKopecks: null },
    });
  });

  it('two admins saving from one copy: one change, one conflict with the zone as it is', async () => {
    const before = await zoneRow(1);
    const write = (login: string, feeKopecks: number) =>
      as(login, 'PUT', '/zones/1', {
        name: before.name,
        feeKopecks,
        minOrderKopecks: before.minOrderKopecks,
        freeFromKopecks: before.freeFromKopecks,
        deliveryMinutes: before.deliveryMinutes,
        active: true,
        sort: before.sort,
        version: before.version,
      });
    const answers = await Promise.all([
      write('zones-admin-2', 36_000),
      write('zones-admin', 37_000),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.statusCode === 200)?.json();
    const lost = answers.find((answer) => answer.statusCode === 409)?.json();
    expect(lost).toMatchObject({ errType: 'conflict', current: won });
    expect((await zoneRow(1)).priceKopecks).toBe(won.feeKopecks);
    // Put back for the order tests below.
    await as('zones-admin', 'PUT', '/zones/1', {
      ...won,
      feeKopecks: 35_000,
      id: undefined,
      posZoneName: undefined,
    });
  });

  it('refuses bad terms with a Russian message per field, and changes nothing', async () => {
    const before = await zoneRow(3);
    const refused = await as('zones-admin', 'PUT', '/zones/3', {
      name: '',
      feeKopecks: -100,
      minOrderKopecks: 150_000,
      freeFromKopecks: 0,
      deliveryMinutes: 75,
      active: true,
      sort: 2,
      version: before.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errType: 'validation',
      fields: {
        name: zonesMessages.name,
        feeKopecks: zonesMessages.fee,
        freeFromKopecks: zonesMessages.freeFrom,
      },
    });
    expect(await zoneRow(3)).toEqual(before);
    const missing = await as('zones-admin', 'PUT', '/zones/9999', {
      name: 'Нет такой',
      feeKopecks: 0,
      minOrderKopecks: 0,
      freeFromKopecks: null,
      deliveryMinutes: 30,
      active: true,
      sort: 0,
      version: 1,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('creates a zone, last in the list; a switched-off zone is not offered', async () => {
    const created = await as('zones-admin', 'POST', '/zones', {
      name: 'Русский остров',
      feeKopecks: 90_000,
      minOrderKopecks: 200_000,
      freeFromKopecks: 800_000,
      deliveryMinutes: 80,
      active: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Русский остров', sort: 4, version: 1 });
    expect((await as('zones-admin', 'GET', '/zones')).json().zones).toHaveLength(5);
    await expect
      .poll(async () => (await publicZones()).map((zone) => zone.id))
      .not.toContain(created.json().id);
  });

  it('is a manager’s or an admin’s, not an operator’s', async () => {
    expect((await as('sibumi-operator', 'GET', '/zones')).statusCode).toBe(403);
    const write = await as('sibumi-operator', 'POST', '/zones', {
      name: 'Чужая',
      feeKopecks: 0,
      minOrderKopecks: 0,
      freeFromKopecks: null,
      deliveryMinutes: 30,
      active: true,
    });
    expect(write.statusCode).toBe(403);
    expect((await first.app.inject('/api/staff/zones')).statusCode).toBe(401);
  });

  it('a zone iiko holds: its fee, minimum, minutes and switch are iiko’s; its name and threshold ours', async () => {
    // what iiko's pull of delivery restrictions leaves (decision 053)
    await first.database.db
      .update(deliveryZones)
      .set({ posZoneName: 'Снеговая падь' })
      .where(eq(deliveryZones.id, 4));
    try {
      const listed = (await as('pub-manager', 'GET', '/zones')).json().zones;
      expect(listed.find((zone: { id: number }) => zone.id === 4)).toMatchObject({
        posZoneName: 'Снеговая падь',
      });
      expect(listed.find((zone: { id: number }) => zone.id === 1)).toMatchObject({
        posZoneName: null,
      });
      const before = await zoneRow(4);
      const terms = termsOf(before);
      const refused = await as('zones-admin', 'PUT', '/zones/4', {
        ...terms,
        feeKopecks: before.priceKopecks + 10_000,
        active: !before.active,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({
        errType: 'validation',
        message: zonesMessages.fromPos,
        fields: { feeKopecks: zonesMessages.fromPos, active: zonesMessages.fromPos },
      });
      expect(await zoneRow(4)).toEqual(before);

      const renamed = await as('zones-admin', 'PUT', '/zones/4', {
        ...terms,
        name: 'Снеговая Падь и Борисенко',
        freeFromKopecks: 700_000,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({
        name: 'Снеговая Падь и Борисенко',
        freeFromKopecks: 700_000,
        feeKopecks: before.priceKopecks,
      });

      // a zone of the site's own would be switched off by iiko's next pull
      const created = await as('zones-admin', 'POST', '/zones', {
        name: 'Своя',
        feeKopecks: 0,
        minOrderKopecks: 0,
        freeFromKopecks: null,
        deliveryMinutes: 30,
        active: true,
      });
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json()).toMatchObject({
        errType: 'validation',
        fields: { name: zonesMessages.addWhilePos },
      });
    } finally {
      await first.database.db
        .update(deliveryZones)
        .set({ posZoneName: null })
        .where(eq(deliveryZones.id, 4));
    }
  });
});

describe('a zone’s outline (decision 080)', () => {
  const centre: LatLng[] = [
    [43.1205, 131.8735],
    [43.1215, 131.8995],
    [43.1085, 131.9055],
    [43.1045, 131.8805],
  ];

  it('an admin draws it, the storefront and the log get it, and clears it; leaving it out keeps it', async () => {
    const before = await zoneRow(2);
    expect((await as('zones-admin', 'GET', '/zones')).json().zones[1]).toMatchObject({
      id: 2,
      outline: null,
    });
    const drawn = await as('zones-admin', 'PUT', '/zones/2', {
      ...termsOf(before),
      outline: centre,
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json()).toMatchObject({ outline: centre, version: before.version + 1 });
    expect((await zoneRow(2)).polygon).toEqual(centre);
    await expect
      .poll(async () => (await publicZones()).find((zone) => zone.id === 2), {
        timeout: 1000,
        interval: 50,
      })
      .toMatchObject({ polygon: centre });
    const [entry] = await first.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, 'zone:2'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      action: 'zone.update',
      before: { outline: null },
      after: { outline: centre },
    });

    // A write without the field (an older editor) leaves the outline as it is.
    const kept = await as('zones-admin', 'PUT', '/zones/2', termsOf(await zoneRow(2)));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().outline).toEqual(centre);

    const cleared = await as('zones-admin', 'PUT', '/zones/2', {
      ...termsOf(await zoneRow(2)),
      outline: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().outline).toBeNull();
    expect((await zoneRow(2)).polygon).toBeNull();
  });

  it('a new zone may come with one', async () => {
    const created = await as('zones-admin', 'POST', '/zones', {
      name: 'Центр по границам',
      feeKopecks: 0,
      minOrderKopecks: 0,
      freeFromKopecks: null,
      deliveryMinutes: 30,
      active: false,
      outline: centre,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().outline).toEqual(centre);
  });

  it('refuses two points, a latitude of 91 or a point not a pair, with the field’s message, and changes nothing', async () => {
    const before = await zoneRow(3);
    for (const outline of [
      centre.slice(0, 2),
      [[91, 131.8735], ...centre.slice(1)],
      [[43.12, 181], ...centre.slice(1)],
      Array.from({ length: 201 }, () => [43.12, 131.88]),
    ]) {
      const refused = await as('zones-admin', 'PUT', '/zones/3', {
        ...termsOf(before),
        outline,
      });
      expect(refused.statusCode, JSON.stringify(outline)).toBe(400);
      expect(refused.json()).toMatchObject({
        errType: 'validation',
        fields: { outline: zonesMessages.outline },
      });
    }
    const notPair = await as('zones-admin', 'PUT', '/zones/3', {
      ...termsOf(before),
      outline: [[43.12], ...centre.slice(1)],
    });
    expect(notPair.statusCode).toBe(400);
    expect(Object.values(notPair.json().fields)).toEqual([zonesMessages.outline]);
    expect(await zoneRow(3)).toEqual(before);
  });

  it('a zone iiko holds keeps iiko’s outline: a change is refused, the same one is not', async () => {
    await first.database.db
      .update(deliveryZones)
      .set({ posZoneName: 'Снеговая падь', polygon: centre })
      .where(eq(deliveryZones.id, 4));
    try {
      const before = await zoneRow(4);
      const redrawn = await as('zones-admin', 'PUT', '/zones/4', {
        ...termsOf(before),
        outline: centre.slice(1),
      });
      expect(redrawn.statusCode, redrawn.body).toBe(400);
      expect(redrawn.json()).toEqual({
        errType: 'validation',
        message: zonesMessages.fromPos,
        fields: { outline: zonesMessages.fromPos },
      });
      const removed = await as('zones-admin', 'PUT', '/zones/4', {
        ...termsOf(before),
        outline: null,
      });
      expect(removed.json().fields).toEqual({ outline: zonesMessages.fromPos });
      expect(await zoneRow(4)).toEqual(before);
      const same = await as('zones-admin', 'PUT', '/zones/4', {
        ...termsOf(before),
        name: before.name,
        outline: centre,
      });
      expect(same.statusCode, same.body).toBe(200);
    } finally {
      await first.database.db
        .update(deliveryZones)
        .set({ posZoneName: null, polygon: null })
        .where(eq(deliveryZones.id, 4));
    }
  });
});

describe('the zone’s terms at the order call', () => {
  it('refuses a courier order under the zone’s minimum with the sum, naming the field', async () => {
    const dish = await dishOf(1);
    const refused = await order({ id: dish.id, count: 1 }, { zone: 4 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errType: 'belowZoneMinimum',
      message: 'Минимальная сумма заказа для этой зоны — 3\u00a0000\u00a0Р',
      fields: {
        'metadata.deliveryZone': 'Минимальная сумма заказа для этой зоны — 3\u00a0000\u00a0Р',
      },
    });
  });

  it('charges the fee below the threshold and nothing from it on', async () => {
    const dish = await dishOf(1);
    // Zone 3: 1 200 Р, from 1 500 Р, free from 6 000 Р.
    const overMinimum = Math.ceil(150_000 / dish.priceKopecks);
    const paying = await order({ id: dish.id, count: overMinimum }, { zone: 3, deliveryFee: 1200 });
    expect(paying.statusCode, paying.body).toBe(201);
    expect((await viewOf(paying.json())).deliveryFee).toBe(1200);

    const overThreshold = Math.ceil(600_000 / dish.priceKopecks);
    // Shown the fee it no longer has: refused with the fee now, as any changed price.
    const shownFee = await order(
      { id: dish.id, count: overThreshold },
      { zone: 3, deliveryFee: 1200 },
    );
    expect(shownFee.statusCode).toBe(409);
    expect(shownFee.json()).toMatchObject({ errType: 'priceChanged', deliveryFee: 0 });
    const free = await order({ id: dish.id, count: overThreshold }, { zone: 3, deliveryFee: 0 });
    expect(free.statusCode, free.body).toBe(201);
    const view = await viewOf(free.json());
    expect(view.deliveryFee).toBe(0);
    expect(view.subtotal).toBe((overThreshold * dish.priceKopecks) / 100);
  });
});

describe('busy mode', () => {
  const busyOf = async (venueId: number) => {
    const [row] = await first.database.db.select().from(venues).where(eq(venues.id, venueId));
    if (!row) throw new Error(`no venue ${venueId}`);
    return row;
  };
  const statusOf = async (venueId: number) =>
    ((await second.app.inject('/api/venues/status')).json() as { venueId: number }[]).find(
      (status) => status.venueId === venueId,
    );

  it('lists only the member’s venues; another venue’s or an operator’s write is 403', async () => {
    const mine = await as('sibumi-manager', 'GET', '/busy');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().venues).toEqual([
      {
        venueId: 2,
        name: 'Sibumi',
        extraMinutes: 0,
        ordersPaused: false,
        pauseMessage: '',
        version: 1,
      },
    ]);
    expect((await as('zones-admin', 'GET', '/busy')).json().venues).toHaveLength(3);
    const body = { extraMinutes: 10, ordersPaused: false, pauseMessage: '', version: 1 };
    expect((await as('pub-manager', 'PUT', '/busy/2', body)).statusCode).toBe(403);
    expect((await as('sibumi-operator', 'PUT', '/busy/2', body)).statusCode).toBe(403);
    expect((await as('sibumi-operator', 'GET', '/busy')).statusCode).toBe(403);
    expect((await busyOf(2)).busyExtraMinutes).toBe(0);
  });

  it('refuses more than 180 minutes and a message over 200 characters', async () => {
    const refused = await as('sibumi-manager', 'PUT', '/busy/2', {
      extraMinutes: 181,
      ordersPaused: true,
      pauseMessage: 'а'.repeat(201),
      version: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      extraMinutes: zonesMessages.extraMinutes,
      pauseMessage: zonesMessages.pauseMessage,
    });
  });

  it('a paused venue’s dishes are refused with its message; other venues still take orders', async () => {
    const paused = await as('sibumi-manager', 'PUT', '/busy/2', {
      extraMinutes: 0,
      ordersPaused: true,
      pauseMessage: 'Кухня перегружена, вернёмся к 18:00',
      version: 1,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ ordersPaused: true, version: 2 });
    const message = 'Sibumi сейчас не принимает заказы: Кухня перегружена, вернёмся к 18:00';
    await expect
      .poll(() => statusOf(2), { timeout: 1000, interval: 50 })
      .toEqual({ venueId: 2, ordersPaused: true, message, extraMinutes: 0, offlineMessage: '' });

    const refused = await order({ id: (await dishOf(2)).id, count: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errType: 'ordersPaused', message });
    expect((await order({ id: (await dishOf(3)).id, count: 1 })).statusCode).toBe(201);

    const stale = await as('zones-admin', 'PUT', '/busy/2', {
      extraMinutes: 0,
      ordersPaused: false,
      pauseMessage: '',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errType: 'conflict', current: { version: 2 } });
    const [entry] = await first.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, 'venue:2'))
      .orderBy(asc(auditLog.id));
    expect(entry).toMatchObject({
      action: 'venue.busy',
      before: { ordersPaused: false },
      after: { ordersPaused: true, pauseMessage: 'Кухня перегружена, вернёмся к 18:00' },
    });
  });

  it('adds a busy kitchen’s minutes to the guest’s expected time', async () => {
    const pub = await busyOf(1);
    const calm = await order({ id: (await dishOf(1)).id, count: 1 });
    expect(calm.statusCode, calm.body).toBe(201);
    const calmBy = Date.parse((await viewOf(calm.json())).expectedBy ?? '');
    const saved = await as('pub-manager', 'PUT', '/busy/1', {
      extraMinutes: 25,
      ordersPaused: false,
      pauseMessage: '',
      version: pub.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const placed = await order({ id: (await dishOf(1)).id, count: 1 });
    expect(placed.statusCode, placed.body).toBe(201);
    const view = await viewOf(placed.json());
    // the kitchen's own time from its queue (decision 087: the calm order's 10 make-minutes ahead
    // of it, 2.5 of a quarter hour's 60), and the busy minutes on top
    expect((Date.parse(view.expectedBy ?? '') - calmBy) / 60_000).toBe(25 + 2);
    expect(calmBy).toBeGreaterThan(now().getTime());
    expect(await statusOf(1)).toMatchObject({ ordersPaused: false, message: '', extraMinutes: 25 });
  });
});
