/** Sending a one-time code by SMS or e-mail, within the send limits (registration, restore, contacts). */
import { accountMessages, codeMessage } from '@storefront/contract/accounts';
import { tooMany } from '../../lib/app-error';
import { fail } from './account-checks';
import type { CodePurpose } from './codes';
import type { Login } from './repository';
import type { AccountsOptions } from './service';

type SendFailure = 'errorSendSMSRegistration' | 'errorSendSMSRestore' | 'errorSendSMSChange';

export function createCodeSender(options: AccountsOptions) {
  const { sms, email, codes } = options;

  async function checkSendLimits(purpose: CodePurpose, login: Login, ip: string) {
    const limit = await codes.limitReached(login.value, ip, purpose);
    if (limit === 'contact')
      throw tooMany(login.kind === 'phone' ? 'toManySmsOnPhone' : 'tooManyRequests', 60);
    if (limit === 'ip') throw tooMany('tooManyRequests', 3600);
  }

  async function sendCode(
    purpose: CodePurpose,
    login: Login,
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

  return { checkSendLimits, sendCode };
}

export type CodeSender = ReturnType<typeof createCodeSender>;
