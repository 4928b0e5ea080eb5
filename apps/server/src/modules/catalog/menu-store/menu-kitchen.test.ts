/**
 * The kitchen's times in the menu (issue 33 item 1): a category's make-minutes, a dish's own
 * make-minutes and lead hours, set with the editor's saves (POS=local) or alone
 * (…/kitchen, also with POS=iiko); bounds refused with the contract's words; a manager of another
 * venue refused; a stale copy refused with the row as it is; audited; and with POS=iiko a menu
 * import that rewrites the dish keeps what staff set.
 */
import { kitchenSettingsMessages } from '@storefront/contract/staff-kitchen';
import type { EditorCategory, EditorDish } from '@storefront/contract/staff-menu';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, categories, products } from '../../../db/schema';
import { createTestApp, keepSeededMenu } from '../../../testing/app';
import { fakeIikoEnv, startFakeIiko } from '../../../testing/fake-iiko';
import { signedInStaff } from '../../../testing/staff';
import { createMenuSync } from '../../menu-sync/menu-sync';
import type { ImportedDish, ImportedMenu } from './imported-menu';

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [login, role, venues] of [
    ['pub-manager', 'manager', [1]],
    ['sibumi-manager', 'manager', [2]],
  ] as const) {
    tokens[login] = (await signedInStaff(t, { login, role, venues: [...venues] })).token;
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (login: string, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    ...(payload ? { payload } : {}),
  });

async function pubMenu(): Promise<EditorCategory[]> {
  const answer = await as('pub-manager', 'GET', '/menu?venueId=1');
  expect(answer.statusCode).toBe(200);
  return (answer.json().categories as EditorCategory[]).filter((c) => c.specialId === null);
}

/** The dish's editable fields as the full save sends them. */
const dishBody = (dish: EditorDish) => ({
  categoryId: dish.categoryId,
  sort: dish.sort,
  version: dish.version,
  name: dish.name,
  description: dish.description,
  priceKopecks: dish.priceKopecks,
  weightGrams: dish.weightGrams,
  proteins: dish.proteins,
  fats: dish.fats,
  carbohydrates: dish.carbohydrates,
  calories: dish.calories,
  costPerGram: dish.costPerGram,
  vatCode: dish.vatCode,
});

const lastAudit = async () => {
  const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return entry;
};

describe('the editor’s saves (POS=local)', () => {
  it('reads none at first: make-minutes null, lead hours 0', async () => {
    const [category] = await pubMenu();
    expect(category?.makeMinutes).toBeNull();
    expect(category?.dishes[0]).toMatchObject({ makeMinutes: null, leadHours: 0 });
  });

  it('saves a dish’s make-minutes and lead hours, keeps them on a save that does not name them', async () => {
    const dish = (await pubMenu())[0]?.dishes[0] as EditorDish;
    const saved = await as('pub-manager', 'PUT', `/menu/dishes/product/${dish.id}`, {
      ...dishBody(dish),
      makeMinutes: 25,
      leadHours: 48,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ makeMinutes: 25, leadHours: 48 });
    expect(await lastAudit()).toMatchObject({
      action: 'menu.dish.update',
      before: { makeMinutes: null, leadHours: 0 },
      after: { makeMinutes: 25, leadHours: 48 },
    });
    const renamed = await as('pub-manager', 'PUT', `/menu/dishes/product/${dish.id}`, {
      ...dishBody(saved.json()),
      name: `${dish.name}!`,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ makeMinutes: 25, leadHours: 48 });
  });

  it('makes and edits a category with its make-minutes; null goes back to the default', async () => {
    const made = await as('pub-manager', 'POST', '/menu/categories', {
      venueId: 1,
      specialId: null,
      name: 'Торты',
      icon: 'cake',
      makeMinutes: 40,
    });
    expect(made.statusCode, made.body).toBe(201);
    const category = made.json() as EditorCategory;
    expect(category.makeMinutes).toBe(40);
    const cleared = await as('pub-manager', 'PUT', `/menu/categories/${category.id}`, {
      name: category.name,
      icon: 'cake',
      sort: category.sort,
      version: category.version,
      makeMinutes: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().makeMinutes).toBeNull();
  });

  it('refuses make-minutes and lead hours out of bounds, with the contract’s words', async () => {
    const dish = (await pubMenu())[0]?.dishes[1] as EditorDish;
    for (const [change, field, message] of [
      [{ makeMinutes: 0 }, 'makeMinutes', kitchenSettingsMessages.makeMinutes],
      [{ makeMinutes: 241 }, 'makeMinutes', kitchenSettingsMessages.makeMinutes],
      [{ leadHours: -1 }, 'leadHours', kitchenSettingsMessages.leadHours],
      [{ leadHours: 337 }, 'leadHours', kitchenSettingsMessages.leadHours],
    ] as const) {
      const answer = await as('pub-manager', 'PUT', `/menu/dishes/product/${dish.id}`, {
        ...dishBody(dish),
        ...change,
      });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().fields?.[field]).toBe(message);
      const alone = await as('pub-manager', 'PUT', `/menu/dishes/product/${dish.id}/kitchen`, {
        makeMinutes: null,
        leadHours: 0,
        version: dish.version,
        ...(change as object),
      });
      expect(alone.statusCode).toBe(400);
      expect(alone.json().fields?.[field]).toBe(message);
    }
  });
});

describe('the kitchen’s times alone: …/kitchen', () => {
  it('sets a dish’s times, audited; a stale copy gets 409 with the dish as it is', async () => {
    const dish = (await pubMenu())[1]?.dishes[0] as EditorDish;
    const url = `/menu/dishes/product/${dish.id}/kitchen`;
    const set = await as('pub-manager', 'PUT', url, {
      makeMinutes: 15,
      leadHours: 24,
      version: dish.version,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ makeMinutes: 15, leadHours: 24, version: dish.version + 1 });
    expect(await lastAudit()).toMatchObject({
      action: 'menu.dish.kitchen',
      subject: `product:${dish.id}`,
      after: { makeMinutes: 15, leadHours: 24 },
    });
    const stale = await as('pub-manager', 'PUT', url, {
      makeMinutes: 5,
      leadHours: 0,
      version: dish.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errType: 'conflict',
      current: { id: dish.id, makeMinutes: 15, leadHours: 24 },
    });
  });

  it('refuses a manager of another venue (403), for a dish and a category', async () => {
    const [category] = await pubMenu();
    const dish = category?.dishes[0] as EditorDish;
    const forDish = await as('sibumi-manager', 'PUT', `/menu/dishes/product/${dish.id}/kitchen`, {
      makeMinutes: 5,
      leadHours: 0,
      version: dish.version,
    });
    expect(forDish.statusCode).toBe(403);
    const forCategory = await as(
      'sibumi-manager',
      'PUT',
      `/menu/categories/${category?.id}/kitchen`,
      { makeMinutes: 5, version: category?.version },
    );
    expect(forCategory.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, dish.id));
    expect(row?.version).toBe(dish.version);
  });

  it('sets a category’s make-minutes', async () => {
    const [category] = await pubMenu();
    const answer = await as('pub-manager', 'PUT', `/menu/categories/${category?.id}/kitchen`, {
      makeMinutes: 12,
      version: category?.version,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().makeMinutes).toBe(12);
    const [row] = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.id, category?.id ?? 0));
    expect(row?.makeMinutes).toBe(12);
  });
});

describe('with POS=iiko', () => {
  const uuid = (n: number) => `00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`;
  const cake = (priceKopecks: number): ImportedDish => ({
    posId: uuid(21),
    categoryPosId: uuid(1),
    name: 'Наполеон',
    description: 'Слоёное тесто, крем',
    priceKopecks,
    weightGrams: 1200,
    perGram: false,
    nutrition: { proteins: 6, fats: 20, carbohydrates: 40, calories: 380 },
    sort: 1,
    imageUrls: [],
    sizes: [],
    modifierGroups: [],
    hidden: null,
  });
  const menuAt = (revision: number, priceKopecks: number): ImportedMenu => ({
    revision,
    categories: [{ posId: uuid(1), name: 'Торты', sort: 1, shown: true, imageUrl: null }],
    dishes: [cake(priceKopecks)],
  });

  it('lets staff set the kitchen’s times, and a menu import that rewrites the dish keeps them', async () => {
    const iiko = await startFakeIiko();
    const withIiko = await createTestApp(fakeIikoEnv(iiko), {
      adapters: { menuSource: keepSeededMenu },
    });
    try {
      const menus: ImportedMenu[] = [menuAt(100, 190_000), menuAt(101, 210_000)];
      const sync = createMenuSync({
        db: withIiko.database.db,
        source: { menu: async () => menus.shift() ?? null },
        venueIds: [3],
        log: { info: vi.fn(), warn: vi.fn() },
      });
      expect((await sync.syncAll())[0]).toMatchObject({ outcome: 'updated' });
      const { token } = await signedInStaff(withIiko, {
        login: 'pastry-manager',
        role: 'manager',
        venues: [3],
      });
      const call = (url: string, payload?: object) =>
        withIiko.app.inject({
          method: payload ? 'PUT' : 'GET',
          url: `/api/staff${url}`,
          headers: { authorization: `Bearer ${token}` },
          ...(payload ? { payload } : {}),
        });
      const editor = (await call('/menu?venueId=3')).json() as { categories: EditorCategory[] };
      const [imported] = await withIiko.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.iikoId, uuid(21)));
      const category = editor.categories.find((c) =>
        c.dishes.some((d) => d.id === imported?.id),
      ) as EditorCategory;
      const dish = category.dishes.find((d) => d.id === imported?.id) as EditorDish;
      const set = await call(`/menu/dishes/product/${dish.id}/kitchen`, {
        makeMinutes: 90,
        leadHours: 48,
        version: dish.version,
      });
      expect(set.statusCode, set.body).toBe(200);
      const setCategory = await call(`/menu/categories/${category.id}/kitchen`, {
        makeMinutes: 30,
        version: category.version,
      });
      expect(setCategory.statusCode, setCategory.body).toBe(200);

      expect((await sync.syncAll())[0]).toMatchObject({ outcome: 'updated', revision: 101 });
      const [row] = await withIiko.database.db
        .select()
        .from(products)
        .where(eq(products.id, dish.id));
      expect(row).toMatchObject({ priceKopecks: 210_000, makeMinutes: 90, leadHours: 48 });
      const [categoryRow] = await withIiko.database.db
        .select()
        .from(categories)
        .where(eq(categories.id, category.id));
      expect(categoryRow?.makeMinutes).toBe(30);
    } finally {
      await withIiko.close();
      await iiko.close();
    }
  });
});
