/**
 * POST /api/pos/iiko/webhook (API.md "Payments and POS"): iiko's events about our tickets,
 * authenticated by the token configured in iiko's webhook settings.
 */
import { timingSafeEqual } from 'node:crypto';
import { textField } from '@storefront/contract/fields';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Db } from '../../db/client';
import { posTickets } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const eventSchema = z.looseObject({
  eventType: textField(),
  eventInfo: z.optional(
    z.looseObject({
      id: z.optional(textField()),
      creationStatus: z.optional(textField()),
      // Stored as the ticket's detail: a NUL would make the update a 500.
      errorInfo: z.optional(
        z.nullable(z.looseObject({ description: z.optional(z.nullable(textField())) })),
      ),
      order: z.optional(z.nullable(z.looseObject({ status: z.optional(textField()) }))),
    }),
  ),
});
const webhookBody = z.array(eventSchema).check(z.maxLength(500));

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from((header ?? '').replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const iikoWebhookRoutes: FastifyPluginAsyncZod<{
  db: Db;
  token: string;
  /** tells every server process (db/notifications.ts) */
  onStopListChanged: () => Promise<void>;
}> = async (app, { db, token, onStopListChanged }) => {
  app.post('/webhook', { schema: { body: webhookBody } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) {
      throw new AppError(401, 'unauthorizedToast');
    }
    for (const event of request.body) {
      const ticketId = event.eventInfo?.id;
      if (event.eventType === 'StopListUpdate') {
        await onStopListChanged();
        continue;
      }
      if (!ticketId || !/^[0-9a-f-]{36}$/.test(ticketId)) continue;
      const failed =
        event.eventType === 'DeliveryOrderError' || event.eventInfo?.creationStatus === 'Error';
      const cancelled = event.eventInfo?.order?.status === 'Cancelled';
      if (!failed && !cancelled) continue;
      const detail =
        event.eventInfo?.errorInfo?.description ?? (cancelled ? 'Отменён в iiko' : null);
      const updated = await db
        .update(posTickets)
        .set({ status: failed ? 'rejected' : 'cancelled', detail, updatedAt: new Date() })
        .where(eq(posTickets.ticketId, ticketId))
        .returning({ orderId: posTickets.orderId, venueId: posTickets.venueId });
      for (const ticket of updated) {
        // Staff must act: the kitchen does not have this part of the order.
        request.log.error(
          { ...ticket, ticketId, detail },
          'iiko reports a ticket as failed or cancelled',
        );
      }
    }
    return reply.send({ success: true });
  });
};
