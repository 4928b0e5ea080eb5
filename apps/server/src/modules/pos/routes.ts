/**
 * POST /api/pos/iiko/webhook (API.md "Payments and POS"): iiko's events about our tickets,
 * authenticated by the token configured in iiko's webhook settings. An event about a ticket is a
 * prompt, not the answer (issue 31 item 10, decision 075): the ticket is read back from iiko
 * (deliveries/by_id) and what iiko says there moves it — a forged or replayed event moves nothing
 * iiko does not confirm.
 */
import { timingSafeEqual } from 'node:crypto';
import { textField } from '@storefront/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { acknowledgedSchema } from '../../lib/acknowledged';
import { AppError } from '../../lib/app-error';
import type { TicketReadBack } from '../orders/late-tickets';

const eventSchema = z.looseObject({
  eventType: textField(),
  /** the iiko organization the event is about (NomenclatureUpdate names only this) */
  organizationId: z.optional(textField()),
  /** for a delivery event, iiko's OrderInfo: only its id (our ticket's) is read */
  eventInfo: z.optional(z.looseObject({ id: z.optional(textField()) })),
});
/** The events about one of our tickets: each is answered by reading the ticket back. */
const ticketEvents = new Set(['DeliveryOrderUpdate', 'DeliveryOrderError']);
const webhookBody = z.array(eventSchema).check(z.maxLength(500));

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from((header ?? '').replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const iikoWebhookRoutes: FastifyPluginAsyncZod<{
  /** asks iiko where one of our tickets is and moves it so (orders/late-tickets.ts) */
  readBack: (ticketId: string) => Promise<TicketReadBack | null>;
  token: string;
  /** tells every server process (db/notifications.ts) */
  onStopListChanged: () => Promise<void>;
  /** iiko's menu of an organization changed: read it again (issue 15) */
  onNomenclatureChanged?: (organizationId: string) => void;
}> = async (app, { readBack, token, onStopListChanged, onNomenclatureChanged }) => {
  app.post(
    '/webhook',
    { schema: { body: webhookBody, response: { 200: acknowledgedSchema } } },
    async (request, reply) => {
      if (!tokenMatches(request.headers.authorization, token)) {
        throw new AppError(401, 'unauthorizedToast');
      }
      // In the order sent: a batch may carry several updates of one ticket, oldest first. A later
      // batch with an older status changes nothing (statuses only move forward).
      for (const event of request.body) {
        if (event.eventType === 'StopListUpdate') {
          await onStopListChanged();
          continue;
        }
        if (event.eventType === 'NomenclatureUpdate') {
          if (event.organizationId) onNomenclatureChanged?.(event.organizationId);
          continue;
        }
        const ticketId = event.eventInfo?.id?.toLowerCase();
        if (!ticketEvents.has(event.eventType) || !ticketId || !/^[0-9a-f-]{36}$/.test(ticketId)) {
          continue;
        }
        let report: TicketReadBack | null;
        try {
          report = await readBack(ticketId);
        } catch (error) {
          // iiko does not answer now: the late-ticket pass asks again within minutes
          request.log.warn(
            { ticketId, err: (error as Error).message },
            'cannot read a ticket back',
          );
          continue;
        }
        if (report?.applied && report.status === 'declined') {
          // Staff must act: the kitchen will not make this part of the order.
          request.log.error(
            { ticketId, reason: report.reason },
            'iiko reports a ticket as failed or cancelled',
          );
        }
      }
      return reply.send({ success: true });
    },
  );
};
