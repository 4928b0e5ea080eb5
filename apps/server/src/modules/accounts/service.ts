/**
 * Accounts (API.md "Account"): registration, signing in and restoring access, the profile, the
 * delivery settings and the order history — each a use case file of its own, composed here.
 */
import type { EmailSender } from '../../adapters/email/email';
import type { SmsSender } from '../../adapters/sms/sms';
import type { Db } from '../../db/client';
import type { PasswordHasher } from '../../lib/passwords';
import type { Codes } from './codes';
import { createDeliverySettings } from './delivery-settings';
import type { LookupLimits } from './lookups';
import { createOrderHistory } from './order-history';
import { createProfile } from './profile';
import { createRegistration } from './registration';
import { createCodeSender } from './send-code';
import type { Sessions } from './sessions';
import { createSignIn } from './sign-in';

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

export function createAccountsService(options: AccountsOptions) {
  const send = createCodeSender(options);
  return {
    ...createRegistration(options, send),
    ...createSignIn(options, send),
    ...createProfile(options, send),
    ...createDeliverySettings(options.db),
    ...createOrderHistory(options.db),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
