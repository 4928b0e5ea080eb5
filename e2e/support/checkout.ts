/** Steps of the checkout journeys shared by the e2e specs. */
import type { Page } from '@playwright/test';
import { expect } from './test';

/** Adds a dish from a venue's menu (the first plain one, or the named one of a category tab). */
export async function addDish(page: Page, menuRoute: string, category?: string, dish?: string) {
  await page.goto(menuRoute);
  if (category) await page.getByRole('tab', { name: category }).click();
  const { card, name } = dish
    ? { card: page.getByRole('tabpanel').getByRole('article').filter({ hasText: dish }), name: '' }
    : await firstPlainDish(page);
  const named = name || ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Добавить в корзину: ${named}` }).click();
  return named;
}

/**
 * The open tab's first dish that goes into the basket as it is (not one with sizes or modifiers,
 * whose button opens a choice), by its name: the card stays the same card once it is added.
 */
export async function firstPlainDish(page: Page, index = 0) {
  const cards = page.getByRole('tabpanel').getByRole('article');
  const plain = cards.filter({ has: page.getByRole('button', { name: /^Добавить в корзину: / }) });
  const name = ((await plain.nth(index).getByRole('heading').textContent()) ?? '').trim();
  return {
    card: cards.filter({ has: page.getByRole('heading', { name, exact: true }) }),
    name,
  };
}

/** From the basket's review to the order form. */
export async function toForm(page: Page) {
  await page.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ОФОРМЛЕНИЕ ЗАКАЗА' })).toBeVisible();
}

/**
 * A slot rather than "as soon as possible", so a test passes at any hour in Vladivostok: the
 * last one offered tomorrow (tomorrow evening; the first day's when tomorrow has none). The first
 * is the next half hour, which may pass between the page offering it and the order reaching the
 * server — the server then rightly refuses it.
 */
export async function pickLaterSlot(page: Page) {
  await page.getByRole('radio', { name: 'ко времени' }).check();
  const day = page.getByLabel('День', { exact: true });
  if ((await day.locator('option', { hasText: 'Завтра' }).count()) > 0) {
    await day.selectOption({ label: 'Завтра' });
  }
  const select = page.getByLabel('Время', { exact: true });
  const last = await select.locator('option:not([value=""])').last().getAttribute('value');
  await select.selectOption(last ?? '');
}

/**
 * A cash order of the first plain dish of each of these menus, for a later slot, placed through
 * the checkout by a guest of this phone (ten digits after +7): its number as the page shows it.
 */
export async function placeSlotOrder(page: Page, menuRoutes: readonly string[], phone: string) {
  for (const menuRoute of menuRoutes) await addDish(page, menuRoute);
  await page.goto('/basket');
  await toForm(page);
  await pickLaterSlot(page);
  await page.getByLabel('Ваше имя').fill('Иван');
  await page.getByLabel('Номер телефона').pressSequentially(phone);
  await page.getByRole('checkbox', { name: 'Я согласен с политикой конфиденциальности' }).check();
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
  return ((await page.getByText(/Номер заказа: \d{7}/).textContent()) ?? '').replace(/\D/g, '');
}
