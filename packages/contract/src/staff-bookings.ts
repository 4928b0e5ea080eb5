/**
 * Bookings in the back office (issue 14 item 3): the day's bookings by place, the staff's word
 * on each (the guest gets a letter, and an SMS when they gave a phone), and each place's capacity
 * per half hour, which the guest's booking form then keeps. Served under /api/staff.
 */
import { z } from 'zod/mini';
import { placeIds } from './booking';
import { streamTicketField } from './staff';

/**
 * requested: the guest asked; confirmed / declined: the staff's answer; seated: the guests came;
 * noShow: they did not.
 */
export const bookingStatuses = ['requested', 'confirmed', 'declined', 'seated', 'noShow'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingStatusNames: Record<BookingStatus, string> = {
  requested: 'Новая',
  confirmed: 'Подтверждена',
  declined: 'Отклонена',
  seated: 'Гости пришли',
  noShow: 'Не пришли',
};

/** The staff's actions, with the words on their buttons, and the status each sets. */
export const bookingActions = {
  confirm: { label: 'Подтвердить', status: 'confirmed' },
  decline: { label: 'Отклонить', status: 'declined' },
  seated: { label: 'Гости пришли', status: 'seated' },
  noShow: { label: 'Не пришли', status: 'noShow' },
} as const satisfies Record<string, { label: string; status: BookingStatus }>;
export type BookingAction = keyof typeof bookingActions;

export const staffBookingSchema = z.object({
  id: z.int(),
  place: z.int(),
  placeName: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  /** ISO 8601 */
  bookedFor: z.string(),
  /** Vladivostok time 'HH:mm' */
  time: z.string(),
  guests: z.nullable(z.int()),
  status: z.enum(bookingStatuses),
  reason: z.nullable(z.string()),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

/** GET /api/staff/bookings?date=YYYY-MM-DD[&place=N]: a day (Vladivostok) of bookings. */
export const staffBookingsQuerySchema = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  place: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(placeIds.length))),
});
export const staffBookingsResponseSchema = z.object({ bookings: z.array(staffBookingSchema) });

/**
 * GET /api/staff/bookings/events?token=: Server-Sent Events of the member's places' bookings, from
 * any server process — `ready` on opening, `booking` (a staffBookingSchema, as the day's list has
 * it) whenever one is made or answered, `refresh` when the server may have missed some (ask the
 * day again). EventSource sends no headers: a one-use stream ticket (POST /api/staff/stream-ticket)
 * comes in the address, never the session's token (decision 079).
 */
export const staffBookingEventsQuerySchema = z.object({
  ticket: streamTicketField(),
});

/** POST /api/staff/bookings/{id}/{action}: a reason with decline, told to the guest. */
export const bookingActionSchema = z.strictObject({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(300))),
});

/** GET/PUT /api/staff/places/{place}/capacity: bookings a place takes per half hour. */
export const PLACE_CAPACITY_MAX = 100;
export const placeCapacitySchema = z.object({
  place: z.int(),
  /** null: no limit */
  perSlot: z.nullable(z.int().check(z.minimum(1), z.maximum(PLACE_CAPACITY_MAX))),
});
export const placeCapacityChangeSchema = z.strictObject({
  perSlot: z.nullable(z.int().check(z.minimum(1), z.maximum(PLACE_CAPACITY_MAX))),
});
