import { describe, expect, it } from 'vitest';
import { aliasPaths, contentPages, dishPage, isPrivatePath, venueMenuPages } from './site-pages';

describe('site pages', () => {
  it('each public page has its own title and a description a search result can show whole', () => {
    const pages = [...contentPages, ...venueMenuPages];
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    for (const page of pages) expect(page.description.length).toBeLessThanOrEqual(160);
    expect(venueMenuPages.map((page) => page.path)).toEqual(['/Gastropub', '/Sibumii', '/Bistro']);
  });

  it('aliases point at listed pages and are not listed themselves', () => {
    const listed = new Set(contentPages.map((page) => page.path));
    for (const [alias, canonical] of Object.entries(aliasPaths)) {
      expect(listed.has(canonical)).toBe(true);
      expect(listed.has(alias)).toBe(false);
    }
  });

  it('personal and payment pages are private; menus and dish cards are not', () => {
    for (const path of [
      '/basket',
      '/order/12?key=abc',
      '/my-account',
      '/pay/sandbox/1',
      '/api/test/1',
    ])
      expect(isPrivatePath(path)).toBe(true);
    for (const path of ['/', '/menu', '/menu/12', '/Gastropub', '/orders-history', '/payment'])
      expect(isPrivatePath(path)).toBe(false);
  });

  it('a dish card names the dish and its price, and clips a long composition at a word', () => {
    const page = dishPage('/menu/7', {
      name: 'Филадельфия',
      description: 'Лосось, сливочный сыр, огурец, рис, нори. '.repeat(8),
      priceRoubles: 1250,
    });
    expect(page.title).toBe('Филадельфия — 1\u00a0250\u00a0Р — Пограничная 14');
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.description).toMatch(
      /^Филадельфия, 1\u00a0250\u00a0Р, с доставкой по Владивостоку\. Лосось/,
    );
    expect(page.description.endsWith('…')).toBe(true);
    expect(
      dishPage('/menu/8', { name: 'Стейк', description: '', priceRoubles: 390, perGram: true })
        .title,
    ).toBe('Стейк — 390\u00a0Р (по весу) — Пограничная 14');
  });
});
