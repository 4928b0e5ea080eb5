/**
 * The courier's hours as staff set them, on every page a guest reads (issue 14 item 6, decision
 * 046). A site-wide setting: this project runs after the desktop and phone journeys
 * (playwright.config.ts), which read the default hours, and puts the hours back when done.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

async function openDeliveryWeek(page: Page) {
  await page.goto('/staff');
  await page.getByLabel('Логин').fill('admin');
  await page.getByLabel('Пароль').fill('demo-admin-2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: 'Часы работы' })
    .click();
  await page.getByLabel('Заведение').selectOption({ label: 'Доставка' });
  await expect(page.getByRole('heading', { level: 2, name: 'Доставка' })).toBeVisible();
}

const day = (page: Page, name: string) => page.getByRole('group', { name });

test('a changed delivery week shows in the footer, the home figure, About and the delivery page', async ({
  page,
  browser,
}) => {
  await openDeliveryWeek(page);
  await day(page, 'Суббота').getByLabel('Открытие').fill('12:00');
  await day(page, 'Суббота').getByLabel('Закрытие').fill('18:00');
  await day(page, 'Воскресенье').getByLabel('выходной').check();
  await page
    .getByRole('region', { name: 'Часы работы' })
    .getByRole('button', { name: 'Сохранить' })
    .click();
  const week = 'Пн–Пт: 11:00–20:00, Сб: 12:00–18:00, Вс: выходной';
  await expect(page.getByText(`Для гостей: ${week}`)).toBeVisible();

  try {
    const guest = await browser.newPage();
    await guest.goto('/privacy');
    await expect(guest.getByRole('contentinfo')).toContainText(`Часы доставки: ${week}`);
    await guest.goto('/');
    await expect(guest.getByText('часы доставки, по дням — на странице «Доставка»')).toBeVisible();
    await guest.goto('/about');
    await expect(guest.getByText(`выберите время: доставляем ${week}.`)).toBeVisible();
    await guest.goto('/delivery');
    await expect(guest.getByText(`Часы доставки: ${week}.`)).toBeVisible();
    await guest.close();
  } finally {
    // Back to 11:00–20:00 every day, as the other journeys expect of the next run's database.
    await day(page, 'Суббота').getByLabel('Открытие').fill('11:00');
    await day(page, 'Суббота').getByLabel('Закрытие').fill('20:00');
    await day(page, 'Воскресенье').getByLabel('выходной').uncheck();
    await day(page, 'Воскресенье').getByLabel('Открытие').fill('11:00');
    await day(page, 'Воскресенье').getByLabel('Закрытие').fill('20:00');
    await page
      .getByRole('region', { name: 'Часы работы' })
      .getByRole('button', { name: 'Сохранить' })
      .click();
    await expect(page.getByText('Для гостей: Ежедневно: 11:00–20:00')).toBeVisible();
  }
});
