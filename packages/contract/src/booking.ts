/**
 * Table booking (SPEC.md §2 "Booking modal", §4 "Booking", §5 "Booking", API.md "Booking"): the
 * rules and texts of the modal and of POST /api/booking, so each rule exists once.
 */
import { z } from 'zod/mini';
import { EMAIL_PATTERN, normalizePhone } from './checkout';
import { DELIVERY_TIME_ZONE } from './delivery-time';

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
  timeTooFar: 'бронирование возможно не более чем на год вперёд',
  place: 'заведение не выбрано',
  sent: 'ЗАЯВКА ОТПРАВЛЕНА',
  failed: 'Не удалось отправить заявку. Проверьте соединение и попробуйте ещё раз.',
} as const;

/** The masks in the spec's notation (9 is a digit) and as react-imask patterns (0 is a digit). */
export const BOOKING_PHONE_MASK = '+7(999) 99 99 999';
export const BOOKING_PHONE_PLACEHOLDER = '+7 (999) 99 99 999';
export const BOOKING_TIME_MASK = '99/99/9999 В 99.99';
export const BOOKING_TIME_PLACEHOLDER = 'ВВЕДИТЕ ЖЕЛАЕМОЕ ВРЕМЯ И ДАТУ';
export const toImaskPattern = (mask: string) => mask.replaceAll('9', '0');

export const BOOKING_NAME_MAX = 50;
/** A booking further ahead than this is taken for a typo in the year. */
export const BOOKING_HORIZON_DAYS = 365;
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

/** Whether the phone field holds nothing the guest typed (the mask's own «+7(» aside). */
export function isBookingPhoneEmpty(value: string): boolean {
  return value.replace(/\D/g, '').length <= 1;
}

/** Optional: empty, or a whole Russian number. */
export function bookingPhoneError(value: string): string | null {
  if (isBookingPhoneEmpty(value)) return null;
  return normalizePhone(value) === null ? bookingMessages.phone : null;
}

/** 'DD/MM/YYYY В HH.MM', the time mask's output; the Latin B and a lower-case в are forgiven. */
const TIME_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}) [ВвBb] (\d{2})\.(\d{2})$/;
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

/** How far Vladivostok's wall clock is ahead of UTC at an instant, in ms (UTC+10 today). */
function vladivostokOffset(instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(new Date(instant)))
    parts[part.type] = Number(part.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute) - Math.floor(instant / MINUTE) * MINUTE;
}

/**
 * The instant of a booking time typed as 'DD/MM/YYYY В HH.MM', read as Vladivostok time whatever
 * the browser's zone; null when the text is not in that form or names no real date (31/02, 24.00).
 */
export function parseBookingTime(text: string): Date | null {
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
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 31/02 over into March: a real date reads back unchanged.
  if (new Date(wall).getUTCDate() !== day) return null;
  // The zone's offset near that time (Vladivostok keeps UTC+10 all year; Intl follows any change).
  return new Date(wall - vladivostokOffset(wall - 10 * 60 * MINUTE));
}

export function bookingTimeError(value: string, now: Date): string | null {
  if (value.trim() === '') return bookingMessages.timeRequired;
  const instant = parseBookingTime(value);
  if (!instant) return bookingMessages.time;
  if (instant.getTime() <= now.getTime()) return bookingMessages.timePast;
  if (instant.getTime() > now.getTime() + BOOKING_HORIZON_DAYS * DAY) {
    return bookingMessages.timeTooFar;
  }
  return null;
}

/** A string schema whose one message comes from `error`. */
function ruleField(error: (value: string) => string | null) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const message = error(value);
      if (message) ctx.issues.push({ code: 'custom', message, input: value });
    }),
  );
}

export const bookingNameField = ruleField(bookingNameError);
export const bookingSurnameField = ruleField(bookingSurnameError);
export const bookingEmailField = ruleField(bookingEmailError);
export const bookingPhoneField = ruleField(bookingPhoneError);
/** `now` is read at each check: the server passes its clock, the browser the real one. */
export const bookingTimeField = (now: () => Date = () => new Date()) =>
  ruleField((value) => bookingTimeError(value, now()));
export const bookingPlaceField = z.int().check(
  z.superRefine((value, ctx) => {
    if (!(placeIds as readonly number[]).includes(value)) {
      ctx.issues.push({ code: 'custom', message: bookingMessages.place, input: value });
    }
  }),
);

/** The modal's fields; the place comes from the button that opened it. */
export const bookingFormSchema = (now?: () => Date) =>
  z.object({
    name: bookingNameField,
    surname: bookingSurnameField,
    phone: bookingPhoneField,
    email: bookingEmailField,
    time: bookingTimeField(now),
  });
export type BookingForm = z.infer<ReturnType<typeof bookingFormSchema>>;

export const emptyBookingForm: BookingForm = {
  name: '',
  surname: '',
  phone: '',
  email: '',
  time: '',
};

/** POST /api/booking's body; the phone may be left out, empty or null. */
export const bookingRequestSchema = (now?: () => Date) =>
  z.strictObject({
    dataToSend: z.strictObject({
      name: bookingNameField,
      surname: bookingSurnameField,
      email: bookingEmailField,
      phone: z.optional(z.nullable(bookingPhoneField)),
      time: bookingTimeField(now),
      place: bookingPlaceField,
    }),
  });
export type BookingRequest = z.infer<ReturnType<typeof bookingRequestSchema>>;

export const bookingResponseSchema = z.object({ success: z.literal(true), id: z.int() });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;
