/** The guest's profile (API.md "Account"): name and contacts, a contact changed through its code. */
import {
  accountContactErrors,
  accountMessages,
  birthdayMessages,
  normalizeAccountEmail,
  normalizeAccountPhone,
  type UserInfo,
} from '@storefront/contract/accounts';
import { isPhoneEmpty } from '@storefront/contract/phone';
import { sqlState } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { fail, userOrFail } from './account-checks';
import { contactOfAnother, setBirthdayOnce, setContact, setProfile } from './repository';
import type { CodeSender } from './send-code';
import type { AccountsOptions } from './service';

/** A birthday already set, changed by the guest (decision 085): 409, said at the field. */
const birthdayFixed = () =>
  new AppError(409, 'birthdayFixed', { birthday: birthdayMessages.fixed }, birthdayMessages.fixed);

export function createProfile(options: AccountsOptions, send: CodeSender) {
  const { db, codes, lookups } = options;

  /** Whether another account has this contact: counted and limited, since it tells so. */
  async function contactTaken(
    userId: number,
    kind: 'email' | 'phone',
    raw: string,
    ip: string,
  ): Promise<boolean> {
    const value = kind === 'email' ? normalizeAccountEmail(raw) : normalizeAccountPhone(raw);
    if (!value) throw fail(400, kind === 'email' ? 'invalidEmail' : 'invalidPhone');
    await lookups.count({ ip, contact: value, userId });
    return contactOfAnother(db, userId, kind, value);
  }

  return {
    async userInfo(userId: number): Promise<UserInfo> {
      const user = await userOrFail(db, userId);
      return {
        userName: user.name,
        userLastName: user.lastName,
        phone: user.phone ?? '',
        email: user.email ?? '',
        birthday: user.birthday ?? '',
      };
    },

    contactTaken,

    async sendChangeCode(userId: number, kind: 'email' | 'phone', raw: string, ip: string) {
      const value = kind === 'email' ? normalizeAccountEmail(raw) : normalizeAccountPhone(raw);
      if (!value) throw fail(400, kind === 'email' ? 'invalidEmail' : 'invalidPhone');
      if (await contactTaken(userId, kind, value, ip)) throw fail(409, 'userExists');
      await send.sendCode(
        kind === 'email' ? 'changeEmail' : 'changePhone',
        { kind, value },
        ip,
        'errorSendSMSChange',
        { userId },
      );
    },

    async updateEmailPhone(
      userId: number,
      input: { code: string; contactType: 'email' | 'phone' },
    ) {
      const purpose = input.contactType === 'email' ? 'changeEmail' : 'changePhone';
      const code = await codes.consume(purpose, { userId }, input.code);
      if (!code) throw fail(400, 'invalidCode');
      const updated = await setContact(db, userId, input.contactType, code.contact).catch(
        (error: unknown) => {
          // another account took the contact meanwhile; any other failure is not the guest's
          if (sqlState(error) === '23505') return [];
          throw error;
        },
      );
      if (updated.length === 0) throw fail(409, 'userExists');
    },

    async updateUserInfo(
      userId: number,
      input: {
        userName: string;
        userLastName: string;
        phone: string;
        email: string;
        birthday?: string | undefined;
      },
    ) {
      const user = await userOrFail(db, userId);
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
      // Before the rest, so that a refused birthday leaves the profile as it was; the check in
      // the update also refuses the second of two first saves at once with different dates.
      if (input.birthday !== undefined && input.birthday !== user.birthday) {
        if (user.birthday !== null || !(await setBirthdayOnce(db, userId, input.birthday))) {
          throw birthdayFixed();
        }
      }
      await setProfile(db, userId, {
        name: input.userName.trim(),
        lastName: input.userLastName.trim(),
        phone,
        email: mail,
      });
    },
  };
}
