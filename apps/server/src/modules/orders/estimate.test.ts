import { describe, expect, it } from 'vitest';
import { type EstimateInput, expectedBy } from './estimate';

const start = new Date('2026-11-21T03:00:00.000Z');
const base: EstimateInput = {
  status: 'accepted',
  serviceType: 'DeliveryByCourier',
  completeBefore: null,
  promisedAt: null,
  startedAt: start,
  onTheWayAt: null,
  prepMinutes: [30, 45],
  deliveryMinutes: 40,
};

describe('when the guest can expect the order', () => {
  it('the slowest kitchen plus the courier, from the start', () => {
    expect(expectedBy(base)?.toISOString()).toBe('2026-11-21T04:25:00.000Z');
  });

  it('pickup: the slowest kitchen only', () => {
    expect(expectedBy({ ...base, serviceType: 'DeliveryByClient' })?.toISOString()).toBe(
      '2026-11-21T03:45:00.000Z',
    );
  });

  it('on the way: the courier’s time from when it left', () => {
    const left = new Date('2026-11-21T03:50:00.000Z');
    expect(expectedBy({ ...base, status: 'onTheWay', onTheWayAt: left })?.toISOString()).toBe(
      '2026-11-21T04:30:00.000Z',
    );
  });

  it('nothing for a chosen time, a finished or cancelled order, or no kitchen left', () => {
    expect(expectedBy({ ...base, completeBefore: '2026-11-21 18:30:00.000' })).toBeNull();
    expect(expectedBy({ ...base, status: 'delivered' })).toBeNull();
    expect(expectedBy({ ...base, status: 'cancelled' })).toBeNull();
    expect(expectedBy({ ...base, prepMinutes: [] })).toBeNull();
  });

  it('the kitchens’ promise when one was kept, until the courier leaves', () => {
    const promisedAt = new Date('2026-11-21T04:07:00.000Z');
    expect(expectedBy({ ...base, promisedAt })).toBe(promisedAt);
    const left = new Date('2026-11-21T03:50:00.000Z');
    expect(
      expectedBy({ ...base, promisedAt, status: 'onTheWay', onTheWayAt: left })?.toISOString(),
    ).toBe('2026-11-21T04:30:00.000Z');
  });

  it('a chosen time shows only when a late kitchen moved the promise past it', () => {
    // the slot 18:30 in Vladivostok is 08:30 UTC
    const slot = { ...base, completeBefore: '2026-11-21 18:30:00.000' };
    expect(expectedBy({ ...slot, promisedAt: new Date('2026-11-21T08:30:00.000Z') })).toBeNull();
    const moved = new Date('2026-11-21T08:50:00.000Z');
    expect(expectedBy({ ...slot, promisedAt: moved })).toBe(moved);
  });
});
