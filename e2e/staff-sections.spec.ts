/**
 * The back office's stop list and bookings in the browser (issue 14 items 3 and 4): the admin
 * takes a dish off and the guest's open menu shows it unavailable without a reload; a guest
 * books a table and the staff's confirmation reaches the guest's mailbox.
 */
import type { APIRequestContext } from '@playwright/test';
import { signInAdmin } from './support/staff';
import { expect, seriousA11yViolations, test } from './support/test';
import { venueDay } from './support/venue-days';

test('the admin takes a dish off the stop list; the guest’s open menu shows it unavailable', async ({
  page,
  browser,
}) => {
  await page.goto('/Bistro');
  // The last dish of the first tab: the other journeys add the first one, and run meanwhile.
  const first = page.getByRole('tabpanel').getByRole('article').last();
  const dish = ((await first.getByRole('heading').textContent()) ?? '').trim();
  await expect(first.getByText('Нет в наличии')).toHaveCount(0);

  const office = await browser.newContext();
  const staff = await office.newPage();
  await signInAdmin(staff);
  await staff
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: 'Стоп-лист' })
    .click();
  await staff.getByLabel('Заведение').selectOption({ label: 'Кондитерская' });
  const toggle = staff.getByRole('switch', { name: dish, exact: true }).first();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(await seriousA11yViolations(staff)).toEqual([]);

  // The guest's open menu follows by itself: no reload.
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ hasText: dish })
      .first()
      .getByText('Нет в наличии'),
  ).toBeVisible();

  // Back on sale, for the other journeys.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  // The audit log names who did it, with before and after.
  await staff
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: 'Журнал' })
    .click();
  const changes = staff.getByRole('row').filter({ hasText: 'Стоп-лист' });
  await expect(changes.first()).toContainText('available: false');
  await expect(changes.first()).toContainText('Администратор');
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await office.close();
});

/** The guest's mailbox letters to `to` (the dev mailbox). */
async function lettersTo(request: APIRequestContext, to: string) {
  const entries = (await (await request.get('/dev/outbox.json')).json()) as {
    to: string;
    subject?: string;
  }[];
  return entries.filter((entry) => entry.to === to).map((entry) => entry.subject ?? '');
}

test('a booking confirmed by the staff sends the guest a letter', async ({ page, request }) => {
  const email = `guest-${Date.now().toString(36)}@example.ru`;
  // Two weeks ahead at 19:30, as the booking form takes it (Vladivostok).
  const day = venueDay(14);
  const booked = await request.post('/api/booking', {
    data: {
      dataToSend: {
        name: 'Ольга',
        surname: 'Иванова',
        email,
        phone: '',
        time: `${day.booking} В 19.30`,
        place: 1,
        guests: 3,
      },
    },
  });
  expect(booked.status()).toBe(201);

  await signInAdmin(page);
  await page
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: 'Бронирования' })
    .click();
  await page.getByLabel('Дата').fill(day.field);
  const confirm = page.getByRole('button', { name: 'Подтвердить: 19:30, Ольга Иванова' });
  await confirm.click();
  await expect(page.getByRole('row').filter({ hasText: 'Ольга Иванова' })).toContainText(
    'Подтверждена',
  );
  await expect
    .poll(() => lettersTo(request, email), { timeout: 10_000 })
    .toContain('Столик забронирован: Sibumi');
});
