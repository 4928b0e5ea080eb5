import { describe, expect, it } from 'vitest';
import {
  dueItems,
  itemsSum,
  type KeyedReceiptItem,
  type MoneyLine,
  type MoneyState,
  nextMoneyStep,
  receiptCustomer,
  refundItems,
  toProviderReceipt,
} from './money';

const settings = { vatCode: 1, taxSystemCode: null };
const order = {
  status: 'new' as const,
  customerEmail: 'anna@example.ru',
  phone: '+79141234567',
  deliveryFeeKopecks: 350_00,
};
const undiscounted = { offerKopecks: 0, pointsKopecks: 0 };
const lines: MoneyLine[] = [
  { id: 1, name: 'Бургер', count: 2, sumKopecks: 2 * 590_00, venueId: 1, vatCode: null },
  { id: 2, name: 'Ролл', count: 1, sumKopecks: 450_00, venueId: 2, vatCode: 4 },
  { id: 3, name: 'Эклер', count: 3, sumKopecks: 3 * 120_00, venueId: 3, vatCode: null },
].map((line) => ({ ...line, ...undiscounted }));

describe('the items a guest owes', () => {
  it('lists each line as portions at its price, with the dish VAT override, and the delivery as a service', () => {
    const items = dueItems(order, lines, new Set(), settings);
    expect(items).toEqual([
      expect.objectContaining({ key: 'line-1', quantity: 2, unitKopecks: 590_00, vatCode: 1 }),
      expect.objectContaining({ key: 'line-2', quantity: 1, unitKopecks: 450_00, vatCode: 4 }),
      expect.objectContaining({ key: 'line-3', quantity: 3, unitKopecks: 120_00 }),
      expect.objectContaining({
        key: 'delivery',
        description: 'Доставка',
        quantity: 1,
        unitKopecks: 350_00,
        paymentSubject: 'service',
      }),
    ]);
    expect(items.every((entry) => entry.paymentMode === 'full_prepayment')).toBe(true);
    expect(itemsSum(items)).toBe(1180_00 + 450_00 + 360_00 + 350_00);
  });

  it('leaves out a declined venue, and everything (fee too) when nothing comes or the order is cancelled', () => {
    expect(dueItems(order, lines, new Set([2]), settings).map((entry) => entry.key)).toEqual([
      'line-1',
      'line-3',
      'delivery',
    ]);
    expect(dueItems(order, lines, new Set([1, 2, 3]), settings)).toEqual([]);
    expect(dueItems({ ...order, status: 'cancelled' }, lines, new Set(), settings)).toEqual([]);
  });

  it('makes a sum that portions do not divide one item of the whole sum', () => {
    const odd = [{ ...lines[0], sumKopecks: 1181_01 } as MoneyLine];
    expect(dueItems({ ...order, deliveryFeeKopecks: 0 }, odd, new Set(), settings)).toEqual([
      expect.objectContaining({ quantity: 1, unitKopecks: 1181_01 }),
    ]);
  });

  it('names a dish as chosen: its size and modifiers after it', () => {
    const chosen = [{ ...lines[1], choiceText: '8 шт · Соевый соус ×2' } as MoneyLine];
    const [first] = dueItems(order, chosen, new Set(), settings);
    expect(first?.description).toBe('Ролл (8 шт · Соевый соус ×2)');
  });

  it('cuts a long dish name to 128 characters without splitting a character', () => {
    const long = [{ ...lines[1], name: `${'Ролл '.repeat(30)}🍣🍣` } as MoneyLine];
    const [first] = dueItems(order, long, new Set(), settings);
    expect(Array.from(first?.description ?? '').length).toBeLessThanOrEqual(128);
    expect(first?.description.startsWith('Ролл')).toBe(true);
  });
});

describe('the receipt', () => {
  it('goes to the e-mail, else the phone as digits', () => {
    expect(receiptCustomer(order)).toEqual({ email: 'anna@example.ru' });
    expect(receiptCustomer({ ...order, customerEmail: null })).toEqual({ phone: '79141234567' });
    expect(receiptCustomer({ customerEmail: null, phone: '' })).toBeNull();
  });

  it('keeps our line keys on our side', () => {
    const items = dueItems(order, lines, new Set(), settings);
    const receipt = toProviderReceipt({
      customer: { phone: '79141234567' },
      items,
      taxSystemCode: 2,
    });
    expect(receipt?.items.some((entry) => 'key' in entry)).toBe(false);
    expect(receipt?.taxSystemCode).toBe(2);
    expect(toProviderReceipt(null)).toBeNull();
  });
});

describe('a refund receipt', () => {
  const paid = dueItems(order, lines, new Set(), settings);

  it('names exactly the declined venue’s dishes', () => {
    const due = dueItems(order, lines, new Set([2]), settings);
    const back = refundItems(paid, due, []);
    expect(back).toEqual([
      expect.objectContaining({ key: 'line-2', quantity: 1, unitKopecks: 450_00 }),
    ]);
  });

  it('after an earlier refund gives back only the rest, fee included on cancellation', () => {
    const afterDecline = dueItems(order, lines, new Set([2]), settings);
    const first = refundItems(paid, afterDecline, []);
    const cancelled = dueItems({ ...order, status: 'cancelled' }, lines, new Set([2]), settings);
    const second = refundItems(paid, cancelled, first);
    expect(second.map((entry) => entry.key)).toEqual(['line-1', 'line-3', 'delivery']);
    expect(itemsSum(first) + itemsSum(second)).toBe(itemsSum(paid));
  });

  it('keeps portions whole when their price divides what goes back', () => {
    const fewer: KeyedReceiptItem[] = [{ ...(paid[2] as KeyedReceiptItem), quantity: 1 }];
    const back = refundItems([paid[2] as KeyedReceiptItem], fewer, []);
    expect(back).toEqual([expect.objectContaining({ quantity: 2, unitKopecks: 120_00 })]);
  });
});

describe('the next money step', () => {
  const held: MoneyState = {
    paymentStatus: 'held',
    orderStatus: 'new',
    heldKopecks: 1000_00,
    capturedKopecks: 0,
    refundingKopecks: 0,
    dueKopecks: 1000_00,
    settling: false,
  };

  it('waits on a hold until every venue has accepted, then takes what is due', () => {
    expect(nextMoneyStep(held)).toBeNull();
    expect(nextMoneyStep({ ...held, orderStatus: 'accepted' })).toEqual({
      kind: 'capture',
      amountKopecks: 1000_00,
    });
    expect(nextMoneyStep({ ...held, orderStatus: 'accepted', dueKopecks: 600_00 })).toEqual({
      kind: 'capture',
      amountKopecks: 600_00,
    });
  });

  it('never takes more than the hold', () => {
    expect(nextMoneyStep({ ...held, orderStatus: 'cooking', dueKopecks: 1200_00 })).toEqual({
      kind: 'capture',
      amountKopecks: 1000_00,
    });
  });

  it('releases a hold when nothing is due, and waits while a capture or release is under way', () => {
    expect(nextMoneyStep({ ...held, orderStatus: 'cancelled', dueKopecks: 0 })).toEqual({
      kind: 'release',
    });
    expect(nextMoneyStep({ ...held, orderStatus: 'accepted', settling: true })).toBeNull();
  });

  it('gives back what was taken beyond what is due, counting refunds under way', () => {
    const taken: MoneyState = {
      ...held,
      paymentStatus: 'succeeded',
      orderStatus: 'cooking',
      capturedKopecks: 1000_00,
    };
    expect(nextMoneyStep(taken)).toBeNull();
    expect(nextMoneyStep({ ...taken, dueKopecks: 550_00 })).toEqual({
      kind: 'refund',
      amountKopecks: 450_00,
    });
    expect(nextMoneyStep({ ...taken, dueKopecks: 550_00, refundingKopecks: 450_00 })).toBeNull();
    expect(nextMoneyStep({ ...taken, orderStatus: 'cancelled', dueKopecks: 0 })).toEqual({
      kind: 'refund',
      amountKopecks: 1000_00,
    });
  });

  it('does nothing for money not online or not taken', () => {
    for (const paymentStatus of ['notRequired', 'pending', 'canceled'] as const) {
      expect(
        nextMoneyStep({ ...held, paymentStatus, orderStatus: 'cancelled', dueKopecks: 0 }),
      ).toBeNull();
    }
  });
});
