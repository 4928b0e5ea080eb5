/** The texts of order letters: to the guest, and a ticket to each venue's staff. */

import { checkoutMessages, hasNoCallNote } from '@storefront/contract/checkout';
import { formatPrice, toRoubles } from '@storefront/contract/money';
import {
  formatOrderNumber,
  type PaymentMethod,
  paymentLabel,
  type ServiceType,
} from '@storefront/contract/orders';
import {
  isMenuVenueId,
  type MenuVenueId,
  menuVenue,
  pickupPlace,
} from '@storefront/contract/venues';
import type { EmailMessage } from '../../adapters/email/email';
import type { orderLines, orders } from '../../db/schema';
import { courierAddressLine } from '../orders/service';

type Order = typeof orders.$inferSelect;
type Line = typeof orderLines.$inferSelect;

function payment(order: Order) {
  return paymentLabel(
    order.paymentMethod as PaymentMethod,
    order.serviceType as ServiceType,
  ).toLowerCase();
}

function money(kopecks: number) {
  return formatPrice(toRoubles(kopecks)).replaceAll('\u00a0', ' ');
}

function lineText(line: Line) {
  const note = line.costPerGram ? ` (≈ ${checkoutMessages.weightPriced.toLowerCase()})` : '';
  return `— ${line.name} × ${line.count}: ${money(line.sumKopecks)}${note}`;
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
    ...lines.map(lineText),
    order.deliveryFeeKopecks > 0 ? `Доставка: ${money(order.deliveryFeeKopecks)}` : null,
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
): EmailMessage {
  const number = formatOrderNumber(order.id);
  const own = lines.filter((line) => line.venueId === venueId);
  const others = [...new Set(lines.filter((l) => l.venueId !== venueId).map((l) => l.venueId))];
  const text = [
    `Заказ №${number} — ${menuVenue(venueId).name}`,
    ...own.map(lineText),
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
  ].filter((line) => line !== null);
  return { to, subject: `Заказ №${number}: ${menuVenue(venueId).name}`, text: text.join('\n') };
}
