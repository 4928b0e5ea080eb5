/**
 * Loyalty points in the browser (issue 32 item 2): a signed-in guest's pickup order, moved by the
 * venue from its letter's buttons to «Выдан гостю», earns 3 % of its dishes in points; the
 * account's «БАЛЛЫ» tab shows the balance, the tier and the history with the order; the guest
 * enters a birthday in «ЛИЧНЫЕ ДАННЫЕ», after which it is read-only (decision 085); axe clean, on
 * a desktop and a phone.
 */
import { addDish, pickLaterSlot, toForm } from './support/checkout';
import { registerGuest, SESSION_KEY } from './support/guest';
import { expect, seriousA11yViolations, test } from './support/test';
import { venueLinks, venuePresses } from './support/venue';

test('a done order earns points the account shows @phone', async ({ page, browser, request }) => {
  const { accessToken } = await registerGuest(request);
  await page.addInitScript(
    ([key, token]) => {
      localStorage.setItem(key, JSON.stringify({ accessToken: token }));
    },
    [SESSION_KEY, accessToken] as const,
  );
  await addDish(page, '/Gastropub');
  await page.goto('/basket');
  await toForm(page);
  await pickLaterSlot(page);
  await page.getByLabel('Ваше имя').fill('Ольга');
  await page.getByLabel('Номер телефона').pressSequentially('9141230099');
  await page.getByRole('checkbox', { name: 'Я согласен с политикой конфиденциальности' }).check();
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
  const orderId = Number(/\/order\/(\d+)/.exec(page.url())?.[1]);

  // What the dishes came to, as the account's history says.
  const history = (await (
    await request.get('/api/myAccount/getOrdersHistory', {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
  ).json()) as { info: { id: number; sum: number; deliveryFee: number }[] };
  const placed = history.info.find((order) => order.id === orderId);
  if (!placed) throw new Error('the order is not in the history');
  const earned = Math.floor((placed.sum - placed.deliveryFee) * 0.03);

  const links = await venueLinks(request, orderId);
  const venue = await browser.newPage();
  await venuePresses(venue, links['Принять'] ?? '', 'Принять');
  await venuePresses(venue, links['Готов / передан курьеру'] ?? '', 'Готов / передан курьеру');
  await venuePresses(venue, links['Выдан гостю'] ?? '', 'Выдан гостю');
  await venue.close();

  await page.goto('/my-account');
  await page.getByRole('tab', { name: 'БАЛЛЫ' }).click();
  const balance = page.getByRole('heading', { level: 2, name: /^У вас \d+ балл/ });
  // The outbox earns them within its poll: the tab is opened again until they are there.
  await expect
    .poll(
      async () => {
        await page.getByRole('tab', { name: 'ИСТОРИЯ ЗАКАЗОВ' }).click();
        await page.getByRole('tab', { name: 'БАЛЛЫ' }).click();
        return (await balance.textContent()) ?? '';
      },
      { timeout: 15_000 },
    )
    .toMatch(new RegExp(`^У вас ${earned} балл`));
  await expect(page.getByText(/Уровень «Гость»: 3 %/)).toBeVisible();
  const number = String(orderId).padStart(7, '0');
  await expect(page.getByRole('link', { name: `№ ${number}` })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The birthday, for the birthday bonus: a native date field, set once, read-only after.
  await page.getByRole('tab', { name: 'ЛИЧНЫЕ ДАННЫЕ' }).click();
  await page.getByRole('button', { name: 'РЕДАКТИРОВАТЬ' }).click();
  // Typed only in part (day and month), it is said in the page, not saved as none.
  await page.getByLabel('Дата рождения').click();
  await page.keyboard.type('0503');
  await page.getByRole('button', { name: 'СОХРАНИТЬ' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Укажите дату рождения полностью: день, месяц и год',
  );
  await page.getByLabel('Дата рождения').fill('1990-03-05');
  await page.getByRole('button', { name: 'СОХРАНИТЬ' }).click();
  await expect(page.getByText('Данные успешно сохранены')).toBeVisible();
  await expect(page.getByText('05.03.1990')).toBeVisible();
  await page.getByRole('button', { name: 'РЕДАКТИРОВАТЬ' }).click();
  const birthday = page.getByLabel('Дата рождения');
  await expect(birthday).toHaveValue('05.03.1990');
  await expect(birthday).toHaveAttribute('readonly', '');
  await expect(
    page.getByText('Дату рождения можно изменить только через службу поддержки'),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
