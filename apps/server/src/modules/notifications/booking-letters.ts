/** The texts of booking letters: to the guest, and to the venue that will call the guest back. */
import { formatVenueDateTime } from '@storefront/contract/venue-clock';
import type { Place } from '@storefront/contract/venues';
import type { EmailMessage } from '../../adapters/email/email';
import type { bookings } from '../../db/schema';

type Booking = typeof bookings.$inferSelect;

/** '24 декабря 2026 г. в 19:30': the venue's local time, whatever the server's zone. */
export function formatBookingTime(instant: Date): string {
  return formatVenueDateTime(instant).replaceAll('\u00a0', ' ');
}

const placeLine = (place: Place) => `${place.name}, ${place.street}`;
/** 'Гостей: 4' — a number after a colon needs no plural form. */
const guestsLine = (booking: Booking) => `Гостей: ${booking.guests ?? 'не указано'}`;

export function guestBookingLetter(booking: Booking, place: Place): EmailMessage {
  const text = [
    `${booking.name}, спасибо! Мы получили вашу заявку на бронирование столика.`,
    '',
    `Заведение: ${placeLine(place)}`,
    `Дата и время: ${formatBookingTime(booking.bookedFor)}`,
    ...(booking.guests === null ? [] : [guestsLine(booking)]),
    '',
    'Мы свяжемся с вами в течение 15 минут, чтобы подтвердить бронирование.',
    `Телефон заведения: ${place.phone}`,
  ];
  return {
    to: booking.email,
    subject: `Заявка на бронирование столика: ${place.name}`,
    text: text.join('\n'),
  };
}

export function venueBookingLetter(booking: Booking, place: Place, to: string): EmailMessage {
  const text = [
    `Новая заявка на бронирование №${booking.id}`,
    '',
    `Заведение: ${placeLine(place)}`,
    `Дата и время: ${formatBookingTime(booking.bookedFor)}`,
    guestsLine(booking),
    `Гость: ${booking.name} ${booking.surname}`,
    `Телефон: ${booking.phone ?? 'не указан'}`,
    `Почта: ${booking.email}`,
    '',
    'Гостю обещан звонок в течение 15 минут.',
  ];
  return {
    to,
    subject: `Бронирование №${booking.id}: ${place.name}, ${formatBookingTime(booking.bookedFor)}`,
    text: text.join('\n'),
  };
}

/** The guest's letter with the staff's answer: the table is theirs, or it is not (and why). */
export function guestBookingStatusLetter(booking: Booking, place: Place): EmailMessage {
  const confirmed = booking.status === 'confirmed';
  const text = confirmed
    ? [
        `${booking.name}, ваш столик забронирован.`,
        '',
        `Заведение: ${placeLine(place)}`,
        `Дата и время: ${formatBookingTime(booking.bookedFor)}`,
        ...(booking.guests === null ? [] : [guestsLine(booking)]),
        '',
        `Если планы изменятся, позвоните нам: ${place.phone}`,
      ]
    : [
        `${booking.name}, к сожалению, мы не можем забронировать столик на ${formatBookingTime(booking.bookedFor)}.`,
        ...(booking.statusReason ? [`Причина: ${booking.statusReason}`] : []),
        '',
        `Позвоните нам, и мы подберём другое время: ${place.phone}`,
      ];
  return {
    to: booking.email,
    subject: confirmed
      ? `Столик забронирован: ${place.name}`
      : `Бронирование не подтверждено: ${place.name}`,
    text: text.join('\n'),
  };
}

/** The SMS with the staff's answer, short. */
export function guestBookingStatusSms(booking: Booking, place: Place): string {
  const time = formatBookingTime(booking.bookedFor);
  return booking.status === 'confirmed'
    ? `Столик в ${place.name} забронирован: ${time}. ${place.phone}`
    : `Бронирование в ${place.name} на ${time} не подтверждено. ${place.phone}`;
}
