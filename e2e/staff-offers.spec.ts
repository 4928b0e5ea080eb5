/**
 * The back office's offers and promo codes in the browser (issue 32 item 1): the demo admin opens
 * «Акции», adds a group promo code and finds it listed after a reload; labelled and axe clean, on
 * a desktop and a phone. (The rules are the API tests'; the code is this run's own, so no other
 * journey types it.)
 */
import { signInAdmin } from './support/staff';
import { expect, seriousA11yViolations, test } from './support/test';

test('the admin adds a group promo code; it is listed after a reload, axe clean @phone', async ({
  page,
}, testInfo) => {
  // Upper case as the server keeps it; one per run and project (desktop and phone run at once).
  const code = `E2E${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`.toUpperCase();
  await signInAdmin(page);
  await page
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: 'Акции' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Акции и промокоды' })).toBeVisible();
  await expect(page.getByText('Загрузка…')).toHaveCount(0);

  const form = page.getByRole('region', { name: 'Новое предложение' });
  await expect(form.getByLabel('Чьё предложение')).toHaveValue('');
  await form.getByLabel('Промокод').fill(code.toLowerCase());
  await form.getByLabel('Название').fill('Проверка: минус 5 %');
  await form.getByLabel('Скидка, %').fill('5');
  await form.getByLabel('Не больше, ₽').fill('300');
  await form.getByLabel('Заказ от, ₽').fill('1000');
  await form.getByLabel('Раз на гостя').fill('1');
  // On one dish, picked from the menus by its name (every venue's: a group offer).
  await form.getByLabel('На что действует').selectOption({ label: 'Отдельные блюда' });
  const dishes = form.getByRole('group', { name: 'Блюда', exact: true });
  await dishes.getByLabel('Найти блюдо').fill('краба');
  const crab = dishes.getByLabel(/^Фаланги камчатского краба, /);
  await expect(crab).toHaveCount(1);
  await crab.check();
  await expect(dishes.getByText(/^Выбрано: Фаланги камчатского краба, /)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
    page.viewportSize()?.width,
  );
  await form.getByRole('button', { name: 'Добавить предложение' }).click();
  await expect(form.getByText('Предложение «Проверка: минус 5 %» добавлено')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('−5\u00a0%, не больше 300\u00a0Р');
  await expect(row).toContainText('Вся группа');
  await expect(row).toContainText('на 1 блюдо');

  // Its form, from the keyboard: the button opens it and the keyboard goes on there.
  await page.getByRole('button', { name: `Изменить: ${code}` }).press('Enter');
  const edit = page.getByRole('region', { name: `Изменить: ${code}` });
  await expect(edit.getByLabel('Промокод')).toHaveValue(code);
  await expect(edit.getByLabel('Заказ от, ₽')).toHaveValue('1000');
  expect(await seriousA11yViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBe(page.viewportSize()?.width);
});

// (Adding points to an account is the API tests' (loyalty.test.ts): a demo guest's balance is not
// this journey's to change.)
test('a guest’s points by phone: a phone without an account is refused at its field', async ({
  page,
  allowErrors,
}) => {
  // The refusal is the server's 400, which the browser logs.
  allowErrors.push(/status of 400 .*\/api\/staff\/points/);
  await signInAdmin(page);
  await page
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: 'Акции' })
    .click();
  const card = page.getByRole('region', { name: 'Баллы гостя' });
  await card.getByLabel('Телефон гостя').fill('+7 914 000-00-01');
  await card.getByLabel('Баллы').fill('300');
  await card.getByLabel('Причина').fill('Извинение за опоздание');
  await card.getByRole('button', { name: 'Изменить баллы' }).click();
  await expect(card.getByText('У гостя с этим телефоном нет личного кабинета')).toBeVisible();
  await expect(card.getByLabel('Телефон гостя')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
