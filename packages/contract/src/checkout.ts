/**
 * Checkout rules and texts (SPEC.md §5 "Checkout"), used by the basket form and by the order call
 * on the server, so each rule exists once.
 */
import { z } from 'zod/mini';

export const checkoutMessages = {
  required: 'Это обязательное поле для заполнения, пожалуйста, заполните это поле',
  email: 'Некорректная почта!',
  phone: 'Вы не ввели номер!',
  name: 'Некорректное имя!',
  surname: 'Некорректная фамилия!',
  street: 'Улица указана некорректно!',
  house: 'Номер дома указан некорректно!',
  date: 'Введите корректную дату!',
  privacy: 'Примите политику конфиденциальности!',
  nameHint: 'Пожалуйста, укажите ваше имя',
  phoneHint: 'Пожалуйста, укажите ваш номер телефона',
  deliveryZone: 'Выберите район доставки',
  deliveryHours: 'Время работы доставки: с 11:00-20:00',
} as const;

/** A standard address with a dot and at least two letters at the end. */
export const EMAIL_PATTERN =
  /^[\p{L}\d.!#$%&'*+/=?^_`{|}~±-]+@[\p{L}\d-]+(\.[\p{L}\d-]+)*\.\p{L}{2,}$/u;
/** At least two Cyrillic letters; spaces and hyphens between them (Анна-Мария). */
export const CYRILLIC_NAME_PATTERN = /^(?=(?:[^а-яё]*[а-яё]){2})[а-яё\s-]+$/i;
/** Cyrillic letters, digits, commas, hyphens, dots and spaces; '/' for houses such as 12/1. */
export const STREET_PATTERN = /^[а-яё\d,.\s-]+$/i;
export const HOUSE_PATTERN = /^[а-яё\d,.\s/-]+$/i;
/** Entrance, floor and flat: digits only. */
export const DIGITS_PATTERN = /^\d{0,5}$/;

export const CHECKOUT_COMMENT_MAX = 500;
export const NO_CALL_NOTE = 'Без звонка оператора';

/** '+7 (914) 123-45-67', '8 914 123 45 67', '79141234567' → '+79141234567'; otherwise null. */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length !== 11 || !/^[78]/.test(digits)) return null;
  return `+7${digits.slice(1)}`;
}

export const nameField = z
  .string()
  .check(
    z.minLength(1, checkoutMessages.required),
    z.regex(CYRILLIC_NAME_PATTERN, checkoutMessages.name),
  );
/** Optional: empty, or a Cyrillic surname. */
export const surnameField = z
  .string()
  .check(z.refine((v) => v === '' || CYRILLIC_NAME_PATTERN.test(v), checkoutMessages.surname));
export const phoneField = z
  .string()
  .check(z.refine((v) => normalizePhone(v) !== null, checkoutMessages.phone));
/** Optional: empty, or an address the order letter can go to. */
export const emailField = z.string().check(
  z.maxLength(254, checkoutMessages.email),
  z.refine((v) => v === '' || EMAIL_PATTERN.test(v), checkoutMessages.email),
);
export const streetField = z
  .string()
  .check(
    z.minLength(1, checkoutMessages.required),
    z.maxLength(120, checkoutMessages.street),
    z.regex(STREET_PATTERN, checkoutMessages.street),
  );
export const houseField = z
  .string()
  .check(
    z.minLength(1, checkoutMessages.required),
    z.maxLength(20, checkoutMessages.house),
    z.regex(HOUSE_PATTERN, checkoutMessages.house),
  );
export const digitsField = z.string().check(z.regex(DIGITS_PATTERN));
export const commentField = z.string().check(z.maxLength(CHECKOUT_COMMENT_MAX));

/** The basket form (SPEC.md §2 "Basket page", blocks 01 and 02). */
export const checkoutFormSchema = z
  .object({
    deliveryType: z.enum(['DeliveryByCourier', 'DeliveryByClient']),
    timeMode: z.enum(['asap', 'slot']),
    /** a completeBefore value when timeMode is 'slot' */
    slot: z.string(),
    payment: z.enum(['CASH', 'BNCUR', 'ONLINE']),
    comment: commentField,
    privacyPolicy: z.boolean().check(z.refine((v) => v, checkoutMessages.privacy)),
    privacySpam: z.boolean(),
    privacyCall: z.boolean(),
    name: nameField,
    surname: surnameField,
    phone: phoneField,
    email: emailField,
    street: z.string(),
    house: z.string(),
    entrance: digitsField,
    floor: digitsField,
    flat: digitsField,
    deliveryZone: z.nullable(z.int()),
  })
  .check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, input: form, path: [path] });
      if (form.timeMode === 'slot' && form.slot === '') fail('slot', checkoutMessages.date);
      if (form.deliveryType !== 'DeliveryByCourier') return;
      for (const [field, schema] of [
        ['street', streetField],
        ['house', houseField],
      ] as const) {
        const result = schema.safeParse(form[field]);
        if (!result.success)
          fail(field, result.error.issues[0]?.message ?? checkoutMessages.required);
      }
      if (form.deliveryZone === null) fail('deliveryZone', checkoutMessages.deliveryZone);
    }),
  );
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

export const defaultCheckoutForm: CheckoutForm = {
  deliveryType: 'DeliveryByClient',
  timeMode: 'asap',
  slot: '',
  payment: 'CASH',
  comment: '',
  privacyPolicy: true,
  privacySpam: true,
  privacyCall: false,
  name: '',
  surname: '',
  phone: '',
  email: '',
  street: '',
  house: '',
  entrance: '',
  floor: '',
  flat: '',
  deliveryZone: null,
};
