import { firstPlainDish } from './support/checkout';
import { expect, test } from './support/test';

test('dishes from two venues fill one basket that survives a reload', async ({ page }) => {
  await page.goto('/Gastropub');
  const counter = page.getByTestId('basket-counter').first();
  await expect(counter).toHaveText('0');

  const { card: pubCard, name: pubDish } = await firstPlainDish(page);
  await pubCard.getByRole('button', { name: `Добавить в корзину: ${pubDish}` }).click();
  await expect(counter).toHaveText('1');
  await expect(pubCard.getByRole('group', { name: `Количество: ${pubDish}` })).toBeVisible();
  // Minimum quantity is 1: minus does nothing there.
  await expect(
    pubCard.getByRole('button', { name: `Уменьшить количество: ${pubDish}` }),
  ).toBeDisabled();
  await pubCard.getByRole('button', { name: `Увеличить количество: ${pubDish}` }).click();
  await expect(pubCard.getByRole('status')).toHaveText('2');
  await expect(
    pubCard.getByRole('button', { name: `Уменьшить количество: ${pubDish}` }),
  ).toBeEnabled();
  await expect(counter).toHaveText('1');

  await page
    .getByRole('group', { name: 'Выберите ресторан' })
    .getByRole('button', { name: 'Sibumi' })
    .click();
  await expect(page).toHaveURL(/\/Sibumii$/);
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toContainText('Sibumi');
  const { card: sibumiCard, name: sibumiDish } = await firstPlainDish(page);
  await sibumiCard.getByRole('button', { name: `Добавить в корзину: ${sibumiDish}` }).click();
  await expect(counter).toHaveText('2');
  await expect(page.getByText(/В корзине 2 позиции на/)).toBeAttached();

  await page.reload();
  await expect(page.getByTestId('basket-counter').first()).toHaveText('2');

  await page
    .getByRole('link', { name: /^Корзина/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByText(pubDish)).toBeVisible();
  await expect(page.getByText(sibumiDish)).toBeVisible();
  await expect(
    page.getByRole('group', { name: `Количество: ${pubDish}` }).getByRole('status'),
  ).toHaveText('2');
});
