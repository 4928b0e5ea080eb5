/** The default SMS "sender": nothing leaves the machine, the SMS goes to the dev outbox. */
import type { DevOutbox } from '../dev-outbox';
import type { InfoLog } from '../email/log';
import type { SmsSender } from './sms';

export interface LogSmsSenderOptions {
  outbox: DevOutbox;
  log: InfoLog;
}

export function createLogSmsSender({ outbox, log }: LogSmsSenderOptions): SmsSender {
  return {
    async send(phone, text) {
      const entry = outbox.add({ channel: 'sms', to: phone, text });
      // never the text: it holds a login code, and logs travel further than the outbox
      log.info({ to: phone }, 'SMS kept in the dev outbox, not sent');
      return { status: 'sent', id: String(entry.id) };
    },
  };
}
