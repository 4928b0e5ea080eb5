import type { BasketLine } from '@storefront/contract/basket';
import { defaultCheckoutForm } from '@storefront/contract/checkout';
import { describe, expect, it } from 'vitest';
import { buildOrderRequest, ORDER_FAILED_MESSAGE, readOrderFailure } from './order-request';

const line: BasketLine = {
  id: 101,
  img: '/media/products/a.svg',
  name: 'Том ям',
  guid: 'a',
  count: 1,
  price: 590,
  summa: 590,
  gramm: false,
  special: false,
};

describe('the order body', () => {
  it('drops the address of a pickup order and sends empty optional fields as null', () => {
    const body = buildOrderRequest(
      { ...defaultCheckoutForm, name: ' Иван ', phone: '+7(914) 12 34 567', street: 'Светланская' },
      [line],
      false,
    );
    expect(body.metadata).toMatchObject({
      isServerOk: false,
      phone: '+79141234567',
      customer: { name: 'Иван', surname: '', email: null },
      deliveryPoint: null,
      deliveryZone: null,
    });
  });

  it('sends a line’s choice and leaves its words to the server', () => {
    const choice = { sizeId: 3, modifiers: [{ optionId: 8, amount: 2 }] };
    const body = buildOrderRequest(
      defaultCheckoutForm,
      [line, { ...line, id: 55, choice, choiceText: '8 шт · Васаби ×2' }],
      true,
    );
    expect(body.data[0]).not.toHaveProperty('choice');
    expect(body.data[1]).toMatchObject({ id: 55, choice });
    expect(body.data[1]).not.toHaveProperty('choiceText');
  });
});

describe('the order body’s promo code and points', () => {
  it('carries the applied code and the points chosen, and neither when there are none', () => {
    const body = buildOrderRequest(
      { ...defaultCheckoutForm, promoCode: 'TEN', points: 120 },
      [line],
      true,
    );
    expect(body.metadata).toMatchObject({ promoCode: 'TEN', points: 120 });
    const plain = buildOrderRequest(defaultCheckoutForm, [line], true);
    expect(plain.metadata).not.toHaveProperty('promoCode');
    expect(plain.metadata).not.toHaveProperty('points');
  });
});

describe('order failures', () => {
  it('shows a refused code or refused points at their fields, in the server’s words', () => {
    const code = 'Промокод действует от 1 500 Р';
    expect(
      readOrderFailure(
        {
          status: 422,
          data: {
            errType: 'promoCodeRefused',
            message: code,
            fields: { 'metadata.promoCode': code },
          },
        },
        [line],
      ),
    ).toEqual({ kind: 'validation', message: code, fields: { promoCode: code } });
    const points = 'Сейчас можно оплатить баллами не больше 420';
    expect(
      readOrderFailure(
        {
          status: 422,
          data: {
            errType: 'pointsRefused',
            message: points,
            fields: { 'metadata.points': points },
          },
        },
        [line],
      ),
    ).toEqual({ kind: 'validation', message: points, fields: { points } });
  });

  const answer = (status: number, data: unknown) => ({ status, data });

  it('reads the new prices of 409 priceChanged', () => {
    const failure = readOrderFailure(
      answer(409, {
        errType: 'priceChanged',
        message: 'Цены некоторых блюд изменились. Проверьте корзину и оформите заказ снова',
        prices: [{ id: 101, special: false, price: 610.5 }],
      }),
      [line],
    );
    expect(failure).toEqual({
      kind: 'priceChanged',
      message: 'Цены некоторых блюд изменились. Проверьте корзину и оформите заказ снова',
      prices: [{ id: 101, special: false, price: 610.5 }],
    });
  });

  it('tells a too large order and a reused key as refusals, in the server’s words', () => {
    for (const errType of ['orderTooLarge', 'idempotencyKeyReused']) {
      expect(readOrderFailure(answer(422, { errType, message: 'Текст сервера' }), [line])).toEqual({
        kind: 'refused',
        message: 'Текст сервера',
      });
    }
  });

  it('names unavailable dishes, from the answer or else from the basket', () => {
    const failure = readOrderFailure(
      answer(409, {
        errType: 'productUnavailable',
        message: 'Некоторые блюда сейчас недоступны для заказа',
        fields: { 'product:101': '', 'special:7': 'Корюшка' },
      }),
      [line],
    );
    expect(failure).toEqual({
      kind: 'unavailable',
      message: 'Некоторые блюда сейчас недоступны для заказа: Том ям, Корюшка',
      keys: ['product:101', 'special:7'],
    });
  });

  it('maps the server’s field paths to form fields', () => {
    const failure = readOrderFailure(
      answer(400, {
        errType: 'validation',
        message: 'Проверьте правильность заполнения полей',
        fields: {
          'metadata.customer.name': 'a',
          'metadata.phone': 'b',
          'metadata.deliveryPoint.street.name': 'c',
          'metadata.deliveryPoint.house': 'd',
          'metadata.completeBefore': 'e',
          'data.0.count': 'f',
        },
      }),
      [line],
    );
    expect(failure).toEqual({
      kind: 'validation',
      message: 'Проверьте правильность заполнения полей',
      fields: { name: 'a', phone: 'b', street: 'c', house: 'd', slot: 'e' },
    });
  });

  it('gives the general message for lost answers and server faults', () => {
    for (const error of [
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      answer(500, { errType: 'internal', message: 'Внутренняя ошибка сервера. Попробуйте позже' }),
      answer(502, '<html>Bad gateway</html>'),
    ]) {
      expect(readOrderFailure(error, [line])).toEqual({
        kind: 'other',
        message: ORDER_FAILED_MESSAGE,
      });
    }
  });

  it('tells the closed-hours refusal apart', () => {
    const failure = readOrderFailure(
      answer(400, { errType: 'deliveryTimeUnavailable', message: 'Доставка работает…' }),
      [line],
    );
    expect(failure).toEqual({ kind: 'time', message: 'Доставка работает…' });
  });

  it('marks the line whose size or modifiers the server refused, in its words', () => {
    const roll = { ...line, id: 55, choice: { sizeId: 9, modifiers: [] } };
    const failure = readOrderFailure(
      answer(400, {
        errType: 'validation',
        message: 'Проверьте правильность заполнения полей',
        fields: { 'data.1.choice': 'Филадельфия: Этого варианта больше нет в меню' },
      }),
      [line, roll],
    );
    expect(failure).toEqual({
      kind: 'validation',
      message: 'Филадельфия: Этого варианта больше нет в меню',
      fields: {},
      lines: ['product:55|s9'],
    });
  });
});
