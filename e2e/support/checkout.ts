/** Steps of the checkout journeys shared by the e2e specs. */
import type { Page } from '@playwright/test';
import { expect } from './test';

/** Adds a dish from a venue's menu (the first one, or the named one of a category tab). */
export async function addDish(page: Page, menuRoute: string, category?: string, dish?: string) {
  await page.goto(menuRoute);
  if (category) await page.getByRole('tab', { name: category }).click();
  const panel = page.getByRole('tabpanel');
  const card = dish
    ? panel.getByRole('article').filter({ hasText: dish })
    : panel.getByRole('article').first();
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Добавить в корзину: ${name}` }).click();
  return name;
}

/** From the basket's review to the order form. */
export async function toForm(page: Page) {
  await page.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ОФОРМЛЕНИЕ ЗАКАЗА' })).toBeVisible();
}

/**
 * A slot rather than "as soon as possible", so a test passes at any hour in Vladivostok: the
 * last one offered (tomorrow evening). The first is the next half hour, which may pass between
 * the page offering it and the order reaching the server — the server then rightly refuses it.
 */
export async function pickLaterSlot(page: Page) {
  await page.getByRole('radio', { name: 'ко времени' }).check();
  const select = page.getByLabel('Время', { exact: true });
  const last = await select.locator('option:not([value=""])').last().getAttribute('value');
  await select.selectOption(last ?? '');
}
