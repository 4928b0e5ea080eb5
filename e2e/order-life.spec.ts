/**
 * The order's life after the confirmation (issue 12): a venue without a POS moves its ticket from
 * the letter's buttons (read from the dev mailbox), and the guest's open order page follows by
 * itself; a guest cancels a fresh cash order.
 */
import type { Page } from '@playwright/test';
import { addDish, pickLaterSlot, toForm } from './support/checkout';
import { expect, seriousA11yViolations, test } from './support/test';
import { venueLinks, venuePresses } from './support/venue';

/** A cash order of one gastropub dish placed through the checkout (courier: to Светланская). */
async function placeOrder(page: Page, { courier = false } = {}) {
  await addDish(page, '/Gastropub');
  await page.goto('/basket');
  await toForm(page);
  if (courier) {
    await page.getByRole('radio', { name: 'ДОСТАВКА' }).check();
    await page.getByLabel('Район доставки').selectOption({ index: 1 });
    await page.getByLabel('Улица').fill('Светланская');
    await page.getByLabel('Дом').fill('14/2');
  }
  await pickLaterSlot(page);
  await page.getByLabel('Ваше имя').fill('Иван');
  await page.getByLabel('Номер телефона').pressSequentially('9141234567');
  await page.getByRole('checkbox', { name: 'Я согласен с политикой конфиденциальности' }).check();
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
  return Number(/\/order\/(\d+)/.exec(page.url())?.[1]);
}

test('the venue moves the order from its letter; the guest’s page follows by itself', async ({
  page,
  browser,
  request,
}) => {
  const orderId = await placeOrder(page, { courier: true });
  const status = page.getByRole('region', { name: 'Статус заказа' });
  await expect(status.locator('[aria-current="step"]')).toContainText('Оформлен');
  const links = await venueLinks(request, orderId);

  const venue = await browser.newPage();
  await venuePresses(venue, links['Принять'] ?? '', 'Принять');
  // No reload: the page hears of it from the server.
  await expect(status.locator('[aria-current="step"]')).toContainText('Принят');
  await venuePresses(venue, links['Готовится'] ?? '', 'Готовится');
  await expect(status.locator('[aria-current="step"]')).toContainText('Готовится');
  await expect(page.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
  await venuePresses(venue, links['Готов / передан курьеру'] ?? '', 'Готов / передан курьеру');
  await expect(status.locator('[aria-current="step"]')).toContainText('В пути');
  // Handed to the courier: cooked and on the way at once; delivery is still to come.
  await expect(status.getByRole('listitem')).toHaveText([
    /^Оформлен\d\d:\d\d$/,
    /^Принят\d\d:\d\d$/,
    /^Готовится\d\d:\d\d$/,
    /^Готов, ждёт курьера$/,
    /^В пути\d\d:\d\d$/,
    /^Доставлен$/,
  ]);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A button pressed again does nothing more.
  await venue.goto(links['Принять'] ?? '');
  await expect(venue.getByRole('heading', { level: 1 })).toHaveText('Эта кнопка уже нажата');
  await venue.close();
});

test('a guest cancels a fresh cash order', { tag: '@phone' }, async ({ page }) => {
  await placeOrder(page);
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  await page.getByRole('button', { name: 'Да, отменить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОТМЕНЁН' })).toBeVisible();
  await expect(page.getByText('Отменён по вашей просьбе')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОТМЕНЁН' })).toBeVisible();
});
