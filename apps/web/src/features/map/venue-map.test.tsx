import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    const { VenueMap } = await import('./venue-map');

    render(<VenueMap />);
    expect(await screen.findByRole('button', { name: 'Sibumi' })).toBeTruthy();
    expect(loadYandexMaps).toHaveBeenCalledOnce();
    cleanup();

    render(<VenueMap />);
    expect(screen.getByRole('button', { name: 'Sibumi' })).toBeTruthy();
    expect(loadYandexMaps).toHaveBeenCalledOnce();
  });
});
