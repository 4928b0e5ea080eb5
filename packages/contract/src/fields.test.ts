import { describe, expect, it } from 'vitest';
import { deliverySettingsSchema } from './accounts';
import { idParamSchema, specialQuerySchema } from './catalog';
import { hasNoMarkup, INT4_MAX, idField, idParamField, int4Field, textField } from './fields';
import { createOrderSchema } from './orders';
import { staffOrdersQuerySchema } from './staff-orders';

describe('int4 fields', () => {
  it('take ids up to int4 and refuse the next one, non-integers and non-positive ids', () => {
    expect(idField().safeParse(INT4_MAX).success).toBe(true);
    for (const value of [INT4_MAX + 1, 2 ** 53, 0, -1, 1.5, '1']) {
      expect(idField().safeParse(value).success, String(value)).toBe(false);
    }
    expect(int4Field().safeParse(-INT4_MAX - 1).success).toBe(true);
    expect(int4Field().safeParse(-INT4_MAX - 2).success).toBe(false);
  });

  it('read path ids written as plain digits only', () => {
    expect(idParamField().parse('2147483647')).toBe(INT4_MAX);
    for (const value of ['2147483648', '0', '01', '1e3', '0x10', ' 1', '1.0', '', 'Infinity']) {
      expect(idParamField().safeParse(value).success, value).toBe(false);
    }
    expect(idParamSchema.safeParse({ id: '99999999999' }).success).toBe(false);
  });

  it('read the back office’s query ids the same way (found by the staff fuzz round)', () => {
    expect(staffOrdersQuerySchema.safeParse({ venueId: '2' }).success).toBe(true);
    expect(staffOrdersQuerySchema.safeParse({ venueId: '99999999999' }).success).toBe(false);
  });
});

describe('text fields', () => {
  it('refuse NUL characters', () => {
    expect(textField().safeParse('борщ').success).toBe(true);
    expect(textField().safeParse('бо\u0000рщ').success).toBe(false);
    expect(textField(3).safeParse('abcd').success).toBe(false);
    // nor half a character: the audit log's JSON cannot hold it
    expect(textField().safeParse('\udfff\ud800').success).toBe(false);
    expect(textField().safeParse('торт 🎂').success).toBe(true);
    expect(hasNoMarkup('Салаты\ud800')).toBe(false);
    expect(specialQuerySchema.safeParse({ nameURL: 'ocean\u0000' }).success).toBe(false);
  });
});

describe('request schemas use them', () => {
  const order = {
    emailSubscription: false,
    data: [{ id: 1, special: false, count: 1 }],
    metadata: {
      orderServiceType: 'DeliveryByClient',
      payment: 'CASH',
      phone: '+79141234567',
      customer: { name: 'Иван' },
      completeBefore: null,
      deliveryPoint: null,
    },
  };

  it('an order refuses ids over int4 and NUL in its comment', () => {
    expect(createOrderSchema.safeParse(order).success).toBe(true);
    const bigLine = { ...order, data: [{ id: INT4_MAX + 1, special: false, count: 1 }] };
    expect(createOrderSchema.safeParse(bigLine).success).toBe(false);
    const bigZone = { ...order, metadata: { ...order.metadata, deliveryZone: INT4_MAX + 1 } };
    expect(createOrderSchema.safeParse(bigZone).success).toBe(false);
    const nul = { ...order, metadata: { ...order.metadata, comment: 'a\u0000' } };
    expect(createOrderSchema.safeParse(nul).success).toBe(false);
  });

  it('saved delivery settings refuse a zone over int4 and NUL in the comment', () => {
    const settings = {
      deliveryMethod: 'delivery',
      paymentMethod: 'cash',
      street: 'Светланская',
      house: '14',
      entrance: '',
      floor: '',
      flat: '',
      comment: '',
      cartNumber: '',
      cartExpire: '',
      cartCVV: '',
      deliveryId: 1,
    };
    expect(deliverySettingsSchema.safeParse(settings).success).toBe(true);
    expect(
      deliverySettingsSchema.safeParse({ ...settings, deliveryId: INT4_MAX + 1 }).success,
    ).toBe(false);
    expect(deliverySettingsSchema.safeParse({ ...settings, comment: '\u0000' }).success).toBe(
      false,
    );
  });
});
