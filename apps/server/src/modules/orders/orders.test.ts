import { checkoutMessages } from '@storefront/contract/checkout';
import {
  DELIVERY_HOURS_ID,
  defaultDeliveryHours,
  deliveryHoursMessage,
} from '@storefront/contract/delivery-time';
import { errorMessages, errorResponseSchema } from '@storefront/contract/errors';
import { defaultOpeningHours } from '@storefront/contract/opening-hours';
import { createOrderResponseSchema, orderViewSchema } from '@storefront/contract/orders';
import { type MenuVenueId, pickupPlace } from '@storefront/contract/venues';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosAdapter } from '../../adapters/pos/pos';
import {
  categories,
  openingHours,
  orderEvents,
  orderLines,
  orders,
  outboxEvents,
  posTickets,
  products,
  specialProducts,
  specials,
  venues,
} from '../../db/schema';
import { stableUuid } from '../../lib/stable-uuid';
import { createTestApp, vladivostok } from '../../testing/app';
import { withoutOptions } from '../../testing/orders';
import { photoImage } from '../media/photos';
import { ticketIdFor } from './ticket-id';

let clock = vladivostok('2026-11-21T13:05');
let posDown = false;
const posCalls: string[] = [];
const pos: PosAdapter = {
  name: 'local',
  async submit(ticket) {
    posCalls.push(ticket.ticketId);
    if (posDown) throw new Error('POS unreachable');
    return { status: 'accepted', externalId: `ext-${ticket.ticketId}` };
  },
  async isAvailable() {
    return !posDown;
  },
};

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let dish: { id: number; price: number; venueId: number };
let otherVenueDish: { id: number; price: number; venueId: number };

beforeAll(async () => {
  t = await createTestApp({}, { adapters: { pos }, now: () => clock });
  const rows = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.available, true), withoutOptions()))
    .orderBy(products.id);
  const first = rows[0];
  const other = rows.find((row) => row.venueId !== first?.venueId);
  if (!first || !other) throw new Error('demo data missing');
  dish = { id: first.id, price: first.priceKopecks / 100, venueId: first.venueId };
  otherVenueDish = { id: other.id, price: other.priceKopecks / 100, venueId: other.venueId };
});
afterAll(() => t.close());

function pickupOrder(
  patch: Record<string, unknown> = {},
  metadataPatch: Record<string, unknown> = {},
) {
  return {
    emailSubscription: false,
    data: [
      {
        id: dish.id,
        img: '/x.svg',
        name: 'любое',
        guid: 'x',
        count: 2,
        // the price the guest was shown: the menu's (a stale one is refused, see order-guards)
        price: dish.price,
        summa: dish.price * 2,
        gramm: false,
        special: false,
      },
    ],
    metadata: {
      isServerOk: true,
      orderServiceType: 'DeliveryByClient',
      payment: 'CASH',
      phone: '+7(914) 12 34 567',
      customer: { name: 'Иван', surname: 'Петров', email: 'ivan@example.ru' },
      completeBefore: null,
      comment: '',
      deliveryPoint: null,
      deliveryZone: null,
      ...metadataPatch,
    },
    ...patch,
  };
}

const courier = {
  orderServiceType: 'DeliveryByCourier',
  deliveryPoint: {
    street: { name: 'Светланская', city: 'Владивосток' },
    house: '40Б',
    flat: '5',
    entrance: '1',
    floor: '3',
  },
  deliveryZone: 1,
};

/** A courier order to zone 1 (the delivery hours are the courier's). */
function courierOrder(metadataPatch: Record<string, unknown> = {}) {
  return pickupOrder({}, { ...courier, ...metadataPatch });
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/delivery', payload: body as object, headers });
}

async function orderCount() {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return row?.n ?? 0;
}

describe('POST /api/delivery', () => {
  it('places a pickup order at catalogue prices, ignoring the names sent', async () => {
    const response = await post(pickupOrder());
    expect(response.statusCode).toBe(201);
    const answer = createOrderResponseSchema.parse(response.json());
    expect(answer.sum).toBe(dish.price * 2);
    expect(answer.url).toMatch(new RegExp(`^/order/${answer.id}\\?key=[\\w-]{20,}$`));
    const [line] = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, answer.id));
    expect(line).toMatchObject({
      productId: dish.id,
      count: 2,
      priceKopecks: Math.round(dish.price * 100),
    });
    expect(line?.name).not.toBe('любое');
  });

  it('keeps the picture the dish had: its uploaded photo, else the generated one', async () => {
    const imageOfNewOrder = async () => {
      const answer = createOrderResponseSchema.parse((await post(pickupOrder())).json());
      const [line] = await t.database.db
        .select({ imageUrl: orderLines.imageUrl })
        .from(orderLines)
        .where(eq(orderLines.orderId, answer.id));
      return line?.imageUrl;
    };
    expect(await imageOfNewOrder()).toMatch(/^\/media\/products\/[0-9a-f-]{36}\.svg$/);
    const photo = '0123456789abcdef0123';
    await t.database.db.update(products).set({ photo }).where(eq(products.id, dish.id));
    try {
      expect(await imageOfNewOrder()).toBe(photoImage(photo).src);
    } finally {
      await t.database.db.update(products).set({ photo: null }).where(eq(products.id, dish.id));
    }
  });

  it('adds the delivery zone fee for courier delivery and stores the address', async () => {
    const response = await post(pickupOrder({}, courier));
    expect(response.statusCode).toBe(201);
    const answer = createOrderResponseSchema.parse(response.json());
    expect(answer.sum).toBe(dish.price * 2 + 350);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, answer.id));
    expect(order).toMatchObject({
      street: 'Светланская',
      house: '40Б',
      city: 'Владивосток',
      deliveryFeeKopecks: 35_000,
      phone: '+79141234567',
    });
  });

  it.each(['8 (914) 000-01-01', '+7 (914) 00 00 101', '79140000101', '9140000101'])(
    'keeps the phone %j as +79140000101',
    async (phone) => {
      const response = await post(pickupOrder({}, { phone }));
      expect(response.statusCode, response.body).toBe(201);
      const [order] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, response.json().id));
      expect(order?.phone).toBe('+79140000101');
    },
  );

  it('refuses a name, surname or street longer than the kitchens’ iiko keeps, writing nothing', async () => {
    const before = await orderCount();
    const long = `А${'а'.repeat(60)}`;
    for (const [patch, field, message] of [
      [{ customer: { name: long, surname: '' } }, 'name', checkoutMessages.nameTooLong],
      [{ customer: { name: 'Иван', surname: long } }, 'surname', checkoutMessages.surnameTooLong],
      [
        {
          deliveryPoint: { ...courier.deliveryPoint, street: { name: long, city: 'Владивосток' } },
        },
        'street',
        checkoutMessages.streetTooLong,
      ],
    ] as const) {
      const response = await post(courierOrder(patch));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errType, field).toBe('validation');
      expect(JSON.stringify(response.json()), field).toContain(message);
    }
    expect(await orderCount()).toBe(before);
  });

  it('accepts the older service type names', async () => {
    const response = await post(pickupOrder({}, { ...courier, orderServiceType: 'export2' }));
    expect(response.statusCode).toBe(201);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, response.json().id));
    expect(order?.serviceType).toBe('DeliveryByCourier');
  });

  const badInputs: [string, () => unknown, string][] = [
    [
      'no name',
      () => pickupOrder({}, { customer: { name: '', surname: '', email: null } }),
      'metadata.customer.name',
    ],
    [
      'a Latin name',
      () => pickupOrder({}, { customer: { name: 'Ivan', surname: '', email: null } }),
      'metadata.customer.name',
    ],
    ['a short phone', () => pickupOrder({}, { phone: '+7(914) 12' }), 'metadata.phone'],
    [
      'a bad e-mail',
      () => pickupOrder({}, { customer: { name: 'Иван', surname: '', email: 'ivan@' } }),
      'metadata.customer.email',
    ],
    ['an unknown payment', () => pickupOrder({}, { payment: 'CRYPTO' }), 'metadata.payment'],
    ['an unknown field', () => ({ ...pickupOrder(), extra: 1 }), '_'],
    ['no lines', () => pickupOrder({ data: [] }), 'data'],
    [
      'a zero count',
      () => pickupOrder({ data: [{ id: 1, special: false, count: 0 }] }),
      'data.0.count',
    ],
    [
      'a huge count',
      () => pickupOrder({ data: [{ id: 1, special: false, count: 1000 }] }),
      'data.0.count',
    ],
    [
      'courier without address',
      () => pickupOrder({}, { orderServiceType: 'DeliveryByCourier', deliveryZone: 1 }),
      'metadata.deliveryPoint',
    ],
    [
      'courier without zone',
      () => pickupOrder({}, { ...courier, deliveryZone: null }),
      'metadata.deliveryZone',
    ],
    [
      'an unknown zone',
      () => pickupOrder({}, { ...courier, deliveryZone: 99 }),
      'metadata.deliveryZone',
    ],
    [
      'pickup with an address',
      () => pickupOrder({}, { deliveryPoint: courier.deliveryPoint }),
      'metadata.deliveryPoint',
    ],
    [
      'a Latin street',
      () =>
        pickupOrder(
          {},
          {
            ...courier,
            deliveryPoint: {
              ...courier.deliveryPoint,
              street: { name: 'Main st', city: 'Владивосток' },
            },
          },
        ),
      'metadata.deliveryPoint.street.name',
    ],
    [
      'a malformed time',
      () => pickupOrder({}, { completeBefore: 'tomorrow' }),
      'metadata.completeBefore',
    ],
    [
      'a past slot',
      () => pickupOrder({}, { completeBefore: '2026-11-21 12:30:00.000' }),
      'metadata.completeBefore',
    ],
    [
      'an off-grid slot',
      () => pickupOrder({}, { completeBefore: '2026-11-21 13:15:00.000' }),
      'metadata.completeBefore',
    ],
    [
      // the kitchens take orders 14 days ahead (kitchenDefaults.preorderDays): the 15th is too far
      'a slot past the kitchens’ days ahead',
      () => pickupOrder({}, { completeBefore: '2026-12-06 12:00:00.000' }),
      'metadata.completeBefore',
    ],
  ];

  it.each(badInputs)(
    'refuses %s with 400 validation naming the field',
    async (_name, body, field) => {
      const before = await orderCount();
      const response = await post(body());
      expect(response.statusCode).toBe(400);
      const error = errorResponseSchema.parse(response.json());
      expect(error.errType).toBe('validation');
      expect(Object.keys(error.fields ?? {})).toContain(field);
      expect(await orderCount()).toBe(before);
    },
  );

  it('refuses "as soon as possible" outside delivery hours', async () => {
    clock = vladivostok('2026-11-21T21:00');
    try {
      const response = await post(courierOrder());
      expect(response.statusCode).toBe(400);
      expect(response.json().errType).toBe('deliveryTimeUnavailable');
      const slot = await post(courierOrder({ completeBefore: '2026-11-22 11:00:00.000' }));
      expect(slot.statusCode).toBe(201);
    } finally {
      clock = vladivostok('2026-11-21T13:05');
    }
  });

  describe('with the delivery week staff set', () => {
    /** 2026-11-21 is a Saturday: shortened to 14:00–18:00; Sunday without delivery. */
    const week = defaultDeliveryHours.map((day, index) =>
      index === 5 ? { opens: '14:00', closes: '18:00' } : index === 6 ? null : day,
    );
    beforeAll(async () => {
      // As the staff call stores it (opening-hours.test.ts covers the call itself).
      await t.database.db.insert(openingHours).values(
        week.map((day, index) => ({
          placeId: DELIVERY_HOURS_ID,
          weekday: index + 1,
          opens: day?.opens ?? null,
          closes: day?.closes ?? null,
        })),
      );
    });
    afterAll(async () => {
      await t.database.db.delete(openingHours).where(eq(openingHours.placeId, DELIVERY_HOURS_ID));
    });

    it('refuses a slot outside the shortened day with the day’s hours', async () => {
      const before = await orderCount();
      for (const slot of ['2026-11-21 13:30:00.000', '2026-11-21 18:00:00.000']) {
        const response = await post(courierOrder({ completeBefore: slot }));
        expect(response.statusCode, slot).toBe(400);
        expect(response.json()).toMatchObject({
          errType: 'deliveryTimeUnavailable',
          message:
            'В субботу доставка работает с 14:00 до 18:00. Пожалуйста, выберите время доставки',
        });
      }
      expect(await orderCount()).toBe(before);
      const inside = await post(courierOrder({ completeBefore: '2026-11-21 17:30:00.000' }));
      expect(inside.statusCode, inside.body).toBe(201);
    });

    it('refuses any time on a day without delivery', async () => {
      const slot = await post(courierOrder({ completeBefore: '2026-11-22 13:00:00.000' }));
      expect(slot.statusCode).toBe(400);
      expect(slot.json()).toMatchObject({
        errType: 'deliveryTimeUnavailable',
        message: deliveryHoursMessage(7, week),
      });
      clock = vladivostok('2026-11-22T13:00');
      try {
        const asap = await post(courierOrder());
        expect(asap.statusCode).toBe(400);
        expect(asap.json().message).toBe(
          'В воскресенье доставки нет. Пожалуйста, выберите время доставки на другой день',
        );
      } finally {
        clock = vladivostok('2026-11-21T13:05');
      }
    });

    it('refuses "as soon as possible" before the shortened day opens', async () => {
      // 13:05 on Saturday: 11:00–20:00 would have taken it.
      const response = await post(courierOrder());
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(deliveryHoursMessage(6, week));
      clock = vladivostok('2026-11-21T14:00');
      try {
        const open = await post(courierOrder());
        expect(open.statusCode, open.body).toBe(201);
      } finally {
        clock = vladivostok('2026-11-21T13:05');
      }
    });
  });

  it('says the usual hours when "as soon as possible" is refused by the default week', async () => {
    clock = vladivostok('2026-11-21T21:00');
    try {
      const response = await post(courierOrder());
      expect(response.json().message).toBe(errorMessages.deliveryTimeUnavailable);
    } finally {
      clock = vladivostok('2026-11-21T13:05');
    }
  });

  describe('for pickup', () => {
    /** the pastry shop's counter (place 3): 08:00–22:00 by default */
    const pastryDish = async () => {
      const [row] = await t.database.db
        .select()
        .from(products)
        .where(and(eq(products.venueId, 3), eq(products.available, true), withoutOptions()))
        .limit(1);
      if (!row) throw new Error('demo data missing');
      return { id: row.id, special: false, count: 1 };
    };

    it('takes the counters’ hours, not the courier’s', async () => {
      // 21:00: the courier has stopped, the gastropub's counter is open till 23:00.
      clock = vladivostok('2026-11-21T21:00');
      try {
        const late = await post(pickupOrder());
        expect(late.statusCode, late.body).toBe(201);
      } finally {
        clock = vladivostok('2026-11-21T13:05');
      }
      // 11:00 tomorrow: the courier would go, the gastropub opens at 12:00.
      const early = await post(pickupOrder({}, { completeBefore: '2026-11-22 11:00:00.000' }));
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({
        errType: 'deliveryTimeUnavailable',
        message: 'Самовывоз работает с 12:00 до 23:00. Пожалуйста, выберите время самовывоза',
      });
    });

    it('of an order collected at two counters, the hours both are open', async () => {
      const twoCounters = {
        data: [{ id: dish.id, special: false, count: 1 }, await pastryDish()],
      };
      // The pastry shop closes at 22:00: its 21:30 slot is the last, 22:00 is refused.
      const last = await post(
        pickupOrder(twoCounters, { completeBefore: '2026-11-21 21:30:00.000' }),
      );
      expect(last.statusCode, last.body).toBe(201);
      const after = await post(
        pickupOrder(twoCounters, { completeBefore: '2026-11-21 22:00:00.000' }),
      );
      expect(after.statusCode).toBe(400);
      expect(after.json().message).toBe(
        'Самовывоз работает с 12:00 до 22:00. Пожалуйста, выберите время самовывоза',
      );
    });

    it('follow a counter’s week as staff set it', async () => {
      const place = pickupPlace(dish.venueId as MenuVenueId);
      // The dish's counter closed on Sundays (2026-11-22).
      await t.database.db.insert(openingHours).values(
        defaultOpeningHours[place.id].map((day, index) => ({
          placeId: place.id,
          weekday: index + 1,
          opens: index === 6 ? null : (day?.opens ?? null),
          closes: index === 6 ? null : (day?.closes ?? null),
        })),
      );
      try {
        const sunday = await post(pickupOrder({}, { completeBefore: '2026-11-22 13:00:00.000' }));
        expect(sunday.statusCode).toBe(400);
        expect(sunday.json().message).toBe(
          'В воскресенье самовывоза нет. Пожалуйста, выберите время самовывоза на другой день',
        );
      } finally {
        await t.database.db.delete(openingHours).where(eq(openingHours.placeId, place.id));
      }
    });
  });

  it('answers unknown and stop-listed dishes with 409 naming them, writing nothing', async () => {
    await t.database.db
      .update(products)
      .set({ available: false })
      .where(eq(products.id, otherVenueDish.id));
    try {
      const before = await orderCount();
      const response = await post(
        pickupOrder({
          data: [
            { id: dish.id, special: false, count: 1 },
            { id: otherVenueDish.id, special: false, count: 1 },
            { id: 999_999, special: true, count: 1 },
          ],
        }),
      );
      expect(response.statusCode).toBe(409);
      const error = errorResponseSchema.parse(response.json());
      expect(error.errType).toBe('productUnavailable');
      expect(Object.keys(error.fields ?? {}).sort()).toEqual([
        `product:${otherVenueDish.id}`,
        'special:999999',
      ]);
      expect(await orderCount()).toBe(before);
    } finally {
      await t.database.db
        .update(products)
        .set({ available: true })
        .where(eq(products.id, otherVenueDish.id));
    }
  });

  it('sells a special menu’s dish only while its special shows', async () => {
    const [offer] = await t.database.db
      .select({ dishId: specialProducts.id, specialId: specials.id })
      .from(specialProducts)
      .innerJoin(categories, eq(categories.id, specialProducts.categoryId))
      .innerJoin(specials, eq(specials.id, categories.specialId))
      .where(eq(specialProducts.available, true))
      .limit(1);
    if (!offer) throw new Error('the demo data has a special dish');
    const order = () =>
      post(pickupOrder({ data: [{ id: offer.dishId, special: true, count: 1 }] }));
    const setSpecial = (values: Partial<typeof specials.$inferInsert>) =>
      t.database.db.update(specials).set(values).where(eq(specials.id, offer.specialId));
    try {
      expect((await order()).statusCode).toBe(201);
      // Over yesterday (Vladivostok), or switched off: no longer sold, and nothing written.
      await setSpecial({ endsOn: '2000-01-01' });
      const before = await orderCount();
      const ended = await order();
      expect(ended.statusCode).toBe(409);
      expect(Object.keys(errorResponseSchema.parse(ended.json()).fields ?? {})).toEqual([
        `special:${offer.dishId}`,
      ]);
      await setSpecial({ endsOn: null, active: false });
      expect((await order()).statusCode).toBe(409);
      expect(await orderCount()).toBe(before);
    } finally {
      await setSpecial({ endsOn: null, active: true });
    }
  });

  it('answers malformed bodies with 4xx errTypes', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/delivery',
      headers: { 'content-type': 'application/json' },
      payload: '{"data":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errType).toBe('invalidJson');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/delivery',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(70_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errType).toBe('payloadTooLarge');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/delivery',
      headers: { 'content-type': 'application/xml' },
      payload: '<order/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().errType).toBe('unsupportedMediaType');
  });

  it('returns the first answer for a repeated Idempotency-Key and makes one order', async () => {
    const headers = { 'idempotency-key': '6f1c3f8e-1111-4a5b-9c1d-000000000001' };
    const before = await orderCount();
    const first = await post(pickupOrder(), headers);
    const second = await post(pickupOrder(), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 1);
  });

  it('returns the first answer for a repeated key even after the dish went on the stop list', async () => {
    const headers = { 'idempotency-key': '6f1c3f8e-3333-4a5b-9c1d-000000000003' };
    const first = await post(pickupOrder(), headers);
    expect(first.statusCode).toBe(201);
    await t.database.db.update(products).set({ available: false }).where(eq(products.id, dish.id));
    try {
      const again = await post(pickupOrder(), headers);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      // a new key is refused: the dish is not sold now
      const fresh = await post(pickupOrder(), {
        'idempotency-key': '6f1c3f8e-4444-4a5b-9c1d-000000000004',
      });
      expect(fresh.statusCode).toBe(409);
    } finally {
      await t.database.db.update(products).set({ available: true }).where(eq(products.id, dish.id));
    }
  });

  it('makes one order from concurrent identical submissions', async () => {
    const headers = { 'idempotency-key': '6f1c3f8e-2222-4a5b-9c1d-000000000002' };
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(pickupOrder(), headers)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });
});

describe('GET /api/delivery/getOrder/{id}', () => {
  it('shows the order with its key and is a 404 otherwise', async () => {
    const placed = createOrderResponseSchema.parse((await post(pickupOrder({}, courier))).json());
    const ok = await t.app.inject(`/api/delivery${placed.url.replace('/order/', '/getOrder/')}`);
    expect(ok.statusCode).toBe(200);
    const view = orderViewSchema.parse(ok.json());
    expect(view).toMatchObject({
      id: placed.id,
      sum: placed.sum,
      deliveryFee: 350,
      status: 'new',
      payment: { method: 'CASH', status: 'notRequired' },
    });
    expect(view.items).toEqual([
      {
        id: dish.id,
        name: expect.any(String),
        count: 2,
        sum: dish.price * 2,
        costPerGram: false,
        declined: false,
      },
    ]);
    // Placed, not yet accepted: the guest may still cancel.
    expect(view.timeline.map((step) => step.status)).toEqual(['new']);
    expect(view.canCancel).toBe(true);
    for (const url of [
      `/api/delivery/getOrder/${placed.id}`,
      `/api/delivery/getOrder/${placed.id}?key=wrong`,
      '/api/delivery/getOrder/999999?key=x',
    ]) {
      const denied = await t.app.inject(url);
      expect(denied.statusCode, url).toBe(404);
      expect(denied.json().errType).toBe('notFound');
    }
  });
});

async function settle(paymentUrl: string, result: 'succeed' | 'fail') {
  const paymentId = new URL(paymentUrl).pathname.split('/').pop();
  await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${paymentId}/${result}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

function retry(id: number, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/delivery/${id}/retryPayment`, payload: body });
}

function payOnDelivery(id: number, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/delivery/${id}/payOnDelivery`, payload: body });
}

function eventsOf(orderId: number) {
  return t.database.db
    .select()
    .from(outboxEvents)
    .where(sql`${outboxEvents.payload}->>'orderId' = ${String(orderId)}`);
}

describe('online payment through the sandbox', () => {
  it('sends the guest to the test page and trusts only its confirmation', async () => {
    const placed = createOrderResponseSchema.parse(
      (await post(pickupOrder({}, { payment: 'ONLINE' }))).json(),
    );
    expect(placed.url).toMatch(/^http:\/\/shop\.test\/pay\/[\w-]+$/);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order?.paymentStatus).toBe('pending');
    // Nothing goes to the kitchen before the money is there.
    const early = await t.database.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'orderId' = ${String(placed.id)}`);
    expect(early).toEqual([]);

    const page = await t.app.inject(new URL(placed.url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ТЕСТОВЫЙ РЕЖИМ');

    // The return URL alone changes nothing.
    const returnUrl = `/api/delivery/getOrder/${placed.id}?key=${order?.accessKey}`;
    expect((await t.app.inject(returnUrl)).json().payment.status).toBe('pending');

    const paymentId = new URL(placed.url).pathname.split('/').pop();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${paymentId}/succeed`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://shop.test/order/${placed.id}?key=${order?.accessKey}`,
    );
    // A card payment is a hold until the venues accept (issue 13): the kitchens have the order.
    expect((await t.app.inject(returnUrl)).json().payment.status).toBe('held');

    // Repeating the confirmation is harmless: no second set of kitchen tickets.
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${paymentId}/fail`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect((await t.app.inject(returnUrl)).json().payment.status).toBe('held');
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'orderId' = ${String(placed.id)}`);
    expect(events.filter((e) => e.topic === 'pos.ticket')).toHaveLength(1);
  });

  it('keeps a declined order unsent; the guest pays again, for the same order', async () => {
    const placed = createOrderResponseSchema.parse(
      (await post(pickupOrder({}, { payment: 'ONLINE' }))).json(),
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    const key = order?.accessKey;
    await settle(placed.url, 'fail');
    const view = orderViewSchema.parse(
      (await t.app.inject(`/api/delivery/getOrder/${placed.id}?key=${key}`)).json(),
    );
    expect(view).toMatchObject({
      status: 'new',
      payment: { method: 'ONLINE', status: 'canceled' },
    });
    expect(await eventsOf(placed.id)).toEqual([]);

    // Without the key the order is not there.
    const stranger = await retry(placed.id, {});
    expect(stranger.statusCode).toBe(404);

    // Two clicks at once make one new payment, not two.
    const [first, second] = await Promise.all([
      retry(placed.id, { key }),
      retry(placed.id, { key }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const url = first.json().url as string;
    expect(second.json().url).toBe(url);
    expect(url).not.toBe(placed.url);
    expect(url).toMatch(/^http:\/\/shop\.test\/pay\/[\w-]+$/);

    // The declined payment's late word changes nothing.
    await settle(placed.url, 'fail');
    await settle(url, 'succeed');
    const paid = orderViewSchema.parse(
      (await t.app.inject(`/api/delivery/getOrder/${placed.id}?key=${key}`)).json(),
    );
    expect(paid).toMatchObject({ id: placed.id, payment: { status: 'held' } });
    expect((await eventsOf(placed.id)).filter((e) => e.topic === 'pos.ticket')).toHaveLength(1);

    // Paid: nothing more to pay.
    const again = await retry(placed.id, { key });
    expect(again.statusCode).toBe(409);
    expect(again.json().errType).toBe('orderNotPayable');
  });

  it('offers an abandoned (still pending) payment page again', async () => {
    const placed = createOrderResponseSchema.parse(
      (await post(pickupOrder({}, { payment: 'ONLINE' }))).json(),
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    const answer = await retry(placed.id, { key: order?.accessKey });
    expect(answer.json()).toEqual({ url: placed.url });
  });

  it('turns a declined order into payment to the courier and sends it to the kitchen', async () => {
    const placed = createOrderResponseSchema.parse(
      (await post(pickupOrder({}, { payment: 'ONLINE' }))).json(),
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    const key = order?.accessKey;
    // Not while the payment may still go through.
    expect((await payOnDelivery(placed.id, { key, payment: 'CASH' })).statusCode).toBe(409);
    await settle(placed.url, 'fail');
    expect((await payOnDelivery(placed.id, { key: 'wrong', payment: 'CASH' })).statusCode).toBe(
      404,
    );
    expect((await payOnDelivery(placed.id, { key, payment: 'ONLINE' })).statusCode).toBe(400);
    // Not to a kitchen that paused orders meanwhile (busy mode): nothing is sent.
    const pause = (ordersPaused: boolean) =>
      t.database.db.update(venues).set({ ordersPaused }).where(eq(venues.id, dish.venueId));
    await pause(true);
    try {
      const paused = await payOnDelivery(placed.id, { key, payment: 'CASH' });
      expect(paused.statusCode).toBe(409);
      expect(paused.json().errType).toBe('ordersPaused');
      expect(await eventsOf(placed.id)).toEqual([]);
    } finally {
      await pause(false);
    }

    const [first, second] = await Promise.all([
      payOnDelivery(placed.id, { key, payment: 'BNCUR' }),
      payOnDelivery(placed.id, { key, payment: 'BNCUR' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const view = orderViewSchema.parse((first.statusCode === 200 ? first : second).json());
    expect(view.payment).toMatchObject({
      method: 'BNCUR',
      status: 'notRequired',
      held: 0,
      captured: 0,
    });
    const events = await eventsOf(placed.id);
    expect(events.map((e) => e.topic).sort()).toEqual(['email.guest', 'email.venue', 'pos.ticket']);
    // The declined payment cannot come back to life.
    expect((await retry(placed.id, { key })).statusCode).toBe(409);
  });

  it('sends the guest back to the address they came from when PUBLIC_URL is not set', async () => {
    const open = await createTestApp({ PUBLIC_URL: '' }, { now: () => clock });
    try {
      const response = await open.app.inject({
        method: 'POST',
        url: '/api/delivery',
        payload: pickupOrder({}, { payment: 'ONLINE' }),
        headers: { host: '127.0.0.1:4321' },
      });
      const placed = createOrderResponseSchema.parse(response.json());
      expect(placed.url).toMatch(/^http:\/\/127\.0\.0\.1:4321\/pay\//);
      const paid = await open.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/${new URL(placed.url).pathname.split('/').pop()}/succeed`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: '127.0.0.1:4321' },
        payload: '',
      });
      expect(paid.headers.location).toMatch(
        new RegExp(`^http://127\\.0\\.0\\.1:4321/order/${placed.id}\\?key=`),
      );
      // A forged Host with more than a host name is not echoed into the address.
      const forged = await open.app.inject({
        method: 'POST',
        url: '/api/delivery',
        payload: pickupOrder({}, { payment: 'ONLINE' }),
        headers: { host: 'evil.test/x?' },
      });
      expect(createOrderResponseSchema.parse(forged.json()).url).toMatch(
        /^http:\/\/localhost:3000\/pay\//,
      );
    } finally {
      await open.close();
    }
  });
});

describe('the confirmation page tells what was ordered', () => {
  it('a courier order: address, slot, fee, who is called and written to', async () => {
    const placed = createOrderResponseSchema.parse(
      (
        await post(
          pickupOrder(
            { data: [{ id: dish.id, special: false, count: 1 }] },
            {
              ...courier,
              completeBefore: '2026-11-21 18:30:00.000',
              comment: 'Домофон 12\nБез звонка оператора',
              customer: { name: 'Иван' },
            },
          ),
        )
      ).json(),
    );
    const view = orderViewSchema.parse(
      (await t.app.inject(placed.url.replace('/order/', '/api/delivery/getOrder/'))).json(),
    );
    expect(view).toMatchObject({
      serviceType: 'DeliveryByCourier',
      completeBefore: '2026-11-21 18:30',
      address: 'Владивосток, Светланская, д. 40Б, подъезд 1, этаж 3, кв. 5',
      pickupPlaces: [],
      emailGiven: false,
      operatorCall: false,
      subtotal: dish.price,
    });
    expect(view.deliveryFee).toBeGreaterThan(0);
    expect(view.sum).toBe(view.subtotal + view.deliveryFee);
  });

  it("a pickup order: each venue's counter", async () => {
    const placed = createOrderResponseSchema.parse(
      (
        await post(
          pickupOrder({
            data: [
              { id: dish.id, special: false, count: 1 },
              { id: otherVenueDish.id, special: false, count: 1 },
            ],
          }),
        )
      ).json(),
    );
    const view = orderViewSchema.parse(
      (await t.app.inject(placed.url.replace('/order/', '/api/delivery/getOrder/'))).json(),
    );
    expect(view).toMatchObject({
      address: null,
      emailGiven: true,
      operatorCall: true,
      deliveryFee: 0,
    });
    expect(view.pickupPlaces).toHaveLength(2);
    expect(view.pickupPlaces.map((p) => p.street).every((s) => s.startsWith('ул. '))).toBe(true);
  });
});

describe('orders reach the kitchens and the guest', () => {
  it('splits an order into one ticket per venue, and letters go out', async () => {
    await t.app.outbox.runOnce(); // whatever earlier tests queued
    const placed = createOrderResponseSchema.parse(
      (
        await post(
          pickupOrder({
            data: [
              { id: dish.id, special: false, count: 1 },
              { id: otherVenueDish.id, special: false, count: 3 },
            ],
          }),
        )
      ).json(),
    );
    await t.app.outbox.runOnce();
    const tickets = await t.database.db
      .select()
      .from(posTickets)
      .where(eq(posTickets.orderId, placed.id));
    expect(tickets.map((ticket) => ticket.venueId).sort()).toEqual(
      [dish.venueId, otherVenueDish.venueId].sort(),
    );
    // Each kitchen has its ticket; the order is accepted when the venues accept them.
    expect(tickets.every((ticket) => ticket.status === 'sent')).toBe(true);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order?.status).toBe('new');
    // The POS order ids come from the order's random seed: nobody works them out from its number.
    for (const ticket of tickets) {
      expect(ticket.ticketId).toBe(
        ticketIdFor({ ticketSeed: order?.ticketSeed ?? '' }, ticket.venueId),
      );
      expect(ticket.ticketId).not.toBe(stableUuid(`pos-ticket:${placed.id}:${ticket.venueId}`));
    }
    const history = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.id));
    expect(history.map(({ subject, toStatus, actor }) => ({ subject, toStatus, actor }))).toEqual([
      { subject: 'ticket', toStatus: 'sent', actor: 'pos' },
      { subject: 'ticket', toStatus: 'sent', actor: 'pos' },
    ]);
    const number = String(placed.id).padStart(7, '0');
    const letters = t.app.devMailbox.list().filter((entry) => entry.subject?.includes(number));
    expect(letters.map((letter) => letter.to).sort()).toEqual(
      [
        'ivan@example.ru',
        ...[dish.venueId, otherVenueDish.venueId].map(
          (v) =>
            ({ 1: 'gastropub', 2: 'sibumi', 3: 'bistro' })[v as 1 | 2 | 3] +
            '@pogranichnaya14.example',
        ),
      ].sort(),
    );
    expect(letters.find((letter) => letter.to === 'ivan@example.ru')?.text).toContain(
      `Итого: ${placed.sum.toLocaleString('ru-RU').replace(/\s/g, ' ')}`,
    );
    // A pickup order says where it is collected, to the guest and to each venue.
    const guest = letters.find((letter) => letter.to === 'ivan@example.ru')?.text ?? '';
    expect(guest).toContain('Самовывоз:');
    expect(guest).toContain('Оплата: наличными при получении');
    expect(guest).toContain('Оператор свяжется с вами');
    for (const venueLetter of letters.filter((letter) => letter.to !== 'ivan@example.ru')) {
      expect(venueLetter.text).toContain('Самовывоз:');
      expect(venueLetter.text).toContain('ул. Пограничная');
      expect(venueLetter.text).not.toContain('Общая доставка');
      expect(venueLetter.text).toContain('Гость заберёт также заказ из');
    }
  });

  it('keeps orders while the POS is down and delivers each exactly once when it is back', async () => {
    await t.app.outbox.runOnce();
    posDown = true;
    const placed = await Promise.all(
      [1, 2, 3].map(
        async () => createOrderResponseSchema.parse((await post(pickupOrder())).json()).id,
      ),
    );
    expect((await t.app.inject('/api/checkConnection')).json()).toEqual({ isServerOk: false });
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    const waiting = await t.database.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.topic} = 'pos.ticket' and ${outboxEvents.processedAt} is null`);
    expect(waiting.length).toBe(3);
    expect(
      waiting.every((event) => event.attempts === 1 && event.lastError === 'POS unreachable'),
    ).toBe(true);

    posDown = false;
    posCalls.length = 0;
    // The backoff has passed.
    await t.database.db
      .update(outboxEvents)
      .set({ nextAttemptAt: new Date(0) })
      .where(sql`${outboxEvents.processedAt} is null`);
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    const tickets = await t.database.db
      .select()
      .from(posTickets)
      .where(
        sql`${posTickets.orderId} in (${sql.join(
          placed.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(tickets).toHaveLength(3);
    expect(new Set(posCalls).size).toBe(posCalls.length);
    expect(posCalls).toHaveLength(3);
  });
});
