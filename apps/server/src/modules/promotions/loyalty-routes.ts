/**
 * The guest's points (GET /api/account/points), an admin's adjustment (POST /api/staff/points)
 * and the programme's rules (GET/PUT /api/staff/loyalty-rules) (issue 32 item 2). Needs
 * plugins/auth.ts.
 */
import {
  accountPointsSchema,
  loyaltyRulesUpdateSchema,
  pointsAdjustmentResponseSchema,
  pointsAdjustmentSchema,
  staffLoyaltyRulesSchema,
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

  app.get(
    '/loyalty-rules',
    { schema: { response: { 200: staffLoyaltyRulesSchema } } },
    async (request, reply) => {
      await request.requireStaff('loyalty');
      return reply.header('Cache-Control', 'no-store').send(await loyalty.rules());
    },
  );

  app.put(
    '/loyalty-rules',
    {
      schema: {
        body: loyaltyRulesUpdateSchema,
        // 409 `conflict` answers `{ errType, message, current }`, current a staffLoyaltyRulesSchema
        response: { 200: staffLoyaltyRulesSchema },
      },
    },
    async (request) => {
      const principal = await request.requireStaff('loyalty');
      return loyalty.updateRules(request.body, principal.id);
    },
  );
};
