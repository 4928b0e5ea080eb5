import { describe, expect, it } from 'vitest';
import { zoneDelivery, zoneTermsOf } from './checkout';
import {
  leftToFreeDeliveryMessage,
  pausedVenueMessage,
  zoneMinimumMessage,
} from './checkout-messages';
import { venueBusyUpdateSchema, zonesMessages, zoneUpdateSchema } from './staff-zones';

const zone = { feeKopecks: 50_000, minOrderKopecks: 150_000, freeFromKopecks: 300_000 };

describe('zoneDelivery', () => {
  it('refuses under the minimum, charges the fee, says what is left to free delivery', () => {
    expect(zoneDelivery(zone, 100_000)).toEqual({
      feeKopecks: 50_000,
      belowMinimumBy: 50_000,
      leftToFree: 200_000,
    });
    expect(zoneDelivery(zone, 150_000)).toEqual({
      feeKopecks: 50_000,
      belowMinimumBy: 0,
      leftToFree: 150_000,
    });
  });

  it('drops the fee from the threshold on', () => {
    expect(zoneDelivery(zone, 300_000)).toEqual({
      feeKopecks: 0,
      belowMinimumBy: 0,
      leftToFree: null,
    });
  });

  it('a zone never free and without a minimum: the fee, nothing else', () => {
    expect(
      zoneDelivery({ feeKopecks: 35_000, minOrderKopecks: 0, freeFromKopecks: null }, 10),
    ).toEqual({ feeKopecks: 35_000, belowMinimumBy: 0, leftToFree: null });
  });

  it('reads the public zone in roubles; an answer without terms has none', () => {
    expect(zoneTermsOf({ id: 1, name: 'Центр', price: 350 })).toEqual({
      feeKopecks: 35_000,
      minOrderKopecks: 0,
      freeFromKopecks: null,
    });
    expect(
      zoneTermsOf({ id: 3, name: 'Де-Фриз', price: 1200, minOrder: 1500, freeFrom: 5000 }),
    ).toEqual({ feeKopecks: 120_000, minOrderKopecks: 150_000, freeFromKopecks: 500_000 });
  });
});

describe('zone and busy texts', () => {
  it('writes sums as the specification does', () => {
    expect(zoneMinimumMessage(150_000)).toBe(
      'Минимальная сумма заказа для этой зоны — 1\u00a0500\u00a0Р',
    );
    expect(leftToFreeDeliveryMessage(45_050)).toBe('До бесплатной доставки — 450,5\u00a0Р');
    expect(pausedVenueMessage('Sibumi', ' Вернёмся к 18:00 ')).toBe(
      'Sibumi сейчас не принимает заказы: Вернёмся к 18:00',
    );
    expect(pausedVenueMessage('Sibumi', '')).toBe('Sibumi сейчас не принимает заказы');
  });
});

describe('staff zone and busy writes', () => {
  const update = {
    name: ' Центр ',
    feeKopecks: 35_000,
    minOrderKopecks: 0,
    freeFromKopecks: null,
    deliveryMinutes: 40,
    active: true,
    sort: 0,
    version: 1,
  };

  it('accepts a zone and trims its name', () => {
    expect(zoneUpdateSchema.parse(update).name).toBe('Центр');
  });

  it('refuses a negative fee, a zero threshold, no minutes and markup, in Russian', () => {
    const messages = (body: object) =>
      zoneUpdateSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ ...update, feeKopecks: -1 })).toEqual([zonesMessages.fee]);
    expect(messages({ ...update, freeFromKopecks: 0 })).toEqual([zonesMessages.freeFrom]);
    expect(messages({ ...update, deliveryMinutes: 0 })).toEqual([zonesMessages.minutes]);
    expect(messages({ ...update, name: '<b>Центр</b>' })).toEqual([zonesMessages.markup]);
    expect(messages({ ...update, name: '  ' })).toEqual([zonesMessages.name]);
  });

  it('busy mode: 0–180 extra minutes, a message of up to 200 characters', () => {
    const busy = { extraMinutes: 30, ordersPaused: false, pauseMessage: '', version: 1 };
    expect(venueBusyUpdateSchema.safeParse(busy).success).toBe(true);
    expect(
      venueBusyUpdateSchema.safeParse({ ...busy, extraMinutes: 181 }).error?.issues[0]?.message,
    ).toBe(zonesMessages.extraMinutes);
    expect(
      venueBusyUpdateSchema.safeParse({ ...busy, pauseMessage: 'а'.repeat(201) }).error?.issues[0]
        ?.message,
    ).toBe(zonesMessages.pauseMessage);
  });
});
