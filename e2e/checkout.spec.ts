import type { Page } from '@playwright/test';
import { addDish, pickLaterSlot, toForm } from './support/checkout';
import { expect, seriousA11yViolations, test } from './support/test';

async function openForm(page: Page) {
  await page
    .getByRole('link', { name: /^Корзина/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'КОРЗИНА' })).toBeVisible();
  await toForm(page);
}

test('a pickup order paid in cash reaches the confirmation page', async ({ page, allowErrors }) => {
  // The browser itself reports lookups that answer 404.
  allowErrors.push(/status of 404/);
  const dish = await addDish(page, '/Sibumii');
  await openForm(page);
  // Sibumi's counter, not the courier: 12:00–23:00.
  await expect(page.getByText('Время самовывоза: ежедневно с 12:00 до 23:00')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expect(page.getByLabel('Улица')).toHaveCount(0);

  await pickLaterSlot(page);
  await page.getByLabel('Ваше имя').fill('Иван');
  await page.getByLabel('Ваша фамилия').fill('Петров');
  await page.getByLabel('Номер телефона').pressSequentially('9141234567');
  await page.getByLabel('Ваша почта').fill('ivan@example.ru');
  await page.getByRole('checkbox', { name: 'Оформить без звонка оператора' }).check();
  await page.getByRole('checkbox', { name: 'Я согласен с политикой конфиденциальности' }).check();
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();

  await expect(page).toHaveURL(/\/order\/\d+\?key=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
  await expect(page.getByText(/Номер заказа: \d{7}$/)).toBeVisible();
  // Asked not to be called: the page promises the letter only.
  await expect(
    page.getByText('Письмо с деталями заказа отправлено на вашу почту.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/Оператор свяжется/)).toHaveCount(0);
  await expect(page.getByText(dish)).toBeVisible();
  await expect(page.getByText('Итого')).toBeVisible();
  await expect(page.getByTestId('basket-counter').first()).toHaveText('0');

  // The confirmation is not browsable without its key.
  const url = new URL(page.url());
  await page.goto(url.pathname);
  await expect(page).toHaveURL(/\/404$/);
  await expect(
    page.getByRole('heading', { name: 'Извините, мы не нашли такой страницы :(' }),
  ).toBeVisible();
});

test('a courier order paid online goes through the sandbox payment page', async ({ page }) => {
  await addDish(page, '/Bistro');
  await openForm(page);
  await page.getByRole('radio', { name: 'ДОСТАВКА' }).check();
  await expect(page.getByLabel('Улица')).toBeVisible();
  await page.getByLabel('Район доставки').selectOption({ index: 2 });
  await expect(page.getByText(/^Доставка: 500\sР$/)).toBeVisible();
  await page.getByLabel('Улица').fill('Светланская');
  await page.getByLabel('Дом').fill('40Б');
  await page.getByLabel('Квартира').fill('12');
  await pickLaterSlot(page);
  await page.getByRole('radio', { name: 'КАРТОЙ ОНЛАЙН' }).check();
  await page.getByLabel('Ваше имя').fill('Анна');
  await page.getByLabel('Номер телефона').pressSequentially('9147654321');
  await page.getByRole('checkbox', { name: 'Я согласен с политикой конфиденциальности' }).check();
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();

  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
  await expect(page.getByText('ТЕСТОВЫЙ РЕЖИМ')).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить успешно' }).click();

  await expect(page).toHaveURL(/\/order\/\d+\?key=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
  // A card payment is a hold until the venues accept (issue 13).
  await expect(page.getByRole('region', { name: 'Оплата заказа' })).toContainText(
    /заблокирована на карте/,
  );
  await expect(page.getByRole('main').getByText('Доставка', { exact: true })).toBeVisible();
});

test('the form shows the specification’s messages once a field is left', async ({ page }) => {
  await addDish(page, '/Gastropub');
  await openForm(page);
  const name = page.getByLabel('Ваше имя');
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();
  await expect(page.getByRole('button', { name: 'Пожалуйста, укажите ваше имя' })).toBeVisible();
  await name.fill('Иван');
  await page.getByRole('button', { name: 'Пожалуйста, укажите ваше имя' }).click();
  await expect(
    page.getByRole('button', { name: 'Пожалуйста, укажите ваш номер телефона' }),
  ).toBeVisible();
  await name.fill('');
  const required = 'Это обязательное поле для заполнения, пожалуйста, заполните это поле';

  await name.focus();
  await name.blur();
  await expect(page.getByText(required)).toBeVisible();
  await name.fill('Ivan');
  await name.blur();
  await expect(page.getByText('Некорректное имя!')).toBeVisible();

  await page.getByLabel('Ваша почта').fill('ivan@mail');
  await page.getByLabel('Ваша почта').blur();
  await expect(page.getByText('Некорректная почта!')).toBeVisible();

  await page.getByRole('radio', { name: 'ДОСТАВКА' }).check();
  await page.getByLabel('Улица').fill('Main street');
  await page.getByLabel('Улица').blur();
  await expect(page.getByText('Улица указана некорректно!')).toBeVisible();

  await page.getByRole('button', { name: 'ЧТО Я ВЫБРАЛ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'КОРЗИНА' })).toBeVisible();
});
