/** The stop list's calls under /api/staff (issue 14 item 4). Needs plugins/auth.ts. */

import { idParamField } from '@storefront/contract/fields';
import {
  STOP_LIST_FROM_POS,
  stopListChangeSchema,
  stopListDishSchema,
  stopListQuerySchema,
  stopListResponseSchema,
} from '@storefront/contract/staff-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AppError } from '../../lib/app-error';
import type { StopList } from '../catalog/menu-store/stop-list';

const dishParams = z.object({
  kind: z.enum(['product', 'special']),
  id: idParamField(),
});

export const stopListRoutes: FastifyPluginAsyncZod<{
  stopList: StopList;
  /** POS=iiko: iiko keeps the stop list, the board shows it read-only */
  posManaged: boolean;
}> = async (app, { stopList, posManaged }) => {
  app.get(
    '/stop-list',
    { schema: { querystring: stopListQuerySchema, response: { 200: stopListResponseSchema } } },
    async (request, reply) => {
      await request.requireStaff('stopList', request.query.venueId);
      return reply.header('Cache-Control', 'no-store').send({
        dishes: await stopList.list(request.query.venueId),
        readOnly: posManaged ? STOP_LIST_FROM_POS : null,
      });
    },
  );

  app.post(
    '/stop-list/:kind/:id',
    {
      schema: {
        params: dishParams,
        body: stopListChangeSchema,
        response: { 200: stopListDishSchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const venueId = await stopList.venueOf(kind, id);
      if (venueId === undefined) throw new AppError(404, 'notFound');
      const principal = await request.requireStaff('stopList', venueId);
      if (posManaged) throw new AppError(409, 'posManaged');
      await stopList.set(kind, id, request.body.available, principal.id);
      const dish = (await stopList.list(venueId)).find((row) => row.kind === kind && row.id === id);
      if (!dish) throw new AppError(404, 'notFound');
      return dish;
    },
  );
};
