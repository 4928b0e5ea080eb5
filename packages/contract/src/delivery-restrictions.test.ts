import { describe, expect, it } from 'vitest';
import { zoneMinimumMessage } from './checkout-messages';
import {
  deliveryRefusalMessage,
  otherZoneMessage,
  UNEXPLAINED_DELIVERY_REFUSAL,
  venueDeliveryRefusal,
} from './delivery-restrictions';

describe('iiko’s delivery refusals in Russian', () => {
  it('names the minimum sum iiko gave, in the words of our own zone minimum', () => {
    expect(deliveryRefusalMessage('SumIsLessThenMinimum', { minSumKopecks: 150_000 })).toBe(
      zoneMinimumMessage(150_000),
    );
    expect(deliveryRefusalMessage('SumIsLessThenMinimum', { minSumKopecks: 150_000 })).toBe(
      'Минимальная сумма заказа для этой зоны — 1\u00a0500\u00a0Р',
    );
    expect(deliveryRefusalMessage('SumIsLessThenMinimum')).toBe(
      'Сумма заказа меньше минимальной для доставки по этому адресу',
    );
  });

  it('says the address is outside every zone', () => {
    expect(deliveryRefusalMessage('OutOfTerminalZone')).toBe(
      'По этому адресу мы пока не доставляем — проверьте улицу и дом или выберите самовывоз',
    );
  });

  it('names the hours when iiko gives them', () => {
    expect(
      deliveryRefusalMessage('DeliveryTimeIsUnacceptable', { from: '11:00', to: '22:00' }),
    ).toBe('По этому адресу доставляем с 11:00 до 22:00 — выберите другое время');
    expect(deliveryRefusalMessage('DeliveryTimeIsUnacceptable')).toBe(
      'На это время по этому адресу не доставляем — выберите другое время',
    );
  });

  it('names the weekdays when iiko gives them, whatever their case; unknown names are left out', () => {
    expect(
      deliveryRefusalMessage('DayOfWeekIsUnacceptable', {
        allowedWeekDays: ['Monday', 'friday', 'someday'],
      }),
    ).toBe('По этому адресу доставляем по дням: пн, пт. Выберите другой день');
    expect(deliveryRefusalMessage('DayOfWeekIsUnacceptable', { allowedWeekDays: [] })).toBe(
      'В этот день по этому адресу не доставляем — выберите другой день',
    );
  });

  it('has one text for iiko’s Undefined and for codes it may add later', () => {
    expect(deliveryRefusalMessage('Undefined')).toBe(UNEXPLAINED_DELIVERY_REFUSAL);
    expect(deliveryRefusalMessage('SomethingNew')).toBe(UNEXPLAINED_DELIVERY_REFUSAL);
  });

  it('names the zone the address is in, and the venue in a basket of several', () => {
    expect(otherZoneMessage('Центр')).toBe(
      'Этот адрес в зоне «Центр» — выберите её, чтобы стоимость доставки была верной',
    );
    expect(venueDeliveryRefusal('Кондитерская', deliveryRefusalMessage('OutOfTerminalZone'))).toBe(
      'Кондитерская: по этому адресу мы пока не доставляем — проверьте улицу и дом или выберите самовывоз',
    );
  });
});
