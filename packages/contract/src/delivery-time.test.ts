import { describe, expect, it } from 'vitest';
import {
  defaultDeliveryHours,
  deliveryHoursMessage,
  deliverySlots,
  formatDeliveryHours,
  isAsapAvailable,
  isOfferedSlot,
  pickupWeek,
  slotInstant,
  slotRefusal,
  todayClosesAt,
} from './delivery-time';
import { guestErrorMessages } from './guest-error-messages';
import type { WeekHours } from './opening-hours';

/** An instant given in Vladivostok local time (UTC+10, no daylight saving). */
function vladivostok(local: string): Date {
  return new Date(`${local}+10:00`);
}

describe('delivery slots', () => {
  it('in the morning offers all of today from 11:00 to 19:30 and all of tomorrow', () => {
    const slots = deliverySlots(vladivostok('2026-11-21T08:15:00'));
    const today = slots.filter((s) => s.day === 'today');
    const tomorrow = slots.filter((s) => s.day === 'tomorrow');
    expect(today.map((s) => s.time)).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
    ]);
    expect(tomorrow).toHaveLength(18);
    expect(today[0]?.value).toBe('2026-11-21 11:00:00.000');
    expect(tomorrow.at(-1)?.value).toBe('2026-11-22 19:30:00.000');
  });

  it('offers only future slots during the day', () => {
    const today = deliverySlots(vladivostok('2026-11-21T13:05:00')).filter(
      (s) => s.day === 'today',
    );
    expect(today[0]?.time).toBe('13:30');
    const onTheDot = deliverySlots(vladivostok('2026-11-21T13:30:00')).filter(
      (s) => s.day === 'today',
    );
    expect(onTheDot[0]?.time).toBe('14:00');
  });

  it('at 19:40 offers only tomorrow', () => {
    const slots = deliverySlots(vladivostok('2026-11-21T19:40:00'));
    expect(slots.every((s) => s.day === 'tomorrow')).toBe(true);
    expect(slots[0]?.value).toBe('2026-11-22 11:00:00.000');
  });

  it('at 23:50 offers tomorrow, and just after midnight the new day counts as today', () => {
    expect(deliverySlots(vladivostok('2026-11-21T23:50:00'))[0]?.value).toBe(
      '2026-11-22 11:00:00.000',
    );
    const afterMidnight = deliverySlots(vladivostok('2026-11-22T00:10:00'));
    expect(afterMidnight[0]).toMatchObject({ day: 'today', value: '2026-11-22 11:00:00.000' });
    expect(afterMidnight.at(-1)?.value).toBe('2026-11-23 19:30:00.000');
  });

  it('uses Vladivostok dates whatever the zone the instant is written in', () => {
    // 23:30 on the 20th in Moscow is 06:30 on the 21st in Vladivostok.
    const slots = deliverySlots(new Date('2026-11-20T23:30:00+03:00'));
    expect(slots[0]?.value).toBe('2026-11-21 11:00:00.000');
  });

  it('accepts only slots that are offered now', () => {
    const now = vladivostok('2026-11-21T13:05:00');
    expect(isOfferedSlot('2026-11-21 13:30:00.000', now)).toBe(true);
    expect(isOfferedSlot('2026-11-21 13:00:00.000', now)).toBe(false);
    expect(isOfferedSlot('2026-11-21 13:15:00.000', now)).toBe(false);
    expect(isOfferedSlot('2026-11-21 20:00:00.000', now)).toBe(false);
    expect(isOfferedSlot('2026-11-23 12:00:00.000', now)).toBe(false);
  });
});

describe('as soon as possible', () => {
  it.each([
    ['10:59', false],
    ['11:00', true],
    ['15:00', true],
    ['19:40', true],
    ['19:59', true],
    ['20:00', false],
    ['23:50', false],
  ])('at %s Vladivostok time: %s', (time, expected) => {
    expect(isAsapAvailable(vladivostok(`2026-11-21T${time}:00`))).toBe(expected);
  });
});

/** 2026-11-21 is a Saturday: Saturday 12:15–18:00, Sunday closed, the other days as before. */
const changedWeek: WeekHours = defaultDeliveryHours.map((day, index) =>
  index === 5 ? { opens: '12:15', closes: '18:00' } : index === 6 ? null : day,
);

describe('a delivery week staff changed', () => {
  it('offers a shortened day from its opening to 30 minutes before its closing', () => {
    const slots = deliverySlots(vladivostok('2026-11-21T08:15:00'), changedWeek);
    expect(slots.filter((s) => s.day === 'today').map((s) => s.time)).toEqual([
      '12:15',
      '12:45',
      '13:15',
      '13:45',
      '14:15',
      '14:45',
      '15:15',
      '15:45',
      '16:15',
      '16:45',
      '17:15',
    ]);
  });

  it('offers nothing on a closed day', () => {
    const slots = deliverySlots(vladivostok('2026-11-21T08:15:00'), changedWeek);
    expect(slots.filter((s) => s.day === 'tomorrow')).toEqual([]);
    // Sunday evening: Monday's slots are tomorrow's, today has none.
    const sunday = deliverySlots(vladivostok('2026-11-22T09:00:00'), changedWeek);
    expect(sunday[0]?.value).toBe('2026-11-23 11:00:00.000');
    expect(sunday.every((s) => s.day === 'tomorrow')).toBe(true);
    expect(isAsapAvailable(vladivostok('2026-11-22T13:00:00'), changedWeek)).toBe(false);
  });

  it.each([
    ['12:14', false],
    ['12:15', true],
    ['17:59', true],
    ['18:00', false],
  ])('"as soon as possible" on the shortened day at %s: %s', (time, expected) => {
    expect(isAsapAvailable(vladivostok(`2026-11-21T${time}:00`), changedWeek)).toBe(expected);
  });

  it("tells a time outside the day's hours from a malformed one", () => {
    const now = vladivostok('2026-11-21T08:15:00');
    expect(slotRefusal('2026-11-21 12:15:00.000', now, changedWeek)).toBeUndefined();
    expect(slotRefusal('2026-11-21 11:00:00.000', now, changedWeek)).toEqual({
      reason: 'hours',
      weekday: 6,
    });
    expect(slotRefusal('2026-11-21 17:45:00.000', now, changedWeek)?.reason).toBe('hours');
    expect(slotRefusal('2026-11-22 13:00:00.000', now, changedWeek)).toEqual({
      reason: 'hours',
      weekday: 7,
    });
    expect(slotRefusal('2026-11-21 12:30:00.000', now, changedWeek)?.reason).toBe('invalid');
    expect(slotRefusal('2026-11-21 07:00:00.000', now, changedWeek)?.reason).toBe('invalid');
    expect(slotRefusal('2026-11-23 12:15:00.000', now, changedWeek)?.reason).toBe('invalid');
    expect(slotRefusal('tomorrow', now, changedWeek)?.reason).toBe('invalid');
    expect(isOfferedSlot('2026-11-21 11:00:00.000', now, changedWeek)).toBe(false);
  });

  it("says the day's hours, and the same text as ever for the default week", () => {
    expect(deliveryHoursMessage(3)).toBe(guestErrorMessages.deliveryTimeUnavailable);
    expect(deliveryHoursMessage(6, changedWeek)).toBe(
      'В субботу доставка работает с 12:15 до 18:00. Пожалуйста, выберите время доставки',
    );
    expect(deliveryHoursMessage(7, changedWeek)).toBe(
      'В воскресенье доставки нет. Пожалуйста, выберите время доставки на другой день',
    );
    expect(deliveryHoursMessage(1, changedWeek)).toBe(
      'В понедельник доставка работает с 11:00 до 20:00. Пожалуйста, выберите время доставки',
    );
  });
});

describe('pickup hours', () => {
  const noonToEleven = { opens: '12:00', closes: '23:00' };
  const pub: WeekHours = Array(7).fill(noonToEleven);
  const pastry: WeekHours = [
    ...Array(5).fill({ opens: '09:00', closes: '21:00' }),
    { opens: '10:00', closes: '12:30' },
    null,
  ];

  it('are the hours every counter the order is collected at is open', () => {
    expect(pickupWeek([pub])).toEqual(pub);
    expect(pickupWeek([pub, pastry])).toEqual([
      ...Array(5).fill({ opens: '12:00', closes: '21:00' }),
      { opens: '12:00', closes: '12:30' },
      null,
    ]);
    // Saturday's half hour is one slot; the pastry shop's closed Sunday closes pickup.
    const saturday = vladivostok('2026-11-21T08:00:00');
    const slots = deliverySlots(saturday, pickupWeek([pub, pastry]));
    expect(slots.filter((slot) => slot.day === 'today').map((slot) => slot.time)).toEqual([
      '12:00',
    ]);
    expect(slots.filter((slot) => slot.day === 'tomorrow')).toEqual([]);
  });

  it('are closed on a day the places’ hours do not meet', () => {
    const morning: WeekHours = Array(7).fill({ opens: '08:00', closes: '11:00' });
    expect(pickupWeek([pub, morning])).toEqual(Array(7).fill(null));
  });

  it('are told in pickup’s own words', () => {
    expect(deliveryHoursMessage(3, pub, 'pickup')).toBe(
      'Самовывоз работает с 12:00 до 23:00. Пожалуйста, выберите время самовывоза',
    );
    const week = pickupWeek([pub, pastry]);
    expect(deliveryHoursMessage(7, week, 'pickup')).toBe(
      'В воскресенье самовывоза нет. Пожалуйста, выберите время самовывоза на другой день',
    );
    expect(deliveryHoursMessage(6, week, 'pickup')).toBe(
      'В субботу самовывоз работает с 12:00 до 12:30. Пожалуйста, выберите время самовывоза',
    );
  });
});

describe('the delivery week in words', () => {
  it('says "every day" while the days are alike, else the runs of days', () => {
    expect(formatDeliveryHours()).toBe('ежедневно с 11:00 до 20:00');
    expect(formatDeliveryHours(changedWeek)).toBe(
      'Пн–Пт: 11:00–20:00, Сб: 12:15–18:00, Вс: выходной',
    );
  });
});

describe('pre-order days (issue 33)', () => {
  const now = vladivostok('2026-11-28T23:50');

  it('reach the days ahead the kitchens take, by the venues’ calendar, not UTC’s', () => {
    const slots = deliverySlots(now, defaultDeliveryHours, { daysAhead: 14 });
    // 23:50 on the 28th: nothing more today; tomorrow is the 29th, the last day 12 December
    expect(slots[0]).toMatchObject({ day: 'tomorrow', date: '2026-11-29', time: '11:00' });
    expect(slots.at(-1)).toMatchObject({ day: 'later', date: '2026-12-12', time: '19:30' });
    expect(new Set(slots.map((slot) => slot.date)).size).toBe(14);
    expect(
      isOfferedSlot('2026-12-12 19:30:00.000', now, defaultDeliveryHours, { daysAhead: 14 }),
    ).toBe(true);
    expect(
      slotRefusal('2026-12-13 12:00:00.000', now, defaultDeliveryHours, { daysAhead: 14 }),
    ).toEqual({
      reason: 'invalid',
    });
  });

  it('keep the hours set for a date over its weekday’s: closed, or its own', () => {
    const dated = new Map([
      ['2026-11-30', null],
      ['2026-12-01', { opens: '15:00', closes: '17:00' }],
    ]);
    const slots = deliverySlots(now, defaultDeliveryHours, { daysAhead: 3, dated });
    expect(slots.filter((slot) => slot.date === '2026-11-30')).toEqual([]);
    expect(slots.filter((slot) => slot.date === '2026-12-01').map((slot) => slot.time)).toEqual([
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    expect(
      slotRefusal('2026-11-30 12:00:00.000', now, defaultDeliveryHours, { daysAhead: 3, dated }),
    ).toEqual({
      reason: 'hours',
      weekday: 1,
    });
    // a holiday today: no "as soon as possible"
    const today = new Map([['2026-11-28', null]]);
    expect(isAsapAvailable(vladivostok('2026-11-28T13:00'), defaultDeliveryHours, today)).toBe(
      false,
    );
  });

  it('today closes at its own hours', () => {
    expect(todayClosesAt(vladivostok('2026-11-28T13:00'))).toBe(
      vladivostok('2026-11-28T20:00').getTime(),
    );
    const today = new Map([['2026-11-28', { opens: '12:00', closes: '16:00' }]]);
    expect(todayClosesAt(vladivostok('2026-11-28T13:00'), defaultDeliveryHours, today)).toBe(
      vladivostok('2026-11-28T16:00').getTime(),
    );
    expect(
      todayClosesAt(
        vladivostok('2026-11-28T13:00'),
        defaultDeliveryHours,
        new Map([['2026-11-28', null]]),
      ),
    ).toBeNull();
  });

  it('a slot’s value is its Vladivostok instant', () => {
    expect(slotInstant('2026-11-29 11:00:00.000')).toBe(Date.parse('2026-11-29T01:00:00Z'));
    expect(slotInstant('2026-11-29 11:00')).toBeNull();
  });
});
