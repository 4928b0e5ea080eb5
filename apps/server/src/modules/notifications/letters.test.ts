import { describe, expect, it } from 'vitest';
import type { orderLines, orders } from '../../db/schema';
import {
  guestHoldExpiredLetter,
  guestLateLetter,
  guestLateSms,
  guestLetter,
  guestRefundLetter,
  guestStatusLetter,
  guestStatusSms,
  venueCancelLetter,
  venueTicketLetter,
} from './letters';

type Order = typeof orders.$inferSelect;
type Line = typeof orderLines.$inferSelect;

const order: Order = {
  id: 1234,
  accessKey: 'key',
  ticketSeed: '3f0c2a9e-6b1d-4c8e-9a7f-2d5e8b1c4a60',
  userId: null,
  status: 'cooking',
  serviceType: 'DeliveryByCourier',
  paymentMethod: 'CASH',
  paymentStatus: 'notRequired',
  paymentId: null,
  paymentUrl: null,
  heldKopecks: 0,
  capturedKopecks: 0,
  refundedKopecks: 0,
  customerName: 'Анна',
  customerSurname: '',
  customerEmail: 'anna@example.ru',
  phone: '+79141234567',
  street: 'Светланская',
  city: 'Владивосток',
  house: '1',
  flat: null,
  entrance: null,
  floor: null,
  deliveryZoneId: 1,
  completeBefore: null,
  comment: '',
  clientIp: '',
  emailSubscription: false,
  subtotalKopecks: 59_000,
  discountKopecks: 0,
  deliveryFeeKopecks: 35_000,
  deliveryDiscountKopecks: 0,
  totalKopecks: 94_000,
  offerId: null,
  promoCode: null,
  pointsSpent: 0,
  promisedAt: null,
  lateToldAt: null,
  createdAt: new Date('2026-11-21T03:05:00Z'),
};

const line = (id: number, venueId: number, name: string, sumKopecks: number): Line => ({
  id,
  orderId: order.id,
  productId: id,
  special: false,
  venueId,
  iikoId: '00000000-0000-4000-8000-000000000001',
  vatCode: null,
  name,
  imageUrl: '',
  priceKopecks: sumKopecks,
  offerKopecks: 0,
  pointsKopecks: 0,
  count: 1,
  sumKopecks,
  costPerGram: false,
  choice: null,
  choiceText: '',
  posChoice: null,
});
const lines = [line(1, 1, 'Гренки', 29_000), line(2, 2, 'Том ям', 59_000)];

describe("the guest's status letters", () => {
  it('name the dishes a venue declined and the sum now', () => {
    const letter = guestStatusLetter(order, lines, 'accepted', {
      declinedVenues: [1],
      reason: null,
      orderUrl: 'http://shop.test/order/1234?key=key',
    });
    expect(letter.to).toBe('anna@example.ru');
    expect(letter.subject).toBe('Заказ №0001234 принят');
    expect(letter.text).toContain('Не будет приготовлено');
    expect(letter.text).toContain('— Гренки × 1: 290 Р');
    expect(letter.text).not.toContain('Том ям');
    expect(letter.text).toContain('Сумма заказа теперь: 940 Р');
    expect(letter.text).toContain('http://shop.test/order/1234?key=key');
  });

  it('give the reason of a cancellation, and no list of dishes', () => {
    const letter = guestStatusLetter({ ...order, status: 'cancelled' }, lines, 'cancelled', {
      declinedVenues: [1, 2],
      reason: 'Нет курьеров',
      orderUrl: 'http://shop.test/order/1234?key=key',
    });
    expect(letter.subject).toBe('Заказ №0001234 отменён');
    expect(letter.text).toContain('Причина: Нет курьеров');
    expect(letter.text).not.toContain('Не будет приготовлено');
  });

  it('say who comes for a ready order', () => {
    const pickup = { ...order, serviceType: 'DeliveryByClient' as const };
    const ready = (o: Order) =>
      guestStatusLetter(o, lines, 'ready', { declinedVenues: [], reason: null, orderUrl: '' });
    expect(ready(pickup).subject).toBe('Заказ №0001234 готов к выдаче');
    expect(ready(pickup).text).toContain('Самовывоз:');
    expect(ready(order).subject).toBe('Заказ №0001234 готов');
    expect(guestStatusSms(order, 'onTheWay')).toBe('Заказ №0001234 в пути. Пограничная 14');
    expect(guestStatusSms(pickup, 'ready')).toBe('Заказ №0001234 готов к выдаче. Пограничная 14');
  });
});

describe("a venue's ticket letter", () => {
  it('names the size and modifiers the guest chose, as the kitchen must cook it', () => {
    const chosen = {
      ...line(3, 2, 'Филадельфия', 144_000),
      count: 2,
      choiceText: '8 шт · Соевый соус ×2 · Васаби',
    };
    const letter = venueTicketLetter(order, [...lines, chosen], 2, 'sibumi@example.ru');
    expect(letter.text).toContain('— Филадельфия (8 шт · Соевый соус ×2 · Васаби) × 2: 1 440 Р');
    expect(letter.text).toContain('— Том ям × 1: 590 Р');
  });
});

describe('letters of an order with a promo code and points (issue 32 item 4)', () => {
  const discounted = {
    ...order,
    promoCode: 'TEN',
    subtotalKopecks: 88_000,
    discountKopecks: 8_800 + 10_000,
    deliveryFeeKopecks: 0,
    deliveryDiscountKopecks: 35_000,
    totalKopecks: 88_000 - 18_800,
  };
  const shared = [
    { ...line(1, 1, 'Гренки', 29_000), offerKopecks: 2_900, pointsKopecks: 3_295 },
    { ...line(2, 2, 'Том ям', 59_000), offerKopecks: 5_900, pointsKopecks: 6_705 },
  ];

  it('the guest’s names each discount and the total after them', () => {
    const text = guestLetter(discounted, shared, 'http://shop.test/order/1').text;
    expect(text).toContain('Доставка: 350 Р');
    expect(text).toContain('Скидка по промокоду TEN: -88 Р');
    expect(text).toContain('Скидка на доставку: -350 Р');
    expect(text).toContain('Оплачено баллами: -100 Р');
    expect(text).toContain('Итого: 692 Р');
  });

  it('each kitchen’s names its own dishes’ shares only', () => {
    const text = venueTicketLetter(discounted, shared, 2, 'sibumi@example.ru').text;
    expect(text).toContain('Скидка по промокоду TEN: -59 Р');
    expect(text).toContain('Оплачено баллами: -67,05 Р');
    expect(text).not.toContain('доставку');
  });
});

describe("a venue's cancellation letter", () => {
  it('tells the kitchen to stop, with its own dishes and the reason', () => {
    const letter = venueCancelLetter(
      order,
      lines,
      2,
      'sibumi@example.ru',
      'Отменён по вашей просьбе',
    );
    expect(letter.subject).toBe('Заказ №0001234 отменён: Sibumi');
    expect(letter.text).toContain('не готовьте его');
    expect(letter.text).toContain('— Том ям × 1: 590 Р');
    expect(letter.text).not.toContain('Гренки');
  });
});

describe("the guest's money letters", () => {
  it('say how much came back and why', () => {
    const cancelled = guestRefundLetter(
      order,
      { amountKopecks: 94_000, reason: 'cancelled' },
      'http://shop.test/order/1234?key=k',
    );
    expect(cancelled.to).toBe('anna@example.ru');
    expect(cancelled.subject).toBe('Возврат по заказу №0001234');
    expect(cancelled.text).toContain('Заказ отменён, поэтому мы вернули оплату.');
    expect(cancelled.text).toContain('Возвращено: 940 Р');
    const declined = guestRefundLetter(order, { amountKopecks: 59_000, reason: 'declined' }, '');
    expect(declined.text).toContain('Ресторан не смог приготовить часть заказа');
    expect(declined.text).toContain('Возвращено: 590 Р');
  });

  it('say a hold ran out and nothing was taken', () => {
    const letter = guestHoldExpiredLetter({ ...order, heldKopecks: 94_000 }, '');
    expect(letter.subject).toBe('Оплата заказа №0001234 не списана');
    expect(letter.text).toContain('деньги не списаны');
    expect(letter.text).toContain('Заблокировано было: 940 Р');
  });
});

describe('a late kitchen’s news', () => {
  it('gives the new time, with the date when it is another day than the order’s', () => {
    const today = { ...order, createdAt: new Date('2026-11-21T03:00:00Z') };
    const late = { ...today, promisedAt: new Date('2026-11-21T09:55:00Z') };
    const letter = guestLateLetter(late, 'https://shop.test/order/1');
    expect(letter.subject).toBe('Заказ №0001234 задерживается');
    expect(letter.text).toContain('Новое время: к 19:55.');
    expect(guestLateSms(late)).toContain('задерживается, новое время к 19:55.');
    const nextDay = { ...today, promisedAt: new Date('2026-11-22T01:10:00Z') };
    expect(guestLateSms(nextDay)).toContain('новое время к 11:10, 22 ноября.');
  });
});
