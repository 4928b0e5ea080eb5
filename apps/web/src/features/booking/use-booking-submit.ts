/**
 * Sending the booking modal's form and what the server answers (SPEC.md §4 "Booking"): the
 * confirmation, a refusal in the modal (under the fields it names), or a full half hour with the
 * nearest free time; a toast when the modal was closed while the request ran.
 */
import {
  type BookingForm,
  bookingMessages,
  bookingSlotFullResponseSchema,
  parseBookingTime,
} from '@storefront/contract/booking';
import { formatVenueDateTime } from '@storefront/contract/venue-clock';
import type { Place } from '@storefront/contract/venues';
import { useEffect, useRef, useState } from 'react';
import type { UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { errorType } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { toast } from '../../lib/toast';
import { useCreateBookingMutation } from './booking-api';

export const BOOKING_FIELDS = ['name', 'surname', 'phone', 'email', 'guests', 'time'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** What the confirmation says: the e-mail, the time in words and the guests. */
export interface BookingSentInfo {
  email: string;
  time: string;
  guests: number;
}

/** A refused full half hour: the server's words, and the nearest free time it names, if any. */
export interface BookingFull {
  /** the field's text that was refused: the offer stands while the field still holds it */
  time: string;
  message: string;
  nearest: string | null;
}

interface BookingSubmitOptions {
  placeId: Place['id'];
  setError: UseFormSetError<BookingForm>;
  setFocus: UseFormSetFocus<BookingForm>;
}

export function useBookingSubmit({ placeId, setError, setFocus }: BookingSubmitOptions) {
  const [createBooking] = useCreateBookingMutation();
  const [sent, setSent] = useState<BookingSentInfo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [full, setFull] = useState<BookingFull | null>(null);
  const offerRef = useRef<HTMLButtonElement>(null);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

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
      body: { dataToSend: { ...form, place: placeId } },
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
    const known = BOOKING_FIELDS.filter((field) => fields[`dataToSend.${field}`]);
    for (const field of known) {
      setError(field, { type: 'server', message: fields[`dataToSend.${field}`] });
    }
    if (known[0]) setFocus(known[0]);
  };

  // The offered time gets the focus: one tap (or Enter) takes it.
  useEffect(() => {
    if (full?.nearest) offerRef.current?.focus();
  }, [full]);

  return { sent, failure, full, offerRef, onValid };
}

/** '24 декабря 2026 г. в 19:30', as the guest typed it in Vladivostok time. */
function formatTime(text: string): string {
  const instant = parseBookingTime(text);
  return instant ? formatVenueDateTime(instant) : text;
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
