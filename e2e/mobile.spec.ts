import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the burger menu covers the screen, locks scrolling and gives it back', async ({ page }) => {
  await page.goto('/Gastropub');
  await expect(page.getByTestId('basket-counter').last()).toBeVisible();
  const burger = page.getByRole('button', { name: 'Открыть меню' });
  await burger.click();

  const menu = page.getByRole('dialog', { name: 'Меню' });
  await expect(menu).toBeVisible();
  // After the 0.5 s slide-in.
  await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
  expect(await menu.boundingBox()).toMatchObject({ y: 0, width: 390, height: 844 });
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expect(menu.getByRole('button', { name: 'ЗАКРЫТЬ' })).toBeFocused();
  await expect(menu.getByRole('navigation')).toHaveCount(2);

  await menu.getByRole('button', { name: 'ЗАКРЫТЬ' }).click();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  await burger.click();
  await menu.getByRole('link', { name: 'КОНТАКТЫ', exact: true }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('the venue switcher is compact on a phone', async ({ page }) => {
  await page.goto('/Sibumii');
  const logo = page.getByRole('group', { name: 'Выберите ресторан' }).locator('img').first();
  await expect(logo).toBeAttached();
  const box = await page
    .getByRole('group', { name: 'Выберите ресторан' })
    .getByRole('button')
    .first()
    .boundingBox();
  expect(box?.height).toBeLessThan(60);
});
