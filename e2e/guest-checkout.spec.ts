/**
 * The checkout as a guest meets it (issue 9 items 2, 3, 9–15), on a desktop and on a phone
 * (tagged @phone: the `phone` project runs them again at 390×844).
 */
import type { Page } from '@playwright/test';
import { addDish, pickLaterSlot, toForm } from './support/checkout';
import { registerGuest, SESSION_KEY } from './support/guest';
import { expect, seriousA11yViolations, test } from './support/test';

const CONSENT = 'Я согласен с политикой конфиденциальности';
const WEIGHT_NOTE = 'Информацию по итоговой стоимости уточните у менеджера';

async function openBasket(page: Page) {
  await page.goto('/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'КОРЗИНА' })).toBeVisible();
}

const basketCounter = (page: Page) => page.getByTestId('basket-counter').first();

test('a pickup order: Back returns to review, consent is asked for, places and truth are shown', {
  tag: '@phone',
}, async ({ page }) => {
  const sibumiDish = await addDish(page, '/Sibumii');
  await addDish(page, '/Gastropub', 'Дары моря', 'Фаланги камчатского краба');
  await openBasket(page);
  // Item 15: a dish priced by weight says so on its basket line.
  const crab = page.getByRole('listitem').filter({ hasText: 'Фаланги камчатского краба' });
  await expect(crab.getByText(WEIGHT_NOTE)).toBeVisible();

  // Item 13: the form is a history entry; the browser's Back returns to the review.
  await toForm(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'КОРЗИНА' })).toBeVisible();
  await expect(page).toHaveURL(/\/basket$/);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'ОФОРМЛЕНИЕ ЗАКАЗА' })).toBeVisible();

  // Item 2: the consent starts unticked; item 14: what the order still needs is listed.
  const consent = page.getByRole('checkbox', { name: CONSENT });
  await expect(consent).not.toBeChecked();
  const missing = page.locator('#checkout-missing');
  await expect(missing).toContainText('укажите ваше имя');
  await expect(missing).toContainText('примите политику конфиденциальности');

  // Item 11: pickup wording and places.
  await expect(page.getByRole('radio', { name: 'НАЛИЧНЫМИ ПРИ ПОЛУЧЕНИИ' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'КАРТОЙ ПРИ ПОЛУЧЕНИИ' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'НАЛИЧНЫМИ КУРЬЕРУ' })).toHaveCount(0);
  const places = page.getByRole('list', { name: 'Где забрать заказ:' });
  await expect(places.getByRole('listitem')).toHaveText([
    /^Гастропаб — ул\. Пограничная, 14/,
    /^Sibumi — ул\. Пограничная, 10/,
  ]);
  await expect(
    page.getByRole('complementary', { name: 'ВАШ ЗАКАЗ' }).getByText(WEIGHT_NOTE),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await pickLaterSlot(page);
  await page.getByLabel('Ваше имя').fill('Иван');
  await page.getByLabel('Номер телефона').pressSequentially('9141234567');
  await expect(missing).toHaveText(/^Чтобы оформить заказ:\s*примите политику конфиденциальности$/);
  const submit = page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' });
  await submit.click();
  await expect(page.getByText('Примите политику конфиденциальности!')).toBeVisible();
  await expect(consent).toBeFocused();
  await expect(page).toHaveURL(/\/basket$/);
  await consent.check();
  await expect(page.getByText('Примите политику конфиденциальности!')).toHaveCount(0);
  await expect(missing).toHaveText('');
  await submit.click();

  // Item 10: the confirmation tells what will happen, no more.
  await expect(page).toHaveURL(/\/order\/\d+\?key=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
  await expect(page.getByText('Оператор свяжется с вами в течение 15 минут.')).toBeVisible();
  await expect(page.getByText(/Письмо с деталями/)).toHaveCount(0);
  const details = page.locator('dl');
  await expect(details).toContainText(/Время\s*\d\d\.\d\d в \d\d:\d\d/);
  await expect(details).toContainText('Гастропаб — ул. Пограничная, 14');
  await expect(details).toContainText('Sibumi — ул. Пограничная, 10');
  await expect(details).toContainText('НАЛИЧНЫМИ ПРИ ПОЛУЧЕНИИ, при получении');
  await expect(page.getByText(sibumiDish)).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Фаланги камчатского краба' })
      .getByText(WEIGHT_NOTE),
  ).toBeVisible();
  await expect(basketCounter(page)).toHaveText('0');
  // The form step is not left behind the confirmation: Back does not reopen a stale form.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'ОФОРМЛЕНИЕ ЗАКАЗА' })).toHaveCount(0);
});

test('switching to pickup clears a typed address, and courier does not bring it back', {
  tag: '@phone',
}, async ({ page }) => {
  await addDish(page, '/Bistro');
  await openBasket(page);
  await toForm(page);
  await page.getByRole('radio', { name: 'ДОСТАВКА' }).check();
  await expect(page.getByRole('radio', { name: 'НАЛИЧНЫМИ КУРЬЕРУ' })).toBeVisible();
  await page.getByLabel('Улица').fill('Светланская');
  await page.getByLabel('Дом').fill('40Б');
  await page.getByLabel('Квартира').fill('12');
  await expect(page.locator('#checkout-missing')).toContainText('выберите район доставки');
  await page.getByRole('radio', { name: 'САМОВЫВОЗ' }).check();
  await expect(page.getByLabel('Улица')).toHaveCount(0);
  await page.getByRole('radio', { name: 'ДОСТАВКА' }).check();
  await expect(page.getByLabel('Улица')).toHaveValue('');
  await expect(page.getByLabel('Дом')).toHaveValue('');
  await expect(page.getByLabel('Квартира')).toHaveValue('');
  // Item 14: a disabled button says why.
  await expect(page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' })).toBeDisabled();
  await expect(page.locator('#checkout-missing')).toContainText('укажите улицу и дом');
  await expect(page.getByText('Цифры и буквы, можно «/» и «-»: 14, 40Б, 14/2')).toBeVisible();
});

test('logged in: courier brings back the saved address after pickup cleared a typed one', {
  tag: '@phone',
}, async ({ page, request }) => {
  const { accessToken } = await registerGuest(request);
  const saved = await request.post('/api/myAccount/saveUserDeliverySettings', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      deliveryMethod: 'delivery',
      paymentMethod: 'cash',
      street: 'Алеутская',
      house: '17',
      entrance: '2',
      floor: '4',
      flat: '31',
      comment: '',
      cartNumber: '',
      cartExpire: '',
      cartCVV: '',
      deliveryId: 1,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.addInitScript(
    ([key, token]) => localStorage.setItem(key, JSON.stringify({ accessToken: token })),
    [SESSION_KEY, accessToken] as const,
  );
  await addDish(page, '/Bistro');
  await openBasket(page);
  await toForm(page);
  // The saved settings fill the form: courier, the saved address and zone.
  await expect(page.getByRole('radio', { name: 'ДОСТАВКА' })).toBeChecked();
  await expect(page.getByLabel('Улица')).toHaveValue('Алеутская');
  await page.getByLabel('Улица').fill('Светланская');
  await page.getByLabel('Дом').fill('40Б');
  await page.getByRole('radio', { name: 'САМОВЫВОЗ' }).check();
  await expect(page.getByLabel('Улица')).toHaveCount(0);
  await expect(page.getByText('Где забрать заказ:')).toBeVisible();
  await page.getByRole('radio', { name: 'ДОСТАВКА' }).check();
  await expect(page.getByLabel('Улица')).toHaveValue('Алеутская');
  await expect(page.getByLabel('Дом')).toHaveValue('17');
  await expect(page.getByLabel('Подъезд')).toHaveValue('2');
  await expect(page.getByLabel('Этаж')).toHaveValue('4');
  await expect(page.getByLabel('Квартира')).toHaveValue('31');
  await expect(page.getByLabel('Район доставки')).toHaveValue('1');
});

test('a logged-in guest comes back from the payment page to the address they came from, logged in', {
  tag: '@phone',
}, async ({ page, request, baseURL }) => {
  // The site as the guest typed it: another name for the server than the run's own address. The
  // return address must be this one, where the session is kept, whatever the server's own is.
  const site = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const { email, accessToken } = await registerGuest(request);
  await page.goto(`${site}/`);
  await page.evaluate(
    ([key, token]) => localStorage.setItem(key, JSON.stringify({ accessToken: token })),
    [SESSION_KEY, accessToken] as const,
  );
  await addDish(page, `${site}/Bistro`);
  await page.goto(`${site}/basket`);
  await toForm(page);
  await page.getByRole('radio', { name: 'САМОВЫВОЗ' }).check();
  await pickLaterSlot(page);
  await page.getByRole('radio', { name: 'КАРТОЙ ОНЛАЙН' }).check();
  await page.getByLabel('Ваше имя').fill('Анна');
  await page.getByLabel('Номер телефона').pressSequentially('9147654321');
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();
  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
  await page.getByRole('button', { name: 'Оплатить успешно' }).click();
  await expect(page).toHaveURL(new RegExp(`^${site}/order/\\d+\\?key=[\\w-]+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Личный кабинет' }).click();
  await expect(page.getByRole('heading', { name: 'ЛИЧНЫЙ КАБИНЕТ' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a declined online payment: not sent, pay again, then pay the courier; the basket waits', {
  tag: '@phone',
}, async ({ page }) => {
  const dish = await addDish(page, '/Bistro');
  await openBasket(page);
  await toForm(page);
  await page.getByRole('radio', { name: 'ДОСТАВКА' }).check();
  await page.getByLabel('Район доставки').selectOption({ index: 1 });
  await page.getByLabel('Улица').fill('Светланская');
  await page.getByLabel('Дом').fill('14/2');
  await pickLaterSlot(page);
  await page.getByRole('radio', { name: 'КАРТОЙ ОНЛАЙН' }).check();
  await page.getByLabel('Ваше имя').fill('Анна');
  await page.getByLabel('Номер телефона').pressSequentially('9147654321');
  await page.getByLabel('Ваша почта').fill('anna@example.ru');
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();

  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
  await page.getByRole('button', { name: 'Отклонить платёж' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\?key=[\w-]+$/);
  const orderUrl = page.url();
  const number = (await page.getByText(/Номер заказа: \d{7}/).textContent())?.trim();
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ НЕ ОПЛАЧЕН' })).toBeVisible();
  await expect(
    page.getByText('Заказ не оплачен и не передан на кухню', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/Оператор свяжется|Письмо с деталями/)).toHaveCount(0);
  // The basket is kept until an order is really accepted.
  await expect(basketCounter(page)).toHaveText('1');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // 'Оплатить ещё раз': a new payment page for the same order.
  await page.getByRole('button', { name: 'Оплатить ещё раз' }).click();
  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
  await expect(page.getByText(number?.replace('Номер заказа: ', 'Заказ №') ?? 'x')).toBeVisible();
  await page.getByRole('button', { name: 'Отклонить платёж' }).click();
  await expect(page).toHaveURL(orderUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ НЕ ОПЛАЧЕН' })).toBeVisible();

  // 'Оплатить курьеру': the order goes to the kitchen, the basket empties.
  await page.getByRole('button', { name: 'Оплатить курьеру' }).click();
  await page.getByRole('button', { name: 'НАЛИЧНЫМИ КУРЬЕРУ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
  await expect(page.getByText(number ?? 'x')).toBeVisible();
  await expect(page.locator('dl')).toContainText('НАЛИЧНЫМИ КУРЬЕРУ, при получении');
  await expect(page.locator('dl')).toContainText('Владивосток, Светланская, д. 14/2');
  await expect(
    page.getByText(
      'Письмо с деталями заказа отправлено на вашу почту. Оператор свяжется с вами в течение 15 минут.',
    ),
  ).toBeVisible();
  await expect(page.getByText(dish)).toBeVisible();
  await expect(page.getByRole('main').getByText('Доставка', { exact: true })).toBeVisible();
  await expect(basketCounter(page)).toHaveText('0');
});

test('a refusal toast does not cover the order button', { tag: '@phone' }, async ({
  page,
  allowErrors,
}) => {
  // The browser itself reports the refused call.
  allowErrors.push(/status of 409/);
  await addDish(page, '/Sibumii');
  await openBasket(page);
  await toForm(page);
  await page.getByLabel('Ваше имя').fill('Иван');
  await page.getByLabel('Номер телефона').pressSequentially('9141234567');
  await pickLaterSlot(page);
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.route('**/api/delivery', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        errType: 'productUnavailable',
        message: 'Некоторые блюда сейчас недоступны для заказа',
        fields: {},
      }),
    }),
  );
  const submit = page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' });
  await submit.click();
  const toast = page.getByRole('alert').filter({ hasText: 'недоступны для заказа' });
  await expect(toast).toBeVisible();
  const [toastBox, buttonBox] = [await toast.boundingBox(), await submit.boundingBox()];
  expect(toastBox && buttonBox).toBeTruthy();
  if (toastBox && buttonBox) {
    const overlaps =
      toastBox.x < buttonBox.x + buttonBox.width &&
      buttonBox.x < toastBox.x + toastBox.width &&
      toastBox.y < buttonBox.y + buttonBox.height &&
      buttonBox.y < toastBox.y + toastBox.height;
    expect(overlaps).toBe(false);
  }
});
