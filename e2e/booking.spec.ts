import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './support/test';

/** The day after tomorrow at 19:30 in Vladivostok, as typed into the mask: 'DDMMYYYY1930'. */
function futureTimeDigits(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Vladivostok',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.now() + 2 * 24 * 3600_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}${part('month')}${part('year')}1930`;
}

const bookButton = (page: Page, place: string) =>
  page.getByRole('button', { name: `ЗАБРОНИРОВАТЬ СТОЛИК: ${place}` });

async function openModal(page: Page, place: string) {
  await bookButton(page, place).click();
  const dialog = page.getByRole('dialog', { name: 'Я ХОЧУ ЗАБРОНИРОВАТЬ СТОЛИК' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('books a table from the contacts page; the modal closes after 5 s', async ({ page }) => {
  // Short enough that the page scrolls, so the restored position means something.
  await page.setViewportSize({ width: 1000, height: 520 });
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'КОНТАКТЫ' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
  await expect(
    page.getByRole('main').getByRole('link', { name: '+7 (423) 200-40-40' }),
  ).toHaveAttribute('href', 'tel:+74232004040');

  const opener = bookButton(page, 'Кондитерская на Светланской');
  await opener.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  const dialog = await openModal(page, 'Кондитерская на Светланской');
  await expect(dialog.getByText('Мы свяжемся с вами в течении 15 минут')).toBeVisible();
  await expect(dialog.getByText('ул. Светланская, 40Б', { exact: false })).toBeVisible();
  // The page behind is held by fixing the body where it stood.
  expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');

  const done = dialog.getByRole('button', { name: 'ГОТОВО' });
  await expect(done).toBeDisabled();
  await dialog.getByLabel('Имя').fill('Иван');
  await dialog.getByLabel('Фамилия').fill('Петров');
  await dialog.getByLabel('Телефон').pressSequentially('9141234567');
  await expect(dialog.getByLabel('Телефон')).toHaveValue('+7(914) 12 34 567');
  await dialog.getByLabel('Почта').fill('ivan@example.ru');
  await expect(done).toBeEnabled();
  const digits = futureTimeDigits();
  await dialog.getByLabel('Дата и время').pressSequentially(digits);
  await expect(dialog.getByLabel('Дата и время')).toHaveValue(
    `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4, 8)} В 19.30`,
  );

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/booking')),
    done.click(),
  ]);
  expect(response.status()).toBe(201);
  const confirmedAt = Date.now();
  await expect(dialog.getByRole('status')).toContainText('ЗАЯВКА ОТПРАВЛЕНА');
  await expect(dialog.getByRole('status')).toContainText('19:30');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'ГОТОВО' })).toHaveCount(0);

  await expect(dialog).toBeHidden({ timeout: 8000 });
  expect(Date.now() - confirmedAt).toBeGreaterThan(4000);
  // Back where the guest was, with focus on the button that opened the modal.
  expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('static');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(opener).toBeFocused();
});

test('shows the booking messages only after a field is left', async ({ page }) => {
  await page.goto('/contacts');
  const dialog = await openModal(page, 'Sibumi');
  const leave = () => dialog.getByText('Мы свяжемся с вами в течении 15 минут').click();

  await dialog.getByLabel('Имя').click();
  await expect(dialog.getByText('имя не указано')).toHaveCount(0);
  await leave();
  await expect(dialog.getByText('имя не указано')).toBeVisible();
  await dialog.getByLabel('Имя').fill('Ян');
  await expect(dialog.getByText('некорректное имя')).toBeVisible();

  await dialog.getByLabel('Фамилия').fill('Ли');
  await expect(dialog.getByText('некорректная фамилия')).toHaveCount(0);
  await leave();
  await expect(dialog.getByText('некорректная фамилия')).toBeVisible();

  await dialog.getByLabel('Почта').fill('ivan@example');
  await leave();
  await expect(dialog.getByText('некорректная почта')).toBeVisible();
  await dialog.getByLabel('Почта').fill('');
  await expect(dialog.getByText('почта не указана')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'ГОТОВО' })).toBeDisabled();

  // A time in the past is refused in place, before anything is sent.
  await dialog.getByLabel('Имя').fill('Иван');
  await dialog.getByLabel('Фамилия').fill('Петров');
  await dialog.getByLabel('Почта').fill('ivan@example.ru');
  await dialog.getByLabel('Дата и время').pressSequentially('010120201200');
  await dialog.getByRole('button', { name: 'ГОТОВО' }).click();
  await expect(dialog.getByText('укажите дату и время в будущем')).toBeVisible();
  await expect(dialog.getByLabel('Дата и время')).toBeFocused();
});

test('contacts and the open modal have no serious accessibility problems', async ({ page }) => {
  await page.goto('/contacts');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const dialog = await openModal(page, 'Гастропаб');
  await expect(dialog.getByLabel('Имя')).toBeFocused();
  // Show some messages too, so their markup is checked.
  await dialog.getByLabel('Фамилия').click();
  await dialog.getByLabel('Почта').click();
  await expect(dialog.getByText('фамилия не указана')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Tab stays inside; Escape closes and gives focus back.
  for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bookButton(page, 'Гастропаб')).toBeFocused();
});
