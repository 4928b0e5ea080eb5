import { describe, expect, it } from 'vitest';
import {
  type DayHours,
  defaultOpeningHours,
  formatOpeningHours,
  openingHoursMessages as m,
  timeMinutes,
  type WeekHours,
  weekdayOfDate,
  weekOfPlace,
} from './opening-hours';
import { placeHoursUpdateSchema } from './opening-hours-schemas';
import { places } from './venues';

const noonToEleven: DayHours = { opens: '12:00', closes: '23:00' };
const late: DayHours = { opens: '12:00', closes: '24:00' };

function firstMessage(value: unknown): string | null {
  const result = placeHoursUpdateSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'error');
}

describe('opening hours', () => {
  it('default to the texts of venues.ts, every day alike', () => {
    for (const place of places) {
      const week = defaultOpeningHours[place.id];
      expect(week).toHaveLength(7);
      expect(formatOpeningHours(week)).toBe(`${place.workdaysOne}: ${place.workdaysTwo}`);
    }
    expect(defaultOpeningHours[3][0]).toEqual({ opens: '08:00', closes: '22:00' });
  });

  it('are written as guests read them: runs of alike days, closed days as «выходной»', () => {
    const weekdaysLate: WeekHours = [...Array(5).fill(noonToEleven), late, null];
    expect(formatOpeningHours(weekdaysLate)).toBe(
      'Пн–Пт: 12:00–23:00, Сб: 12:00–24:00, Вс: выходной',
    );
    const weekend: WeekHours = [...Array(5).fill(noonToEleven), late, late];
    expect(formatOpeningHours(weekend)).toBe('Пн–Пт: 12:00–23:00, Сб–Вс: 12:00–24:00');
    const mondayOff: WeekHours = [null, ...Array(6).fill(noonToEleven)];
    expect(formatOpeningHours(mondayOff)).toBe('Пн: выходной, Вт–Вс: 12:00–23:00');
    expect(formatOpeningHours(Array(7).fill(null))).toBe('Ежедневно: выходной');
  });

  it('read times and weekdays', () => {
    expect(timeMinutes('00:00')).toBe(0);
    expect(timeMinutes('24:00')).toBe(24 * 60);
    expect(timeMinutes('24:30')).toBeNull();
    expect(timeMinutes('9:00')).toBeNull();
    // 21 November 2026 is a Saturday, the 23rd a Monday.
    expect(weekdayOfDate(Date.UTC(2026, 10, 21))).toBe(6);
    expect(weekdayOfDate(Date.UTC(2026, 10, 22))).toBe(7);
    expect(weekdayOfDate(Date.UTC(2026, 10, 23))).toBe(1);
  });

  it('take a place’s week from the public answer, or its default', () => {
    const closedSundays: WeekHours = [...Array(6).fill(noonToEleven), null];
    const answer = { places: [{ placeId: 1, days: [...closedSundays] }] };
    expect(weekOfPlace(answer, 1)).toEqual(closedSundays);
    expect(weekOfPlace(answer, 2)).toBe(defaultOpeningHours[2]);
    expect(weekOfPlace(undefined, 4)).toBe(defaultOpeningHours[4]);
  });

  it('are checked when staff write them, with Russian messages', () => {
    const week = (day: unknown) => ({ days: [day, ...Array(6).fill(noonToEleven)], version: 1 });
    expect(firstMessage(week(noonToEleven))).toBeNull();
    expect(firstMessage(week(null))).toBeNull();
    expect(firstMessage(week(late))).toBeNull();
    expect(firstMessage(week({ opens: '23:00', closes: '12:00' }))).toBe(m.order);
    expect(firstMessage(week({ opens: '12:00', closes: '12:00' }))).toBe(m.order);
    expect(firstMessage(week({ opens: '25:00', closes: '26:00' }))).toBe(m.time);
    expect(firstMessage(week({ opens: '12.00', closes: '23:00' }))).toBe(m.time);
    expect(firstMessage(week({ opens: '24:00', closes: '24:00' }))).not.toBeNull();
    expect(firstMessage({ days: Array(6).fill(noonToEleven), version: 1 })).toBe(m.days);
    expect(firstMessage({ days: Array(7).fill(noonToEleven), version: 0 })).not.toBeNull();
    expect(
      firstMessage({ days: Array(7).fill({ ...noonToEleven, extra: 1 }), version: 1 }),
    ).not.toBeNull();
  });
});
