/**
 * The orders board in the browser (issue 14 item 2), two contexts side by side: a guest orders
 * from the gastropub, the gastropub's operator sees it arrive on the open board without a reload,
 * accepts it with the kitchen's minutes and moves it on; the guest's open order page follows.
 */
import { placeSlotOrder } from './support/checkout';
import { asStaff, withStaffSession } from './support/staff';
import { expect, seriousA11yViolations, test } from './support/test';
import { venueDay } from './support/venue-days';

test('a guest orders; the operator’s board shows it live and moves it; the guest’s page follows', async ({
  page,
  browser,
}) => {
  const office = await browser.newContext();
  const staff = await office.newPage();
  await staff.goto('/staff');
  await staff.getByLabel('Логин').fill('gastropub');
  await staff.getByLabel('Пароль').fill('demo-gastropub');
  await staff.getByRole('button', { name: 'Войти' }).click();
  await staff
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: 'Заказы' })
    .click();
  const fresh = staff.getByRole('region', { name: 'Новые' });
  await expect(fresh).toBeVisible();

  const number = await placeSlotOrder(page, ['/Gastropub'], '9141234567');

  // No reload: the board hears of it.
  const card = staff.getByRole('article', { name: `Заказ №${number}` });
  await expect(fresh.getByRole('article', { name: `Заказ №${number}` })).toBeVisible();
  await expect(staff).toHaveTitle(/^\(\d+\) /);
  expect(await seriousA11yViolations(staff)).toEqual([]);

  await card.getByRole('button', { name: 'Принять' }).click();
  const dialog = staff.getByRole('dialog', { name: `Принять заказ №${number}` });
  await dialog.getByLabel('Через сколько минут будет готов').fill('25');
  await dialog.getByRole('button', { name: 'Принять' }).click();
  await expect(
    staff
      .getByRole('region', { name: 'Приняты' })
      .getByRole('article', { name: `Заказ №${number}` }),
  ).toBeVisible();
  const status = page.getByRole('region', { name: 'Статус заказа' });
  await expect(status.locator('[aria-current="step"]')).toContainText('Принят');

  await card.getByRole('button', { name: 'Готовится' }).click();
  await expect(status.locator('[aria-current="step"]')).toContainText('Готовится');
  await card.getByRole('button', { name: 'Готов / передан курьеру' }).click();
  await expect(status.locator('[aria-current="step"]')).toContainText(/Готов/);
  await office.close();
});

test('a combined order: the operator declines their part; the whole order is theirs to cancel only once it is theirs alone', async ({
  page,
  browser,
  request,
}) => {
  const office = await browser.newContext();
  const staff = await office.newPage();
  await withStaffSession(staff, 'gastropub');
  await staff.goto('/staff/orders');
  await expect(staff.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();

  const number = await placeSlotOrder(page, ['/Gastropub', '/Sibumii'], '9141234568');

  // Sibumi makes a part of it: the gastropub's operator may decline their own, not cancel it all.
  const card = staff.getByRole('article', { name: `Заказ №${number}` });
  await expect(card.getByRole('button', { name: 'Отклонить' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);

  // Sibumi declines its part on another device: the order is the gastropub's alone, live and
  // after a reload alike.
  await asStaff(request, 'sibumi', 'POST', `/orders/${Number(number)}/venues/2/decline`, {});
  await expect(card.getByRole('button', { name: 'Отменить заказ' })).toBeVisible();
  await staff.reload();
  await expect(card.getByRole('button', { name: 'Отменить заказ' })).toBeVisible();
  await office.close();
});

test('a pre-order for the day after tomorrow waits on the board under «Предзаказы», not as a new ticket', async ({
  browser,
  request,
}) => {
  const office = await browser.newContext();
  const staff = await office.newPage();
  await withStaffSession(staff, 'gastropub');
  await staff.goto('/staff/orders');
  await expect(staff.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();

  // A pickup at 12:00 the day after tomorrow, of the first gastropub dish ordered as it is.
  const day = venueDay(2).field;
  const menu = (await (await request.get('/api/test/1')).json()) as {
    products: { id: number; available: boolean; cost_per_gram?: boolean }[];
  }[];
  let orderId = 0;
  for (const dish of menu.flatMap((category) => category.products)) {
    if (!dish.available || dish.cost_per_gram) continue;
    const placed = await request.post('/api/delivery', {
      data: {
        emailSubscription: false,
        data: [{ id: dish.id, special: false, count: 1 }],
        metadata: {
          orderServiceType: 'DeliveryByClient',
          payment: 'CASH',
          phone: '+79141234569',
          customer: { name: 'Ольга' },
          completeBefore: `${day} 12:00:00.000`,
          deliveryPoint: null,
        },
      },
    });
    if (placed.status() === 201) {
      orderId = (await placed.json()).id;
      break;
    }
  }
  expect(orderId).toBeGreaterThan(0);
  const number = String(orderId).padStart(7, '0');

  // No reload: the board hears of it, apart from the live tickets.
  const preorders = staff.getByRole('region', { name: /^Предзаказы/ });
  const card = preorders.getByRole('article', { name: `Заказ №${number}` });
  await expect(card).toBeVisible();
  const [, month, date] = day.split('-');
  await expect(card.getByText(`к ${date}.${month}, 12:00`)).toBeVisible();
  await expect(
    card.getByText(new RegExp(`^начать в ${date}\\.${month}, \\d\\d:\\d\\d$`)),
  ).toBeVisible();
  await expect(
    staff.getByRole('region', { name: 'Новые' }).getByRole('article', { name: `Заказ №${number}` }),
  ).toHaveCount(0);
  // and after a reload alike
  await staff.reload();
  await expect(card).toBeVisible();
  await office.close();
});
