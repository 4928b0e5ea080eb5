/**
 * The menu editor (issue 14 item 5): managers edit their venues' categories and dishes, anyone
 * with the menu edits the group's special menus; the storefront follows at once; a write made
 * from an older copy is refused with the row as it is now (no lost update, also when two saves
 * race on PostgreSQL); every change is in the audit log; bad input is refused field by field and
 * nothing is half-saved; with POS=iiko the menu is read-only.
 */
import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { StaffRole } from '@storefront/contract/staff';
import {
  type EditorCategory,
  type EditorDish,
  type EditorSpecial,
  MENU_FROM_POS,
  menuEditorMessages,
} from '@storefront/contract/staff-menu';
import { venueDate } from '@storefront/contract/venue-clock';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../../db/schema';
import { createTestApp, keepSeededMenu, vladivostok } from '../../../testing/app';
import { fakeIikoEnv, startFakeIiko } from '../../../testing/fake-iiko';
import { signedInStaff } from '../../../testing/staff';

const now = () => vladivostok('2026-11-21T13:05');
let t: Awaited<ReturnType<typeof createTestApp>>;
let mediaDir: string;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

async function member(login: string, role: StaffRole, venues: number[]) {
  const signed = await signedInStaff(t, { login, role, venues });
  tokens[login] = signed.token;
  ids[login] = signed.id;
}

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'menu-editor-media-'));
  t = await createTestApp({ MEDIA_DIR: mediaDir }, { now });
  await member('pub-manager', 'manager', [1]);
  await member('pub-manager-2', 'manager', [1]);
  await member('sibumi-manager', 'manager', [2]);
  await member('pub-operator', 'operator', [1]);
  await member('menu-admin', 'admin', []);
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (login: string, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    ...(payload ? { payload } : {}),
  });

async function editorOf(login: string, venueId: number) {
  const answer = await as(login, 'GET', `/menu?venueId=${venueId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    categories: EditorCategory[];
    specials: EditorSpecial[];
    readOnly: string | null;
  };
}

/** The venue's own menu's categories (not the special menus'), with dishes. */
async function menuCategories(venueId: number) {
  const { categories } = await editorOf('menu-admin', venueId);
  return categories.filter((category) => category.specialId === null);
}

async function aDish(venueId: number, skip = 0): Promise<EditorDish> {
  const dishes = (await menuCategories(venueId)).flatMap((category) => category.dishes);
  const dish = dishes[skip];
  if (!dish) throw new Error(`venue ${venueId} has no dish ${skip}`);
  return dish;
}

/** The PUT body for a dish as the editor shows it, with `changes`. */
function edited(dish: EditorDish, changes: Partial<EditorDish> = {}) {
  const next = { ...dish, ...changes };
  return {
    categoryId: next.categoryId,
    sort: next.sort,
    version: next.version,
    name: next.name,
    description: next.description,
    priceKopecks: next.priceKopecks,
    weightGrams: next.weightGrams,
    proteins: next.proteins,
    fats: next.fats,
    carbohydrates: next.carbohydrates,
    calories: next.calories,
    costPerGram: next.costPerGram,
    vatCode: next.vatCode,
  };
}

const newDish = (categoryId: number, changes: object = {}) => ({
  categoryId,
  name: 'Уха по-приморски',
  description: 'Палтус, лосось, картофель, лук, укроп',
  priceKopecks: 59_000,
  weightGrams: 400,
  proteins: 9.5,
  fats: 4.2,
  carbohydrates: 6.1,
  calories: 98,
  costPerGram: false,
  vatCode: null,
  ...changes,
});

const newSpecial = (changes: object = {}) => ({
  name: 'Зимнее меню',
  url: 'winter',
  active: true,
  startsOn: null,
  endsOn: null,
  ...changes,
});

/** The storefront's answers, as a guest reads them. */
const storefront = {
  async card(kind: EditorDish['kind'], id: number) {
    return t.app.inject(`/api/${kind === 'special' ? 'specialProduct' : 'product'}/${id}`);
  },
  async menuDish(venueId: number, id: number) {
    const menu = (await t.app.inject(`/api/test/${venueId}`)).json() as {
      products: { id: number; name: string; prise: number; img_elem: string }[];
    }[];
    return menu.flatMap((category) => category.products).find((dish) => dish.id === id);
  },
  async specialUrls() {
    const header = (await t.app.inject('/api/special-header')).json() as { URL: string }[];
    return header.map((special) => special.URL);
  },
};

/** Vladivostok's date `days` from today, 'YYYY-MM-DD' (the database decides by its clock). */
function vladivostokDate(days: number): string {
  return venueDate(Date.now() + days * 86_400_000);
}

describe('reading the menu', () => {
  it('gives a venue’s categories with their dishes, then its special menus’, and the specials', async () => {
    const answer = await as('pub-manager', 'GET', '/menu?venueId=1');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { categories, specials, readOnly } = answer.json() as Awaited<
      ReturnType<typeof editorOf>
    >;
    expect(readOnly).toBeNull();
    expect(specials.map((special) => special.url)).toContain('new-year');
    const firstSpecial = categories.findIndex((category) => category.specialId !== null);
    expect(firstSpecial).toBeGreaterThan(0);
    expect(categories.slice(firstSpecial).every((category) => category.specialId !== null)).toBe(
      true,
    );
    const [dish] = categories[0]?.dishes ?? [];
    expect(dish).toMatchObject({
      kind: 'product',
      venueId: 1,
      imageUrl: expect.stringMatching(/^\/media\/products\/.+\.svg$/),
      hasPhoto: false,
      version: expect.any(Number),
    });
    expect(categories[firstSpecial]?.dishes[0]?.kind).toBe('special');
  });
});

describe('who may edit', () => {
  it('a manager their venues’, an admin every venue’s; an operator nothing', async () => {
    const pubDish = await aDish(1);
    const sibumiDish = await aDish(2);
    const [pubCategory] = await menuCategories(1);
    const [sibumiCategory] = await menuCategories(2);
    if (!pubCategory || !sibumiCategory) throw new Error('no categories');

    expect((await as('pub-operator', 'GET', '/menu?venueId=1')).statusCode).toBe(403);
    expect(
      (await as('pub-operator', 'PUT', `/menu/dishes/product/${pubDish.id}`, edited(pubDish)))
        .statusCode,
    ).toBe(403);
    expect((await as('sibumi-manager', 'GET', '/menu?venueId=1')).statusCode).toBe(403);
    const refused = [
      await as(
        'sibumi-manager',
        'PUT',
        `/menu/dishes/product/${pubDish.id}`,
        edited(pubDish, { priceKopecks: 100 }),
      ),
      await as(
        'sibumi-manager',
        'DELETE',
        `/menu/dishes/product/${pubDish.id}?version=${pubDish.version}`,
      ),
      await as('sibumi-manager', 'POST', '/menu/dishes', newDish(pubCategory.id)),
      await as('sibumi-manager', 'PUT', `/menu/categories/${pubCategory.id}`, {
        name: 'Чужая',
        icon: 'plate',
        sort: 0,
        version: pubCategory.version,
      }),
      await as(
        'sibumi-manager',
        'DELETE',
        `/menu/categories/${pubCategory.id}?version=${pubCategory.version}`,
      ),
      await as('sibumi-manager', 'POST', '/menu/categories', {
        venueId: 1,
        specialId: null,
        name: 'Чужая',
      }),
      // its own dish into another venue's category
      await as(
        'sibumi-manager',
        'PUT',
        `/menu/dishes/product/${sibumiDish.id}`,
        edited(sibumiDish, { categoryId: pubCategory.id }),
      ),
    ];
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().errType).toBe('forbidden');
    }
    expect(await aDish(1)).toEqual(pubDish);
    expect(await aDish(2)).toEqual(sibumiDish);

    expect(
      (await as('sibumi-manager', 'PUT', '/menu/dishes/product/999999', edited(sibumiDish)))
        .statusCode,
    ).toBe(404);

    const byAdmin = await as(
      'menu-admin',
      'PUT',
      `/menu/dishes/product/${sibumiDish.id}`,
      edited(sibumiDish, { weightGrams: sibumiDish.weightGrams + 10 }),
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().weightGrams).toBe(sibumiDish.weightGrams + 10);
    expect((await as('menu-admin', 'GET', '/menu?venueId=3')).statusCode).toBe(200);
  });

  it('the special menus themselves are the group’s: an admin’s, not one venue’s manager’s', async () => {
    for (const login of ['pub-operator', 'sibumi-manager']) {
      const refused = await as(login, 'POST', '/menu/specials', newSpecial({ url: 'op' }));
      expect(refused.statusCode, login).toBe(403);
    }
    const created = await as('menu-admin', 'POST', '/menu/specials', newSpecial());
    expect(created.statusCode, created.body).toBe(201);
    const special = created.json() as EditorSpecial;
    // a manager cannot switch it off for every venue either
    const switchedOff = await as('sibumi-manager', 'PUT', `/menu/specials/${special.id}`, {
      ...newSpecial({ active: false }),
      sort: special.sort,
      version: special.version,
    });
    expect(switchedOff.statusCode).toBe(403);
    const renamed = await as('menu-admin', 'PUT', `/menu/specials/${special.id}`, {
      ...newSpecial({ name: 'Зима' }),
      sort: special.sort,
      version: special.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Зима', version: special.version + 1 });
  });
});

describe('bad input', () => {
  it('is refused field by field with the editor’s message, and nothing is saved', async () => {
    const [category] = await menuCategories(1);
    if (!category) throw new Error('no category');
    const before = await t.database.db.select().from(products);
    const cases: [object, string, string][] = [
      [{ priceKopecks: 0 }, 'priceKopecks', menuEditorMessages.price],
      [{ priceKopecks: -500 }, 'priceKopecks', menuEditorMessages.price],
      [{ priceKopecks: 12.5 }, 'priceKopecks', menuEditorMessages.price],
      [{ name: '' }, 'name', menuEditorMessages.name],
      [{ name: '   ' }, 'name', menuEditorMessages.name],
      [{ name: '<script>alert(1)</script>' }, 'name', menuEditorMessages.markup],
      [
        { description: 'вкусно <img src=x onerror=alert(1)>' },
        'description',
        menuEditorMessages.markup,
      ],
      [{ vatCode: 13 }, 'vatCode', menuEditorMessages.vatCode],
      [{ weightGrams: 0 }, 'weightGrams', menuEditorMessages.weight],
      [{ calories: -1 }, 'calories', menuEditorMessages.nutrition],
    ];
    for (const [changes, field, message] of cases) {
      const answer = await as('pub-manager', 'POST', '/menu/dishes', newDish(category.id, changes));
      expect(answer.statusCode, JSON.stringify(changes)).toBe(400);
      expect(answer.json()).toMatchObject({ errType: 'validation', fields: { [field]: message } });
    }
    const dish = await aDish(1);
    const badEdit = await as(
      'pub-manager',
      'PUT',
      `/menu/dishes/product/${dish.id}`,
      edited(dish, { priceKopecks: 0, name: 'Новое имя' }),
    );
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().fields.priceKopecks).toBe(menuEditorMessages.price);
    expect(await t.database.db.select().from(products)).toEqual(before);

    for (const [changes, field, message] of [
      [{ url: 'Новый год' }, 'url', menuEditorMessages.specialUrl],
      [{ url: '-winter' }, 'url', menuEditorMessages.specialUrl],
      [{ startsOn: '2026-12-31', endsOn: '2026-12-01' }, 'endsOn', menuEditorMessages.dates],
      [{ name: '<b>Зима</b>' }, 'name', menuEditorMessages.markup],
    ] as const) {
      const answer = await as('menu-admin', 'POST', '/menu/specials', newSpecial(changes));
      expect(answer.statusCode, JSON.stringify(changes)).toBe(400);
      expect(answer.json()).toMatchObject({ errType: 'validation', fields: { [field]: message } });
    }
  });

  it('a venue’s dish does not move into a special menu, nor a taken address into a special', async () => {
    const dish = await aDish(1);
    const { categories, specials } = await editorOf('pub-manager', 1);
    const specialCategory = categories.find((category) => category.specialId !== null);
    if (!specialCategory) throw new Error('no special category');
    const moved = await as(
      'pub-manager',
      'PUT',
      `/menu/dishes/product/${dish.id}`,
      edited(dish, { categoryId: specialCategory.id }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({
      errType: 'validation',
      fields: { categoryId: menuEditorMessages.categoryKind },
    });
    expect(await aDish(1)).toEqual(dish);

    const taken = await as('menu-admin', 'POST', '/menu/specials', newSpecial({ url: 'new-year' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errType: 'specialUrlTaken',
      message: menuEditorMessages.specialUrlTaken,
    });
    const other = specials.find((special) => special.url !== 'new-year');
    if (other) {
      const renamed = await as('menu-admin', 'PUT', `/menu/specials/${other.id}`, {
        ...newSpecial({ url: 'NEW-YEAR' }),
        sort: other.sort,
        version: other.version,
      });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json().errType).toBe('specialUrlTaken');
    }
  });
});

describe('the storefront follows', () => {
  it('a new price and name, a new dish and a deleted one, at once', async () => {
    const dish = await aDish(1, 1);
    const saved = await as(
      'pub-manager',
      'PUT',
      `/menu/dishes/product/${dish.id}`,
      edited(dish, { name: 'Крылья по-новому', priceKopecks: 51_050 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Крылья по-новому',
      priceKopecks: 51_050,
      version: dish.version + 1,
    });
    const card = (await storefront.card('product', dish.id)).json();
    expect(card.product_json.name).toBe('Крылья по-новому');
    expect(card.product_json.sizePrices[0].price.currentPrice).toBe(510.5);
    expect(await storefront.menuDish(1, dish.id)).toMatchObject({
      name: 'Крылья по-новому',
      prise: 510.5,
    });

    const [category] = await menuCategories(1);
    if (!category) throw new Error('no category');
    const created = await as('pub-manager', 'POST', '/menu/dishes', newDish(category.id));
    expect(created.statusCode, created.body).toBe(201);
    const added = created.json() as EditorDish;
    expect(added).toMatchObject({
      kind: 'product',
      venueId: 1,
      categoryId: category.id,
      version: 1,
      sort: Math.max(...category.dishes.map((row) => row.sort)) + 1,
    });
    expect(await storefront.menuDish(1, added.id)).toMatchObject({
      name: 'Уха по-приморски',
      prise: 590,
    });

    const deleted = await as(
      'pub-manager',
      'DELETE',
      `/menu/dishes/product/${added.id}?version=${added.version}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await storefront.menuDish(1, added.id)).toBeUndefined();
    expect((await storefront.card('product', added.id)).statusCode).toBe(404);
  });

  it('a special menu’s new category and dish are special ones, shown with the special menu', async () => {
    const special = (
      await as('menu-admin', 'POST', '/menu/specials', newSpecial({ url: 'maslenitsa' }))
    ).json() as EditorSpecial;
    const category = await as('pub-manager', 'POST', '/menu/categories', {
      venueId: 1,
      specialId: special.id,
      name: 'Блины',
      icon: 'cake',
    });
    expect(category.statusCode, category.body).toBe(201);
    const created = await as(
      'pub-manager',
      'POST',
      '/menu/dishes',
      newDish(category.json().id, { name: 'Блины с мёдом' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const dish = created.json() as EditorDish;
    expect(dish.kind).toBe('special');
    const menu = await t.app.inject('/api/test/special/1?nameURL=maslenitsa');
    expect(menu.json()).toEqual([
      expect.objectContaining({
        text_button: 'Блины',
        products: [expect.objectContaining({ id: dish.id, name: 'Блины с мёдом', special: true })],
      }),
    ]);
    const card = (await storefront.card('special', dish.id)).json();
    expect(card.specialURL).toBe('maslenitsa');
  });
});

describe('two managers on one dish', () => {
  it('the second save, made from the older copy, is refused with the first one’s change', async () => {
    const [first] = (await menuCategories(1))[1]?.dishes ?? [];
    if (!first) throw new Error('no dish');
    const mine = (await editorOf('pub-manager', 1)).categories
      .flatMap((category) => category.dishes)
      .find((dish) => dish.kind === 'product' && dish.id === first.id);
    const theirs = (await editorOf('pub-manager-2', 1)).categories
      .flatMap((category) => category.dishes)
      .find((dish) => dish.kind === 'product' && dish.id === first.id);
    if (!mine || !theirs) throw new Error('no dish');

    const saved = await as(
      'pub-manager',
      'PUT',
      `/menu/dishes/product/${mine.id}`,
      edited(mine, { priceKopecks: 77_700 }),
    );
    expect(saved.statusCode).toBe(200);
    const refused = await as(
      'pub-manager-2',
      'PUT',
      `/menu/dishes/product/${theirs.id}`,
      edited(theirs, { name: 'Другое название' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errType: 'conflict',
      current: { id: mine.id, priceKopecks: 77_700, name: mine.name, version: mine.version + 1 },
    });
    // the second manager looks again and saves over the current version: both changes stay
    const current = refused.json().current as EditorDish;
    const again = await as(
      'pub-manager-2',
      'PUT',
      `/menu/dishes/product/${current.id}`,
      edited(current, { name: 'Другое название' }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ name: 'Другое название', priceKopecks: 77_700 });
  });

  it('saving at the same moment: exactly one wins, the other gets conflict; nothing is lost', async () => {
    // Several rounds: on PostgreSQL the two saves really race, on two connections.
    for (let round = 0; round < 5; round++) {
      const dish = await aDish(1, 2);
      const save = (login: string, priceKopecks: number) =>
        as(login, 'PUT', `/menu/dishes/product/${dish.id}`, edited(dish, { priceKopecks }));
      const answers = await Promise.all([
        save('pub-manager', 11_100 + round),
        save('pub-manager-2', 22_200 + round),
      ]);
      const winners = answers.filter((answer) => answer.statusCode === 200);
      const losers = answers.filter((answer) => answer.statusCode === 409);
      expect(winners.length, answers.map((answer) => answer.body).join(' ')).toBe(1);
      expect(losers.length).toBe(1);
      const won = winners[0]?.json() as EditorDish;
      expect(won.version).toBe(dish.version + 1);
      expect(losers[0]?.json()).toMatchObject({ errType: 'conflict', current: won });
      const [row] = await t.database.db.select().from(products).where(eq(products.id, dish.id));
      expect(row).toMatchObject({ priceKopecks: won.priceKopecks, version: dish.version + 1 });
    }
  });

  it('a category and a special are guarded the same way', async () => {
    const [category] = await menuCategories(3);
    if (!category) throw new Error('no category');
    const body = { name: category.name, icon: category.icon, sort: category.sort };
    const saved = await as('menu-admin', 'PUT', `/menu/categories/${category.id}`, {
      ...body,
      name: 'Торты',
      version: category.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Торты', dishes: category.dishes });
    const stale = await as('menu-admin', 'PUT', `/menu/categories/${category.id}`, {
      ...body,
      version: category.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ name: 'Торты', version: category.version + 1 });
    const staleDelete = await as(
      'menu-admin',
      'DELETE',
      `/menu/categories/${category.id}?version=${category.version}`,
    );
    expect(staleDelete.statusCode).toBe(409);
    expect(staleDelete.json().errType).toBe('conflict');
  });
});

describe('the audit log', () => {
  it('has each change with who made it and the price and name before and after', async () => {
    const dish = await aDish(1, 3);
    await as(
      'pub-manager',
      'PUT',
      `/menu/dishes/product/${dish.id}`,
      edited(dish, { priceKopecks: dish.priceKopecks + 5_000 }),
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'menu.dish.update'), eq(auditLog.subject, `product:${dish.id}`)),
      )
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      staffId: ids['pub-manager'],
      before: { name: dish.name, priceKopecks: dish.priceKopecks },
      after: { priceKopecks: dish.priceKopecks + 5_000 },
    });
  });
});

describe('categories', () => {
  it('go only when empty', async () => {
    const [full] = await menuCategories(1);
    if (!full) throw new Error('no category');
    const refused = await as(
      'pub-manager',
      'DELETE',
      `/menu/categories/${full.id}?version=${full.version}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errType: 'categoryNotEmpty',
      message: menuEditorMessages.categoryNotEmpty,
    });
    const created = await as('pub-manager', 'POST', '/menu/categories', {
      venueId: 1,
      specialId: null,
      name: 'Сезонное',
    });
    expect(created.statusCode, created.body).toBe(201);
    const empty = created.json() as EditorCategory;
    expect(empty).toMatchObject({ icon: 'plate', dishes: [], version: 1 });
    const menu = (await t.app.inject('/api/test/1')).json() as { text_button: string }[];
    expect(menu.at(-1)?.text_button).toBe('Сезонное');
    const deleted = await as('pub-manager', 'DELETE', `/menu/categories/${empty.id}?version=1`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await menuCategories(1)).find((category) => category.id === empty.id)).toBeUndefined();
  });
});

describe('the categories’ order', () => {
  const order = (login: string, venueId: number, listed: EditorCategory[]) =>
    as(login, 'PUT', '/menu/categories/order', {
      venueId,
      categories: listed.map(({ id, version }) => ({ id, version })),
    });
  const storefrontOrder = async (venueId: number) =>
    ((await t.app.inject(`/api/test/${venueId}`)).json() as { text_button: string }[]).map(
      (category) => category.text_button,
    );

  it('is saved whole in one write, and the storefront follows', async () => {
    const before = await menuCategories(2);
    const reversed = [...before].reverse();
    const saved = await order('sibumi-manager', 2, reversed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().categories).toEqual(
      reversed.map(({ id, version }, place) => ({ id, sort: place * 10, version: version + 1 })),
    );
    expect((await menuCategories(2)).map((category) => category.id)).toEqual(
      reversed.map((category) => category.id),
    );
    const shown = await storefrontOrder(2);
    expect(shown.filter((name) => before.some((category) => category.name === name))).toEqual(
      reversed.map((category) => category.name),
    );
    // put back, for the tests that follow
    const now = await menuCategories(2);
    const back = before.flatMap((category) => now.filter((row) => row.id === category.id));
    expect((await order('sibumi-manager', 2, back)).statusCode).toBe(200);
  });

  it('moves nothing when one of them changed meanwhile, or they are not one menu’s', async () => {
    const before = await menuCategories(2);
    const [first, second, ...rest] = before;
    if (!first || !second) throw new Error('Sibumi has fewer than two categories');
    const stale = await order('sibumi-manager', 2, [
      second,
      { ...first, version: first.version - 1 },
      ...rest,
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errType).toBe('conflict');
    expect(await menuCategories(2)).toEqual(before);

    const [pub] = await menuCategories(1);
    if (!pub) throw new Error('no gastropub category');
    const mixed = await order('menu-admin', 2, [second, first, pub]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({
      errType: 'validation',
      fields: { categories: menuEditorMessages.categoryOrder },
    });
    const twice = await order('sibumi-manager', 2, [first, first]);
    expect(twice.statusCode).toBe(400);
    // another venue's manager
    expect((await order('pub-manager', 2, [second, first])).statusCode).toBe(403);
    expect(await menuCategories(2)).toEqual(before);
  });
});

describe('a special menu’s dates', () => {
  it('show it from its first day to its last in Vladivostok, and hide it outside them', async () => {
    const created = await as(
      'menu-admin',
      'POST',
      '/menu/specials',
      newSpecial({ url: 'dated', startsOn: vladivostokDate(1), endsOn: null }),
    );
    expect(created.statusCode, created.body).toBe(201);
    let special = created.json() as EditorSpecial;
    expect(await storefront.specialUrls()).not.toContain('dated');
    expect((await t.app.inject('/api/test/special/1?nameURL=dated')).statusCode).toBe(404);

    const move = async (startsOn: string | null, endsOn: string | null) => {
      const answer = await as('menu-admin', 'PUT', `/menu/specials/${special.id}`, {
        ...newSpecial({ url: 'dated', startsOn, endsOn }),
        sort: special.sort,
        version: special.version,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      special = answer.json();
    };
    await move(vladivostokDate(0), vladivostokDate(0));
    expect(await storefront.specialUrls()).toContain('dated');
    expect((await t.app.inject('/api/test/special/1?nameURL=dated')).statusCode).toBe(200);
    await move(null, vladivostokDate(-1));
    expect(await storefront.specialUrls()).not.toContain('dated');
    await move(vladivostokDate(-30), null);
    expect(await storefront.specialUrls()).toContain('dated');
  });
});

describe('photos', () => {
  const upload = (
    dish: EditorDish,
    body: Buffer,
    contentType = 'image/jpeg',
    version = dish.version,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/staff/menu/dishes/${dish.kind}/${dish.id}/photo?version=${version}`,
      headers: { authorization: `Bearer ${tokens['pub-manager']}`, 'content-type': contentType },
      payload: body,
    });

  it('an uploaded photo replaces the drawing in the storefront; removed, the drawing is back', async () => {
    const dish = await aDish(1, 4);
    const drawing = (await storefront.card('product', dish.id)).json().img_elem;
    const jpeg = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#c0392b' },
    })
      .jpeg()
      .toBuffer();
    const answer = await upload(dish, jpeg);
    expect(answer.statusCode, answer.body).toBe(200);
    const withPhoto = answer.json() as EditorDish;
    expect(withPhoto).toMatchObject({ hasPhoto: true, version: dish.version + 1 });
    expect(withPhoto.imageUrl).not.toBe(dish.imageUrl);
    // kept under MEDIA_DIR, where /media/photos serves it from
    await expect(
      access(join(mediaDir, 'photos', basename(withPhoto.imageUrl))),
    ).resolves.toBeUndefined();
    const card = (await storefront.card('product', dish.id)).json();
    expect(card.img_elem).toBe(withPhoto.imageUrl);
    expect((await storefront.menuDish(1, dish.id))?.img_elem).toBe(withPhoto.imageUrl);

    const png = await sharp({
      create: { width: 64, height: 64, channels: 4, background: '#2980b9' },
    })
      .png()
      .toBuffer();
    const asPng = await upload(withPhoto, png, 'application/octet-stream');
    expect(asPng.statusCode, asPng.body).toBe(200);
    const stale = await upload(withPhoto, png, 'image/png');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errType).toBe('conflict');
    // A new photo from an older copy costs nothing: refused before it is made (issue 31 item 12).
    const files = await readdir(join(mediaDir, 'photos'));
    const unseen = await sharp({
      create: { width: 96, height: 96, channels: 3, background: '#27ae60' },
    })
      .jpeg()
      .toBuffer();
    const refused = await upload(withPhoto, unseen);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errType: 'conflict', current: { id: dish.id } });
    expect((await readdir(join(mediaDir, 'photos'))).sort()).toEqual(files.sort());

    const removed = await as(
      'pub-manager',
      'DELETE',
      `/menu/dishes/product/${dish.id}/photo?version=${asPng.json().version}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ hasPhoto: false, imageUrl: dish.imageUrl });
    expect((await storefront.card('product', dish.id)).json().img_elem).toBe(drawing);
  });

  it('what is not an image, a broken one or one over 15 MB is refused with its reason', async () => {
    const dish = await aDish(1, 5);
    const text = await upload(dish, Buffer.from('hello'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      errType: 'photoType',
      message: menuEditorMessages.photoType,
    });
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#27ae60' },
    })
      .jpeg()
      .toBuffer();
    const truncated = await upload(dish, jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(truncated.statusCode, truncated.body).toBe(400);
    expect(truncated.json()).toMatchObject({
      errType: 'photoBroken',
      message: menuEditorMessages.photoBroken,
    });
    const huge = await upload(dish, Buffer.alloc(16 * 1024 * 1024, 0xff));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      errType: 'payloadTooLarge',
      message: menuEditorMessages.photoTooLarge,
    });
    // JSON is no photo either
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/menu/dishes/product/${dish.id}/photo?version=${dish.version}`,
      headers: { authorization: `Bearer ${tokens['pub-manager']}` },
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await aDish(1, 5)).toEqual(dish);
    // the site's other calls keep their own answer to a large body
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/staff/menu/dishes',
      headers: { authorization: `Bearer ${tokens['pub-manager']}`, 'content-type': 'image/jpeg' },
      payload: Buffer.alloc(1024 * 1024),
    });
    expect(elsewhere.statusCode).toBe(413);
    expect(elsewhere.json().message).not.toBe(menuEditorMessages.photoTooLarge);
  });

  it('is a manager’s of the dish’s venue only', async () => {
    const dish = await aDish(1, 5);
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/menu/dishes/product/${dish.id}/photo?version=${dish.version}`,
      headers: { authorization: `Bearer ${tokens['sibumi-manager']}`, 'content-type': 'image/png' },
      payload: Buffer.from('refused for the venue'),
    });
    expect(answer.statusCode).toBe(403);
  });

  it('refuses a caller without a staff session at the headers, whatever the body', async () => {
    const dish = await aDish(1, 5);
    for (const authorization of [undefined, 'Bearer not-a-token']) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/api/staff/menu/dishes/product/${dish.id}/photo?version=${dish.version}`,
        headers: { 'content-type': 'image/jpeg', ...(authorization ? { authorization } : {}) },
        payload: Buffer.alloc(16 * 1024 * 1024),
      });
      // 401, not 413: the size limit is never reached, as the body is never read.
      expect(answer.statusCode).toBe(401);
      expect(answer.json().errType).toBe('staffUnauthorized');
    }
  });
});

describe('the menu with iiko', () => {
  it('is iiko’s: shown read-only, saying why; every write refused', async () => {
    const iiko = await startFakeIiko();
    const withIiko = await createTestApp(
      {
        ...fakeIikoEnv(iiko),
        MEDIA_DIR: mediaDir,
      },
      { now, adapters: { menuSource: keepSeededMenu } },
    );
    try {
      // an admin: every write of the editor, the special menus' too, is refused for the POS
      const { token } = await signedInStaff(withIiko, {
        login: 'iiko-admin',
        role: 'admin',
        venues: [],
      });
      const call = (method: Method, url: string, payload?: object) =>
        withIiko.app.inject({
          method,
          url: `/api/staff${url}`,
          headers: { authorization: `Bearer ${token}` },
          ...(payload ? { payload } : {}),
        });
      const menu = await call('GET', '/menu?venueId=1');
      expect(menu.statusCode).toBe(200);
      expect(menu.json().readOnly).toBe(MENU_FROM_POS);
      const category = menu.json().categories[0] as EditorCategory;
      const dish = category.dishes[0] as EditorDish;
      for (const answer of [
        await call('PUT', `/menu/dishes/product/${dish.id}`, edited(dish, { priceKopecks: 100 })),
        await call('POST', '/menu/dishes', newDish(category.id)),
        await call('POST', '/menu/specials', newSpecial({ url: 'iiko' })),
        await call('DELETE', `/menu/dishes/product/${dish.id}/photo?version=${dish.version}`),
      ]) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({ errType: 'posManaged', message: MENU_FROM_POS });
      }
    } finally {
      await withIiko.close();
      await iiko.close();
    }
  });
});
