/** The log SMS sender: the SMS lands in the dev mailbox, the log line has no text. */
import { describe, expect, it } from 'vitest';
import { createDevMailbox } from '../dev-mailbox';
import { createLogSmsSender } from './log';

function recordingLog() {
  const lines: { obj: object; msg: string }[] = [];
  return {
    lines,
    info(obj: object, msg: string) {
      lines.push({ obj, msg });
    },
  };
}

describe('createLogSmsSender', () => {
  it('keeps the SMS in the dev mailbox and answers sent', async () => {
    const mailbox = createDevMailbox();
    const sender = createLogSmsSender({ mailbox, log: recordingLog() });

    const result = await sender.send('79141234567', 'Код для входа: 654321');

    const [entry] = mailbox.list();
    expect(result).toEqual({ status: 'sent', id: String(entry?.id) });
    expect(mailbox.list()).toEqual([
      expect.objectContaining({ channel: 'sms', to: '79141234567', text: 'Код для входа: 654321' }),
    ]);
    expect(entry).not.toHaveProperty('subject');
  });

  it('logs one info line with the number and without the text', async () => {
    const log = recordingLog();
    const sender = createLogSmsSender({ mailbox: createDevMailbox(), log });

    await sender.send('79141234567', 'Код для входа: 654321');

    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.obj).toEqual({ to: '79141234567' });
    expect(JSON.stringify(log.lines)).not.toContain('654321');
  });

  it('keeps every SMS, newest first', async () => {
    const mailbox = createDevMailbox();
    const sender = createLogSmsSender({ mailbox, log: recordingLog() });

    await sender.send('79141234567', 'Код 111111');
    await sender.send('79147654321', 'Код 222222');

    expect(mailbox.list().map((entry) => [entry.to, entry.text])).toEqual([
      ['79147654321', 'Код 222222'],
      ['79141234567', 'Код 111111'],
    ]);
  });
});
