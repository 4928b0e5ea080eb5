/**
 * Table booking (SPEC.md §2 "Booking modal", §4 "Booking", §5 "Booking", API.md "Booking"): the
 * rules and texts of the modal and of POST /api/booking, so each rule exists once.
 */
import { z } from 'zod/mini';
import { EMAIL_PATTERN, normalizePhone } from './checkout';
import { fieldMessages, hasNul } from './fields';
import {
  dayMinutes,
  defaultOpeningHours,
  formatOpeningHours,
  hoursOn,
  isEveryDayAlike,
  onWeekdayNames,
  type Weekday,
  type WeekHours,
  weekdayOfDate,
} from './opening-hours';
import { isPhoneEmpty } from './phone';
import { venueInstant, wallClockAt } from './venue-clock';
import { places } from './venues';

export const bookingMessages = {
  title: 'Я ХОЧУ ЗАБРОНИРОВАТЬ СТОЛИК',
  note: 'Мы свяжемся с вами в течении 15 минут',
  submit: 'ГОТОВО',
  open: 'ЗАБРОНИРОВАТЬ СТОЛИК',
  nameRequired: 'имя не указано',
  name: 'некорректное имя',
  surnameRequired: 'фамилия не указана',
  surname: 'некорректная фамилия',
  emailRequired: 'почта не указана',
  email: 'некорректная почта',
  // Ours: SPEC leaves the phone and the time to the masks; the server checks them too.
  phone: 'некорректный номер телефона',
  timeRequired: 'дата и время не указаны',
  time: 'некорректные дата и время',
  timePast: 'укажите дату и время в будущем',
  timeTooFar: 'бронирование возможно не более чем на 30 дней вперёд',
  place: 'заведение не выбрано',
  guests: 'укажите число гостей от 1 до 20',
  sent: 'ЗАЯВКА ОТПРАВЛЕНА',
  failed: 'Не удалось отправить заявку. Проверьте соединение и попробуйте ещё раз.',
} as const;

/** The time mask in the spec's notation (9 is a digit) and as a react-imask pattern (0 a digit). */
export const BOOKING_TIME_MASK = '99/99/9999 В 99.99';
export const BOOKING_TIME_PLACEHOLDER = 'ВВЕДИТЕ ЖЕЛАЕМОЕ ВРЕМЯ И ДАТУ';
export const toImaskPattern = (mask: string) => mask.replaceAll('9', '0');

export const BOOKING_NAME_MAX = 50;
/** A table can be booked for today up to this many days ahead (Vladivostok dates). */
export const BOOKING_HORIZON_DAYS = 30;
/** The last bookable time is this long before the place closes: a guest has time to sit and eat. */
export const BOOKING_LAST_CALL_MINUTES = 60;
/** The time picker's step; a typed time may be any minute within the hours. */
export const BOOKING_SLOT_MINUTES = 30;
/** The number of guests: optional in the request (API.md has no such field), 1–20. */
export const BOOKING_GUESTS = { min: 1, max: 20, default: 2 } as const;
/** SPEC §9: the modal closes 5 s after the booking is sent. */
export const BOOKING_CLOSE_MS = 5000;

export const placeIds = [1, 2, 3, 4] as const;
export type PlaceId = (typeof placeIds)[number];

/** Letters (any alphabet) with spaces, hyphens and apostrophes between them: «Анна-Мария». */
const NAME_PATTERN = /^\p{L}+(?:[\s'’-]+\p{L}+)*$/u;

function personNameError(
  value: string,
  messages: { required: string; invalid: string },
): string | null {
  const name = value.trim();
  if (name === '') return messages.required;
  // SPEC §5: two characters or fewer is «некорректное».
  if (name.length <= 2 || name.length > BOOKING_NAME_MAX || !NAME_PATTERN.test(name)) {
    return messages.invalid;
  }
  return null;
}

export function bookingNameError(value: string): string | null {
  return personNameError(value, {
    required: bookingMessages.nameRequired,
    invalid: bookingMessages.name,
  });
}

export function bookingSurnameError(value: string): string | null {
  return personNameError(value, {
    required: bookingMessages.surnameRequired,
    invalid: bookingMessages.surname,
  });
}

export function bookingEmailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return bookingMessages.emailRequired;
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? null : bookingMessages.email;
}

/** Whether the phone field holds nothing the guest typed (the site's one rule, decision 021). */
export const isBookingPhoneEmpty = isPhoneEmpty;

/** Optional: empty, or a whole Russian number. */
export function bookingPhoneError(value: string): string | null {
  if (isBookingPhoneEmpty(value)) return null;
  return normalizePhone(value) === null ? bookingMessages.phone : null;
}

/** 'DD/MM/YYYY В HH.MM', the time mask's output; the Latin B and a lower-case в are forgiven. */
const TIME_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}) [ВвBb] (\d{2})\.(\d{2})$/;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const pad = (n: number) => String(n).padStart(2, '0');

interface BookingWallTime {
  /** the wall-clock date at midnight, as if it were UTC (day arithmetic only) */
  dateUtc: number;
  /** minutes since the wall clock's midnight */
  minutes: number;
  /** the instant itself */
  instant: Date;
}

/** The text's parts; null when it is not the mask's text of a real date and time. */
function readBookingTime(text: string): BookingWallTime | null {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 2000 || month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const dateUtc = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 31/02 over into March: a real date reads back unchanged.
  if (new Date(dateUtc).getUTCDate() !== day) return null;
  const wall = dateUtc + (hour * 60 + minute) * MINUTE;
  // The zone's offset near that time (Vladivostok keeps UTC+10 all year; Intl follows any change).
  const instant = new Date(venueInstant(wall));
  return { dateUtc, minutes: hour * 60 + minute, instant };
}

/**
 * The instant of a booking time typed as 'DD/MM/YYYY В HH.MM', read as Vladivostok time whatever
 * the browser's zone; null when the text is not in that form or names no real date (31/02, 24.00).
 */
export function parseBookingTime(text: string): Date | null {
  return readBookingTime(text)?.instant ?? null;
}

/** Today's date in Vladivostok at an instant, as a UTC midnight (day arithmetic only). */
function vladivostokToday(now: Date): number {
  const { year, month, day } = wallClockAt(now);
  return Date.UTC(year, month - 1, day);
}

/** 'DD/MM/YYYY' of a UTC midnight. */
function dateText(dateUtc: number): string {
  const date = new Date(dateUtc);
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

const minutesText = (minutes: number, separator: ':' | '.') =>
  `${pad(Math.floor(minutes / 60))}${separator}${pad(minutes % 60)}`;

/** A place's opening hours and the times a table can be booked for, in minutes of the day. */
export interface BookingHours {
  open: number;
  close: number;
  /** the last time a table can be booked for: {@link BOOKING_LAST_CALL_MINUTES} before closing */
  last: number;
}

const toBookingHours = (day: { opens: number; closes: number }): BookingHours => ({
  open: day.opens,
  close: day.closes,
  last: day.closes - BOOKING_LAST_CALL_MINUTES,
});

/**
 * The booking hours of a place on a weekday, from its week of opening hours (opening-hours.ts:
 * the stored hours where the caller has them, venues.ts's until then); null when it is closed
 * that day. Without a weekday, the widest span of the week: what the time picker offers before a
 * date is picked.
 */
export function bookingHours(
  placeId: PlaceId,
  week: WeekHours = defaultOpeningHours[placeId],
  weekday?: Weekday,
): BookingHours | null {
  if (weekday !== undefined) {
    const day = dayMinutes(hoursOn(week, weekday));
    return day && toBookingHours(day);
  }
  let widest: { opens: number; closes: number } | null = null;
  for (const day of week.map(dayMinutes)) {
    if (!day) continue;
    widest = widest
      ? { opens: Math.min(widest.opens, day.opens), closes: Math.max(widest.closes, day.closes) }
      : day;
  }
  return widest && toBookingHours(widest);
}

/**
 * 'Sibumi работает с 12:00 до 23:00: столик можно забронировать на время с 12:00 до 22:00' when
 * every day is alike; otherwise the weekday's ('Sibumi в субботу работает с …', 'Sibumi не
 * работает в воскресенье: выберите другой день'), or without a weekday the whole week.
 */
export function bookingHoursMessage(
  placeId: PlaceId,
  week: WeekHours = defaultOpeningHours[placeId],
  weekday?: Weekday,
): string {
  const name = places.find((p) => p.id === placeId)?.name ?? '';
  const everyDayAlike = isEveryDayAlike(week);
  const hours = bookingHours(placeId, week, everyDayAlike ? 1 : weekday);
  if (!everyDayAlike && weekday === undefined) {
    return (
      `${name} работает: ${formatOpeningHours(week)}; столик можно забронировать ` +
      `не позже чем за ${BOOKING_LAST_CALL_MINUTES} минут до закрытия`
    );
  }
  const day = everyDayAlike || weekday === undefined ? '' : `${onWeekdayNames[weekday - 1]} `;
  if (!hours) {
    return everyDayAlike
      ? `${name} сейчас не работает`
      : `${name} не работает ${day.trim()}: выберите другой день`;
  }
  const { open, close, last } = hours;
  return (
    `${name} ${day}работает с ${minutesText(open, ':')} до ${minutesText(close, ':')}: ` +
    `столик можно забронировать на время с ${minutesText(open, ':')} до ${minutesText(last, ':')}`
  );
}

/**
 * The booking time rule, the same in the modal and on the server: the mask's text of a real date
 * and time (Vladivostok), strictly after now, on a day from today to {@link BOOKING_HORIZON_DAYS}
 * days ahead, within the place's booking hours of that weekday (opening to an hour before
 * closing; none on a day it is closed). `week`: the place's opening hours, stored ones wherever
 * the caller has them.
 */
export function bookingTimeError(
  value: string,
  placeId: PlaceId,
  now: Date,
  week: WeekHours = defaultOpeningHours[placeId],
): string | null {
  if (value.trim() === '') return bookingMessages.timeRequired;
  const time = readBookingTime(value);
  if (!time) return bookingMessages.time;
  if (time.instant.getTime() <= now.getTime()) return bookingMessages.timePast;
  if (time.dateUtc > vladivostokToday(now) + BOOKING_HORIZON_DAYS * DAY) {
    return bookingMessages.timeTooFar;
  }
  const weekday = weekdayOfDate(time.dateUtc);
  const hours = bookingHours(placeId, week, weekday);
  if (!hours || time.minutes < hours.open || time.minutes > hours.last) {
    return bookingHoursMessage(placeId, week, weekday);
  }
  return null;
}

/** The mask's text of a date and a time picked apart: 'DD/MM/YYYY' + 'HH.MM' → '… В HH.MM'. */
export function joinBookingTime(date: string, time: string): string {
  return `${date} В ${time}`;
}

/** The whole date ('DD/MM/YYYY') and time ('HH.MM') in the field's text, each or null. */
export function splitBookingTime(text: string): { date: string | null; time: string | null } {
  const match = /^(\d{2}\/\d{2}\/\d{4})(?: [ВвBb] (\d{2}\.\d{2}))?/.exec(text.trim());
  return { date: match?.[1] ?? null, time: match?.[2] ?? null };
}

export interface BookingDate {
  /** 'DD/MM/YYYY', as the mask writes it */
  value: string;
  /** 0 today, 1 tomorrow… */
  daysAhead: number;
}

/**
 * The dates the date picker offers: today (while a time is left) to 30 days ahead, without the
 * days the place is closed.
 */
export function bookingDates(
  placeId: PlaceId,
  now: Date,
  week: WeekHours = defaultOpeningHours[placeId],
): BookingDate[] {
  const today = vladivostokToday(now);
  const dates: BookingDate[] = [];
  for (let daysAhead = 0; daysAhead <= BOOKING_HORIZON_DAYS; daysAhead++) {
    const dateUtc = today + daysAhead * DAY;
    const value = dateText(dateUtc);
    const offered =
      daysAhead === 0
        ? bookingTimes(placeId, value, now, week).length > 0
        : bookingHours(placeId, week, weekdayOfDate(dateUtc)) !== null;
    if (offered) dates.push({ value, daysAhead });
  }
  return dates;
}

/**
 * The times ('HH.MM') the time picker offers on a date ('DD/MM/YYYY'), every
 * {@link BOOKING_SLOT_MINUTES} minutes within the place's booking hours that weekday and after
 * now (none on a closed day); on no date yet, the widest day's.
 */
export function bookingTimes(
  placeId: PlaceId,
  date: string | null,
  now: Date,
  week: WeekHours = defaultOpeningHours[placeId],
): string[] {
  const hours = bookingHours(placeId, week);
  if (!hours) return [];
  const times: string[] = [];
  for (let minutes = hours.open; minutes <= hours.last; minutes += BOOKING_SLOT_MINUTES) {
    const time = minutesText(minutes, '.');
    if (
      date === null ||
      bookingTimeError(joinBookingTime(date, time), placeId, now, week) === null
    ) {
      times.push(time);
    }
  }
  return times;
}

/** A string schema whose one message comes from `error`. */
function ruleField(error: (value: string) => string | null) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const message = hasNul(value) ? fieldMessages.nul : error(value);
      if (message) ctx.issues.push({ code: 'custom', message, input: value });
    }),
  );
}

export const bookingNameField = ruleField(bookingNameError);
export const bookingSurnameField = ruleField(bookingSurnameError);
export const bookingEmailField = ruleField(bookingEmailError);
export const bookingPhoneField = ruleField(bookingPhoneError);
/**
 * The request's time: the mask's text of a real date and time. Its other rules need the place and
 * the clock; the server checks them with {@link bookingTimeError} and answers with that message.
 */
export const bookingTimeTextField = ruleField((value) => {
  if (value.trim() === '') return bookingMessages.timeRequired;
  return readBookingTime(value) ? null : bookingMessages.time;
});
/** The modal's time: every rule for its place and its hours; `now` is read at each check. */
export const bookingTimeField = (
  placeId: PlaceId,
  now: () => Date = () => new Date(),
  week: WeekHours = defaultOpeningHours[placeId],
) => ruleField((value) => bookingTimeError(value, placeId, now(), week));
export const bookingPlaceField = z.int().check(
  z.superRefine((value, ctx) => {
    if (!(placeIds as readonly number[]).includes(value)) {
      ctx.issues.push({ code: 'custom', message: bookingMessages.place, input: value });
    }
  }),
);
export const bookingGuestsField = z.int().check(
  z.superRefine((value, ctx) => {
    if (value < BOOKING_GUESTS.min || value > BOOKING_GUESTS.max) {
      ctx.issues.push({ code: 'custom', message: bookingMessages.guests, input: value });
    }
  }),
);

/** The modal's fields; the place comes from the button that opened it. */
export const bookingFormSchema = (placeId: PlaceId, now?: () => Date, week?: WeekHours) =>
  z.object({
    name: bookingNameField,
    surname: bookingSurnameField,
    phone: bookingPhoneField,
    email: bookingEmailField,
    guests: bookingGuestsField,
    time: bookingTimeField(placeId, now, week),
  });
export type BookingForm = z.infer<ReturnType<typeof bookingFormSchema>>;

export const emptyBookingForm: BookingForm = {
  name: '',
  surname: '',
  phone: '',
  email: '',
  guests: BOOKING_GUESTS.default,
  time: '',
};

/**
 * POST /api/booking's body; the phone may be left out, empty or null; `guests` is ours and may be
 * left out (API.md's fields stay as they are).
 */
export const bookingRequestSchema = z.strictObject({
  dataToSend: z.strictObject({
    name: bookingNameField,
    surname: bookingSurnameField,
    email: bookingEmailField,
    phone: z.optional(z.nullable(bookingPhoneField)),
    time: bookingTimeTextField,
    place: bookingPlaceField,
    guests: z.optional(bookingGuestsField),
  }),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** POST /api/booking's answer, 201; the server's serializer checks and filters it. */
export const bookingResponseSchema = z.object({ success: z.literal(true), id: z.int() });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/**
 * The answer for a half hour whose tables are all taken (a place's capacity, staff-bookings.ts),
 * naming the nearest half hour that has one, as the field writes it ('DD/MM/YYYY В HH.MM').
 */
export function slotFullMessage(nearest: string | null): string {
  return nearest
    ? `На это время все столы заняты. Ближайшее свободное время — ${nearest}`
    : 'На это время все столы заняты. Выберите другой день';
}

/**
 * POST /api/booking's 409 `slotFull` (ours): the message (also under `dataToSend.time`) and the
 * nearest half hour with a free table as data, in the request's own form ('DD/MM/YYYY В HH.MM',
 * Vladivostok) — the modal offers it with one tap (decision 055); null when none is near.
 */
export const bookingSlotFullResponseSchema = z.object({
  errType: z.literal('slotFull'),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  nearest: z.nullable(z.string()),
});
export type BookingSlotFullResponse = z.infer<typeof bookingSlotFullResponseSchema>;

/** The modal's button that takes the offered half hour: it fills the field, the guest sends. */
export const bookingTakeNearestLabel = (nearest: string) => `Выбрать ${nearest}`;
