import { readFile } from 'node:fs/promises';
import { expect, seriousA11yViolations, test } from './support/test';

test.describe('information pages', () => {
  test('/delivery gives the hours and each delivery zone’s terms', async ({ page }) => {
    await page.goto('/delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'ДОСТАВКА' })).toBeVisible();
    await expect(page.getByText('Доставляем ежедневно с 11:00 до 20:00.')).toBeVisible();
    // Each zone as configured (the demo's, db/seed/demo-data.ts): fee, minimum, free from, minutes.
    const terms = page.getByRole('table').getByRole('cell');
    await expect(terms).toHaveText([
      ...['350 Р', 'любой суммы', '3 000 Р', '40 мин'],
      ...['500 Р', 'любой суммы', '4 000 Р', '60 мин'],
      ...['1 200 Р', '1 500 Р', '6 000 Р', '75 мин'],
      ...['2 000 Р', '3 000 Р', 'нет', '90 мин'],
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('/payment, titled ОПЛАТА, explains each way to pay', async ({ page }) => {
    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'ОПЛАТА' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveText([
      /Наличными курьеру/,
      /Банковской картой курьеру/,
      /Картой онлайн/,
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('/privacy names the operator, the data and whom to write to', async ({ page }) => {
    await page.goto('/privacy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'ПОЛИТИКА КОНФИДЕНЦИАЛЬНОСТИ' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('Оператор персональных данных — ООО «Пограничная 14»');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Какие данные и зачем',
      'Кому мы их передаём',
      'Что хранится в браузере',
      'Ваши права',
    ]);
    await expect(main.getByRole('link', { name: 'hello@pogranichnaya14.example' })).toHaveAttribute(
      'href',
      'mailto:hello@pogranichnaya14.example',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('/load is a page of its own that shows no content', async ({ page }) => {
    await page.goto('/load');
    await expect(page.locator('main [aria-busy="true"]')).toBeAttached();
    await expect(page.locator('main [aria-busy="true"]')).toBeEmpty();
    await expect(page.getByText('Извините, мы не нашли такой страницы :(')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('the consent link opens the privacy policy in a new tab', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Авторизоваться' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const opened = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: 'политикой конфиденциальности' }).click();
  const policy = await opened;
  await expect(policy).toHaveURL(/\/privacy$/);
  await expect(
    policy.getByRole('heading', { level: 1, name: 'ПОЛИТИКА КОНФИДЕНЦИАЛЬНОСТИ' }),
  ).toBeVisible();
  // The form the guest was filling in stays where it was.
  await expect(dialog).toBeVisible();
});

test('the catering menu links download a PDF made from the menu', async ({ page }) => {
  await page.goto('/delivery');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Меню кейтеринга' });
  await expect(link).toHaveAttribute('href', '/media/catering-menu.pdf');
  await expect(
    page.getByRole('navigation', { name: 'Дополнительное меню' }).getByRole('link', {
      name: 'Меню кейтеринга',
    }),
  ).toHaveAttribute('href', '/media/catering-menu.pdf');

  const started = page.waitForEvent('download');
  await link.click();
  const download = await started;
  expect(download.suggestedFilename()).toBe('pogranichnaya14-catering-menu.pdf');
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  const response = await page.request.get('/media/catering-menu.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Скачать меню в PDF' })).toHaveAttribute(
    'href',
    '/media/catering-menu.pdf',
  );
});
