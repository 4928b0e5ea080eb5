/**
 * Every staff call × role × venue (issue 31 item 2, decision 064): one row per back-office call
 * says the area it acts in and whether it concerns one venue, and builds a valid request for a
 * venue's own dish, category, booking, order or place. Each row is asked by an operator and a
 * manager of venue 1 and by an admin, for venue 1 and venue 2: where the contract's `can` says
 * no, the answer is 403; where it says yes, neither 401 nor 403. A staff route without a row (or
 * a row without its route) fails the test, so a new call is added here with its area.
 */

import type { StaffRole } from '@storefront/contract/staff';
import { can, type StaffArea } from '@storefront/contract/staff-permissions';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { routeCollector } from '../../testing/fuzz';
import { offerCreate } from '../../testing/offers';
import { placeCashOrder, withoutOptions } from '../../testing/orders';
import { STAFF_TEST_PASSWORD, signedInStaff } from '../../testing/staff';

type Venue = 1 | 2;
interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
interface Row {
  /** null: any signed-in member may make the call */
  area: StaffArea | null;
  /** whether the call concerns one venue (then it is asked for venue 1 and venue 2) */
  venueScoped: boolean;
  /** the route, when the row's name is a variant of it ("… (delivery)") */
  route?: string;
  /** the login call: no session at all */
  noSession?: boolean;
  /** a session of its own, signed in for this one request (the call ends it) */
  ownSession?: boolean;
  /** an event stream: the answer is taken as it opens */
  stream?: boolean;
  build(venue: Venue): Promise<Call> | Call;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
const registered: string[] = [];
const members: { login: string; role: StaffRole; venues: number[]; token: string }[] = [
  { login: 'matrix-operator', role: 'operator', venues: [1], token: '' },
  { login: 'matrix-manager', role: 'manager', venues: [1], token: '' },
  { login: 'matrix-admin', role: 'admin', venues: [], token: '' },
];
let adminToken = '';
const orderOf: Record<Venue, number> = { 1: 0, 2: 0 };
const bookingOf: Record<Venue, number> = { 1: 0, 2: 0 };
/** the place (of venues.ts) each venue's bookings and hours belong to */
const placeOf: Record<Venue, number> = { 1: 2, 2: 1 };
let made = 0;

beforeAll(async () => {
  const { routes, onRoute } = routeCollector();
  t = await createTestApp({}, { onRoute, now: () => vladivostok('2026-11-21T13:05') });
  for (const route of routes) {
    if (route.url.startsWith('/api/staff/')) registered.push(`${route.method} ${route.url}`);
  }
  for (const member of members) member.token = (await signedInStaff(t, member)).token;
  adminToken = (await signedInStaff(t, { login: 'matrix-setup', role: 'admin', venues: [] })).token;
  const dishes = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.available, true), withoutOptions()))
    .orderBy(asc(products.id));
  for (const venue of [1, 2] as const) {
    const dish = dishes.find((row) => row.venueId === venue && !row.costPerGram);
    if (!dish) throw new Error(`no dish of venue ${venue}`);
    orderOf[venue] = (await placeCashOrder(t.app, { dishIds: [dish.id], courier: true })).id;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      remoteAddress: `10.9.0.${venue}`,
      payload: {
        dataToSend: {
          name: 'Иван',
          surname: 'Петров',
          email: 'ivan@example.ru',
          phone: '+7(914) 12 34 567',
          time: '10/12/2026 В 19.30',
          place: placeOf[venue],
          guests: 2,
        },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    bookingOf[venue] = booked.json().id;
  }
  await t.app.outbox.runOnce();
}, 60_000);
afterAll(() => t?.close());

/** An admin's call, to read what a request is built from (and make what it may destroy). */
async function admin(method: Call['method'], url: string, payload?: unknown) {
  const answer = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${adminToken}` },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return answer.json();
}

/** An offer (no code: any number of them) of a venue, on its dishes, or the group's. */
const offerOf = (venue: Venue | null) =>
  offerCreate({
    title: 'Проверка прав',
    benefit: { kind: 'fixed', kopecks: 100_00 },
    scope: venue === null ? { kind: 'order' } : { kind: 'venues', venueIds: [venue] },
    venueId: venue,
    active: false,
  });

interface EditorDish {
  id: number;
  categoryId: number;
  version: number;
  sort: number;
  [field: string]: unknown;
}
interface EditorCategory {
  id: number;
  specialId: number | null;
  name: string;
  icon: string;
  makeMinutes: number | null;
  sort: number;
  version: number;
  dishes: EditorDish[];
}

async function menuOf(venue: Venue) {
  return (await admin('GET', `/api/staff/menu?venueId=${venue}`)) as {
    categories: EditorCategory[];
    specials: Record<string, unknown>[];
  };
}
async function ownCategories(venue: Venue) {
  return (await menuOf(venue)).categories.filter((category) => category.specialId === null);
}
/** A dish of the venue's own menu with neither sizes nor modifiers, as the editor lists it. */
async function dishOf(venue: Venue): Promise<EditorDish> {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.venueId, venue), withoutOptions()))
    .orderBy(asc(products.id))
    .limit(1);
  for (const category of await ownCategories(venue)) {
    const dish = category.dishes.find((one) => one.id === row?.id);
    if (dish) return dish;
  }
  throw new Error(`no dish of venue ${venue} in the editor`);
}
function dishFields(dish: EditorDish) {
  const { name, description, priceKopecks, weightGrams, proteins, fats, carbohydrates } = dish;
  const { calories, costPerGram, vatCode } = dish;
  return {
    name,
    description,
    priceKopecks,
    weightGrams,
    proteins,
    fats,
    carbohydrates,
    calories,
    costPerGram,
    vatCode,
  };
}
async function freshCategory(venue: Venue): Promise<EditorCategory> {
  made += 1;
  return admin('POST', '/api/staff/menu/categories', {
    venueId: venue,
    specialId: null,
    name: `Проверка ${made}`,
  });
}
async function freshDish(venue: Venue): Promise<EditorDish> {
  const category = await freshCategory(venue);
  return admin('POST', '/api/staff/menu/dishes', {
    categoryId: category.id,
    ...dishFields(await dishOf(venue)),
  });
}
async function freshMember(): Promise<{ id: number }> {
  made += 1;
  return admin('POST', '/api/staff/members', {
    login: `matrix-target-${made}`,
    name: 'Проверка',
    role: 'operator',
    venues: [1],
    password: STAFF_TEST_PASSWORD,
  });
}
async function zone() {
  const { zones } = (await admin('GET', '/api/staff/zones')) as {
    zones: Record<string, unknown>[];
  };
  const [first] = zones;
  if (!first) throw new Error('no zone in the demo data');
  const { id, name, feeKopecks, minOrderKopecks, freeFromKopecks, deliveryMinutes } = first;
  const { active, sort, version } = first;
  return {
    id,
    body: { name, feeKopecks, minOrderKopecks, freeFromKopecks, deliveryMinutes, active },
    sort,
    version,
  };
}
async function hoursOf(placeId: number) {
  const { places } = (await admin('GET', '/api/staff/opening-hours')) as {
    places: { placeId: number; days: unknown; version: number }[];
  };
  const place = places.find((one) => one.placeId === placeId);
  if (!place) throw new Error(`no hours of place ${placeId}`);
  return { days: place.days, version: place.version };
}

const TOTP = { password: STAFF_TEST_PASSWORD, code: '000000' };

const table: Record<string, Row> = {
  'POST /api/staff/login': {
    area: null,
    venueScoped: false,
    noSession: true,
    // the member's own login comes in at the call (see `ask`)
    build: () => ({ method: 'POST', url: '/api/staff/login' }),
  },
  'POST /api/staff/logout': {
    area: null,
    venueScoped: false,
    ownSession: true,
    build: () => ({ method: 'POST', url: '/api/staff/logout' }),
  },
  'GET /api/staff/me': {
    area: null,
    venueScoped: false,
    build: () => ({ method: 'GET', url: '/api/staff/me' }),
  },
  'POST /api/staff/totp/setup': {
    area: null,
    venueScoped: false,
    build: () => ({ method: 'POST', url: '/api/staff/totp/setup' }),
  },
  'POST /api/staff/totp/enable': {
    area: null,
    venueScoped: false,
    build: () => ({ method: 'POST', url: '/api/staff/totp/enable', payload: TOTP }),
  },
  'POST /api/staff/totp/disable': {
    area: null,
    venueScoped: false,
    build: () => ({ method: 'POST', url: '/api/staff/totp/disable', payload: TOTP }),
  },
  'POST /api/staff/reauth': {
    area: null,
    venueScoped: false,
    build: () => ({
      method: 'POST',
      url: '/api/staff/reauth',
      payload: { password: STAFF_TEST_PASSWORD },
    }),
  },
  'POST /api/staff/stream-ticket': {
    area: null,
    venueScoped: false,
    build: () => ({ method: 'POST', url: '/api/staff/stream-ticket' }),
  },
  'GET /api/staff/members': {
    area: 'staff',
    venueScoped: false,
    build: () => ({ method: 'GET', url: '/api/staff/members' }),
  },
  'POST /api/staff/members': {
    area: 'staff',
    venueScoped: false,
    build: () => {
      made += 1;
      return {
        method: 'POST',
        url: '/api/staff/members',
        payload: {
          login: `matrix-new-${made}`,
          name: 'Новый',
          role: 'operator',
          venues: [1],
          password: STAFF_TEST_PASSWORD,
        },
      };
    },
  },
  'PATCH /api/staff/members/:id': {
    area: 'staff',
    venueScoped: false,
    build: async () => ({
      method: 'PATCH',
      url: `/api/staff/members/${(await freshMember()).id}`,
      payload: { disabled: true },
    }),
  },
  'GET /api/staff/audit': {
    area: 'audit',
    venueScoped: false,
    build: () => ({ method: 'GET', url: '/api/staff/audit' }),
  },
  'GET /api/staff/bookings': {
    area: 'bookings',
    venueScoped: true,
    build: (venue) => ({
      method: 'GET',
      url: `/api/staff/bookings?date=2026-12-10&place=${placeOf[venue]}`,
    }),
  },
  'GET /api/staff/bookings (every place of theirs)': {
    route: 'GET /api/staff/bookings',
    area: 'bookings',
    venueScoped: false,
    build: () => ({ method: 'GET', url: '/api/staff/bookings?date=2026-12-10' }),
  },
  'GET /api/staff/bookings/events': {
    area: 'bookings',
    venueScoped: false,
    stream: true,
    build: () => ({ method: 'GET', url: '/api/staff/bookings/events' }),
  },
  'POST /api/staff/bookings/:id/:action': {
    area: 'bookings',
    venueScoped: true,
    build: (venue) => ({
      method: 'POST',
      url: `/api/staff/bookings/${bookingOf[venue]}/confirm`,
      payload: {},
    }),
  },
  'GET /api/staff/places/:place/capacity': {
    area: 'bookings',
    venueScoped: true,
    build: (venue) => ({ method: 'GET', url: `/api/staff/places/${placeOf[venue]}/capacity` }),
  },
  'PUT /api/staff/places/:place/capacity': {
    area: 'hoursAndZones',
    venueScoped: true,
    build: (venue) => ({
      method: 'PUT',
      url: `/api/staff/places/${placeOf[venue]}/capacity`,
      payload: { perSlot: null },
    }),
  },
  'GET /api/staff/stop-list': {
    area: 'stopList',
    venueScoped: true,
    build: (venue) => ({ method: 'GET', url: `/api/staff/stop-list?venueId=${venue}` }),
  },
  'POST /api/staff/stop-list/:kind/:id': {
    area: 'stopList',
    venueScoped: true,
    build: async (venue) => ({
      method: 'POST',
      url: `/api/staff/stop-list/product/${(await dishOf(venue)).id}`,
      payload: { available: true },
    }),
  },
  'GET /api/staff/menu': {
    area: 'menu',
    venueScoped: true,
    build: (venue) => ({ method: 'GET', url: `/api/staff/menu?venueId=${venue}` }),
  },
  'POST /api/staff/menu/categories': {
    area: 'menu',
    venueScoped: true,
    build: (venue) => ({
      method: 'POST',
      url: '/api/staff/menu/categories',
      payload: { venueId: venue, specialId: null, name: 'Новая' },
    }),
  },
  'PUT /api/staff/menu/categories/order': {
    area: 'menu',
    venueScoped: true,
    build: async (venue) => ({
      method: 'PUT',
      url: '/api/staff/menu/categories/order',
      payload: {
        venueId: venue,
        categories: (await ownCategories(venue)).map(({ id, version }) => ({ id, version })),
      },
    }),
  },
  'PUT /api/staff/menu/categories/:id': {
    area: 'menu',
    venueScoped: true,
    build: async (venue) => {
      const [category] = await ownCategories(venue);
      if (!category) throw new Error(`no category of venue ${venue}`);
      const { id, name, icon, sort, version } = category;
      return {
        method: 'PUT',
        url: `/api/staff/menu/categories/${id}`,
        payload: { name, icon, sort, version },
      };
    },
  },
  'DELETE /api/staff/menu/categories/:id': {
    area: 'menu',
    venueScoped: true,
    build: async (venue) => {
      const { id, version } = await freshCategory(venue);
      return { method: 'DELETE', url: `/api/staff/menu/categories/${id}?version=${version}` };
    },
  },
  'POST /api/staff/menu/dishes': {
    area: 'menu',
    venueScoped: true,
    build: async (venue) => {
      const dish = await dishOf(venue);
      return {
        method: 'POST',
        url: '/api/staff/menu/dishes',
        payload: { categoryId: dish.categoryId, ...dishFields(dish) },
      };
    },
  },
  'PUT /api/staff/menu/dishes/:kind/:id': {
    area: 'menu',
    venueScoped: true,
    build: async (venue) => {
      const dish = await dishOf(venue);
      return {
        method: 'PUT',
        url: `/api/staff/menu/dishes/product/${dish.id}`,
        payload: {
          categoryId: dish.categoryId,
          sort: dish.sort,
          version: dish.version,
          ...dishFields(dish),
        },
      };
    },
  },
  'PUT /api/staff/menu/dishes/:kind/:id/kitchen': {
    area: 'menu',
    venueScoped: true,
    build: async (venue) => {
      const dish = await dishOf(venue);
      return {
        method: 'PUT',
        url: `/api/staff/menu/dishes/product/${dish.id}/kitchen`,
        payload: {
          makeMinutes: dish.makeMinutes,
          leadHours: dish.leadHours,
          version: dish.version,
        },
      };
    },
  },
  'PUT /api/staff/menu/categories/:id/kitchen': {
    area: 'menu',
    venueScoped: true,
    build: async (venue) => {
      const [category] = await ownCategories(venue);
      if (!category) throw new Error(`no category of venue ${venue}`);
      return {
        method: 'PUT',
        url: `/api/staff/menu/categories/${category.id}/kitchen`,
        payload: { makeMinutes: category.makeMinutes, version: category.version },
      };
    },
  },
  'DELETE /api/staff/menu/dishes/:kind/:id': {
    area: 'menu',
    venueScoped: true,
    build: async (venue) => {
      const { id, version } = await freshDish(venue);
      return { method: 'DELETE', url: `/api/staff/menu/dishes/product/${id}?version=${version}` };
    },
  },
  'GET /api/staff/menu/dishes/product/:id/options': {
    area: 'menu',
    venueScoped: true,
    build: async (venue) => ({
      method: 'GET',
      url: `/api/staff/menu/dishes/product/${(await dishOf(venue)).id}/options`,
    }),
  },
  'PUT /api/staff/menu/dishes/product/:id/options': {
    area: 'menu',
    venueScoped: true,
    build: async (venue) => {
      const dish = await dishOf(venue);
      return {
        method: 'PUT',
        url: `/api/staff/menu/dishes/product/${dish.id}/options`,
        payload: { version: dish.version, sizes: [], groups: [] },
      };
    },
  },
  'PUT /api/staff/menu/dishes/:kind/:id/photo': {
    area: 'menu',
    venueScoped: true,
    build: async (venue) => {
      const dish = await dishOf(venue);
      return {
        method: 'PUT',
        url: `/api/staff/menu/dishes/product/${dish.id}/photo?version=${dish.version}`,
        // not a picture: past the rights, the photo store refuses it (415/400), no work done
        payload: Buffer.from('not a picture'),
        headers: { 'content-type': 'image/jpeg' },
      };
    },
  },
  'DELETE /api/staff/menu/dishes/:kind/:id/photo': {
    area: 'menu',
    venueScoped: true,
    build: async (venue) => {
      const { id, version } = await freshDish(venue);
      return {
        method: 'DELETE',
        url: `/api/staff/menu/dishes/product/${id}/photo?version=${version}`,
      };
    },
  },
  'POST /api/staff/menu/specials': {
    area: 'specials',
    venueScoped: false,
    build: () => {
      made += 1;
      return {
        method: 'POST',
        url: '/api/staff/menu/specials',
        payload: {
          name: 'Проверка',
          url: `matrix-${made}`,
          active: false,
          startsOn: null,
          endsOn: null,
        },
      };
    },
  },
  'PUT /api/staff/menu/specials/:id': {
    area: 'specials',
    venueScoped: false,
    build: async () => {
      const [special] = (await menuOf(1)).specials;
      if (!special) throw new Error('no special menu in the demo data');
      const { id, name, url, active, startsOn, endsOn, sort, version } = special;
      return {
        method: 'PUT',
        url: `/api/staff/menu/specials/${id}`,
        payload: { name, url, active, startsOn, endsOn, sort, version },
      };
    },
  },
  'GET /api/staff/menu-sync': {
    area: 'menuSync',
    venueScoped: false,
    build: () => ({ method: 'GET', url: '/api/staff/menu-sync' }),
  },
  'POST /api/staff/menu-sync': {
    area: 'menuSync',
    venueScoped: false,
    build: () => ({ method: 'POST', url: '/api/staff/menu-sync' }),
  },
  'GET /api/staff/zones': {
    area: 'hoursAndZones',
    venueScoped: false,
    build: () => ({ method: 'GET', url: '/api/staff/zones' }),
  },
  'POST /api/staff/zones': {
    area: 'groupDelivery',
    venueScoped: false,
    build: async () => {
      made += 1;
      const { body } = await zone();
      return {
        method: 'POST',
        url: '/api/staff/zones',
        payload: { ...body, name: `Зона ${made}`, active: false },
      };
    },
  },
  'PUT /api/staff/zones/:id': {
    area: 'groupDelivery',
    venueScoped: false,
    build: async () => {
      const { id, body, sort, version } = await zone();
      return { method: 'PUT', url: `/api/staff/zones/${id}`, payload: { ...body, sort, version } };
    },
  },
  'GET /api/staff/offers': {
    area: 'offers',
    venueScoped: false,
    build: () => ({ method: 'GET', url: '/api/staff/offers' }),
  },
  'POST /api/staff/offers': {
    area: 'offers',
    venueScoped: true,
    build: (venue) => ({ method: 'POST', url: '/api/staff/offers', payload: offerOf(venue) }),
  },
  'POST /api/staff/offers (the group’s)': {
    route: 'POST /api/staff/offers',
    area: 'groupOffers',
    venueScoped: false,
    build: () => ({ method: 'POST', url: '/api/staff/offers', payload: offerOf(null) }),
  },
  'PUT /api/staff/offers/:id': {
    area: 'offers',
    venueScoped: true,
    build: async (venue) => {
      const { id, version } = (await admin('POST', '/api/staff/offers', offerOf(venue))) as {
        id: number;
        version: number;
      };
      return {
        method: 'PUT',
        url: `/api/staff/offers/${id}`,
        payload: { ...offerOf(venue), version },
      };
    },
  },
  'POST /api/staff/points': {
    area: 'loyalty',
    venueScoped: false,
    build: async () => {
      // A guest's account to adjust (made once).
      await t.database.db
        .insert(users)
        .values({ phone: '79145550001', passwordHash: 'not used' })
        .onConflictDoNothing();
      return {
        method: 'POST',
        url: '/api/staff/points',
        payload: { phone: '+79145550001', points: 1, reason: 'Проверка прав' },
      };
    },
  },
  'GET /api/staff/loyalty-rules': {
    area: 'loyalty',
    venueScoped: false,
    build: () => ({ method: 'GET', url: '/api/staff/loyalty-rules' }),
  },
  'PUT /api/staff/loyalty-rules': {
    area: 'loyalty',
    venueScoped: false,
    build: async () => {
      const rules = (await admin('GET', '/api/staff/loyalty-rules')) as Record<string, unknown>;
      return { method: 'PUT', url: '/api/staff/loyalty-rules', payload: rules };
    },
  },
  'GET /api/staff/busy': {
    area: 'hoursAndZones',
    venueScoped: false,
    build: () => ({ method: 'GET', url: '/api/staff/busy' }),
  },
  'PUT /api/staff/busy/:venueId': {
    area: 'hoursAndZones',
    venueScoped: true,
    build: async (venue) => {
      const { venues } = (await admin('GET', '/api/staff/busy')) as {
        venues: { venueId: number; version: number }[];
      };
      const version = venues.find((one) => one.venueId === venue)?.version;
      return {
        method: 'PUT',
        url: `/api/staff/busy/${venue}`,
        payload: { extraMinutes: 0, ordersPaused: false, pauseMessage: '', version },
      };
    },
  },
  'GET /api/staff/kitchen': {
    area: 'hoursAndZones',
    venueScoped: false,
    build: () => ({ method: 'GET', url: '/api/staff/kitchen' }),
  },
  'PUT /api/staff/kitchen/:venueId': {
    area: 'hoursAndZones',
    venueScoped: true,
    build: async (venue) => {
      const { venues } = (await admin('GET', '/api/staff/kitchen')) as {
        venues: { venueId: number; version: number }[];
      };
      const version = venues.find((one) => one.venueId === venue)?.version;
      return {
        method: 'PUT',
        url: `/api/staff/kitchen/${venue}`,
        payload: { capacityMinutes: 60, preorderDays: 14, noticeMinutes: 60, version },
      };
    },
  },
  'GET /api/staff/dated-hours': {
    area: 'hoursAndZones',
    venueScoped: false,
    build: () => ({ method: 'GET', url: '/api/staff/dated-hours' }),
  },
  'PUT /api/staff/dated-hours/:placeId/:date': {
    area: 'hoursAndZones',
    venueScoped: true,
    build: (venue) => ({
      method: 'PUT',
      url: `/api/staff/dated-hours/${placeOf[venue]}/2026-12-31`,
      payload: { hours: null },
    }),
  },
  'PUT /api/staff/dated-hours/:placeId/:date (the courier’s)': {
    route: 'PUT /api/staff/dated-hours/:placeId/:date',
    area: 'groupDelivery',
    venueScoped: false,
    build: () => ({
      method: 'PUT',
      url: '/api/staff/dated-hours/0/2026-12-31',
      payload: { hours: null },
    }),
  },
  'DELETE /api/staff/dated-hours/:placeId/:date': {
    area: 'hoursAndZones',
    venueScoped: true,
    build: (venue) => ({
      method: 'DELETE',
      url: `/api/staff/dated-hours/${placeOf[venue]}/2026-12-30`,
    }),
  },
  'GET /api/staff/opening-hours': {
    area: 'hoursAndZones',
    venueScoped: false,
    build: () => ({ method: 'GET', url: '/api/staff/opening-hours' }),
  },
  'PUT /api/staff/opening-hours/:placeId': {
    area: 'hoursAndZones',
    venueScoped: true,
    build: async (venue) => ({
      method: 'PUT',
      url: `/api/staff/opening-hours/${placeOf[venue]}`,
      payload: await hoursOf(placeOf[venue]),
    }),
  },
  'PUT /api/staff/opening-hours/:placeId (the courier’s week)': {
    route: 'PUT /api/staff/opening-hours/:placeId',
    area: 'groupDelivery',
    venueScoped: false,
    build: async () => ({
      method: 'PUT',
      url: '/api/staff/opening-hours/0',
      payload: await hoursOf(0),
    }),
  },
  'GET /api/staff/orders': {
    area: 'orders',
    venueScoped: true,
    build: (venue) => ({ method: 'GET', url: `/api/staff/orders?venueId=${venue}` }),
  },
  'GET /api/staff/orders (every venue of theirs)': {
    route: 'GET /api/staff/orders',
    area: 'orders',
    venueScoped: false,
    build: () => ({ method: 'GET', url: '/api/staff/orders' }),
  },
  'POST /api/staff/orders/:orderId/venues/:venueId/:action': {
    area: 'orders',
    venueScoped: true,
    build: (venue) => ({
      method: 'POST',
      url: `/api/staff/orders/${orderOf[venue]}/venues/${venue}/accept`,
      payload: { minutes: 30 },
    }),
  },
  'GET /api/staff/orders/events': {
    area: 'orders',
    venueScoped: true,
    stream: true,
    build: (venue) => ({ method: 'GET', url: `/api/staff/orders/events?venueId=${venue}` }),
  },
};

/** The answer's status and errType; a stream that opened is taken as it opens. */
async function ask(row: Row, member: (typeof members)[number], venue: Venue) {
  const call = await row.build(venue);
  let token = member.token;
  if (row.ownSession) {
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { login: member.login, password: STAFF_TEST_PASSWORD },
    });
    token = signed.json().token;
  }
  const headers: Record<string, string> = { ...call.headers };
  if (!row.noSession) headers.authorization = `Bearer ${token}`;
  const payload = row.noSession
    ? { login: member.login, password: STAFF_TEST_PASSWORD }
    : call.payload;
  const response = await t.app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    payloadAsStream: true,
  });
  const stream = response.stream();
  if (
    row.stream &&
    response.statusCode === 200 &&
    String(response.headers['content-type']).startsWith('text/event-stream')
  ) {
    stream.destroy();
    return { status: 200, errType: undefined };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  const body = Buffer.concat(chunks).toString('utf8');
  let errType: string | undefined;
  try {
    errType = JSON.parse(body).errType;
  } catch {
    errType = undefined;
  }
  // enough of the answer to tell what it was, not a whole menu in the failure message
  return { status: response.statusCode, errType, body: body.slice(0, 300) };
}

describe('every staff call × role × venue', () => {
  it('has a row for every staff route, and a route for every row', () => {
    const rows = new Set(Object.entries(table).map(([name, row]) => row.route ?? name));
    expect(registered.filter((name) => !rows.has(name))).toEqual([]);
    expect([...rows].filter((name) => !registered.includes(name))).toEqual([]);
  });

  // The calls that end a session run last, each with a session of its own.
  const rows = Object.entries(table).sort(
    ([, a], [, b]) => Number(a.ownSession ?? false) - Number(b.ownSession ?? false),
  );
  it('answers each as the permission table says', { timeout: 60_000 }, async () => {
    const wrong: string[] = [];
    for (const [name, row] of rows) {
      const venues: (Venue | undefined)[] = row.venueScoped ? [1, 2] : [undefined];
      for (const member of members) {
        for (const venue of venues) {
          const allowed = row.area === null || can(member, row.area, venue);
          const { status, errType, body } = await ask(row, member, venue ?? 1);
          const where = `${name} as ${member.role} of venue 1${venue ? `, for venue ${venue}` : ''}`;
          // Allowed: past the rights — and past the schema and the lookup of the venue, or the
          // answer would say nothing about the rights (Fastify validates before the handler).
          if (allowed && ([401, 403, 404].includes(status) || errType === 'validation')) {
            wrong.push(`${where}: allowed, answered ${status} ${body}`);
          }
          if (!allowed && (status !== 403 || errType !== 'forbidden')) {
            wrong.push(`${where}: refused, answered ${status} ${body ?? ''}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
