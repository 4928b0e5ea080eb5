/** The board's words: the kitchen reads payment states its own way (times: lib/vladivostok-time). */
import type { PaymentStatus } from '@storefront/contract/orders';

/** After the way of paying: whether the money is already there. */
export const paymentStateNames: Record<PaymentStatus, string> = {
  notRequired: 'оплата при получении',
  pending: 'ожидает оплаты',
  held: 'сумма заблокирована на карте',
  succeeded: 'оплачено',
  canceled: 'оплата не прошла',
};
