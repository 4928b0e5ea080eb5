/**
 * The pages behind a venue letter's buttons (orders/venue-actions.ts): GET /venue-actions/{token}
 * shows what the button will do and changes nothing; its form POSTs to the same address to act.
 * Small HTML pages of their own: a kitchen opens them from a phone's mail app.
 */

import { formatPrice, toRoubles } from '@storefront/contract/money';
import {
  venueActions as actionTexts,
  VENUE_DECLINE_REASON,
} from '@storefront/contract/order-lifecycle';
import { formatOrderNumber, MAX_ORDER_TOTAL_KOPECKS } from '@storefront/contract/orders';
import { isMenuVenueId, menuVenue } from '@storefront/contract/venues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/escape-html';
import { findOrder, linesOf } from './repository';
import type { VenueActions } from './venue-actions';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const MAX_REASON_LENGTH = 300;
/** Roubles as a kitchen types them: 1250, 1250.50, 1 250,5. */
const ROUBLES = /^\d{1,6}(?:[.,]\d{1,2})?$/;
const PRICE_FIELD = /^price-(\d{1,10})$/;
export const FINAL_PRICE_MESSAGE =
  'Укажите итоговую цену в рублях числом больше нуля, например 1250 или 1250,50';

/**
 * The final prices of weight-priced dishes a venue typed when accepting: line id → kopecks, or
 * null when one of them is not a price.
 */
export function parseFinalPrices(body: Record<string, unknown>): Map<number, number> | null {
  const prices = new Map<number, number>();
  for (const [field, value] of Object.entries(body)) {
    const match = PRICE_FIELD.exec(field);
    if (!match) continue;
    const text = typeof value === 'string' ? value.replace(/\s/g, '') : '';
    if (text === '') continue;
    if (!ROUBLES.test(text)) return null;
    const [whole = '0', fraction = ''] = text.replace(',', '.').split('.');
    const kopecks = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (kopecks <= 0 || kopecks > MAX_ORDER_TOTAL_KOPECKS) return null;
    prices.set(Number(match[1]), kopecks);
  }
  return prices;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{font-family:system-ui,sans-serif;background:#f6f1ea;color:#1f1a17;margin:0;padding:24px 16px}
main{max-width:520px;margin:0 auto;background:#fffdf9;border-radius:14px;padding:24px;box-shadow:0 6px 24px rgb(31 26 23/8%)}
h1{font-size:24px;margin:0 0 12px}ul{padding-left:20px}label{display:block;margin:16px 0 6px;font-weight:600}
textarea,input{width:100%;box-sizing:border-box;font:inherit;padding:8px;border-radius:8px;border:1px solid #e2d8cc}
button{font:inherit;font-weight:600;padding:14px 24px;margin-top:16px;border:0;border-radius:999px;background:#a5471f;color:#fff;cursor:pointer;width:100%}
.note{color:#5e554e}</style></head>
<body><main>${body}</main></body></html>`;
}

const tokenParams = z.object({ token: z.string().check(z.maxLength(100)) });

/**
 * 'Принять' asks the final price of each weight-priced dish: the guest is charged what the
 * kitchen weighed (a card hold is taken for it, never more than held).
 */
function weighedFields(
  lines: { id: number; name: string; count: number; sumKopecks: number; costPerGram: boolean }[],
) {
  const weighed = lines.filter((line) => line.costPerGram);
  if (weighed.length === 0) return '';
  return `<p class="note">Блюда на вес: укажите итоговую цену, если она отличается от предварительной.</p>
${weighed
  .map(
    (line) =>
      `<label for="price-${line.id}">${escapeHtml(line.name)} × ${line.count}, итоговая цена, ₽</label><input id="price-${line.id}" name="price-${line.id}" inputmode="decimal" autocomplete="off" value="${escapeHtml(String(toRoubles(line.sumKopecks)))}" aria-describedby="price-${line.id}-was"><p id="price-${line.id}-was" class="note">Предварительно: ${escapeHtml(formatPrice(toRoubles(line.sumKopecks)))}</p>`,
  )
  .join('')}`;
}

export const venueActionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  venueActions: VenueActions;
}> = async (app, { db, venueActions }) => {
  // The confirmation page's form: at most a reason to decline.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const html = (status: number, title: string, body: string) => ({
    status,
    body: page(title, body),
  });

  const unusable = (state: 'unknown' | 'used' | 'expired' | 'stale') =>
    ({
      unknown: html(
        404,
        'Ссылка не найдена',
        '<h1>Ссылка не найдена</h1><p>Проверьте, что ссылка скопирована из письма целиком.</p>',
      ),
      used: html(
        410,
        'Ссылка уже использована',
        '<h1>Эта кнопка уже нажата</h1><p class="note">Каждая кнопка письма срабатывает один раз.</p>',
      ),
      expired: html(
        410,
        'Ссылка устарела',
        '<h1>Срок действия ссылки истёк</h1><p class="note">Позвоните оператору, чтобы изменить статус заказа.</p>',
      ),
      stale: html(
        409,
        'Заказ уже дальше',
        '<h1>Заказ уже дальше этого шага</h1><p class="note">Его отметили раньше или заказ отменён.</p>',
      ),
    })[state];

  const send = (reply: import('fastify').FastifyReply, answer: { status: number; body: string }) =>
    reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .send(answer.body);

  app.get('/venue-actions/:token', { schema: { params: tokenParams } }, async (request, reply) => {
    const { token } = request.params;
    const seen = TOKEN.test(token) ? await venueActions.look(token) : { state: 'unknown' as const };
    if (seen.state !== 'open') return send(reply, unusable(seen.state));
    const { link } = seen;
    const order = await findOrder(db, link.orderId);
    if (!order || !isMenuVenueId(link.venueId)) return send(reply, unusable('unknown'));
    const own = (await linesOf(db, order.id)).filter((line) => line.venueId === link.venueId);
    const action = actionTexts[link.action];
    const title = `Заказ №${formatOrderNumber(order.id)}: ${action.label}`;
    return send(
      reply,
      html(
        200,
        title,
        `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(menuVenue(link.venueId).name)}</p>
<ul>${own.map((line) => `<li>${escapeHtml(line.name)} × ${line.count}</li>`).join('')}</ul>
<form method="post">
${
  link.action === 'decline'
    ? `<label for="reason">Причина (гость увидит её)</label><textarea id="reason" name="reason" maxlength="${MAX_REASON_LENGTH}" rows="3"></textarea>`
    : ''
}
${link.action === 'accept' ? weighedFields(own) : ''}
<button type="submit">${escapeHtml(action.label)}</button>
</form>`,
      ),
    );
  });

  app.post('/venue-actions/:token', { schema: { params: tokenParams } }, async (request, reply) => {
    const { token } = request.params;
    if (!TOKEN.test(token)) return send(reply, unusable('unknown'));
    const body = (request.body ?? {}) as Record<string, unknown> & { reason?: unknown };
    const finalPrices = parseFinalPrices(body);
    if (!finalPrices) {
      return send(
        reply,
        html(
          400,
          'Цена не принята',
          `<h1>Цена не принята</h1><p>${escapeHtml(FINAL_PRICE_MESSAGE)}</p><p class="note">Вернитесь назад и исправьте её.</p>`,
        ),
      );
    }
    const reason =
      typeof body.reason === 'string' && body.reason.trim() !== ''
        ? body.reason.trim().slice(0, MAX_REASON_LENGTH)
        : null;
    const seen = await venueActions.look(token);
    const result = await venueActions.act(token, reason ?? VENUE_DECLINE_REASON, finalPrices);
    if (result.outcome !== 'done') return send(reply, unusable(result.outcome));
    const done = seen.state === 'open' ? actionTexts[seen.link.action].done : 'Готово';
    return send(
      reply,
      html(
        200,
        done,
        `<h1>${escapeHtml(done)}</h1><p class="note">Гость видит новый статус на сайте.</p>`,
      ),
    );
  });
};
