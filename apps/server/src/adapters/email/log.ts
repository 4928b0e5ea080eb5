/** The default e-mail "sender": nothing leaves the machine, the message goes to the dev mailbox. */
import type { DevMailbox } from '../dev-mailbox';
import type { EmailSender } from './email';

/** The part of a pino logger this needs. */
export interface InfoLog {
  info(obj: object, msg: string): void;
}

export interface LogEmailSenderOptions {
  mailbox: DevMailbox;
  log: InfoLog;
}

export function createLogEmailSender({ mailbox, log }: LogEmailSenderOptions): EmailSender {
  return {
    async send({ to, subject, text }) {
      mailbox.add({ channel: 'email', to, subject, text });
      // never the text: it may hold a login code, and logs travel further than the mailbox
      log.info({ to, subject }, 'e-mail kept in the dev mailbox, not sent');
    },
    async close() {},
  };
}
