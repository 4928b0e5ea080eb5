/** Accounts for the e2e journeys: made through the API, the codes read from the dev outbox. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';

interface OutboxEntry {
  id: number;
  to: string;
  text: string;
}

/** Where the storefront keeps the session (docs/decisions/015-session-token-storage.md). */
export const SESSION_KEY = 'storefront.session.v1';

/** A new account with an e-mail login; its session token. */
export async function registerGuest(request: APIRequestContext) {
  const email = `guest${Date.now()}${Math.floor(Math.random() * 1000)}@example.ru`;
  const sent = await request.post('/api/myAccount/sendRegistrationCode', {
    data: { login: email, password: 'secret1', repeatPassword: 'secret1' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  let code = '';
  await expect
    .poll(async () => {
      const entries = (await (await request.get('/dev/outbox.json')).json()) as OutboxEntry[];
      code = /\b(\d{6})\b/.exec(entries.find((e) => e.to === email)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  const done = await request.post('/api/myAccount/finishRegistration', {
    data: { code, login: email },
  });
  expect(done.status(), await done.text()).toBe(200);
  const { accessToken } = (await done.json()) as { accessToken: string };
  return { email, accessToken };
}

/** A new account, its session put where the storefront keeps it before every page load. */
export async function logInNewGuest(page: Page, request: APIRequestContext): Promise<string> {
  const { email, accessToken } = await registerGuest(request);
  await page.addInitScript(
    ([key, token]) => {
      localStorage.setItem(key, JSON.stringify({ accessToken: token }));
    },
    [SESSION_KEY, accessToken] as const,
  );
  return email;
}
