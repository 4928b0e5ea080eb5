import { navigateInApp } from './support/navigate';
import { expect, test } from './support/test';

test.describe('browsing the menu', () => {
  test('all three venues, categories remembered per venue, and a special', async ({ page }) => {
    await page.goto('/menu');
    await expect(page.getByRole('heading', { name: 'ВЫ НАХОДИТЕСЬ В МЕНЮ' })).toBeVisible();
    const switcher = page.getByRole('group', { name: 'Выберите ресторан' });
    await expect(switcher.getByRole('button')).toHaveCount(3);

    await switcher.getByRole('button', { name: 'Sibumi' }).click();
    await expect(page).toHaveURL(/\/Sibumii$/);
    await expect(switcher.getByRole('button', { name: 'Sibumi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const tabs = page.getByRole('tablist', { name: 'Категории меню' });
    await tabs.getByRole('tab', { name: 'Рамен и супы' }).click();
    await expect(tabs.getByRole('tab', { name: 'Рамен и супы' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toContainText('Sibumi');

    await switcher.getByRole('button', { name: 'Кондитерская' }).click();
    await expect(page).toHaveURL(/\/Bistro$/);
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toContainText(
      'Кондитерская',
    );

    await switcher.getByRole('button', { name: 'Гастропаб' }).click();
    await expect(page).toHaveURL(/\/Gastropub$/);

    await switcher.getByRole('button', { name: 'Sibumi' }).click();
    await expect(tabs.getByRole('tab', { name: 'Рамен и супы' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page
      .getByRole('navigation', { name: 'Основное меню' })
      .first()
      .getByRole('link', { name: 'НОВОГОДНЕЕ МЕНЮ' })
      .click();
    await expect(page).toHaveURL(/\/specials\/new-year$/);
    const firstSpecial = page.getByRole('tabpanel').getByRole('article').first();
    await firstSpecial.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/specials\/card\/\d+$/);
    await expect(page.getByText('Пищевая ценность на 100 г')).toBeVisible();
  });

  test('category tabs work from the keyboard', async ({ page }) => {
    await page.goto('/Sibumii');
    const tabs = page.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  });

  test('the product card shows weight, nutrition and a way back', async ({ page }) => {
    await page.goto('/Gastropub');
    const card = page.getByRole('tabpanel').getByRole('article').first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/menu\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.toUpperCase());
    await expect(page.getByText(/Вес: \d+ г/)).toBeVisible();
    for (const label of ['Белки', 'Углеводы', 'Жиры', 'Калорийность']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: '← Вернуться в меню' }).click();
    await expect(page).toHaveURL(/\/Gastropub$/);
  });

  test('a per-gram dish carries the manager note and a stop-listed dish cannot be added', async ({
    page,
    request,
  }) => {
    const menu = await (await request.get('/api/test/1')).json();
    const dishes = menu.flatMap(
      (c: { products: { id: number; available: boolean }[] }) => c.products,
    );
    const unavailable = dishes.find((d: { available: boolean }) => !d.available);
    expect(unavailable).toBeTruthy();
    await page.goto(`/menu/${unavailable.id}`);
    await expect(page.getByText('Нет в наличии')).toBeVisible();
    await expect(page.getByRole('button', { name: /Добавить в корзину/ })).toHaveCount(0);

    for (const dish of dishes) {
      const card = await (await request.get(`/api/product/${dish.id}`)).json();
      if (!card.cost_per_gram) continue;
      await page.goto(`/menu/${dish.id}`);
      await expect(
        page.getByText('Информацию по итоговой стоимости уточните у менеджера'),
      ).toBeVisible();
      return;
    }
    throw new Error('no per-gram dish in the demo data');
  });

  test('unknown routes and unknown dishes show the not-found page', async ({
    page,
    allowErrors,
  }) => {
    // The browser itself reports the dish lookups that answer 404.
    allowErrors.push(/status of 404/);
    for (const path of ['/no-such-page', '/MENU', '/menu/999999', '/specials/card/999999']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { name: 'Извините, мы не нашли такой страницы :(' }),
      ).toBeVisible();
    }
  });

  test('an empty venue is hidden and its menu route moves on to the next venue', async ({
    page,
  }) => {
    await page.goto('/contacts');
    await page.route('**/api/test/1', (route) =>
      route.fulfill({ json: [{ id: 1, text_button: 'Пусто', products: [] }] }),
    );
    await navigateInApp(page, '/Gastropub');
    await expect(page).toHaveURL(/\/Sibumii$/);
    const switcher = page.getByRole('group', { name: 'Выберите ресторан' });
    await expect(switcher.getByRole('button')).toHaveCount(2);
    await expect(switcher.getByRole('button', { name: 'Гастропаб' })).toHaveCount(0);
    await expect(switcher.getByRole('button', { name: 'Sibumi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
