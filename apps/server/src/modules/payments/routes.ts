/** Payment provider callbacks and the sandbox's own test payment page (API.md "Payments and POS"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { SandboxProvider } from '../../adapters/payments/sandbox';
import { parseYookassaNotification } from '../../adapters/payments/yookassa';
import { acknowledgedSchema } from '../../lib/acknowledged';
import { AppError, notFound } from '../../lib/app-error';
import { sandboxPageHtml } from './sandbox-page';
import type { PaymentsService } from './service';

const paymentParams = z.object({ paymentId: z.string().check(z.regex(/^[\w-]{1,64}$/)) });
/** Sandbox payment ids are UUIDs (a uuid column): any other id names no payment. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /api/payments/yookassa/notification: acted on only after re-reading the payment. */
export const yookassaRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  isTrustedSource: (ip: string) => boolean;
}> = async (app, { payments, isTrustedSource }) => {
  app.post(
    '/notification',
    { schema: { response: { 200: acknowledgedSchema } } },
    async (request, reply) => {
      if (!isTrustedSource(request.ip)) {
        request.log.warn({ ip: request.ip }, 'payment notification from an untrusted address');
        throw new AppError(403, 'forbidden');
      }
      const notification = parseYookassaNotification(request.body);
      if (!notification) throw new AppError(400, 'badRequest');
      // A refund's outcome: its row learns it, re-read from YooKassa.
      if (notification.refundId) {
        const known = await payments.refreshRefund(notification.refundId);
        if (!known) {
          request.log.warn(
            { refundId: notification.refundId, event: notification.event },
            'refund notification for a refund no order has (yet)',
          );
        }
        return reply.code(200).send({ success: true });
      }
      // Unknown payments are acknowledged too, or YooKassa would retry them for a day.
      const status = await payments.refresh(notification.paymentId);
      if (status === null) {
        request.log.warn(
          { paymentId: notification.paymentId, event: notification.event },
          'payment notification for a payment no order has',
        );
      }
      return reply.code(200).send({ success: true });
    },
  );
};

/** The sandbox's test payment page (GET /pay/{id}) and its buttons. */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  sandbox: SandboxProvider;
  payments: PaymentsService;
  /** a production site allowed to keep the sandbox: the page says no money is really taken */
  liveSite?: boolean;
}> = async (app, { sandbox, payments, liveSite = false }) => {
  // The page's buttons are plain HTML forms; their bodies carry nothing we need.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
    done(null, {}),
  );

  app.get('/pay/:paymentId', { schema: { params: paymentParams } }, async (request, reply) => {
    if (!UUID_PATTERN.test(request.params.paymentId)) throw notFound();
    const details = await sandbox.details(request.params.paymentId);
    if (!details) throw notFound();
    const html = sandboxPageHtml(details, liveSite);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });

  app.post(
    '/api/payments/sandbox/:paymentId/:result',
    {
      schema: {
        params: z.object({
          ...paymentParams.shape,
          result: z.enum(['succeed', 'fail', 'expire']),
        }),
      },
    },
    async (request, reply) => {
      if (!UUID_PATTERN.test(request.params.paymentId)) throw notFound();
      const settled = await sandbox.settle(request.params.paymentId, request.params.result);
      if (!settled) throw notFound();
      await payments.refresh(request.params.paymentId);
      return reply.code(303).header('Location', settled.returnUrl).send();
    },
  );
};
