import { describe, expect, it } from 'vitest';
import {
  addDays,
  DATED_HOURS_DAYS_AHEAD,
  datedHoursParamsSchema,
  datedHoursRange,
  datedHoursUpdateSchema,
  isSettableDate,
} from './dated-hours';
import { kitchenLimits } from './kitchen-load';
import { openingHoursMessages } from './opening-hours';
import { openingHoursResponseSchema } from './opening-hours-schemas';
import { kitchenSettingsMessages, venueKitchenUpdateSchema } from './staff-kitchen';
import { categoryKitchenSchema, dishKitchenSchema, dishUpdateSchema } from './staff-menu';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a venue’s kitchen settings', () => {
  const settings = { capacityMinutes: 60, preorderDays: 14, noticeMinutes: 60, version: 1 };

  it('takes the bounds of kitchenLimits, inclusive', () => {
    for (const change of [
      { capacityMinutes: kitchenLimits.capacityMinutes.min },
      { capacityMinutes: kitchenLimits.capacityMinutes.max },
      { preorderDays: 1 },
      { noticeMinutes: 24 * 60 },
    ])
      expect(venueKitchenUpdateSchema.safeParse({ ...settings, ...change }).success).toBe(true);
  });

  it('refuses what is past them, or fractional, with one Russian message per field', () => {
    for (const [change, message] of [
      [{ capacityMinutes: 4 }, kitchenSettingsMessages.capacity],
      [{ capacityMinutes: 1001 }, kitchenSettingsMessages.capacity],
      [{ capacityMinutes: 10.5 }, kitchenSettingsMessages.capacity],
      [{ preorderDays: 0 }, kitchenSettingsMessages.preorderDays],
      [{ preorderDays: 15 }, kitchenSettingsMessages.preorderDays],
      [{ noticeMinutes: 14 }, kitchenSettingsMessages.notice],
      [{ noticeMinutes: 1441 }, kitchenSettingsMessages.notice],
    ] as const)
      expect(messageOf(venueKitchenUpdateSchema.safeParse({ ...settings, ...change }))).toBe(
        message,
      );
    expect(venueKitchenUpdateSchema.safeParse({ ...settings, extra: 1 }).success).toBe(false);
  });

  it('says its bounds without the U+2212 minus sign', () => {
    for (const text of Object.values(kitchenSettingsMessages)) expect(text).not.toContain('\u2212');
    expect(kitchenSettingsMessages.capacity).toContain('от 5 до 1000');
  });
});

describe('make-minutes and lead hours', () => {
  it('a dish’s: null for the category’s, 1..240 minutes, 0..336 hours', () => {
    expect(
      dishKitchenSchema.safeParse({ makeMinutes: null, leadHours: 0, version: 1 }).success,
    ).toBe(true);
    expect(
      dishKitchenSchema.safeParse({ makeMinutes: 240, leadHours: 336, version: 1 }).success,
    ).toBe(true);
    expect(
      messageOf(dishKitchenSchema.safeParse({ makeMinutes: 0, leadHours: 0, version: 1 })),
    ).toBe(kitchenSettingsMessages.makeMinutes);
    expect(
      messageOf(dishKitchenSchema.safeParse({ makeMinutes: null, leadHours: 337, version: 1 })),
    ).toBe(kitchenSettingsMessages.leadHours);
    expect(categoryKitchenSchema.safeParse({ makeMinutes: 241, version: 1 }).success).toBe(false);
  });

  it('are optional in the editor’s full save (absent: kept)', () => {
    const dish = {
      categoryId: 1,
      sort: 0,
      version: 1,
      name: 'Наполеон',
      description: '',
      priceKopecks: 190_000,
      weightGrams: 1200,
      proteins: 0,
      fats: 0,
      carbohydrates: 0,
      calories: 0,
      costPerGram: false,
      vatCode: null,
    };
    expect(dishUpdateSchema.safeParse(dish).success).toBe(true);
    expect(dishUpdateSchema.safeParse({ ...dish, makeMinutes: 90, leadHours: 48 }).success).toBe(
      true,
    );
    expect(dishUpdateSchema.safeParse({ ...dish, leadHours: -1 }).success).toBe(false);
  });
});

describe('dated hours', () => {
  // 21/11/2026 13:05 in Vladivostok is 03:05 UTC; 20/11 23:30 UTC is already the 21st there.
  const now = Date.parse('2026-11-21T03:05:00Z');

  it('counts from Vladivostok’s today to DATED_HOURS_DAYS_AHEAD days after', () => {
    expect(datedHoursRange(now)).toEqual({ from: '2026-11-21', to: '2027-01-20' });
    expect(datedHoursRange(Date.parse('2026-11-20T14:30:00Z')).from).toBe('2026-11-21');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isSettableDate('2026-11-20', now)).toBe(false);
    expect(isSettableDate('2026-11-21', now)).toBe(true);
    expect(isSettableDate(addDays('2026-11-21', DATED_HOURS_DAYS_AHEAD), now)).toBe(true);
    expect(isSettableDate(addDays('2026-11-21', DATED_HOURS_DAYS_AHEAD + 1), now)).toBe(false);
  });

  it('reads the address: a place or 0, a real date', () => {
    expect(datedHoursParamsSchema.parse({ placeId: '0', date: '2026-12-31' })).toEqual({
      placeId: 0,
      date: '2026-12-31',
    });
    expect(datedHoursParamsSchema.safeParse({ placeId: '1', date: '2026-02-30' }).success).toBe(
      false,
    );
    expect(datedHoursParamsSchema.safeParse({ placeId: '01', date: '2026-12-31' }).success).toBe(
      false,
    );
  });

  it('checks a day’s hours as the week does; null is a day off', () => {
    expect(datedHoursUpdateSchema.safeParse({ hours: null }).success).toBe(true);
    expect(
      datedHoursUpdateSchema.safeParse({ hours: { opens: '18:00', closes: '24:00' } }).success,
    ).toBe(true);
    expect(
      messageOf(datedHoursUpdateSchema.safeParse({ hours: { opens: '20:00', closes: '10:00' } })),
    ).toBe(openingHoursMessages.order);
  });

  it('is an optional field of the public opening hours', () => {
    const week = Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '22:00' }));
    const answer = { places: [{ placeId: 1, days: week }] };
    expect(openingHoursResponseSchema.safeParse(answer).success).toBe(true);
    expect(
      openingHoursResponseSchema.safeParse({
        ...answer,
        dated: { '1': [{ date: '2026-12-31', opens: null, closes: null }] },
      }).success,
    ).toBe(true);
  });
});
