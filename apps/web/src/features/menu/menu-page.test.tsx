import type { VenueMenu } from '@storefront/contract/catalog';
import { offlineVenueMessage } from '@storefront/contract/checkout-messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, NETWORK_ERROR, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { SpecialMenu, VenueMenu as VenueMenuPage } from './menu-routes';

const menu: VenueMenu = [
  {
    id: 1,
    text_button: 'Горячее',
    products: [
      {
        id: 7,
        name: 'Корюшка',
        prise: 450,
        gramm: 200,
        img_elem: '/media/products/a.svg',
        iiko_id: '3f0c0000-0000-4000-8000-000000000007',
        special: true,
        available: true,
        cost_per_gram: false,
      },
    ],
  },
];

const openSpecial = (url: string) =>
  renderPage(<SpecialMenu />, { route: `/specials/${url}`, path: '/specials/:url' });

describe('a special menu', () => {
  it('shows the not-found page for a special the server does not know', async () => {
    stubApi({}); // every call answers 404 notFound
    openSpecial('nope');
    expect(
      await screen.findByRole('heading', { name: 'Извините, мы не нашли такой страницы :(' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Не удалось загрузить меню/)).toBeNull();
  });

  it('keeps the connection message when no answer came', async () => {
    stubApi({
      'GET /api/test/special/1': NETWORK_ERROR,
      'GET /api/test/special/2': NETWORK_ERROR,
      'GET /api/test/special/3': NETWORK_ERROR,
    });
    openSpecial('new-year');
    expect(
      await screen.findByText(
        'Не удалось загрузить меню. Проверьте соединение и обновите страницу.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /не нашли/ })).toBeNull();
  });

  it('shows a known special with its dishes linking to the special cards', async () => {
    stubApi({
      'GET /api/test/special/1': json(200, menu),
      'GET /api/test/special/2': json(200, []),
      'GET /api/test/special/3': json(200, []),
    });
    openSpecial('smelt-season');
    expect((await screen.findByRole('link', { name: 'Корюшка' })).getAttribute('href')).toBe(
      '/specials/card/7',
    );
  });
});

describe('a paused venue’s menu', () => {
  it('shows the venue’s message in a status banner; the other venues show none', async () => {
    const message = 'Sibumi сейчас не принимает заказы: вернёмся к 18:00';
    stubApi({
      'GET /api/test/1': json(200, menu),
      'GET /api/test/2': json(200, menu),
      'GET /api/test/3': json(200, []),
      'GET /api/venues/status': json(200, [
        { venueId: 1, ordersPaused: false, message: '', extraMinutes: 20, offlineMessage: '' },
        { venueId: 2, ordersPaused: true, message, extraMinutes: 0, offlineMessage: '' },
        { venueId: 3, ordersPaused: false, message: '', extraMinutes: 0, offlineMessage: '' },
      ]),
    });
    renderPage(<VenueMenuPage venueId={2} />, { route: '/Sibumii' });
    const banner = await screen.findByText(message);
    expect(banner.closest('[role="status"]')).toBeTruthy();
  });

  it('says when the venue’s kitchen is off line: orders for a later time only', async () => {
    const message = offlineVenueMessage('Sibumi');
    stubApi({
      'GET /api/test/1': json(200, menu),
      'GET /api/test/2': json(200, menu),
      'GET /api/test/3': json(200, []),
      'GET /api/venues/status': json(200, [
        { venueId: 2, ordersPaused: false, message: '', extraMinutes: 0, offlineMessage: message },
      ]),
    });
    renderPage(<VenueMenuPage venueId={2} />, { route: '/Sibumii' });
    const banner = await screen.findByText(message);
    expect(banner.closest('[role="status"]')).toBeTruthy();
  });

  it('shows nothing while the venue takes orders', async () => {
    stubApi({
      'GET /api/test/1': json(200, menu),
      'GET /api/test/2': json(200, []),
      'GET /api/test/3': json(200, []),
      'GET /api/venues/status': json(200, [
        { venueId: 1, ordersPaused: false, message: '', extraMinutes: 0, offlineMessage: '' },
      ]),
    });
    renderPage(<VenueMenuPage venueId={1} />, { route: '/Gastropub' });
    await screen.findByRole('link', { name: 'Корюшка' });
    expect(screen.queryByText(/не принимает заказы/)).toBeNull();
  });
});
