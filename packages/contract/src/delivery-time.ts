/**
 * Delivery time rules (SPEC.md §2 and §9, DESIGN.md §4): slots every 30 minutes from the day's
 * opening to 30 minutes before its closing, today and tomorrow, in Vladivostok time whatever the
 * browser's zone; only future slots; "as soon as possible" only while delivery works that day.
 *
 * The hours are the delivery week (issue 14 item 6): staff edit it as one more "place" of the
 * opening hours (id DELIVERY_HOURS_ID); until then it is 11:00–20:00 every day. Every function
 * takes the week, defaulting to that, so a caller without the stored week keeps today's rule.
 */
import { defaultDeliveryHours } from './delivery-hours';
import {
  type DayHours,
  dayMinutes,
  hoursOn,
  isEveryDayAlike,
  onWeekdayNames,
  timeMinutes,
  type Weekday,
  type WeekHours,
  weekdayOfDate,
  weekdays,
} from './opening-hours';
import { VENUE_TIME_ZONE, venueOffset, wallClockAt } from './venue-clock';

/** The venues' zone (venue-clock.ts): delivery runs on their clock. */
export const DELIVERY_TIME_ZONE = VENUE_TIME_ZONE;
const SLOT_STEP_MINUTES = 30;
const SLOT_VALUE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}):00\.000$/;

export interface DeliverySlot {
  /** the order call's completeBefore: 'YYYY-MM-DD HH:mm:ss.000', Vladivostok time */
  value: string;
  /** today, tomorrow, or a pre-order's later day (issue 33 item 3) */
  day: 'today' | 'tomorrow' | 'later';
  /** the Vladivostok date, 'YYYY-MM-DD' */
  date: string;
  /** '11:30' */
  time: string;
  /** the instant (ms) */
  at: number;
}

/**
 * Days whose hours are not the week's (issue 33 item 3): holidays and events, set by date in the
 * back office; null: closed that day.
 */
export type DatedHours = ReadonlyMap<string, DayHours | null>;

/** How far ahead slots go, and the days set apart from the week. */
export interface SlotOptions {
  /** days after today that offer slots: 1 (the default) is today and tomorrow */
  daysAhead?: number;
  dated?: DatedHours;
}

const pad = (n: number) => String(n).padStart(2, '0');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The Vladivostok wall clock at an instant, and the midnight that started its day (UTC ms). */
function localDay(now: Date) {
  const { year, month, day, hour, minute } = wallClockAt(now);
  // The zone's offset now; Vladivostok keeps UTC+10 all year, so it holds for two days.
  const offset = venueOffset(now);
  return {
    minutes: hour * 60 + minute,
    midnightUtc: Date.UTC(year, month - 1, day) - offset,
    offset,
  };
}

const dateText = (wall: Date) =>
  `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;

/**
 * Today and the `daysAhead` days after it in Vladivostok: the instant of each local midnight, its
 * date as the order call writes it, and its weekday. Vladivostok keeps UTC+10 all year, so
 * today's offset holds for the days ahead.
 */
function localDays(now: Date, daysAhead = 1) {
  const { midnightUtc, offset } = localDay(now);
  return {
    days: Array.from({ length: daysAhead + 1 }, (_, index) => {
      const midnight = midnightUtc + index * DAY;
      // The local midnight read as a UTC instant: its calendar day is the Vladivostok one.
      const wallMidnight = midnight + offset;
      const day: DeliverySlot['day'] = index === 0 ? 'today' : index === 1 ? 'tomorrow' : 'later';
      return {
        day,
        midnight,
        date: dateText(new Date(wallMidnight)),
        weekday: weekdayOfDate(wallMidnight),
      };
    }),
  };
}

/** A date's hours: as set for that date, else its weekday's. */
function hoursOfDay(
  week: WeekHours,
  dated: DatedHours | undefined,
  day: { date: string; weekday: Weekday },
): DayHours | null {
  return dated?.has(day.date) ? (dated.get(day.date) ?? null) : hoursOn(week, day.weekday);
}

/** Today's Vladivostok weekday: the day "as soon as possible" is asked for. */
export function deliveryWeekday(now: Date): Weekday {
  return localDays(now).days[0]?.weekday ?? 1;
}

/** Whether "as soon as possible" can be offered and accepted now: while today's hours run. */
export function isAsapAvailable(
  now: Date,
  week: WeekHours = defaultDeliveryHours,
  dated?: DatedHours,
): boolean {
  const { minutes } = localDay(now);
  const today = localDays(now, 0).days[0];
  const hours = today ? dayMinutes(hoursOfDay(week, dated, today)) : null;
  return hours !== null && minutes >= hours.opens && minutes < hours.closes;
}

/**
 * When today's hours end (an instant), for "as soon as possible": a promise past it cannot be
 * kept (the courier, or the counter, has stopped). Null on a day without hours.
 */
export function todayClosesAt(
  now: Date,
  week: WeekHours = defaultDeliveryHours,
  dated?: DatedHours,
): number | null {
  const today = localDays(now, 0).days[0];
  const hours = today ? dayMinutes(hoursOfDay(week, dated, today)) : null;
  return today && hours ? today.midnight + hours.closes * MINUTE : null;
}

/**
 * The slots of today and the days ahead (tomorrow unless said) that are still in the future, in
 * order: from each day's opening (a day opening at 11:15 offers 11:15, 11:45, …) to 30 minutes
 * before its closing; a closed day offers none. A date set apart keeps its own hours.
 */
export function deliverySlots(
  now: Date,
  week: WeekHours = defaultDeliveryHours,
  options: SlotOptions = {},
): DeliverySlot[] {
  const slots: DeliverySlot[] = [];
  for (const localDay of localDays(now, options.daysAhead).days) {
    const { day, midnight, date } = localDay;
    const hours = dayMinutes(hoursOfDay(week, options.dated, localDay));
    if (!hours) continue;
    for (let m = hours.opens; m + SLOT_STEP_MINUTES <= hours.closes; m += SLOT_STEP_MINUTES) {
      const at = midnight + m * MINUTE;
      if (at <= now.getTime()) continue;
      const time = `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
      slots.push({ value: `${date} ${time}:00.000`, day, date, time, at });
    }
  }
  return slots;
}

/** Whether a completeBefore value is one of the slots offered now. */
export function isOfferedSlot(
  value: string,
  now: Date,
  week: WeekHours = defaultDeliveryHours,
  options: SlotOptions = {},
): boolean {
  return deliverySlots(now, week, options).some((slot) => slot.value === value);
}

/** The instant of a completeBefore value (Vladivostok wall time); null when malformed. */
export function slotInstant(value: string): number | null {
  const [, date = '', time = ''] = SLOT_VALUE.exec(value) ?? [];
  const minutes = timeMinutes(time);
  const [year, month, day] = date.split('-').map(Number);
  if (minutes === null || !year || !month || !day) return null;
  const wallMidnight = Date.UTC(year, month - 1, day);
  return wallMidnight - venueOffset(wallMidnight) + minutes * MINUTE;
}

/**
 * Why a completeBefore value is not offered now (undefined: it is). `hours`: a future time of
 * today or tomorrow outside that day's delivery hours, or on a day without delivery — the guest
 * is told the day's hours (deliveryHoursMessage); `invalid`: anything else (malformed, past, off
 * the day's half-hours, after tomorrow), which the form never sends.
 */
export function slotRefusal(
  value: string,
  now: Date,
  week: WeekHours = defaultDeliveryHours,
  options: SlotOptions = {},
): { reason: 'hours'; weekday: Weekday } | { reason: 'invalid' } | undefined {
  if (isOfferedSlot(value, now, week, options)) return undefined;
  const [, date, time = ''] = SLOT_VALUE.exec(value) ?? [];
  const day = localDays(now, options.daysAhead).days.find((candidate) => candidate.date === date);
  const minutes = timeMinutes(time);
  if (!day || minutes === null || day.midnight + minutes * MINUTE <= now.getTime()) {
    return { reason: 'invalid' };
  }
  const hours = dayMinutes(hoursOfDay(week, options.dated, day));
  if (hours === null || minutes < hours.opens || minutes + SLOT_STEP_MINUTES > hours.closes) {
    return { reason: 'hours', weekday: day.weekday };
  }
  return { reason: 'invalid' };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How the guest gets the order: its hours and the words for them differ. */
export type OrderWay = 'courier' | 'pickup';

const wayWords: Record<OrderWay, { noun: string; of: string }> = {
  courier: { noun: 'доставка', of: 'доставки' },
  pickup: { noun: 'самовывоз', of: 'самовывоза' },
};

/**
 * The hours a pickup order can be collected in: each venue's part waits at its own counter
 * (venues.ts's pickupPlace), so the hours every one of those places is open, day by day — the
 * latest opening to the earliest closing; closed when any is closed or the spans do not meet.
 */
export function pickupWeek(placeWeeks: readonly WeekHours[]): WeekHours {
  return weekdays.map((weekday) => {
    const days = placeWeeks.map((week) => hoursOn(week, weekday));
    if (days.length === 0 || days.some((day) => dayMinutes(day) === null)) return null;
    // 'HH:MM' strings order as the times do ('24:00' included).
    const opens = days.reduce(
      (latest, day) => (day && day.opens > latest ? day.opens : latest),
      '',
    );
    const closes = days.reduce(
      (earliest, day) => (day && day.closes < earliest ? day.closes : earliest),
      '24:00',
    );
    return dayMinutes({ opens, closes }) ? { opens, closes } : null;
  });
}

/**
 * What a guest asking for a time outside the hours is told, from that day's hours: for the
 * default delivery week exactly errorMessages.deliveryTimeUnavailable ('Доставка работает с 11:00
 * до 20:00. …'); when the days differ, the day is named; a pickup order's words are its own
 * ('Самовывоз работает с 12:00 до 23:00. Пожалуйста, выберите время самовывоза').
 */
export function deliveryHoursMessage(
  weekday: Weekday,
  week: WeekHours = defaultDeliveryHours,
  way: OrderWay = 'courier',
): string {
  const words = wayWords[way];
  const chooseTime = `Пожалуйста, выберите время ${words.of}`;
  const day = hoursOn(week, weekday);
  const alike = isEveryDayAlike(week);
  const onDay = capitalise(onWeekdayNames[weekday - 1] ?? '');
  if (!day || !dayMinutes(day)) {
    return alike
      ? `${capitalise(words.noun)} сейчас не работает`
      : `${onDay} ${words.of} нет. ${chooseTime} на другой день`;
  }
  const span = `с ${day.opens} до ${day.closes}`;
  return alike
    ? `${capitalise(words.noun)} работает ${span}. ${chooseTime}`
    : `${onDay} ${words.noun} работает ${span}. ${chooseTime}`;
}

export {
  DELIVERY_HOURS_ID,
  defaultDeliveryHours,
  deliveryWeekOf,
  formatDeliveryHours,
} from './delivery-hours';
