/**
 * The sandbox's test payment page (GET /pay/{id}): the payment as a provider's page would show
 * it, with the 54-FZ receipts the shop sent, what was taken and given back, and the buttons a
 * test presses (pay, decline, let a hold run out).
 */
import { formatPrice, toRoubles } from '@storefront/contract/money';
import type { PaymentWay, Receipt, ReceiptItem } from '../../adapters/payments/payments';
import type { SandboxPaymentDetails } from '../../adapters/payments/sandbox';
import { escapeHtml } from '../../lib/escape-html';

export const SANDBOX_ON_LIVE_SITE =
  'Сайт работает в тестовом режиме оплаты: заказ, «оплаченный» на этой странице, на самом деле не оплачен.';

export const NO_RECEIPT = 'Чек не передаётся: магазин пробивает чеки на своей кассе';
export const HOLD_NOTE =
  'Сумма заблокирована на карте и будет списана, когда рестораны примут заказ';
export const EXPIRE_BUTTON = 'Снять блокировку по истечении срока';

const wayLabel: Record<PaymentWay, string> = { bank_card: 'Банковская карта', sbp: 'СБП' };

/** YooKassa's vat_code in the words a receipt prints. */
const vatLabel: Record<number, string> = {
  1: 'без НДС',
  2: 'НДС 0%',
  3: 'НДС 10%',
  4: 'НДС 20%',
  5: 'НДС 10/110',
  6: 'НДС 20/120',
  7: 'НДС 5%',
  8: 'НДС 7%',
  9: 'НДС 5/105',
  10: 'НДС 7/107',
  11: 'НДС 22%',
  12: 'НДС 22/122',
};

/** YooKassa's tax_system_code. */
const taxSystemLabel: Record<number, string> = {
  1: 'общая (ОСН)',
  2: 'упрощённая, доходы (УСН)',
  3: 'упрощённая, доходы минус расходы (УСН)',
  4: 'единый налог на вменённый доход (ЕНВД)',
  5: 'единый сельскохозяйственный налог (ЕСХН)',
  6: 'патентная (ПСН)',
};

const subjectLabel: Record<ReceiptItem['paymentSubject'], string> = {
  commodity: 'товар',
  service: 'услуга',
};

const modeLabel: Record<ReceiptItem['paymentMode'], string> = {
  full_prepayment: 'полная предоплата',
  full_payment: 'полный расчёт',
};

/** YooKassa's cancellation reasons the sandbox gives, in the guest's words. */
const cancellationLabel: Record<string, string> = {
  card_expired: 'истёк срок действия карты',
  general_decline: 'банк отклонил платёж',
  insufficient_funds: 'недостаточно средств',
  expired_on_capture: 'магазин не списал деньги вовремя, блокировка снята',
  expired_on_confirmation: 'платёж не подтвердили вовремя',
  canceled_by_merchant: 'магазин отменил платёж, блокировка снята',
};

function money(kopecks: number): string {
  return escapeHtml(formatPrice(toRoubles(kopecks)));
}

function recipient(customer: Receipt['customer']): string {
  if ('email' in customer) return `на e-mail ${escapeHtml(customer.email)}`;
  const phone = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(customer.phone);
  const shown = phone ? `+7 ${phone[1]} ${phone[2]}-${phone[3]}-${phone[4]}` : customer.phone;
  return `по SMS на ${escapeHtml(shown)}`;
}

/** A 54-FZ receipt as it would print; `title` when it is not the section's only receipt. */
function receiptHtml(receipt: Receipt, title?: string): string {
  let total = 0;
  const rows = receipt.items.map((item) => {
    const sum = item.unitKopecks * item.quantity;
    total += sum;
    const kind = `${subjectLabel[item.paymentSubject] ?? item.paymentSubject}, ${modeLabel[item.paymentMode] ?? item.paymentMode}`;
    return `<tr><td>${escapeHtml(item.description)}<br><small>${escapeHtml(kind)}</small></td><td class="n">${escapeHtml(String(item.quantity))}</td><td class="n">${money(item.unitKopecks)}</td><td class="n">${money(sum)}</td><td>${escapeHtml(vatLabel[item.vatCode] ?? `код НДС ${item.vatCode}`)}</td></tr>`;
  });
  const taxSystem =
    receipt.taxSystemCode === null
      ? ''
      : `<p>Система налогообложения: ${escapeHtml(taxSystemLabel[receipt.taxSystemCode] ?? `код ${receipt.taxSystemCode}`)}</p>`;
  return `<section class="receipt">${title ? `<h3>${escapeHtml(title)}</h3>` : ''}
<p>Чек отправляется ${recipient(receipt.customer)}</p>
<table><thead><tr><th>Позиция</th><th class="n">Кол-во</th><th class="n">Цена</th><th class="n">Сумма</th><th>НДС</th></tr></thead>
<tbody>${rows.join('')}</tbody>
<tfoot><tr><td colspan="3">Итого</td><td class="n">${money(total)}</td><td></td></tr></tfoot></table>
${taxSystem}</section>`;
}

function form(id: string, result: string, className: string, label: string): string {
  return `<form method="post" action="/api/payments/sandbox/${id}/${result}"><button class="${className}" type="submit">${escapeHtml(label)}</button></form>`;
}

/** Where the payment stands, and the buttons a test can press now. */
function stateHtml(details: SandboxPaymentDetails, id: string): string {
  const { payment, way } = details;
  const back = `<p><a href="${escapeHtml(details.returnUrl)}">Вернуться к заказу</a></p>`;
  switch (payment.state) {
    case 'pending':
      return `<p>${
        way === 'sbp'
          ? 'Оплата через СБП: деньги списываются сразу.'
          : 'Оплата картой в две стадии: сначала сумма блокируется на карте, а списывается, когда рестораны примут заказ.'
      }</p>
${form(id, 'succeed', 'ok', 'Оплатить успешно')}
${form(id, 'fail', 'fail', 'Отклонить платёж')}`;
    case 'held':
      return `<p class="note">${escapeHtml(HOLD_NOTE)}.</p>
<p>Если магазин не спишет деньги вовремя (у ЮKassa на это 7 дней), банк снимет блокировку сам:</p>
${form(id, 'expire', 'fail', EXPIRE_BUTTON)}
${back}`;
    case 'succeeded':
      return `<p>Платёж проведён.</p>${back}`;
    case 'canceled': {
      const reason = payment.cancellationReason;
      const why = reason ? `: ${escapeHtml(cancellationLabel[reason] ?? reason)}` : '';
      return `<p>Платёж отменён${why}. Деньги не списаны.</p>${back}`;
    }
  }
}

/** What was taken: for a card, the capture (maybe less than held) and its receipt. */
function captureHtml(details: SandboxPaymentDetails): string {
  if (details.payment.state !== 'succeeded' || details.capturedKopecks === null) return '';
  if (details.way === 'sbp') {
    return `<section><h2>Списание</h2><p>Списано сразу: ${money(details.capturedKopecks)}</p></section>`;
  }
  const released = details.requestedKopecks - details.capturedKopecks;
  return `<section><h2>Списание</h2><p>Списано: ${money(details.capturedKopecks)} из заблокированных ${money(details.requestedKopecks)}${
    released > 0 ? `; ${money(released)} разблокировано` : ''
  }</p>${details.captureReceipt ? receiptHtml(details.captureReceipt, 'Чек при списании') : ''}</section>`;
}

function refundsHtml(details: SandboxPaymentDetails): string {
  if (details.refunds.length === 0) return '';
  const items = details.refunds.map(
    (refund) =>
      `<li><p><strong>${money(refund.amountKopecks)}</strong>${
        refund.description ? ` — ${escapeHtml(refund.description)}` : ''
      }</p>${refund.receipt ? receiptHtml(refund.receipt, 'Чек возврата') : ''}</li>`,
  );
  return `<section><h2>Возвраты</h2><ul class="refunds">${items.join('')}</ul>
<p>Возвращено всего: ${money(details.payment.refundedKopecks)}</p></section>`;
}

/** The whole page; `liveSite`: a production site allowed to keep the sandbox says so. */
export function sandboxPageHtml(details: SandboxPaymentDetails, liveSite: boolean): string {
  const id = escapeHtml(details.payment.paymentId);
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Тестовая оплата</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{font-family:system-ui,sans-serif;background:#fff8e1;color:#1f1a17;margin:0;padding:32px 16px}
main{max-width:560px;margin:0 auto;background:#fff;border:3px dashed #c77700;border-radius:16px;padding:24px}
.badge{display:inline-block;background:#c77700;color:#fff;font-weight:700;padding:4px 10px;border-radius:999px}
.sum{font-size:32px;font-weight:700;margin:12px 0}form{display:inline-block;margin:8px 8px 0 0}
button{font:inherit;font-weight:600;padding:12px 20px;border-radius:999px;border:0;cursor:pointer}
.live{background:#b3261e;color:#fff;padding:12px;border-radius:8px}.ok{background:#2e7d32;color:#fff}.fail{background:#b3261e;color:#fff}
.note{background:#fff3cd;padding:12px;border-radius:8px;font-weight:600}h2{font-size:20px;margin:24px 0 8px}h3{font-size:16px;margin:12px 0 4px}
.receipt{border:1px solid #e0d6c2;border-radius:8px;padding:8px 12px;margin:8px 0}table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #eee;vertical-align:top}.n{text-align:right;white-space:nowrap}
small{color:#6b625a}tfoot td{font-weight:700;border-bottom:0}.refunds{padding-left:20px}</style></head>
<body><main>
<p class="badge">ТЕСТОВЫЙ РЕЖИМ</p>
<h1>Тестовая оплата</h1>
<p>Это страница встроенного тестового платёжного сервиса. Деньги не списываются, данные карты не запрашиваются.</p>
${liveSite ? `<p class="live" role="alert"><strong>${SANDBOX_ON_LIVE_SITE}</strong></p>` : ''}
<p>${escapeHtml(details.description)}</p>
<p>Способ оплаты: ${escapeHtml(wayLabel[details.way])}</p>
<p class="sum">${money(details.requestedKopecks)}</p>
${stateHtml(details, id)}
<section><h2>Чек к платежу</h2>${
    details.receipt ? receiptHtml(details.receipt) : `<p>${escapeHtml(NO_RECEIPT)}</p>`
  }</section>
${captureHtml(details)}
${refundsHtml(details)}
</main></body></html>`;
}
