/** The default e-mail "sender": nothing leaves the machine, the message goes to the dev outbox. */
import type { DevOutbox } from '../dev-outbox';
import type { EmailSender } from './email';

/** The part of a pino logger this needs. */
export interface InfoLog {
  info(obj: object, msg: string): void;
}

export interface LogEmailSenderOptions {
  outbox: DevOutbox;
  log: InfoLog;
}

export function createLogEmailSender({ outbox, log }: LogEmailSenderOptions): EmailSender {
  return {
    async send({ to, subject, text }) {
      outbox.add({ channel: 'email', to, subject, text });
      // never the text: it may hold a login code, and logs travel further than the outbox
      log.info({ to, subject }, 'e-mail kept in the dev outbox, not sent');
    },
    async close() {},
  };
}
