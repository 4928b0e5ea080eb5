import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * The demo admin signed in to the back office (no second factor on the demo account). Every
 * sign-in counts against the login's ten attempts in 15 minutes (the server's
 * ATTEMPTS_PER_LOGIN), which the journeys of one run share: eight of them sign the admin in.
 */
export async function signInAdmin(page: Page) {
  await page.goto('/staff');
  await page.getByLabel('Логин').fill('admin');
  await page.getByLabel('Пароль').fill('demo-admin-2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('navigation', { name: 'Разделы' })).toBeVisible();
}
