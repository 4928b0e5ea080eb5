/**
 * The back office's hours and zones pages in the browser (issue 14 items 6 and 8): an admin
 * reaches both from the sections, sees every place's week, the delivery week, the zones with
 * their terms and each venue's busy mode; keyboard-labelled and axe clean, on a desktop and a
 * phone. (The rules behind them are the API tests'; a change here would reach the journeys
 * running beside, so nothing is saved.)
 */
import { expect, seriousA11yViolations, test } from './support/test';

test('an admin opens the hours, the zones and the menu from iiko; labelled and axe clean @phone', async ({
  page,
}) => {
  await page.goto('/staff');
  await page.getByLabel('Логин').fill('admin');
  await page.getByLabel('Пароль').fill('demo-admin-2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  const sections = page.getByRole('navigation', { name: 'Разделы' });
  await expect(sections).toBeVisible();

  await sections.getByRole('link', { name: 'Часы работы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Часы работы' })).toBeVisible();
  // Seven days, each with its opening and closing time, labelled.
  await expect(page.getByLabel('Открытие')).toHaveCount(7);
  await expect(page.getByLabel('Закрытие')).toHaveCount(7);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await sections.getByRole('link', { name: 'Зоны и загрузка' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Зоны доставки и загрузка' }),
  ).toBeVisible();
  // The four demo zones, each with its own save button; each venue's busy mode.
  await expect(page.getByRole('button', { name: /^Сохранить: / })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Сохранить: Аэропорт Кневичи' })).toBeVisible();
  await expect(page.getByLabel('Дополнительные минуты (0–180)')).toHaveCount(3);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The menu from iiko (issue 15): this site keeps its menu itself (POS=local) and says so.
  await sections.getByRole('link', { name: 'Меню из iiko' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Меню из iiko' })).toBeVisible();
  await expect(page.getByText(/сайт не подключён к iiko/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
