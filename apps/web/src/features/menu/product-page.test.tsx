import type { ProductCard } from '@storefront/contract/catalog';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, NETWORK_ERROR, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { ProductCardPage, SpecialProductCardPage } from './dish-routes';

const card = (patch: Partial<ProductCard>): ProductCard => ({
  cost_per_gram: false,
  product_json: {
    id: '3f0c0000-0000-4000-8000-000000000007',
    name: 'Корюшка жареная',
    description: 'Корюшка, мука, соль',
    sizePrices: [{ price: { currentPrice: 450 } }],
    weight: 0.2,
    proteinsAmount: 18,
    carbohydratesAmount: 6,
    fatAmount: 12,
    energyAmount: 210,
  },
  id: 7,
  venueId: 2,
  img_elem: '/media/products/a.svg',
  special: false,
  available: true,
  ...patch,
});

const back = () => screen.findByRole('link', { name: '← Вернуться в меню' });

describe('the dish page’s way back', () => {
  it('leads a special dish back to its special menu, on the dish’s venue', async () => {
    stubApi({
      'GET /api/specialProduct/7': json(200, card({ special: true, specialURL: 'smelt-season' })),
    });
    // Opened directly: no history to go back to, the card itself knows its special.
    renderPage(<SpecialProductCardPage />, {
      route: '/specials/card/7',
      path: '/specials/card/:id',
    });
    expect((await back()).getAttribute('href')).toBe('/specials/smelt-season?venue=2');
  });

  it('leads a special dish whose special is over to the menu', async () => {
    stubApi({ 'GET /api/specialProduct/7': json(200, card({ special: true })) });
    renderPage(<SpecialProductCardPage />, {
      route: '/specials/card/7',
      path: '/specials/card/:id',
    });
    expect((await back()).getAttribute('href')).toBe('/menu');
  });

  it('leads a regular dish back to its venue’s menu', async () => {
    stubApi({ 'GET /api/product/7': json(200, card({})) });
    renderPage(<ProductCardPage />, { route: '/menu/7', path: '/menu/:id' });
    expect((await back()).getAttribute('href')).toBe('/Sibumii');
  });
});

describe('an unknown dish', () => {
  it('shows the not-found page when the server does not know the dish', async () => {
    stubApi({});
    renderPage(<SpecialProductCardPage />, {
      route: '/specials/card/999',
      path: '/specials/card/:id',
    });
    expect(
      await screen.findByRole('heading', { name: 'Извините, мы не нашли такой страницы :(' }),
    ).toBeTruthy();
  });

  it('keeps the connection message when no answer came', async () => {
    stubApi({ 'GET /api/product/7': NETWORK_ERROR });
    renderPage(<ProductCardPage />, { route: '/menu/7', path: '/menu/:id' });
    expect(
      await screen.findByText(
        'Не удалось загрузить блюдо. Проверьте соединение и обновите страницу.',
      ),
    ).toBeTruthy();
  });
});

describe('the dish page’s picture', () => {
  it('offers an uploaded photo as AVIF, then WebP, sized for the page', async () => {
    const photo = {
      img_elem: '/media/photos/0123456789abcdef0123-480.webp',
      img_srcset: '/media/photos/0123456789abcdef0123-960.webp 960w',
      img_avif_srcset: '/media/photos/0123456789abcdef0123-960.avif 960w',
    };
    stubApi({ 'GET /api/product/7': json(200, card(photo)) });
    renderPage(<ProductCardPage />, { route: '/menu/7', path: '/menu/:id' });
    const img = await screen.findByRole('img', { name: 'Корюшка жареная' });
    const picture = img.parentElement;
    expect(picture?.tagName).toBe('PICTURE');
    const source = picture?.querySelector('source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(photo.img_avif_srcset);
    expect(img.getAttribute('src')).toBe(photo.img_elem);
    expect(img.getAttribute('srcset')).toBe(photo.img_srcset);
    expect(img.getAttribute('sizes')).toBe(source?.getAttribute('sizes'));
    expect(img.getAttribute('width')).toBe('600');
  });

  it('shows a generated picture as a plain image', async () => {
    stubApi({ 'GET /api/product/7': json(200, card({})) });
    renderPage(<ProductCardPage />, { route: '/menu/7', path: '/menu/:id' });
    const img = await screen.findByRole('img', { name: 'Корюшка жареная' });
    expect(img.parentElement?.tagName).not.toBe('PICTURE');
    expect(img.getAttribute('src')).toBe('/media/products/a.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});

describe('a dish with sizes', () => {
  it('offers its sizes with the price of the one chosen instead of a plain basket button', async () => {
    stubApi({
      'GET /api/product/7': json(
        200,
        card({
          options: {
            sizes: [
              { id: 1, name: '4 шт', priceKopecks: 250_00, isDefault: false },
              { id: 2, name: '8 шт', priceKopecks: 450_00, isDefault: true },
            ],
            groups: [],
          },
        }),
      ),
    });
    const { user } = renderPage(<ProductCardPage />, { route: '/menu/7', path: '/menu/:id' });
    const small = await screen.findByRole('radio', { name: '4 шт · 250\u00a0Р' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '8 шт · 450\u00a0Р' }).checked).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: /Добавить в корзину/ })).toBeNull();
    await user.click(small);
    const price = screen.getAllByRole('status').find((status) => status.tagName === 'OUTPUT');
    expect(price?.textContent).toBe('Цена: 250\u00a0Р');
  });
});
