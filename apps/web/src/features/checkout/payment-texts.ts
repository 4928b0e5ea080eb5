/**
 * What the guest is told about online money (issue 13): the checkout's note on how each online
 * way takes it, the payment row's state, and what the order's money is doing now. One place, so
 * the checkout's promise and the order page's account of it use the same words.
 */
import { formatPrice } from '@storefront/contract/money';
import type { OnlinePaymentMethod, OrderView, PaymentMove } from '@storefront/contract/orders';

/** Under the online choices: when the money leaves the card, and what a declined dish costs. */
export const onlinePaymentNotes: Record<OnlinePaymentMethod, string> = {
  ONLINE:
    'Сумма заблокируется на карте и спишется, когда рестораны примут заказ — только за то, что они приготовят',
  SBP: 'Оплата сразу; если ресторан не сможет приготовить часть заказа, вернём её стоимость',
};

/** The payment row beside the way's name: 'КАРТОЙ ОНЛАЙН, оплачено'. */
export function paymentStateText(status: OrderView['payment']['status']): string {
  switch (status) {
    case 'held':
      return 'сумма заблокирована на карте';
    case 'succeeded':
      return 'оплачено';
    case 'canceled':
      return 'не оплачено';
    case 'pending':
      return 'ожидаем оплату';
    default:
      return 'при получении';
  }
}

/**
 * What the order's money is doing now, in the order it happened: blocked, taken, given back.
 * `awaitingNewPayment`: the payment was declined and the guest may pay again — that box says it.
 */
export function paymentMoneyTexts(
  order: Pick<OrderView, 'status' | 'payment'>,
  awaitingNewPayment: boolean,
): string[] {
  const { status, held, captured, refunded, refunding } = order.payment;
  const texts: string[] = [];
  // A cancelled order's hold stays until the bank confirms its release: nothing will be taken.
  if (status === 'held' && order.status === 'cancelled') {
    texts.push(`Снимаем блокировку ${formatPrice(held)}, деньги не спишутся.`);
  } else if (status === 'held') {
    texts.push(
      `Сумма ${formatPrice(held)} заблокирована на карте. Спишем, когда рестораны примут заказ, — только за то, что они приготовят.`,
    );
  }
  if (status === 'succeeded' && captured > 0) {
    texts.push(
      captured < held
        ? `Списано ${formatPrice(captured)} из заблокированных ${formatPrice(held)}: остальное разблокировано.`
        : `Оплачено ${formatPrice(captured)}.`,
    );
  }
  if (status === 'canceled' && held > 0 && captured === 0 && !awaitingNewPayment) {
    texts.push('Блокировка снята, деньги не списаны.');
  }
  if (refunding > 0) texts.push(`Возврат ${formatPrice(refunding)} оформляется.`);
  if (refunded > 0) {
    texts.push(`Возвращено ${formatPrice(refunded)}. Деньги придут туда, откуда была оплата.`);
  }
  return texts;
}

/** A line of the money's history: 'заблокировано 1 530 Р'. */
export const paymentMoveLabels: Record<PaymentMove, string> = {
  held: 'заблокировано на карте',
  paid: 'оплачено',
  captured: 'списано',
  released: 'блокировка снята',
  refunding: 'оформлен возврат',
  refunded: 'возвращено',
  refundFailed: 'возврат не прошёл, с вами свяжется менеджер',
};

export function paymentMoveText(move: OrderView['payment']['history'][number]): string {
  return `${paymentMoveLabels[move.kind]} ${formatPrice(move.amount)}`;
}
