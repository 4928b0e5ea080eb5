import { expect, seriousA11yViolations, test } from './support/test';

// The e2e build has no VITE_YMAPS_KEY: the map is the keyless street plan (DESIGN.md §5).
const mapRegion = /^Карта: наши заведения/;

test('the home page shows the venues on the map, each with its name and phone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('End');
  const map = page.getByRole('region', { name: mapRegion });
  await expect(map).toBeVisible();
  await expect(map.getByRole('button', { expanded: false })).toHaveText([
    'Гастропаб',
    'Sibumi',
    'Кондитерская',
  ]);

  await map.getByRole('button', { name: 'Sibumi' }).click();
  await expect(map.getByRole('link', { name: '+7 (423) 200-10-10' })).toBeVisible();
  await expect(map.getByText('ул. Пограничная, 10')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(map.getByRole('link', { name: '+7 (423) 200-10-10' })).toHaveCount(0);
  await expect(map.getByRole('button', { name: 'Sibumi' })).toBeFocused();
  await expect(map.getByRole('link', { name: /Открыть на Яндекс Картах/ })).toHaveAttribute(
    'href',
    /^https:\/\/yandex\.ru\/maps\/\?ll=131\.8865,43\.1165&z=13&pt=/,
  );
  // the home page's footer leaves the map to the section above it
  await expect(page.getByRole('region', { name: mapRegion })).toHaveCount(1);
});

test('the footer of other pages shows the map once scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  // not loaded before it comes near the screen
  await expect(footer.getByRole('region', { name: mapRegion })).toHaveCount(0);
  await footer.scrollIntoViewIfNeeded();
  await page.keyboard.press('End');
  const map = footer.getByRole('region', { name: mapRegion });
  await expect(map).toBeVisible();
  // Each pin can be tapped (none under another) and its balloon is wholly inside the map.
  const mapBox = await map.boundingBox();
  for (const [name, phone] of [
    ['Гастропаб', '+7 (423) 200-14-14'],
    ['Sibumi', '+7 (423) 200-10-10'],
    ['Кондитерская', '+7 (423) 200-14-15'],
  ] as const) {
    await map.getByRole('button', { name }).click();
    const balloon = map.locator('[id]').filter({ has: page.getByRole('link', { name: phone }) });
    await expect(balloon).toBeVisible();
    const box = await balloon.boundingBox();
    expect(box && mapBox, name).toBeTruthy();
    if (!box || !mapBox) continue;
    expect(box.y, name).toBeGreaterThanOrEqual(mapBox.y);
    expect(box.x, name).toBeGreaterThanOrEqual(mapBox.x);
    expect(box.y + box.height, name).toBeLessThanOrEqual(mapBox.y + mapBox.height);
    expect(box.x + box.width, name).toBeLessThanOrEqual(mapBox.x + mapBox.width);
    await page.keyboard.press('Escape'); // an open balloon may cover the other pins
  }
  await map.getByRole('button', { name: 'Кондитерская' }).click();
  await expect(map.getByRole('link', { name: /Открыть на Яндекс Картах/ })).toHaveAttribute(
    'href',
    /&z=11&/,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
});
