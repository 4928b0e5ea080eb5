/**
 * The reading of iiko's `delivery_restrictions/allowed` verdicts at an order (issue 15 item 3):
 * what is asked of each venue, which refusal the guest is told, a zone mismatch, and a check that
 * does not answer in time taking the order.
 */
import { zoneMinimumMessage } from '@storefront/contract/checkout-messages';
import { deliveryRefusalMessage } from '@storefront/contract/delivery-restrictions';
import type { MenuVenueId } from '@storefront/contract/venues';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryVerdict } from '../../adapters/iiko/delivery-restrictions';
import {
  type DeliveryQuery,
  type DeliveryRestrictionsCheck,
  deliveryRefusal,
  terminalTime,
} from './delivery-restrictions-check';

const allowed = (zones: string[] = []): DeliveryVerdict => ({ allowed: true, zones });
const refused = (code: string, minSumKopecks: number | null = null): DeliveryVerdict => ({
  allowed: false,
  code,
  minSumKopecks,
  from: null,
  to: null,
  allowedWeekDays: [],
});

function checkOf(verdicts: Partial<Record<MenuVenueId, DeliveryVerdict | Promise<never>>>) {
  const asked: { venueId: MenuVenueId; query: DeliveryQuery }[] = [];
  const check: DeliveryRestrictionsCheck = {
    async checkDelivery(venueId, query) {
      asked.push({ venueId, query });
      const verdict = verdicts[venueId];
      if (!verdict) throw new Error('not set');
      return verdict;
    },
  };
  return { check, asked };
}

const log = { warn: vi.fn() };
const venueNames = new Map([
  [1, 'Гастропаб'],
  [2, 'Sibumi'],
  [3, 'Кондитерская'],
]);
const zones = [
  { name: 'Центр города', posZoneName: 'Центр' },
  { name: 'Первая Речка', posZoneName: 'Первая Речка' },
];
const order = (overrides: Partial<Parameters<typeof deliveryRefusal>[1]> = {}) => ({
  lines: [
    { venueId: 2, iikoId: 'ROLL-1', name: 'Филадельфия', count: 1 },
    { venueId: 2, iikoId: 'roll-1', name: 'Филадельфия', count: 2 },
    { venueId: 1, iikoId: 'steak-1', name: 'Рибай', count: 1 },
  ],
  street: 'Светланская',
  house: '1',
  sumKopecks: 250_000,
  completeBefore: '2026-11-24 18:30:00.000',
  now: new Date('2026-11-24T03:00:00Z'),
  venueNames,
  chosenZone: zones[0] ?? null,
  zones,
  ...overrides,
});

describe('iiko’s delivery restrictions at an order', () => {
  it('asks each venue about its own dishes, one item per dish, with the address, the order’s sum and its time', async () => {
    const { check, asked } = checkOf({ 1: allowed(['Центр']), 2: allowed(['Центр']) });
    expect(await deliveryRefusal(check, order(), log)).toBeNull();
    const byVenue = Object.fromEntries(asked.map(({ venueId, query }) => [venueId, query]));
    expect(byVenue[2]).toEqual({
      address: { city: 'Владивосток', street: 'Светланская', house: '1' },
      items: [{ productId: 'roll-1', name: 'Филадельфия', amount: 3 }],
      sumKopecks: 250_000,
      deliveryDate: '2026-11-24 18:30:00.000',
    });
    expect(byVenue[1]?.items).toEqual([{ productId: 'steak-1', name: 'Рибай', amount: 1 }]);
  });

  it('asks “as soon as possible” for now, on the Vladivostok terminal’s clock', async () => {
    const { check, asked } = checkOf({ 1: allowed(), 2: allowed() });
    await deliveryRefusal(check, order({ completeBefore: null }), log);
    expect(asked[0]?.query.deliveryDate).toBe('2026-11-24 13:00:00.000');
    expect(terminalTime(new Date('2026-12-31T14:59:59Z'))).toBe('2027-01-01 00:59:59.000');
  });

  it.each([
    ['SumIsLessThenMinimum', 'belowZoneMinimum'],
    ['OutOfTerminalZone', 'validation'],
    ['DeliveryTimeIsUnacceptable', 'validation'],
    ['DayOfWeekIsUnacceptable', 'validation'],
  ])('answers %s in the contract’s words (%s)', async (code, errType) => {
    const single = order({ lines: [{ venueId: 2, iikoId: 'roll-1', name: 'Ролл', count: 1 }] });
    const { check } = checkOf({ 2: refused(code) });
    expect(await deliveryRefusal(check, single, log)).toEqual({
      errType,
      message: deliveryRefusalMessage(code),
    });
  });

  it('names the refusing venue in a basket of several, and the sum iiko asks for', async () => {
    const { check } = checkOf({
      1: allowed(['Центр']),
      2: refused('SumIsLessThenMinimum', 300_000),
    });
    expect(await deliveryRefusal(check, order(), log)).toEqual({
      errType: 'belowZoneMinimum',
      message: `Sibumi: ${zoneMinimumMessage(300_000).replace('М', 'м')}`,
    });
  });

  it('refuses an address iiko places in another of our zones, naming it', async () => {
    const { check } = checkOf({ 1: allowed(['Первая Речка']), 2: allowed(['Первая Речка']) });
    expect(await deliveryRefusal(check, order(), log)).toEqual({
      errType: 'validation',
      message:
        'Этот адрес в зоне «Первая Речка» — выберите её, чтобы стоимость доставки была верной',
    });
    // a zone iiko names that we do not have, or no zone named: nothing to tell
    const unknown = checkOf({ 1: allowed(['Окраина']), 2: allowed([]) });
    expect(await deliveryRefusal(unknown.check, order(), log)).toBeNull();
  });

  it('takes the order when iiko does not answer in time or fails, and logs it', async () => {
    const hanging = new Promise<never>(() => undefined);
    const { check } = checkOf({ 1: hanging, 2: allowed() });
    const warn = vi.fn();
    const started = Date.now();
    expect(await deliveryRefusal(check, order(), { warn }, 50)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ venueId: 1 }),
      'delivery restrictions check failed: the order is taken unchecked',
    );
    const failing = checkOf({ 1: allowed() });
    expect(await deliveryRefusal(failing.check, order(), { warn })).toBeNull();
  });
});
