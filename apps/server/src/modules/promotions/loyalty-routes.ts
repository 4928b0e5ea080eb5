/**
 * The guest's points (GET /api/account/points) and an admin's adjustment (POST /api/staff/points)
 * (issue 32 item 2). Needs plugins/auth.ts.
 */
import {
  accountPointsSchema,
  pointsAdjustmentResponseSchema,
  pointsAdjustmentSchema,
} from '@storefront/contract/loyalty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Loyalty } from './loyalty';

export const accountPointsRoutes: FastifyPluginAsyncZod<{ loyalty: Loyalty }> = async (
  app,
  { loyalty },
) => {
  app.get(
    '/account/points',
    { schema: { response: { 200: accountPointsSchema } } },
    async (request, reply) => {
      const userId = await request.requireUser();
      return reply.header('Cache-Control', 'no-store').send(await loyalty.accountPoints(userId));
    },
  );
};

export const staffPointsRoutes: FastifyPluginAsyncZod<{ loyalty: Loyalty }> = async (
  app,
  { loyalty },
) => {
  app.post(
    '/points',
    { schema: { body: pointsAdjustmentSchema, response: { 200: pointsAdjustmentResponseSchema } } },
    async (request) => {
      const principal = await request.requireStaff('loyalty');
      return loyalty.adjust(request.body, principal.id);
    },
  );
};
