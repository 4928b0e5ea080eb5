/**
 * Accounts: login kinds, the auth and account rules and texts (SPEC.md §4–§5, §8), and the
 * wire shapes of API.md "Account".
 */
import { z } from 'zod/mini';

export const accountMessages = {
  passwordTooShort: 'Пароль должен быть не менее 6 символов',
  passwordsNotMatch: 'Пароли не совпадают',
  privacy: 'Примите политику конфиденциальности!',
  registrationFailed: 'Ошибка регистрации',
  restoreFailed: 'Ошибка восстановления доступа',
  invalidCredentials: 'Неверный логин или пароль',
  codePrompt: 'Код подтверждения отправлен. Пожалуйста, введите его в течение 60 секунд.',
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
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const CODE_LENGTH = 6;
/** The prompt's window; the server keeps a code valid for 5 minutes (DESIGN.md §4). */
export const CODE_ENTRY_SECONDS = 60;
export const CODE_RESEND_SECONDS = 60;

/** Letters, digits and - + . _ % ± before the @, a domain and a TLD of two letters or more. */
export const ACCOUNT_EMAIL_PATTERN = /^[\p{L}\d\-+._%±]+@[\p{L}\d-]+(\.[\p{L}\d-]+)*\.\p{L}{2,}$/u;
/** 7 followed by 10 digits (after stripping everything but digits). */
export const ACCOUNT_PHONE_PATTERN = /^7\d{10}$/;

export type Login = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

/** A phone as '79141234567' (+7…, 8… and 7… accepted), or null. */
export function normalizeAccountPhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  const phone = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
  return ACCOUNT_PHONE_PATTERN.test(phone) ? phone : null;
}

export function normalizeAccountEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= 254 && ACCOUNT_EMAIL_PATTERN.test(email) ? email : null;
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

const text = (max: number) => z.string().check(z.maxLength(max));
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
  newPassword: text(200),
  repeatNewPassword: text(200),
});
export const checkEmailSchema = z.strictObject({ email: text(254) });
export const checkPhoneSchema = z.strictObject({ phone: text(40) });
export const updateEmailPhoneSchema = z.strictObject({
  code,
  contactType: z.enum(['email', 'phone']),
});
export const updateUserInfoSchema = z.strictObject({
  userName: text(60),
  userLastName: text(60),
  phone: text(40),
  email: text(254),
});

export const deliverySettingsSchema = z.strictObject({
  deliveryMethod: z.enum(['pickup', 'delivery']),
  paymentMethod: z.enum(['cash', 'card', 'online']),
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
  deliveryId: z.nullable(z.int().check(z.positive())),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

export const tokenAnswerSchema = z.object({ accessToken: z.string() });

export interface UserInfo {
  userName: string;
  userLastName: string;
  /** '79141234567' or '' */
  phone: string;
  email: string;
}

export interface UserOrdersInfo {
  /** roubles */
  amountSpent: number;
  ordersCount: number;
  dishesOrdered: number;
}

export interface OrderHistoryItem {
  id: number;
  name: string;
  count: number;
  price: number;
  summa: number;
  gramm: boolean;
  guid: string;
  special: boolean;
}

export interface OrderHistoryEntry {
  id: number;
  /** ISO 8601 */
  date: string;
  address: { street: { name: string; city: string }; house: string; flat: string } | null;
  items: OrderHistoryItem[];
}

export const pluralForms = {
  orders: ['заказ', 'заказа', 'заказов'],
  dishes: ['блюдо', 'блюда', 'блюд'],
} as const;
