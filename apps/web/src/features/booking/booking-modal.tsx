/**
 * The booking modal (SPEC.md §2 "Booking modal", §4 "Booking", §5 "Booking"). Loaded on first
 * use: react-hook-form, the masks and the rules stay out of the contacts page's first load.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOKING_CLOSE_MS,
  BOOKING_GUESTS,
  BOOKING_TIME_MASK,
  BOOKING_TIME_PLACEHOLDER,
  type BookingForm,
  bookingDates,
  bookingEmailError,
  bookingFormSchema,
  bookingHoursMessage,
  bookingMessages,
  bookingNameError,
  bookingSlotFullResponseSchema,
  bookingSurnameError,
  bookingTakeNearestLabel,
  bookingTimeError,
  bookingTimes,
  emptyBookingForm,
  joinBookingTime,
  parseBookingTime,
  splitBookingTime,
  toImaskPattern,
} from '@storefront/contract/booking';
import { DELIVERY_TIME_ZONE } from '@storefront/contract/delivery-time';
import { weekOfPlace } from '@storefront/contract/place-hours';
import { plural } from '@storefront/contract/plural';
import type { Place } from '@storefront/contract/venues';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { errorType } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useGetOpeningHoursQuery } from '../../lib/opening-hours-api';
import { toast } from '../../lib/toast';
import { FormField, fieldAria, inputClassName } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { PhoneInput } from '../../ui/phone-input';
import { useCreateBookingMutation } from './booking-api';
import styles from './booking-modal.module.css';
import { useFixedBody } from './use-fixed-body';

const TIME_MASK = toImaskPattern(BOOKING_TIME_MASK);
const FORM_FIELDS = ['name', 'surname', 'phone', 'email', 'guests', 'time'] as const;
const GUEST_COUNTS = Array.from(
  { length: BOOKING_GUESTS.max - BOOKING_GUESTS.min + 1 },
  (_, index) => BOOKING_GUESTS.min + index,
);
const guestsText = (count: number) => `${count} ${plural(count, ['гость', 'гостя', 'гостей'])}`;

/** 'сб, 21 ноября' of a picker's 'DD/MM/YYYY' (a calendar date: read in UTC, no zone shift). */
const pickerDate = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'long',
});
function dateLabel(value: string, daysAhead: number): string {
  const [day, month, year] = value.split('/').map(Number) as [number, number, number];
  const date = pickerDate.format(Date.UTC(year, month - 1, day));
  if (daysAhead === 0) return `сегодня, ${date}`;
  if (daysAhead === 1) return `завтра, ${date}`;
  return date;
}

const dateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: DELIVERY_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

interface Sent {
  email: string;
  time: string;
  guests: number;
}

/** A refused full half hour: the server's words, and the nearest free time it names, if any. */
interface Full {
  /** the field's text that was refused: the offer stands while the field still holds it */
  time: string;
  message: string;
  nearest: string | null;
}

export interface BookingModalProps {
  /** the venue location whose button opened the modal */
  place: Place;
  onClose: () => void;
}

export function BookingModal({ place, onClose }: BookingModalProps) {
  useFixedBody();
  const [createBooking] = useCreateBookingMutation();
  // The place's hours as staff set them (the page's answer, or the defaults until it comes):
  // the pickers, the message and the form's rule all read this one week.
  const { data: openingHours } = useGetOpeningHoursQuery();
  const week = weekOfPlace(openingHours, place.id);
  // useForm reads its resolver on every render: a week that arrives later takes over.
  const schema = useMemo(() => bookingFormSchema(place.id, undefined, week), [place.id, week]);
  const {
    control,
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    setFocus,
    getFieldState,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<BookingForm>({
    resolver: zodResolver(schema),
    // SPEC §5: a message shows once its field has been left, then follows every change.
    mode: 'onTouched',
    defaultValues: emptyBookingForm,
  });
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [full, setFull] = useState<Full | null>(null);
  const offerRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // The latest onClose, so that a new one from the page does not restart the 5 seconds.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // SPEC §4: the confirmation replaces the form, and the modal closes 5 s later.
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sent) return;
    sentRef.current?.focus();
    const timer = setTimeout(() => closeRef.current(), BOOKING_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  // SPEC §4: ГОТОВО waits for name, surname and e-mail; each starts as «not specified».
  const [name, surname, email, time] = watch(['name', 'surname', 'email', 'time']);
  const incomplete = Boolean(
    bookingNameError(name) || bookingSurnameError(surname) || bookingEmailError(email),
  );

  const sending = useRef(false);
  // One key until a booking is made: a resend after a lost answer cannot book twice.
  const attemptKey = useRef<string | null>(null);
  const onValid = async (form: BookingForm) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    setFull(null);
    attemptKey.current ??= newIdempotencyKey();
    const result = await createBooking({
      body: { dataToSend: { ...form, place: place.id } },
      idempotencyKey: attemptKey.current,
    });
    sending.current = false;
    if (result.data) {
      attemptKey.current = null;
      const shown = {
        email: form.email.trim(),
        time: formatTime(form.time),
        guests: form.guests,
      };
      if (mounted.current) setSent(shown);
      // Closed while the request ran: the guest still learns that the booking was made.
      else toast.success(`${bookingMessages.sent}. ${bookingMessages.note}`);
      return;
    }
    const type = errorType(result.error);
    const validation = type === 'validation';
    // A refused time comes with the rule's own words (outside the hours, too far ahead, every
    // table taken then — with the nearest free time).
    const message =
      ((validation || type === 'slotFull') && readMessage(result.error)) ||
      errorText(result.error, bookingMessages.failed);
    if (!mounted.current) {
      toast.error(message);
      return;
    }
    if (type === 'slotFull') {
      const answer = bookingSlotFullResponseSchema.safeParse(
        (result.error as { data?: unknown }).data,
      );
      const nearest = answer.success ? answer.data.nearest : null;
      setFull({ time: form.time, message, nearest });
      // Nothing near to offer: the guest picks another day, starting from the field.
      if (!nearest) {
        setError('time', { type: 'server', message });
        setFocus('time');
      }
      return;
    }
    setFailure(message);
    if (!validation) return;
    // The server's own messages under the fields it names ('dataToSend.time' → time).
    const fields = readFields(result.error);
    const known = FORM_FIELDS.filter((field) => fields[`dataToSend.${field}`]);
    for (const field of known) {
      setError(field, { type: 'server', message: fields[`dataToSend.${field}`] });
    }
    if (known[0]) setFocus(known[0]);
  };

  const errorOf = (field: (typeof FORM_FIELDS)[number]) => errors[field]?.message;

  // The offer stands while the field holds the refused time; another time puts it away.
  const offer = full && full.time === time ? full : null;
  // The offered time gets the focus: one tap (or Enter) takes it.
  useEffect(() => {
    if (full?.nearest) offerRef.current?.focus();
  }, [full]);

  // The pickers write the masked field's text; what is typed there sets the pickers back, when
  // it is one of their choices. One text, one rule (contract bookingTimeError), whichever way.
  const picked = splitBookingTime(time);
  const dates = useMemo(() => bookingDates(place.id, new Date(), week), [place.id, week]);
  const pickedDate = dates.some((d) => d.value === picked.date) ? picked.date : null;
  const times = useMemo(() => {
    const offered = bookingTimes(place.id, pickedDate, new Date(), week);
    // A typed time off the 30-minute grid but within the rule is shown as chosen, not lost.
    if (
      picked.time &&
      !offered.includes(picked.time) &&
      bookingTimeError(time, place.id, new Date(), week) === null
    ) {
      return [...offered, picked.time].sort();
    }
    return offered;
  }, [place.id, pickedDate, picked.time, time, week]);
  const pickedTime = picked.time && times.includes(picked.time) ? picked.time : '';
  const writeTime = (text: string, complete: boolean) => {
    // A whole date and time is checked at once, as a field just left; a half one once touched.
    const touched = getFieldState('time').isTouched || isSubmitted;
    setValue('time', text, {
      shouldDirty: true,
      shouldTouch: complete || undefined,
      shouldValidate: complete || touched,
    });
  };
  const pickDate = (date: string) => {
    if (picked.time) writeTime(joinBookingTime(date, picked.time), true);
    else writeTime(date, false);
  };
  const pickTime = (value: string) => {
    if (pickedDate) writeTime(joinBookingTime(pickedDate, value), true);
  };
  // Decision 055: the tap fills the field with the offered time and leaves the sending to the
  // guest, on ГОТОВО, which gets the focus.
  const takeNearest = (nearest: string) => {
    writeTime(nearest, true);
    submitRef.current?.focus();
  };
  const hoursId = 'booking-hours';
  const exampleDate = dates.find((d) => d.daysAhead >= 1)?.value ?? dates[0]?.value ?? '';

  return (
    <Modal title={bookingMessages.title} onClose={onClose}>
      <p className={styles.note}>{bookingMessages.note}</p>
      <div className={styles.place}>
        <p>
          <span className={styles.placeName}>{place.name}</span>, {place.street}
        </p>
        <p id={hoursId} className={styles.hours}>
          {bookingHoursMessage(place.id, week)} (по времени Владивостока)
        </p>
      </div>
      {sent ? (
        <div ref={sentRef} className={styles.sent} role="status" tabIndex={-1}>
          <p className={styles.sentTitle}>{bookingMessages.sent}</p>
          <p>
            Ждём вас {sent.time}, {guestsText(sent.guests)}. Подтверждение придёт на {sent.email}, а
            администратор перезвонит, чтобы подтвердить бронь.
          </p>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)}>
          <FormField id="booking-name" required label="Имя" error={errorOf('name')}>
            <input
              className={inputClassName}
              type="text"
              autoComplete="given-name"
              {...register('name')}
              {...fieldAria('booking-name', errorOf('name'), true)}
            />
          </FormField>
          <FormField id="booking-surname" required label="Фамилия" error={errorOf('surname')}>
            <input
              className={inputClassName}
              type="text"
              autoComplete="family-name"
              {...register('surname')}
              {...fieldAria('booking-surname', errorOf('surname'), true)}
            />
          </FormField>
          <FormField id="booking-phone" label="Телефон" error={errorOf('phone')}>
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  name={field.name}
                  value={field.value}
                  inputRef={field.ref}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  {...fieldAria('booking-phone', errorOf('phone'))}
                />
              )}
            />
          </FormField>
          <FormField id="booking-email" required label="Почта" error={errorOf('email')}>
            <input
              className={inputClassName}
              type="email"
              autoComplete="email"
              placeholder="example@mail.ru"
              {...register('email')}
              {...fieldAria('booking-email', errorOf('email'), true)}
            />
          </FormField>
          <FormField id="booking-guests" label="Количество гостей" error={errorOf('guests')}>
            <select
              className={inputClassName}
              {...register('guests', { valueAsNumber: true })}
              {...fieldAria('booking-guests', errorOf('guests'))}
            >
              {GUEST_COUNTS.map((count) => (
                <option key={count} value={count}>
                  {guestsText(count)}
                </option>
              ))}
            </select>
          </FormField>
          <div className={styles.pickers}>
            <FormField id="booking-date" label="Дата">
              <select
                id="booking-date"
                className={inputClassName}
                value={pickedDate ?? ''}
                onChange={(event) => pickDate(event.target.value)}
              >
                <option value="" disabled>
                  Выберите дату
                </option>
                {dates.map((date) => (
                  <option key={date.value} value={date.value}>
                    {dateLabel(date.value, date.daysAhead)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="booking-clock" label="Время">
              <select
                id="booking-clock"
                className={inputClassName}
                value={pickedTime}
                disabled={!pickedDate}
                aria-describedby={hoursId}
                onChange={(event) => pickTime(event.target.value)}
              >
                <option value="" disabled>
                  --:--
                </option>
                {times.map((value) => (
                  <option key={value} value={value}>
                    {value.replace('.', ':')}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField
            id="booking-time"
            required
            label="Дата и время"
            hint={`Заполнится выбранными датой и временем; можно ввести и вручную, например ${joinBookingTime(exampleDate, '19.30')}`}
            error={errorOf('time')}
          >
            <Controller
              control={control}
              name="time"
              render={({ field }) => (
                <IMaskInput
                  className={inputClassName}
                  mask={TIME_MASK}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={BOOKING_TIME_PLACEHOLDER}
                  name={field.name}
                  value={field.value}
                  inputRef={field.ref}
                  onAccept={(value: string) => {
                    if (value !== field.value) field.onChange(value);
                  }}
                  onBlur={field.onBlur}
                  {...fieldAria('booking-time', errorOf('time'), true, true)}
                />
              )}
            />
          </FormField>
          {failure && (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          )}
          {offer && !offer.nearest && (
            // The field says it too (its message), but the alert is what is read out.
            <p className={styles.failure} role="alert">
              {offer.message}
            </p>
          )}
          {offer?.nearest && (
            <div className={styles.full}>
              <p className={styles.failure} role="alert">
                {offer.message}
              </p>
              <button
                ref={offerRef}
                type="button"
                className={styles.offer}
                onClick={() => offer.nearest && takeNearest(offer.nearest)}
              >
                {bookingTakeNearestLabel(offer.nearest)}
              </button>
            </div>
          )}
          <button
            ref={submitRef}
            type="submit"
            className={styles.submit}
            disabled={incomplete}
            // Not `disabled` while sending: the focused button would drop focus out of the modal.
            aria-disabled={isSubmitting || undefined}
            aria-describedby={incomplete ? 'booking-submit-hint' : undefined}
            // The press must not blur the field first: its message (two lines for the opening
            // hours) would push the button down under the pointer and the click would be lost.
            // Submitting checks every field anyway and focuses the first wrong one.
            onMouseDown={(event) => event.preventDefault()}
          >
            {bookingMessages.submit}
          </button>
          {incomplete && (
            <p id="booking-submit-hint" className={styles.hint}>
              Чтобы отправить заявку, укажите имя, фамилию и почту.
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}

/** '24 декабря 2026 г. в 19:30', as the guest typed it in Vladivostok time. */
function formatTime(text: string): string {
  const instant = parseBookingTime(text);
  return instant ? dateTime.format(instant) : text;
}

function readMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

function readFields(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object' || !('data' in error)) return {};
  const data = error.data as { fields?: unknown } | null;
  const fields = data?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
