/**
 * The bookings' calls of the back office under /api/staff (issue 14 item 3): a day's bookings,
 * the staff's answer to one, a place's capacity per half hour, and a Server-Sent Events stream of
 * bookings made or answered, fed by PostgreSQL LISTEN/NOTIFY, so that any server process serves
 * any open list (issue 28 item 6). Needs plugins/auth.ts.
 */
import { idParamField } from '@storefront/contract/fields';
import {
  bookingActionSchema,
  bookingActions,
  placeCapacityChangeSchema,
  placeCapacitySchema,
  staffBookingEventsQuerySchema,
  staffBookingSchema,
  staffBookingsQuerySchema,
  staffBookingsResponseSchema,
} from '@storefront/contract/staff-bookings';
import { can } from '@storefront/contract/staff-permissions';
import { places } from '@storefront/contract/venues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { channels, type Notifications } from '../../db/notifications';
import { AppError } from '../../lib/app-error';
import { listStream, liveStreams, notifyChannel } from '../../lib/live-streams';
import { type StaffBookings, venueOfPlace } from './staff';

const idParam = idParamField();
const placeParams = z.object({ place: idParam });

export const staffBookingRoutes: FastifyPluginAsyncZod<{
  bookings: StaffBookings;
  notifications: Notifications;
}> = async (app, { bookings, notifications }) => {
  /** The member's right to a place's bookings (its venue's), or 403/404. */
  const placeVenue = (place: number) => {
    const venueId = venueOfPlace(place);
    if (venueId === undefined) throw new AppError(404, 'notFound');
    return venueId;
  };

  app.get(
    '/bookings',
    {
      schema: {
        querystring: staffBookingsQuerySchema,
        response: { 200: staffBookingsResponseSchema },
      },
    },
    async (request, reply) => {
      const { date, place } = request.query;
      const principal = await request.requireStaff(
        'bookings',
        place === undefined ? undefined : placeVenue(place),
      );
      const mine = places
        .filter(
          (row) =>
            (place === undefined || row.id === place) && can(principal, 'bookings', row.venueId),
        )
        .map((row) => row.id);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ bookings: await bookings.day(date, mine) });
    },
  );

  /** The open streams of this process: each hears every booking made or answered. */
  const streams = await liveStreams(
    app,
    notifyChannel(notifications, channels.booking),
    'bookings',
  );

  app.get(
    '/bookings/events',
    { sse: 'only', schema: { querystring: staffBookingEventsQuerySchema } },
    async (request, reply) => {
      const stream = await request.requireStaffOfStream('bookings', request.query.ticket);
      // Each booking goes to the member as they are now: signed out or disabled ends the stream,
      // a place taken away stops its bookings (issue 31 item 1).
      let principal = stream.principal;
      const allowed = async () => {
        const now = await stream.current();
        if (now === null || !can(now, 'bookings')) return false;
        principal = now;
        return true;
      };
      await streams.follow(
        request,
        reply,
        listStream(reply, async (id) => {
          const booking = await bookings.one(id);
          const venueId = booking && venueOfPlace(booking.place);
          if (booking && venueId !== undefined && can(principal, 'bookings', venueId)) {
            await reply.sse.send({ event: 'booking', data: booking });
          }
        }),
        { allowed, session: stream.session },
      );
    },
  );

  app.post(
    '/bookings/:id/:action',
    {
      schema: {
        params: z.object({
          id: idParam,
          action: z.enum(Object.keys(bookingActions) as [keyof typeof bookingActions]),
        }),
        body: bookingActionSchema,
        response: { 200: staffBookingSchema },
      },
    },
    async (request, reply) => {
      const row = await bookings.find(request.params.id);
      if (!row) throw new AppError(404, 'notFound');
      const principal = await request.requireStaff('bookings', placeVenue(row.place));
      const booking = await bookings.act(
        row.id,
        request.params.action,
        request.body?.reason?.trim() || null,
        principal.id,
      );
      return reply.header('Cache-Control', 'no-store').send(booking);
    },
  );

  app.get(
    '/places/:place/capacity',
    { schema: { params: placeParams, response: { 200: placeCapacitySchema } } },
    async (request) => {
      await request.requireStaff('bookings', placeVenue(request.params.place));
      return {
        place: request.params.place,
        perSlot: await bookings.capacity(request.params.place),
      };
    },
  );

  // Capacity is a manager's to set (the hours-and-zones area), not an operator's.
  app.put(
    '/places/:place/capacity',
    {
      schema: {
        params: placeParams,
        body: placeCapacityChangeSchema,
        response: { 200: placeCapacitySchema },
      },
    },
    async (request) => {
      const principal = await request.requireStaff(
        'hoursAndZones',
        placeVenue(request.params.place),
      );
      await bookings.setCapacity(request.params.place, request.body.perSlot, principal.id);
      return { place: request.params.place, perSlot: request.body.perSlot };
    },
  );
};
