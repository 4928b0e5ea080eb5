/** The SMS.ru sender against the local fake of SMS.ru's HTTP API (DESIGN.md §5). */
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeSmsRu, SMS_RU_STATUS_TEXTS, startFakeSmsRu } from '../../testing/fake-smsru';
import type { SmsFailure } from './sms';
import { createSmsRuSender, type SmsRuOptions, smsFailureForCode } from './smsru';

const phone = '79141234567';
const text = 'Код для входа в «Ресторан»: 482913. Никому его не сообщайте';

const fakes: FakeSmsRu[] = [];

afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

async function fakeSmsRu(options: Parameters<typeof startFakeSmsRu>[0] = {}) {
  const fake = await startFakeSmsRu(options);
  fakes.push(fake);
  return fake;
}

function senderFor(fake: FakeSmsRu, options: Partial<SmsRuOptions> = {}) {
  return createSmsRuSender({ apiId: fake.apiId, apiUrl: fake.url, ...options });
}

/** A failure's detail goes to logs: it must not carry the code or the api_id. */
function expectCleanDetail(detail: string, apiId: string) {
  expect(detail).not.toContain('482913');
  expect(detail).not.toContain(apiId);
}

describe('createSmsRuSender', () => {
  it('sends a form-encoded POST and answers sent with the sms_id', async () => {
    const fake = await fakeSmsRu({ balance: 10 });

    const result = await senderFor(fake).send(phone, text);

    expect(fake.state.messages).toHaveLength(1);
    const [message] = fake.state.messages;
    expect(result).toEqual({ status: 'sent', id: message?.smsId });
    expect(message).toMatchObject({ to: phone, msg: text, test: false });
    expect(message).not.toHaveProperty('from');

    expect(fake.state.requests).toHaveLength(1);
    const [request] = fake.state.requests;
    expect(request?.method).toBe('POST');
    // nothing in the URL: the api_id and the code travel in the body only
    expect(request?.path).toBe('/sms/send');
    expect(request?.query).toEqual({});
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.form).toEqual({ api_id: fake.apiId, to: phone, msg: text, json: '1' });
    // a Cyrillic text of 59 characters is one part
    expect(fake.state.balance).toBe(9);
  });

  it('passes the sender name and test mode when configured', async () => {
    const fake = await fakeSmsRu({ senders: ['Ресторан'], balance: 10 });

    const result = await senderFor(fake, { from: 'Ресторан', test: true }).send(phone, text);

    expect(result.status).toBe('sent');
    expect(fake.state.requests[0]?.form).toMatchObject({ from: 'Ресторан', test: '1' });
    expect(fake.state.messages[0]).toMatchObject({ from: 'Ресторан', test: true });
    // test sends are not charged
    expect(fake.state.balance).toBe(10);
  });

  it('drops a trailing slash from apiUrl', async () => {
    const fake = await fakeSmsRu();

    const result = await senderFor(fake, { apiUrl: `${fake.url}/` }).send(phone, text);

    expect(result.status).toBe('sent');
    expect(fake.state.requests[0]?.path).toBe('/sms/send');
  });

  it.each<[number, SmsFailure]>([
    [202, 'phoneCannotBeDelivered'],
    [207, 'phoneCannotBeDelivered'],
    [209, 'phoneCannotBeDelivered'],
    [214, 'phoneCannotBeDelivered'],
    [215, 'phoneCannotBeDelivered'],
    [230, 'toManySmsOnPhone'],
    [231, 'toManySmsOnPhone'],
    [232, 'toManySmsOnPhone'],
    [233, 'toManySmsOnPhone'],
    [216, 'errorSendSMS'],
  ])('maps the number status %i to %s', async (code, reason) => {
    const fake = await fakeSmsRu();
    fake.state.codeFor.set(phone, code);

    const result = await senderFor(fake).send(phone, text);

    expect(result).toEqual({
      status: 'failed',
      reason,
      detail: `SMS.ru status ${code}: ${SMS_RU_STATUS_TEXTS[code]}`,
    });
    expect(fake.state.messages).toEqual([]);
  });

  it.each<[number, SmsFailure]>([
    [220, 'errorSendSMS'],
    [500, 'errorSendSMS'],
    [206, 'errorSendSMS'],
    [302, 'errorSendSMS'],
    // a per-number code is still read when it comes at the top
    [231, 'toManySmsOnPhone'],
  ])('maps the request status %i to %s', async (code, reason) => {
    const fake = await fakeSmsRu();
    fake.state.nextTopLevelCode = code;

    const result = await senderFor(fake).send(phone, text);

    expect(result).toMatchObject({ status: 'failed', reason });
    expect(result.status === 'failed' && result.detail).toContain(`SMS.ru status ${code}`);
  });

  it('fails with errorSendSMS when the balance is short (201)', async () => {
    const fake = await fakeSmsRu({ balance: 0 });

    const result = await senderFor(fake).send(phone, text);

    expect(result).toEqual({
      status: 'failed',
      reason: 'errorSendSMS',
      detail: `SMS.ru status 201: ${SMS_RU_STATUS_TEXTS[201]}`,
    });
    expect(fake.state.messages).toEqual([]);
  });

  it('fails with errorSendSMS on a wrong api_id (200)', async () => {
    const fake = await fakeSmsRu();

    const result = await senderFor(fake, { apiId: 'not-our-api-id' }).send(phone, text);

    expect(result).toMatchObject({ status: 'failed', reason: 'errorSendSMS' });
    if (result.status !== 'failed') throw new Error('expected a failure');
    expect(result.detail).toContain('SMS.ru status 200');
    expectCleanDetail(result.detail, 'not-our-api-id');
    expect(fake.state.messages).toEqual([]);
  });

  it('fails with errorSendSMS on an empty api_id (301)', async () => {
    const fake = await fakeSmsRu();

    const result = await senderFor(fake, { apiId: '' }).send(phone, text);

    expect(result).toMatchObject({ status: 'failed', reason: 'errorSendSMS' });
    expect(result.status === 'failed' && result.detail).toContain('SMS.ru status 301');
  });

  it('fails with errorSendSMS on a sender name not approved (204)', async () => {
    const fake = await fakeSmsRu({ senders: ['Ресторан'] });

    const result = await senderFor(fake, { from: 'Другой' }).send(phone, text);

    expect(result).toMatchObject({ status: 'failed', reason: 'errorSendSMS' });
    expect(result.status === 'failed' && result.detail).toContain('SMS.ru status 204');
  });

  it('fails with errorSendSMS on HTTP 503 without throwing', async () => {
    const fake = await fakeSmsRu();
    fake.state.httpStatus = 503;

    const result = await senderFor(fake).send(phone, text);

    expect(result).toEqual({
      status: 'failed',
      reason: 'errorSendSMS',
      detail: 'SMS.ru answered HTTP 503',
    });
  });

  it('gives up after timeoutMs when SMS.ru does not answer', async () => {
    const fake = await fakeSmsRu();
    fake.state.hang = true;
    const started = Date.now();

    const result = await senderFor(fake, { timeoutMs: 200 }).send(phone, text);

    expect(result).toEqual({
      status: 'failed',
      reason: 'errorSendSMS',
      detail: 'SMS.ru gave no answer within 200 ms',
    });
    expect(fake.state.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails with errorSendSMS when the connection is refused', async () => {
    const fake = await startFakeSmsRu();
    await fake.close();

    const result = await senderFor(fake).send(phone, text);

    expect(result).toMatchObject({ status: 'failed', reason: 'errorSendSMS' });
    expect(result.status === 'failed' && result.detail).toMatch(
      /^SMS\.ru request failed: .*ECONNREFUSED/,
    );
  });

  describe('with a stubbed fetch', () => {
    function stubbed(answer: () => Promise<Response>) {
      const calls: { url: string; init: RequestInit | undefined }[] = [];
      const sender = createSmsRuSender({
        apiId: 'secret-api-id',
        fetch: async (url, init) => {
          calls.push({ url: String(url), init });
          return answer();
        },
      });
      return { sender, calls };
    }

    it('posts to https://sms.ru/sms/send by default', async () => {
      const { sender, calls } = stubbed(async () =>
        Response.json({
          status: 'OK',
          status_code: 100,
          sms: { [phone]: { status: 'OK', status_code: 100, sms_id: '000000-1' } },
          balance: 5,
        }),
      );

      expect(await sender.send(phone, text)).toEqual({ status: 'sent', id: '000000-1' });
      expect(calls.map((call) => [call.url, call.init?.method])).toEqual([
        ['https://sms.ru/sms/send', 'POST'],
      ]);
    });

    it('fails with errorSendSMS on an answer that is not JSON', async () => {
      const { sender } = stubbed(async () => new Response('<html>maintenance</html>'));

      expect(await sender.send(phone, text)).toEqual({
        status: 'failed',
        reason: 'errorSendSMS',
        detail: 'SMS.ru answer is not JSON',
      });
    });

    it('fails with errorSendSMS on an OK answer that lacks the number', async () => {
      const { sender } = stubbed(async () =>
        Response.json({ status: 'OK', status_code: 100, sms: {}, balance: 5 }),
      );

      expect(await sender.send(phone, text)).toMatchObject({
        status: 'failed',
        reason: 'errorSendSMS',
      });
    });

    it('reads the only entry when SMS.ru keyed the number differently', async () => {
      const { sender } = stubbed(async () =>
        Response.json({
          status: 'OK',
          status_code: 100,
          sms: { '+79141234567': { status: 'ERROR', status_code: '207' } },
        }),
      );

      expect(await sender.send(phone, text)).toEqual({
        status: 'failed',
        reason: 'phoneCannotBeDelivered',
        detail: 'SMS.ru status 207',
      });
    });

    it('fails with errorSendSMS on an ERROR answer without a code', async () => {
      const { sender } = stubbed(async () => Response.json({ status: 'ERROR' }));

      expect(await sender.send(phone, text)).toMatchObject({
        status: 'failed',
        reason: 'errorSendSMS',
      });
    });

    it('fails with errorSendSMS when fetch rejects with something odd', async () => {
      const { sender } = stubbed(() => Promise.reject('socket hang up'));

      expect(await sender.send(phone, text)).toEqual({
        status: 'failed',
        reason: 'errorSendSMS',
        detail: 'SMS.ru request failed: socket hang up',
      });
    });
  });
});

describe('smsFailureForCode', () => {
  it.each<[number, SmsFailure]>([
    [150, 'phoneCannotBeDelivered'],
    [202, 'phoneCannotBeDelivered'],
    [207, 'phoneCannotBeDelivered'],
    [209, 'phoneCannotBeDelivered'],
    [214, 'phoneCannotBeDelivered'],
    [215, 'phoneCannotBeDelivered'],
    [230, 'toManySmsOnPhone'],
    [231, 'toManySmsOnPhone'],
    [232, 'toManySmsOnPhone'],
    [233, 'toManySmsOnPhone'],
    [100, 'errorSendSMS'],
    [200, 'errorSendSMS'],
    [201, 'errorSendSMS'],
    [203, 'errorSendSMS'],
    [204, 'errorSendSMS'],
    [205, 'errorSendSMS'],
    [206, 'errorSendSMS'],
    [208, 'errorSendSMS'],
    [210, 'errorSendSMS'],
    [211, 'errorSendSMS'],
    [212, 'errorSendSMS'],
    [213, 'errorSendSMS'],
    [216, 'errorSendSMS'],
    [220, 'errorSendSMS'],
    [300, 'errorSendSMS'],
    [301, 'errorSendSMS'],
    [302, 'errorSendSMS'],
    [304, 'errorSendSMS'],
    [500, 'errorSendSMS'],
    [999, 'errorSendSMS'],
  ])('maps %i to %s', (code, reason) => {
    expect(smsFailureForCode(code)).toBe(reason);
  });
});

describe('the SMS.ru fake', () => {
  it('answers in the plain format without json=1', async () => {
    const fake = await fakeSmsRu({ balance: 10 });
    const query = new URLSearchParams({ api_id: fake.apiId, to: phone, msg: 'Hello' });

    const answer = await (await fetch(`${fake.url}/sms/send?${query}`)).text();

    expect(answer).toBe(`100\n${fake.state.messages[0]?.smsId}\nbalance=9`);
  });

  it('refuses an unknown method with 211', async () => {
    const fake = await fakeSmsRu();

    const body = await (await fetch(`${fake.url}/sms/nothing?json=1`)).json();

    expect(body).toEqual({ status: 'ERROR', status_code: 211, status_text: 'Метод не найден' });
  });
});
