/**
 * POST /api/pos/iiko/webhook (API.md "Payments and POS"): iiko's events about our tickets,
 * authenticated by the token configured in iiko's webhook settings.
 */
import { timingSafeEqual } from 'node:crypto';
import { textField } from '@storefront/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { iikoTicketState } from '../../adapters/iiko/tickets';
import { acknowledgedSchema } from '../../lib/acknowledged';
import { AppError } from '../../lib/app-error';
import type { OrderLifecycle } from '../orders/lifecycle';

const eventSchema = z.looseObject({
  eventType: textField(),
  /** the iiko organization the event is about (NomenclatureUpdate names only this) */
  organizationId: z.optional(textField()),
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

/** What an event says of our ticket, or null when it says nothing we act on. */
function ticketReport(event: z.infer<typeof eventSchema>) {
  const info = event.eventInfo;
  const state =
    event.eventType === 'DeliveryOrderError'
      ? iikoTicketState({ ...info, creationStatus: 'Error' })
      : event.eventType === 'DeliveryOrderUpdate' && info
        ? iikoTicketState(info)
        : null;
  return state?.status ? { status: state.status, reason: state.reason } : null;
}

export const iikoWebhookRoutes: FastifyPluginAsyncZod<{
  lifecycle: OrderLifecycle;
  token: string;
  /** tells every server process (db/notifications.ts) */
  onStopListChanged: () => Promise<void>;
  /** iiko's menu of an organization changed: read it again (issue 15) */
  onNomenclatureChanged?: (organizationId: string) => void;
}> = async (app, { lifecycle, token, onStopListChanged, onNomenclatureChanged }) => {
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
        const ticketId = event.eventInfo?.id;
        if (!ticketId || !/^[0-9a-f-]{36}$/.test(ticketId)) continue;
        const report = ticketReport(event);
        if (!report) continue;
        const result = await lifecycle.reportTicket(ticketId, report.status, {
          actor: 'pos',
          reason: report.reason,
        });
        if (result.applied && report.status === 'declined') {
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
