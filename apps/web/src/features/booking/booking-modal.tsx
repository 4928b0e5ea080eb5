/**
 * The booking modal (SPEC.md §2 "Booking modal", §4 "Booking", §5 "Booking"). Loaded on first
 * use: react-hook-form, the masks and the rules stay out of the contacts page's first load.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BookingForm,
  bookingEmailError,
  bookingFormSchema,
  bookingHoursMessage,
  bookingMessages,
  bookingNameError,
  bookingSurnameError,
  emptyBookingForm,
} from '@storefront/contract/booking';
import { weekOfPlace } from '@storefront/contract/place-hours';
import type { Place } from '@storefront/contract/venues';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useGetOpeningHoursQuery } from '../../lib/opening-hours-api';
import { Modal } from '../../ui/modal';
import { BookingContactFields } from './booking-contact-fields';
import styles from './booking-modal.module.css';
import { BookingRefusal } from './booking-refusal';
import { BookingSent } from './booking-sent';
import { BookingTimeFields } from './booking-time-fields';
import { type BookingField, useBookingSubmit } from './use-booking-submit';
import { useBookingTimePickers } from './use-booking-time-pickers';
import { useFixedBody } from './use-fixed-body';

export interface BookingModalProps {
  /** the venue location whose button opened the modal */
  place: Place;
  onClose: () => void;
}

export function BookingModal({ place, onClose }: BookingModalProps) {
  useFixedBody();
  // The place's hours as staff set them (the page's answer, or the defaults until it comes):
  // the pickers, the message and the form's rule all read this one week.
  const { data: openingHours } = useGetOpeningHoursQuery();
  const week = weekOfPlace(openingHours, place.id);
  // useForm reads its resolver on every render: a week that arrives later takes over.
  const schema = useMemo(() => bookingFormSchema(place.id, undefined, week), [place.id, week]);
  const form = useForm<BookingForm>({
    resolver: zodResolver(schema),
    // SPEC §5: a message shows once its field has been left, then follows every change.
    mode: 'onTouched',
    defaultValues: emptyBookingForm,
  });
  const {
    control,
    register,
    handleSubmit,
    watch,
    setError,
    setFocus,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const { sent, failure, full, offerRef, onValid } = useBookingSubmit({
    placeId: place.id,
    setError,
    setFocus,
  });
  const submitRef = useRef<HTMLButtonElement>(null);

  // SPEC §4: ГОТОВО waits for name, surname and e-mail; each starts as «not specified».
  const [name, surname, email, time] = watch(['name', 'surname', 'email', 'time']);
  const incomplete = Boolean(
    bookingNameError(name) || bookingSurnameError(surname) || bookingEmailError(email),
  );

  const errorOf = (field: BookingField) => errors[field]?.message;

  // The offer stands while the field holds the refused time; another time puts it away.
  const offer = full && full.time === time ? full : null;

  const pickers = useBookingTimePickers({ form, isSubmitted, placeId: place.id, week, time });
  // Decision 055: the tap fills the field with the offered time and leaves the sending to the
  // guest, on ГОТОВО, which gets the focus.
  const takeNearest = (nearest: string) => {
    pickers.writeTime(nearest, true);
    submitRef.current?.focus();
  };
  const hoursId = 'booking-hours';

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
        <BookingSent sent={sent} onClose={onClose} />
      ) : (
        <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)}>
          <BookingContactFields control={control} register={register} errorOf={errorOf} />
          <BookingTimeFields
            control={control}
            pickers={pickers}
            hoursId={hoursId}
            errorOf={errorOf}
          />
          <BookingRefusal
            failure={failure}
            offer={offer}
            offerRef={offerRef}
            onTakeNearest={takeNearest}
          />
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
