/**
 * The booking modal (SPEC.md §2 "Booking modal", §4 "Booking", §5 "Booking"). Loaded on first
 * use: react-hook-form, the masks and the rules stay out of the contacts page's first load.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOKING_CLOSE_MS,
  BOOKING_PHONE_MASK,
  BOOKING_PHONE_PLACEHOLDER,
  BOOKING_TIME_MASK,
  BOOKING_TIME_PLACEHOLDER,
  type BookingForm,
  bookingEmailError,
  bookingFormSchema,
  bookingMessages,
  bookingNameError,
  bookingSurnameError,
  emptyBookingForm,
  parseBookingTime,
  toImaskPattern,
} from '@storefront/contract/booking';
import { DELIVERY_TIME_ZONE } from '@storefront/contract/delivery-time';
import type { Place } from '@storefront/contract/venues';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { toast } from 'react-toastify';
import { errorText, errorType } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { FormField, fieldAria, inputClassName } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { useCreateBookingMutation } from './booking-api';
import styles from './booking-modal.module.css';
import { useFixedBody } from './use-fixed-body';

const PHONE_MASK = toImaskPattern(BOOKING_PHONE_MASK);
const TIME_MASK = toImaskPattern(BOOKING_TIME_MASK);
const FORM_FIELDS = ['name', 'surname', 'phone', 'email', 'time'] as const;

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
}

export interface BookingModalProps {
  /** the venue location whose button opened the modal */
  place: Place;
  onClose: () => void;
}

export function BookingModal({ place, onClose }: BookingModalProps) {
  useFixedBody();
  const [createBooking] = useCreateBookingMutation();
  const [schema] = useState(() => bookingFormSchema());
  const {
    control,
    register,
    handleSubmit,
    watch,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<BookingForm>({
    resolver: zodResolver(schema),
    // SPEC §5: a message shows once its field has been left, then follows every change.
    mode: 'onTouched',
    defaultValues: emptyBookingForm,
  });
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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
  const [name, surname, email] = watch(['name', 'surname', 'email']);
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
    attemptKey.current ??= newIdempotencyKey();
    const result = await createBooking({
      body: { dataToSend: { ...form, place: place.id } },
      idempotencyKey: attemptKey.current,
    });
    sending.current = false;
    if (result.data) {
      attemptKey.current = null;
      const shown = { email: form.email.trim(), time: formatTime(form.time) };
      if (mounted.current) setSent(shown);
      // Closed while the request ran: the guest still learns that the booking was made.
      else toast.success(`${bookingMessages.sent}. ${bookingMessages.note}`);
      return;
    }
    const message = errorText(result.error, bookingMessages.failed);
    if (!mounted.current) {
      toast.error(message);
      return;
    }
    setFailure(message);
    if (errorType(result.error) !== 'validation') return;
    // The server's own messages under the fields it names ('dataToSend.time' → time).
    const fields = readFields(result.error);
    const known = FORM_FIELDS.filter((field) => fields[`dataToSend.${field}`]);
    for (const field of known) {
      setError(field, { type: 'server', message: fields[`dataToSend.${field}`] });
    }
    if (known[0]) setFocus(known[0]);
  };

  const errorOf = (field: (typeof FORM_FIELDS)[number]) => errors[field]?.message;

  return (
    <Modal title={bookingMessages.title} onClose={onClose}>
      <p className={styles.note}>{bookingMessages.note}</p>
      <p className={styles.place}>
        <span className={styles.placeName}>{place.name}</span>, {place.street}
      </p>
      {sent ? (
        <div ref={sentRef} className={styles.sent} role="status" tabIndex={-1}>
          <p className={styles.sentTitle}>{bookingMessages.sent}</p>
          <p>
            Ждём вас {sent.time}. Подтверждение придёт на {sent.email}, а администратор перезвонит,
            чтобы подтвердить бронь.
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
                <IMaskInput
                  className={inputClassName}
                  mask={PHONE_MASK}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder={BOOKING_PHONE_PLACEHOLDER}
                  name={field.name}
                  value={field.value}
                  inputRef={field.ref}
                  onAccept={(value: string) => {
                    if (value !== field.value) field.onChange(value);
                  }}
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
          <FormField
            id="booking-time"
            required
            label="Дата и время"
            hint="Например, 24/12/2026 В 19.30 — по времени Владивостока"
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
          <button
            type="submit"
            className={styles.submit}
            disabled={incomplete}
            // Not `disabled` while sending: the focused button would drop focus out of the modal.
            aria-disabled={isSubmitting || undefined}
            aria-describedby={incomplete ? 'booking-submit-hint' : undefined}
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
