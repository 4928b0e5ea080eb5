/**
 * The staff back office's calls (issue 14): staff accounts with roles and venues, sign-in with a
 * password and, once enabled, a TOTP code (RFC 6238), and an admin's management of staff. Served
 * under /api/staff, documented by the server's OpenAPI document.
 */
import { z } from 'zod/mini';
import { idParamField, textField } from './fields';
import { menuVenueIds } from './venues';

/**
 * admin: everything, every venue, staff and the audit log; manager: chosen venues' orders,
 * bookings, stop list, menu, hours and zones; operator: chosen venues' orders and bookings.
 */
export const staffRoles = ['admin', 'manager', 'operator'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleNames: Record<StaffRole, string> = {
  admin: 'Администратор',
  manager: 'Менеджер',
  operator: 'Оператор',
};

/** Letters, digits, dot, dash and underscore: a login typed on a kitchen tablet. */
export const STAFF_LOGIN_PATTERN = /^[a-z0-9._-]{3,40}$/;
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 200;
export const STAFF_NAME_MAX = 80;
/** Six digits, as every authenticator app shows them. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/**
 * How long a staff session lives (issue 31 item 6, decision 079): it ends after
 * STAFF_SESSION_IDLE_HOURS without use and STAFF_SESSION_DAYS after sign-in however much it is used.
 */
export const STAFF_SESSION_DAYS = 7;
export const STAFF_SESSION_IDLE_HOURS = 12;
/**
 * Sensitive steps (members, the member's own second factor) need the password given in this
 * session within the last STAFF_REAUTH_MINUTES; else a 403 `reauthRequired`, and
 * POST /api/staff/reauth with the password (decision 079).
 */
export const STAFF_REAUTH_MINUTES = 10;
/**
 * A stream ticket's life (POST /api/staff/stream-ticket): a staff stream opens with `?ticket=`,
 * used once, instead of the session's token in its address (decision 079).
 */
export const STREAM_TICKET_SECONDS = 60;

/**
 * The staff forms' field messages; the answers' texts (staffUnauthorized, totpRequired,
 * invalidTotpCode, totpSetupRequired, staffDisabled, loginTaken, lastAdmin, invalidCredentials,
 * forbidden, tooManyRequests) are the error vocabulary's (error-messages.ts).
 */
export const staffMessages = {
  login: 'Логин — от 3 до 40 латинских букв, цифр, точек, дефисов или подчёркиваний',
  password: `Пароль — не короче ${STAFF_PASSWORD_MIN} символов`,
  code: 'Код — 6 цифр из приложения-аутентификатора',
  venues: 'Выберите хотя бы одно заведение',
  name: 'Введите имя',
  nameLong: `Имя — не длиннее ${STAFF_NAME_MAX} символов`,
  currentPassword: 'Введите свой текущий пароль',
  /**
   * Every refused staff sign-in (`invalidCredentials`), whichever of the three was wrong: a
   * member with the second factor is not told that the password was right (decision 076).
   */
  signInRefused: 'Неверный логин, пароль или код',
} as const;

const loginField = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(STAFF_LOGIN_PATTERN, staffMessages.login));
const passwordField = z
  .string()
  .check(
    z.minLength(STAFF_PASSWORD_MIN, staffMessages.password),
    z.maxLength(STAFF_PASSWORD_MAX, staffMessages.password),
  );
const codeField = z.string().check(z.trim(), z.regex(TOTP_CODE_PATTERN, staffMessages.code));
const venuesField = z.array(z.literal(menuVenueIds)).check(z.maxLength(menuVenueIds.length));
const nameField = z.string().check(z.trim(), z.maxLength(STAFF_NAME_MAX, staffMessages.nameLong));

/**
 * POST /api/staff/login, in one step: the code is needed once the member has enabled TOTP, and
 * any refusal is the same 401 `invalidCredentials` (decision 076).
 */
export const staffLoginSchema = z.strictObject({
  login: textField(100),
  password: z.string().check(z.maxLength(STAFF_PASSWORD_MAX)),
  code: z.optional(z.string().check(z.maxLength(10))),
});

export const staffProfileSchema = z.object({
  id: z.int(),
  login: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  /** the venues the member works for; an admin's are every venue */
  venues: z.array(z.int()),
  totpEnabled: z.boolean(),
  /** an admin on a production site who must enable TOTP before anything else */
  totpSetupRequired: z.boolean(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export const staffLoginResponseSchema = z.object({
  token: z.string(),
  staff: staffProfileSchema,
});

/**
 * POST /api/staff/stream-ticket: a one-use ticket for opening one of the member's streams
 * (`/api/staff/orders/events?ticket=`, `/api/staff/bookings/events?ticket=`) within
 * STREAM_TICKET_SECONDS; the stream lives as long as the session it was taken by.
 */
export const streamTicketResponseSchema = z.object({ ticket: z.string() });

/** A stream's ticket in its address (EventSource sends no headers). */
export const streamTicketField = () => z.optional(z.string().check(z.maxLength(100)));

/** POST /api/staff/totp/setup: a new secret to scan (enabled only once a code from it is given). */
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** the otpauth URL as a QR code, an SVG document */
  qrSvg: z.string(),
});

/** The member's own password, asked again to change their second factor (decision 076). */
const currentPasswordField = z
  .string()
  .check(
    z.minLength(1, staffMessages.currentPassword),
    z.maxLength(STAFF_PASSWORD_MAX, staffMessages.currentPassword),
  );

/**
 * POST /api/staff/totp/enable and /totp/disable: a code of the factor and the member's current
 * password (400 `wrongPassword` when it is not); guesses are limited like sign-ins.
 */
export const totpCodeSchema = z.strictObject({
  password: currentPasswordField,
  code: codeField,
});

/** POST /api/staff/reauth: the member's password again, for a sensitive step (decision 079). */
export const staffReauthSchema = z.strictObject({ password: currentPasswordField });

/** POST /api/staff/members (admin). */
export const createStaffSchema = z.strictObject({
  login: loginField,
  name: nameField,
  role: z.enum(staffRoles),
  venues: venuesField,
  password: passwordField,
});

/** PATCH /api/staff/members/{id} (admin): what is given changes. */
export const updateStaffSchema = z.strictObject({
  name: z.optional(nameField),
  role: z.optional(z.enum(staffRoles)),
  venues: z.optional(venuesField),
  /** a new password the member is told in person */
  password: z.optional(passwordField),
  /** off: signed out everywhere and cannot sign in */
  disabled: z.optional(z.boolean()),
  /**
   * false: the member's second factor is cleared (a lost phone), and they are signed out
   * everywhere; only of another member — one's own is turned off with password and code.
   */
  totpEnabled: z.optional(z.literal(false)),
});

/**
 * A manager or an operator works for at least one venue (the server refuses the change with
 * the same message); judged even while other fields are wrong, so that every message shows.
 */
const venuesForRole = z.refine<{ role?: StaffRole; venues?: readonly number[] }>(
  (value) => value.role === undefined || value.role === 'admin' || (value.venues ?? []).length > 0,
  { message: staffMessages.venues, path: ['venues'], when: () => true },
);

/** The admin's form for a new member: a member is named, and has their venues. */
export const staffMemberFormSchema = z
  .strictObject({
    ...createStaffSchema.shape,
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, staffMessages.name),
        z.maxLength(STAFF_NAME_MAX, staffMessages.nameLong),
      ),
  })
  .check(venuesForRole);

/** The admin's dialogs changing a member (role and venues, a password). */
export const staffMemberChangeFormSchema = updateStaffSchema.check(venuesForRole);

export const staffMemberSchema = z.object({
  ...staffProfileSchema.shape,
  disabled: z.boolean(),
});
export const staffMembersResponseSchema = z.object({ members: z.array(staffMemberSchema) });

/** GET /api/staff/audit[?before=id] (admins): the newest changes first, 50 a page. */
export const AUDIT_PAGE = 50;
export const auditQuerySchema = z.object({
  before: z.optional(idParamField()),
});
export const auditEntrySchema = z.object({
  id: z.int(),
  /** 'stopList.set', 'staff.update', 'booking.confirm', 'order.accept', 'place.capacity', … */
  action: z.string(),
  /** 'product:12', 'staff:3', 'order:41/venue:2', 'booking:7', 'place:1' */
  subject: z.string(),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  /** ISO 8601 */
  at: z.string(),
  /** null: the command line */
  staff: z.nullable(z.object({ login: z.string(), name: z.string() })),
});
export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
