/**
 * A venue without a POS runs its part of the order from the ticket letter's buttons (issue 12
 * item 6): the page behind a link changes nothing, its form acts once, through the lifecycle.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, posTickets, products, venueActionLinks } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { placeCashOrder } from '../../testing/orders';
import { FINAL_PRICE_MESSAGE, parseFinalPrices } from './venue-action-routes';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => vladivostok('2026-11-21T13:05') });
});
afterAll(() => t.close());

/** A courier order from the gastropub; the links of its ticket letter, by button label. */
async function orderWithLetter(dishIds: number[] = [1]) {
  const { id: orderId } = await placeCashOrder(t.app, { dishIds, count: 2, courier: true });
  await t.app.outbox.runOnce();
  const number = String(orderId).padStart(7, '0');
  const letter = t.app.devMailbox
    .list()
    .find((entry) => entry.subject?.includes(number) && entry.to.includes('gastropub'));
  const links = Object.fromEntries(
    [...(letter?.text ?? '').matchAll(/^(.+): http:\/\/shop\.test(\/venue-actions\/\S+)$/gm)].map(
      (match) => [match[1], match[2] ?? ''],
    ),
  );
  return { orderId, links };
}

const ticketOf = async (orderId: number) =>
  (await t.database.db.select().from(posTickets).where(eq(posTickets.orderId, orderId)))[0];
const orderOf = async (orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe('the ticket letter’s buttons', () => {
  it('offer each step of a courier order', async () => {
    const { links } = await orderWithLetter();
    expect(Object.keys(links)).toEqual([
      'Принять',
      'Готовится',
      'Готов / передан курьеру',
      'Отклонить',
    ]);
  });

  it('open a page that changes nothing (mail scanners fetch links), whose button acts once', async () => {
    const { orderId, links } = await orderWithLetter();
    const accept = links['Принять'] ?? '';
    for (let i = 0; i < 2; i++) {
      const shown = await t.app.inject(accept);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toContain('text/html');
      expect(shown.body).toContain('<button type="submit">Принять</button>');
    }
    expect((await ticketOf(orderId))?.status).toBe('sent');

    const acted = await t.app.inject({ method: 'POST', url: accept });
    expect(acted.statusCode).toBe(200);
    expect(acted.body).toContain('Заказ принят');
    expect((await ticketOf(orderId))?.status).toBe('accepted');
    expect((await orderOf(orderId))?.status).toBe('accepted');

    const replayed = await t.app.inject({ method: 'POST', url: accept });
    expect(replayed.statusCode).toBe(410);
    expect((await t.app.inject(accept)).statusCode).toBe(410);
  });

  it('walk the order to the courier; a step already passed changes nothing', async () => {
    const { orderId, links } = await orderWithLetter();
    await t.app.inject({ method: 'POST', url: links['Готовится'] ?? '' });
    expect((await orderOf(orderId))?.status).toBe('cooking');
    await t.app.inject({ method: 'POST', url: links['Готов / передан курьеру'] ?? '' });
    expect((await orderOf(orderId))?.status).toBe('onTheWay');
    const late = await t.app.inject({ method: 'POST', url: links['Принять'] ?? '' });
    expect(late.statusCode).toBe(409);
    expect((await orderOf(orderId))?.status).toBe('onTheWay');
  });

  it('decline with the reason the venue writes', async () => {
    const { orderId, links } = await orderWithLetter();
    const declined = await t.app.inject({
      method: 'POST',
      url: links['Отклонить'] ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'reason=%D0%9D%D0%B5%D1%82+%D0%BA%D0%BE%D1%80%D1%8E%D1%88%D0%BA%D0%B8',
    });
    expect(declined.statusCode).toBe(200);
    expect(await ticketOf(orderId)).toMatchObject({ status: 'declined', detail: 'Нет корюшки' });
    expect((await orderOf(orderId))?.status).toBe('cancelled');
  });

  it('refuse a tampered or expired link', async () => {
    const { links } = await orderWithLetter();
    const accept = links['Принять'] ?? '';
    const tampered = `${accept.slice(0, -1)}${accept.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.app.inject(tampered)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: tampered })).statusCode).toBe(404);
    expect((await t.app.inject('/venue-actions/..%2F..%2Fapi')).statusCode).toBe(404);

    await t.database.db.update(venueActionLinks).set({ expiresAt: new Date(0) });
    expect((await t.app.inject({ method: 'POST', url: accept })).statusCode).toBe(410);
  });

  it('ask the final price of a weight-priced dish on accepting; the order’s sum follows it', async () => {
    const [weighed] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.venueId, 1), eq(products.costPerGram, true)));
    if (!weighed) throw new Error('no weight-priced gastropub dish');
    const { orderId, links } = await orderWithLetter([1, weighed.id]);
    const accept = links['Принять'] ?? '';
    const [line] = await t.database.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.productId, weighed.id)));
    if (!line) throw new Error('no line');
    const page = (await t.app.inject(accept)).body;
    expect(page).toContain(`name="price-${line.id}"`);
    expect(page).toContain('итоговая цена');
    const before = await orderOf(orderId);

    const refused = await t.app.inject({
      method: 'POST',
      url: accept,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `price-${line.id}=-5`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(FINAL_PRICE_MESSAGE);
    expect((await ticketOf(orderId))?.status).toBe('sent');

    const acted = await t.app.inject({
      method: 'POST',
      url: accept,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `price-${line.id}=${encodeURIComponent('3 050,50')}`,
    });
    expect(acted.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(after?.sumKopecks).toBe(305_050);
    expect(await orderOf(orderId)).toMatchObject({
      status: 'accepted',
      subtotalKopecks: (before?.subtotalKopecks ?? 0) - line.sumKopecks + 305_050,
      totalKopecks: (before?.totalKopecks ?? 0) - line.sumKopecks + 305_050,
    });
  });
});

describe('a final price as a kitchen types it', () => {
  it('reads roubles with a comma, a point or spaces, and refuses what is not a price', () => {
    expect(parseFinalPrices({ 'price-7': '1250', 'price-8': '1 250,5', other: 'x' })).toEqual(
      new Map([
        [7, 125_000],
        [8, 125_050],
      ]),
    );
    expect(parseFinalPrices({ 'price-7': '' })).toEqual(new Map());
    for (const bad of ['0', '-1', 'abc', '12.345', '1e5', '9999999']) {
      expect(parseFinalPrices({ 'price-7': bad }), bad).toBeNull();
    }
  });
});
