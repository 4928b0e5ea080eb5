/**
 * A dish's sizes and modifiers edited in the back office (decision 054) and chosen by a guest:
 * a manager gives a new roll two sizes and a paid sauce; the guest's menu opens the choice for
 * it, the price follows, and the basket line names what was chosen. The roll lives in a category
 * of its own, made and removed by the test, so the other journeys never meet it.
 */
import { signInAdmin } from './support/staff';
import { expect, seriousA11yViolations, test } from './support/test';

test('a manager gives a roll two sizes and a sauce; the guest chooses them from the menu', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const category = `Размеры ${suffix}`;
  const dish = `Ролл ${suffix}`;

  const office = await browser.newContext();
  const staff = await office.newPage();
  await signInAdmin(staff);
  await staff
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: 'Меню', exact: true })
    .click();
  await staff.getByLabel('Заведение').selectOption({ label: 'Sibumi' });

  await staff.getByRole('button', { name: 'Добавить категорию', exact: true }).first().click();
  const categoryDialog = staff.getByRole('dialog', { name: 'Новая категория' });
  await categoryDialog.getByLabel('Название').fill(category);
  await categoryDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(categoryDialog).toBeHidden();

  await staff.getByRole('button', { name: `Добавить блюдо в «${category}»` }).click();
  const newDish = staff.getByRole('dialog', { name: `Новое блюдо в «${category}»` });
  await newDish.getByLabel('Название').fill(dish);
  await newDish.getByLabel('Цена, ₽').fill('300');
  await newDish.getByLabel('Вес, г').fill('200');
  await newDish.getByRole('button', { name: 'Сохранить' }).click();
  await expect(newDish).toBeHidden();

  // Two sizes (the first the default) and an optional sauce at 40 ₽.
  await staff.getByRole('button', { name: `Изменить «${dish}»` }).click();
  const editor = staff.getByRole('dialog', { name: `Блюдо «${dish}»` });
  const options = editor.getByRole('region', { name: 'Размеры и добавки' });
  await options.getByRole('button', { name: 'Добавить размер' }).click();
  await options.getByRole('button', { name: 'Добавить размер' }).click();
  const size = (n: number) => options.getByRole('group', { name: new RegExp(`^Размер ${n}`) });
  await size(1).getByLabel('Название размера').fill('4 шт');
  await size(1).getByLabel('Цена, ₽').fill('300');
  await size(2).getByLabel('Название размера').fill('8 шт');
  await size(2).getByLabel('Цена, ₽').fill('560');
  await options.getByRole('button', { name: 'Добавить группу добавок' }).click();
  await options.getByLabel('Название группы').fill('Соусы');
  const sauce = options.getByRole('group', { name: /^Соусы, вариант 1/ });
  await sauce.getByLabel('Вариант', { exact: true }).fill('Спайси');
  await sauce.getByLabel('Цена, ₽', { exact: true }).fill('40');
  await options.getByRole('button', { name: 'Сохранить размеры и добавки' }).click();
  await expect(options.getByText('Размеры и добавки сохранены')).toBeVisible();
  // The dish's price is its default size's now, set there, not typed here.
  await expect(editor.getByLabel('Цена, ₽').first()).toBeDisabled();
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await editor.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(editor).toBeHidden();

  // The guest's menu: the roll's basket button opens the choice.
  await page.goto('/Sibumii');
  await page
    .getByRole('tablist', { name: 'Категории меню' })
    .getByRole('tab', { name: category })
    .click();
  const card = page.getByRole('tabpanel').getByRole('article').filter({ hasText: dish });
  await expect(card).toContainText('300');
  await card.getByRole('button', { name: `Выбрать и добавить в корзину: ${dish}` }).click();
  const sheet = page.getByRole('dialog', { name: dish });
  const price = sheet.getByRole('status').filter({ hasText: 'Цена' });
  await expect(price).toHaveText('Цена: 300\u00a0Р');
  await sheet.getByRole('radio', { name: /^8 шт/ }).check();
  await expect(price).toContainText('560');
  await sheet.getByRole('checkbox', { name: /Спайси/ }).check();
  await expect(price).toContainText('600');
  await sheet.getByRole('button', { name: 'В корзину' }).click();
  await expect(sheet).toBeHidden();

  await page.goto('/basket');
  const line = page.getByRole('listitem').filter({ hasText: dish });
  await expect(line).toContainText('8 шт · Спайси');
  await expect(line).toContainText('600');

  // Gone again, for the next run.
  await staff.getByRole('button', { name: `Удалить «${dish}»` }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(staff.getByRole('button', { name: `Удалить «${dish}»` })).toHaveCount(0);
  await staff.getByRole('button', { name: `Удалить категорию «${category}»` }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(staff.getByRole('button', { name: `Удалить категорию «${category}»` })).toHaveCount(
    0,
  );
  await office.close();
});
