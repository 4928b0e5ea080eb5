import type { MenuProduct } from '@storefront/contract/catalog';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { MenuProductCard } from './menu-product-card';

const product = (patch: Partial<MenuProduct> = {}): MenuProduct => ({
  id: 7,
  name: 'Корюшка',
  prise: 450,
  gramm: 200,
  img_elem: '/media/products/a.svg',
  iiko_id: '3f0c0000-0000-4000-8000-000000000007',
  special: false,
  available: true,
  cost_per_gram: false,
  ...patch,
});

const photo = {
  img_elem: '/media/photos/0123456789abcdef0123-480.webp',
  img_srcset:
    '/media/photos/0123456789abcdef0123-320.webp 320w, /media/photos/0123456789abcdef0123-960.webp 960w',
  img_avif_srcset:
    '/media/photos/0123456789abcdef0123-320.avif 320w, /media/photos/0123456789abcdef0123-960.avif 960w',
};

const renderCard = (dish: MenuProduct, aboveTheFold = false) =>
  renderPage(
    <MenuProductCard
      product={dish}
      venueId={2}
      venueName="Сибуми"
      href="/menu/7"
      aboveTheFold={aboveTheFold}
    />,
  ).container;

describe('a menu card’s picture', () => {
  it('offers an uploaded photo as AVIF, then WebP, in every width', () => {
    const container = renderCard(product(photo));
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(photo.img_avif_srcset);
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe(photo.img_elem);
    expect(img?.getAttribute('srcset')).toBe(photo.img_srcset);
    expect(img?.getAttribute('sizes')).toBe(source?.getAttribute('sizes'));
    expect(img?.getAttribute('sizes')).toMatch(/vw/);
    expect(img?.getAttribute('width')).toBe('600');
    expect(img?.getAttribute('height')).toBe('600');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('shows a first-screen photo as the file the page preloads', () => {
    const container = renderCard(product(photo), true);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(photo.img_elem);
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('width')).toBe('600');
  });

  it('shows a generated picture as the one image it was', () => {
    const container = renderCard(product());
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/products/a.svg');
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.hasAttribute('sizes')).toBe(false);
    expect(img?.getAttribute('loading')).toBe('lazy');
  });
});
