/**
 * The menu from iiko through the real adapter and a local iiko (issue 15 item 1): read at start,
 * again on iiko's NomenclatureUpdate webhook and by an admin's button, the last good menu kept
 * when iiko's answer fails, and the admins' report of each venue's sync (item 5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIikoFixture, startFakeIiko, stopListUpdateEvent } from '../../testing/fake-iiko';
import { createIikoTestApp } from '../../testing/iiko-app';
import { sibumiIds, sibumiRevision2 } from '../../testing/iiko-nomenclature-fixture';
import { signedInStaff } from '../../testing/staff';

const WEBHOOK_TOKEN = 'menu-sync-webhook-token-0123456789';
const v = fakeIikoFixture.venues;
let iiko: Awaited<ReturnType<typeof startFakeIiko>>;
let t: Awaited<ReturnType<typeof createIikoTestApp>>;
let admin: string;

beforeAll(async () => {
  iiko = await startFakeIiko();
  t = await createIikoTestApp(iiko, { IIKO_WEBHOOK_TOKEN: WEBHOOK_TOKEN });
  admin = (await signedInStaff(t, { login: 'menu-admin', role: 'admin', venues: [] })).token;
});
afterAll(async () => {
  await t.close();
  await iiko.close();
});

/** Sibumi's menu, the next revision, with the set at `roubles`. */
function withSetPrice(roubles: number) {
  const next = structuredClone(sibumiRevision2) as { products: { id: string }[] };
  next.products = next.products.map((product) =>
    product.id === sibumiIds.sibumiSet
      ? {
          ...product,
          sizePrices: [
            {
              sizeId: null,
              price: {
                currentPrice: roubles,
                isIncludedInMenu: true,
                nextPrice: null,
                nextIncludedInMenu: true,
                nextDatePrice: null,
              },
            },
          ],
        }
      : product,
  );
  return next;
}

type MenuAnswer = { text_button: string; products: { name: string; prise: number }[] }[];

async function sibumiMenu(): Promise<MenuAnswer> {
  const answer = await t.app.inject('/api/test/2');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as MenuAnswer;
}
const dishNames = (menu: MenuAnswer) => menu.flatMap((c) => c.products.map((p) => p.name));

const report = (token: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({
    method,
    url: '/api/staff/menu-sync',
    headers: { authorization: `Bearer ${token}` },
  });

describe('the menu from iiko', () => {
  it('is read at start: iiko’s dishes on the menu, the seeded ones gone', async () => {
    // «Сет «Сибуми»» is iiko's alone (the seeded menu has no such set).
    await expect
      .poll(async () => dishNames(await sibumiMenu()), { timeout: 5000 })
      .toContain('Сет «Сибуми»');
    // The three venues are read one after another.
    await expect
      .poll(() => iiko.state.count('/api/1/nomenclature'), { timeout: 5000 })
      .toBeGreaterThanOrEqual(3);
    // The rolls are sold by size in iiko: offered, the guest chooses the size on the card; deleted
    // dishes and a group outside iiko's menu are not.
    const names = dishNames(await sibumiMenu());
    expect(names).toEqual(['Филадельфия', 'Запечённый с лососем', 'Сет «Сибуми»']);
    // The staff's stop list is of the same dishes: not the hidden seeded ones.
    const stopList = await t.app.inject({
      url: '/api/staff/stop-list?venueId=2',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(stopList.statusCode, stopList.body).toBe(200);
    // (the site's own special menus stay: they are not iiko's)
    const listed = (stopList.json().dishes as { name: string; kind: string }[])
      .filter((dish) => dish.kind === 'product')
      .map((dish) => dish.name);
    expect(listed).toEqual(names);
    // deleted in iiko, and a group outside iiko's menu
    expect(names).not.toContain('Калифорния');
    expect(names).not.toContain('Доставка');
  });

  it('is reported to admins per venue: revision, counts, no error; not to others', async () => {
    const answer = await report(admin);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.pos).toBe('iiko');
    const sibumi = body.venues.find((venue: { venueId: number }) => venue.venueId === 2);
    expect(sibumi).toMatchObject({
      revision: iiko.state.nomenclatureRevision(v[2].id),
      lastError: null,
    });
    expect(sibumi.counts.dishes).toBeGreaterThan(0);
    expect(sibumi.counts.hidden.deleted).toBeGreaterThanOrEqual(1);
    expect(sibumi.counts.hidden.needsChoice).toBeUndefined();
    const manager = await signedInStaff(t, { login: 'menu-manager', role: 'manager', venues: [2] });
    expect((await report(manager.token)).statusCode).toBe(403);
    expect((await t.app.inject('/api/staff/menu-sync')).statusCode).toBe(401);
  });

  it('follows iiko’s NomenclatureUpdate webhook', async () => {
    iiko.state.setNomenclature(v[2].id, withSetPrice(2090));
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/pos/iiko/webhook',
      headers: { authorization: `Bearer ${WEBHOOK_TOKEN}` },
      payload: [
        {
          eventType: 'NomenclatureUpdate',
          eventTime: '2026-11-21 13:10:00.000',
          organizationId: v[2].id,
          correlationId: '5e8c1f8e-6a2e-4c1b-9d2f-3a1b2c3d4e5f',
        },
      ],
    });
    expect(hook.statusCode, hook.body).toBe(200);
    // The set 1 990 → 2 090 ₽.
    const setPrice = async () =>
      (await sibumiMenu()).flatMap((c) => c.products).find((p) => p.name === 'Сет «Сибуми»')?.prise;
    await expect.poll(setPrice, { timeout: 5000 }).toBe(2090);
  });

  it('keeps the last good menu when iiko’s answer breaks off, and says so to admins', async () => {
    const before = await sibumiMenu();
    iiko.state.nomenclatureFailure = 'truncated';
    iiko.state.setNomenclature(v[2].id, withSetPrice(2190));
    try {
      const answer = await report(admin, 'POST');
      expect(answer.statusCode, answer.body).toBe(200);
      const sibumi = answer.json().venues.find((venue: { venueId: number }) => venue.venueId === 2);
      expect(sibumi.lastError).toEqual(expect.any(String));
      expect(await sibumiMenu()).toEqual(before);
    } finally {
      iiko.state.nomenclatureFailure = null;
    }
    const again = await report(admin, 'POST');
    const sibumi = again.json().venues.find((venue: { venueId: number }) => venue.venueId === 2);
    expect(sibumi.lastError).toBeNull();
  });

  it('pulls iiko’s stop list on its StopListUpdate webhook: a dish out, then back', async () => {
    const available = async () =>
      (await sibumiMenu())
        .flatMap((c) => c.products as { name: string; available?: boolean }[])
        .find((p) => p.name === 'Сет «Сибуми»')?.available;
    const stopListUpdate = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/pos/iiko/webhook',
        headers: { authorization: `Bearer ${WEBHOOK_TOKEN}` },
        payload: [stopListUpdateEvent(v[2].id, v[2].terminalGroupId)],
      });
    expect(await available()).toBe(true);
    iiko.state.setStopList(v[2].id, [{ productId: sibumiIds.sibumiSet, balance: 0 }]);
    expect((await stopListUpdate()).statusCode).toBe(200);
    await expect.poll(available, { timeout: 5000 }).toBe(false);
    iiko.state.setStopList(v[2].id, []);
    expect((await stopListUpdate()).statusCode).toBe(200);
    await expect.poll(available, { timeout: 5000 }).toBe(true);
  });
});
