/**
 * The board's words and times. Kept here rather than borrowed from the guest's pages: a feature
 * uses another only through its public modules, and the kitchen reads payment states its own way.
 */
import { DELIVERY_TIME_ZONE } from '@storefront/contract/delivery-time';
import type { PaymentStatus } from '@storefront/contract/orders';

// Orders are cooked in Vladivostok: its clock, whatever the tablet's zone.
const timeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: DELIVERY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** '12:05' */
export function formatBoardTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: DELIVERY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** '24.11, 12:05': the audit log spans days. */
export function formatStaffDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** After the way of paying: whether the money is already there. */
export const paymentStateNames: Record<PaymentStatus, string> = {
  notRequired: 'оплата при получении',
  pending: 'ожидает оплаты',
  held: 'сумма заблокирована на карте',
  succeeded: 'оплачено',
  canceled: 'оплата не прошла',
};
