/**
 * Proxies are trusted, not the client (issue 10 item 5): X-Forwarded-For is read only as far as
 * the hops TRUST_PROXY names, so a forged header neither lifts the per-address limits nor passes
 * the YooKassa notification allow-list. (The deploy test repeats this behind a real nginx.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp } from './testing/app';

let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const YOOKASSA_ADDRESS = '185.71.76.1';
const GUEST = '203.0.113.5';
const NGINX = '127.0.0.1';

/** The notification's answer: 403 when its source is not on YooKassa's list. */
async function notify(remoteAddress: string, forwardedFor?: string) {
  const answer = await t?.app.inject({
    method: 'POST',
    url: '/api/payments/yookassa/notification',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: 'unknown-payment' },
    },
  });
  return answer?.statusCode;
}

async function wrongLogins(
  count: number,
  remoteAddress: string,
  forwardedFor: (i: number) => string,
) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await t?.app.inject({
      method: 'POST',
      url: '/api/myAccount/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(i) },
      payload: { login: '+79141234567', password: 'wrong-password' },
    });
    codes.push(answer?.statusCode ?? 0);
  }
  return codes;
}

describe('TRUST_PROXY', () => {
  it('is 0, a hop count or the proxies’ addresses — never "believe anyone"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: expected 0, a hop count/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY/);
  });

  it('off: a forged X-Forwarded-For is ignored', async () => {
    t = await createTestApp({ TRUST_PROXY: '0' });
    expect(await notify(GUEST, YOOKASSA_ADDRESS)).toBe(403);
    expect(await notify(YOOKASSA_ADDRESS)).toBe(200);
  });

  it('set to nginx’s address: nginx is believed, anyone else is not', async () => {
    t = await createTestApp({ TRUST_PROXY: NGINX });
    // YooKassa through nginx
    expect(await notify(NGINX, YOOKASSA_ADDRESS)).toBe(200);
    // a guest who forged the header, through nginx (which appends the address it saw)
    expect(await notify(NGINX, `${YOOKASSA_ADDRESS}, ${GUEST}`)).toBe(403);
    // a guest reaching the server directly with a forged header
    expect(await notify(GUEST, YOOKASSA_ADDRESS)).toBe(403);
  });

  it('a forged X-Forwarded-For does not lift the per-address login limit', async () => {
    t = await createTestApp({ TRUST_PROXY: NGINX });
    const codes = await wrongLogins(11, NGINX, (i) => `198.51.100.${i + 1}, ${GUEST}`);
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('a hop count trusts the nearest hops only', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    expect(await notify(NGINX, YOOKASSA_ADDRESS)).toBe(200);
    expect(await notify(NGINX, `${YOOKASSA_ADDRESS}, ${GUEST}`)).toBe(403);
    const codes = await wrongLogins(11, NGINX, (i) => `198.51.100.${i + 1}, ${GUEST}`);
    expect(codes[10]).toBe(429);
  });
});
