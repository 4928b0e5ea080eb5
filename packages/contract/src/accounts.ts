/**
 * Accounts: login kinds, the auth and account rules and texts (SPEC.md §4–§5, §8), and the
 * wire shapes of API.md "Account".
 */

import { z } from 'zod/mini';
import { EMAIL_DOMAIN, emailToUnicode } from './email';
import { idField, textField } from './fields';
import { dishChoiceSchema } from './modifiers';
import { orderStatuses } from './order-lifecycle';
import { isPhoneEmpty, normalizeAccountPhone } from './phone';
import { plural } from './plural';
import { venueDate } from './venue-clock';

export { normalizeAccountPhone } from './phone';

export const PASSWORD_MIN_LENGTH = 6;
export const CODE_LENGTH = 6;
/**
 * How long a sent code is valid (SPEC §9 "Code entry window 60 seconds", decision 021): the
 * server's check, the prompt and the letter or SMS with the code all say this one time.
 */
export const CODE_ENTRY_SECONDS = 60;
/** The UI offers a new code after this long; a separate rule from the code's validity. */
export const CODE_RESEND_SECONDS = 60;

/** '60 секунд' after «в течение»: 1 секунды, 2 секунд, 5 секунд. */
const entryWindow = `${CODE_ENTRY_SECONDS} ${plural(CODE_ENTRY_SECONDS, ['секунды', 'секунд', 'секунд'])}`;

export const accountMessages = {
  passwordTooShort: 'Пароль должен быть не менее 6 символов',
  passwordsNotMatch: 'Пароли не совпадают',
  privacy: 'Примите политику конфиденциальности!',
  registrationFailed: 'Ошибка регистрации',
  restoreFailed: 'Ошибка восстановления доступа',
  invalidCredentials: 'Неверный логин или пароль',
  codePrompt: `Код подтверждения отправлен. Пожалуйста, введите его в течение ${entryWindow}.`,
  registered: 'Регистрация прошла успешно',
  loggedIn: 'Вы успешно авторизовались',
  codeConfirmed: 'Код подтвержден. Данные были изменены',
  saved: 'Данные успешно сохранены',
  emailTaken: 'Указанная почта уже зарегистрирована. Пожалуйста, укажите другую почту',
  phoneTaken:
    'Указанный номер телефона уже зарегистрирован. Пожалуйста, укажите другой номер телефона',
  emailChangeFailed: 'Ошибка смены почты',
  repeatOrder: 'Данные из заказа добавлены в корзину',
  historyEmpty: 'История заказов пуста',
  accountEmail: 'Некорректный email',
  accountPhone: 'Некорректный телефон',
  contactRequired: 'Должны быть указаны телефон или почта',
  // Ours: the server's answers to a contact changed without its code.
  phoneNeedsCode: 'Телефон меняется только с подтверждением кодом',
  emailNeedsCode: 'Почта меняется только с подтверждением кодом',
  codeSubject: 'Код подтверждения',
  // Ours: the password change asks for the current password (decision 028).
  currentPassword: 'Текущий пароль',
  currentPasswordWrong: 'Неверный текущий пароль',
} as const;

/** The letter or SMS with a code: the same time as the prompt says (decision 021). */
export function codeMessage(code: string): string {
  return `Код подтверждения: ${code}. Введите его в течение ${entryWindow}. Никому не сообщайте код.`;
}

/**
 * Letters, digits and - + . _ % ± before the @, a domain and a TLD of two letters or more, in any
 * alphabet ('гость@пример.рф'; the punycode form a browser may send too).
 */
export const ACCOUNT_EMAIL_PATTERN = new RegExp(
  String.raw`^[\p{L}\d\-+._%±]+@${EMAIL_DOMAIN}$`,
  'u',
);

export type Login = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

/** An e-mail as the accounts keep it: trimmed, lower-case, its domain in letters; or null. */
export function normalizeAccountEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= 254 && ACCOUNT_EMAIL_PATTERN.test(email) ? emailToUnicode(email) : null;
}

export type ContactErrors = Partial<Record<'phone' | 'email' | 'contacts', string>>;

/**
 * SPEC §5 "Account": each contact empty or right, and one of them at least. An emptied contact is
 * no error while the other is given; with both empty only 'Должны быть указаны телефон или почта'.
 */
export function accountContactErrors(phone: string, email: string): ContactErrors {
  const errors: ContactErrors = {};
  const noPhone = isPhoneEmpty(phone);
  const noEmail = email.trim() === '';
  if (!noPhone && normalizeAccountPhone(phone) === null)
    errors.phone = accountMessages.accountPhone;
  if (!noEmail && normalizeAccountEmail(email) === null)
    errors.email = accountMessages.accountEmail;
  if (noPhone && noEmail) errors.contacts = accountMessages.contactRequired;
  return errors;
}

/** A login is a phone when it has no @, else an e-mail; null when it is neither. */
export function parseLogin(input: string): Login | null {
  if (input.includes('@')) {
    const email = normalizeAccountEmail(input);
    return email ? { kind: 'email', value: email } : null;
  }
  const phone = normalizeAccountPhone(input);
  return phone ? { kind: 'phone', value: phone } : null;
}

/** SPEC §4: the login field's kind follows its first character. */
export function loginFieldKind(value: string): 'phone' | 'email' | 'neutral' {
  if (value === '' || value === '+7 (' || value === '+7(') return 'neutral';
  const first = value[0] ?? '';
  if (/\d/.test(first) || first === '+') return 'phone';
  if (/\p{L}/u.test(first)) return 'email';
  return 'neutral';
}

/** The password rules, in the order the spec checks them; null when fine. */
export function passwordError(
  password: string,
  repeat: string,
): keyof typeof accountMessages | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password !== repeat) return 'passwordsNotMatch';
  return null;
}

/** Account texts: bounded, and without NUL, which PostgreSQL cannot store (decision 030). */
const text = (max: number) => textField(max);
const code = z.string().check(z.regex(/^\d{6}$/));

export const sendRegistrationCodeSchema = z.strictObject({
  login: text(254),
  password: text(200),
  repeatPassword: text(200),
});
export const finishRegistrationSchema = z.strictObject({ code, login: text(254) });
export const loginSchema = z.strictObject({ login: text(254), password: text(200) });
export const sendRestoreAccessCodeSchema = z.strictObject({ login: text(254) });
export const checkRestoreAccessCodeSchema = z.strictObject({ login: text(254), code });
export const changePasswordSchema = z.strictObject({
  /**
   * Needed unless the session was just made by a restore-access code (decision 028): the restore
   * flow's last step sends none.
   */
  currentPassword: z.optional(text(200)),
  newPassword: text(200),
  repeatNewPassword: text(200),
});
export const checkEmailSchema = z.strictObject({ email: text(254) });
export const checkPhoneSchema = z.strictObject({ phone: text(40) });
export const updateEmailPhoneSchema = z.strictObject({
  code,
  contactType: z.enum(['email', 'phone']),
});
/* ---------- the birthday (issue 32 item 2, decision 085) ---------- */

/** A birthday further back than this many years is a typo, not a guest. */
export const BIRTHDAY_MAX_AGE_YEARS = 120;

export const birthdayMessages = {
  format: 'Укажите дату рождения полностью: день, месяц и год',
  future: 'Дата рождения не может быть в будущем',
  tooOld: `Проверьте год рождения: не раньше чем ${BIRTHDAY_MAX_AGE_YEARS} лет назад`,
  // Once set, the guest cannot change it: a birthday edited to today would give its bonus again.
  fixed: 'Дату рождения можно изменить только через службу поддержки',
} as const;

/**
 * What is wrong with a birthday 'YYYY-MM-DD' on the venue date `today` ('YYYY-MM-DD'); undefined
 * when nothing is: a real calendar date, not after today, at most 120 years before it.
 */
export function birthdayError(value: string, today: string): string | undefined {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // The round trip refuses 31 April, 29 February of a common year and Date.UTC's years 0–99.
  const real =
    /^\d{4}-\d\d-\d\d$/.test(value) &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!real) return birthdayMessages.format;
  if (value > today) return birthdayMessages.future;
  const oldest = `${Number(today.slice(0, 4)) - BIRTHDAY_MAX_AGE_YEARS}${today.slice(4)}`;
  return value < oldest ? birthdayMessages.tooOld : undefined;
}

/** A birthday as the profile shows it: '05.03.1990'. */
export const birthdayText = (value: string) => value.split('-').reverse().join('.');

/** The birthday field of the profile's save: checked against the venue's today. */
const birthdayField = z.string().check(
  z.superRefine((value, ctx) => {
    const message = birthdayError(value, venueDate(Date.now()));
    if (message) ctx.issues.push({ code: 'custom', message, input: value });
  }),
);

export const updateUserInfoSchema = z.strictObject({
  userName: text(60),
  userLastName: text(60),
  phone: text(40),
  email: text(254),
  /** *(ext)* 'YYYY-MM-DD'; absent: left as it is. Set once: a change is refused (birthdayFixed). */
  birthday: z.optional(birthdayField),
});

/** The account's saved way to get and pay for orders (its 'ДОСТАВКА' tab). */
export const savedDeliveryMethods = ['pickup', 'delivery'] as const;
export const savedPaymentMethods = ['cash', 'card', 'online'] as const;

export const deliverySettingsSchema = z.strictObject({
  deliveryMethod: z.enum(savedDeliveryMethods),
  paymentMethod: z.enum(savedPaymentMethods),
  street: text(120),
  house: text(20),
  entrance: text(5),
  floor: text(5),
  flat: text(5),
  comment: text(500),
  /** Never stored (PCI DSS): accepted only empty, answered empty (DESIGN.md §4). */
  cartNumber: z.literal(''),
  cartExpire: z.literal(''),
  cartCVV: z.literal(''),
  deliveryId: z.nullable(idField()),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

/** The card fields as they always travel: empty, both ways (DESIGN.md §4). */
export const noCardDetails = {
  cartNumber: '',
  cartExpire: '',
  cartCVV: '',
} as const satisfies Pick<DeliverySettings, 'cartNumber' | 'cartExpire' | 'cartCVV'>;

/** The settings of a guest who has saved none: pickup, cash, no address. */
export const emptyDeliverySettings: DeliverySettings = {
  deliveryMethod: 'pickup',
  paymentMethod: 'cash',
  street: '',
  house: '',
  entrance: '',
  floor: '',
  flat: '',
  comment: '',
  ...noCardDetails,
  deliveryId: null,
};

/*
 * The answers of API.md "Account", as the server's serializer checks and filters them (fields
 * not named here are never sent) and the web app reads them. The fields are in the order they
 * have on the wire.
 */

/** `{success: true}`: the answer of the calls that only do something. */
export const accountSuccessSchema = z.object({ success: z.literal(true) });
/** finishRegistration, login, checkRestoreAccessCode: the new session. */
export const accessTokenResponseSchema = z.object({ accessToken: z.string() });
/** changePassword: a new session; every other session of the user ends. */
export const changePasswordResponseSchema = z.object({
  success: z.literal(true),
  accessToken: z.string(),
});
/** checkEmail, checkPhone: whether another account has the contact. */
export const contactTakenResponseSchema = z.object({ isExist: z.boolean() });

export const userInfoSchema = z.object({
  userName: z.string(),
  userLastName: z.string(),
  /** '79141234567' or '' */
  phone: z.string(),
  email: z.string(),
  /** *(ext)* 'YYYY-MM-DD' or '' */
  birthday: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const userOrdersInfoSchema = z.object({
  /** roubles: what the counted orders came to, delivery fees included */
  amountSpent: z.number(),
  ordersCount: z.int(),
  dishesOrdered: z.int(),
});
export type UserOrdersInfo = z.infer<typeof userOrdersInfoSchema>;

export const orderHistoryItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  count: z.int(),
  price: z.number(),
  summa: z.number(),
  gramm: z.boolean(),
  guid: z.string(),
  special: z.boolean(),
  /** *(ext)* the size and modifiers the dish was ordered with; absent when none */
  choice: z.optional(dishChoiceSchema),
  /** *(ext)* the choice in words ('8 шт · Васаби'); absent when none */
  choiceText: z.optional(z.string()),
});
export type OrderHistoryItem = z.infer<typeof orderHistoryItemSchema>;

export const orderHistoryEntrySchema = z.object({
  id: z.int(),
  /** ISO 8601 */
  date: z.string(),
  /** null for pickup */
  address: z.nullable(
    z.object({
      street: z.object({ name: z.string(), city: z.string() }),
      house: z.string(),
      flat: z.string(),
    }),
  ),
  items: z.array(orderHistoryItemSchema),
  /** *(ext)* roubles: the courier's fee, 0 for pickup */
  deliveryFee: z.number(),
  /** *(ext)* roubles: what the order came to, the dishes and the delivery fee */
  sum: z.number(),
  /** *(ext)* where the order is now */
  status: z.enum(orderStatuses),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** The GET calls answer `{info: …}`. */
export const userInfoResponseSchema = z.object({ info: userInfoSchema });
/** the request's fields, filtered rather than refused on the way out */
export const deliverySettingsResponseSchema = z.object({
  info: z.object(deliverySettingsSchema.shape),
});
export const userOrdersInfoResponseSchema = z.object({ info: userOrdersInfoSchema });
/** newest first */
export const ordersHistoryResponseSchema = z.object({ info: z.array(orderHistoryEntrySchema) });
export const orderHistoryInfoResponseSchema = z.object({ info: z.array(orderHistoryItemSchema) });

/**
 * The account's statistics (SPEC §2 "Account"): a count with its noun and its verb agreeing —
 * '1 заказ оформлен', '2 заказа оформлено', '5 заказов оформлено', '21 блюдо заказано'.
 */
export const statsForms = {
  orders: { noun: ['заказ', 'заказа', 'заказов'], verb: ['оформлен', 'оформлено', 'оформлено'] },
  dishes: { noun: ['блюдо', 'блюда', 'блюд'], verb: ['заказано', 'заказано', 'заказано'] },
} as const;

export function statsPhrase(kind: keyof typeof statsForms, count: number) {
  const { noun, verb } = statsForms[kind];
  return { value: `${count} ${plural(count, noun)}`, verb: plural(count, verb) };
}
