/**
 * The sandbox mirrors YooKassa's money flow: a card payment is held and captured or released, SBP
 * is charged at once, refunds give back at most what was taken, and repeats with an idempotence
 * key act once — also when two processes ask at the same moment (seen on PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase, testDatabaseKind } from '../../testing/database';
import type { PaymentWay, Receipt } from './payments';
import { createSandboxProvider, type SandboxProvider } from './sandbox';

let database: Database;
let sandbox: SandboxProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = createSandboxProvider({ db: database.db, publicUrl: 'http://shop.test' });
});
afterAll(async () => {
  await database?.close();
});

function receipt(items: [string, number, number][]): Receipt {
  return {
    customer: { email: 'ivan@example.ru' },
    items: items.map(([description, quantity, unitKopecks]) => ({
      description,
      quantity,
      unitKopecks,
      vatCode: 1,
      paymentSubject: 'commodity',
      paymentMode: 'full_prepayment',
    })),
    taxSystemCode: 2,
  };
}

let orderId = 0;
async function pay(
  amountKopecks: number,
  { way = 'bank_card', settle = true }: { way?: PaymentWay; settle?: boolean } = {},
) {
  orderId += 1;
  const { paymentId } = await sandbox.createPayment({
    orderId,
    amountKopecks,
    description: `Заказ №${orderId}`,
    returnUrl: `http://shop.test/order/${orderId}?key=k`,
    idempotenceKey: `order-${orderId}-${randomUUID()}`,
    way,
    receipt: null,
  });
  if (settle) await sandbox.settle(paymentId, 'succeed');
  return paymentId;
}

/** A card payment held and then captured in full: money taken, ready to refund. */
async function taken(amountKopecks: number) {
  const paymentId = await pay(amountKopecks);
  await sandbox.capturePayment({
    paymentId,
    amountKopecks,
    receipt: null,
    idempotenceKey: randomUUID(),
  });
  return paymentId;
}

function refund(paymentId: string, amountKopecks: number, idempotenceKey: string = randomUUID()) {
  return sandbox.createRefund({
    paymentId,
    amountKopecks,
    description: 'Ресторан отказал',
    receipt: null,
    idempotenceKey,
  });
}

describe('creating a payment', () => {
  it('answers the same payment for the same idempotence key', async () => {
    const input = {
      orderId: 1,
      amountKopecks: 150_000,
      description: 'Заказ №1',
      returnUrl: 'http://localhost:5173/order/1?key=k',
      idempotenceKey: `order-1-${randomUUID()}`,
      way: 'bank_card' as const,
      receipt: receipt([['Борщ', 2, 75_000]]),
    };
    const first = await sandbox.createPayment(input);
    const again = await sandbox.createPayment(input);
    expect(again).toEqual(first);
    // The test page lives on the site the guest returns to.
    expect(first.confirmationUrl).toBe(`http://localhost:5173/pay/${first.paymentId}`);
    expect(await sandbox.getPayment(first.paymentId)).toEqual({
      paymentId: first.paymentId,
      state: 'pending',
      orderId: 1,
      amountKopecks: 150_000,
      refundedKopecks: 0,
      cancellationReason: null,
    });
    expect((await sandbox.details(first.paymentId))?.receipt).toEqual(input.receipt);
  });

  it('refuses a receipt whose items do not add up to the amount, as YooKassa does', async () => {
    await expect(
      sandbox.createPayment({
        orderId: 1,
        amountKopecks: 100_000,
        description: 'Заказ №1',
        returnUrl: 'http://shop.test/order/1',
        idempotenceKey: randomUUID(),
        way: 'bank_card',
        receipt: receipt([['Борщ', 1, 90_000]]),
      }),
    ).rejects.toThrow(/add up to 90000 kopecks/);
  });

  it('knows no payment by an id that is not a UUID', async () => {
    await expect(sandbox.getPayment('not-a-uuid')).rejects.toThrow(/unknown sandbox payment/);
    await expect(sandbox.getPayment(randomUUID())).rejects.toThrow(/unknown sandbox payment/);
    expect(await sandbox.settle('1e3', 'succeed')).toBeNull();
    expect(await sandbox.details(randomUUID())).toBeNull();
  });
});

describe('a card payment', () => {
  it('is held when paid, then captured for less: only the capture is taken', async () => {
    const paymentId = await pay(200_000);
    expect(await sandbox.getPayment(paymentId)).toMatchObject({
      state: 'held',
      amountKopecks: 200_000,
    });
    const captureReceipt = receipt([['Плов', 1, 120_000]]);
    const captured = await sandbox.capturePayment({
      paymentId,
      amountKopecks: 120_000,
      receipt: captureReceipt,
      idempotenceKey: 'capture-1',
    });
    expect(captured).toMatchObject({ state: 'succeeded', amountKopecks: 120_000 });
    expect(await sandbox.getPayment(paymentId)).toEqual(captured);
    expect(await sandbox.details(paymentId)).toMatchObject({
      requestedKopecks: 200_000,
      capturedKopecks: 120_000,
      captureReceipt,
    });
    // The outbox retries a capture with its key: the same answer, no error.
    expect(
      await sandbox.capturePayment({
        paymentId,
        amountKopecks: 120_000,
        receipt: captureReceipt,
        idempotenceKey: 'capture-1',
      }),
    ).toEqual(captured);
  });

  it('refuses to capture more than is held, or nothing', async () => {
    const paymentId = await pay(50_000);
    const capture = (amountKopecks: number) =>
      sandbox.capturePayment({ paymentId, amountKopecks, receipt: null, idempotenceKey: 'c' });
    await expect(capture(50_001)).rejects.toThrow(/only 50000 are held/);
    await expect(capture(0)).rejects.toThrow(/positive whole number/);
    await expect(capture(-1)).rejects.toThrow(/positive whole number/);
    await expect(capture(100.5)).rejects.toThrow(/positive whole number/);
    expect(await sandbox.getPayment(paymentId)).toMatchObject({ state: 'held' });
    expect(await capture(50_000)).toMatchObject({ state: 'succeeded', amountKopecks: 50_000 });
  });

  it('cannot be captured before it is paid, or again for another amount', async () => {
    const pending = await pay(10_000, { settle: false });
    await expect(
      sandbox.capturePayment({
        paymentId: pending,
        amountKopecks: 10_000,
        receipt: null,
        idempotenceKey: 'c',
      }),
    ).rejects.toThrow(/it is pending/);
    const paymentId = await taken(10_000);
    await expect(
      sandbox.capturePayment({
        paymentId,
        amountKopecks: 5_000,
        receipt: null,
        idempotenceKey: 'd',
      }),
    ).rejects.toThrow(/it is succeeded/);
  });

  it('is released by a cancel: nothing taken, and a second cancel answers the same', async () => {
    const paymentId = await pay(30_000);
    const canceled = await sandbox.cancelPayment({ paymentId, idempotenceKey: 'cancel-1' });
    expect(canceled).toMatchObject({
      state: 'canceled',
      cancellationReason: 'canceled_by_merchant',
      refundedKopecks: 0,
    });
    expect(await sandbox.cancelPayment({ paymentId, idempotenceKey: 'cancel-1' })).toEqual(
      canceled,
    );
    await expect(
      sandbox.capturePayment({
        paymentId,
        amountKopecks: 30_000,
        receipt: null,
        idempotenceKey: 'c',
      }),
    ).rejects.toThrow(/it is canceled/);
  });

  it('cannot be canceled once taken: that money goes back by a refund', async () => {
    const paymentId = await taken(30_000);
    await expect(sandbox.cancelPayment({ paymentId, idempotenceKey: 'x' })).rejects.toThrow(
      /refund/,
    );
  });

  it('is declined on the test page with a reason', async () => {
    const paymentId = await pay(30_000, { settle: false });
    await sandbox.settle(paymentId, 'fail');
    expect(await sandbox.getPayment(paymentId)).toMatchObject({
      state: 'canceled',
      cancellationReason: 'card_expired',
    });
    // A button pressed again acts no more.
    await sandbox.settle(paymentId, 'succeed');
    expect(await sandbox.getPayment(paymentId)).toMatchObject({ state: 'canceled' });
  });

  it('is released when its hold runs out, as YooKassa does after 7 days', async () => {
    const pending = await pay(30_000, { settle: false });
    await sandbox.settle(pending, 'expire');
    expect(await sandbox.getPayment(pending)).toMatchObject({ state: 'pending' });

    const paymentId = await pay(30_000);
    expect(await sandbox.settle(paymentId, 'expire')).toEqual({
      returnUrl: expect.stringContaining('/order/'),
    });
    expect(await sandbox.getPayment(paymentId)).toMatchObject({
      state: 'canceled',
      cancellationReason: 'expired_on_capture',
      amountKopecks: 30_000,
    });
  });

  it('is paid once when both buttons are pressed at the same moment', async () => {
    const paymentId = await pay(30_000, { settle: false });
    await Promise.all([sandbox.settle(paymentId, 'succeed'), sandbox.settle(paymentId, 'fail')]);
    const { state, cancellationReason } = await sandbox.getPayment(paymentId);
    expect([
      ['held', null],
      ['canceled', 'card_expired'],
    ]).toContainEqual([state, cancellationReason]);
  });

  it('is either captured or released when both are asked at the same moment', async () => {
    const paymentId = await pay(30_000);
    const results = await Promise.allSettled([
      sandbox.capturePayment({
        paymentId,
        amountKopecks: 30_000,
        receipt: null,
        idempotenceKey: 'a',
      }),
      sandbox.cancelPayment({ paymentId, idempotenceKey: 'b' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('an SBP payment', () => {
  it('is charged at once when paid, and there is nothing to capture', async () => {
    const paymentId = await pay(45_000, { way: 'sbp' });
    expect(await sandbox.getPayment(paymentId)).toMatchObject({
      state: 'succeeded',
      amountKopecks: 45_000,
    });
    expect((await sandbox.details(paymentId))?.capturedKopecks).toBe(45_000);
    await expect(
      sandbox.capturePayment({
        paymentId,
        amountKopecks: 45_000,
        receipt: null,
        idempotenceKey: 'c',
      }),
    ).rejects.toThrow(/it is succeeded/);
    expect(await refund(paymentId, 45_000)).toMatchObject({ state: 'succeeded' });
  });

  it('is declined with a reason that fits SBP', async () => {
    const paymentId = await pay(45_000, { way: 'sbp', settle: false });
    await sandbox.settle(paymentId, 'fail');
    expect(await sandbox.getPayment(paymentId)).toMatchObject({
      state: 'canceled',
      cancellationReason: 'general_decline',
    });
  });
});

describe('refunds', () => {
  it('give back the whole payment', async () => {
    const paymentId = await taken(80_000);
    const made = await refund(paymentId, 80_000);
    expect(made).toEqual({
      refundId: expect.any(String),
      paymentId,
      state: 'succeeded',
      amountKopecks: 80_000,
    });
    expect(await sandbox.getRefund(made.refundId)).toEqual(made);
    expect(await sandbox.getPayment(paymentId)).toMatchObject({
      state: 'succeeded',
      amountKopecks: 80_000,
      refundedKopecks: 80_000,
    });
    await expect(refund(paymentId, 1)).rejects.toThrow(/80000 already given back/);
  });

  it('give back parts, several times, up to what was captured (not what was held)', async () => {
    const paymentId = await pay(100_000);
    await sandbox.capturePayment({
      paymentId,
      amountKopecks: 70_000,
      receipt: null,
      idempotenceKey: randomUUID(),
    });
    await refund(paymentId, 20_000);
    await refund(paymentId, 30_000);
    await expect(refund(paymentId, 20_001)).rejects.toThrow(
      /cannot refund 20001 kopecks .*70000 were taken and 50000 already given back/,
    );
    await refund(paymentId, 20_000);
    expect(await sandbox.getPayment(paymentId)).toMatchObject({
      amountKopecks: 70_000,
      refundedKopecks: 70_000,
    });
    expect((await sandbox.details(paymentId))?.refunds.map((r) => r.amountKopecks)).toEqual([
      20_000, 30_000, 20_000,
    ]);
  });

  it('refuse more than was taken in one go', async () => {
    const paymentId = await taken(10_000);
    await expect(refund(paymentId, 10_001)).rejects.toThrow(/10000 were taken/);
    await expect(refund(paymentId, 0)).rejects.toThrow(/positive whole number/);
  });

  it('are made once per idempotence key', async () => {
    const paymentId = await taken(10_000);
    const first = await refund(paymentId, 6_000, 'refund-key');
    expect(await refund(paymentId, 6_000, 'refund-key')).toEqual(first);
    expect(await sandbox.getPayment(paymentId)).toMatchObject({ refundedKopecks: 6_000 });
    // Two retries at the same moment still make one refund.
    const twice = await Promise.all([
      refund(paymentId, 4_000, 'refund-key-2'),
      refund(paymentId, 4_000, 'refund-key-2'),
    ]);
    expect(twice[0]).toEqual(twice[1]);
    expect(await sandbox.getPayment(paymentId)).toMatchObject({ refundedKopecks: 10_000 });
    await expect(refund(paymentId, 1_000, 'refund-key')).rejects.toThrow(
      /was used for another refund/,
    );
  });

  it('are refused for a payment not taken', async () => {
    const held = await pay(10_000);
    await expect(refund(held, 10_000)).rejects.toThrow(/it is waiting_for_capture/);
    const pending = await pay(10_000, { settle: false });
    await expect(refund(pending, 10_000)).rejects.toThrow(/it is pending/);
    await sandbox.cancelPayment({ paymentId: held, idempotenceKey: 'x' });
    await expect(refund(held, 10_000)).rejects.toThrow(/it is canceled/);
    await expect(refund(randomUUID(), 10_000)).rejects.toThrow(/unknown sandbox payment/);
    await expect(sandbox.getRefund(randomUUID())).rejects.toThrow(/unknown sandbox refund/);
  });

  it('keep their receipts, which must add up to the refund', async () => {
    const paymentId = await taken(30_000);
    await expect(
      sandbox.createRefund({
        paymentId,
        amountKopecks: 10_000,
        description: 'Ресторан отказал',
        receipt: receipt([['Плов', 1, 12_000]]),
        idempotenceKey: randomUUID(),
      }),
    ).rejects.toThrow(/refund receipt's items add up to 12000 kopecks/);
    const refundReceipt = receipt([['Плов', 2, 5_000]]);
    await sandbox.createRefund({
      paymentId,
      amountKopecks: 10_000,
      description: 'Ресторан отказал',
      receipt: refundReceipt,
      idempotenceKey: randomUUID(),
    });
    expect((await sandbox.details(paymentId))?.refunds).toEqual([
      {
        refundId: expect.any(String),
        amountKopecks: 10_000,
        description: 'Ресторан отказал',
        receipt: refundReceipt,
        createdAt: expect.any(Date),
      },
    ]);
  });

  it(`made at the same moment never give back more than was taken (${testDatabaseKind})`, async () => {
    const paymentId = await taken(10_000);
    // Two server processes share the database: a second provider stands for the other one.
    const other = createSandboxProvider({ db: database.db, publicUrl: 'http://shop.test' });
    const input = (idempotenceKey: string) => ({
      paymentId,
      amountKopecks: 6_000,
      description: '',
      receipt: null,
      idempotenceKey,
    });
    const results = await Promise.allSettled([
      sandbox.createRefund(input('one')),
      other.createRefund(input('two')),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await sandbox.getPayment(paymentId)).toMatchObject({ refundedKopecks: 6_000 });

    const many = await taken(10_000);
    const attempts = await Promise.allSettled(Array.from({ length: 8 }, () => refund(many, 3_000)));
    expect(attempts.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await sandbox.getPayment(many)).toMatchObject({ refundedKopecks: 9_000 });
  });
});
