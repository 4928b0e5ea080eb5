/**
 * The basket's promo code and loyalty points in the guest's words (issue 32 items 1–2): the
 * checkout's «Промокод» field, «Оплатить баллами», and the summary's lines. Why a code or points
 * are refused is the server's own message (promotions.ts `promotionMessages`, `pointsMessages`).
 * A minus is '-' (U+002D): the first paint's font subset has no U+2212.
 */
import { discountLabels } from './discount-lines';
import { formatPrice } from './money';
import { plural } from './plural';

const POINTS_FORMS = ['балл', 'балла', 'баллов'] as const;
/** '1 250 баллов' */
export const pointsCount = (count: number) =>
  `${count.toLocaleString('ru-RU')} ${plural(count, POINTS_FORMS)}`;

export const basketRewardsTexts = {
  /** the checkout summary's button that opens the field (the code loads when it is pressed) */
  open: 'Есть промокод или баллы?',
  codeLabel: 'Промокод',
  apply: 'Применить',
  remove: 'Убрать промокод',
  removed: 'Промокод убран',
  checking: 'Проверяем промокод…',
  emptyCode: 'Введите промокод',
  checkFailed: 'Не удалось проверить промокод. Попробуйте ещё раз',
  pointsLabel: 'Оплатить баллами',
  pointsPaid: discountLabels.points,
  deliveryDiscount: discountLabels.delivery,
  total: 'Итого:',
} as const;

/** 'Промокод TEN применён: Минус 10 %' */
export const codeAppliedText = (code: string, title: string) =>
  `Промокод ${code} применён: ${title}`;
/** 'Скидка по промокоду TEN', as the order's letters and page name it */
export const codeDiscountLabel = (code: string) => discountLabels.offer(code);
/** The basket's line of one offer: the code's as the order names it, one without a code by its title. */
export const offerDiscountLabel = (offer: { code: string | null; title: string }) =>
  offer.code === null ? offer.title : codeDiscountLabel(offer.code);
/** The code stopped applying when the basket changed: 'Промокод TEN снят: Промокод действует от 1 500 Р' */
export const codeDroppedText = (code: string, why: string) => `Промокод ${code} снят: ${why}`;
/** 'Подарок: Моти' */
export const giftText = (name: string) => `Подарок: ${name}`;
/** '-123 Р': a discount in the summary, with an ASCII hyphen-minus */
export const minusPrice = (roubles: number) => `-${formatPrice(roubles)}`;
/** 'У вас 420 баллов, к этому заказу — до 126' */
export const pointsAvailableText = (balance: number, most: number) =>
  `У вас ${pointsCount(balance)}, к этому заказу — до ${most}`;
/** 'За заказ начислим 35 баллов' */
export const pointsEarnedText = (points: number) => `За заказ начислим ${pointsCount(points)}`;
