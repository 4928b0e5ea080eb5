/**
 * Delivery zones and busy mode under /api/staff (issue 14 item 6). Needs plugins/auth.ts. Zones
 * are the group's (any manager or admin); a venue's busy mode is its own managers' and admins'.
 */
import { idParamSchema } from '@storefront/contract/catalog';
import { can } from '@storefront/contract/staff-permissions';
import {
  staffZoneSchema,
  staffZonesResponseSchema,
  venueBusyParamsSchema,
  venueBusySchema,
  venueBusyUpdateSchema,
  venuesBusyResponseSchema,
  zoneCreateSchema,
  zoneUpdateSchema,
} from '@storefront/contract/staff-zones';
import { menuVenueIds } from '@storefront/contract/venues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZonesEditor } from '../delivery-rules/zones';

export const zonesRoutes: FastifyPluginAsyncZod<{
  zones: ZonesEditor;
}> = async (app, { zones }) => {
  app.get(
    '/zones',
    { schema: { response: { 200: staffZonesResponseSchema } } },
    async (request, reply) => {
      await request.requireStaff('hoursAndZones');
      return reply.header('Cache-Control', 'no-store').send({ zones: await zones.zones() });
    },
  );

  app.post(
    '/zones',
    { schema: { body: zoneCreateSchema, response: { 201: staffZoneSchema } } },
    async (request, reply) => {
      const principal = await request.requireStaff('groupDelivery');
      const created = await zones.createZone(request.body, principal.id);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/zones/:id',
    {
      schema: {
        params: idParamSchema,
        body: zoneUpdateSchema,
        // 409 `conflict` answers `{ errType, message, current }`, current a staffZoneSchema
        response: { 200: staffZoneSchema },
      },
    },
    async (request) => {
      const principal = await request.requireStaff('groupDelivery');
      const updated = await zones.updateZone(request.params.id, request.body, principal.id);
      return updated;
    },
  );

  app.get(
    '/busy',
    { schema: { response: { 200: venuesBusyResponseSchema } } },
    async (request, reply) => {
      const principal = await request.requireStaff('hoursAndZones');
      const mine = menuVenueIds.filter((venueId) => can(principal, 'hoursAndZones', venueId));
      return reply.header('Cache-Control', 'no-store').send({ venues: await zones.busy(mine) });
    },
  );

  app.put(
    '/busy/:venueId',
    {
      schema: {
        params: venueBusyParamsSchema,
        body: venueBusyUpdateSchema,
        // 409 `conflict` answers `{ errType, message, current }`, current a venueBusySchema
        response: { 200: venueBusySchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const principal = await request.requireStaff('hoursAndZones', venueId);
      const updated = await zones.updateBusy(venueId, request.body, principal.id);
      return updated;
    },
  );
};
