/**
 * Delivery time rules (SPEC.md §2 and §9, DESIGN.md §4): slots every 30 minutes from 11:00 to
 * 19:30, today and tomorrow, in Vladivostok time whatever the browser's zone; only future slots;
 * "as soon as possible" only while delivery works (11:00–20:00).
 */
import { TZDate } from '@date-fns/tz';

/** IANA's name; DESIGN.md's «Europe/Vladivostok» does not exist (decision 011). */
export const DELIVERY_TIME_ZONE = 'Asia/Vladivostok';
export const DELIVERY_HOURS = { open: '11:00', close: '20:00' } as const;
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

function localMinutes(now: Date): number {
  const local = new TZDate(now.getTime(), DELIVERY_TIME_ZONE);
  return local.getHours() * 60 + local.getMinutes();
}

/** Whether "as soon as possible" can be offered and accepted now. */
export function isAsapAvailable(now: Date): boolean {
  const minutes = localMinutes(now);
  return minutes >= FIRST_SLOT_MINUTES && minutes < CLOSE_MINUTES;
}

/** Today's and tomorrow's slots that are still in the future, in order. */
export function deliverySlots(now: Date): DeliverySlot[] {
  const today = new TZDate(now.getTime(), DELIVERY_TIME_ZONE);
  const slots: DeliverySlot[] = [];
  for (const [offset, day] of [
    [0, 'today'],
    [1, 'tomorrow'],
  ] as const) {
    for (let m = FIRST_SLOT_MINUTES; m <= LAST_SLOT_MINUTES; m += SLOT_STEP_MINUTES) {
      const slot = new TZDate(
        today.getFullYear(),
        today.getMonth(),
        today.getDate() + offset,
        Math.floor(m / 60),
        m % 60,
        0,
        DELIVERY_TIME_ZONE,
      );
      if (slot.getTime() <= now.getTime()) continue;
      const date = `${slot.getFullYear()}-${pad(slot.getMonth() + 1)}-${pad(slot.getDate())}`;
      const time = `${pad(slot.getHours())}:${pad(slot.getMinutes())}`;
      slots.push({ value: `${date} ${time}:00.000`, day, time });
    }
  }
  return slots;
}

/** Whether a completeBefore value is one of the slots offered now. */
export function isOfferedSlot(value: string, now: Date): boolean {
  return deliverySlots(now).some((slot) => slot.value === value);
}
