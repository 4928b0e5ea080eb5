import type { Page } from '@playwright/test';
import { asStaff } from './support/staff';
import { expect, seriousA11yViolations, test } from './support/test';
import { venueDay } from './support/venue-days';

/** The day after tomorrow at 19:30 in Vladivostok, as typed into the mask: 'DDMMYYYY1930'. */
function futureTimeDigits(): string {
  return `${venueDay(2).booking.replaceAll('/', '')}1930`;
}

const bookButton = (page: Page, place: string) =>
  page.getByRole('button', { name: `ЗАБРОНИРОВАТЬ СТОЛИК: ${place}` });

async function openModal(page: Page, place: string) {
  await bookButton(page, place).click();
  const dialog = page.getByRole('dialog', { name: 'Я ХОЧУ ЗАБРОНИРОВАТЬ СТОЛИК' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('books a table from the contacts page; the modal closes after 5 s', async ({ page }) => {
  // Short enough that the page scrolls, so the restored position means something.
  await page.setViewportSize({ width: 1000, height: 520 });
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'КОНТАКТЫ' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
  await expect(
    page.getByRole('main').getByRole('link', { name: '+7 (423) 200-40-40' }),
  ).toHaveAttribute('href', 'tel:+74232004040');

  const opener = bookButton(page, 'Кондитерская на Светланской');
  await opener.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  const dialog = await openModal(page, 'Кондитерская на Светланской');
  await expect(dialog.getByText('Мы свяжемся с вами в течении 15 минут')).toBeVisible();
  await expect(dialog.getByText('ул. Светланская, 40Б', { exact: false })).toBeVisible();
  // The page behind is held by fixing the body where it stood.
  expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');

  const done = dialog.getByRole('button', { name: 'ГОТОВО' });
  await expect(done).toBeDisabled();
  await dialog.getByLabel('Имя').fill('Иван');
  await dialog.getByLabel('Фамилия').fill('Петров');
  await dialog.getByLabel('Телефон').pressSequentially('9141234567');
  await expect(dialog.getByLabel('Телефон')).toHaveValue('+7 (914) 12 34 567');
  await dialog.getByLabel('Почта').fill('ivan@example.ru');
  await expect(done).toBeEnabled();
  const digits = futureTimeDigits();
  await dialog.getByLabel('Дата и время').pressSequentially(digits);
  await expect(dialog.getByLabel('Дата и время')).toHaveValue(
    `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4, 8)} В 19.30`,
  );

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/booking')),
    done.click(),
  ]);
  expect(response.status()).toBe(201);
  const confirmedAt = Date.now();
  await expect(dialog.getByRole('status')).toContainText('ЗАЯВКА ОТПРАВЛЕНА');
  await expect(dialog.getByRole('status')).toContainText('19:30');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'ГОТОВО' })).toHaveCount(0);

  await expect(dialog).toBeHidden({ timeout: 8000 });
  expect(Date.now() - confirmedAt).toBeGreaterThan(4000);
  // Back where the guest was, with focus on the button that opened the modal.
  expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('static');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(opener).toBeFocused();
});

test('shows the booking messages only after a field is left', async ({ page }) => {
  await page.goto('/contacts');
  const dialog = await openModal(page, 'Sibumi');
  const leave = () => dialog.getByText('Мы свяжемся с вами в течении 15 минут').click();

  await dialog.getByLabel('Имя').click();
  await expect(dialog.getByText('имя не указано')).toHaveCount(0);
  await leave();
  await expect(dialog.getByText('имя не указано')).toBeVisible();
  await dialog.getByLabel('Имя').fill('Ян');
  await expect(dialog.getByText('некорректное имя')).toBeVisible();

  await dialog.getByLabel('Фамилия').fill('Ли');
  await expect(dialog.getByText('некорректная фамилия')).toHaveCount(0);
  await leave();
  await expect(dialog.getByText('некорректная фамилия')).toBeVisible();

  await dialog.getByLabel('Почта').fill('ivan@example');
  await leave();
  await expect(dialog.getByText('некорректная почта')).toBeVisible();
  await dialog.getByLabel('Почта').fill('');
  await expect(dialog.getByText('почта не указана')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'ГОТОВО' })).toBeDisabled();

  // A time in the past is refused in place, before anything is sent.
  await dialog.getByLabel('Имя').fill('Иван');
  await dialog.getByLabel('Фамилия').fill('Петров');
  await dialog.getByLabel('Почта').fill('ivan@example.ru');
  await dialog.getByLabel('Дата и время').pressSequentially('010120201200');
  await dialog.getByRole('button', { name: 'ГОТОВО' }).click();
  await expect(dialog.getByText('укажите дату и время в будущем')).toBeVisible();
  await expect(dialog.getByLabel('Дата и время')).toBeFocused();
});

test('contacts and the open modal have no serious accessibility problems', async ({ page }) => {
  await page.goto('/contacts');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const dialog = await openModal(page, 'Гастропаб');
  await expect(dialog.getByLabel('Имя')).toBeFocused();
  // Show some messages too, so their markup is checked.
  await dialog.getByLabel('Фамилия').click();
  await dialog.getByLabel('Почта').click();
  await expect(dialog.getByText('фамилия не указана')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Tab stays inside; Escape closes and gives focus back.
  for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bookButton(page, 'Гастропаб')).toBeFocused();
});

test.describe('booking from a venue page', () => {
  test('picks guests, a date and a time on /sibumi, sends, sees the confirmation', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto('/sibumi');
    const opener = page.getByRole('button', { name: 'ЗАБРОНИРОВАТЬ СТОЛИК: Sibumi' });
    await expect(opener).toHaveText('ЗАБРОНИРОВАТЬ СТОЛИК');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Я ХОЧУ ЗАБРОНИРОВАТЬ СТОЛИК' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('ул. Пограничная, 10', { exact: false })).toBeVisible();
    await expect(
      dialog.getByText(
        'Sibumi работает с 12:00 до 23:00: столик можно забронировать на время с 12:00 до 22:00',
        { exact: false },
      ),
    ).toBeVisible();

    await dialog.getByLabel('Имя').fill('Анна');
    await dialog.getByLabel('Фамилия').fill('Смирнова');
    await dialog.getByLabel('Почта').fill('anna@example.ru');
    await dialog.getByLabel('Количество гостей').selectOption('4');

    const date = dialog.getByLabel('Дата', { exact: true });
    const clock = dialog.getByLabel('Время', { exact: true });
    await expect(clock).toBeDisabled();
    // Today (while a time is left) to 30 days ahead, after the prompt.
    const offered = await date.locator('option:not([disabled])').allTextContents();
    expect(offered.length).toBeGreaterThanOrEqual(30);
    expect(offered.length).toBeLessThanOrEqual(31);
    const tomorrow = venueDay(1).booking;
    await date.selectOption(tomorrow);
    await expect(clock).toBeEnabled();
    const times = await clock.locator('option:not([disabled])').allTextContents();
    expect(times[0]).toBe('12:00');
    expect(times.at(-1)).toBe('22:00');
    await clock.selectOption('19.30');
    await expect(dialog.getByLabel('Дата и время')).toHaveValue(`${tomorrow} В 19.30`);

    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/booking')),
      page.waitForResponse((r) => r.url().endsWith('/api/booking')),
      dialog.getByRole('button', { name: 'ГОТОВО' }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(request.postDataJSON()).toMatchObject({
      dataToSend: { guests: 4, place: 1, time: `${tomorrow} В 19.30` },
    });
    const status = dialog.getByRole('status');
    await expect(status).toContainText('ЗАЯВКА ОТПРАВЛЕНА');
    await expect(status).toContainText('19:30');
    await expect(status).toContainText('4 гостя');
    await expect(dialog).toBeHidden({ timeout: 8000 });
  });

  test('a time outside the place’s hours is refused, in the modal and by the server', {
    tag: '@phone',
  }, async ({ page }) => {
    // The pastry shop's page (and its alias) books place 3: open 08:00–22:00, last booking 21:00.
    await page.goto('/Konditory');
    await page.getByRole('button', { name: 'ЗАБРОНИРОВАТЬ СТОЛИК: Кондитерская' }).click();
    const dialog = page.getByRole('dialog', { name: 'Я ХОЧУ ЗАБРОНИРОВАТЬ СТОЛИК' });
    const refusal =
      'Кондитерская работает с 08:00 до 22:00: столик можно забронировать на время с 08:00 до 21:00';
    await dialog.getByLabel('Имя').fill('Иван');
    await dialog.getByLabel('Фамилия').fill('Петров');
    await dialog.getByLabel('Почта').fill('ivan@example.ru');
    const tomorrow = venueDay(1).booking;
    await dialog
      .getByLabel('Дата и время')
      .pressSequentially(`${tomorrow.replaceAll('/', '')}2130`);
    // The typed date sets the date picker; 21:30 is none of the time picker's choices.
    await expect(dialog.getByLabel('Дата', { exact: true })).toHaveValue(tomorrow);
    await expect(dialog.getByLabel('Время', { exact: true })).toHaveValue('');

    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/booking')) sent++;
    });
    await dialog.getByRole('button', { name: 'ГОТОВО' }).click();
    await expect(dialog.getByText(refusal, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Дата и время')).toBeFocused();
    await expect(dialog.getByLabel('Дата и время')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);

    // The server holds the same rule, whoever calls it.
    const answer = await page.request.post('/api/booking', {
      data: {
        dataToSend: {
          name: 'Иван',
          surname: 'Петров',
          email: 'ivan@example.ru',
          time: `${tomorrow} В 21.30`,
          place: 3,
          guests: 2,
        },
      },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({
      errType: 'validation',
      message: refusal,
      fields: { 'dataToSend.time': refusal },
    });

    // Picking a time from the picker puts it right.
    await dialog.getByLabel('Время', { exact: true }).selectOption('20.30');
    await expect(dialog.getByText(refusal, { exact: true })).toHaveCount(0);
    await expect(dialog.getByLabel('Дата и время')).toHaveValue(`${tomorrow} В 20.30`);
  });

  test('the pickers work from the keyboard; the modal has no serious accessibility problems', async ({
    page,
  }) => {
    await page.goto('/gastropub');
    const opener = page.getByRole('button', { name: 'ЗАБРОНИРОВАТЬ СТОЛИК: Гастропаб' });
    // axe over a whole venue page is slow on a busy 2-core machine.
    test.setTimeout(90_000);
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Я ХОЧУ ЗАБРОНИРОВАТЬ СТОЛИК' });
    await expect(dialog.getByLabel('Имя')).toBeFocused();

    const date = dialog.getByLabel('Дата', { exact: true });
    const clock = dialog.getByLabel('Время', { exact: true });
    await date.focus();
    // A closed select steps through its choices with the arrow keys.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const picked = await date.inputValue();
    expect(picked).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await page.keyboard.press('Tab');
    await expect(clock).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const time = await clock.inputValue();
    expect(time).toMatch(/^\d{2}\.\d{2}$/);
    await expect(dialog.getByLabel('Дата и время')).toHaveValue(`${picked} В ${time}`);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Дата и время')).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test(
  'a full half hour: the guest reads the server’s words, takes the offered time and books it',
  {
    tag: '@phone',
  },
  async ({ page, request, allowErrors }, testInfo) => {
    // The browser logs the refusal the journey is about.
    allowErrors.push(/status of 409 \(Conflict\) \[[^\]]*\/api\/booking\]/);
    // A place's capacity holds on every day: each project fills a place of its own that no other
    // journey books (places 2 and 3), and a retry takes another day.
    const place =
      testInfo.project.name === 'phone'
        ? { id: 3, name: 'Кондитерская', route: '/bistro' }
        : { id: 2, name: 'Гастропаб', route: '/gastropub' };
    const date = venueDay(10 + testInfo.retry * 2).booking;
    await asStaff(request, 'admin', 'PUT', `/places/${place.id}/capacity`, { perSlot: 1 });
    try {
      // Another guest has the one table at 18:00.
      const taken = await request.post('/api/booking', {
        data: {
          dataToSend: {
            name: 'Ольга',
            surname: 'Иванова',
            email: 'olga@example.ru',
            time: `${date} В 18.00`,
            place: place.id,
            guests: 2,
          },
        },
      });
      expect(taken.status(), await taken.text()).toBe(201);

      await page.goto(place.route);
      await page.getByRole('button', { name: `ЗАБРОНИРОВАТЬ СТОЛИК: ${place.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Я ХОЧУ ЗАБРОНИРОВАТЬ СТОЛИК' });
      await dialog.getByLabel('Имя').fill('Анна');
      await dialog.getByLabel('Фамилия').fill('Смирнова');
      await dialog.getByLabel('Почта').fill('anna@example.ru');
      await dialog.getByLabel('Дата', { exact: true }).selectOption(date);
      await dialog.getByLabel('Время', { exact: true }).selectOption('18.00');
      const send = dialog.getByRole('button', { name: 'ГОТОВО' });
      const [refused] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/booking')),
        send.click(),
      ]);
      expect(refused.status()).toBe(409);

      // The server's words, not a generic 'choose another time', and the time it names to take.
      await expect(dialog.getByRole('alert')).toHaveText(
        `На это время все столы заняты. Ближайшее свободное время — ${date} В 18.30`,
      );
      const take = dialog.getByRole('button', { name: `Выбрать ${date} В 18.30` });
      await expect(take).toBeFocused();
      await expect(take).toBeInViewport();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // One tap sets the time and hands over to ГОТОВО; nothing is sent until the guest presses it.
      await take.click();
      await expect(dialog.getByLabel('Дата и время')).toHaveValue(`${date} В 18.30`);
      await expect(dialog.getByLabel('Время', { exact: true })).toHaveValue('18.30');
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(send).toBeFocused();
      await expect(send).toBeInViewport();

      const [booked] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/booking')),
        send.click(),
      ]);
      expect(booked.status()).toBe(201);
      const status = dialog.getByRole('status');
      await expect(status).toContainText('ЗАЯВКА ОТПРАВЛЕНА');
      await expect(status).toContainText('18:30');
    } finally {
      await asStaff(request, 'admin', 'PUT', `/places/${place.id}/capacity`, { perSlot: null });
    }
  },
);
