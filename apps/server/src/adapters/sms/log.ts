/** The default SMS "sender": nothing leaves the machine, the SMS goes to the dev mailbox. */
import type { DevMailbox } from '../dev-mailbox';
import type { InfoLog } from '../email/log';
import type { SmsSender } from './sms';

export interface LogSmsSenderOptions {
  mailbox: DevMailbox;
  log: InfoLog;
}

export function createLogSmsSender({ mailbox, log }: LogSmsSenderOptions): SmsSender {
  return {
    async send(phone, text) {
      const entry = mailbox.add({ channel: 'sms', to: phone, text });
      // never the text: it holds a login code, and logs travel further than the mailbox
      log.info({ to: phone }, 'SMS kept in the dev mailbox, not sent');
      return { status: 'sent', id: String(entry.id) };
    },
  };
}
