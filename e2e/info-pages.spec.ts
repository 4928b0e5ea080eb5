import { expect, seriousA11yViolations, test } from './support/test';

test.describe('information pages', () => {
  test('/delivery gives the hours and the price of each delivery zone', async ({ page }) => {
    await page.goto('/delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'ДОСТАВКА' })).toBeVisible();
    await expect(page.getByText('Доставляем ежедневно с 11:00 до 20:00.')).toBeVisible();
    const prices = page.getByRole('table').getByRole('cell');
    await expect(prices).toHaveText(['350 Р', '500 Р', '1 200 Р', '2 000 Р']);
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

  test('/privacy and /load are pages of their own', async ({ page }) => {
    await page.goto('/privacy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'ПОЛИТИКА КОНФИДЕНЦИАЛЬНОСТИ' }),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/load');
    await expect(page.locator('main [aria-busy="true"]')).toBeAttached();
    await expect(page.getByText('Извините, мы не нашли такой страницы :(')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('the catering menu links download a PDF made from the menu', async ({ page }) => {
  await page.goto('/delivery');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Меню кейтеринга' });
  const href = await link.getAttribute('href');
  expect(href).toBe('/media/catering-menu.pdf');

  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe('pogranichnaya14-catering-menu.pdf');

  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Скачать меню в PDF' })).toHaveAttribute(
    'href',
    '/media/catering-menu.pdf',
  );
});
