/**
 * The menu editor in the browser (issue 14 item 5): a manager adds a dish, uploads its photo and
 * changes its price, and a guest's open menu shows all of it without a reload. The dish lives in
 * a category of its own, made and removed by the test, so the other journeys never meet it.
 */
import sharp from 'sharp';
import { signInAdmin } from './support/staff';
import { expect, seriousA11yViolations, test } from './support/test';

/** A real photo, as a phone would send it: a JPEG with some detail in it. */
function photo(): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 7) % 256;
    pixels[i + 1] = 120;
    pixels[i + 2] = (i / 3 / width) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

test('a manager adds a dish, uploads its photo and changes its price; the guest’s open menu shows both', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const category = `Проверка ${suffix}`;
  const dish = `Тартар ${suffix}`;

  // The guest's menu is open before anything changes.
  await page.goto('/Gastropub');
  const tabs = page.getByRole('tablist', { name: 'Категории меню' });
  await expect(tabs.getByRole('tab').first()).toBeVisible();

  const office = await browser.newContext();
  const staff = await office.newPage();
  await signInAdmin(staff);
  await staff
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: 'Меню', exact: true })
    .click();
  await staff.getByLabel('Заведение').selectOption({ label: 'Гастропаб' });

  await staff.getByRole('button', { name: 'Добавить категорию', exact: true }).first().click();
  const categoryDialog = staff.getByRole('dialog', { name: 'Новая категория' });
  await categoryDialog.getByLabel('Название').fill(category);
  await categoryDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(categoryDialog).toBeHidden();

  await staff.getByRole('button', { name: `Добавить блюдо в «${category}»` }).click();
  const newDish = staff.getByRole('dialog', { name: `Новое блюдо в «${category}»` });
  await newDish.getByLabel('Название').fill(dish);
  await newDish.getByLabel('Состав и описание').fill('Говядина, каперсы, желток');
  await newDish.getByLabel('Цена, ₽').fill('650');
  await newDish.getByLabel('Вес, г').fill('180');
  await newDish.getByRole('button', { name: 'Сохранить' }).click();
  await expect(newDish).toBeHidden();

  // The guest's open menu already has the new category and dish.
  await tabs.getByRole('tab', { name: category }).click();
  const card = page.getByRole('tabpanel').getByRole('article').filter({ hasText: dish });
  await expect(card).toContainText('650');

  // Moved up past its neighbour in one write: the guest's tabs follow.
  const tabNames = () => tabs.getByRole('tab').allTextContents();
  const before = await tabNames();
  const neighbour = before[before.indexOf(category) - 1] ?? '';
  await staff.getByRole('button', { name: `Переместить «${category}» выше` }).click();
  await expect(staff.getByText(`«${category}» выше. Сохранено`)).toBeVisible();
  await expect
    .poll(async () => {
      const names = await tabNames();
      return names.indexOf(category) < names.indexOf(neighbour);
    })
    .toBe(true);

  await staff.getByRole('button', { name: `Изменить «${dish}»` }).click();
  const editor = staff.getByRole('dialog', { name: `Блюдо «${dish}»` });
  await editor.getByLabel('Загрузить фото').setInputFiles({
    name: 'tartare.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(),
  });
  await expect(editor.getByRole('img', { name: `Фото: ${dish}` })).toBeVisible();
  await editor.getByLabel('Цена, ₽').fill('777');
  await editor.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(editor).toBeHidden();
  expect(await seriousA11yViolations(staff)).toEqual([]);

  // Both reach the guest's open menu by themselves: the new price, and the photo with its sizes.
  await expect(card).toContainText('777');
  const picture = card.locator('img').first();
  await expect(picture).toHaveAttribute('src', /\/media\/photos\/[0-9a-f]+-\d+\.webp$/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The dish card too, on a fresh load (server-rendered).
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: dish })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('777');

  // Gone again, for the next run (the guest has moved on: a card whose dish is deleted while
  // it is open asks again and rightly hears 404).
  await page.goto('/Gastropub');
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
