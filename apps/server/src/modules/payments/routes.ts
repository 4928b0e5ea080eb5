/** Payment provider callbacks and the sandbox's own test payment page (API.md "Payments and POS"). */
import { formatPrice, toRoubles } from '@storefront/contract/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { SandboxProvider } from '../../adapters/payments/sandbox';
import { parseYookassaNotification } from '../../adapters/payments/yookassa';
import { acknowledgedSchema } from '../../lib/acknowledged';
import { AppError, notFound } from '../../lib/app-error';
import { escapeHtml } from '../../lib/escape-html';
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

export const SANDBOX_ON_LIVE_SITE =
  'Сайт работает в тестовом режиме оплаты: заказ, «оплаченный» на этой странице, на самом деле не оплачен.';

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
    const payment = await sandbox.getPayment(request.params.paymentId).catch(() => null);
    if (!payment) throw notFound();
    const details = await sandbox.details(request.params.paymentId);
    if (!details) throw notFound();
    const id = escapeHtml(payment.paymentId);
    const settled = payment.state !== 'pending';
    const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Тестовая оплата</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{font-family:system-ui,sans-serif;background:#fff8e1;color:#1f1a17;margin:0;padding:32px 16px}
main{max-width:480px;margin:0 auto;background:#fff;border:3px dashed #c77700;border-radius:16px;padding:24px}
.badge{display:inline-block;background:#c77700;color:#fff;font-weight:700;padding:4px 10px;border-radius:999px}
.sum{font-size:32px;font-weight:700;margin:12px 0}form{display:inline-block;margin:8px 8px 0 0}
button{font:inherit;font-weight:600;padding:12px 20px;border-radius:999px;border:0;cursor:pointer}
.live{background:#b3261e;color:#fff;padding:12px;border-radius:8px}.ok{background:#2e7d32;color:#fff}.fail{background:#b3261e;color:#fff}</style></head>
<body><main>
<p class="badge">ТЕСТОВЫЙ РЕЖИМ</p>
<h1>Тестовая оплата</h1>
<p>Это страница встроенного тестового платёжного сервиса. Деньги не списываются, данные карты не запрашиваются.</p>
${liveSite ? `<p class="live" role="alert"><strong>${SANDBOX_ON_LIVE_SITE}</strong></p>` : ''}
<p>${escapeHtml(details.description)}</p>
<p class="sum">${escapeHtml(formatPrice(toRoubles(details.amountKopecks)))}</p>
${
  settled
    ? `<p>Платёж уже ${payment.state === 'succeeded' ? 'проведён' : 'отклонён'}.</p><p><a href="${escapeHtml(details.returnUrl)}">Вернуться к заказу</a></p>`
    : `<form method="post" action="/api/payments/sandbox/${id}/succeed"><button class="ok" type="submit">Оплатить успешно</button></form>
<form method="post" action="/api/payments/sandbox/${id}/fail"><button class="fail" type="submit">Отклонить платёж</button></form>`
}
</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });

  app.post(
    '/api/payments/sandbox/:paymentId/:result',
    {
      schema: { params: z.object({ ...paymentParams.shape, result: z.enum(['succeed', 'fail']) }) },
    },
    async (request, reply) => {
      if (!UUID_PATTERN.test(request.params.paymentId)) throw notFound();
      const settled = await sandbox.settle(
        request.params.paymentId,
        request.params.result === 'succeed' ? 'succeeded' : 'canceled',
      );
      if (!settled) throw notFound();
      await payments.refresh(request.params.paymentId);
      return reply.code(303).header('Location', settled.returnUrl).send();
    },
  );
};
