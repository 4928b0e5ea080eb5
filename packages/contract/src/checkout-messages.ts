/**
 * The checkout's texts (SPEC.md §5), apart from its schemas in checkout.ts: pages of the first load
 * (dish cards, the basket) show them without carrying zod.
 */
import { WEIGHT_PRICED_NOTE } from './dish-notes';
import { formatPrice, toRoubles } from './money';

export const checkoutMessages = {
  required: 'Это обязательное поле для заполнения, пожалуйста, заполните это поле',
  email: 'Некорректная почта!',
  phone: 'Вы не ввели номер!',
  name: 'Некорректное имя!',
  surname: 'Некорректная фамилия!',
  street: 'Улица указана некорректно!',
  house: 'Номер дома указан некорректно!',
  /** iiko keeps a customer's name, surname and a street to 60 characters (issue 30 item 7) */
  nameTooLong: 'Имя — не длиннее 60 символов',
  surnameTooLong: 'Фамилия — не длиннее 60 символов',
  streetTooLong: 'Название улицы — не длиннее 60 символов',
  date: 'Введите корректную дату!',
  privacy: 'Примите политику конфиденциальности!',
  nameHint: 'Пожалуйста, укажите ваше имя',
  phoneHint: 'Пожалуйста, укажите ваш номер телефона',
  deliveryZone: 'Выберите район доставки',
  /** SPEC §2 "Product card page": the note on dishes priced by weight, wherever they are shown */
  weightPriced: WEIGHT_PRICED_NOTE,
  houseHint: 'Цифры и буквы, можно «/» и «-»: 14, 40Б, 14/2',
  /** Above a disabled 'ОФОРМИТЬ ЗАКАЗ': what the order still needs (issue 9). */
  missingTitle: 'Чтобы оформить заказ:',
  missingName: 'укажите ваше имя',
  missingPhone: 'укажите номер телефона',
  missingAddress: 'укажите улицу и дом',
  missingZone: 'выберите район доставки',
  missingSlot: 'выберите время',
  missingPrivacy: 'примите политику конфиденциальности',
  fixErrors: 'исправьте поля с ошибками',
  /** the shop has not switched SBP on (PAYMENT_SBP) */
  sbpUnavailable: 'Оплата через СБП сейчас недоступна, выберите другой способ оплаты',
  /** a fiscal receipt (54-FZ) goes to an e-mail or a phone: without either, no online payment */
  receiptContact: 'Для оплаты онлайн укажите телефон или почту: на них придёт чек',
} as const;

/** Issue 14 item 6: a courier order under its zone's smallest dishes' sum is refused with this. */
export function zoneMinimumMessage(minOrderKopecks: number): string {
  return `Минимальная сумма заказа для этой зоны — ${formatPrice(toRoubles(minOrderKopecks))}`;
}

/** Beside a disabled-looking order: what the dishes lack for the zone's minimum (issue 9 list). */
export function missingMinimumMessage(shortKopecks: number): string {
  return `добавьте блюд ещё на ${formatPrice(toRoubles(shortKopecks))}`;
}

/** Below the zone's free-delivery threshold: how much more makes delivery free. */
export function leftToFreeDeliveryMessage(leftKopecks: number): string {
  return `До бесплатной доставки — ${formatPrice(toRoubles(leftKopecks))}`;
}

/**
 * A venue whose kitchen is off line (POS=iiko, `terminal_groups/is_alive`): orders to it wait
 * until it is back, so none is promised "as soon as possible". On its menu, beside the checkout's
 * time choice and in the order call's refusal.
 */
export function offlineVenueMessage(venueName: string): string {
  return `${venueName}: кухня сейчас не на связи, поэтому заказ «как можно скорее» не принимаем — выберите время`;
}

/**
 * A venue whose kitchen paused orders (busy mode): its name, then what its staff wrote, shown on
 * its menu, in the basket and in the order call's refusal.
 */
export function pausedVenueMessage(venueName: string, pauseMessage: string): string {
  const said = pauseMessage.trim();
  return said === ''
    ? `${venueName} сейчас не принимает заказы`
    : `${venueName} сейчас не принимает заказы: ${said}`;
}
