/** Guests with accounts in tests, registered as the site registers them: by phone, the code by SMS. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SmsSender } from '../adapters/sms/sms';

/** An SMS gateway that keeps what it was asked to send. */
export function recordingSms(): SmsSender & { sent: { phone: string; text: string }[] } {
  const sent: { phone: string; text: string }[] = [];
  return {
    sent,
    async send(phone, text) {
      sent.push({ phone, text });
      return { status: 'sent' };
    },
  };
}

/**
 * A guest registered by `phone` with the code `sms` received, each call from its own `address`
 * (the per-address limits stay out of the way); the account's access token.
 */
export async function registerBySms(
  app: FastifyInstance,
  sms: ReturnType<typeof recordingSms>,
  phone: string,
  address: () => string,
): Promise<string> {
  const call = (url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/myAccount/${url}`,
      payload,
      remoteAddress: address(),
    });
  const password = 'secret1';
  const sent = await call('sendRegistrationCode', {
    login: phone,
    password,
    repeatPassword: password,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = /\b(\d{6})\b/.exec(sms.sent.at(-1)?.text ?? '')?.[1] ?? '';
  const done = await call('finishRegistration', { code, login: phone });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().accessToken as string;
}
