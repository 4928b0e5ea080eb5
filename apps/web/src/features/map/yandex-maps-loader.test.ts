import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_TIMEOUT_MS, loadYandexMaps, type Ymaps3 } from './yandex-maps-loader';

const script = () => document.head.querySelector<HTMLScriptElement>('script[src*="api-maps"]');

afterEach(() => {
  vi.useRealTimers();
  delete window.ymaps3;
  script()?.remove();
});

// jsdom fetches no scripts: each test plays the browser's part with the script element.
describe('loading Yandex Maps', () => {
  it('adds the API script with the key once and resolves when ymaps3 is ready', async () => {
    const first = loadYandexMaps('a b');
    const second = loadYandexMaps('a b');
    expect(document.head.querySelectorAll('script[src*="api-maps"]')).toHaveLength(1);
    expect(script()?.src).toBe('https://api-maps.yandex.ru/v3/?apikey=a%20b&lang=ru_RU');
    const ymaps3 = { ready: Promise.resolve() } as unknown as Ymaps3;
    window.ymaps3 = ymaps3;
    script()?.dispatchEvent(new Event('load'));
    expect(await first).toBe(ymaps3);
    expect(await second).toBe(ymaps3);
  });

  it('fails when the script cannot be loaded, and a later map tries again', async () => {
    vi.resetModules();
    const { loadYandexMaps: load } = await import('./yandex-maps-loader');
    const failing = load('key');
    script()?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('could not be loaded');
    expect(script()).toBeNull();
    const again = load('key');
    expect(script()).not.toBeNull();
    script()?.dispatchEvent(new Event('error'));
    await expect(again).rejects.toThrow();
  });

  it('gives up on a script that neither loads nor fails', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const { loadYandexMaps: load } = await import('./yandex-maps-loader');
    const stalled = load('key');
    const outcome = expect(stalled).rejects.toThrow('took too long');
    vi.advanceTimersByTime(LOAD_TIMEOUT_MS);
    await outcome;
    expect(script()).toBeNull();
  });
});
