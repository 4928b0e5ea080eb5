/**
 * The menu from iiko's external menu (IIKO_EXTERNAL_MENU_ID, `POST /api/2/menu/by_id`) through the
 * real adapter and a local iiko: read at start instead of the nomenclature, each venue in its
 * organization's prices, written again only when it changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIikoAdapter } from '../../adapters/iiko/iiko';
import { fakeIikoFixture, startFakeIiko } from '../../testing/fake-iiko';
import { createIikoTestApp } from '../../testing/iiko-app';
import { externalIds, externalMenuId } from '../../testing/iiko-external-menu-fixture';
import { signedInStaff } from '../../testing/staff';

const v = fakeIikoFixture.venues;
let iiko: Awaited<ReturnType<typeof startFakeIiko>>;
let t: Awaited<ReturnType<typeof createIikoTestApp>>;
let admin: string;

beforeAll(async () => {
  iiko = await startFakeIiko();
  t = await createIikoTestApp(iiko, { IIKO_EXTERNAL_MENU_ID: externalMenuId });
  admin = (await signedInStaff(t, { login: 'external-menu-admin', role: 'admin', venues: [] }))
    .token;
});
afterAll(async () => {
  await t.close();
  await iiko.close();
});

type MenuAnswer = {
  text_button: string;
  products: { id: number; name: string; prise: number }[];
}[];

async function venueMenu(venueId: 1 | 2 | 3): Promise<MenuAnswer> {
  const answer = await t.app.inject(`/api/test/${venueId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as MenuAnswer;
}
const dishNames = (menu: MenuAnswer) => menu.flatMap((c) => c.products.map((p) => p.name));

async function sibumiState(method: 'GET' | 'POST' = 'GET') {
  const answer = await t.app.inject({
    method,
    url: '/api/staff/menu-sync',
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().venues.find((venue: { venueId: number }) => venue.venueId === 2) as {
    revision: number;
    lastError: string | null;
  };
}

describe('the menu from iiko’s external menu', () => {
  it('is read at start instead of the nomenclature, in each organization’s prices', async () => {
    await expect
      .poll(async () => dishNames(await venueMenu(2)), { timeout: 5000 })
      .toContain('Чизкейк');
    await expect
      .poll(() => iiko.state.count('/api/2/menu/by_id'), { timeout: 5000 })
      .toBeGreaterThanOrEqual(3);
    expect(iiko.state.count('/api/1/nomenclature')).toBe(0);
    const names = dishNames(await venueMenu(2));
    // hidden, not priced in Sibumi, in a hidden category, or missing its required choice: not on it
    expect([...names].sort()).toEqual(['Моти', 'Филадельфия', 'Чизкейк']);
    // the nomenclature's own set is not there
    expect(names).not.toContain('Сет «Сибуми»');
    const cheesecake = (venue: MenuAnswer) =>
      venue.flatMap((c) => c.products).find((p) => p.name === 'Чизкейк')?.prise;
    expect(cheesecake(await venueMenu(2))).toBe(250);
    // the pastry shop's organization: what it sells, in its prices
    const eclair = (venue: MenuAnswer) =>
      venue.flatMap((c) => c.products).find((p) => p.name === 'Эклер')?.prise;
    await expect.poll(async () => eclair(await venueMenu(3)), { timeout: 5000 }).toBe(180);
    expect(dishNames(await venueMenu(3))).not.toContain('Филадельфия');
    // one iiko item sold by two organizations: a dish of each venue, in each one's price
    expect(cheesecake(await venueMenu(3))).toBe(260);
    const cheesecakeId = (venue: MenuAnswer) =>
      venue.flatMap((c) => c.products).find((p) => p.name === 'Чизкейк')?.id;
    expect(cheesecakeId(await venueMenu(3))).not.toBe(cheesecakeId(await venueMenu(2)));
  });

  it('is written again only when it changed', async () => {
    const first = await sibumiState();
    expect(first.lastError).toBeNull();
    expect(first.revision).toBeGreaterThan(0);
    // the same menu: nothing newer, the revision stays
    const again = await sibumiState('POST');
    expect(again).toMatchObject({ lastError: null, revision: first.revision });
    // a price changed in iiko Web
    const menu = iiko.state.externalMenu;
    const cheesecake = menu.itemCategories
      .flatMap((category) => category.items ?? [])
      .find((item) => item.itemId === externalIds.cheesecake);
    const price = cheesecake?.itemSizes?.[0]?.prices?.find((p) => p.organizationId === v[2].id);
    if (!price) throw new Error('the fixture has no Sibumi price for the cheesecake');
    price.price = 270;
    const changed = await sibumiState('POST');
    expect(changed.lastError).toBeNull();
    expect(changed.revision).toBeGreaterThan(first.revision);
    const prise = (await venueMenu(2))
      .flatMap((c) => c.products)
      .find((p) => p.name === 'Чизкейк')?.prise;
    expect(prise).toBe(270);
  });

  it('fails on a menu id iiko does not know, with iiko’s error', async () => {
    const adapter = createIikoAdapter({
      apiUrl: iiko.url,
      apiLogin: fakeIikoFixture.apiLogin,
      organizations: { 1: v[1].id, 2: v[2].id, 3: v[3].id },
    });
    await expect(adapter.externalMenu(2, '999999')).rejects.toThrow(/999999/);
    const answer = await adapter.externalMenu(3, externalMenuId);
    // only the asked organization's prices come back
    const organizationIds = new Set(
      answer.itemCategories.flatMap((c) =>
        (c.items ?? []).flatMap((i) =>
          (i.itemSizes ?? []).flatMap((s) => (s.prices ?? []).map((p) => p.organizationId)),
        ),
      ),
    );
    expect([...organizationIds]).toEqual([v[3].id]);
  });
});
