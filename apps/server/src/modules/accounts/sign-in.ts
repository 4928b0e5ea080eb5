/**
 * Signing in and out, restoring access by a code, and changing the password (API.md "Account").
 */
import { accountMessages, parseLogin } from '@storefront/contract/accounts';
import { AppError } from '../../lib/app-error';
import { checkPassword, fail, loginOrFail, userOrFail } from './account-checks';
import { setPasswordHash, userByLogin } from './repository';
import type { CodeSender } from './send-code';
import type { AccountsOptions } from './service';

export function createSignIn(options: AccountsOptions, send: CodeSender) {
  const { db, passwords, sessions, codes, lookups } = options;
  /** Spent on unknown logins too, so response times do not tell which accounts exist. */
  const dummyHash = passwords.hash('not-a-real-password');

  return {
    async login(input: { login: string; password: string }): Promise<string> {
      const login = parseLogin(input.login);
      const user = login ? await userByLogin(db, login) : null;
      const valid = await passwords.verify(input.password, user?.passwordHash ?? (await dummyHash));
      if (!user || !valid) throw fail(401, 'invalidCredentials');
      return sessions.create(user.id);
    },

    logout: (token: string) => sessions.revoke(token),

    async sendRestoreAccessCode(input: { login: string }, ip: string) {
      const login = loginOrFail(input.login);
      // userNotExists tells that no account exists (SPEC §8 wants it said): counted and limited.
      await lookups.count({ ip, contact: login.value });
      const user = await userByLogin(db, login);
      if (!user) {
        // The send limits are checked on this path too: the same database work as for a known
        // contact, and an address over its sends is refused alike whether the contact exists.
        await send.checkSendLimits('restore', login, ip);
        throw fail(404, 'userNotExists');
      }
      await send.sendCode('restore', login, ip, 'errorSendSMSRestore', { userId: user.id });
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
        const user = await userOrFail(db, userId);
        const valid = await passwords.verify(input.currentPassword ?? '', user.passwordHash);
        if (!valid)
          throw new AppError(
            400,
            'invalidCredentials',
            { currentPassword: accountMessages.currentPasswordWrong },
            accountMessages.currentPasswordWrong,
          );
      }
      await setPasswordHash(db, userId, await passwords.hash(input.newPassword));
      const token = await sessions.create(userId);
      await sessions.revokeOthers(userId, token);
      return token;
    },
  };
}
