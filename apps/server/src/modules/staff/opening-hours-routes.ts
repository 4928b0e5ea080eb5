/**
 * Opening hours (opening-hours.ts): GET /api/opening-hours for guests, and under /api/staff the
 * weeks of the member's places and their edits, and the delivery week (placeId 0), which is the
 * group's: any manager or admin edits it, as the zones. Register with the prefix /api; needs
 * plugins/auth.ts.
 */
import { DELIVERY_HOURS_ID } from '@storefront/contract/delivery-time';
import {
  openingHoursResponseSchema,
  placeHoursParamsSchema,
  placeHoursUpdateSchema,
  staffOpeningHoursResponseSchema,
  staffPlaceHoursSchema,
} from '@storefront/contract/opening-hours-schemas';
import { can } from '@storefront/contract/staff-permissions';
import { places } from '@storefront/contract/venues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sendCachedJson } from '../../lib/cached-reply';
import { type OpeningHours, type PlaceId, venueOfPlace } from '../hours/opening-hours';

export const openingHoursRoutes: FastifyPluginAsyncZod<{
  hours: OpeningHours;
  maxAgeSeconds: number;
}> = async (app, { hours, maxAgeSeconds }) => {
  app.get(
    '/opening-hours',
    {
      schema: {
        description:
          'Each place’s opening hours per ISO weekday (Monday first): { opens, closes } as HH:MM, or null when closed; `delivery`: the courier’s hours, the same way; `dated` (optional): by place id (0 the courier’s) the upcoming dates kept apart from the week, { date, opens, closes } with both null for a day off.',
        // checked against the schema when the cache makes the answer
        response: { 200: openingHoursResponseSchema },
      },
    },
    async (request, reply) =>
      sendCachedJson(request, reply, await hours.publicAnswer(), maxAgeSeconds),
  );

  app.get(
    '/staff/opening-hours',
    { schema: { response: { 200: staffOpeningHoursResponseSchema } } },
    async (request, reply) => {
      const principal = await request.requireStaff('hoursAndZones');
      // The courier's week is the group's: an admin's to see and set here (decision 064).
      const mine: PlaceId[] = [
        ...(can(principal, 'groupDelivery') ? [DELIVERY_HOURS_ID as PlaceId] : []),
        ...places
          .filter((place) => can(principal, 'hoursAndZones', place.venueId))
          .map((place) => place.id),
      ];
      return reply.header('Cache-Control', 'no-store').send({ places: await hours.forStaff(mine) });
    },
  );

  app.put(
    '/staff/opening-hours/:placeId',
    {
      schema: {
        params: placeHoursParamsSchema,
        body: placeHoursUpdateSchema,
        // 409 `conflict` answers `{ errType, message, current }`, current a staffPlaceHoursSchema
        response: { 200: staffPlaceHoursSchema },
      },
    },
    async (request) => {
      const { placeId } = request.params;
      let principal: Awaited<ReturnType<typeof request.requireStaff>>;
      if (placeId === DELIVERY_HOURS_ID) {
        principal = await request.requireStaff('groupDelivery');
      } else {
        await request.requireStaff('hoursAndZones');
        const venueId = venueOfPlace(placeId);
        if (venueId === undefined) throw new AppError(404, 'notFound');
        principal = await request.requireStaff('hoursAndZones', venueId);
      }
      const updated = await hours.update(placeId as PlaceId, request.body, principal.id);
      return updated;
    },
  );
};
