import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './support/test';

const sectionNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Разделы главной страницы' });

async function expectActiveSection(page: Page, name: string) {
  await expect(sectionNav(page).getByRole('button', { name })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

/** Where a section's top is relative to the bottom of the sticky header. */
function offsetBelowHeader(page: Page, heading: string) {
  return page.evaluate((name) => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const title = Array.from(document.querySelectorAll('h1, h2')).find(
      (h) => h.textContent === name,
    );
    const section = title?.closest('section');
    // `|| 0` turns -0 into 0.
    return Math.round((section?.getBoundingClientRect().top ?? Number.NaN) - header) || 0;
  }, heading);
}

/** The last section sits right under the header, or the page is scrolled to its very end. */
async function lastSectionReached(page: Page) {
  const offset = await offsetBelowHeader(page, 'Где нас найти');
  const atEnd = await page.evaluate(
    () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
  );
  return offset === 0 || (atEnd && offset >= 0);
}

test.describe('home page, wide (1366 × 900)', () => {
  test('End, ArrowUp and Home move between the full-page sections', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ГАСТРОПАБ');
    await expectActiveSection(page, 'Начало');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollSnapType),
    ).toContain('y');

    await page.keyboard.press('End');
    // The move ends on the last section: the addresses, with the site footer below them. (Its
    // 700 ms duration is a unit-tested constant: timing it here would be flaky on a busy machine.)
    await expect.poll(() => lastSectionReached(page)).toBe(true);
    await expectActiveSection(page, 'Адреса');
    await expect(page.getByRole('heading', { name: 'Где нас найти' })).toBeInViewport();
    await expect(page.getByRole('contentinfo')).toBeInViewport();

    await page.keyboard.press('ArrowUp');
    await expectActiveSection(page, 'Заведения');
    await expect.poll(() => offsetBelowHeader(page, 'Наши заведения')).toBe(0);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'SIBUMI', exact: true }),
    ).toBeInViewport();

    await page.keyboard.press('Home');
    await expectActiveSection(page, 'Начало');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('PageDown');
    await expectActiveSection(page, 'Одна доставка');
    await expect.poll(() => offsetBelowHeader(page, 'Три кухни — один курьер')).toBe(0);
  });

  test('the prompt leads to combined delivery, whose button opens the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'ЗАКАЗАТЬ В ОДНУ ДОСТАВКУ' }).click();
    await expectActiveSection(page, 'Одна доставка');
    const toMenu = page.getByRole('link', { name: 'ПЕРЕЙТИ В МЕНЮ' });
    await expect(toMenu).toBeInViewport();
    await expect(toMenu).toHaveAttribute('href', '/Gastropub');
  });

  test('the venue cards carry the taglines and lead to the venue pages', async ({ page }) => {
    await page.goto('/');
    const cards: [string, string, string][] = [
      ['SIBUMI', 'Японская и паназиатская кухня, как в Японии', '/sibumi'],
      ['ГАСТРОПАБ', 'Авторская, европейская и русская кухня', '/gastropub'],
      ['КОНДИТЕРСКАЯ', 'Те самые десерты и нежная выпечка', '/Konditory'],
    ];
    for (const [title, tagline, href] of cards) {
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(card.getByText(tagline, { exact: true })).toBeAttached();
      await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', href);
    }
    await page.getByRole('main').getByRole('link', { name: 'КОНДИТЕРСКАЯ', exact: true }).click();
    await expect(page).toHaveURL(/\/Konditory$/);
    await expect(page.getByRole('heading', { level: 1, name: 'КОНДИТЕРСКАЯ' })).toBeVisible();
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sections change at once, headers stand still and the legal block is simply there', async ({
    page,
  }) => {
    await page.goto('/');
    await expectActiveSection(page, 'Начало');
    await page.keyboard.press('End');
    // No 700 ms transition: the next frame is already at the last section.
    expect(await lastSectionReached(page)).toBe(true);
    await expectActiveSection(page, 'Адреса');

    await page.goto('/sibumi');
    const heroImage = page.locator('article > header img');
    await expect
      .poll(() => heroImage.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/media\/hero\/sibumi\.svg$/);
    await expect(page.getByRole('region', { name: 'Правовая информация' })).toHaveAttribute(
      'data-revealed',
      'true',
    );
  });
});

test.describe('home page, narrow (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('scrolls normally with one venue card per screen and the addresses for the map', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('SIBUMI');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollSnapType),
    ).toBe('none');
    await expect(sectionNav(page)).toHaveCount(0);

    const cards = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    const titles = ['SIBUMI', 'ГАСТРОПАБ', 'КОНДИТЕРСКАЯ'];
    let previousBottom = 0;
    for (const title of titles) {
      const card = cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      const box = await card.first().boundingBox();
      expect(box?.width, title).toBe(390);
      expect(box?.height, title).toBeGreaterThan(844 * 0.6);
      expect(box?.y, title).toBeGreaterThanOrEqual(previousBottom);
      previousBottom = (box?.y ?? 0) + (box?.height ?? 0);
    }

    // The keys keep their ordinary meaning: End scrolls to the bottom of the page at once.
    await page.keyboard.press('End');
    await expect(page.getByRole('contentinfo')).toBeInViewport();

    const map = page.getByRole('region', { name: 'Где нас найти' });
    await expect(map).toBeVisible();
    await expect(map.getByRole('heading', { level: 3 })).toHaveText([
      'Sibumi',
      'Гастропаб',
      'Кондитерская',
    ]);
    const mapLinks = map.getByRole('link', { name: /^на карте/ });
    await expect(mapLinks).toHaveCount(4);
    for (const href of await mapLinks.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    )) {
      expect(href).toMatch(/^https:\/\/yandex\.ru\/maps\//);
    }
  });
});

test.describe('venue pages', () => {
  test('a looping header from 700 px, a phone image below, and the order link to the menu', async ({
    page,
  }) => {
    await page.goto('/gastropub');
    const heroImage = page.locator('article > header img');
    await expect
      .poll(() => heroImage.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/media\/hero\/gastropub-loop\.svg$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ГАСТРОПАБ' })).toBeVisible();
    await expect(page.getByText('Авторская, европейская и русская кухня')).toBeVisible();
    const order = page.getByRole('main').getByRole('link', { name: 'ЗАКАЗАТЬ ДОСТАВКУ' });
    await expect(order.first()).toHaveAttribute('href', '/Gastropub');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).not.toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => heroImage.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/media\/hero\/gastropub-mobile\.svg$/);

    const pages: [string, string][] = [
      ['/sibumi', '/Sibumii'],
      ['/bistro', '/Bistro'],
    ];
    for (const [path, menu] of pages) {
      await page.goto(path);
      await expect(
        page.getByRole('main').getByRole('link', { name: 'ЗАКАЗАТЬ ДОСТАВКУ' }).last(),
      ).toHaveAttribute('href', menu);
    }
  });

  test('the legal information animates in once it scrolls into view', async ({ page }) => {
    await page.goto('/sibumi');
    const legal = page.getByRole('region', { name: 'Правовая информация' });
    await expect(legal).toHaveAttribute('data-revealed', 'false');
    await legal.scrollIntoViewIfNeeded();
    await expect(legal).toHaveAttribute('data-revealed', 'true');
    await expect.poll(() => legal.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});

test.describe('About: the photo strip', () => {
  test('at 1366 px a photo enlarges, locks the page and closes on a click or Escape', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'О ПРОЕКТЕ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Скачать меню в PDF' })).toHaveAttribute(
      'href',
      '/media/catering-menu.pdf',
    );
    const strip = page.getByRole('region', { name: 'Фотографии', exact: true });
    await expect(strip.getByRole('listitem')).toHaveCount(19);
    const tile = strip.getByRole('button', { name: /— увеличить$/ }).nth(2);
    await tile.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await tile.click();

    const dialog = page.getByRole('dialog', { name: 'Фото 3 из 19' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Закрыть/ })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await dialog.click({ position: { x: 20, y: 300 } });
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(tile).toBeFocused();

    await tile.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('at 700 px photos do not enlarge', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/about');
    const strip = page.getByRole('region', { name: 'Фотографии', exact: true });
    await expect(strip.getByRole('img')).toHaveCount(19);
    await expect(strip.getByRole('button')).toHaveCount(0);
    const photo = strip.getByRole('img').first();
    await photo.scrollIntoViewIfNeeded();
    await photo.click();
    await expect(page.getByRole('dialog', { name: /^Фото/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

test.describe('accessibility of the showcase pages', () => {
  for (const path of ['/', '/about', '/sibumi', '/gastropub', '/bistro', '/Konditory']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
