/**
 * Load path and live path (issue 28 item 6): every screen that follows changes live — the staff's
 * orders board, the guest's order page, the staff's stop list and bookings — shows after a fresh
 * load exactly what the live updates showed. A screen is read as a person reads it (the text of
 * its cards, rows and switches), a change is driven from elsewhere so that it arrives live, and
 * the page is reloaded and read again. The staff are signed in with the run's shared sessions
 * (support/staff.ts).
 */
import type { Page } from '@playwright/test';
import { firstPlainDish, pickLaterSlot, toForm } from './support/checkout';
import { asStaff, withStaffSession } from './support/staff';
import { expect, test } from './support/test';
import { venueDay } from './support/venue-days';

interface Placed {
  id: number;
  /** as the board and the guest read it: seven digits */
  number: string;
  dish: string;
}

/** A pickup order, paid in cash, of one gastropub dish: the open tab's `dishIndex`-th plain one. */
async function placeGastropubOrder(page: Page, dishIndex: number): Promise<Placed> {
  await page.goto('/Gastropub');
  const { card, name } = await firstPlainDish(page, dishIndex);
  await card.getByRole('button', { name: `Добавить в корзину: ${name}` }).click();
  await page.goto('/basket');
  await toForm(page);
  await pickLaterSlot(page);
  await page.getByLabel('Ваше имя').fill('Иван');
  await page.getByLabel('Номер телефона').pressSequentially('9141234567');
  await page.getByRole('checkbox', { name: 'Я согласен с политикой конфиденциальности' }).check();
  await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
  const id = Number(/\/order\/(\d+)/.exec(page.url())?.[1]);
  return { id, number: String(id).padStart(7, '0'), dish: name };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const BOARD_COLUMNS = ['Новые', 'Приняты'] as const;

/**
 * One column of the board: a region of its own on a wide screen, a tab on a phone (opened here).
 * Its name carries its count: 'Новые 3', 'Новые (3)'.
 */
async function boardColumn(staff: Page, name: (typeof BOARD_COLUMNS)[number]) {
  if ((staff.viewportSize()?.width ?? 1440) < 600) {
    await staff.getByRole('tab', { name: new RegExp(`^${name} \\(`) }).click();
    return staff.getByRole('tabpanel');
  }
  return staff.getByRole('region', { name: new RegExp(`^${name} \\d`) });
}

/** What the board shows of these orders: each card's column and its whole text. */
async function boardReads(staff: Page, orders: readonly Placed[]): Promise<string[]> {
  const read: string[] = [];
  for (const name of BOARD_COLUMNS) {
    const column = await boardColumn(staff, name);
    for (const order of orders) {
      const card = column.getByRole('article', { name: `Заказ №${order.number}` });
      if ((await card.count()) > 0) read.push(`${name} · ${await card.innerText()}`);
    }
  }
  return read.sort();
}

/** The card's dishes: its own order's, nothing of another's (issue 28 defect 1). */
async function expectOwnDishes(staff: Page, column: (typeof BOARD_COLUMNS)[number], order: Placed) {
  const card = (await boardColumn(staff, column)).getByRole('article', {
    name: `Заказ №${order.number}`,
  });
  // 'Гренки × 1 · 200 г': the dish, its count and its weight.
  await expect(card.getByRole('listitem')).toHaveText([
    new RegExp(`^${escapeRegExp(order.dish)} × 1( · .+)?$`),
  ]);
}

test('the board: two open orders of a venue, each card its own dishes, live and after a reload', {
  tag: '@phone',
}, async ({ page, browser }) => {
  // Two orders through the checkout and the board on a busy 2-core machine.
  test.setTimeout(90_000);
  // The kitchen's tablet (the project's screen: 1440×900, or a phone's 390×844).
  const kitchen = await browser.newContext();
  const staff = await kitchen.newPage();
  await withStaffSession(staff, 'gastropub');
  await staff.goto('/staff/orders');
  await expect(staff.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
  await expect(await boardColumn(staff, 'Новые')).toBeVisible();

  const first = await placeGastropubOrder(page, 0);
  const second = await placeGastropubOrder(page, 1);
  expect(second.dish).not.toBe(first.dish);

  // Live: both arrive over the stream, each with its own dish.
  await expectOwnDishes(staff, 'Новые', first);
  await expectOwnDishes(staff, 'Новые', second);
  // The kitchen takes the first: it moves to the next column.
  await (await boardColumn(staff, 'Новые'))
    .getByRole('article', { name: `Заказ №${first.number}` })
    .getByRole('button', { name: 'Принять' })
    .click();
  const dialog = staff.getByRole('dialog', { name: `Принять заказ №${first.number}` });
  await dialog.getByLabel('Через сколько минут будет готов').fill('25');
  await dialog.getByRole('button', { name: 'Принять' }).click();
  await expectOwnDishes(staff, 'Приняты', first);
  await expectOwnDishes(staff, 'Новые', second);
  const live = await boardReads(staff, [first, second]);
  expect(live).toHaveLength(2);

  // A fresh load (the tablet reloaded) reads the same, card for card.
  await staff.reload();
  await expect(staff.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
  await expectOwnDishes(staff, 'Приняты', first);
  await expectOwnDishes(staff, 'Новые', second);
  expect(await boardReads(staff, [first, second])).toEqual(live);
  await kitchen.close();
});

test('the guest’s order page: statuses that arrived live read the same after a reload', async ({
  page,
  request,
}) => {
  const order = await placeGastropubOrder(page, 0);
  const main = page.getByRole('main');
  const status = page.getByRole('region', { name: 'Статус заказа' });
  await expect(status.locator('[aria-current="step"]')).toContainText('Оформлен');

  // The kitchen moves its ticket from the board (another device), once the ticket has reached it:
  // the page follows by itself.
  await expect
    .poll(async () => {
      const board = await asStaff(request, 'gastropub', 'GET', '/orders?venueId=1');
      const { orders } = (await board.json()) as { orders: { orderId: number }[] };
      return orders.some((card) => card.orderId === order.id);
    })
    .toBe(true);
  const ticket = `/orders/${order.id}/venues/1`;
  await asStaff(request, 'gastropub', 'POST', `${ticket}/accept`, { minutes: 25 });
  await expect(status.locator('[aria-current="step"]')).toContainText('Принят');
  await asStaff(request, 'gastropub', 'POST', `${ticket}/cooking`, {});
  await expect(status.locator('[aria-current="step"]')).toContainText('Готовится');
  await expect(page.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
  const live = await main.innerText();
  expect(live).toContain(order.dish);

  await page.reload();
  await expect(status.locator('[aria-current="step"]')).toContainText('Готовится');
  expect(await main.innerText()).toBe(live);
});

test('the stop list: dishes stopped here and on another device read the same after a reload', async ({
  page,
  request,
}) => {
  // The pastry shop's last two dishes on sale, each named once: no other journey adds or stops
  // them (staff-sections.spec.ts stops the first category's last one).
  const { dishes } = (await (
    await asStaff(request, 'admin', 'GET', '/stop-list?venueId=3')
  ).json()) as { dishes: { kind: string; id: number; name: string; available: boolean }[] };
  const once = dishes.filter(
    (dish) =>
      dish.kind === 'product' &&
      dish.available &&
      dishes.filter((other) => other.name === dish.name).length === 1,
  );
  const [here, elsewhere] = once.slice(-2);
  if (!here || !elsewhere) throw new Error('the pastry shop has fewer than two dishes on sale');
  const switchOf = (name: string) => page.getByRole('switch', { name, exact: true });
  const openList = async () => {
    await page.goto('/staff/stop-list');
    await page.getByLabel('Заведение').selectOption({ label: 'Кондитерская' });
  };
  try {
    await withStaffSession(page, 'admin');
    await openList();
    await expect(switchOf(elsewhere.name)).toHaveAttribute('aria-checked', 'true');

    // Another tablet stops one: the open list follows by itself.
    await asStaff(request, 'admin', 'POST', `/stop-list/product/${elsewhere.id}`, {
      available: false,
    });
    await expect(switchOf(elsewhere.name)).toHaveAttribute('aria-checked', 'false');
    // This one stops the other with a tap.
    await switchOf(here.name).click();
    await expect(switchOf(here.name)).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('status')).toHaveText(`«${here.name}»: Стоп`);
    const categories = page.getByRole('main').getByRole('region');
    const live = await categories.allInnerTexts();

    await page.reload();
    await page.getByLabel('Заведение').selectOption({ label: 'Кондитерская' });
    await expect(switchOf(here.name)).toHaveAttribute('aria-checked', 'false');
    await expect(switchOf(elsewhere.name)).toHaveAttribute('aria-checked', 'false');
    expect(await categories.allInnerTexts()).toEqual(live);
  } finally {
    for (const dish of [here, elsewhere]) {
      await asStaff(request, 'admin', 'POST', `/stop-list/product/${dish.id}`, {
        available: true,
      });
    }
  }
});

test('the bookings list: a new booking and the answers to it read the same after a reload', async ({
  page,
  request,
}, testInfo) => {
  // Sibumi (place 1) on a day no other journey books; a retry takes the next.
  const day = venueDay(17 + testInfo.retry);
  const guest = (name: string, surname: string, time: string) =>
    request.post('/api/booking', {
      data: {
        dataToSend: {
          name,
          surname,
          email: 'guest@example.ru',
          time: `${day.booking} В ${time}`,
          place: 1,
          guests: 2,
        },
      },
    });
  await withStaffSession(page, 'sibumi');
  const openDay = async () => {
    await page.goto('/staff/bookings');
    await page.getByLabel('Дата').fill(day.field);
  };
  await openDay();
  const sibumi = page.getByRole('region', { name: 'Sibumi' });
  await expect(sibumi).toHaveAttribute('aria-busy', 'false');

  // Guests book from the site: the open list shows each as it comes.
  const first = await guest('Ирина', 'Соколова', '18.30');
  expect(first.status()).toBe(201);
  const firstRow = sibumi.getByRole('row').filter({ hasText: 'Ирина Соколова' });
  await expect(firstRow).toContainText('Новая');
  expect((await guest('Павел', 'Орлов', '19.00')).status()).toBe(201);
  const secondRow = sibumi.getByRole('row').filter({ hasText: 'Павел Орлов' });
  await expect(secondRow).toContainText('Новая');
  // Another tablet confirms the first; this one confirms the second.
  const { id } = (await first.json()) as { id: number };
  await asStaff(request, 'sibumi', 'POST', `/bookings/${id}/confirm`, {});
  await expect(firstRow).toContainText('Подтверждена');
  await page.getByRole('button', { name: 'Подтвердить: 19:00, Павел Орлов' }).click();
  await expect(secondRow).toContainText('Подтверждена');
  const live = await sibumi.getByRole('row').allInnerTexts();

  await page.reload();
  await page.getByLabel('Дата').fill(day.field);
  await expect(secondRow).toContainText('Подтверждена');
  await expect(sibumi).toHaveAttribute('aria-busy', 'false');
  expect(await sibumi.getByRole('row').allInnerTexts()).toEqual(live);
});
