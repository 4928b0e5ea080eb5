/**
 * Delivery time rules (SPEC.md §2 and §9, DESIGN.md §4): slots every 30 minutes from 11:00 to
 * 19:30, today and tomorrow, in Vladivostok time whatever the browser's zone; only future slots;
 * "as soon as possible" only while delivery works (11:00–20:00).
 */

/** IANA's name; DESIGN.md's «Europe/Vladivostok» does not exist (decision 011). */
export const DELIVERY_TIME_ZONE = 'Asia/Vladivostok';
const FIRST_SLOT_MINUTES = 11 * 60;
const LAST_SLOT_MINUTES = 19 * 60 + 30;
const CLOSE_MINUTES = 20 * 60;
const SLOT_STEP_MINUTES = 30;

export interface DeliverySlot {
  /** the order call's completeBefore: 'YYYY-MM-DD HH:mm:ss.000', Vladivostok time */
  value: string;
  day: 'today' | 'tomorrow';
  /** '11:30' */
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: DELIVERY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The Vladivostok wall clock at an instant, and the midnight that started its day (UTC ms). */
function localDay(now: Date) {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(now)) parts[part.type] = Number(part.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0 } = parts;
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset now; Vladivostok keeps UTC+10 all year, so it holds for two days.
  const offset = wallAsUtc - Math.floor(now.getTime() / MINUTE) * MINUTE;
  return {
    minutes: hour * 60 + minute,
    midnightUtc: Date.UTC(year, month - 1, day) - offset,
    offset,
  };
}

/** Whether "as soon as possible" can be offered and accepted now. */
export function isAsapAvailable(now: Date): boolean {
  const { minutes } = localDay(now);
  return minutes >= FIRST_SLOT_MINUTES && minutes < CLOSE_MINUTES;
}

/** Today's and tomorrow's slots that are still in the future, in order. */
export function deliverySlots(now: Date): DeliverySlot[] {
  const { midnightUtc, offset } = localDay(now);
  const slots: DeliverySlot[] = [];
  for (const [index, day] of (['today', 'tomorrow'] as const).entries()) {
    for (let m = FIRST_SLOT_MINUTES; m <= LAST_SLOT_MINUTES; m += SLOT_STEP_MINUTES) {
      const instant = midnightUtc + index * DAY + m * MINUTE;
      if (instant <= now.getTime()) continue;
      // The wall-clock date of the slot, read back through the offset.
      const wall = new Date(instant + offset);
      const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
      const time = `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
      slots.push({ value: `${date} ${time}:00.000`, day, time });
    }
  }
  return slots;
}

/** Whether a completeBefore value is one of the slots offered now. */
export function isOfferedSlot(value: string, now: Date): boolean {
  return deliverySlots(now).some((slot) => slot.value === value);
}
