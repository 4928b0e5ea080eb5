/** Registration (API.md "Account"): a code to the new login, then the account with its session. */
import { enqueue, outboxEvent } from '../outbox/topics';
import { checkPassword, fail, loginOrFail } from './account-checks';
import { insertUser, userByLogin } from './repository';
import type { CodeSender } from './send-code';
import type { AccountsOptions } from './service';

export function createRegistration(options: AccountsOptions, send: CodeSender) {
  const { db, passwords, sessions, codes, lookups } = options;
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
      if (await userByLogin(db, login)) throw fail(409, 'userExists');
      await send.sendCode('registration', login, ip, 'errorSendSMSRegistration', { passwordHash });
    },

    async finishRegistration(input: { login: string; code: string }): Promise<string> {
      const login = loginOrFail(input.login);
      const code = await codes.consume('registration', { contact: login.value }, input.code);
      const passwordHash = code?.passwordHash;
      if (!passwordHash) throw fail(400, 'invalidCode');
      // Only the login taken meanwhile is the guest's 409; any other failure goes on (a 5xx).
      // The account and its welcome bonus's event are one write (the bonus is the loyalty
      // programme's to give or not, decision 083).
      const userId = await db.transaction(async (tx) => {
        const id = await insertUser(tx, login, passwordHash);
        if (id !== null) await enqueue(tx, [outboxEvent('loyalty.welcome', { userId: id })]);
        return id;
      });
      if (userId === null) throw fail(409, 'userExists');
      return sessions.create(userId);
    },
  };
}
