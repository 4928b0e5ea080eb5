/**
 * A venue's kitchen settings under /api/staff/kitchen (issue 33 item 1): its managers' and
 * admins', the same right as its opening hours and busy mode. Register with the prefix
 * /api/staff; needs plugins/auth.ts.
 */

import {
  venueKitchenParamsSchema,
  venueKitchenSchema,
  venueKitchenUpdateSchema,
  venuesKitchenResponseSchema,
} from '@storefront/contract/staff-kitchen';
import { can } from '@storefront/contract/staff-permissions';
import { menuVenueIds } from '@storefront/contract/venues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KitchenSettings } from './staff-settings';

export const kitchenSettingsRoutes: FastifyPluginAsyncZod<{
  kitchen: KitchenSettings;
}> = async (app, { kitchen }) => {
  app.get(
    '/kitchen',
    { schema: { response: { 200: venuesKitchenResponseSchema } } },
    async (request, reply) => {
      const principal = await request.requireStaff('hoursAndZones');
      const mine = menuVenueIds.filter((venueId) => can(principal, 'hoursAndZones', venueId));
      return reply
        .header('Cache-Control', 'no-store')
        .send({ venues: await kitchen.settings(mine) });
    },
  );

  app.put(
    '/kitchen/:venueId',
    {
      schema: {
        params: venueKitchenParamsSchema,
        body: venueKitchenUpdateSchema,
        // 409 `conflict` answers `{ errType, message, current }`, current a venueKitchenSchema
        response: { 200: venueKitchenSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const principal = await request.requireStaff('hoursAndZones', venueId);
      return kitchen.update(venueId, request.body, principal.id);
    },
  );
};
