/**
 * POST /api/pos/iiko/webhook (API.md "Payments and POS"): iiko's events about our tickets,
 * authenticated by the token configured in iiko's webhook settings.
 */
import { timingSafeEqual } from 'node:crypto';
import { textField } from '@storefront/contract/fields';
import type { TicketStatus } from '@storefront/contract/order-lifecycle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AppError } from '../../lib/app-error';
import type { OrderLifecycle } from '../orders/lifecycle';

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

/**
 * iiko's delivery statuses (DeliveryOrderUpdate's `order.status`) as our ticket statuses. A
 * venue's ticket is one iiko delivery order; the venue cancelling it there declines its part.
 */
const iikoTicketStatus: Record<string, TicketStatus> = {
  Unconfirmed: 'sent',
  WaitCooking: 'accepted',
  ReadyForCooking: 'accepted',
  CookingStarted: 'cooking',
  CookingCompleted: 'ready',
  Waiting: 'ready',
  OnWay: 'onTheWay',
  Delivered: 'done',
  Closed: 'done',
  Cancelled: 'declined',
};

/** What an event says of our ticket, or null when it says nothing we act on. */
function ticketReport(event: z.infer<typeof eventSchema>) {
  const info = event.eventInfo;
  if (event.eventType === 'DeliveryOrderError' || info?.creationStatus === 'Error') {
    return {
      to: 'declined' as const,
      reason: info?.errorInfo?.description ?? 'iiko не приняла заказ',
    };
  }
  if (event.eventType !== 'DeliveryOrderUpdate') return null;
  const status = info?.order?.status;
  const to = status === undefined ? undefined : iikoTicketStatus[status];
  if (!to) return null;
  return { to, reason: to === 'declined' ? 'Отменён в iiko' : null };
}

export const iikoWebhookRoutes: FastifyPluginAsyncZod<{
  lifecycle: OrderLifecycle;
  token: string;
  /** tells every server process (db/notifications.ts) */
  onStopListChanged: () => Promise<void>;
}> = async (app, { lifecycle, token, onStopListChanged }) => {
  app.post('/webhook', { schema: { body: webhookBody } }, async (request, reply) => {
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
      const ticketId = event.eventInfo?.id;
      if (!ticketId || !/^[0-9a-f-]{36}$/.test(ticketId)) continue;
      const report = ticketReport(event);
      if (!report) continue;
      const result = await lifecycle.reportTicket(ticketId, report.to, {
        actor: 'pos',
        reason: report.reason,
      });
      if (result.applied && report.to === 'declined') {
        // Staff must act: the kitchen will not make this part of the order.
        request.log.error(
          { ticketId, reason: report.reason },
          'iiko reports a ticket as failed or cancelled',
        );
      }
    }
    return reply.send({ success: true });
  });
};
