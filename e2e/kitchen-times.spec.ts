/**
 * Kitchen times at the checkout (issue 33 items 3–4): a guest puts a pastry-shop dish in the
 * basket and pre-orders it for the day after tomorrow — a day only the kitchens' answer
 * (POST /api/kitchen/times) offers, today's rules reach tomorrow — from the «День» and «Время»
 * selects, pays in cash on pickup, and the order page shows that date and time. Labelled and axe
 * clean, on a desktop and a phone.
 */
import { slotDayLabel } from '@storefront/contract/kitchen-times';
import { addDish, toForm } from './support/checkout';
import { expect, seriousA11yViolations, test } from './support/test';
import { venueDay } from './support/venue-days';

test('a guest pre-orders a pastry-shop dish for the day after tomorrow @phone', async ({
  page,
}, testInfo) => {
  await addDish(page, '/Bistro');
  await page.goto('/basket');
  await toForm(page);

  await page.getByRole('radio', { name: 'ко времени' }).check();
  const day = page.getByLabel('День', { exact: true });
  const date = venueDay(2).field;
  // Noon of that day in Vladivostok names it as the select does: 'пн, 30 ноября'.
  const label = slotDayLabel('later', Date.parse(`${date}T12:00:00+10:00`));
  await expect(day.locator(`option[value="${date}"]`)).toHaveText(label);
  await day.selectOption(date);
  const time = page.getByLabel('Время', { exact: true });
  // the evening's last slot: past any dish's lead time counted from now
  const last = time.locator('option:not([value=""])').last();
  const slot = (await last.getAttribute('value')) ?? '';
  const clock = ((await last.textContent()) ?? '').trim();
  expect(slot).toBe(`${date} ${clock}:00.000`);
  await time.selectOption(slot);
  await expect(time).toHaveValue(slot);
  await expect(day).toHaveValue(date);

  await page.getByRole('radio', { name: 'НАЛИЧНЫМИ ПРИ ПОЛУЧЕНИИ' }).check();
  await page.getByLabel('Ваше имя').fill('Вера');
  await page
    .getByLabel('Номер телефона')
    .pressSequentially(testInfo.project.name === 'phone' ? '9141230734' : '9141230733');
  await page.getByRole('checkbox', { name: 'Я согласен с политикой конфиденциальности' }).check();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
  const [, month, dayOfMonth] = date.split('-');
  const detail = (term: string) =>
    page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');
  await expect(detail('Время')).toHaveText(`${dayOfMonth}.${month} в ${clock}`);
  await expect(detail('Оплата')).toContainText('НАЛИЧНЫМИ ПРИ ПОЛУЧЕНИИ');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
