/**
 * The staff back office's accounts in the browser (issue 14 item 1): the demo admin signs in and
 * adds an operator; the operator sees no staff management, turns on the second factor by scanning
 * (here: reading the key) with their password, and from then on signs in with a code, until the
 * admin clears it (a lost phone, issue 31 item 5).
 */
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, seriousA11yViolations, test } from './support/test';

const codeAt = (key: string, at: number) =>
  TOTP.generate({
    secret: Secret.fromBase32(key),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: at,
  });

async function signIn(page: Page, login: string, password: string, code?: string) {
  await page.goto('/staff');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(password);
  if (code) await page.getByLabel('Код из приложения').fill(code);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/**
 * Signs out and waits for the sign-in form: leaving the page before the server has answered would
 * keep the (by then revoked) token on the device, and the next page would start with a 401.
 */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByLabel('Логин')).toBeVisible();
}

test('an admin adds an operator, who turns on the second factor and signs in with a code', async ({
  page,
}) => {
  await signIn(page, 'admin', 'demo-admin-2026');
  const sections = page.getByRole('navigation', { name: 'Разделы' });
  await sections.getByRole('link', { name: 'Сотрудники' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Сотрудники' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const login = `op-${Date.now().toString(36)}`;
  const password = 'kitchen-tablet-2026';
  const form = page.getByRole('region', { name: 'Новый сотрудник' });
  await form.getByLabel('Логин').fill(login);
  await form.getByLabel('Имя').fill('Оператор смены');
  await form.getByLabel('Роль', { exact: true }).selectOption('operator');
  await form.getByLabel('Пароль').fill(password);
  await form.getByRole('checkbox', { name: /Sibumi/ }).check();
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByRole('row').filter({ hasText: login })).toContainText('Sibumi');
  await signOut(page);

  await signIn(page, login, password);
  await expect(sections.getByRole('link', { name: 'Сотрудники' })).toHaveCount(0);
  await sections.getByRole('link', { name: 'Безопасность' }).click();
  await page.getByRole('button', { name: 'Включить вход с кодом' }).click();
  await expect(
    page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' }),
  ).toBeVisible();
  const key = ((await page.locator('code').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Ваш пароль').fill(password);
  await page.getByLabel('Код из приложения').fill(codeAt(key, Date.now()));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Вход с кодом включён' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await signOut(page);

  // The next step's code: the one just used to confirm is spent.
  await signIn(page, login, password, codeAt(key, Date.now() + 30_000));
  await expect(sections.getByRole('link', { name: 'Безопасность' })).toBeVisible();
  await signOut(page);

  // The phone is lost: the admin clears the factor, and the operator signs in with the password.
  await signIn(page, 'admin', 'demo-admin-2026');
  await sections.getByRole('link', { name: 'Сотрудники' }).click();
  await page.getByRole('button', { name: `Сбросить вход с кодом: ${login}` }).click();
  await page.getByRole('button', { name: 'Да, сбросить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Вход с кодом сброшен' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: login })).toContainText('Выключен');
  await signOut(page);
  await signIn(page, login, password);
  await expect(sections.getByRole('link', { name: 'Безопасность' })).toBeVisible();
});

test('a wrong password is told in the page', { tag: '@phone' }, async ({ page, allowErrors }) => {
  allowErrors.push(/status of 401 .*\/api\/staff\/login/);
  // Not the admin: every attempt counts against a login's ten in 15 minutes, and the other
  // journeys sign the admin in (server's ATTEMPTS_PER_LOGIN).
  await signIn(page, 'bistro', 'not the password');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Неверный логин, пароль или код' }),
  ).toBeVisible();
});
