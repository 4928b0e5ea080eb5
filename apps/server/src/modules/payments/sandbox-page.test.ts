/**
 * The test payment page says so when a production site is allowed to keep it (issue 10 item 1),
 * and shows the whole money flow as YooKassa runs it: the receipt sent with the payment, a card's
 * hold, its capture, and the refunds with their receipts.
 */
import { randomUUID } from 'node:crypto';
import { formatPrice, toRoubles } from '@storefront/contract/money';
import { createOrderResponseSchema } from '@storefront/contract/orders';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentWay, Receipt } from '../../adapters/payments/payments';
import { createSandboxProvider } from '../../adapters/payments/sandbox';
import { products } from '../../db/schema';
import { createTestApp, vladivostok } from '../../testing/app';
import { EXPIRE_BUTTON, HOLD_NOTE, NO_RECEIPT, SANDBOX_ON_LIVE_SITE } from './sandbox-page';

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

const price = (kopecks: number) => formatPrice(toRoubles(kopecks));

const dinner: Receipt = {
  customer: { email: 'ivan@example.ru' },
  items: [
    {
      description: 'Борщ <с> "пампушками"',
      quantity: 2,
      unitKopecks: 45_000,
      vatCode: 1,
      paymentSubject: 'commodity',
      paymentMode: 'full_prepayment',
    },
    {
      description: 'Доставка',
      quantity: 1,
      unitKopecks: 20_000,
      vatCode: 4,
      paymentSubject: 'service',
      paymentMode: 'full_prepayment',
    },
  ],
  taxSystemCode: 2,
};

/** The app, and a payment made straight with the sandbox on its database (no order needed). */
async function sandboxPayment(way: PaymentWay, receipt: Receipt | null, amountKopecks = 110_000) {
  t = await createTestApp({ NODE_ENV: 'test' }, { seed: false });
  const sandbox = createSandboxProvider({ db: t.database.db, publicUrl: 'http://shop.test' });
  const { paymentId } = await sandbox.createPayment({
    orderId: 1,
    amountKopecks,
    description: 'Заказ №000001',
    returnUrl: 'http://shop.test/order/1?key=k',
    idempotenceKey: randomUUID(),
    way,
    receipt,
  });
  const app = t.app;
  return {
    sandbox,
    paymentId,
    async page() {
      const page = await app.inject(`/pay/${paymentId}`);
      expect(page.statusCode).toBe(200);
      return page.body;
    },
    async press(result: string) {
      return app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/${paymentId}/${result}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    },
  };
}

describe('the test payment page shows the money flow', () => {
  it('shows a card payment with the receipt sent with it, escaped', async () => {
    const { page } = await sandboxPayment('bank_card', dinner);
    const body = await page();
    expect(body).toContain('Банковская карта');
    expect(body).toContain(price(110_000));
    expect(body).toContain('Борщ &#60;с&#62; &#34;пампушками&#34;');
    expect(body).not.toContain('<с>');
    expect(body).toContain('ivan@example.ru');
    expect(body).toContain(price(45_000));
    expect(body).toContain(price(90_000));
    expect(body).toContain(price(20_000));
    expect(body).toContain('без НДС');
    expect(body).toContain('НДС 20%');
    expect(body).toContain('упрощённая, доходы (УСН)');
    expect(body).toContain('полная предоплата');
    expect(body).not.toContain(NO_RECEIPT);
    expect(body).toContain('Оплатить успешно');
    expect(body).toContain('Отклонить платёж');
  });

  it('says when no receipt is sent, and shows an SBP payment', async () => {
    const { page } = await sandboxPayment('sbp', null);
    const body = await page();
    expect(body).toContain('СБП');
    expect(body).not.toContain('Банковская карта');
    expect(body).toContain(NO_RECEIPT);
  });

  it("shows the receipt's phone when the guest gave no e-mail", async () => {
    const { page } = await sandboxPayment('sbp', {
      ...dinner,
      customer: { phone: '79141234567' },
      taxSystemCode: null,
    });
    const body = await page();
    expect(body).toContain('+7 914 123-45-67');
    expect(body).not.toContain('Система налогообложения');
  });

  it("holds a card payment on 'Оплатить успешно' and offers to let the hold run out", async () => {
    const { page, press, sandbox, paymentId } = await sandboxPayment('bank_card', null);
    const paid = await press('succeed');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://shop.test/order/1?key=k');
    expect((await sandbox.getPayment(paymentId)).state).toBe('held');
    const held = await page();
    expect(held).toContain(HOLD_NOTE);
    expect(held).toContain(EXPIRE_BUTTON);
    expect(held).toContain(`/api/payments/sandbox/${paymentId}/expire`);
    expect(held).not.toContain('Оплатить успешно');

    expect((await press('expire')).statusCode).toBe(303);
    expect(await sandbox.getPayment(paymentId)).toMatchObject({
      state: 'canceled',
      cancellationReason: 'expired_on_capture',
    });
    const expired = await page();
    expect(expired).toContain('Платёж отменён');
    expect(expired).toContain('блокировка снята');
    expect(expired).not.toContain(HOLD_NOTE);
    expect(expired).not.toContain(EXPIRE_BUTTON);
  });

  it("charges an SBP payment on 'Оплатить успешно'", async () => {
    const { page, press, sandbox, paymentId } = await sandboxPayment('sbp', null);
    expect((await press('succeed')).statusCode).toBe(303);
    expect((await sandbox.getPayment(paymentId)).state).toBe('succeeded');
    const body = await page();
    expect(body).toContain('Платёж проведён');
    expect(body).toContain(`Списано сразу: ${price(110_000)}`);
    expect(body).not.toContain(HOLD_NOTE);
  });

  it('shows the capture and the refunds with their receipts', async () => {
    const { page, press, sandbox, paymentId } = await sandboxPayment('bank_card', dinner);
    await press('succeed');
    const accepted: Receipt = {
      ...dinner,
      items: [{ ...(dinner.items[0] as Receipt['items'][number]), description: 'Пельмени' }],
    };
    await sandbox.capturePayment({
      paymentId,
      amountKopecks: 90_000,
      receipt: {
        ...accepted,
        items: accepted.items.map((item) => ({ ...item, paymentMode: 'full_payment' })),
      },
      idempotenceKey: randomUUID(),
    });
    await sandbox.createRefund({
      paymentId,
      amountKopecks: 45_000,
      description: 'Ресторан не смог приготовить',
      receipt: {
        ...accepted,
        items: [
          {
            ...(accepted.items[0] as Receipt['items'][number]),
            quantity: 1,
            description: 'Вареники',
          },
        ],
      },
      idempotenceKey: randomUUID(),
    });
    await sandbox.createRefund({
      paymentId,
      amountKopecks: 30_000,
      description: 'Извинения',
      receipt: null,
      idempotenceKey: randomUUID(),
    });
    const body = await page();
    expect(body).toContain('Платёж проведён');
    expect(body).toContain(`Списано: ${price(90_000)} из заблокированных ${price(110_000)}`);
    expect(body).toContain(`${price(20_000)} разблокировано`);
    expect(body).toContain('Чек при списании');
    expect(body).toContain('Пельмени');
    expect(body).toContain('полный расчёт');
    expect(body).toContain('Возвраты');
    expect(body).toContain(price(45_000));
    expect(body).toContain('Ресторан не смог приготовить');
    expect(body).toContain('Чек возврата');
    expect(body).toContain('Вареники');
    expect(body).toContain(price(30_000));
    expect(body).toContain(`Возвращено всего: ${price(75_000)}`);
    expect(body).not.toContain(HOLD_NOTE);
  });

  it('declines a payment, and a button pressed later changes nothing', async () => {
    const { page, press, sandbox, paymentId } = await sandboxPayment('bank_card', null);
    expect((await press('fail')).statusCode).toBe(303);
    expect((await press('succeed')).statusCode).toBe(303);
    expect(await sandbox.getPayment(paymentId)).toMatchObject({
      state: 'canceled',
      cancellationReason: 'card_expired',
    });
    expect(await page()).toContain('истёк срок действия карты');
  });

  it('answers an unknown button with 400 and an unknown payment with 404', async () => {
    const { press } = await sandboxPayment('bank_card', null);
    expect((await press('refund')).statusCode).toBe(400);
    const unknown = await t?.app.inject(`/pay/${randomUUID()}`);
    expect(unknown?.statusCode).toBe(404);
    const expireUnknown = await t?.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${randomUUID()}/expire`,
    });
    expect(expireUnknown?.statusCode).toBe(404);
  });
});
