/**
 * A dish's sizes and modifier groups in the menu editor (decision 054): read as the seed made
 * them, saved as a whole list with saved entries kept under their ids, the storefront's card and
 * an order's price following at once; a stale copy, broken rules, another dish's ids, another
 * venue's manager and POS=iiko refused, and nothing half-saved.
 */
import { productCardSchema, venueMenuSchema } from '@storefront/contract/catalog';
import type { StaffRole } from '@storefront/contract/staff';
import {
  type DishOptionsResponse,
  dishOptionsMessages,
} from '@storefront/contract/staff-dish-options';
import { MENU_FROM_POS } from '@storefront/contract/staff-menu';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  modifierGroups,
  modifierOptions,
  productSizes,
  products,
} from '../../../db/schema';
import { createTestApp, keepSeededMenu, vladivostok } from '../../../testing/app';
import { fakeIikoEnv, startFakeIiko } from '../../../testing/fake-iiko';
import { signedInStaff } from '../../../testing/staff';

const now = () => vladivostok('2026-11-21T13:05');
let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
/** the roll's option the editor deleted (a basket may still name it) */
let deletedOptionId = 0;

async function member(login: string, role: StaffRole, venues: number[]) {
  tokens[login] = (await signedInStaff(t, { login, role, venues })).token;
}

beforeAll(async () => {
  t = await createTestApp({}, { now });
  await member('sibumi-manager', 'manager', [2]);
  await member('pub-manager', 'manager', [1]);
  await member('sibumi-operator', 'operator', [2]);
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT';
const as = (login: string, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    ...(payload ? { payload } : {}),
  });
const optionsUrl = (id: number) => `/menu/dishes/product/${id}/options`;

/** A seeded roll of Sibumi's (venue 2): two sizes and a group of three sauces. */
async function seededRoll(name: string) {
  const [row] = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.venueId, 2), eq(products.name, name)));
  if (!row) throw new Error(`no ${name}`);
  return row;
}

async function optionsOf(id: number, login = 'sibumi-manager'): Promise<DishOptionsResponse> {
  const answer = await as(login, 'GET', optionsUrl(id));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** The PUT body for the options as read, with the dish's version. */
const body = (read: DishOptionsResponse, changes: object = {}) => ({
  version: read.dish.version,
  sizes: read.sizes,
  groups: read.groups,
  ...changes,
});

async function storefrontCard(id: number) {
  const answer = await t.app.inject(`/api/product/${id}`);
  expect(answer.statusCode).toBe(200);
  return productCardSchema.parse(answer.json());
}

describe('a dish’s sizes and modifiers', () => {
  it('reads the seeded roll’s: its sizes, its sauces, the dish with its version', async () => {
    const roll = await seededRoll('Филадельфия');
    const answer = await as('sibumi-manager', 'GET', optionsUrl(roll.id));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const read = answer.json() as DishOptionsResponse;
    expect(read.dish).toMatchObject({ kind: 'product', id: roll.id, version: roll.version });
    expect(
      read.sizes.map(({ name, priceKopecks, isDefault }) => [name, priceKopecks, isDefault]),
    ).toEqual([
      ['4 шт', 38_000, false],
      ['8 шт', 69_000, true],
    ]);
    expect(read.groups).toEqual([
      expect.objectContaining({
        name: 'Соусы и добавки',
        minAmount: 0,
        maxAmount: 6,
        required: false,
        freeOfChargeAmount: 1,
      }),
    ]);
    expect(read.groups[0]?.options.map((option) => option.name)).toEqual([
      'Соевый соус',
      'Васаби',
      'Имбирь',
    ]);
    // the card the storefront shows has the same ids
    const card = await storefrontCard(roll.id);
    expect(card.options?.sizes.map((size) => size.id)).toEqual(read.sizes.map((size) => size.id));
  });

  it('adds a size and an option, renames keeping the ids, deletes one; the storefront follows', async () => {
    const roll = await seededRoll('Филадельфия');
    const read = await optionsOf(roll.id);
    const [four, eight] = read.sizes;
    const [sauces] = read.groups;
    const [soy, wasabi, ginger] = sauces?.options ?? [];
    if (!four || !eight || !sauces || !soy || !wasabi || !ginger) throw new Error('no seed');

    const saved = await as(
      'sibumi-manager',
      'PUT',
      optionsUrl(roll.id),
      body(read, {
        sizes: [
          { ...four, name: '4 кусочка' },
          { ...eight, isDefault: false },
          { name: '12 шт', priceKopecks: 99_000, isDefault: true },
        ],
        groups: [
          {
            ...sauces,
            name: 'Соусы',
            options: [
              { ...soy, priceKopecks: 2_500 },
              wasabi,
              {
                name: 'Кунжутный соус',
                priceKopecks: 4_000,
                minAmount: 0,
                maxAmount: 2,
                defaultAmount: 0,
                freeOfChargeAmount: 0,
              },
            ],
          },
        ],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as DishOptionsResponse;
    expect(after.dish).toMatchObject({ version: read.dish.version + 1, priceKopecks: 99_000 });
    expect(after.sizes.slice(0, 2)).toEqual([
      { ...four, name: '4 кусочка' },
      { ...eight, isDefault: false },
    ]);
    expect(after.sizes[2]).toMatchObject({ name: '12 шт', priceKopecks: 99_000, isDefault: true });
    expect(after.groups[0]?.id).toBe(sauces.id);
    expect(after.groups[0]?.options.map((option) => [option.id, option.name])).toEqual([
      [soy.id, 'Соевый соус'],
      [wasabi.id, 'Васаби'],
      [expect.any(Number), 'Кунжутный соус'],
    ]);
    expect(after).toEqual(await optionsOf(roll.id));
    deletedOptionId = ginger.id;
    // the deleted option is gone from the database; the new rows have ids of their own for a POS
    expect(
      await t.database.db.select().from(modifierOptions).where(eq(modifierOptions.id, ginger.id)),
    ).toEqual([]);
    const [newSize] = await t.database.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.id, after.sizes[2]?.id ?? 0));
    expect(newSize?.posId).toMatch(/^[0-9a-f-]{36}$/);

    // the storefront's card, its choice's price and the menu's price: at once
    const card = await storefrontCard(roll.id);
    expect(card.options?.sizes).toEqual([
      { id: four.id, name: '4 кусочка', priceKopecks: 38_000, isDefault: false },
      { id: eight.id, name: '8 шт', priceKopecks: 69_000, isDefault: false },
      { id: after.sizes[2]?.id, name: '12 шт', priceKopecks: 99_000, isDefault: true },
    ]);
    expect(card.options?.groups[0]?.options.map((option) => option.name)).toEqual([
      'Соевый соус',
      'Васаби',
      'Кунжутный соус',
    ]);
    const menu = venueMenuSchema.parse((await t.app.inject('/api/test/2')).json());
    expect(
      menu.flatMap((category) => category.products).find((dish) => dish.id === roll.id),
    ).toMatchObject({ prise: 990 });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'menu.dish.options'), eq(auditLog.subject, `product:${roll.id}`)),
      )
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      before: { name: 'Филадельфия', priceKopecks: 69_000 },
      after: { priceKopecks: 99_000 },
    });

    // the dish's own editor keeps the price its default size gives
    const dishSaved = await as('sibumi-manager', 'PUT', `/menu/dishes/product/${roll.id}`, {
      categoryId: after.dish.categoryId,
      sort: after.dish.sort,
      version: after.dish.version,
      name: after.dish.name,
      description: after.dish.description,
      priceKopecks: 12_300,
      weightGrams: after.dish.weightGrams,
      proteins: after.dish.proteins,
      fats: after.dish.fats,
      carbohydrates: after.dish.carbohydrates,
      calories: after.dish.calories,
      costPerGram: after.dish.costPerGram,
      vatCode: after.dish.vatCode,
    });
    expect(dishSaved.statusCode, dishSaved.body).toBe(200);
    expect(dishSaved.json().priceKopecks).toBe(99_000);
  });

  it('an order prices the new size and option as the card does; a deleted one is gone', async () => {
    const roll = await seededRoll('Филадельфия');
    const read = await optionsOf(roll.id);
    const twelve = read.sizes.find((size) => size.name === '12 шт');
    const [sauces] = read.groups;
    const soy = sauces?.options.find((option) => option.name === 'Соевый соус');
    const sesame = sauces?.options.find((option) => option.name === 'Кунжутный соус');
    if (!twelve || !soy || !sesame) throw new Error('not saved');
    const order = (choice: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/delivery',
        payload: {
          emailSubscription: false,
          data: [{ id: roll.id, special: false, count: 1, choice }],
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
    const placed = await order({
      sizeId: twelve.id,
      modifiers: [
        { optionId: soy.id, amount: 2 },
        { optionId: sesame.id, amount: 1 },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // 12 pieces 990 ₽, two soy sauces at 25 ₽ (one of the group's portions free), sesame 40 ₽
    expect(placed.json().sum).toBe(990 + 25 + 40);
    const gone = await order({
      sizeId: twelve.id,
      modifiers: [{ optionId: deletedOptionId, amount: 1 }],
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().errType).toBe('validation');
  });

  it('takes every size and group away, and gives them again', async () => {
    const roll = await seededRoll('Спайси ролл с тунцом');
    const read = await optionsOf(roll.id);
    const cleared = await as(
      'sibumi-manager',
      'PUT',
      optionsUrl(roll.id),
      body(read, { sizes: [], groups: [] }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ sizes: [], groups: [] });
    expect(
      await t.database.db
        .select()
        .from(modifierGroups)
        .where(eq(modifierGroups.productId, roll.id)),
    ).toEqual([]);
    expect((await storefrontCard(roll.id)).options).toBeUndefined();

    const again = await as('sibumi-manager', 'PUT', optionsUrl(roll.id), {
      version: (cleared.json() as DishOptionsResponse).dish.version,
      sizes: [{ name: 'Один размер', priceKopecks: 45_000, isDefault: true }],
      groups: [
        {
          name: 'Острота',
          minAmount: 1,
          maxAmount: 1,
          required: true,
          freeOfChargeAmount: 0,
          options: ['Не острый', 'Острый'].map((name) => ({
            name,
            priceKopecks: 0,
            minAmount: 0,
            maxAmount: 1,
            defaultAmount: 0,
            freeOfChargeAmount: 0,
          })),
        },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    const card = await storefrontCard(roll.id);
    expect(card.options?.groups[0]).toMatchObject({ name: 'Острота', required: true });
  });

  it('refuses a save made from an older copy, with the options as they are now', async () => {
    const roll = await seededRoll('Запечённый ролл с гребешком');
    const read = await optionsOf(roll.id);
    const first = await as(
      'sibumi-manager',
      'PUT',
      optionsUrl(roll.id),
      body(read, { sizes: read.sizes.map((size) => ({ ...size, name: `${size.name}.` })) }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const stale = await as(
      'sibumi-manager',
      'PUT',
      optionsUrl(roll.id),
      body(read, { groups: [] }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errType: 'conflict',
      current: { dish: { version: read.dish.version + 1 }, groups: read.groups },
    });
    expect(stale.json().current.sizes[0].name).toMatch(/\.$/);
    // nothing of the stale save was kept
    expect((await optionsOf(roll.id)).groups).toEqual(read.groups);
  });

  it('refuses broken rules and another dish’s ids with their messages, saving nothing', async () => {
    const roll = await seededRoll('Филадельфия');
    const other = await seededRoll('Запечённый ролл с гребешком');
    const read = await optionsOf(roll.id);
    const foreign = await optionsOf(other.id);
    const cases: [object, string, string][] = [
      [
        { sizes: read.sizes.map((size) => ({ ...size, isDefault: false })) },
        'sizes',
        dishOptionsMessages.oneDefaultSize,
      ],
      [
        { groups: read.groups.map((group) => ({ ...group, required: true, minAmount: 0 })) },
        'groups.0.minAmount',
        dishOptionsMessages.requiredMin,
      ],
      [
        { groups: read.groups.map((group) => ({ ...group, freeOfChargeAmount: 50 })) },
        'groups.0.freeOfChargeAmount',
        dishOptionsMessages.freeAboveMax,
      ],
      [
        { sizes: [{ ...read.sizes[0], name: '  ' }, ...read.sizes.slice(1)] },
        'sizes.0.name',
        dishOptionsMessages.name,
      ],
      [
        { sizes: [...read.sizes, { ...foreign.sizes[0], name: 'Чужой', isDefault: false }] },
        `sizes.${read.sizes.length}.id`,
        dishOptionsMessages.foreignId,
      ],
      [
        {
          groups: read.groups.map((group) => ({
            ...group,
            options: [...group.options, { ...foreign.groups[0]?.options[0], name: 'Чужой' }],
          })),
        },
        `groups.0.options.${read.groups[0]?.options.length}.id`,
        dishOptionsMessages.foreignId,
      ],
    ];
    for (const [changes, field, message] of cases) {
      const answer = await as('sibumi-manager', 'PUT', optionsUrl(roll.id), body(read, changes));
      expect(answer.statusCode, JSON.stringify(changes)).toBe(400);
      expect(answer.json()).toMatchObject({ errType: 'validation', fields: { [field]: message } });
    }
    expect(await optionsOf(roll.id)).toEqual(read);
    expect(await optionsOf(other.id)).toEqual(foreign);
  });

  it('is the dish’s venue’s managers’ only; a special dish has none', async () => {
    const roll = await seededRoll('Филадельфия');
    const read = await optionsOf(roll.id);
    for (const answer of [
      await as('pub-manager', 'GET', optionsUrl(roll.id)),
      await as('pub-manager', 'PUT', optionsUrl(roll.id), body(read, { groups: [] })),
      await as('sibumi-operator', 'PUT', optionsUrl(roll.id), body(read, { groups: [] })),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().errType).toBe('forbidden');
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/staff${optionsUrl(roll.id)}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await as('sibumi-manager', 'GET', optionsUrl(999_999))).statusCode).toBe(404);
    expect((await as('sibumi-manager', 'GET', '/menu/dishes/special/1/options')).statusCode).toBe(
      404,
    );
    expect(await optionsOf(roll.id)).toEqual(read);
  });
});

describe('with iiko', () => {
  it('shows the options and refuses to save them', async () => {
    const iiko = await startFakeIiko();
    const withIiko = await createTestApp(
      {
        ...fakeIikoEnv(iiko),
      },
      { now, adapters: { menuSource: keepSeededMenu } },
    );
    try {
      const { token } = await signedInStaff(withIiko, {
        login: 'iiko-manager',
        role: 'manager',
        venues: [2],
      });
      const [roll] = await withIiko.database.db
        .select()
        .from(products)
        .where(and(eq(products.venueId, 2), eq(products.name, 'Филадельфия')));
      if (!roll) throw new Error('no roll');
      const call = (method: Method, payload?: object) =>
        withIiko.app.inject({
          method,
          url: `/api/staff${optionsUrl(roll.id)}`,
          headers: { authorization: `Bearer ${token}` },
          ...(payload ? { payload } : {}),
        });
      const read = await call('GET');
      expect(read.statusCode, read.body).toBe(200);
      const refused = await call('PUT', body(read.json(), { groups: [] }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ errType: 'posManaged', message: MENU_FROM_POS });
      expect((await call('GET')).json()).toEqual(read.json());
    } finally {
      await withIiko.close();
      await iiko.close();
    }
  });
});
