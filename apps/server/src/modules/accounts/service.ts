/** Accounts (API.md "Account"): registration, login, restore access, profile, settings, history. */
import {
  accountContactErrors,
  accountMessages,
  codeMessage,
  type DeliverySettings,
  normalizeAccountEmail,
  normalizeAccountPhone,
  type OrderHistoryEntry,
  parseLogin,
  passwordError,
  type UserInfo,
  type UserOrdersInfo,
} from '@storefront/contract/accounts';
import { checkoutMessages } from '@storefront/contract/checkout';
import type { ErrType } from '@storefront/contract/errors';
import { toRoubles } from '@storefront/contract/money';
import { isPhoneEmpty } from '@storefront/contract/phone';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { EmailSender } from '../../adapters/email/email';
import type { SmsSender } from '../../adapters/sms/sms';
import type { Db } from '../../db/client';
import { sqlState } from '../../db/errors';
import { deliverySettings, type orderLines, users } from '../../db/schema';
import { AppError, tooMany } from '../../lib/app-error';
import type { PasswordHasher } from '../../lib/passwords';
import { ownerOrderLines, ownerOrders, ownerTotals } from '../orders/account-history';
import type { CodePurpose, Codes } from './codes';
import type { LookupLimits } from './lookups';
import type { Sessions } from './sessions';

type SendFailure = 'errorSendSMSRegistration' | 'errorSendSMSRestore' | 'errorSendSMSChange';

export interface AccountsOptions {
  db: Db;
  sms: SmsSender;
  email: EmailSender;
  passwords: PasswordHasher;
  sessions: Sessions;
  codes: Codes;
  lookups: LookupLimits;
  log: { warn(obj: object, msg: string): void };
}

const fail = (status: number, errType: ErrType) => new AppError(status, errType);

/**
 * The database errors that are the guest's (issue 12 item 3): a unique violation on a contact
 * (409 userExists) and this foreign key (400 on deliveryId). Every other failure goes on to the
 * central error handler: 500, or 503 while the database cannot be used.
 */
const ZONE_FOREIGN_KEY = 'delivery_settings_delivery_zone_id_delivery_zones_id_fk';

/** The constraint a failed statement broke, as the driver tells it (drizzle wraps it: `cause`). */
function brokenConstraint(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { constraint, cause } = current as { constraint?: unknown; cause?: unknown };
    if (typeof constraint === 'string') return constraint;
    current = cause;
  }
  return undefined;
}

function loginOrFail(input: string) {
  const login = parseLogin(input);
  if (!login) throw fail(400, 'invalidLogin');
  return login;
}

function checkPassword(password: string, repeat: string) {
  const problem = passwordError(password, repeat);
  if (problem === 'passwordTooShort' || problem === 'passwordsNotMatch') throw fail(400, problem);
}

const defaultSettings: DeliverySettings = {
  deliveryMethod: 'pickup',
  paymentMethod: 'cash',
  street: '',
  house: '',
  entrance: '',
  floor: '',
  flat: '',
  comment: '',
  cartNumber: '',
  cartExpire: '',
  cartCVV: '',
  deliveryId: null,
};

export function createAccountsService(options: AccountsOptions) {
  const { db, sms, email, passwords, sessions, codes, lookups } = options;
  /** Spent on unknown logins too, so response times do not tell which accounts exist. */
  const dummyHash = passwords.hash('not-a-real-password');

  async function userByLogin(login: { kind: 'phone' | 'email'; value: string }) {
    const column = login.kind === 'phone' ? users.phone : users.email;
    const [user] = await db.select().from(users).where(eq(column, login.value));
    return user ?? null;
  }

  async function checkSendLimits(
    purpose: CodePurpose,
    login: { kind: 'phone' | 'email'; value: string },
    ip: string,
  ) {
    const limit = await codes.limitReached(login.value, ip, purpose);
    if (limit === 'contact')
      throw tooMany(login.kind === 'phone' ? 'toManySmsOnPhone' : 'tooManyRequests', 60);
    if (limit === 'ip') throw tooMany('tooManyRequests', 3600);
  }

  async function sendCode(
    purpose: CodePurpose,
    login: { kind: 'phone' | 'email'; value: string },
    ip: string,
    failure: SendFailure,
    extra: { userId?: number; passwordHash?: string } = {},
  ) {
    await checkSendLimits(purpose, login, ip);
    const code = await codes.issue({ purpose, contact: login.value, ip, ...extra });
    const text = codeMessage(code);
    if (login.kind === 'phone') {
      const result = await sms.send(login.value, text);
      if (result.status === 'sent') return;
      options.log.warn({ reason: result.reason, detail: result.detail }, 'code SMS not sent');
      if (result.reason === 'phoneCannotBeDelivered') throw fail(400, 'phoneCannotBeDelivered');
      if (result.reason === 'toManySmsOnPhone') throw tooMany('toManySmsOnPhone', 3600);
      throw fail(502, failure);
    }
    try {
      await email.send({ to: login.value, subject: accountMessages.codeSubject, text });
    } catch (error) {
      options.log.warn({ err: error }, 'code e-mail not sent');
      throw fail(502, failure);
    }
  }

  async function userOrFail(userId: number) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw fail(401, 'unauthorizedToast');
    return user;
  }

  return {
    async sendRegistrationCode(
      input: { login: string; password: string; repeatPassword: string },
      ip: string,
    ) {
      const login = loginOrFail(input.login);
      checkPassword(input.password, input.repeatPassword);
      // userExists tells that an account exists (SPEC §8 wants it said): counted and limited.
      await lookups.count({ ip, contact: login.value });
      // Hashed before the look-up, on both paths, so a taken login does not answer faster.
      const passwordHash = await passwords.hash(input.password);
      if (await userByLogin(login)) throw fail(409, 'userExists');
      await sendCode('registration', login, ip, 'errorSendSMSRegistration', { passwordHash });
    },

    async finishRegistration(input: { login: string; code: string }): Promise<string> {
      const login = loginOrFail(input.login);
      const code = await codes.consume('registration', { contact: login.value }, input.code);
      if (!code?.passwordHash) throw fail(400, 'invalidCode');
      // Only the login taken meanwhile is the guest's 409; any other failure goes on (a 5xx).
      const [user] = await db
        .insert(users)
        .values({ [login.kind]: login.value, passwordHash: code.passwordHash })
        .onConflictDoNothing({ target: login.kind === 'phone' ? users.phone : users.email })
        .returning({ id: users.id });
      if (!user) throw fail(409, 'userExists');
      return sessions.create(user.id);
    },

    async login(input: { login: string; password: string }): Promise<string> {
      const login = parseLogin(input.login);
      const user = login ? await userByLogin(login) : null;
      const valid = await passwords.verify(input.password, user?.passwordHash ?? (await dummyHash));
      if (!user || !valid) throw fail(401, 'invalidCredentials');
      return sessions.create(user.id);
    },

    logout: (token: string) => sessions.revoke(token),

    async sendRestoreAccessCode(input: { login: string }, ip: string) {
      const login = loginOrFail(input.login);
      // userNotExists tells that no account exists (SPEC §8 wants it said): counted and limited.
      await lookups.count({ ip, contact: login.value });
      const user = await userByLogin(login);
      if (!user) {
        // The send limits are checked on this path too: the same database work as for a known
        // contact, and an address over its sends is refused alike whether the contact exists.
        await checkSendLimits('restore', login, ip);
        throw fail(404, 'userNotExists');
      }
      await sendCode('restore', login, ip, 'errorSendSMSRestore', { userId: user.id });
    },

    async checkRestoreAccessCode(input: { login: string; code: string }): Promise<string> {
      const login = loginOrFail(input.login);
      const code = await codes.consume('restore', { contact: login.value }, input.code);
      if (!code?.userId) throw fail(400, 'invalidCode');
      // Begun at the instant the code was used up: that marks it as a restore session, which may
      // set a new password without the old one for a while (sessions.isFreshRestore).
      return sessions.create(code.userId, code.consumedAt);
    },

    /**
     * A new password, given the current one; a session just made by a restore-access code needs
     * none (the guest has forgotten it: that is the restore flow's last step).
     */
    async changePassword(
      userId: number,
      sessionToken: string,
      input: { currentPassword?: string; newPassword: string; repeatNewPassword: string },
    ) {
      checkPassword(input.newPassword, input.repeatNewPassword);
      if (!(await sessions.isFreshRestore(sessionToken))) {
        const user = await userOrFail(userId);
        const valid = await passwords.verify(input.currentPassword ?? '', user.passwordHash);
        if (!valid)
          throw new AppError(
            400,
            'invalidCredentials',
            { currentPassword: accountMessages.currentPasswordWrong },
            accountMessages.currentPasswordWrong,
          );
      }
      await db
        .update(users)
        .set({ passwordHash: await passwords.hash(input.newPassword) })
        .where(eq(users.id, userId));
      const token = await sessions.create(userId);
      await sessions.revokeOthers(userId, token);
      return token;
    },

    async userInfo(userId: number): Promise<UserInfo> {
      const user = await userOrFail(userId);
      return {
        userName: user.name,
        userLastName: user.lastName,
        phone: user.phone ?? '',
        email: user.email ?? '',
      };
    },

    /** Whether another account has this contact: counted and limited, since it tells so. */
    async contactTaken(
      userId: number,
      kind: 'email' | 'phone',
      raw: string,
      ip: string,
    ): Promise<boolean> {
      const value = kind === 'email' ? normalizeAccountEmail(raw) : normalizeAccountPhone(raw);
      if (!value) throw fail(400, kind === 'email' ? 'invalidEmail' : 'invalidPhone');
      await lookups.count({ ip, contact: value, userId });
      const column = kind === 'email' ? users.email : users.phone;
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(column, value), ne(users.id, userId)));
      return other !== undefined;
    },

    async sendChangeCode(userId: number, kind: 'email' | 'phone', raw: string, ip: string) {
      const value = kind === 'email' ? normalizeAccountEmail(raw) : normalizeAccountPhone(raw);
      if (!value) throw fail(400, kind === 'email' ? 'invalidEmail' : 'invalidPhone');
      if (await this.contactTaken(userId, kind, value, ip)) throw fail(409, 'userExists');
      await sendCode(
        kind === 'email' ? 'changeEmail' : 'changePhone',
        { kind, value },
        ip,
        'errorSendSMSChange',
        {
          userId,
        },
      );
    },

    async updateEmailPhone(
      userId: number,
      input: { code: string; contactType: 'email' | 'phone' },
    ) {
      const purpose = input.contactType === 'email' ? 'changeEmail' : 'changePhone';
      const code = await codes.consume(purpose, { userId }, input.code);
      if (!code) throw fail(400, 'invalidCode');
      const updated = await db
        .update(users)
        .set({ [input.contactType]: code.contact })
        .where(eq(users.id, userId))
        .returning({ id: users.id })
        .catch((error: unknown) => {
          // another account took the contact meanwhile; any other failure is not the guest's
          if (sqlState(error) === '23505') return [];
          throw error;
        });
      if (updated.length === 0) throw fail(409, 'userExists');
    },

    async updateUserInfo(
      userId: number,
      input: { userName: string; userLastName: string; phone: string; email: string },
    ) {
      const user = await userOrFail(userId);
      const errors = accountContactErrors(input.phone, input.email);
      const phone = isPhoneEmpty(input.phone) ? null : normalizeAccountPhone(input.phone);
      const mail = input.email.trim() === '' ? null : normalizeAccountEmail(input.email);
      const fields: Record<string, string> = {};
      if (errors.phone ?? errors.contacts) fields.phone = errors.phone ?? errors.contacts ?? '';
      if (errors.email) fields.email = errors.email;
      // A contact is added or changed only through its code; it may be removed while the other
      // one stays (SPEC §5 "Account": one of them at least).
      if (phone !== null && phone !== user.phone && !fields.phone)
        fields.phone = accountMessages.phoneNeedsCode;
      if (mail !== null && mail !== user.email && !fields.email)
        fields.email = accountMessages.emailNeedsCode;
      if (Object.keys(fields).length > 0) throw new AppError(400, 'validation', fields);
      await db
        .update(users)
        .set({
          name: input.userName.trim(),
          lastName: input.userLastName.trim(),
          phone,
          email: mail,
        })
        .where(eq(users.id, userId));
    },

    async deliverySettings(userId: number): Promise<DeliverySettings> {
      const [row] = await db
        .select()
        .from(deliverySettings)
        .where(eq(deliverySettings.userId, userId));
      if (!row) return defaultSettings;
      return {
        ...defaultSettings,
        deliveryMethod: row.deliveryMethod,
        paymentMethod: row.paymentMethod,
        street: row.street,
        house: row.house,
        entrance: row.entrance,
        floor: row.floor,
        flat: row.flat,
        comment: row.comment,
        deliveryId: row.deliveryZoneId,
      };
    },

    async saveDeliverySettings(userId: number, input: DeliverySettings) {
      const values = {
        deliveryMethod: input.deliveryMethod,
        paymentMethod: input.paymentMethod,
        street: input.street.trim(),
        house: input.house.trim(),
        entrance: input.entrance.trim(),
        floor: input.floor.trim(),
        flat: input.flat.trim(),
        comment: input.comment.trim(),
        deliveryZoneId: input.deliveryId,
        updatedAt: new Date(),
      };
      await db
        .insert(deliverySettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: deliverySettings.userId, set: values })
        .catch((error: unknown) => {
          // a delivery zone that does not exist; any other failure is not the guest's
          if (sqlState(error) !== '23503' || brokenConstraint(error) !== ZONE_FOREIGN_KEY)
            throw error;
          throw new AppError(400, 'validation', { deliveryId: checkoutMessages.deliveryZone });
        });
    },

    async ordersInfo(userId: number): Promise<UserOrdersInfo> {
      const totals = await ownerTotals(db, userId);
      return {
        amountSpent: toRoubles(totals.spentKopecks),
        ordersCount: totals.orders,
        dishesOrdered: totals.dishes,
      };
    },

    async ordersHistory(userId: number): Promise<OrderHistoryEntry[]> {
      return (await ownerOrders(db, userId, 100)).map(({ order, lines }) => ({
        id: order.id,
        date: order.createdAt.toISOString(),
        address:
          order.serviceType === 'DeliveryByCourier'
            ? {
                street: { name: order.street ?? '', city: order.city ?? '' },
                house: order.house ?? '',
                flat: order.flat ?? '',
              }
            : null,
        items: lines.map(historyItem),
        deliveryFee: toRoubles(order.deliveryFeeKopecks),
        sum: toRoubles(order.totalKopecks),
        status: order.status,
      }));
    },

    async orderHistoryInfo(userId: number, orderId: number) {
      const lines = await ownerOrderLines(db, userId, orderId);
      if (!lines) throw fail(404, 'notFound');
      return lines.map(historyItem);
    },
  };
}

function historyItem(line: typeof orderLines.$inferSelect) {
  return {
    id: line.productId,
    name: line.name,
    count: line.count,
    price: toRoubles(line.priceKopecks),
    summa: toRoubles(line.sumKopecks),
    gramm: line.costPerGram,
    guid: line.iikoId,
    special: line.special,
    // The size and modifiers it was ordered with: "repeat the order" chooses them again.
    ...(line.choice === null ? {} : { choice: line.choice }),
    ...(line.choiceText === '' ? {} : { choiceText: line.choiceText }),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
