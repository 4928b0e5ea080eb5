/**
 * The orders board's calls under /api/staff (issue 14 item 2): the cards of the member's venues,
 * the actions on a venue's ticket, and a Server-Sent Events stream of changed cards fed by
 * PostgreSQL LISTEN/NOTIFY, so any server process serves any board. Needs plugins/auth.ts.
 */
import { idParamSchema } from '@storefront/contract/catalog';
import { streamTicketField } from '@storefront/contract/staff';
import {
  boardActionSchema,
  boardActions,
  staffOrderSchema,
  staffOrdersQuerySchema,
  staffOrdersResponseSchema,
} from '@storefront/contract/staff-orders';
import { can } from '@storefront/contract/staff-permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Db } from '../../db/client';
import { channels, type Notifications } from '../../db/notifications';
import { AppError } from '../../lib/app-error';
import { listStream, liveStreams, notifyChannel } from '../../lib/live-streams';
import { audit } from '../audit/audit';
import type { OrdersBoard } from '../orders/board';
import type { StaffPrincipal } from './service';

const actionParams = z.object({
  orderId: idParamSchema.shape.id,
  venueId: idParamSchema.shape.id,
  action: z.enum(Object.keys(boardActions) as [keyof typeof boardActions]),
});
const eventsQuery = z.object({
  ...staffOrdersQuerySchema.shape,
  /** EventSource sends no headers: a one-use stream ticket comes in the address (decision 079) */
  ticket: streamTicketField(),
});

/** The venues a board shows: the one asked for (if the member has it), or all of theirs. */
function boardVenues(principal: StaffPrincipal, venueId: number | undefined): number[] {
  if (venueId === undefined) return principal.venues;
  if (!can(principal, 'orders', venueId)) throw new AppError(403, 'forbidden');
  return [venueId];
}

export const boardRoutes: FastifyPluginAsyncZod<{
  db: Db;
  board: OrdersBoard;
  notifications: Notifications;
}> = async (app, { db, board, notifications }) => {
  const streams = await liveStreams(app, notifyChannel(notifications, channels.order), 'board');

  app.get(
    '/orders',
    {
      schema: { querystring: staffOrdersQuerySchema, response: { 200: staffOrdersResponseSchema } },
    },
    async (request, reply) => {
      const principal = await request.requireStaff('orders', request.query.venueId);
      const shown = await board.list(boardVenues(principal, request.query.venueId), principal);
      return reply.header('Cache-Control', 'no-store').send(shown);
    },
  );

  app.post(
    '/orders/:orderId/venues/:venueId/:action',
    {
      schema: {
        params: actionParams,
        body: boardActionSchema,
        response: { 200: staffOrderSchema },
      },
    },
    async (request, reply) => {
      const { orderId, venueId, action } = request.params;
      const principal = await request.requireStaff('orders', venueId);
      const body = request.body ?? {};
      const { card, before } = await board.act(orderId, venueId, action, body, {
        name: principal.name || principal.login,
        role: principal.role,
        venues: principal.venues,
      });
      // After the lifecycle's own transaction (its history names the staff as a kind, this the
      // person): a crash between the two loses a log line, never the change.
      const reason = body.reason?.trim();
      await audit(db, {
        staffId: principal.id,
        action: `order.${action}`,
        subject: `order:${orderId}/venue:${venueId}`,
        before: { ticket: before },
        after: {
          ticket: card.ticket,
          ...(reason ? { reason } : {}),
          ...(body.minutes ? { minutes: body.minutes } : {}),
          ...(body.finalPrices ? { finalPrices: body.finalPrices } : {}),
        },
      });
      return reply.header('Cache-Control', 'no-store').send(card);
    },
  );

  app.get(
    '/orders/events',
    { sse: 'only', schema: { querystring: eventsQuery } },
    async (request, reply) => {
      const { principal, current, session } = await request.requireStaffOfStream(
        'orders',
        request.query.ticket,
      );
      const venues = new Set(boardVenues(principal, request.query.venueId));
      // Guests' names, phones and addresses go to this board only while its member is signed in
      // and still works at every venue it shows (issue 31 item 1). Asked before every change sent,
      // so each card is built for the member as they are now, as a reload would build it.
      let member: StaffPrincipal = principal;
      const allowed = async () => {
        const now = await current();
        if (now !== null) member = now;
        return now !== null && [...venues].every((venueId) => can(now, 'orders', venueId));
      };
      await streams.follow(
        request,
        reply,
        listStream(
          reply,
          async (orderId) => {
            for (const card of await board.cardsOfOrder(orderId, member)) {
              if (venues.has(card.venueId)) await reply.sse.send({ event: 'order', data: card });
            }
            // a pre-order placed, sent to its kitchen (then its card came above) or cancelled
            for (const change of await board.preordersOfOrder(orderId, venues)) {
              await reply.sse.send({ event: 'preorder', data: change });
            }
          },
          { venues: [...venues] },
        ),
        { allowed, session },
      );
    },
  );
};
