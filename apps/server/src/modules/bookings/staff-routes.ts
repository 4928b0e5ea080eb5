/**
 * The bookings' calls of the back office under /api/staff (issue 14 item 3): a day's bookings,
 * the staff's answer to one, and a place's capacity per half hour. Needs plugins/auth.ts.
 */

import { idParamField } from '@storefront/contract/fields';
import {
  bookingActionSchema,
  bookingActions,
  placeCapacityChangeSchema,
  placeCapacitySchema,
  staffBookingSchema,
  staffBookingsQuerySchema,
  staffBookingsResponseSchema,
} from '@storefront/contract/staff-bookings';
import { places } from '@storefront/contract/venues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AppError } from '../../lib/app-error';
import { can } from '../staff/permissions';
import { type StaffBookings, venueOfPlace } from './staff';

const idParam = idParamField();
const placeParams = z.object({ place: idParam });

export const staffBookingRoutes: FastifyPluginAsyncZod<{ bookings: StaffBookings }> = async (
  app,
  { bookings },
) => {
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
