/**
 * Issue 9 items 1, 7, 18: every phone field shows one number however a Russian types it, the
 * account's contacts, a Cyrillic e-mail domain, the statistics words. At 1440×900 and 390×844.
 */
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { firstPlainDish } from './support/checkout';
import { expect, test } from './support/test';

interface OutboxEntry {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  text: string;
}

async function outbox(request: APIRequestContext): Promise<OutboxEntry[]> {
  return (await (await request.get('/dev/outbox.json')).json()) as OutboxEntry[];
}

/** The code in the newest SMS or letter to `to` after `afterId`. */
async function codeFor(request: APIRequestContext, to: string, afterId: number) {
  let code = '';
  await expect
    .poll(async () => {
      const entry = (await outbox(request)).find((e) => e.to === to && e.id > afterId);
      code = /\b(\d{6})\b/.exec(entry?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

async function lastOutboxId(request: APIRequestContext) {
  return (await outbox(request))[0]?.id ?? 0;
}

/** A logged-out visitor of /my-account gets the login modal, on a phone as on a desktop. */
async function openLogin(page: Page) {
  await page.goto('/my-account');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Цифра 1 из 6').first().click();
  await page.keyboard.type(code);
}

/**
 * Seven digits of its own for each run: both projects, and a retry, register on the one server
 * they share, where a number or address taken by an earlier try would be refused.
 */
const fresh = () => String(randomInt(10_000_000)).padStart(7, '0');

/** Empties a field the way a guest does: all selected with the keyboard, then Backspace. */
async function clear(field: Locator) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await expect(field).toHaveValue('');
}

const CODE_PROMPT = 'Код подтверждения отправлен. Пожалуйста, введите его в течение 60 секунд.';

test('a phone typed with +7 registers the right number; 8… logs in; the account shows one form', {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(90_000);
  const digits = fresh();
  const login = `7914${digits}`;
  const shown = `+7 (914) ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;

  // Registration: '+7914…' typed key by key.
  let dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'РЕГИСТРАЦИЯ' }).click();
  const field = dialog.getByLabel('Телефон или e-mail');
  await field.pressSequentially(`+${login}`);
  await expect(field).toHaveValue(shown);
  await expect(field).toHaveAttribute('type', 'tel');
  await dialog.getByLabel('Пароль', { exact: true }).fill('secret1');
  await dialog.getByLabel('Повторите пароль').fill('secret1');
  const since = await lastOutboxId(request);
  await dialog.getByRole('button', { name: 'ЗАРЕГИСТРИРОВАТЬСЯ' }).click();
  await expect(dialog.getByText(CODE_PROMPT)).toBeVisible();
  // The code went by SMS to 7914…, not to 7791… — and it says the prompt's time.
  const code = await codeFor(request, login, since);
  const sms = (await outbox(request)).find((e) => e.to === login && e.id > since);
  expect(sms?.channel).toBe('sms');
  expect(sms?.text).toContain('в течение 60 секунд');
  await typeCode(page, code);
  await dialog.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }).click();
  await expect(page.getByText('Регистрация прошла успешно')).toBeVisible();

  // Out and back in with the number typed from 8.
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Выйти' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  dialog = await openLogin(page);
  await dialog.getByLabel('Телефон или e-mail').pressSequentially(`8${login.slice(1)}`);
  await expect(dialog.getByLabel('Телефон или e-mail')).toHaveValue(shown);
  await dialog.getByLabel('Пароль', { exact: true }).fill('secret1');
  await dialog.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }).click();
  await expect(page.getByText('Вы успешно авторизовались')).toBeVisible();

  // The account: the saved phone in the one form, statistics words that agree.
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'ЛИЧНЫЙ КАБИНЕТ' })).toBeVisible();
  await expect(page.getByText(shown)).toBeVisible();
  const stats = page.getByRole('region', { name: 'Статистика' });
  await expect(stats.getByRole('listitem').nth(1)).toHaveText('0 заказов оформлено');
  await expect(stats.getByRole('listitem').nth(2)).toHaveText('0 блюд заказано');

  await page.getByRole('button', { name: 'РЕДАКТИРОВАТЬ' }).click();
  const phone = page.getByLabel('Телефон', { exact: true });
  await expect(phone).toHaveValue(shown);
  await clear(phone);
  await phone.pressSequentially('89140000101');
  await expect(phone).toHaveValue('+7 (914) 00 00 101');
  await expect(page.getByRole('button', { name: 'ПОДТВЕРДИТЬ' })).toBeVisible();

  // Item 7: with no e-mail, emptying the phone says at once that one contact is needed.
  await phone.click();
  await phone.press('ControlOrMeta+a');
  await phone.press('Backspace');
  await expect(phone).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveText('Должны быть указаны телефон или почта');
  await expect(page.getByText('Некорректный телефон')).toHaveCount(0);
  await page.getByLabel('E-mail').fill('гость@пример.рф');
  await expect(page.getByText('Должны быть указаны телефон или почта')).toHaveCount(0);
  await expect(page.getByText('Некорректный email')).toHaveCount(0);
});

test('register with an e-mail on a Cyrillic domain', { tag: '@phone' }, async ({
  page,
  request,
}) => {
  const email = `гость${fresh()}@пример.рф`;
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'РЕГИСТРАЦИЯ' }).click();
  await dialog.getByLabel('Телефон или e-mail').pressSequentially(email);
  await expect(dialog.getByLabel('Телефон или e-mail')).toHaveValue(email);
  await dialog.getByLabel('Пароль', { exact: true }).fill('secret1');
  await dialog.getByLabel('Повторите пароль').fill('secret1');
  const since = await lastOutboxId(request);
  await dialog.getByRole('button', { name: 'ЗАРЕГИСТРИРОВАТЬСЯ' }).click();
  await expect(dialog.getByText(CODE_PROMPT)).toBeVisible();
  await typeCode(page, await codeFor(request, email, since));
  await dialog.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }).click();
  await expect(page.getByText('Регистрация прошла успешно')).toBeVisible();
  await page.goto('/my-account');
  await expect(page.getByText(email)).toBeVisible();
});

test('checkout: 89140000101 typed key by key shows +7 (914) 00 00 101; a .рф e-mail is fine', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/Sibumii');
  const { card, name } = await firstPlainDish(page);
  await card.getByRole('button', { name: `Добавить в корзину: ${name}` }).click();
  await page.goto('/basket');
  await page.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }).click();
  const phone = page.getByLabel('Номер телефона');
  await phone.pressSequentially('89140000101');
  await expect(phone).toHaveValue('+7 (914) 00 00 101');
  await clear(phone);
  await phone.pressSequentially('+79140000101');
  await expect(phone).toHaveValue('+7 (914) 00 00 101');
  const email = page.getByLabel('Ваша почта');
  await email.fill('info@ресторан.рф');
  await email.blur();
  await page.getByLabel('Ваше имя').fill('Иван');
  await expect(page.getByText('Некорректная почта!')).toHaveCount(0);
  await expect(page.getByText('Вы не ввели номер!')).toHaveCount(0);
});

test('booking: 89140000101 typed key by key shows +7 (914) 00 00 101; a .рф e-mail is fine', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/contacts');
  await page
    .getByRole('button', { name: /^ЗАБРОНИРОВАТЬ СТОЛИК/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Я ХОЧУ ЗАБРОНИРОВАТЬ СТОЛИК' });
  await expect(dialog).toBeVisible();
  const phone = dialog.getByLabel('Телефон');
  await expect(phone).toHaveAttribute('placeholder', '+7 (999) 99 99 999');
  await phone.pressSequentially('89140000101');
  await expect(phone).toHaveValue('+7 (914) 00 00 101');
  await dialog.getByLabel('Почта').fill('info@ресторан.рф');
  await dialog.getByLabel('Имя').fill('Иван');
  await expect(dialog.getByText('некорректная почта')).toHaveCount(0);
  await expect(dialog.getByText('некорректный номер телефона')).toHaveCount(0);
});
