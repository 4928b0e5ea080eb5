/** The test payment page says so when a production site is allowed to keep it (issue 10 item 1). */
import { createOrderResponseSchema } from '@storefront/contract/orders';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { SANDBOX_ON_LIVE_SITE } from './routes';

let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function testPaymentPage(env: Record<string, string>) {
  t = await createTestApp(env, { now: () => vladivostok('2026-11-23T13:00') });
  const [dish] = await t.database.db
    .select()
    .from(products)
    .where(eq(products.available, true))
    .limit(1);
  if (!dish) throw new Error('demo data missing');
  const price = dish.priceKopecks / 100;
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/delivery',
    payload: {
      emailSubscription: false,
      data: [
        {
          id: dish.id,
          img: '',
          name: '',
          guid: 'x',
          count: 1,
          price,
          summa: price,
          gramm: false,
          special: false,
        },
      ],
      metadata: {
        isServerOk: true,
        orderServiceType: 'DeliveryByClient',
        payment: 'ONLINE',
        phone: '+7(914) 12 34 567',
        customer: { name: 'Иван', surname: '', email: 'ivan@example.ru' },
        completeBefore: null,
        comment: '',
        deliveryPoint: null,
        deliveryZone: null,
      },
    },
  });
  expect(placed.statusCode).toBe(201);
  const { url } = createOrderResponseSchema.parse(placed.json());
  const page = await t.app.inject(new URL(url).pathname);
  expect(page.statusCode).toBe(200);
  return page.body;
}

describe('the test payment page', () => {
  it('warns on a production site that its payments take no money', async () => {
    const body = await testPaymentPage({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' });
    expect(body).toContain(SANDBOX_ON_LIVE_SITE);
  });

  it('has no such warning on a test site', async () => {
    const body = await testPaymentPage({ NODE_ENV: 'test' });
    expect(body).toContain('ТЕСТОВЫЙ РЕЖИМ');
    expect(body).not.toContain(SANDBOX_ON_LIVE_SITE);
  });
});
