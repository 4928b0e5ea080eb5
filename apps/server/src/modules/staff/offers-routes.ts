/**
 * Offers and promo codes under /api/staff (issue 32 item 1). Needs plugins/auth.ts. A venue's
 * offers are its managers' and admins'; the group's an admin's (promotions/offers.ts decides by
 * the offer's owner, with the contract's `can`).
 */
import { idParamSchema } from '@storefront/contract/catalog';
import {
  offerCreateSchema,
  offerUpdateSchema,
  staffOfferSchema,
  staffOffersResponseSchema,
} from '@storefront/contract/staff-offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OFFERS_AREA, type OffersEditor } from '../promotions/offers';

export const offersRoutes: FastifyPluginAsyncZod<{ offers: OffersEditor }> = async (
  app,
  { offers },
) => {
  app.get(
    '/offers',
    { schema: { response: { 200: staffOffersResponseSchema } } },
    async (request, reply) => {
      const principal = await request.requireStaff(OFFERS_AREA);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ offers: await offers.offers(principal) });
    },
  );

  app.post(
    '/offers',
    { schema: { body: offerCreateSchema, response: { 201: staffOfferSchema } } },
    async (request, reply) => {
      const principal = await request.requireStaff(OFFERS_AREA);
      const created = await offers.createOffer(request.body, principal, principal.id);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/offers/:id',
    {
      schema: {
        params: idParamSchema,
        body: offerUpdateSchema,
        // 409 `conflict` answers `{ errType, message, current }`, current a staffOfferSchema
        response: { 200: staffOfferSchema },
      },
    },
    async (request) => {
      const principal = await request.requireStaff(OFFERS_AREA);
      return offers.updateOffer(request.params.id, request.body, principal, principal.id);
    },
  );
};
