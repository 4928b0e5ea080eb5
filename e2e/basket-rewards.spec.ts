/**
 * The basket's promo code and points in the browser (issue 32 items 1–2): the gastropub's manager
 * makes a code for its dishes through the back office's API; a signed-in guest opens «Есть промокод или баллы?», is told
 * why a code that does not exist does not apply, applies the code, sees its discount and the new
 * total, and orders from the gastropub at that total; the venue hands the order over and the
 * guest earns 3 % of what was paid; the next order, a Sibumi dish, is paid partly with those
 * points and its total says so; cancelled by the venue, its points come back. Labelled and axe
 * clean, on a desktop and a phone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { newOfferDefaults } from '@storefront/contract/staff-offers';
import { addDish, firstPlainDish, pickLaterSlot, toForm } from './support/checkout';
import { registerGuest, SESSION_KEY } from './support/guest';
import { asStaff, staffToken } from './support/staff';
import { expect, seriousA11yViolations, test } from './support/test';
import { venueLinks, venuePresses } from './support/venue';

/** '1 467,5 Р' (or '-163 Р') as a number of roubles. */
const roublesOf = (text: string | null) =>
  Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

const summary = (page: Page) => page.getByRole('complementary', { name: 'ВАШ ЗАКАЗ' });
const totalOf = async (page: Page) =>
  roublesOf(
    await summary(page)
      .getByText(/^Итого:/)
      .textContent(),
  );

/** What the summary takes off on the line named `label` (its amount is beside it). */
async function minusOf(page: Page, label: string) {
  const amount = summary(page).locator('div', { has: page.getByText(label, { exact: true }) });
  const text = (await amount.locator('dd').textContent()) ?? '';
  expect(text).toMatch(/^-\d/);
  return roublesOf(text);
}

async function fillContacts(page: Page) {
  await pickLaterSlot(page);
  await page.getByLabel('Ваше имя').fill('Ольга');
  const phone = page.getByLabel('Номер телефона');
  await phone.clear();
  await phone.pressSequentially('9141230098');
  await page.getByRole('checkbox', { name: 'Я согласен с политикой конфиденциальности' }).check();
}

async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
  return Number(/\/order\/(\d+)/.exec(page.url())?.[1]);
}

/** The order's total and fee as the account's history has them (roubles). */
async function orderOfHistory(request: APIRequestContext, accessToken: string, orderId: number) {
  const history = (await (
    await request.get('/api/myAccount/getOrdersHistory', {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
  ).json()) as { info: { id: number; sum: number; deliveryFee: number }[] };
  const placed = history.info.find((order) => order.id === orderId);
  if (!placed) throw new Error(`order ${orderId} is not in the history`);
  return placed;
}

/** A manager of the gastropub made by the admin for this run (the demo has none); their token. */
async function gastropubManager(request: APIRequestContext, suffix: string) {
  const reauth = await request.post('/api/staff/reauth', {
    headers: { Authorization: `Bearer ${staffToken('admin')}` },
    data: { password: 'demo-admin-2026' },
  });
  expect(reauth.status(), await reauth.text()).toBe(204);
  const login = `mgr-${suffix}`;
  const password = 'manager-pass-2026';
  await asStaff(request, 'admin', 'POST', '/members', {
    login,
    name: 'Управляющий гастропаба',
    role: 'manager',
    venues: [1],
    password,
  });
  const signedIn = await request.post('/api/staff/login', { data: { login, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return ((await signedIn.json()) as { token: string }).token;
}

/** An offer as the back office sends it: 10 % off, no code, the group's, with `overrides`. */
const offerBody = (overrides: object) => ({
  ...newOfferDefaults,
  title: 'Минус 10 %',
  ...overrides,
});

async function balanceOf(request: APIRequestContext, accessToken: string) {
  const answer = await request.get('/api/account/points', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return ((await answer.json()) as { balance: number }).balance;
}

test('a guest applies a code, orders, earns points and spends them at another venue @phone', async ({
  page,
  browser,
  request,
  allowErrors,
}, testInfo) => {
  test.setTimeout(90_000);
  // The refused code is the server's 422, which the browser logs.
  allowErrors.push(/status of 422 .*\/api\/basket\/price/);
  // One per run and project (desktop and phone run at once), upper case as the server keeps it.
  const code = `BR${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`.toUpperCase();
  // The gastropub's manager makes it, for the gastropub's dishes.
  const manager = await gastropubManager(request, code.toLowerCase());
  const made = await request.post('/api/staff/offers', {
    headers: { Authorization: `Bearer ${manager}` },
    data: offerBody({
      code,
      title: 'Минус 10 % в гастропабе',
      scope: { kind: 'venues', venueIds: [1] },
      perGuestLimit: 1,
      venueId: 1,
    }),
  });
  expect(made.status(), await made.text()).toBe(201);

  const { accessToken } = await registerGuest(request);
  await page.addInitScript(
    ([key, token]) => {
      localStorage.setItem(key, JSON.stringify({ accessToken: token }));
    },
    [SESSION_KEY, accessToken] as const,
  );

  // The first order: a gastropub dish, with the code.
  await addDish(page, '/Gastropub');
  await page.goto('/basket');
  await toForm(page);
  const before = await totalOf(page);
  await summary(page).getByRole('button', { name: 'Есть промокод или баллы?' }).click();
  const field = summary(page).getByLabel('Промокод');
  await expect(field).toBeFocused();

  await field.fill(`${code}X`);
  await field.press('Enter');
  await expect(summary(page).getByRole('alert')).toHaveText('Такого промокода нет');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await totalOf(page)).toBe(before);

  await field.fill(code.toLowerCase());
  await summary(page).getByRole('button', { name: 'Применить' }).click();
  await expect(summary(page).getByRole('status').filter({ hasText: code })).toHaveText(
    `Промокод ${code} применён: Минус 10 % в гастропабе`,
  );
  const discount = await minusOf(page, `Скидка по промокоду ${code}`);
  expect(discount).toBe(Math.floor(before * 10) / 100);
  const withCode = Math.round((before - discount) * 100) / 100;
  await expect.poll(() => totalOf(page)).toBe(withCode);
  // A new guest: what the order earns, and no points to pay with yet.
  await expect(summary(page).getByText(/^За заказ начислим \d+ балл/)).toBeVisible();
  await expect(summary(page).getByLabel('Оплатить баллами')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await fillContacts(page);
  const firstId = await placeOrder(page);
  const first = await orderOfHistory(request, accessToken, firstId);
  expect(first.sum).toBe(withCode);

  // The venue hands it over: 3 % of what was paid for the dishes comes as points.
  const earned = Math.floor((first.sum - first.deliveryFee) * 0.03);
  expect(earned).toBeGreaterThan(0);
  const links = await venueLinks(request, firstId);
  const venue = await browser.newPage();
  await venuePresses(venue, links['Принять'] ?? '', 'Принять');
  await venuePresses(venue, links['Готов / передан курьеру'] ?? '', 'Готов / передан курьеру');
  await venuePresses(venue, links['Выдан гостю'] ?? '', 'Выдан гостю');
  await venue.close();
  await expect.poll(() => balanceOf(request, accessToken), { timeout: 15_000 }).toBe(earned);

  // The next order, at Sibumi: paid partly with the points.
  await addDish(page, '/Sibumii');
  await page.goto('/basket');
  await toForm(page);
  const dishes = await totalOf(page);
  await summary(page).getByRole('button', { name: 'Есть промокод или баллы?' }).click();
  const points = summary(page).getByLabel('Оплатить баллами');
  const most = Math.min(earned, Math.floor(dishes * 0.3));
  await expect(summary(page).getByText(`к этому заказу — до ${most}`)).toBeVisible();
  await points.fill(String(most));
  expect(await minusOf(page, 'Оплачено баллами')).toBe(most);
  const withPoints = Math.round((dishes - most) * 100) / 100;
  await expect.poll(() => totalOf(page)).toBe(withPoints);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBe(page.viewportSize()?.width);

  await fillContacts(page);
  const secondId = await placeOrder(page);
  const second = await orderOfHistory(request, accessToken, secondId);
  expect(second.sum).toBe(withPoints);
  await expect.poll(() => balanceOf(request, accessToken)).toBe(earned - most);

  // Sibumi cannot cook it after all: the order is cancelled from its card (once the ticket is
  // there: the outbox makes it) and the points it paid come back.
  await expect
    .poll(async () => {
      const cards = (await (
        await asStaff(request, 'admin', 'GET', '/orders?venueId=2')
      ).json()) as { orders: { orderId: number }[] };
      return cards.orders.some((card) => card.orderId === secondId);
    })
    .toBe(true);
  await asStaff(request, 'admin', 'POST', `/orders/${secondId}/venues/2/cancel`, {
    reason: 'Закончилась рыба',
  });
  await expect.poll(() => balanceOf(request, accessToken), { timeout: 15_000 }).toBe(earned);
});

test('an offer without a code shows in the summary before anything is opened, and the order keeps it @phone', async ({
  page,
  request,
}, testInfo) => {
  // A dish of the pastry shop's last tab, which no other journey orders (they take the first
  // tab's): the offer, live for every guest while this runs, touches no other order.
  await page.goto('/Bistro');
  const tabs = page.getByRole('tab');
  await tabs.last().click();
  const { card, name } = await firstPlainDish(page);
  const menu = (await (await request.get('/api/test/3')).json()) as {
    products: { id: number; name: string; prise: number }[];
  }[];
  const dish = menu.flatMap((category) => category.products).find((one) => one.name === name);
  if (!dish) throw new Error(`${name} is not on the pastry shop's menu`);
  const title = `Десерт дня ${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`;
  const made = (await (
    await asStaff(
      request,
      'admin',
      'POST',
      '/offers',
      offerBody({
        title,
        benefit: { kind: 'percent', percent: 20, capKopecks: null },
        scope: { kind: 'dishes', dishKeys: [`product:${dish.id}`] },
      }),
    )
  ).json()) as { id: number; version: number };
  try {
    await card.getByRole('button', { name: `Добавить в корзину: ${name}` }).click();
    await page.goto('/basket');
    await toForm(page);
    const line = summary(page).locator('div', { has: page.getByText(title, { exact: true }) });
    const discount = roublesOf(await line.locator('dd').textContent());
    // 20 % of the dish, in whole kopecks
    expect(discount).toBe(Math.floor(dish.prise * 20) / 100);
    // No press: the fields stay closed behind their button.
    await expect(summary(page).getByLabel('Промокод')).toHaveCount(0);
    const total = await totalOf(page);
    expect(total).toBe(Math.round((dish.prise - discount) * 100) / 100);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await fillContacts(page);
    await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
    // The order's page names it as the letters do, with the basket's figures.
    const row = (label: string) =>
      page
        .locator('p', { has: page.getByText(label, { exact: true }) })
        .locator('span')
        .last();
    expect(roublesOf(await row('Скидка по акции').textContent())).toBe(discount);
    expect(roublesOf(await row('Итого').textContent())).toBe(total);
  } finally {
    await asStaff(request, 'admin', 'PUT', `/offers/${made.id}`, {
      ...offerBody({ title, scope: { kind: 'dishes', dishKeys: [`product:${dish.id}`] } }),
      benefit: { kind: 'percent', percent: 20, capKopecks: null },
      active: false,
      version: made.version,
    });
  }
});
