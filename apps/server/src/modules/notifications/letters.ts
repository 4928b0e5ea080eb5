/** The texts of order letters: to the guest, and a ticket to each venue's staff. */
import { formatPrice, toRoubles } from '@storefront/contract/money';
import { formatOrderNumber } from '@storefront/contract/orders';
import { type MenuVenueId, menuVenue } from '@storefront/contract/venues';
import type { EmailMessage } from '../../adapters/email/email';
import type { orderLines, orders } from '../../db/schema';

type Order = typeof orders.$inferSelect;
type Line = typeof orderLines.$inferSelect;

const paymentNames: Record<string, string> = {
  CASH: 'наличными курьеру',
  BNCUR: 'картой курьеру',
  ONLINE: 'картой онлайн',
};

function money(kopecks: number) {
  return formatPrice(toRoubles(kopecks)).replaceAll('\u00a0', ' ');
}

function lineText(line: Line) {
  const note = line.costPerGram ? ' (цена за вес уточняется менеджером)' : '';
  return `— ${line.name} × ${line.count}: ${money(line.sumKopecks)}${note}`;
}

function address(order: Order) {
  if (order.serviceType !== 'DeliveryByCourier') return 'Самовывоз';
  const parts = [
    `${order.city}, ${order.street}, д. ${order.house}`,
    order.entrance && `подъезд ${order.entrance}`,
    order.floor && `этаж ${order.floor}`,
    order.flat && `кв. ${order.flat}`,
  ];
  return `Доставка: ${parts.filter(Boolean).join(', ')}`;
}

function when(order: Order) {
  return order.completeBefore
    ? `ко времени ${order.completeBefore.slice(0, 16)}`
    : 'как можно скорее';
}

export function guestLetter(order: Order, lines: Line[], orderUrl: string): EmailMessage {
  const number = formatOrderNumber(order.id);
  const text = [
    `${order.customerName}, спасибо за заказ!`,
    '',
    `Заказ №${number}`,
    ...lines.map(lineText),
    order.deliveryFeeKopecks > 0 ? `Доставка: ${money(order.deliveryFeeKopecks)}` : null,
    `Итого: ${money(order.totalKopecks)}`,
    '',
    address(order),
    `Время: ${when(order)}`,
    `Оплата: ${paymentNames[order.paymentMethod] ?? order.paymentMethod}`,
    '',
    'Оператор свяжется с вами в течение 15 минут.',
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
    address(order),
    `Время: ${when(order)}`,
    `Оплата: ${paymentNames[order.paymentMethod] ?? order.paymentMethod}${order.paymentStatus === 'succeeded' ? ' (оплачено)' : ''}, заказ на ${money(order.totalKopecks)}`,
    order.comment ? `Комментарий: ${order.comment}` : null,
    others.length > 0
      ? `Общая доставка вместе с: ${others.map((id) => menuVenue(id as MenuVenueId).name).join(', ')}`
      : null,
  ].filter((line) => line !== null);
  return { to, subject: `Заказ №${number}: ${menuVenue(venueId).name}`, text: text.join('\n') };
}
