/**
 * The texts of the error answers a guest can meet on the storefront (SPEC.md §8 and ours), apart
 * from the schemas in errors.ts and from the back office's texts (error-messages.ts): the
 * storefront's first load carries only these.
 */
import { SIGN_IN_NEEDED_TEXT } from './sign-in-needed';

export const guestErrorMessages = {
  invalidCode: 'Неверный код подтверждения или время действия кода истекло',
  invalidLogin: 'Неверный формат email или телефона',
  invalidEmail: 'Неверный формат email',
  invalidPhone: 'Неверный формат телефона',
  passwordsNotMatch: 'Пароли не совпадают',
  passwordTooShort: 'Пароль должен быть не менее 6 символов',
  userExists: 'Пользователь с таким email или телефоном уже существует',
  userNotExists: 'Пользователь с таким email или телефоном не найден',
  invalidCredentials: 'Неверный логин или пароль',
  unauthorizedToast: SIGN_IN_NEEDED_TEXT,
  errorSendSMS: 'Ошибка отправки SMS. Попробуйте позже',
  errorSendSMSRegistration:
    'Не удалось отправить SMS. Попробуйте позже или зарегистрируйтесь по электронной почте',
  errorSendSMSRestore:
    'Не удалось отправить SMS. Попробуйте позже или восстановите доступ по электронной почте',
  errorSendSMSChange: 'Не удалось отправить SMS. Попробуйте позже',
  phoneCannotBeDelivered:
    'SMS не может быть доставлено на указанный номер телефона. Проверьте правильность введенного номера',
  toManySmsOnPhone:
    'Превышено количество отправленных SMS на указанный номер телефона. Попробуйте позже',
  // Ours (API.md general rules).
  validation: 'Проверьте правильность заполнения полей',
  badRequest: 'Некорректный запрос',
  unsupportedMediaType: 'Неподдерживаемый формат запроса',
  invalidJson: 'Некорректный формат запроса',
  notFound: 'Не найдено',
  forbidden: 'Доступ запрещён',
  payloadTooLarge: 'Слишком большой запрос',
  tooManyRequests: 'Слишком много запросов. Попробуйте позже',
  productUnavailable: 'Некоторые блюда сейчас недоступны для заказа',
  deliveryTimeUnavailable:
    'Доставка работает с 11:00 до 20:00. Пожалуйста, выберите время доставки',
  paymentUnavailable:
    'Не удалось перейти к оплате. Повторите попытку через минуту или выберите оплату курьеру',
  orderNotPayable: 'Этот заказ уже оплачен, отправлен на кухню или отменён',
  orderNotCancellable:
    'Заказ уже готовится, и отменить его на сайте нельзя. Позвоните нам, и мы поможем',
  internal: 'Внутренняя ошибка сервера. Попробуйте позже',
  serviceUnavailable: 'Сервис временно недоступен. Попробуйте через минуту',
  // The guest changed the order after an attempt whose answer was lost: that attempt may have
  // made an order. The web app starts a new attempt, so pressing the button again places it.
  idempotencyKeyReused:
    'Заказ изменился после прошлой попытки, которая могла до нас дойти. Чтобы не получить два заказа, позвоните нам или отправьте заказ ещё раз',
  orderTooLarge: 'Слишком большой заказ. Пожалуйста, позвоните нам, и мы оформим его по телефону',
  priceChanged: 'Цены некоторых блюд изменились. Проверьте корзину и оформите заказ снова',
  // A promo code that does not apply (issue 32): the answer's own message says why
  // (promotions.ts promotionMessages).
  promoCodeRefused: 'Промокод не подходит',
  // Points beyond the balance or the order's share: the answer's message names how many may go.
  pointsRefused: 'Столько баллов потратить нельзя',
  slotFull: 'На это время все столы заняты. Выберите другое время',
  // Delivery zones and busy mode (issue 14 item 6): the answers' own messages name the sum
  // (zoneMinimumMessage) or the venue (pausedVenueMessage); these are the generic texts.
  belowZoneMinimum: 'Сумма заказа меньше минимальной для этой зоны доставки',
  ordersPaused: 'Заведение сейчас не принимает заказы. Попробуйте позже',
} as const;
