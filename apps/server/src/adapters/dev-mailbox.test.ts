import { describe, expect, it } from 'vitest';
import { createDevMailbox } from './dev-mailbox';
import { createLogEmailSender } from './email/log';

describe('createDevMailbox', () => {
  it('lists entries newest first with increasing ids and ISO times', () => {
    const times = ['2026-11-21T10:00:00.000Z', '2026-11-21T10:05:00.000Z'];
    let call = 0;
    const mailbox = createDevMailbox({ now: () => new Date(times[call++] ?? '') });

    mailbox.add({ channel: 'email', to: 'ivan@example.ru', subject: 'Код', text: 'Код 123456' });
    mailbox.add({ channel: 'sms', to: '79141234567', text: 'Код 654321' });

    expect(mailbox.list()).toEqual([
      {
        id: 2,
        channel: 'sms',
        to: '79141234567',
        text: 'Код 654321',
        createdAt: '2026-11-21T10:05:00.000Z',
      },
      {
        id: 1,
        channel: 'email',
        to: 'ivan@example.ru',
        subject: 'Код',
        text: 'Код 123456',
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ]);
  });

  it('gives an SMS no subject key at all', () => {
    const mailbox = createDevMailbox();
    mailbox.add({ channel: 'sms', to: '79141234567', text: 'Код 111111' });
    const [sms] = mailbox.list();
    expect(sms).toBeDefined();
    expect(Object.keys(sms ?? {})).not.toContain('subject');
    expect(JSON.parse(JSON.stringify(sms))).not.toHaveProperty('subject');
  });

  it('uses the real clock by default', () => {
    const before = Date.now();
    const entry = createDevMailbox().add({ channel: 'sms', to: '79141234567', text: 'x' });
    const at = Date.parse(entry.createdAt);
    expect(entry.createdAt).toBe(new Date(at).toISOString());
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('drops the oldest entries past the limit and keeps counting ids', () => {
    const mailbox = createDevMailbox({ limit: 3 });
    for (let i = 1; i <= 5; i++) mailbox.add({ channel: 'sms', to: '79140000000', text: `#${i}` });
    expect(mailbox.list().map((e) => [e.id, e.text])).toEqual([
      [5, '#5'],
      [4, '#4'],
      [3, '#3'],
    ]);
  });

  it('keeps 200 entries by default', () => {
    const mailbox = createDevMailbox();
    for (let i = 1; i <= 201; i++)
      mailbox.add({ channel: 'sms', to: '79140000000', text: `#${i}` });
    const list = mailbox.list();
    expect(list).toHaveLength(200);
    expect(list.at(-1)?.id).toBe(2);
  });

  it('cannot be rewritten through what list() returns', () => {
    const mailbox = createDevMailbox();
    mailbox.add({ channel: 'sms', to: '79141234567', text: 'Код 123456' });
    const first = mailbox.list();
    first.pop();
    const [entry] = mailbox.list();
    if (entry) entry.text = 'changed';
    expect(mailbox.list()).toMatchObject([{ text: 'Код 123456' }]);
  });

  it('refuses a limit below one', () => {
    expect(() => createDevMailbox({ limit: 0 })).toThrow(RangeError);
    expect(() => createDevMailbox({ limit: 1.5 })).toThrow(RangeError);
  });
});

describe('createLogEmailSender', () => {
  it('keeps each e-mail in the mailbox and logs only recipient and subject', async () => {
    const mailbox = createDevMailbox();
    const lines: { obj: object; msg: string }[] = [];
    const email = createLogEmailSender({
      mailbox,
      log: { info: (obj, msg) => lines.push({ obj, msg }) },
    });

    await email.send({
      to: 'ivan@example.ru',
      subject: 'Код для входа',
      text: 'Ваш код: 123456',
      html: '<p>Ваш код: <b>123456</b></p>',
    });
    await email.send({ to: 'olga@example.ru', subject: 'Заказ принят', text: 'Заказ №7 принят' });
    await email.close();

    expect(mailbox.list()).toMatchObject([
      { channel: 'email', to: 'olga@example.ru', subject: 'Заказ принят', text: 'Заказ №7 принят' },
      {
        channel: 'email',
        to: 'ivan@example.ru',
        subject: 'Код для входа',
        text: 'Ваш код: 123456',
      },
    ]);
    expect(lines.map((l) => l.obj)).toEqual([
      { to: 'ivan@example.ru', subject: 'Код для входа' },
      { to: 'olga@example.ru', subject: 'Заказ принят' },
    ]);
    // the code must not reach the log, in any field or the message
    expect(JSON.stringify(lines)).not.toMatch(/123456|№7/);
  });
});
