/**
 * Online money in the browser through the built-in sandbox (issue 13): a card payment is held,
 * a venue declines its part and the guest is charged only for the rest; a paid order cancelled by
 * the guest is refunded; SBP is offered when the shop switched it on.
 */
import type { Page } from '@playwright/test';
import { addDish, pickLaterSlot, toForm } from './support/checkout';
import { expect, seriousA11yViolations, test } from './support/test';
import { venueLinks, venuePresses } from './support/venue';

/** Roubles as the page writes them: '1 530' → 1530. */
const roubles = (text: string) => Number(text.replace(/\D/g, ''));

/** A pickup order of a gastropub dish (and a Sibumi one), paid online through the sandbox. */
async function payOnline(page: Page, { way = 'КАРТОЙ ОНЛАЙН', sibumi = true } = {}) {
  const dishes = [await addDish(page, '/Gastropub')];
  if (sibumi) dishes.push(await addDish(page, '/Sibumii'));
  await page.goto('/basket');
  await toForm(page);
  await pickLaterSlot(page);
  await page.getByRole('radio', { name: way }).check();
  await page.getByLabel('Ваше имя').fill('Анна');
  await page.getByLabel('Номер телефона').pressSequentially('9147654321');
  await page.getByLabel('Ваша почта').fill('anna@example.ru');
  await page.getByRole('checkbox', { name: 'Я согласен с политикой конфиденциальности' }).check();
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();

  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
  const sandbox = page.url();
  // The receipt the shop sends with the payment lists every dish, to the guest's e-mail.
  for (const dish of dishes) await expect(page.getByText(dish).first()).toBeVisible();
  await expect(page.getByText('anna@example.ru')).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить успешно' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\?key=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
  return { orderId: Number(/\/order\/(\d+)/.exec(page.url())?.[1]), sandbox };
}

test('a card payment is held; a venue declines; the guest pays only for the rest', async ({
  page,
  browser,
  request,
}) => {
  const { orderId, sandbox } = await payOnline(page);
  const money = page.getByRole('region', { name: 'Оплата заказа' });
  await expect(money).toContainText(/заблокирована на карте/);
  const held = roubles((await money.textContent())?.match(/Сумма ([\d\s ]+)/)?.[1] ?? '');
  expect(held).toBeGreaterThan(0);

  const venue = await browser.newPage();
  const sibumi = await venueLinks(request, orderId, 'sibumi');
  await venuePresses(venue, sibumi['Отклонить'] ?? '', 'Отклонить');
  const gastropub = await venueLinks(request, orderId, 'gastropub');
  await venuePresses(venue, gastropub['Принять'] ?? '', 'Принять');
  await venue.close();

  // No reload: the page hears of the capture by itself.
  await expect(money).toContainText(/Списано .+ из заблокированных/);
  const taken = roubles((await money.textContent())?.match(/Списано ([\d\s ]+)/)?.[1] ?? '');
  expect(taken).toBeGreaterThan(0);
  expect(taken).toBeLessThan(held);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The sandbox shows the capture and its receipt.
  await page.goto(sandbox);
  await expect(page.getByText(/Списано/).first()).toBeVisible();
});

test('a paid order the guest cancels is refunded', { tag: '@phone' }, async ({
  page,
  browser,
  request,
}) => {
  const { orderId } = await payOnline(page, { sibumi: false });
  const venue = await browser.newPage();
  const links = await venueLinks(request, orderId, 'gastropub');
  await venuePresses(venue, links['Принять'] ?? '', 'Принять');
  await venue.close();
  const money = page.getByRole('region', { name: 'Оплата заказа' });
  await expect(money).toContainText(/Оплачено/);

  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  await page.getByRole('button', { name: 'Да, отменить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОТМЕНЁН' })).toBeVisible();
  await expect(money).toContainText(/Возвращено/);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Оплата заказа' })).toContainText(/Возвращено/);
  // The money's history, each movement with its time.
  await expect(page.getByRole('list', { name: 'Движение денег' }).getByRole('listitem')).toHaveText(
    [
      /^\d\d:\d\d заблокировано на карте/,
      /^\d\d:\d\d списано/,
      /^\d\d:\d\d оформлен возврат/,
      /^\d\d:\d\d возвращено/,
    ],
  );
});

test('SBP is charged at once', async ({ page }) => {
  await payOnline(page, { way: 'СБП', sibumi: false });
  await expect(page.getByRole('region', { name: 'Оплата заказа' })).toContainText(/Оплачено/);
});
