/**
 * Every back-office section fits the screen it is used on: staff work from a phone all day, and
 * a page wider than the phone is shown zoomed out, its buttons under the wrong finger. (A fieldset
 * as wide as its content and a table's visually hidden labels escaping its scrolling once made the
 * hours page 414 px and the zones page 883 px wide on a 390 px phone.)
 */
import { signInAdmin } from './support/staff';
import { expect, test } from './support/test';

test('each section is no wider than the screen @phone', async ({ page }) => {
  await signInAdmin(page);
  const sections = page.getByRole('navigation', { name: 'Разделы' });
  const names = await sections.getByRole('link').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(8);
  const screenWidth = page.viewportSize()?.width ?? 0;
  for (const name of names) {
    await sections.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Each section's content is read: «Загрузка…» is gone.
    await expect(page.getByText('Загрузка…')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(`${name}: ${width}`).toBe(`${name}: ${screenWidth}`);
  }
});
