import type { APIRequestContext, Page } from '@playwright/test';
import { firstPlainDish, pickLaterSlot } from './support/checkout';
import { expect, test } from './support/test';

interface OutboxEntry {
  id: number;
  to: string;
  text: string;
}

/** The code in the newest letter to `to` that arrived after `afterId`. */
async function codeFor(request: APIRequestContext, to: string, afterId: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const entries = (await (await request.get('/dev/outbox.json')).json()) as OutboxEntry[];
      const letter = entries.find((entry) => entry.to === to && entry.id > afterId);
      code = /\b(\d{6})\b/.exec(letter?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

async function lastOutboxId(request: APIRequestContext): Promise<number> {
  const entries = (await (await request.get('/dev/outbox.json')).json()) as OutboxEntry[];
  return entries[0]?.id ?? 0;
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Цифра 1 из 6').first().click();
  await page.keyboard.type(code);
}

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Авторизоваться' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function logout(page: Page) {
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Выйти' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Авторизоваться' }).first()).toBeVisible();
}

test('register, log out and in, restore the password, change the e-mail, order and repeat it', async ({
  page,
  request,
  allowErrors,
}) => {
  test.setTimeout(120_000);
  // The browser reports the refused wrong-password login itself.
  allowErrors.push(/status of 401/);
  const email = `guest${Date.now()}@example.ru`;
  const newEmail = `new.${email}`;

  // Registration by e-mail with the code from the letter.
  await page.goto('/');
  await openLogin(page);
  await page.getByRole('tab', { name: 'РЕГИСТРАЦИЯ' }).click();
  await page.getByLabel('Телефон или e-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill('secret1');
  await page.getByLabel('Повторите пароль').fill('secret1');
  let since = await lastOutboxId(request);
  await page.getByRole('button', { name: 'ЗАРЕГИСТРИРОВАТЬСЯ' }).click();
  await expect(
    page.getByText('Код подтверждения отправлен. Пожалуйста, введите его в течение 60 секунд.'),
  ).toBeVisible();
  await typeCode(page, await codeFor(request, email, since));
  await page.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }).click();
  await expect(page.getByText('Регистрация прошла успешно')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Личный кабинет' }).first()).toBeVisible();

  // The session survives a reload; then log out and back in.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Личный кабинет' }).first()).toBeVisible();
  await logout(page);
  await openLogin(page);
  await page.getByLabel('Телефон или e-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill('wrong12');
  await page.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }).click();
  await expect(page.getByRole('dialog').getByText('Неверный логин или пароль')).toBeVisible();
  await page.getByLabel('Пароль', { exact: true }).fill('secret1');
  await page.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }).click();
  await expect(page.getByText('Вы успешно авторизовались')).toBeVisible();

  // Restore access with a code and a new password.
  await logout(page);
  await openLogin(page);
  await page.getByRole('button', { name: 'Забыли пароль?' }).click();
  await page.getByLabel('Телефон или e-mail').fill(email);
  since = await lastOutboxId(request);
  await page.getByRole('button', { name: 'ВОССТАНОВИТЬ ДОСТУП' }).click();
  await typeCode(page, await codeFor(request, email, since));
  await page.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }).click();
  await page.getByLabel('Новый пароль').fill('newpass1');
  await page.getByLabel('Повторите пароль').fill('newpass1');
  await page.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }).click();
  await expect(page.getByRole('link', { name: 'Личный кабинет' }).first()).toBeVisible();

  // Change the e-mail with a code sent to the new address.
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'ЛИЧНЫЙ КАБИНЕТ' })).toBeVisible();
  await page.getByRole('button', { name: 'РЕДАКТИРОВАТЬ' }).click();
  await page.getByLabel('E-mail').fill(newEmail);
  since = await lastOutboxId(request);
  await page.getByRole('button', { name: 'ПОДТВЕРДИТЬ' }).click();
  await expect(page.getByRole('dialog', { name: 'КОД ПОДТВЕРЖДЕНИЯ' })).toBeVisible();
  await typeCode(page, await codeFor(request, newEmail, since));
  await page.getByRole('dialog').getByRole('button', { name: 'ПРОДОЛЖИТЬ' }).click();
  await expect(page.getByText('Код подтвержден. Данные были изменены')).toBeVisible();
  await page.getByLabel('Имя', { exact: true }).fill('Ольга');
  await page.getByRole('button', { name: 'СОХРАНИТЬ' }).click();
  await expect(page.getByText(newEmail).first()).toBeVisible();

  // An order placed logged in appears in the history and can be repeated.
  await page.goto('/Sibumii');
  const { card, name: dish } = await firstPlainDish(page);
  await card.getByRole('button', { name: `Добавить в корзину: ${dish}` }).click();
  await page
    .getByRole('link', { name: /^Корзина/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }).click();
  await expect(page.getByLabel('Ваша почта')).toHaveValue(newEmail);
  await pickLaterSlot(page);
  if ((await page.getByLabel('Ваше имя').inputValue()) === '')
    await page.getByLabel('Ваше имя').fill('Ольга');
  await page.getByLabel('Номер телефона').pressSequentially('9141234567');
  await page.getByRole('checkbox', { name: 'Я согласен с политикой конфиденциальности' }).check();
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();
  await expect(page.getByRole('heading', { name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();

  await page.goto('/my-account');
  await page.getByRole('tab', { name: 'ИСТОРИЯ ЗАКАЗОВ' }).click();
  await expect(page.getByText(dish).first()).toBeVisible();
  await page.getByRole('button', { name: 'ПОВТОРИТЬ ЗАКАЗ' }).first().click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByText('Данные из заказа добавлены в корзину')).toBeVisible();
  await expect(page.getByText(dish).first()).toBeVisible();
});

test('a logged-out visitor of /my-account is sent home with the login modal', async ({ page }) => {
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(
    page.getByText('Для работы с личным кабинетом необходимо авторизоваться'),
  ).toBeVisible();
});
