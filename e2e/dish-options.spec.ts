/**
 * Sizes and modifiers (issue 15 item 4), on a desktop and on a phone: a roll chosen in the menu's
 * sheet and again, otherwise, on its dish page, the price following each choice; the basket keeps
 * the two as two lines, and the confirmation and the venue's ticket name each choice.
 */
import type { APIRequestContext } from '@playwright/test';
import { pickLaterSlot, toForm } from './support/checkout';
import { expect, seriousA11yViolations, test } from './support/test';

const ROLL = 'Филадельфия';
const SMALL = '4 шт · Соевый соус ×2';
const LARGE = '8 шт · Соевый соус · Васаби';

/** The venue's ticket letter for the order, from the dev mailbox. */
async function ticketText(request: APIRequestContext, orderId: number) {
  const number = String(orderId).padStart(7, '0');
  let text = '';
  await expect
    .poll(async () => {
      const entries = (await (await request.get('/dev/outbox.json')).json()) as {
        to: string;
        subject?: string;
        text: string;
      }[];
      text =
        entries.find((entry) => entry.subject?.includes(number) && entry.to.startsWith('sibumi'))
          ?.text ?? '';
      return text;
    })
    .toContain(ROLL);
  return text;
}

test('a roll chosen two ways is two lines, ordered with its choices', {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/Sibumii');
  const card = page.getByRole('tabpanel').getByRole('article').filter({ hasText: ROLL });

  // From the menu: the card's basket button opens the choice instead of adding the roll.
  await card.getByRole('button', { name: `Выбрать и добавить в корзину: ${ROLL}` }).click();
  const sheet = page.getByRole('dialog', { name: ROLL });
  const price = (scope = sheet) => scope.getByRole('status').filter({ hasText: 'Цена' });
  // Eight pieces with one soy sauce, which is free.
  await expect(price()).toHaveText('Цена: 690\u00a0Р');
  await sheet.getByRole('radio', { name: /^4 шт/ }).check();
  await expect(price()).toContainText('380');
  await sheet
    .getByRole('group', { name: 'Количество: Соевый соус' })
    .getByRole('button', { name: /^Увеличить/ })
    .click();
  // The second soy sauce is paid for.
  await expect(price()).toContainText('410');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await sheet.getByRole('button', { name: 'В корзину' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('basket-counter').first()).toHaveText('1');

  // On the dish page, loaded as a page (the server renders the choice, the browser hydrates it
  // when its code comes): the default size with wasabi, another line.
  await page.goto((await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROLL.toUpperCase());
  await expect(price(page.locator('main'))).toContainText('690');
  await page
    .getByRole('group', { name: 'Количество: Васаби' })
    .getByRole('button', { name: /^Увеличить/ })
    .click();
  await expect(price(page.locator('main'))).toContainText('720');
  await page.getByRole('button', { name: 'В корзину' }).click();
  await expect(page.getByRole('group', { name: `Количество: ${ROLL} (${LARGE})` })).toBeVisible();
  await expect(page.getByTestId('basket-counter').first()).toHaveText('2');

  await page.goto('/basket');
  const lines = page.getByRole('listitem').filter({ hasText: ROLL });
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: SMALL })).toContainText('410');
  await expect(lines.filter({ hasText: LARGE })).toContainText('720');

  await toForm(page);
  await pickLaterSlot(page);
  await page.getByLabel('Ваше имя').fill('Иван');
  await page.getByLabel('Номер телефона').pressSequentially('9141234567');
  await page.getByRole('checkbox', { name: 'Я согласен с политикой конфиденциальности' }).check();
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
  await expect(page.getByText(SMALL)).toBeVisible();
  await expect(page.getByText(LARGE)).toBeVisible();

  const orderId = Number(/\/order\/(\d+)/.exec(page.url())?.[1]);
  const ticket = await ticketText(request, orderId);
  expect(ticket).toContain(`${ROLL} (${SMALL}) × 1`);
  expect(ticket).toContain(`${ROLL} (${LARGE}) × 1`);
});
