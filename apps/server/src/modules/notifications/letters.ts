/** The texts of order letters: to the guest, and a ticket to each venue's staff. */

import { checkoutMessages, hasNoCallNote } from '@storefront/contract/checkout';
import { discountLines, linesDiscounts } from '@storefront/contract/discount-lines';
import { formatDayMonth } from '@storefront/contract/kitchen-times';
import { formatPrice, toRoubles } from '@storefront/contract/money';
import { formatOrderNumber, paymentLabel } from '@storefront/contract/orders';
import { formatVenueTime, venueDate } from '@storefront/contract/venue-clock';
import {
  isMenuVenueId,
  type MenuVenueId,
  menuVenue,
  pickupPlace,
} from '@storefront/contract/venues';
import type { EmailMessage } from '../../adapters/email/email';
import type { orderLines, orders } from '../../db/schema';
import { courierAddressLine } from '../orders/order-view';
import type { GuestToldStatus } from '../outbox/topics';

type Order = typeof orders.$inferSelect;
type Line = typeof orderLines.$inferSelect;

function payment(order: Order) {
  return paymentLabel(order.paymentMethod, order.serviceType).toLowerCase();
}

function money(kopecks: number) {
  return formatPrice(toRoubles(kopecks)).replaceAll('\u00a0', ' ');
}

/** A dish line as every order letter says it (the invariant suite reads the letters by it). */
export function letterDishLine(line: Line) {
  const note = line.costPerGram ? ` (≈ ${checkoutMessages.weightPriced.toLowerCase()})` : '';
  // the size and modifiers chosen, as the kitchen must cook it
  const choice = line.choiceText ? ` (${line.choiceText})` : '';
  return `— ${line.name}${choice} × ${line.count}: ${money(line.sumKopecks)}${note}`;
}

/** The code's and the points' lines of these dishes (and of the delivery, for the whole order). */
function discountTexts(order: Order, lines: readonly Line[], withDelivery: boolean): string[] {
  return discountLines({
    promoCode: order.promoCode,
    ...linesDiscounts(lines),
    deliveryDiscountKopecks: withDelivery ? order.deliveryDiscountKopecks : 0,
  }).map((line) => `${line.label}: -${money(line.kopecks)}`);
}

function placeLine(venueId: number) {
  if (!isMenuVenueId(venueId)) return null;
  const place = pickupPlace(venueId);
  return `${place.name} — ${place.street}`;
}

/** Where the order goes: the courier's address, or the counters a pickup order is collected at. */
function address(order: Order, venueIds: readonly number[]) {
  const courier = courierAddressLine(order);
  if (courier !== null) return [`Доставка: ${courier}`];
  return ['Самовывоз:', ...venueIds.map(placeLine).filter((line) => line !== null)];
}

function when(order: Order) {
  return order.completeBefore
    ? `ко времени ${order.completeBefore.slice(0, 16)}`
    : 'как можно скорее';
}

export function guestLetter(order: Order, lines: Line[], orderUrl: string): EmailMessage {
  const number = formatOrderNumber(order.id);
  const venues = [...new Set(lines.map((line) => line.venueId))].sort();
  const text = [
    `${order.customerName}, спасибо за заказ!`,
    '',
    `Заказ №${number}`,
    ...lines.map(letterDishLine),
    order.deliveryFeeKopecks + order.deliveryDiscountKopecks > 0
      ? `Доставка: ${money(order.deliveryFeeKopecks + order.deliveryDiscountKopecks)}`
      : null,
    ...discountTexts(order, lines, true),
    `Итого: ${money(order.totalKopecks)}`,
    '',
    ...address(order, venues),
    `Время: ${when(order)}`,
    `Оплата: ${payment(order)}${order.paymentStatus === 'succeeded' ? ' (оплачено)' : ''}`,
    '',
    hasNoCallNote(order.comment) ? null : 'Оператор свяжется с вами в течение 15 минут.',
    `Заказ на сайте: ${orderUrl}`,
  ].filter((line) => line !== null);
  return {
    to: order.customerEmail ?? '',
    subject: `Заказ №${number} оформлен`,
    text: text.join('\n'),
  };
}

export function venueTicketLetter(
  order: Order,
  lines: Line[],
  venueId: MenuVenueId,
  to: string,
  /** one-click buttons for a venue without a POS (orders/venue-actions.ts) */
  actions: readonly { label: string; url: string }[] = [],
): EmailMessage {
  const number = formatOrderNumber(order.id);
  const own = lines.filter((line) => line.venueId === venueId);
  const others = [...new Set(lines.filter((l) => l.venueId !== venueId).map((l) => l.venueId))];
  const text = [
    `Заказ №${number} — ${menuVenue(venueId).name}`,
    ...own.map(letterDishLine),
    ...discountTexts(order, own, false),
    '',
    `Гость: ${order.customerName} ${order.customerSurname}`.trim(),
    `Телефон: ${order.phone}`,
    ...address(order, [venueId]),
    `Время: ${when(order)}`,
    `Оплата: ${payment(order)}${order.paymentStatus === 'succeeded' ? ' (оплачено)' : ''}, заказ на ${money(order.totalKopecks)}`,
    order.comment ? `Комментарий: ${order.comment}` : null,
    others.length > 0
      ? `${order.serviceType === 'DeliveryByCourier' ? 'Общая доставка вместе с' : 'Гость заберёт также заказ из'}: ${others.map((id) => menuVenue(id as MenuVenueId).name).join(', ')}`
      : null,
    ...(actions.length > 0
      ? [
          '',
          'Отметьте, как идёт заказ, — гость увидит это на сайте:',
          ...actions.map((action) => `${action.label}: ${action.url}`),
        ]
      : []),
  ].filter((line) => line !== null);
  return { to, subject: `Заказ №${number}: ${menuVenue(venueId).name}`, text: text.join('\n') };
}

/** What the guest is told when the order reaches a status (issue 12 item 8). */
function statusNews(order: Order, status: GuestToldStatus): { subject: string; lead: string } {
  const pickup = order.serviceType === 'DeliveryByClient';
  switch (status) {
    case 'accepted':
      return {
        subject: 'принят',
        lead: 'Заказ принят: рестораны начнут готовить его в ближайшее время.',
      };
    case 'ready':
      return pickup
        ? { subject: 'готов к выдаче', lead: 'Заказ готов, его можно забрать.' }
        : { subject: 'готов', lead: 'Заказ готов и ждёт курьера.' };
    case 'onTheWay':
      return { subject: 'в пути', lead: 'Курьер везёт заказ.' };
    case 'cancelled':
      return { subject: 'отменён', lead: 'Заказ отменён.' };
  }
}

/**
 * The guest's letter about the order's new status. A venue that declined its part is named with
 * the dishes that will not come and the sum now.
 */
export function guestStatusLetter(
  order: Order,
  lines: Line[],
  status: GuestToldStatus,
  details: { declinedVenues: readonly number[]; reason: string | null; orderUrl: string },
): EmailMessage {
  const number = formatOrderNumber(order.id);
  const news = statusNews(order, status);
  const declined = lines.filter((line) => details.declinedVenues.includes(line.venueId));
  const venues = [...new Set(lines.map((line) => line.venueId))]
    .filter((venueId) => !details.declinedVenues.includes(venueId))
    .sort();
  const text = [
    `${order.customerName}, ${news.lead}`,
    status === 'cancelled' && details.reason ? `Причина: ${details.reason}` : null,
    '',
    ...(declined.length > 0 && status !== 'cancelled'
      ? [
          'Не будет приготовлено (ресторан не может принять эту часть заказа):',
          ...declined.map(letterDishLine),
          `Сумма заказа теперь: ${money(order.totalKopecks)}`,
          '',
        ]
      : []),
    status === 'ready' && order.serviceType === 'DeliveryByClient'
      ? address(order, venues).join('\n')
      : null,
    `Заказ на сайте: ${details.orderUrl}`,
  ].filter((line) => line !== null);
  return {
    to: order.customerEmail ?? '',
    subject: `Заказ №${number} ${news.subject}`,
    text: text.join('\n'),
  };
}

/** The SMS when the guest has to act: come for the order, or meet the courier. */
export function guestStatusSms(order: Order, status: GuestToldStatus): string {
  const number = formatOrderNumber(order.id);
  return status === 'onTheWay'
    ? `Заказ №${number} в пути. Пограничная 14`
    : `Заказ №${number} ${order.serviceType === 'DeliveryByClient' ? 'готов к выдаче' : 'готов'}. Пограничная 14`;
}

/** The venue's letter that an order it has a ticket of was cancelled: stop cooking it. */
export function venueCancelLetter(
  order: Order,
  lines: Line[],
  venueId: MenuVenueId,
  to: string,
  reason: string | null,
): EmailMessage {
  const number = formatOrderNumber(order.id);
  const own = lines.filter((line) => line.venueId === venueId);
  const text = [
    `Заказ №${number} отменён — не готовьте его.`,
    reason ? `Причина: ${reason}` : null,
    '',
    ...own.map(letterDishLine),
  ].filter((line) => line !== null);
  return {
    to,
    subject: `Заказ №${number} отменён: ${menuVenue(venueId).name}`,
    text: text.join('\n'),
  };
}

/** The guest's letter that money came back to the card or account it was paid from. */
export function guestRefundLetter(
  order: Order,
  refund: { amountKopecks: number; reason: string | null },
  orderUrl: string,
): EmailMessage {
  const number = formatOrderNumber(order.id);
  const why =
    refund.reason === 'cancelled'
      ? 'Заказ отменён, поэтому мы вернули оплату.'
      : 'Ресторан не смог приготовить часть заказа, поэтому мы вернули её стоимость.';
  return {
    to: order.customerEmail ?? '',
    subject: `Возврат по заказу №${number}`,
    text: [
      `${order.customerName}, ${why}`,
      '',
      `Возвращено: ${money(refund.amountKopecks)}`,
      'Деньги придут туда, откуда была оплата: на карту обычно за 1–3 рабочих дня, по СБП — в течение суток. Чек возврата придёт отдельным письмом.',
      '',
      `Заказ на сайте: ${orderUrl}`,
    ].join('\n'),
  };
}

/** The guest's letter that the card hold ran out before the venues took the money. */
export function guestHoldExpiredLetter(order: Order, orderUrl: string): EmailMessage {
  const number = formatOrderNumber(order.id);
  return {
    to: order.customerEmail ?? '',
    subject: `Оплата заказа №${number} не списана`,
    text: [
      `${order.customerName}, сумма заказа была заблокирована на карте, но рестораны не подтвердили заказ вовремя, и блокировка снята: деньги не списаны.`,
      `Заблокировано было: ${money(order.heldKopecks)}`,
      'Если заказ ещё нужен, позвоните нам или оформите его заново.',
      '',
      `Заказ на сайте: ${orderUrl}`,
    ].join('\n'),
  };
}

/** 'к 19:55', or 'к 19:55, 30 ноября' on another day than the order's. */
function promisedText(order: Order): string {
  const promised = order.promisedAt ?? new Date();
  const time = formatVenueTime(promised);
  return venueDate(promised) === venueDate(order.createdAt)
    ? `к ${time}`
    : `к ${time}, ${formatDayMonth(promised)}`;
}

/** The guest's letter that a kitchen runs late: the new time, once (orders/late-promises.ts). */
export function guestLateLetter(order: Order, orderUrl: string): EmailMessage {
  const number = formatOrderNumber(order.id);
  return {
    to: order.customerEmail ?? '',
    subject: `Заказ №${number} задерживается`,
    text: [
      `${order.customerName}, кухня не успевает к обещанному времени. Простите за ожидание.`,
      `Новое время: ${promisedText(order)}.`,
      '',
      `Заказ на сайте: ${orderUrl}`,
    ].join('\n'),
  };
}

/** The SMS that a kitchen runs late, with the new time. */
export function guestLateSms(order: Order): string {
  return `Заказ №${formatOrderNumber(order.id)} задерживается, новое время ${promisedText(order)}. Пограничная 14`;
}
