/**
 * Issue 9, items 4, 6, 8, 12 and 18 (a–c): unknown specials, the special card's way back, wheel
 * scrolling on the wide home page, history totals with the delivery fee, and small things.
 */
import type { Page } from '@playwright/test';
import { firstPlainDish, pickLaterSlot } from './support/checkout';
import { logInNewGuest } from './support/guest';
import { navigateInApp } from './support/navigate';
import { expect, seriousA11yViolations, test } from './support/test';

const notFoundHeading = 'Извините, мы не нашли такой страницы :(';

test.describe('unknown addresses', () => {
  test('an unknown special, dish or special dish shows the not-found page', {
    tag: '@phone',
  }, async ({ page, allowErrors }) => {
    // The browser itself reports the catalogue lookups that answer 404.
    allowErrors.push(/status of 404/);
    for (const path of ['/specials/nope', '/menu/999999', '/specials/card/999999', '/menu/abc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: notFoundHeading })).toBeVisible();
      await expect(page.getByText(/Не удалось загрузить/)).toHaveCount(0);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a menu that cannot be loaded still says to check the connection', async ({
    page,
    allowErrors,
  }) => {
    allowErrors.push(/ERR_INTERNET_DISCONNECTED/);
    // A page the server renders comes with its menu: the failure is the browser's, on the way.
    await page.goto('/contacts');
    await page.route('**/api/test/special/**', (route) => route.abort('internetdisconnected'));
    await navigateInApp(page, '/specials/new-year');
    await expect(
      page.getByText('Не удалось загрузить меню. Проверьте соединение и обновите страницу.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: notFoundHeading })).toHaveCount(0);
  });
});

test.describe('a special dish', () => {
  test('its card leads back to its special menu, on its venue', async ({ page }) => {
    await page.goto('/specials/smelt-season');
    const switcher = page.getByRole('group', { name: 'Выберите ресторан' });
    const venues = switcher.getByRole('button');
    await expect(venues.first()).toBeVisible();
    // The last venue of the special, to see that the way back returns to it.
    const venue = venues.last();
    const venueName = ((await venue.textContent()) ?? '').trim();
    await venue.click();
    await expect(venue).toHaveAttribute('aria-pressed', 'true');
    const venueParam = new URL(page.url()).searchParams.get('venue');
    const { card, name: dish } = await firstPlainDish(page);
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/specials\/card\/\d+$/);
    const cardUrl = page.url();

    await page.getByRole('link', { name: '← Вернуться в меню' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/specials/smelt-season${venueParam ? `\\?venue=${venueParam}` : ''}`),
    );
    await expect(switcher.getByRole('button', { name: venueName })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('tabpanel').getByRole('link', { name: dish })).toBeVisible();

    // Opened directly (a shared link, a reload): the card still knows its special.
    await page.goto(cardUrl);
    await page.getByRole('link', { name: '← Вернуться в меню' }).click();
    await expect(page).toHaveURL(/\/specials\/smelt-season(\?venue=\d)?$/);
    await expect(page.getByRole('tabpanel').getByRole('link', { name: dish })).toBeVisible();
  });
});

/** The section whose top sits right under the sticky header, once scrolling has settled. */
async function restingSection(page: Page): Promise<number | 'between'> {
  return page.evaluate(async () => {
    // Settled: the same position for ten frames in a row and at least 400 ms, so a running
    // 700 ms transition (which moves the page every frame) is never taken for a rest.
    const started = performance.now();
    let last = Number.NaN;
    for (let still = 0; still < 10 || performance.now() - started < 400; ) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const sections = Array.from(document.querySelectorAll('[data-home-section]'));
    const index = sections.findIndex(
      (section) => Math.abs(section.getBoundingClientRect().top - header) < 1,
    );
    return index === -1 ? 'between' : index;
  });
}

test.describe('home page, wide: the wheel', () => {
  test('small and large wheel moves rest on a section top, one section a gesture', async ({
    page,
  }) => {
    // Each rest is waited for (a 700 ms move, then a still page): slow on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(720, 500);
    expect(await restingSection(page)).toBe(0);

    // A small nudge moves a whole section…
    await page.mouse.wheel(0, 60);
    expect(await restingSection(page)).toBe(1);
    // …and a large one only one section too.
    await page.mouse.wheel(0, 2500);
    expect(await restingSection(page)).toBe(2);
    await page.mouse.wheel(0, -60);
    expect(await restingSection(page)).toBe(1);
    await page.mouse.wheel(0, -2500);
    expect(await restingSection(page)).toBe(0);

    // A fast spin of a mouse wheel, then a trackpad flick with its inertial tail (a second of
    // tiny events): one section each. Sent as the browser's own input events stamped at a
    // device's pace, 16 ms apart: a busy machine may deliver them late, as it would a device's,
    // but their times stay the device's. Then the test waits out the gesture's real length.
    const input = await page.context().newCDPSession(page);
    const gesture = async (deltas: number[]) => {
      const start = Date.now();
      for (const [index, deltaY] of deltas.entries()) {
        await input.send('Input.dispatchMouseEvent', {
          type: 'mouseWheel',
          x: 720,
          y: 500,
          deltaX: 0,
          deltaY,
          timestamp: (start + index * 16) / 1000,
        });
      }
      await page.waitForTimeout(Math.max(0, start + deltas.length * 16 - Date.now()));
    };
    await gesture(Array.from({ length: 8 }, () => 100));
    expect(await restingSection(page)).toBe(1);
    await gesture([
      4,
      12,
      30,
      60,
      80,
      70,
      55,
      40,
      30,
      22,
      15,
      10,
      7,
      5,
      3,
      2,
      ...Array.from({ length: 60 }, () => 1),
    ]);
    expect(await restingSection(page)).toBe(2);

    // Down to the last screen (the addresses with the footer) and no further.
    await page.mouse.wheel(0, 200);
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    // The eased scroll may still be moving when the footer shows: wait until it rests.
    expect(await restingSection(page)).toBe(3);
    const end = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(end);
    await page.mouse.wheel(0, -200);
    expect(await restingSection(page)).toBe(2);
  });

  test('at 1200 px and below the wheel scrolls the page as usual', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(550, 500);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  });
});

test.describe('adding to the basket from the keyboard', () => {
  test('the focus stays on the dish: on the stepper’s + in the menu and on the dish page', async ({
    page,
  }) => {
    await page.goto('/Sibumii');
    const { card, name: dish } = await firstPlainDish(page);
    await card.getByRole('button', { name: `Добавить в корзину: ${dish}` }).focus();
    await page.keyboard.press('Enter');
    const plus = card.getByRole('button', { name: `Увеличить количество: ${dish}` });
    await expect(plus).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('group', { name: `Количество: ${dish}` })).toContainText('2');
    await expect(plus).toBeFocused();

    // The next dish that is added as it is (the first one has its stepper now).
    const { card: second, name } = await firstPlainDish(page);
    expect(name).not.toBe('');
    await second.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/menu\/\d+$/);
    // The address changes first; the menu stays on screen until the dish page's code and data
    // have come, and its card has the same button.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.toUpperCase());
    const add = page.getByRole('button', { name: `Добавить в корзину: ${name}` });
    await add.focus();
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: `Увеличить количество: ${name}` })).toBeFocused();
  });
});

test.describe('the header and the footer', () => {
  test('the header has the account icon at every width; logged out it asks to log in', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto('/menu');
    const account = page.getByRole('banner').getByRole('button', { name: 'Авторизоваться' });
    await expect(account).toHaveCount(1);
    await expect(account).toBeInViewport();
    await account.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(
      page.getByText('Для работы с личным кабинетом необходимо авторизоваться'),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('logged in, the header’s account icon leads to the account', { tag: '@phone' }, async ({
    page,
    request,
  }) => {
    await logInNewGuest(page, request);
    await page.goto('/menu');
    const account = page.getByRole('banner').getByRole('link', { name: 'Личный кабинет' });
    await expect(account).toBeInViewport();
    await account.click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { name: 'ЛИЧНЫЙ КАБИНЕТ' })).toBeVisible();
  });

  test('the footer links the privacy policy, opening in a new tab', async ({ page, context }) => {
    await page.goto('/menu');
    const link = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Политика конфиденциальности' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(link).toHaveAttribute('target', '_blank');
    const [policy] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(
      policy.getByRole('heading', { level: 1, name: 'ПОЛИТИКА КОНФИДЕНЦИАЛЬНОСТИ' }),
    ).toBeVisible();
    expect(page.url()).toMatch(/\/menu$/);
  });
});

test.describe('order history', () => {
  test('a courier order’s history entry shows the delivery fee and the total paid', {
    tag: '@phone',
  }, async ({ page, request }) => {
    test.setTimeout(60_000);
    await logInNewGuest(page, request);
    await page.goto('/Sibumii');
    const { card, name: dish } = await firstPlainDish(page);
    await card.getByRole('button', { name: `Добавить в корзину: ${dish}` }).click();
    await page.goto('/basket');
    await page.getByRole('button', { name: 'ПЕРЕЙТИ К ОФОРМЛЕНИЮ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ОФОРМЛЕНИЕ ЗАКАЗА' })).toBeVisible();
    await page.getByRole('radio', { name: 'ДОСТАВКА' }).check();
    await page.getByLabel('Район доставки').selectOption({ index: 2 });
    await expect(page.getByText(/^Доставка: 500\sР$/)).toBeVisible();
    await page.getByLabel('Улица').fill('Светланская');
    await page.getByLabel('Дом').fill('40');
    await page.getByLabel('Квартира').fill('12');
    await pickLaterSlot(page);
    await page.getByRole('radio', { name: /^НАЛИЧНЫМИ/ }).check();
    await page.getByLabel('Ваше имя').fill('Ольга');
    await page.getByLabel('Номер телефона').fill('');
    await page.getByLabel('Номер телефона').pressSequentially('9141234567');
    await page.getByRole('checkbox', { name: /политикой конфиденциальности/ }).check();
    await page.getByRole('button', { name: 'ОФОРМИТЬ ЗАКАЗ' }).click();
    await expect(page.getByRole('heading', { name: 'ЗАКАЗ ОФОРМЛЕН' })).toBeVisible();
    const number = ((await page.getByText(/Номер заказа: \d{7}$/).textContent()) ?? '').replace(
      /\D/g,
      '',
    );
    const paid = (
      (await page
        .getByRole('main')
        .getByText('Итого', { exact: true })
        .locator('..')
        .textContent()) ?? ''
    ).replace(/^Итого/, '');
    expect(paid).toMatch(/\d/);

    await page.goto('/my-account');
    await page.getByRole('tab', { name: 'ИСТОРИЯ ЗАКАЗОВ' }).click();
    const entry = page.getByRole('article', { name: `Заказ № ${number}` });
    await expect(entry.getByText('Светланская, д. 40, кв. 12')).toBeVisible();
    await expect(entry.getByText('Доставка', { exact: true }).locator('..')).toHaveText(
      /^Доставка500\sР$/,
    );
    await expect(entry.getByText(/^Итого:/)).toHaveText(`Итого: ${paid}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The statistics count what was paid, the fee included.
    await page.getByRole('tab', { name: 'ЛИЧНЫЕ ДАННЫЕ' }).click();
    await expect(page.getByRole('region', { name: 'Статистика' })).toContainText(
      `${paid} потрачено на заказы`,
    );
  });
});
