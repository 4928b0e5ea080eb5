/**
 * The kitchen's settings in the browser (issue 33 items 1 and 3, decision 088): a manager of the
 * pastry shop sets its kitchen's capacity, a dish's lead hours and a holiday; after a reload all
 * three are still there; the pages are labelled and axe clean. The dish lives in a category of
 * its own made by the test, and what was changed is put back at the end, so the journeys running
 * beside never meet it.
 */
import type { APIRequestContext } from '@playwright/test';
import { addDays, datedHoursRange } from '@storefront/contract/dated-hours';
import { asStaff, staffToken } from './support/staff';
import { expect, seriousA11yViolations, test } from './support/test';

/** Where the back office keeps its token (apps/web/src/back-office/app/staff-token.ts). */
const STAFF_SESSION_KEY = 'storefront.staff-session';

/** A manager of the pastry shop (venue 3) made by the admin for this run; their token. */
async function pastryManager(request: APIRequestContext, suffix: string) {
  const reauth = await request.post('/api/staff/reauth', {
    headers: { Authorization: `Bearer ${staffToken('admin')}` },
    data: { password: 'demo-admin-2026' },
  });
  expect(reauth.status(), await reauth.text()).toBe(204);
  const login = `kitchen-${suffix}`;
  const password = 'manager-pass-2026';
  await asStaff(request, 'admin', 'POST', '/members', {
    login,
    name: 'Управляющий кондитерской',
    role: 'manager',
    venues: [3],
    password,
  });
  const signedIn = await request.post('/api/staff/login', { data: { login, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return ((await signedIn.json()) as { token: string }).token;
}

test('a manager sets the kitchen’s capacity, a cake’s lead hours and a holiday; a reload shows them @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const suffix = `${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`;
  const token = await pastryManager(request, suffix);
  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: object) =>
    request.fetch(`/api/staff${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      ...(data ? { data } : {}),
    });

  // The cake, in a category of its own.
  const category = (await (
    await as('POST', '/menu/categories', {
      venueId: 3,
      specialId: null,
      name: `Проверка кухни ${suffix}`,
      icon: 'cake',
    })
  ).json()) as { id: number };
  const cakeName = `Торт ${suffix}`;
  const made = await as('POST', '/menu/dishes', {
    categoryId: category.id,
    name: cakeName,
    description: 'Бисквит, крем',
    priceKopecks: 250_000,
    weightGrams: 1500,
    proteins: 0,
    fats: 0,
    carbohydrates: 0,
    calories: 0,
    costPerGram: false,
    vatCode: null,
  });
  expect(made.status(), await made.text()).toBe(201);
  const before = (
    (await (await as('GET', '/kitchen')).json()) as {
      venues: { capacityMinutes: number; preorderDays: number; noticeMinutes: number }[];
    }
  ).venues[0];
  // Desktop and phone run at once: each its own capacity and date.
  const phone = testInfo.project.name.includes('phone');
  const capacity = phone ? '75' : '85';
  const holiday = addDays(datedHoursRange(Date.now()).from, phone ? 41 : 40);

  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key, JSON.stringify({ token: value })),
    [STAFF_SESSION_KEY, token] as const,
  );
  try {
    await page.goto('/staff');
    const sections = page.getByRole('navigation', { name: 'Разделы' });
    await sections.getByRole('link', { name: 'Часы работы' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Часы работы' })).toBeVisible();

    const kitchen = page.getByRole('region', { name: 'Кухня: Кондитерская' });
    const capacityField = kitchen.getByLabel(/Мощность кухни/);
    await capacityField.fill(capacity);
    await kitchen.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(kitchen.getByText('Сохранено')).toBeVisible();

    const dated = page.getByRole('region', { name: 'Особые дни' });
    await dated.getByLabel('Дата').fill(holiday);
    await expect(dated.getByRole('checkbox', { name: 'Выходной' })).toBeChecked();
    await dated.getByRole('button', { name: 'Добавить день' }).click();
    await expect(dated.getByRole('status')).toContainText('Сохранено');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await sections.getByRole('link', { name: 'Меню', exact: true }).click();
    await page.getByRole('button', { name: `Изменить «${cakeName}»` }).click();
    const dialog = page.getByRole('dialog', { name: `Блюдо «${cakeName}»` });
    await dialog.getByLabel('Готовим заранее, часов').fill('48');
    await dialog.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(dialog).toBeHidden();

    // After a reload: all three as saved.
    await page.reload();
    await page.getByRole('button', { name: `Изменить «${cakeName}»` }).click();
    await expect(dialog.getByLabel('Готовим заранее, часов')).toHaveValue('48');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await sections.getByRole('link', { name: 'Часы работы' }).click();
    await expect(capacityField).toHaveValue(capacity);
    await expect(dated.getByRole('list', { name: 'Особые дни' })).toContainText('выходной');
    await expect(dated.getByRole('button', { name: /^Убрать: / })).not.toHaveCount(0);
  } finally {
    // Put back what the journeys beside would meet.
    const menu = (await (await as('GET', '/menu?venueId=3')).json()) as {
      categories: {
        id: number;
        version: number;
        dishes: { kind: string; id: number; version: number }[];
      }[];
    };
    const ours = menu.categories.find((each) => each.id === category.id);
    for (const dish of ours?.dishes ?? [])
      await as('DELETE', `/menu/dishes/${dish.kind}/${dish.id}?version=${dish.version}`);
    const left = (
      (await (await as('GET', '/menu?venueId=3')).json()) as typeof menu
    ).categories.find((each) => each.id === category.id);
    if (left) await as('DELETE', `/menu/categories/${left.id}?version=${left.version}`);
    await as('DELETE', `/dated-hours/3/${holiday}`);
    const now = ((await (await as('GET', '/kitchen')).json()) as { venues: { version: number }[] })
      .venues[0];
    if (before && now)
      await as('PUT', '/kitchen/3', {
        capacityMinutes: before.capacityMinutes,
        preorderDays: before.preorderDays,
        noticeMinutes: before.noticeMinutes,
        version: now.version,
      });
  }
});
