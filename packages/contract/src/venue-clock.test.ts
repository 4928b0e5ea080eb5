import { describe, expect, it } from 'vitest';
import {
  formatVenueDateTime,
  formatVenueShortDateTime,
  formatVenueTime,
  venueDate,
  venueDateTimeText,
  venueInstant,
  venueOffset,
  wallClockAt,
} from './venue-clock';

// 23:59:30 in UTC on New Year's Eve is already 09:59:30 on 1 January in Vladivostok.
const instant = new Date('2026-12-31T23:59:30Z');

describe("the venues' clock", () => {
  it('reads Vladivostok’s wall clock at an instant, whatever the process’s zone', () => {
    expect(wallClockAt(instant)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 9,
      minute: 59,
      second: 30,
    });
    expect(wallClockAt(new Date('2026-12-31T14:00:00Z')).hour).toBe(0);
    expect(venueOffset(instant)).toBe(10 * 3600_000);
    expect(venueDate(new Date('2026-12-31T13:59:59Z'))).toBe('2026-12-31');
    expect(venueDate(new Date('2026-12-31T14:00:00Z'))).toBe('2027-01-01');
    expect(venueDateTimeText(new Date('2026-12-31T14:59:59Z'))).toBe('2027-01-01 00:59:59');
  });

  it('turns a wall-clock time back into its instant', () => {
    expect(new Date(venueInstant(Date.UTC(2026, 11, 24, 19, 30))).toISOString()).toBe(
      '2026-12-24T09:30:00.000Z',
    );
  });

  it('writes times the Russian way', () => {
    const evening = new Date('2026-12-24T09:30:00Z');
    expect(formatVenueTime(new Date('2026-12-24T14:05:00Z'))).toBe('00:05');
    expect(formatVenueShortDateTime(evening)).toBe('24.12, 19:30');
    expect(formatVenueDateTime(evening).replaceAll('\u00a0', ' ')).toBe(
      '24 декабря 2026 г. в 19:30',
    );
  });
});
