/**
 * Hours by date (modules/hours/dated-hours.ts, issue 33 item 3) under /api/staff/dated-hours: a
 * place's holidays and events, set by the members who set its week (opening-hours-routes.ts):
 * a place's by its venue's managers and admins, the courier's (placeId 0) by admins. Register
 * with the prefix /api/staff; needs plugins/auth.ts.
 */
import {
  datedHoursParamsSchema,
  datedHoursUpdateSchema,
  staffDatedHoursResponseSchema,
  staffPlaceDatedSchema,
} from '@storefront/contract/dated-hours';
import { DELIVERY_HOURS_ID } from '@storefront/contract/delivery-time';
import { can } from '@storefront/contract/staff-permissions';
import { places } from '@storefront/contract/venues';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { DatedHoursEditor } from '../hours/dated-hours';
import { venueOfPlace } from '../hours/opening-hours';

/** The member who may set the place's week, so its dates too; 404 for no such place. */
async function requirePlaceHours(request: FastifyRequest, placeId: number) {
  if (placeId === DELIVERY_HOURS_ID) return request.requireStaff('groupDelivery');
  await request.requireStaff('hoursAndZones');
  const venueId = venueOfPlace(placeId);
  if (venueId === undefined) throw new AppError(404, 'notFound');
  return request.requireStaff('hoursAndZones', venueId);
}

export const datedHoursRoutes: FastifyPluginAsyncZod<{
  dated: DatedHoursEditor;
}> = async (app, { dated }) => {
  app.get(
    '/dated-hours',
    { schema: { response: { 200: staffDatedHoursResponseSchema } } },
    async (request, reply) => {
      const principal = await request.requireStaff('hoursAndZones');
      const mine = [
        ...(can(principal, 'groupDelivery') ? [DELIVERY_HOURS_ID] : []),
        ...places
          .filter((place) => can(principal, 'hoursAndZones', place.venueId))
          .map((place) => place.id),
      ];
      return reply.header('Cache-Control', 'no-store').send({ places: await dated.forStaff(mine) });
    },
  );

  app.put(
    '/dated-hours/:placeId/:date',
    {
      schema: {
        params: datedHoursParamsSchema,
        body: datedHoursUpdateSchema,
        response: { 200: staffPlaceDatedSchema },
      },
    },
    async (request) => {
      const { placeId, date } = request.params;
      const principal = await requirePlaceHours(request, placeId);
      return dated.set(placeId, date, request.body.hours, principal.id);
    },
  );

  app.delete(
    '/dated-hours/:placeId/:date',
    { schema: { params: datedHoursParamsSchema, response: { 200: staffPlaceDatedSchema } } },
    async (request) => {
      const { placeId, date } = request.params;
      const principal = await requirePlaceHours(request, placeId);
      return dated.remove(placeId, date, principal.id);
    },
  );
};
