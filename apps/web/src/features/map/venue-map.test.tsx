import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../testing/api-stub';
import { loadYandexMaps } from './yandex-maps-loader';

vi.mock('./yandex-maps-loader', () => ({ loadYandexMaps: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('the venue map', () => {
  it('falls back to the drawn map when Yandex fails, and skips Yandex on the next pages', async () => {
    vi.stubEnv('VITE_YMAPS_KEY', 'test-key');
    vi.resetModules();
    vi.mocked(loadYandexMaps).mockRejectedValue(new Error('blocked'));
    stubApi({ 'GET /api/delivery-zones': json(200, []) });
    // the page's store from the same fresh modules as the map's
    const { VenueMap } = await import('./venue-map');
    const { renderPage } = await import('../../testing/render');

    renderPage(<VenueMap />);
    expect(await screen.findByRole('button', { name: 'Sibumi' })).toBeTruthy();
    expect(loadYandexMaps).toHaveBeenCalledOnce();
    cleanup();

    renderPage(<VenueMap />);
    expect(screen.getByRole('button', { name: 'Sibumi' })).toBeTruthy();
    expect(loadYandexMaps).toHaveBeenCalledOnce();
  });
});
